/**
 * `--staged`: what pre-commit hooks need. The staged content is checked, not the working copy, and
 * only the staged files.
 */
import { symlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, Project, summary } from "./support/repo.js";

describe("--staged", () => {
  it("checks the staged content of the staged files, whatever the working copy holds", () => {
    const project = new Project({
      "a.yaml": "url: https://example.com/\n",
      "b.yaml": "url: https://example.com/\n",
    }).commitAll();
    // Staged: a mistake. Then the working copy is repaired but not staged.
    project.write({ "a.yaml": "url: http://exa mple.com/\n" });
    project.git("add", "a.yaml");
    project.write({ "a.yaml": "url: https://example.com/\n", "b.yaml": "url: HTTP://example.com/\n" });
    const staged = jsonOf(project.expect(["--staged", "--format", "json"], 1));
    expect(summary(staged)).toEqual(["a.yaml:1:16 whitespace"]);
    expect(staged.counts.files).toBe(1);
    // The working copy: a.yaml is clean, b.yaml (not staged) has a warning.
    expect(summary(jsonOf(project.expect(["--format", "json"], 0)))).toEqual(["b.yaml:1:6 scheme-case"]);
  });

  it("checks new and renamed files, skips deleted ones and symbolic links, and narrows by the command line", () => {
    const project = new Project({
      "old.yaml": "url: HTTP://example.com/\n",
      "keep.md": "<HTTP://example.com/>\n",
    }).commitAll();
    project.git("mv", "old.yaml", "new.yaml");
    project.git("rm", "-q", "keep.md");
    project.write({ "added.md": "<https://Example.com/>\n" });
    project.git("add", "added.md");
    symlinkSync("new.yaml", project.path("link.yaml"));
    project.git("add", "link.yaml");
    const report = jsonOf(project.expect(["--staged", "--format", "json"], 0));
    expect(summary(report)).toEqual(["added.md:1:10 host-case", "new.yaml:1:6 scheme-case"]);
    expect(report.counts.files).toBe(2); // not link.yaml: a link's blob is its target's name
    // A hook may pass the file names: only staged ones among them are read, the rest is not an error.
    expect(summary(jsonOf(project.expect(["--staged", "--format", "json", "new.yaml", "missing.md"], 0)))).toEqual([
      "new.yaml:1:6 scheme-case",
    ]);
  });

  it("checks nothing, cleanly, when nothing is staged", () => {
    const project = new Project({ "a.md": "<HTTP://example.com/>\n" }).commitAll();
    expect(jsonOf(project.expect(["--staged", "--format", "json"], 0)).counts.files).toBe(0);
  });

  it("needs a git repository", () => {
    const project = new Project({ "a.md": "x\n" }, { git: false });
    expect(project.expect(["--staged"], 2).stderr).toContain(
      "--staged needs a git repository, and this directory is not in one",
    );
  });
});
