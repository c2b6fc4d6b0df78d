/**
 * The command's link checker (rule no-broken-link, turned on in the configuration): a whole
 * repository's Markdown and HTML, each file read once however many links lead to it; `--staged`
 * against the index, with the links elsewhere that lead to a staged deletion or rename; the
 * links' problems in every format, silenced by the same comments as any other.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, Project, summary, type JsonReport } from "./support/repo.js";

/** Each problem as "path code [the text of its range]", read from the file (one-line ranges). */
function ranges(project: Project, report: JsonReport, cwd = project.dir): string[] {
  return report.files.flatMap((file) => {
    const lines = readFileSync(`${cwd}/${file.path}`, "utf8").split("\n");
    return file.problems.map(
      (p) => `${file.path} ${p.code} [${lines[p.line - 1]!.slice(p.column - 1, p.endColumn - 1)}]`,
    );
  });
}

const LINKS_ON = JSON.stringify({ checks: { "no-broken-link": true } });

describe("urilint with no-broken-link", () => {
  it("is off by default: no file system is read for links", () => {
    const project = new Project({ "README.md": "[a](docs/missing.md)\n" });
    expect(summary(jsonOf(project.expect(["-f", "json"], 0)))).toEqual([]);
  });

  it("checks every Markdown and HTML file of the repository", () => {
    const project = new Project({
      "urilint.config.json": LINKS_ON,
      "README.md": "# Title\n\n[a](docs/setup.md#usage) [b](docs/setp.md) [c](#nope)\n",
      "docs/setup.md": "# Setup\n\n## Usage\n\n[back](../README.md#title) [up](../../outside.md)\n",
      "site/index.html": '<a href="../docs/setup.md#usage">x</a> <img src="logo.png"> <a href="#top">top</a>',
      "src/app.ts": 'const docs = "docs/nothing.md"; // not a link: a string of a script\n',
    });
    const report = jsonOf(project.expect(["-f", "json"], 1));
    expect(ranges(project, report)).toEqual([
      "README.md missing-file [setp.md]",
      "README.md missing-anchor [nope]",
      "site/index.html missing-file [logo.png]",
    ]);
    const messages = report.files.flatMap((file) => file.problems.map((p) => p.message));
    expect(messages[0]).toBe("This link leads nowhere: 'docs/setp.md' does not exist; did you mean 'docs/setup.md'?");
    expect(report.files[0]!.problems[0]).toMatchObject({ rule: "no-broken-link", severity: "error" });
    expect(report.files[0]!.problems[1]).toMatchObject({ severity: "warning" });
  });

  it("reads the whole repository from a folder inside it, and paths from its root", () => {
    const project = new Project({
      "urilint.config.json": LINKS_ON,
      "docs/a.md": "[a](/README.md) [b](/nope.md) [c](../README.md)\n",
      "README.md": "",
    });
    const report = jsonOf(project.expect(["-f", "json"], 1, { cwd: project.path("docs") }));
    expect(ranges(project, report, project.path("docs"))).toEqual(["a.md missing-file [nope.md]"]);
  });

  it("silences a link's finding with a disable comment, as any other, and then the comment is used", () => {
    const project = new Project({
      "urilint.config.json": LINKS_ON,
      "README.md":
        "[a](nope.md) <!-- urilint-disable-line no-broken-link -->\n[b](gone.md)\n[c](x.md) <!-- urilint-disable-line no-iri -->\n",
    });
    expect(summary(jsonOf(project.expect(["-f", "json"], 1)))).toEqual([
      "README.md:2:5 missing-file",
      "README.md:3:5 missing-file",
      "README.md:3:11 unused-disable-directive",
    ]);
  });

  it("says which site it reads the Markdown as, from the settings", () => {
    const project = new Project({
      "urilint.config.json": JSON.stringify({
        checks: { "no-broken-link": true },
        site: "vitepress",
        siteRoot: "docs",
      }),
      "docs/guide.md": "## server.port\n",
      "docs/index.md": "[a](/guide#server-port) [b](/guide#serverport)\n",
    });
    const report = jsonOf(project.expect(["-f", "json"], 0));
    expect(report.files.flatMap((file) => file.problems.map((p) => p.message))).toEqual([
      "'docs/guide.md' has no heading or anchor '#serverport' (headings named as VitePress names them); did you mean '#server-port'?",
    ]);
  });

  it("--staged: checks the staged files against the index, and the links elsewhere to what the commit removes", () => {
    const project = new Project({
      "urilint.config.json": LINKS_ON,
      "README.md": "[a](docs/old.md#x) [b](docs/keep.md) [c](docs/broken-before.md)\n",
      "docs/old.md": "## X\n",
      "docs/keep.md": "[back](../README.md)\n",
      "docs/other.md": "[k](keep.md)\n",
    }).commitAll();
    project.git("mv", "docs/old.md", "docs/new.md");
    project.write({ "docs/other.md": "[k](keep.md) [n](new.md#x) [m](missing.md)\n" });
    project.git("add", "docs/other.md");
    // Not staged: the working tree has it, the commit will not.
    project.write({ "docs/untracked.md": "# U\n" });
    project.write({ "docs/keep.md": "[back](../README.md) [u](untracked.md)\n" });
    const report = jsonOf(project.expect(["--staged", "-f", "json"], 1));
    // README.md is not staged: only its link to the renamed file is reported, not its old mistake;
    // untracked.md is not in the commit.
    expect(ranges(project, report)).toEqual([
      "README.md missing-file [docs/old.md]",
      "docs/other.md missing-file [missing.md]",
    ]);
    expect(report.files[0]!.problems[0]!.message).toBe(
      "This link leads nowhere: 'docs/old.md' does not exist; did you mean 'docs/new.md#x'?",
    );
  });

  it("stops at maxLinkTargets and says so once, where it stopped", () => {
    const project = new Project({
      "urilint.config.json": JSON.stringify({ checks: { "no-broken-link": true }, maxLinkTargets: 3 }),
      "README.md": "[a](a/x.md)\n[b](b/y.md)\n[c](c/z.md)\n",
      "a/x.md": "",
      "b/y.md": "",
      "c/z.md": "",
    });
    const report = jsonOf(project.expect(["-f", "json", "README.md"], 0));
    expect(report.files[0]!.problems.map((p) => `${p.line} ${p.code} ${p.severity}`)).toEqual([
      "2 links-not-checked info",
    ]);
  });
});
