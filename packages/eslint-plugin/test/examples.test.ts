/**
 * The main job: the real ESLint (the ESLint class, the example's own flat config file, the
 * built plugin as a user installs it) on examples/. It must report the planted mistakes and
 * nothing else, and `--fix` (on a temporary copy) must repair exactly the safe ones.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const examples = join(root, "examples");

/** [file, text the report starts at, occurrence of that text, rule, messageId]. */
const EXPECTED: readonly (readonly [string, string, number, string, string])[] = [
  ["README.md", "HTTPS", 1, "normalized-case", "scheme-case"],
  ["README.md", "Docs.E", 1, "normalized-case", "host-case"],
  ["README.md", ":443", 1, "no-default-port", "default-port"],
  ["README.md", " diagram", 1, "no-invalid-uri", "whitespace"],
  ["package.json", "HTTPS", 1, "normalized-case", "scheme-case"],
  ["package.json", "GitH", 1, "normalized-case", "host-case"],
  ["src/Forecast.jsx", "CDN.E", 1, "normalized-case", "host-case"],
  ["src/Forecast.jsx", "%7E", 1, "no-needless-percent-encoding", "unreserved-percent-encoded"],
  ["src/api.js", '%";', 1, "no-invalid-uri", "invalid-percent-encoding"],
  ["src/api.js", "CDN.E", 1, "normalized-case", "host-case"],
  ["src/api.js", "hunter2", 1, "no-plaintext-password", "plaintext-password"],
  ["src/api.js", ":443/v1", 1, "no-default-port", "default-port"],
  ["src/api.js", "localhost:3000", 2, "no-uri-lookalike", "host-port-without-scheme"],
  ["src/server.ts", "HTTP", 1, "normalized-case", "scheme-case"],
  ["src/server.ts", "Weather.E", 1, "normalized-case", "host-case"],
  // Where in the path the core starts a dot-segment finding is the core's decision: line only.
  ["src/server.ts", "/./../", 1, "no-dot-segments", "dot-segments"],
];

function position(text: string, needle: string, occurrence: number): { line: number; column: number } {
  let index = -1;
  for (let k = 0; k < occurrence; k++) index = text.indexOf(needle, index + 1);
  if (index === -1) throw new Error(`${needle} not found`);
  const before = text.slice(0, index);
  return { line: before.split("\n").length, column: index - before.lastIndexOf("\n") };
}

type Found = readonly [string, number, number, string | null, string | undefined];

function findings(results: ESLint.LintResult[], base: string): Found[] {
  return results.flatMap((r) =>
    r.messages.map((m): Found => [relative(base, r.filePath), m.line, m.column, m.ruleId, m.messageId]),
  );
}

beforeAll(() => {
  // The example imports the plugin as a user does, through its package exports: build it.
  execFileSync(
    process.execPath,
    [join(root, "node_modules/typescript/bin/tsc"), "-b", join(root, "packages/eslint-plugin")],
    {
      stdio: "pipe",
    },
  );
}, 120_000);

describe("examples/ with the real ESLint", () => {
  it("reports every planted mistake, at its place, and nothing else", async () => {
    const eslint = new ESLint({ cwd: examples });
    const results = await eslint.lintFiles(["."]);
    const expected = EXPECTED.map(([file, needle, occurrence, rule, messageId]): Found => {
      const { line, column } = position(readFileSync(join(examples, file), "utf8"), needle, occurrence);
      return [file, line, rule === "no-dot-segments" ? -1 : column, `urilint/${rule}`, messageId];
    });
    const actual = findings(results, examples).map((f): Found =>
      f[3] === "urilint/no-dot-segments" ? [f[0], f[1], -1, f[3], f[4]] : f,
    );
    expect(actual).toEqual(expect.arrayContaining(expected));
    expect(actual).toHaveLength(expected.length);
  });

  it("never shows the password", async () => {
    const eslint = new ESLint({ cwd: examples });
    const results = await eslint.lintFiles(["."]);
    const formatted = await (await eslint.loadFormatter("stylish")).format(results);
    expect(formatted).toContain("plaintext password");
    expect(formatted).not.toContain("hunter2");
    expect(JSON.stringify(results.map((r) => r.messages))).not.toContain("hunter2");
  });

  describe("--fix, on a temporary copy", () => {
    let copy = "";
    let results: ESLint.LintResult[] = [];
    const original = (file: string): string => readFileSync(join(examples, file), "utf8");
    const fixed = (file: string): string => readFileSync(join(copy, file), "utf8");

    beforeAll(async () => {
      copy = mkdtempSync(join(tmpdir(), "urilint-example-test-"));
      cpSync(examples, copy, { recursive: true, filter: (path) => !path.startsWith(join(examples, "node_modules")) });
      const eslint = new ESLint({ cwd: copy, fix: true, overrideConfigFile: join(examples, "eslint.config.js") });
      results = await eslint.lintFiles(["."]);
      await ESLint.outputFixes(results);
    });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it("repairs the safe findings in every language", () => {
      expect(fixed("src/api.js")).toBe(
        original("src/api.js")
          .replace("https://CDN.Example.com/", "https://cdn.example.com/")
          .replace("https://api.example.com:443/v1/health", "https://api.example.com/v1/health"),
      );
      expect(fixed("src/server.ts")).toBe(
        original("src/server.ts").replace("HTTP://Weather.Example.com", "http://weather.example.com"),
      );
      expect(fixed("src/Forecast.jsx")).toBe(
        original("src/Forecast.jsx")
          .replace("https://CDN.Example.com/", "https://cdn.example.com/")
          .replace("/cities/%7Ecity", "/cities/~city"),
      );
      expect(fixed("package.json")).toBe(original("package.json").replace("HTTPS://GitHub.com", "https://github.com"));
      expect(fixed("README.md")).toBe(
        original("README.md")
          .replace("HTTPS://Docs.Example.com/", "https://docs.example.com/")
          .replace("https://status.example.com:443/", "https://status.example.com/"),
      );
      expect(fixed("eslint.config.js")).toBe(original("eslint.config.js"));
    });

    it("leaves what needs a person: suggestions only", () => {
      const left = findings(results, copy).map(([file, , , rule, messageId]) => `${file} ${rule} ${messageId}`);
      expect(left.sort()).toEqual([
        "README.md urilint/no-invalid-uri whitespace",
        "src/api.js urilint/no-invalid-uri invalid-percent-encoding",
        "src/api.js urilint/no-plaintext-password plaintext-password",
        "src/api.js urilint/no-uri-lookalike host-port-without-scheme",
        "src/server.ts urilint/no-dot-segments dot-segments",
      ]);
    });

    it("never rewrites the committed example", () => {
      expect(original("src/api.js")).toContain("https://CDN.Example.com/");
    });
  });
});
