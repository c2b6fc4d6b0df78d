/**
 * A hostile repository, as an unlucky user (or whoever controls a repository) brings one: the real
 * built command, run as a process over real files in temporary directories. Each run has a guard
 * against a hang (it kills the run, and the test fails: a guard, not a measure of speed), and its
 * peak memory is read when it ends (a preloaded probe writes it). What every case must give: no
 * crash, the exit codes the README documents (0 clean, 1 findings at error severity, 2 a usage or
 * configuration error), a clear note for each file that is not checked, and nothing written but
 * what the command read or made itself.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheKey } from "../src/cache.js";
import { loadConfig } from "../src/config.js";
import { VERSION } from "../src/version.js";
import { jsonOf, Project, type AsyncRun, type JsonReport } from "./support/repo.js";

/** Far above what a run of these trees needs (about 100 MB), far below what reading a special file took (4.3 GB). */
const MEMORY_BOUND_MB = 400;

const outsideDirs: string[] = [];
afterAll(() => {
  for (const dir of outsideDirs) rmSync(dir, { recursive: true, force: true });
});

/** A directory outside every project: what a link out of the repository leads to. */
function outside(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "urilint-outside-"));
  outsideDirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

/** path -> the note's message, or the problems' codes. */
function notesOf(report: JsonReport): Record<string, string> {
  return Object.fromEntries(
    report.files.map((f) => [f.path, f.note?.message ?? f.problems.map((p) => p.code).join(" ")]),
  );
}

/** A run that ended by itself, within the memory bound. */
function ended(run: AsyncRun, status: number): AsyncRun {
  expect(run.hung, `still running at the guard; stderr: ${run.stderr}`).toBe(false);
  expect(run.status, `stdout: ${run.stdout.slice(0, 2000)}\nstderr: ${run.stderr}`).toBe(status);
  expect(run.maxRssMb).toBeLessThan(MEMORY_BOUND_MB);
  expect(run.stderr).not.toContain("internal error");
  return run;
}

const isRoot = process.getuid?.() === 0;

/** How long a test of several runs may take on a loaded machine: a guard, as each run's own. */
const TEST_GUARD_MS = 180_000;

/** Who runs the command in the tests of permissions: nobody (65534), when the tests run as root. */
const NOBODY = 65534;

/** Characters a terminal acts on; none may reach a report raw (line breaks between lines aside). */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe("special files", () => {
  it(
    "reads no special file: links to /dev/zero and /dev/stdin, a FIFO, a link out of the repository, link loops",
    async () => {
      const elsewhere = outside({ "secret.md": "<HTTP://outside.example/>\n" });
      const project = new Project({ "ok.md": "<HTTP://example.com/>\n" });
      symlinkSync("/dev/zero", project.path("zero.txt"));
      symlinkSync("/dev/stdin", project.path("stdin.txt"));
      symlinkSync(join(elsewhere, "secret.md"), project.path("outside.md"));
      symlinkSync("ok.md", project.path("inside.md"));
      symlinkSync("loop-b", project.path("loop-a"));
      symlinkSync("loop-a", project.path("loop-b"));
      project.commitAll();
      // Git tracks no FIFO: it is named on the command line.
      execFileSync("mkfifo", [project.path("pipe.txt")]);

      // stdin: a pipe that stays open, so that a read of /dev/stdin would wait forever.
      const all = ended(await project.start(["--format", "json"], { stdin: "open", guardMs: 20_000 }).done, 0);
      expect(notesOf(jsonOf(all))).toEqual({
        "inside.md": "scheme-case",
        "loop-a": "urilint could not read this file: a symbolic link loops (ELOOP)",
        "loop-b": "urilint could not read this file: a symbolic link loops (ELOOP)",
        "ok.md": "scheme-case",
        "outside.md":
          "urilint did not read this file: it is a symbolic link to a file outside the repository (not followed)",
        "stdin.txt": "urilint did not read this file: it is a named pipe (FIFO), not a regular file",
        "zero.txt": "urilint did not read this file: it is a character device, not a regular file",
      });
      expect(jsonOf(all).files.find((f) => f.path === "outside.md")!.note!.kind).toBe("outside-repository");

      const named = ended(
        await project.start(["--format", "json", "pipe.txt", "/dev/stdin", "zero.txt"], {
          stdin: "open",
          guardMs: 20_000,
        }).done,
        0,
      );
      expect(notesOf(jsonOf(named))).toEqual({
        "../../dev/stdin": "urilint did not read this file: it is a named pipe (FIFO), not a regular file",
        "pipe.txt": "urilint did not read this file: it is a named pipe (FIFO), not a regular file",
        "zero.txt": "urilint did not read this file: it is a character device, not a regular file",
      });
    },
    TEST_GUARD_MS,
  );

  it(
    "reads no more of a file than the size limit allows, whatever its size says (a /proc file says 0)",
    async () => {
      const project = new Project({ "urilint.config.json": '{"maxFileSize": 100}' }, { git: false });
      // /proc/self/maps: a regular file whose size is 0 and whose content is a few kilobytes.
      const run = ended(await project.start(["--format", "json", "/proc/self/maps"], { guardMs: 20_000 }).done, 0);
      expect(notesOf(jsonOf(run))).toEqual({
        "../../proc/self/maps":
          "urilint did not check this file: it has at least 101 characters, above the limit of 100 (setting maxFileSize)",
      });
    },
    TEST_GUARD_MS,
  );
});

