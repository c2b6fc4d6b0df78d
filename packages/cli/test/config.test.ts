/**
 * The configuration: the core's settings (the keys of the ESLint plugin's and the language
 * server's settings), from urilint.config.json or package.json's "urilint", checked with messages
 * that name the file and the key.
 */
import { describe, expect, it } from "vitest";
import { jsonOf, Project, summary } from "./support/repo.js";

const SOURCE = {
  "src/a.ts": 'fetch("HTTPS://example.com:443/a/%7euser");\nconst ok = "myapp://Host/x";\n',
  "fixtures/b.ts": 'fetch("HTTP://example.com/");\n',
};

const codes = (run: ReturnType<Project["run"]>) => summary(jsonOf(run)).map((line) => line.replace(/:\d+:\d+ /, " "));

describe("configuration", () => {
  it("reads urilint.config.json: checks, severities by code or rule, exclude, schemes", () => {
    const project = new Project({
      ...SOURCE,
      "urilint.config.json": JSON.stringify({
        checks: { "default-port": false },
        severity: { "normalized-case": "error", "unreserved-percent-encoded": "hint" },
        exclude: ["fixtures/**"],
        schemes: ["myapp"],
      }),
    }).commitAll();
    const report = jsonOf(project.expect(["--format", "json"], 1));
    expect(report.files.flatMap((f) => f.problems.map((p) => `${f.path} ${p.code} ${p.severity}`))).toEqual([
      "src/a.ts scheme-case error",
      "src/a.ts unreserved-percent-encoded hint",
      "src/a.ts host-case error", // myapp:// is a URI now; its host is not lower case
    ]);
  });

  it('reads the "urilint" key of package.json, from a subdirectory too, with exclude relative to it', () => {
    const project = new Project({
      ...SOURCE,
      "package.json": JSON.stringify({ name: "x", urilint: { exclude: ["src"] } }),
    }).commitAll();
    expect(codes(project.expect(["--format", "json"], 0))).toEqual(["fixtures/b.ts scheme-case"]);
    expect(codes(project.expect(["--format", "json"], 0, { cwd: project.path("fixtures") }))).toEqual([
      "b.ts scheme-case",
    ]);
  });

  it("takes --config <file>, and a package.json without the key is no configuration", () => {
    const project = new Project({
      ...SOURCE,
      "package.json": '{"name":"x"}',
      "ci/urilint.json": '{"checks":{"no-default-port":false,"normalized-case":false}}',
    });
    expect(codes(project.expect(["--format", "json", "--config", "ci/urilint.json", "src"], 0))).toEqual([
      "src/a.ts unreserved-percent-encoded",
    ]);
    expect(project.expect(["--config", "nope.json"], 2).stderr).toContain("--config: nope.json does not exist");
  });

  it("stops with exit 2 on a bad configuration, naming the file and every bad key, never echoing a password", () => {
    const project = new Project({
      ...SOURCE,
      "urilint.config.json": JSON.stringify({
        sink: ["x"],
        severity: { "default-port": "loud" },
        ignore: ["postgres://app:hunter2secret@db/("],
        enable: false,
      }),
    });
    const run = project.expect([], 2);
    expect(run.stderr).toBe(
      [
        "urilint: bad configuration:",
        '  urilint.config.json.sink: unknown setting (did you mean "sinks"?); the settings are enable, checks, severity, sinks, schemes, ignore, zoneIdentifiers, exclude, reportUnusedDisableDirectives, maxFileSize, site, siteRoot, siteBase, maxLinkTargets',
        '  urilint.config.json.severity.default-port: expected "error", "warning", "info", "hint", "off", got "loud"',
        '  urilint.config.json.ignore[0]: "postgres://app:***@db/(" is not a valid regular expression: Unterminated group',
        "  urilint.config.json.enable: is not read here (it is a setting of the language server)",
        "",
      ].join("\n"),
    );
  });

  it("stops with exit 2 on JSON that does not parse, without quoting it", () => {
    const project = new Project({
      ...SOURCE,
      "urilint.config.json": '{ "ignore": ["postgres://app:hunter2secret@db/x"] ',
    });
    const run = project.expect([], 2);
    expect(run.stderr).toMatch(/^urilint: bad configuration:\n {2}urilint\.config\.json: not valid JSON \(/);
    expect(run.stderr).not.toContain("hunter2secret");
  });

  it("names a key that holds a password masked, and never quotes a file that is not JSON (-c of a password file)", () => {
    const project = new Project({
      ...SOURCE,
      "urilint.config.json": JSON.stringify({ severity: { "postgres://app:hunter2secret@db/x": "error" } }),
      shadow: "root:$y$j9T$hunter2secret:19500:0:99999:7:::\n",
      "ci-config.json": "{}",
    });
    const key = project.expect([], 2);
    expect(key.stderr).toContain(
      "urilint.config.json.severity.postgres://app:***@db/x: no finding code or rule is named",
    );
    expect(key.stderr).not.toContain("hunter2secret");
    const shadow = project.expect(["-c", "shadow"], 2);
    expect(shadow.stderr).toBe("urilint: bad configuration:\n  shadow: not valid JSON\n");
    // The same file as the suppressions file (the core's parser would pass V8's quote of it on).
    const suppressions = project.expect(["-c", "ci-config.json", "--suppressions-location", "shadow"], 2);
    expect(suppressions.stderr).toContain("shadow: not a suppressions file: not valid JSON");
    expect(suppressions.stderr).not.toContain("hunter2secret");
    // A FIFO or /dev/stdin as the configuration: refused, never waited on.
    expect(project.expect(["-c", "/dev/null"], 2).stderr).toContain(
      "/dev/null: cannot be read: it is a character device, not a regular file",
    );
  });

  it("refuses two configurations in one directory", () => {
    const project = new Project({ ...SOURCE, "urilint.config.json": "{}", "package.json": '{"urilint":{}}' });
    expect(project.expect([], 2).stderr).toContain(
      'urilint.config.json and the "urilint" key of package.json both configure urilint; keep one of them',
    );
  });

  it("applies maxFileSize in characters, with a note on each file above it", () => {
    const project = new Project({ ...SOURCE, "urilint.config.json": '{"maxFileSize": 30}' });
    const report = jsonOf(project.expect(["--format", "json"], 0));
    expect(report.files.map((f) => [f.path, f.note?.kind])).toEqual([
      ["fixtures/b.ts", undefined],
      ["src/a.ts", "too-large"],
    ]);
    expect(report.files[1]!.note!.message).toBe(
      "urilint did not check this file: it has 73 characters, above the limit of 30 (setting maxFileSize)",
    );
  });
});
