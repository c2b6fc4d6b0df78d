/**
 * `--fix`: the safe normalizations written back in place (the same inode: owner, mode and hard links
 * kept; nothing left beside it), keeping the line endings and the byte order mark, never touching a
 * password; a second run has nothing left to fix. The hostile cases (files changed, replaced,
 * read-only or outside the repository, a run killed while writing) are in hostile-repository.test.ts.
 */
import {
  chmodSync,
  chownSync,
  linkSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, Project } from "./support/repo.js";

const BEFORE =
  [
    'const api = "HTTPS://API.Example.com:443/v1/%7euser/./x";',
    'const db = "postgres://app:hunter2secret@DB.Example.com:5432/orders";',
    'const broken = "http://exa mple.com/";',
  ].join("\r\n") + "\r\n";

const AFTER =
  [
    'const api = "https://api.example.com/v1/~user/./x";',
    'const db = "postgres://app:hunter2secret@db.example.com:5432/orders";',
    'const broken = "http://exa mple.com/";',
  ].join("\r\n") + "\r\n";

describe("--fix", () => {
  it("writes the safe fixes in place, keeps CRLF, the BOM, the mode, the owner and hard links, and leaves the password", () => {
    const project = new Project({ "src/a.ts": `\uFEFF${BEFORE}`, "src/clean.ts": "const x = 1;\n" }).commitAll();
    chmodSync(project.path("src/a.ts"), 0o751);
    // Another user's file (when the tests run as root, who may write it) stays theirs.
    const owner = process.getuid?.() === 0 ? 65534 : statSync(project.path("src/a.ts")).uid;
    chownSync(project.path("src/a.ts"), owner, owner);
    // A second name outside the project (a run would fix the file under either name, once).
    const hardLink = join(project.userCache, "a-hard-link.ts");
    linkSync(project.path("src/a.ts"), hardLink);
    const inode = statSync(project.path("src/a.ts")).ino;
    const cleanInode = statSync(project.path("src/clean.ts")).ino;
    const run = project.expect(["--fix", "--format", "json"], 1);
    const report = jsonOf(run);
    // What is left: the dot segment, the password and the space (suggestions, never fixes).
    expect(report.files.find((f) => f.path === "src/a.ts")!.fixed).toBe(true);
    expect(report.files.flatMap((f) => f.problems.map((p) => p.code))).toEqual([
      "dot-segments",
      "plaintext-password",
      "whitespace",
    ]);
    expect(readFileSync(project.path("src/a.ts"), "utf8")).toBe(`\uFEFF${AFTER}`);
    const after = statSync(project.path("src/a.ts"));
    expect(after.mode & 0o7777).toBe(0o751);
    expect(after.ino).toBe(inode);
    expect([after.uid, after.gid]).toEqual([owner, owner]);
    expect(after.nlink).toBe(2);
    expect(readFileSync(hardLink, "utf8")).toBe(`\uFEFF${AFTER}`);
    expect(statSync(project.path("src/clean.ts")).ino).toBe(cleanInode); // an unchanged file is not rewritten
    expect(readdirSync(project.path("src"))).toEqual(["a.ts", "clean.ts"]);
    // Idempotent: nothing left to fix.
    const again = jsonOf(project.expect(["--fix", "--format", "json"], 1));
    expect(again.files.every((f) => f.fixed === undefined)).toBe(true);
    expect(again.counts.fixable).toBe(0);
    expect(readFileSync(project.path("src/a.ts"), "utf8")).toBe(`\uFEFF${AFTER}`);
  });

  it("fixes the target of a symbolic link and keeps the link, and fixes every language", () => {
    const project = new Project({
      "real.md": "See <HTTP://Example.com/a>.\n",
      "conf.yaml": "url: https://example.com:443/x # and HTTP://A.example/\n",
      ".env": "API=HTTP://Example.com/\n",
    });
    symlinkSync("real.md", project.path("link.md"));
    project.expect(["--fix", "link.md", "conf.yaml", ".env"], 0);
    expect(lstatSync(project.path("link.md")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(project.path("link.md"))).toBe("real.md");
    expect(readFileSync(project.path("real.md"), "utf8")).toBe("See <http://example.com/a>.\n");
    expect(readFileSync(project.path("conf.yaml"), "utf8")).toBe(
      "url: https://example.com/x # and http://a.example/\n",
    );
    expect(readFileSync(project.path(".env"), "utf8")).toBe("API=http://example.com/\n");
  });

  it("says so when a file cannot be written, and leaves it as it was", () => {
    const project = new Project({ "ro/a.md": "<HTTP://example.com/>\n" }, { git: false }).openToAll();
    chmodSync(project.path("ro"), 0o555);
    // root writes anywhere: the command runs as nobody then.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534 } : {};
    const report = jsonOf(project.expect(["--fix", "--format", "json"], 0, asNobody));
    expect(report.files[0]!.note).toEqual({
      kind: "not-written",
      message: "urilint did not write the fixes to this file: permission denied (EACCES); it is unchanged",
    });
    expect(readFileSync(project.path("ro/a.md"), "utf8")).toBe("<HTTP://example.com/>\n");
    chmodSync(project.path("ro"), 0o755);
  });
});