describe("large, strange and badly named files", () => {
  it(
    "notes each file it does not check, in bounded memory, and checks the rest",
    async () => {
      const project = new Project({
        "ok.md": "<HTTP://example.com/>\n",
        "binary.dat": Buffer.from([0x48, 0x54, 0x54, 0x50, 0x00, 0x3a, 0x2f, 0x2f]),
        "latin1.txt": Buffer.concat([Buffer.from("url: HTTP://example.com/caf"), Buffer.from([0xe9, 0x0a])]),
        "utf16.txt": Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("url: HTTP://example.com/\n", "utf16le")]),
        "deep.json": `${"[".repeat(200_000)}"HTTP://example.com/"${"]".repeat(200_000)}`,
        "deep.js": `const a = ${"[".repeat(100_000)}${"]".repeat(100_000)};\n`,
        "alias-bomb.yaml": `${aliasBomb()}url: HTTP://example.com/\n`,
        "-rf.md": "<HTTP://dash.example/>\n",
        "line\nbreak.md": "<HTTP://newline.example/>\n",
      });
      // A name that is not UTF-8 (0xff): Node reads names as UTF-8, and cannot open it by name.
      writeFileSync(
        Buffer.concat([Buffer.from(`${project.dir}/bad-`), Buffer.from([0xff]), Buffer.from(".md")]),
        "x\n",
      );
      // A 100 MB text file and a 50 MB one-line JSON, written a megabyte at a time (never whole in memory here).
      const line = "see HTTP://example.com/ and more text\n";
      writeInChunks(project.path("huge.txt"), 100, () => line.repeat(Math.ceil(MEGABYTE / line.length)));
      writeInChunks(
        project.path("one-line.json"),
        50,
        (i, last) =>
          `${i === 0 ? "[" : ","}${'"http://example.com/",'.repeat(Math.ceil(MEGABYTE / 22))}"x"${last ? "]" : ""}`,
      );
      project.commitAll();
      // Far less heap than the files' sizes.
      const run = ended(
        await project.start(["--format", "json"], { node: ["--max-old-space-size=64"], guardMs: 30_000 }).done,
        0,
      );
      expect(run.stderr).toBe("");
      const notes = notesOf(jsonOf(run));
      expect(notes).toMatchObject({
        "-rf.md": "scheme-case",
        "alias-bomb.yaml": "scheme-case",
        "binary.dat": "urilint did not check this file: it is binary (it has a NUL byte)",
        "deep.js": "urilint could not read this file: it is nested too deeply for the parser",
        "latin1.txt": "urilint did not check this file: it is not UTF-8 text (invalid UTF-8 at byte 27)",
        "line\nbreak.md": "scheme-case",
        "ok.md": "scheme-case",
        "utf16.txt": "urilint did not check this file: it is binary (it has a NUL byte)",
      });
      expect(notes["huge.txt"]).toMatch(
        /^urilint did not check this file: it has at least \d+ characters, above the limit/,
      );
      expect(notes["one-line.json"]).toMatch(
        /^urilint did not check this file: it has at least \d+ characters, above the limit/,
      );
      expect(notes["bad-\uFFFD.md"]).toBe(
        "urilint could not read this file: its name is not valid UTF-8, and urilint cannot open it by that name (ENOENT)",
      );
      // Deep JSON: checked, or noted as too deep; never a crash.
      expect(["scheme-case", "urilint could not read this file: it is nested too deeply for the parser"]).toContain(
        notes["deep.json"],
      );
      // The people's format shows the names escaped, never a raw line break.
      const stylish = ended(await project.start([], { guardMs: 30_000 }).done, 0).stdout;
      expect(stylish).toContain("line\\nbreak.md\n");
      expect(stylish).not.toMatch(RAW_CONTROL);
    },
    TEST_GUARD_MS,
  );

  it(
    "reports files deleted or replaced after git listed them",
    async () => {
      const project = new Project({
        "gone.md": "<HTTP://a.example/>\n",
        "now-a-dir.md": "<HTTP://b.example/>\n",
        "now-a-fifo.md": "<HTTP://c.example/>\n",
        "now-a-link.md": "<HTTP://d.example/>\n",
      }).commitAll();
      rmSync(project.path("gone.md"));
      rmSync(project.path("now-a-dir.md"));
      mkdirSync(project.path("now-a-dir.md"));
      rmSync(project.path("now-a-fifo.md"));
      execFileSync("mkfifo", [project.path("now-a-fifo.md")]);
      rmSync(project.path("now-a-link.md"));
      symlinkSync("/dev/zero", project.path("now-a-link.md"));
      const run = ended(await project.start(["--format", "json"], { guardMs: 20_000 }).done, 0);
      expect(notesOf(jsonOf(run))).toEqual({
        "gone.md": "urilint could not read this file: it does not exist, or a symbolic link points nowhere (ENOENT)",
        "now-a-dir.md": "urilint did not read this file: it is a directory, not a regular file",
        "now-a-fifo.md": "urilint did not read this file: it is a named pipe (FIFO), not a regular file",
        "now-a-link.md": "urilint did not read this file: it is a character device, not a regular file",
      });
    },
    TEST_GUARD_MS,
  );
});

