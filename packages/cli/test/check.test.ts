/**
 * The command on temporary repositories: which files it reads (git's, a walk's, the command
 * line's), what it reports, and the exit code it ends with.
 */
import { describe, expect, it } from "vitest";
import { jsonOf, Project, summary } from "./support/repo.js";

const FILES = {
  "src/api.ts": 'export const API = "https://api.example.com:443/v1";\n',
  "README.md": "See <http://Example.com/docs>.\n",
  "config/app.yaml": "endpoint: http://exa mple.com/\n",
  ".env": "DATABASE_URL=postgres://db.example.com:5432/app\n",
  Dockerfile: "FROM node:20\nENV SITE=https://example.com/%7Euser\n",
  "notes.txt": "clean text, https://example.com/\n",
  ".gitignore": "build/\n*.log\n",
  "build/out.js": 'const x = "HTTP://IGNORED.example.com";\n',
  "debug.log": "http://IGNORED.example.com\n",
};

describe("which files", () => {
  it("checks every file git knows, tracked or not ignored, and honours .gitignore", () => {
    const project = new Project(FILES);
    project.git("add", "src/api.ts", "README.md");
    const report = jsonOf(project.expect(["--format", "json"], 1));
    // In path order (code units: upper case first).
    expect(summary(report)).toEqual([
      "Dockerfile:2:30 unreserved-percent-encoded",
      "README.md:1:13 host-case",
      "config/app.yaml:1:21 whitespace",
      "src/api.ts:1:44 default-port",
    ]);
    // Every file read, clean or not, ignored ones never.
    expect(report.counts.files).toBe(7);
    expect(JSON.stringify(report)).not.toContain("IGNORED");
  });

  it("walks the directory tree outside git, with .gitignore, never into node_modules", () => {
    const project = new Project(
      { ...FILES, "node_modules/x/index.js": 'fetch("HTTP://IGNORED.example.com")' },
      { git: false },
    );
    const report = jsonOf(project.expect(["--format", "json"], 1));
    expect(report.counts.files).toBe(7);
    expect(JSON.stringify(report)).not.toContain("IGNORED");
  });

  it("takes files, directories and globs from the command line", () => {
    const project = new Project(FILES).commitAll();
    expect(summary(jsonOf(project.expect(["--format", "json", "src"], 0)))).toEqual(["src/api.ts:1:44 default-port"]);
    expect(summary(jsonOf(project.expect(["--format", "json", "**/*.md", "Dockerfile"], 0)))).toEqual([
      "Dockerfile:2:30 unreserved-percent-encoded",
      "README.md:1:13 host-case",
    ]);
    // A file named explicitly is read even when git ignores it.
    expect(summary(jsonOf(project.expect(["--format", "json", "build/out.js"], 0)))).toEqual([
      "build/out.js:1:12 scheme-case",
      "build/out.js:1:19 host-case",
    ]);
    // From a subdirectory, paths are relative to it.
    const sub = project.expect(["--format", "json"], 0, { cwd: project.path("src") });
    expect(summary(jsonOf(sub))).toEqual(["api.ts:1:44 default-port"]);
  });

  it("leaves source maps out unless the command line names them, and reads one as JSON", () => {
    // A bundler's map: its source's text escaped in one JSON string, with a "\\n" after the URI.
    const map = JSON.stringify({
      version: 3,
      sources: ["../src/a.ts"],
      sourcesContent: ["// HTTP://Example.com/docs\nexport {};\n"],
      mappings: "AAAA",
    });
    const project = new Project({ "src/a.ts": "export {};\n", "dist/a.js.map": map }).commitAll();
    expect(jsonOf(project.expect(["--format", "json"], 0)).counts.files).toBe(1);
    expect(jsonOf(project.expect(["--format", "json", "dist"], 0)).counts.files).toBe(0);
    // Named, by path or glob, it is read as the JSON it is: the URI ends at the escape.
    for (const named of ["dist/a.js.map", "**/*.map"]) {
      const report = jsonOf(project.expect(["--format", "json", named], 0));
      expect(report.counts.files).toBe(1);
      expect(summary(report)).toEqual([]);
    }
  });

  it("stops with exit 2 when a path or glob matches nothing", () => {
    const project = new Project(FILES).commitAll();
    const run = project.expect(["src/nope.ts"], 2);
    expect(run.stderr).toBe('urilint: no files match "src/nope.ts"\nRun "urilint --help" for the options.\n');
    expect(project.expect(["**/*.rs"], 2).stderr).toContain('no files match "**/*.rs"');
  });
});

