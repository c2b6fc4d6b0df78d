/**
 * What the language server and the command share from here: the `exclude` globs, the size limit
 * and the safe fixes of a document.
 */
import { applyEdits, resolveChecks } from "@urilint/core";
import { describe, expect, it } from "vitest";
import {
  excludeMatcher,
  findUris,
  matchOptions,
  overSizeLimit,
  runSync,
  reportedFindings,
  safeFixEdits,
  findUrisWithDirectives,
  surelyOverSizeLimit,
  tooLargeMessage,
} from "../src/index.js";

describe("excludeMatcher", () => {
  const cases: [path: string, patterns: string[], expected: boolean][] = [
    ["fixtures/a.ts", ["fixtures/**"], true],
    ["src/fixtures/a.ts", ["fixtures/**"], false],
    ["src/fixtures/a.ts", ["**/fixtures/**"], true],
    ["src/fixtures/a.ts", ["fixtures"], true],
    ["src/fixtures/a.ts", ["./src/fixtures/"], true],
    ["src/a.test.ts", ["*.test.ts"], true],
    ["src/a.ts", ["*.test.ts"], false],
    [".github/workflows/ci.yml", ["*.yml"], true],
    ["docs/{a}.md", ["docs/{a,b}.md"], false],
    ["docs/a.md", ["docs/{a,b}.md"], true],
    ["a.md", ["[", "**/x/**", ""], false],
    ["x/a.md", ["[", "**/x/**"], true],
  ];
  it.each(cases)("%s with %j: %s", (path, patterns, expected) => {
    expect(excludeMatcher(patterns)(path)).toBe(expected);
  });
});

describe("the size limit", () => {
  it("is over when the length is above the limit, and surely over from the bytes when a third of them is", () => {
    expect(overSizeLimit(10, 10)).toBeUndefined();
    expect(overSizeLimit(11, 10)).toEqual({ length: 11, limit: 10 });
    expect(surelyOverSizeLimit(30, 10)).toBeUndefined(); // 30 bytes may be 10 three-byte characters
    expect(surelyOverSizeLimit(100_000_000, 2_000_000)).toEqual({
      length: 33_333_334,
      limit: 2_000_000,
      atLeast: true,
    });
    expect(tooLargeMessage({ length: 33_333_334, limit: 2_000_000, atLeast: true }, "maxFileSize")).toBe(
      "urilint did not check this file: it has at least 33333334 characters, above the limit of 2000000 (setting maxFileSize)",
    );
    expect(tooLargeMessage({ length: 11, limit: 10 }, "maxFileSize")).toBe(
      "urilint did not check this file: it has 11 characters, above the limit of 10 (setting maxFileSize)",
    );
  });
});

describe("safeFixEdits", () => {
  const options = matchOptions({}, resolveChecks({}, {}).codes);
  it("fixes every normalization and leaves the password, so that a second pass finds nothing", () => {
    const text = 'const a = "HTTP://Example.com:80/a/%7euser";\nconst b = "postgres://app:hunter2@DB.example.com/x";\n';
    const fixes = (source: string) =>
      safeFixEdits(reportedFindings(runSync(findUris(source, "js", options)).matches, [], () => 0).findings);
    const fixed = applyEdits(text, fixes(text));
    expect(fixed).toBe(
      'const a = "http://example.com/a/~user";\nconst b = "postgres://app:hunter2@db.example.com/x";\n',
    );
    expect(fixes(fixed)).toEqual([]);
  });

  it("leaves a finding a disable comment silences as it is, as ESLint does", () => {
    const text =
      '// urilint-disable-next-line normalized-case\nconst a = "HTTP://Example.com/";\nconst b = "HTTP://B.com/";\n';
    const uris = runSync(findUrisWithDirectives(text, "js", options));
    const lineOf = (offset: number): number => text.slice(0, offset).split("\n").length;
    const fixed = applyEdits(text, safeFixEdits(reportedFindings(uris.matches, uris.directives, lineOf).findings));
    expect(fixed).toBe(
      '// urilint-disable-next-line normalized-case\nconst a = "HTTP://Example.com/";\nconst b = "http://b.com/";\n',
    );
  });
});