describe("files and directories it may not read, as a user who is not root", () => {
  // Root reads everything: the command runs as nobody then (setpriv, else the spawn's uid).
  const asNobody = isRoot ? { uid: NOBODY } : {};

  it("notes an unreadable file and an unreadable directory, outside git and in git", () => {
    for (const git of [false, true]) {
      const project = new Project(
        { "ok.md": "<HTTP://example.com/>\n", "secret.md": "<HTTP://secret.example/>\n", "locked/a.md": "x\n" },
        { git },
      ).openToAll();
      if (git) project.commitAll();
      // In git, the repository is nobody's own (git refuses to read one that another user owns).
      if (isRoot) chownTree(project.dir, git ? NOBODY : 0);
      chmodSync(project.path("secret.md"), 0o000);
      chmodSync(project.path("locked"), 0o000);
      if (!git) chmodSync(project.path("ok.md"), 0o644);
      const run = project.expect(["--format", "json"], 0, { ...asNobody, env: { HOME: project.dir } });
      expect(notesOf(jsonOf(run)), git ? "in git" : "outside git").toEqual({
        ...(git ? { "locked/a.md": "urilint could not read this file: permission denied (EACCES)" } : {}),
        "locked/": git
          ? "urilint could not read this directory, and checked no file in it: permission denied"
          : "urilint could not read this directory, and checked no file in it: permission denied (EACCES)",
        "ok.md": "scheme-case",
        "secret.md": "urilint could not read this file: permission denied (EACCES)",
      });
      chmodSync(project.path("locked"), 0o755);
    }
  });
});

