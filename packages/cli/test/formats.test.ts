/**
 * The four formats on one project with every kind of result (errors, warnings, a password, a note):
 * stylish for people (colour only on request or a terminal, NO_COLOR honoured), JSON, SARIF 2.1.0
 * valid against the SARIF schema with stable fingerprints, GitHub annotations. No format ever
 * contains a password.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { jsonOf, PASSWORDS, Project } from "./support/repo.js";

/**
 * The SARIF 2.1.0 schema as Microsoft's SARIF SDK for JavaScript ships it (2.1.0-rtm.5, the last
 * release candidate; JSON Schema draft-04 like OASIS's own errata01 schema, whose structure it
 * has: the same 52 definitions and required properties). No schema of ours.
 */
const SCHEMA_FILE = createRequire(import.meta.url).resolve("@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json");

const FILES = {
  "src/db.ts": `export const DB = "postgres://app:${PASSWORDS[0]}@db.example.com/orders";\nexport const API = "HTTPS://api.example.com:443/v1";\n`,
  ".env": `REDIS_URL=redis://:${PASSWORDS[1]}@cache.example.com:6379/0\nSITE=http://exa mple.com/\n`,
  "docs/My Guide.md": `Connect with <ftp://user:${PASSWORDS[2]}@files.example.com/> or <HTTP://Example.com/a>.\n`,
  "image.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]),
};

function project(): Project {
  return new Project(FILES).commitAll();
}

function expectNoPassword(output: string): void {
  for (const password of PASSWORDS) expect(output).not.toContain(password);
}

