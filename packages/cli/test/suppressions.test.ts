/**
 * Silencing on purpose with the command: disable comments in each language silence exactly the
 * lines and rules they name, unused urilint- comments are reported (per the setting), and bulk
 * suppressions work as ESLint's: a legacy repository passes after --suppress-all, fails again when
 * a new error appears, and --prune-suppressions shrinks the file once errors are fixed.
 */
import { readFileSync, rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOf, Project, summary } from "./support/repo.js";

describe("disable comments", () => {
  it("silence exactly the lines and rules they name, in every language", () => {
    const project = new Project({
      "src/a.ts":
        'const a = "HTTP://a.example/"; // urilint-disable-line\n/* eslint-disable-next-line urilint/no-default-port */\nconst b = "HTTP://b.example:80/";\n',
      "config/app.yaml": "# urilint-disable-next-line scheme-case\nurl: HTTP://example.com:80/\n",
      ".env":
        "# urilint-disable no-plaintext-password\nDATABASE_URL=postgres://app:hunter2secret@db/app\n# urilint-enable\nCACHE_URL=redis://u:s3cr3tPa55@cache/0\n",
      Dockerfile: "FROM node:20\n# urilint-disable-next-line\nENV API=HTTP://example.com/\n",
      "public/index.html": '<a href="HTTP://example.com/">a</a> <!-- urilint-disable-line normalized-case -->\n',
    }).commitAll();
    const report = jsonOf(project.expect(["--format", "json"], 1));
    expect(summary(report).sort()).toEqual([
      ".env:4:21 plaintext-password",
      "config/app.yaml:2:24 default-port",
      "src/a.ts:3:12 scheme-case",
    ]);
  });

  it("reports a urilint- comment that silenced nothing, as a warning unless the setting says otherwise", () => {
    const project = new Project({
      "a.yaml": "# urilint-disable-next-line no-default-port\nurl: https://example.com/\n",
    }).commitAll();
    const report = jsonOf(project.expect(["--format", "json"], 0));
    expect(
      report.files[0]!.problems.map((p) => [
        p.line,
        p.code,
        p.severity,
        p.message,
        p.docsUrl.endsWith("README.md#silencing-findings-on-purpose"),
      ]),
    ).toEqual([
      [
        1,
        "unused-disable-directive",
        "warning",
        "Unused urilint-disable-next-line directive (no problems were reported from 'no-default-port').",
        true,
      ],
    ]);
    project.write({ "urilint.config.json": JSON.stringify({ reportUnusedDisableDirectives: "error" }) });
    project.expect(["--format", "json"], 1);
    project.write({ "urilint.config.json": JSON.stringify({ reportUnusedDisableDirectives: "off" }) });
    expect(jsonOf(project.expect(["--format", "json"], 0)).counts.warnings).toBe(0);
  });
});

describe("bulk suppressions", () => {
  const legacy = {
    "src/db.ts": 'export const a = "postgres://app:hunter2secret@db/app";\nexport const b = "http://exa mple.com/";\n',
    ".env": "CACHE_URL=redis://u:s3cr3tPa55@cache/0\n",
  };

  it("lets a legacy repository pass after --suppress-all, fails on a new error, and prunes what is fixed", () => {
    const project = new Project(legacy).commitAll();
    project.expect([], 1);
    project.expect(["--suppress-all"], 0);
    const file = project.path("urilint-suppressions.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      ".env": { "urilint/no-plaintext-password": { count: 1 } },
      "src/db.ts": { "urilint/no-invalid-uri": { count: 1 }, "urilint/no-plaintext-password": { count: 1 } },
    });
    // The file is written as ESLint writes its own, and never holds a password.
    expect(readFileSync(file, "utf8")).not.toMatch(/hunter2secret|s3cr3tPa55/);
    project.expect([], 0);

    // A new error of a suppressed rule: that rule's errors in the file are all reported again.
    project.write({ ".env": "CACHE_URL=redis://u:s3cr3tPa55@cache/0\nQUEUE_URL=amqp://q:correct-horse-battery@mq/\n" });
    const failed = jsonOf(project.expect(["--format", "json"], 1));
    expect(summary(failed)).toEqual([".env:1:21 plaintext-password", ".env:2:20 plaintext-password"]);

    // Errors fixed: the run stops (exit 2) until the file is pruned, which lowers its counts.
    project.write({
      ".env": "CACHE_URL=redis://cache/0\n",
      "src/db.ts": 'export const a = "postgres://app:hunter2secret@db/app";\n',
    });
    const stale = project.expect([], 2);
    expect(stale.stderr).toContain("there are suppressions left that do not occur anymore");
    project.expect(["--pass-on-unpruned-suppressions"], 0);
    project.expect(["--prune-suppressions"], 0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      "src/db.ts": { "urilint/no-plaintext-password": { count: 1 } },
    });
  });

  it("--suppress-rule records one rule; --suppressions-location puts the file elsewhere", () => {
    const project = new Project(legacy).commitAll();
    project.expect(["--suppress-rule", "no-plaintext-password", "--suppressions-location", "ci/suppressions.json"], 1);
    expect(JSON.parse(readFileSync(project.path("ci/suppressions.json"), "utf8"))).toEqual({
      ".env": { "urilint/no-plaintext-password": { count: 1 } },
      "src/db.ts": { "urilint/no-plaintext-password": { count: 1 } },
    });
    const left = jsonOf(project.expect(["--format", "json", "--suppressions-location", "ci/suppressions.json"], 1));
    expect(summary(left)).toEqual(["src/db.ts:2:29 whitespace"]);
    rmSync(project.path("ci/suppressions.json"));
  });

  it("says clearly what is wrong with a bad file or rule name (exit 2)", () => {
    const project = new Project({
      ...legacy,
      "urilint-suppressions.json": '{ "src/db.ts": { "urilint/x": { "count": "one" } } }',
    }).commitAll();
    expect(project.expect([], 2).stderr).toContain(
      'urilint-suppressions.json: not a suppressions file: "src/db.ts" → "urilint/x": expected { "count": a whole number }',
    );
    expect(project.expect(["--suppress-rule", "no-such-rule"], 2).stderr).toContain(
      '--suppress-rule: no urilint rule is named "no-such-rule"',
    );
  });
});