describe("--fix writes only what it read, as it was", () => {
  const FIXABLE = "<HTTP://Example.com:80/a>\n";
  const FIXED = "<http://example.com/a>\n";

  it("reports a read-only file and a link out of the repository, and writes neither", () => {
    const elsewhere = outside({ "target.md": FIXABLE });
    const project = new Project({ "read-only.md": FIXABLE, "ok.md": FIXABLE }).commitAll();
    chmodSync(project.path("read-only.md"), 0o444);
    symlinkSync(join(elsewhere, "target.md"), project.path("link.md"));
    const report = jsonOf(project.expect(["--fix", "--format", "json"], 0));
    expect(notesOf(report)).toEqual({
      "link.md":
        "urilint did not read this file: it is a symbolic link to a file outside the repository (not followed)",
      "read-only.md": "urilint did not write the fixes to this file: it is read-only; it is unchanged",
    });
    expect(readFileSync(project.path("ok.md"), "utf8")).toBe(FIXED);
    expect(readFileSync(project.path("read-only.md"), "utf8")).toBe(FIXABLE);
    expect(statSync(project.path("read-only.md")).mode & 0o777).toBe(0o444);
    expect(readFileSync(join(elsewhere, "target.md"), "utf8")).toBe(FIXABLE);
    expect(readlinkSync(project.path("link.md"))).toBe(join(elsewhere, "target.md"));
  });

  it(
    "keeps an edit another program makes while the run checks the file, and a file replaced meanwhile",
    async () => {
      // Scripts: reading one loads TypeScript's parser after the read, so the check takes a while.
      const script = Array.from({ length: 35_000 }, (_, i) => `export const u${i} = "HTTP://Example.com:80/a";\n`).join(
        "",
      );
      const project = new Project({ "a-edited.ts": script, "b-replaced.ts": script }).commitAll();
      // The access time moves on the first read when it is older than the modification time (relatime).
      const markUnread = (path: string) =>
        utimesSync(project.path(path), new Date(Date.now() - 172_800_000), new Date(Date.now() - 86_400_000));
      markUnread("a-edited.ts");
      markUnread("b-replaced.ts");
      const atime = (path: string) => statSync(project.path(path)).atimeMs;
      const unread = { a: atime("a-edited.ts"), b: atime("b-replaced.ts") };
      const { done } = project.start(["--fix", "--jobs", "1", "--format", "json"], { guardMs: 60_000 });
      const edit = `${script}// edited by another program\n`;
      const replacement = `// a new file\n${script}`;
      await waitFor(() => atime("a-edited.ts") !== unread.a);
      writeFileSync(project.path("a-edited.ts"), edit, { flag: "r+" });
      await waitFor(() => atime("b-replaced.ts") !== unread.b);
      writeFileSync(project.path("b-replaced.ts.new"), replacement);
      renameSync(project.path("b-replaced.ts.new"), project.path("b-replaced.ts"));
      const report = jsonOf(ended(await done, 0));
      expect(report.files.map((f) => [f.path, f.note?.message, f.fixed])).toEqual([
        [
          "a-edited.ts",
          "urilint did not write the fixes to this file: another program changed it since urilint read it, and that change is kept; it is unchanged",
          undefined,
        ],
        [
          "b-replaced.ts",
          "urilint did not write the fixes to this file: it was replaced by another file since urilint read it; it is unchanged",
          undefined,
        ],
      ]);
      expect(readFileSync(project.path("a-edited.ts"), "utf8")).toBe(edit);
      expect(readFileSync(project.path("b-replaced.ts"), "utf8")).toBe(replacement);
    },
    TEST_GUARD_MS,
  );

  it(
    "killed while it writes, never leaves a file cut short: each file is as it was, fixed, or has its old content kept beside it",
    async () => {
      // Fixes that change the length (":80" goes), so a half-written file would show.
      const files = Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [`f${String(i).padStart(2, "0")}.md`, FIXABLE.repeat(2000 + i * 50)]),
      );
      const fixed = (text: string) => text.split(FIXABLE).join(FIXED);
      const project = new Project(files, { git: false });
      const seen = { before: 0, fixed: 0, kept: 0 };
      const sizes = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.byteLength(text)]));
      const written = () =>
        Object.keys(files).filter((name) => statSync(project.path(name)).size !== sizes[name]).length;
      // Killed once so many files are written (the run goes through them in name order): at every
      // speed of the machine, the kill comes in the middle of the run.
      for (const target of [1, 3, 6, 10, 15, 21, 28, 35]) {
        project.write(files);
        const { child, done } = project.start(["--fix", "--jobs", "1"], { guardMs: 30_000 });
        let exited = false;
        void done.then(() => (exited = true));
        await waitFor(() => exited || written() >= target);
        child.kill("SIGKILL");
        await done;
        for (const [name, before] of Object.entries(files)) {
          const now = readFileSync(project.path(name), "utf8");
          const backup = project.path(`.${name}.urilint-backup`);
          if (existsSync(backup)) {
            // Killed between its two writes: the old content is whole beside it.
            expect(readFileSync(backup, "utf8"), name).toBe(before);
            seen.kept++;
            rmSync(backup);
          } else if (now === before) {
            seen.before++;
          } else {
            expect(now, `${name} after a kill once ${target} files were written`).toBe(fixed(before));
            seen.fixed++;
          }
        }
      }
      // The kills came in the middle of the runs: some files were fixed, some not yet.
      expect(seen.before).toBeGreaterThan(0);
      expect(seen.fixed).toBeGreaterThan(0);
      // A run that is not stopped fixes the rest.
      project.write(files);
      ended(await project.start(["--fix", "--jobs", "1"], { guardMs: 30_000 }).done, 0);
      for (const [name, before] of Object.entries(files))
        expect(readFileSync(project.path(name), "utf8")).toBe(fixed(before));
      expect(readdirSync(project.dir).filter((name) => !name.endsWith(".md"))).toEqual([]);
    },
    TEST_GUARD_MS,
  );

  it("does not touch a file whose old content an earlier, stopped run kept beside it", () => {
    const project = new Project({ "a.md": FIXABLE, ".a.md.urilint-backup": FIXABLE }, { git: false });
    const report = jsonOf(project.expect(["--fix", "--format", "json", "a.md"], 0));
    expect(report.files[0]!.note!.message).toMatch(
      /^urilint did not write the fixes to this file: an earlier urilint --fix stopped while writing it/,
    );
    expect(readFileSync(project.path("a.md"), "utf8")).toBe(FIXABLE);
  });
});