describe("formats", () => {
  const repo = project();

  it("stylish: problems under each file, totals, the fixable count and notes; no colour unless asked", () => {
    const run = repo.expect([], 1);
    expectNoPassword(run.stdout + run.stderr);
    expect(run.stdout).toBe(
      [
        ".env",
        "  1:20  error  This URI holds a plaintext password in its userinfo; read it from the environment or a secret store instead  plaintext-password",
        "  2:16  error  A URI cannot contain a space; browsers and servers disagree on where it ends (percent-encode it as %20)  whitespace",
        "",
        "docs/My Guide.md",
        "  1:26  error    This URI holds a plaintext password in its userinfo; read it from the environment or a secret store instead  plaintext-password",
        "  1:72  warning  The scheme is case-insensitive and normally lower case: http  scheme-case",
        "  1:79  warning  The host is case-insensitive and normally lower case: example.com  host-case",
        "",
        "src/db.ts",
        "  1:35  error    This URI holds a plaintext password in its userinfo; read it from the environment or a secret store instead  plaintext-password",
        "  2:21  warning  The scheme is case-insensitive and normally lower case: https  scheme-case",
        "  2:44  warning  Port 443 is the default for https; leave it out  default-port",
        "",
        "✖ 8 problems (4 errors, 4 warnings)",
        "  4 problems fixable with the --fix option.",
        "note skipped 1 binary file (image.png); --format json lists them",
        "",
      ].join("\n"),
    );
  });

  it("stylish: colour with FORCE_COLOR, none with NO_COLOR (which wins)", () => {
    const colour = repo.expect([], 1, { env: { FORCE_COLOR: "1" } });
    expect(colour.stdout).toContain("\u001b[31merror\u001b[0m");
    expect(colour.stdout).toContain("\u001b[4m.env\u001b[0m");
    expect(repo.expect([], 1, { env: { FORCE_COLOR: "1", NO_COLOR: "1" } }).stdout).not.toContain("\u001b[");
  });

  it("json: the problems with docs links, notes and counts", () => {
    const run = repo.expect(["--format", "json"], 1);
    expectNoPassword(run.stdout);
    const report = jsonOf(run);
    expect(report.counts).toEqual({ files: 4, errors: 4, warnings: 4, notices: 0, fixable: 4, notes: 1 });
    expect(report.files.map((f) => f.path)).toEqual([".env", "docs/My Guide.md", "image.png", "src/db.ts"]);
    expect(report.files[2]!.note).toEqual({
      kind: "binary",
      message: "urilint did not check this file: it is binary (it has a NUL byte)",
    });
    const port = report.files[3]!.problems[2]!;
    expect(port).toMatchObject({
      code: "default-port",
      rule: "no-default-port",
      severity: "warning",
      line: 2,
      column: 44,
      endLine: 2,
      endColumn: 48,
      fixable: true,
    });
    expect(port.docsUrl).toBe(
      `https://github.com/urilint/urilint/blob/v${report.version}/packages/eslint-plugin/docs/rules/no-default-port.md#default-port`,
    );
  });

  it("sarif: valid against the SARIF 2.1.0 schema, with rules, helpUri, regions and stable fingerprints", () => {
    const run = repo.expect(["--format", "sarif"], 1);
    expectNoPassword(run.stdout);
    const log = JSON.parse(run.stdout) as SarifLog;
    // The schema's language pattern "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$" is not valid with the u flag.
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as object);
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema is a real check: a result without its message is refused.
    const broken = structuredClone(log);
    delete (broken.runs[0]!.results[0] as Partial<SarifResult>).message;
    expect(validate(broken)).toBe(false);

    const run0 = log.runs[0]!;
    const rules = run0.tool.driver.rules;
    expect(rules.find((r) => r.id === "plaintext-password")).toMatchObject({
      name: "no-plaintext-password",
      helpUri: expect.stringMatching(/\/docs\/rules\/no-plaintext-password\.md#plaintext-password$/),
      defaultConfiguration: { level: "error" },
    });
    const guide = run0.results.filter(
      (r) => r.locations[0]!.physicalLocation.artifactLocation.uri === "docs/My%20Guide.md",
    );
    expect(guide.map((r) => [r.ruleId, r.level, r.locations[0]!.physicalLocation.region])).toEqual([
      ["plaintext-password", "error", { startLine: 1, startColumn: 26, endLine: 1, endColumn: 47 }],
      ["scheme-case", "warning", { startLine: 1, startColumn: 72, endLine: 1, endColumn: 76 }],
      ["host-case", "warning", { startLine: 1, startColumn: 79, endLine: 1, endColumn: 80 }],
    ]);
    for (const result of run0.results) expect(rules[result.ruleIndex]!.id).toBe(result.ruleId);
    expect(run0.invocations[0]!.toolExecutionNotifications.map((n) => n.descriptor.id)).toEqual(["binary"]);

    // Fingerprints stay when lines move, and differ between two equal URIs of one file.
    const fingerprints = (sarif: SarifLog) => sarif.runs[0]!.results.map((r) => r.partialFingerprints["urilint/v1"]);
    const before = fingerprints(log);
    expect(new Set(before).size).toBe(before.length);
    const moved = project();
    moved.write({ "src/db.ts": `// a comment moves every line\n\n${FILES["src/db.ts"]}` });
    expect(fingerprints(JSON.parse(moved.expect(["--format", "sarif"], 1).stdout) as SarifLog)).toEqual(before);
  });

  it("github: an annotation per problem and a notice per note, escaped", () => {
    const run = repo.expect(["--format", "github"], 1);
    expectNoPassword(run.stdout);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(9);
    expect(lines).toContain(
      "::warning file=src/db.ts,line=2,col=44,endLine=2,endColumn=48,title=urilint default-port::Port 443 is the default for https; leave it out",
    );
    expect(lines).toContain(
      "::notice file=image.png,title=urilint::urilint did not check this file: it is binary (it has a NUL byte)",
    );
    expect(lines).toContain(
      "::error file=.env,line=2,col=16,endLine=2,endColumn=17,title=urilint whitespace::A URI cannot contain a space; browsers and servers disagree on where it ends (percent-encode it as %2520)",
    );
    expect(lines.filter((l) => l.startsWith("::error file=docs/My Guide.md,line=1,col=26,"))).toHaveLength(1);
  });
});

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string }; region: object } }[];
  partialFingerprints: Record<string, string>;
}

interface SarifLog {
  runs: {
    tool: { driver: { rules: { id: string; name: string; helpUri: string }[] } };
    invocations: { toolExecutionNotifications: { descriptor: { id: string } }[] }[];
    results: SarifResult[];
  }[];
}