describe("exit codes and reporting options", () => {
  const warningsOnly = { "a.md": "<HTTP://example.com/> <https://example.com:443/>\n" };

  it("exits 0 when clean, 1 on an error, and 0 on warnings alone", () => {
    expect(new Project({ "a.md": "<https://example.com/>\n" }).expect([], 0).stdout).toBe("");
    expect(new Project({ "a.yaml": "url: http://exa mple.com/\n" }).expect([], 1).stdout).toContain("error");
    expect(new Project(warningsOnly).expect([], 0).stdout).toContain("✖ 2 problems (0 errors, 2 warnings)");
  });

  it("--max-warnings N fails a run with more than N warnings, as ESLint's", () => {
    const project = new Project(warningsOnly);
    project.expect(["--max-warnings", "2"], 0);
    const over = project.expect(["--max-warnings", "1"], 1);
    expect(over.stderr).toBe("urilint: urilint found too many warnings (2; maximum: 1)\n");
    project.expect(["--max-warnings=-1"], 0);
    expect(project.expect(["--max-warnings", "x"], 2).stderr).toContain(
      '--max-warnings takes a whole number >= -1, got "x"',
    );
  });

  it("--quiet reports errors only (and warnings then fail nothing)", () => {
    const project = new Project({ "a.yaml": "a: HTTP://example.com/\nb: http://exa mple.com/\n" });
    const quiet = jsonOf(project.expect(["--quiet", "--format", "json"], 1));
    expect(summary(quiet)).toEqual(["a.yaml:2:14 whitespace"]);
    expect(project.expect(["--quiet", "--max-warnings", "0"], 1).stderr).toBe("");
  });

  it("reads a bad command line as a usage error: exit 2, one clear message, no stack", () => {
    const project = new Project(warningsOnly);
    const cases: [string[], string][] = [
      [["--fomat", "json"], 'unknown option "--fomat"'],
      [["--format", "xml"], '--format: no format is named "xml"; the formats are stylish, json, sarif, github'],
      [["--shard", "5/4"], '--shard takes <i>/<n> with 1 <= i <= n (for example 2/4), got "5/4"'],
      [["--shard", "0/2"], "--shard takes <i>/<n>"],
      [["--jobs", "0"], '--jobs takes a whole number >= 1, got "0"'],
      [["--staged", "--fix"], "--fix cannot be used with --staged"],
      [["--format"], "Option '-f, --format <value>' argument missing"],
    ];
    for (const [args, message] of cases) {
      const run = project.expect(args, 2);
      expect(run.stderr, args.join(" ")).toContain(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout).toBe("");
    }
  });

  it("never quotes back a password given on the command line, whatever the option", () => {
    const project = new Project(warningsOnly);
    const uri = "postgres://app:hunter2secret@db.example.com/orders";
    const cases: [string[], string][] = [
      [[uri], 'no files match "postgres://app:***@db.example.com/orders"'],
      [["--format", uri], "--format: no format has the name given"],
      [["--shard", uri], "--shard takes <i>/<n>"],
      [["--jobs", uri], "--jobs takes a whole number >= 1"],
      [["--max-warnings", uri], "--max-warnings takes a whole number >= -1"],
      [["--suppress-rule", uri], "--suppress-rule: no urilint rule has the name given"],
      [["-c", uri], "--config: postgres://app:***@db.example.com/orders does not exist"],
      [[`--${uri}`], 'unknown option "--postgres://app:***@db.example.com/orders"'],
      [[`--db=${uri}`], 'unknown option "--db=postgres://app:***@db.example.com/orders"'],
    ];
    for (const [args, message] of cases) {
      const run = project.expect(args, 2);
      expect(run.stderr, args.join(" ")).toContain(message);
      expect(run.stderr).not.toContain("hunter2secret");
    }
  });

  it("prints its help and version, and reads neither as a path", () => {
    const project = new Project(warningsOnly);
    expect(project.expect(["--help"], 0).stdout).toMatch(/^usage: urilint \[options\] \[paths or globs\.\.\.\]/);
    expect(project.expect(["-h"], 0).stdout).toContain("--shard <i>/<n>");
    expect(project.expect(["--version"], 0).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