describe("the cache", () => {
  const ENV_WITH_PASSWORD = "DATABASE_URL=postgres://app:hunter2secret@db.example.com/orders\n";
  /** A cache entry that says "nothing found", with a message that would clear the screen and print a fake line. */
  const lie = {
    hash: "0".repeat(40),
    problems: [
      {
        code: "scheme-case",
        rule: "normalized-case",
        severity: "warning",
        message: "\u001b[2J\u001b[Hall clean\n✔ 0 problems",
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 2,
        fixable: false,
        fingerprint: `${"0".repeat(32)}:1`,
      },
    ],
  };

  it(
    "does not trust a cache committed to the repository (0.1.0's format, predictable key): it hides no finding and prints no escape",
    async () => {
      const project = new Project({ ".env": ENV_WITH_PASSWORD });
      const settings = loadConfig(project.dir, undefined).settings;
      const key = createHash("sha1")
        .update(`${VERSION}\u0000${JSON.stringify(settings)}`)
        .digest("hex");
      const hash = createHash("sha1").update(ENV_WITH_PASSWORD).digest("hex");
      project.write({ ".urilintcache": JSON.stringify({ key, entries: { ".env": { ...lie, hash } } }) }).commitAll();
      for (const args of [["--cache"], ["--cache", "--cache-location", ".urilintcache"]]) {
        const run = ended(await project.start(args).done, 1);
        expect(run.stdout, args.join(" ")).toContain("plaintext-password");
        expect(run.stdout).not.toMatch(RAW_CONTROL);
        expect(run.stdout).not.toContain("all clean");
      }
    },
    TEST_GUARD_MS,
  );

  it(
    "does not trust a cache signed with another key, and checks and escapes every entry even of its own",
    async () => {
      const project = new Project({ ".env": ENV_WITH_PASSWORD, "ok.md": "<http://example.com/>\n" }, { git: false });
      const hash = createHash("sha1").update(ENV_WITH_PASSWORD).digest("hex");
      const cache = project.path("cache.json");
      const nameOf = (secret: Buffer, path: string) =>
        createHmac("sha256", secret).update(`path\u0000${path}`).digest("hex").slice(0, 32);
      const sign = (secret: Buffer, entries: object) => {
        const body = JSON.stringify(entries);
        const key = cacheKey(VERSION, loadConfig(project.dir, undefined).settings);
        const mac = createHmac("sha256", secret).update(key).update("\n").update(body).digest("hex");
        writeFileSync(cache, `{"format":"urilint-cache/2","mac":"${mac}"}\n${body}`);
      };
      // Planted with a key that is not this machine's.
      const planted = Buffer.alloc(32, 7);
      sign(planted, { [nameOf(planted, ".env")]: { ...lie, hash } });
      const run = ended(await project.start(["--cache", "--cache-location", "cache.json"]).done, 1);
      expect(run.stdout).toContain("plaintext-password");
      // Signed with this machine's key (as only its user could): an entry of the wrong shape is
      // dropped (the file is checked again), a message is shown escaped.
      const secret = Buffer.from(readFileSync(join(project.userCache, "urilint", "secret"), "utf8"), "hex");
      const okHash = createHash("sha1").update("<http://example.com/>\n").digest("hex");
      sign(secret, {
        [nameOf(secret, ".env")]: { ...lie, hash, problems: [{ ...lie.problems[0], line: -1 }] },
        [nameOf(secret, "ok.md")]: { ...lie, hash: okHash },
      });
      const own = ended(await project.start(["--cache", "--cache-location", "cache.json"]).done, 1);
      expect(own.stdout).toContain("plaintext-password");
      expect(own.stdout).toContain("  1:1  warning  \\x1b[2J\\x1b[Hall clean\\n✔ 0 problems  scheme-case");
      expect(own.stdout).not.toMatch(RAW_CONTROL);
      // The cache holds no file name.
      expect(readFileSync(cache, "utf8")).not.toMatch(/\.env|ok\.md/);
    },
    TEST_GUARD_MS,
  );

  it("keeps its key only in a file of its own that only its user can read; else it runs without a cache and says so", () => {
    const project = new Project({ "a.md": "<HTTP://example.com/>\n" }, { git: false }).openToAll();
    project.expect(["--cache"], 0);
    const key = join(project.userCache, "urilint", "secret");
    expect(statSync(key).mode & 0o777).toBe(0o600);
    const off = (why: string) =>
      `urilint: --cache is off in this run: urilint does not use the key file in its cache directory: ${why}; delete it to make a new one\n`;
    chmodSync(key, 0o644);
    expect(project.expect(["--cache"], 0).stderr).toBe(off("other users can read or write it"));
    rmSync(key);
    symlinkSync(join(project.dir, "a.md"), key);
    expect(project.expect(["--cache"], 0).stderr).toBe(off("it is not a regular file"));
    if (isRoot) {
      // A user who may not write the cache directory: no key, no cache, the run goes on.
      const run = project.expect(["--cache"], 0, { uid: NOBODY });
      expect(run.stderr).toBe(
        "urilint: --cache is off in this run: urilint could not keep its key in its cache directory (permission denied (EACCES))\n",
      );
    }
  });

  it(
    "writes nowhere but a path that is free or holds a urilint cache, and never waits on one",
    async () => {
      const elsewhere = outside({ "target.txt": "someone else's file\n" });
      const project = new Project({ "ok.md": "<HTTP://example.com/>\n" }, { git: false });
      symlinkSync(join(elsewhere, "target.txt"), project.path("link.json"));
      execFileSync("mkfifo", [project.path("fifo.json")]);
      mkdirSync(project.path("dir.json"));
      const refused: [string, string][] = [
        ["link.json", "a symbolic link"],
        ["fifo.json", "a named pipe (FIFO)"],
        ["dir.json", "a directory"],
        ["ok.md", "a file that is not a urilint cache"],
        ["/proc/self/status", "a file that is not a urilint cache"],
      ];
      // A device node of our own (never the machine's /dev/null): only root makes one.
      if (isRoot && spawnSync("mknod", [project.path("null.json"), "c", "1", "3"]).status === 0)
        refused.push(["null.json", "a character device"]);
      for (const [location, what] of refused) {
        const run = ended(await project.start(["--cache", "--cache-location", location], { guardMs: 20_000 }).done, 2);
        expect(run.stderr, location).toContain(
          `is ${what}; urilint writes its cache only to a path that is free or holds a urilint cache`,
        );
        expect(run.stdout).toBe("");
      }
      expect(lstatSync(project.path("link.json")).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(elsewhere, "target.txt"), "utf8")).toBe("someone else's file\n");
      expect(lstatSync(project.path("fifo.json")).isFIFO()).toBe(true);
      expect(readFileSync(project.path("ok.md"), "utf8")).toBe("<HTTP://example.com/>\n");
      if (existsSync(project.path("null.json")))
        expect(lstatSync(project.path("null.json")).isCharacterDevice()).toBe(true);
      // Under /proc no directory can be made (Node's recursive mkdir never returns there): a note.
      const proc = ended(
        await project.start(["--cache", "--cache-location", "/proc/self/x/cache.json"], { guardMs: 20_000 }).done,
        0,
      );
      expect(proc.stderr).toMatch(/^urilint: could not write the cache \/proc\/self\/x\/cache\.json \(/);
    },
    TEST_GUARD_MS,
  );
});

