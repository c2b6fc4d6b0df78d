/**
 * Files that cannot be checked: each gets a clear note, the others are still checked, and the run
 * never crashes. A 100 MB file is skipped by its size alone (never read), a symbolic link loop and
 * an unreadable file say why, binary files and invalid UTF-8 are named.
 */
import { chmodSync, closeSync, openSync, symlinkSync, ftruncateSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BIN, jsonOf, Project } from "./support/repo.js";

describe("files that cannot be checked", () => {
  it("notes each of them and checks the rest", () => {
    const project = new Project({
      "ok.md": "<HTTP://example.com/>\n",
      // Read and checked, with nothing to say: not listed.
      "empty.md": "",
      "binary.dat": Buffer.from([0x48, 0x54, 0x54, 0x50, 0x00, 0x3a, 0x2f, 0x2f]),
      "latin1.txt": Buffer.concat([Buffer.from("url: HTTP://example.com/caf"), Buffer.from([0xe9]), Buffer.from("\n")]),
      "deep.js": `const a = ${"[".repeat(100_000)}${"]".repeat(100_000)};\n`,
    });
    // A sparse 100 MB file: instant to make, and it would take seconds to read.
    const fd = openSync(project.path("huge.txt"), "w");
    ftruncateSync(fd, 100 * 1024 * 1024);
    closeSync(fd);
    symlinkSync("loop-b", project.path("loop-a"));
    symlinkSync("loop-a", project.path("loop-b"));
    symlinkSync("nowhere.md", project.path("dangling.md"));
    const run = project.expect(["--format", "json"], 0);
    const notes = Object.fromEntries(
      jsonOf(run).files.map((f) => [f.path, f.note?.message ?? f.problems.map((p) => p.code).join(" ")]),
    );
    expect(notes).toEqual({
      "binary.dat": "urilint did not check this file: it is binary (it has a NUL byte)",
      "dangling.md": "urilint could not read this file: it does not exist, or a symbolic link points nowhere (ENOENT)",
      "deep.js": "urilint could not read this file: it is nested too deeply for the parser",
      "huge.txt":
        "urilint did not check this file: it has at least 34952534 characters, above the limit of 2000000 (setting maxFileSize)",
      "latin1.txt": "urilint did not check this file: it is not UTF-8 text (invalid UTF-8 at byte 27)",
      "loop-a": "urilint could not read this file: a symbolic link loops (ELOOP)",
      "loop-b": "urilint could not read this file: a symbolic link loops (ELOOP)",
      "ok.md": "scheme-case",
    });
    expect(run.stderr).toBe("");
    // The people's format says it too, one line each (binary files counted).
    const stylish = project.expect([], 0).stdout;
    expect(stylish).toContain("note loop-a: urilint could not read this file: a symbolic link loops (ELOOP)");
    expect(stylish).toContain("note huge.txt: urilint did not check this file: it has at least 34952534 characters");
    expect(stylish).toContain("note skipped 1 binary file (binary.dat); --format json lists them");
  });

  it("notes a file it may not read", () => {
    const project = new Project(
      { "secret.md": "<HTTP://example.com/>\n", "ok.md": "<HTTP://example.com/>\n" },
      { git: false },
    ).openToAll();
    chmodSync(project.path("secret.md"), 0o000);
    chmodSync(project.path("ok.md"), 0o644);
    // root reads anything: the command runs as nobody then.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534 } : {};
    const report = jsonOf(project.expect(["--format", "json"], 0, asNobody));
    expect(report.files.map((f) => [f.path, f.note?.message ?? f.problems[0]?.code])).toEqual([
      ["ok.md", "scheme-case"],
      ["secret.md", "urilint could not read this file: permission denied (EACCES)"],
    ]);
  });

  it("uses colour on a terminal, and not when NO_COLOR is set", () => {
    const project = new Project({ "a.md": "<HTTP://example.com/>\n" });
    // `script` runs the command with a pseudo-terminal as its stdout.
    const onTerminal = (env: string) =>
      spawnSync("script", ["-qec", `${env} ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`, "/dev/null"], {
        cwd: project.dir,
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "" },
      }).stdout;
    expect(onTerminal("")).toContain("\u001b[33mwarning\u001b[0m");
    const plain = onTerminal("NO_COLOR=1");
    expect(plain).toContain("warning");
    expect(plain).not.toContain("\u001b[33m");
  });
});