describe("output", () => {
  it(
    "writes 130,000 problems of one 585 KB file in every format",
    async () => {
      const project = new Project({ "many.txt": "HTTP://A ".repeat(65_000) }, { git: false });
      const stylish = ended(await project.start([], { guardMs: 60_000 }).done, 0).stdout;
      expect(stylish).toContain("✖ 130000 problems (0 errors, 130000 warnings)");
      expect(stylish.split("\n").filter((line) => line.includes("scheme-case"))).toHaveLength(65_000);
      const json = jsonOf(ended(await project.start(["--format", "json"], { guardMs: 60_000 }).done, 0));
      expect(json.counts.warnings).toBe(130_000);
      expect(json.files[0]!.problems).toHaveLength(130_000);
    },
    TEST_GUARD_MS,
  );

  it(
    "shows names with escapes, line breaks, C1 and bidirectional controls escaped, and keeps them exact in JSON",
    async () => {
      const names = ["esc-\u001b[31m-red.md", "new\nline.md", "c1-\u009b2J.md", "bidi-\u202egpj.md", "tab\there.md"];
      const project = new Project(Object.fromEntries(names.map((name) => [name, "<HTTP://example.com/>\n"])), {
        git: false,
      });
      const stylish = ended(await project.start([]).done, 0).stdout;
      expect(stylish).not.toMatch(RAW_CONTROL);
      for (const shown of [
        "esc-\\x1b[31m-red.md",
        "new\\nline.md",
        "c1-\\x9b2J.md",
        "bidi-\\u{202e}gpj.md",
        "tab\\there.md",
      ])
        expect(stylish).toContain(`${shown}\n`);
      const github = ended(await project.start(["--format", "github"]).done, 0).stdout;
      expect(github).not.toMatch(RAW_CONTROL);
      for (const format of ["json", "sarif"]) {
        const out = ended(await project.start(["--format", format]).done, 0).stdout;
        expect(out, format).not.toMatch(RAW_CONTROL);
        if (format === "json")
          expect(
            jsonOf({ status: 0, stdout: out, stderr: "" })
              .files.map((f) => f.path)
              .sort(),
          ).toEqual([...names].sort());
      }
    },
    TEST_GUARD_MS,
  );
});

describe("clear errors", () => {
  it("says what is wrong with each bad command line (exit 2), never an internal error", () => {
    const project = new Project({ "a.md": "<HTTP://example.com/>\n" }, { git: false });
    const cases: [string[], string][] = [
      [["--shard", "1000000000000000000000/1000000000000000000000"], "--shard takes <i>/<n> with n at most 1000000"],
      [["--shard", "1e21/1e21"], '--shard takes <i>/<n> with 1 <= i <= n (for example 2/4), got "1e21/1e21"'],
      [["--shard", "-1/2"], '--shard takes <i>/<n> with 1 <= i <= n (for example 2/4), got "-1/2"'],
      [["--jobs", "-1"], '--jobs takes a whole number >= 1, got "-1"'],
      [["-j", "-1"], '--jobs takes a whole number >= 1, got "-1"'],
      [["--max-warnings", "-2"], '--max-warnings takes a whole number >= -1, got "-2" (-1: no maximum)'],
      [[`${"a".repeat(100_000)}*`], "cannot be used (Input length: 100001, exceeds maximum allowed length: 65536)"],
    ];
    for (const [args, message] of cases) {
      const run = project.expect(args, 2);
      expect(run.stderr, args.join(" ").slice(0, 80)).toContain(message);
      expect(run.stderr).not.toMatch(/internal error|ambiguous/);
      expect(run.stderr.length).toBeLessThan(1000);
    }
  });

  it("runs no more threads than the machine has CPUs, and says so", () => {
    const project = new Project({ "a.md": "<HTTP://example.com/>\n" }, { git: false });
    const cpus = availableParallelism();
    const run = project.expect(["--jobs", String(cpus + 30), "--format", "json"], 0);
    expect(run.stderr).toBe(
      `urilint: --jobs ${cpus + 30} is more than the ${cpus} ${cpus === 1 ? "CPU" : "CPUs"} here; using ${cpus}\n`,
    );
  });
});

/** A YAML document whose aliases expand to 9^9 strings if resolved ("billion laughs"). */
function aliasBomb(): string {
  const names = "abcdefghi";
  const lines = [`a: &a [${Array(9).fill('"lol"').join(",")}]`];
  for (let i = 1; i < names.length; i++)
    lines.push(
      `${names[i]}: &${names[i]} [${Array(9)
        .fill(`*${names[i - 1]}`)
        .join(",")}]`,
    );
  return `${lines.join("\n")}\n`;
}

const MEGABYTE = 1024 * 1024;

/** A file of `count` chunks of about a megabyte each. */
function writeInChunks(path: string, count: number, chunk: (i: number, last: boolean) => string): void {
  const fd = openSync(path, "w");
  try {
    for (let i = 0; i < count; i++) writeSync(fd, chunk(i, i === count - 1));
  } finally {
    closeSync(fd);
  }
}

function chownTree(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) chownTree(path, uid);
    else chownSync(path, uid, uid);
  }
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}
