/**
 * Bulk suppressions with ESLint's rules: all of a rule's errors silenced while at most the count,
 * all reported beyond it; warnings never counted; --suppress-all, --suppress-rule and
 * --prune-suppressions on the file's content; the file's text and its errors.
 */
import { describe, expect, it } from "vitest";
import {
  applyBulkSuppressions,
  formatSuppressions,
  parseSuppressions,
  pruneSuppressions,
  suppressAll,
  type Counted,
} from "../src/suppress/bulk.js";

const error = (code: string): Counted => ({ code: code as never, error: true });
const warning = (code: string): Counted => ({ code: code as never, error: false });

describe("applyBulkSuppressions", () => {
  it("silences a rule's errors while they are at most the count, and reports them all beyond it", () => {
    const two = [error("plaintext-password"), error("plaintext-password")];
    const entries = { "urilint/no-plaintext-password": { count: 2 } };
    expect(applyBulkSuppressions(two, entries)).toMatchObject({ kept: [], unused: {} });
    expect(applyBulkSuppressions([...two, error("plaintext-password")], entries).kept).toHaveLength(3);
    expect(applyBulkSuppressions(two.slice(1), entries)).toMatchObject({
      kept: [],
      unused: { "urilint/no-plaintext-password": 1 },
    });
  });

  it("counts rules, not codes, and never warnings; a rule without errors keeps its warnings", () => {
    const findings = [error("whitespace"), error("invalid-character"), warning("scheme-case"), error("default-port")];
    const result = applyBulkSuppressions(findings, {
      "urilint/no-invalid-uri": { count: 2 },
      "urilint/normalized-case": { count: 1 },
    });
    expect(result.suppressed.map((f) => f.code)).toEqual(["whitespace", "invalid-character"]);
    expect(result.kept.map((f) => f.code)).toEqual(["scheme-case", "default-port"]);
    expect(result.unused).toEqual({ "urilint/normalized-case": 1 });
  });
});

describe("suppressAll and pruneSuppressions", () => {
  const files = new Map<string, Counted[]>([
    ["src/a.ts", [error("plaintext-password"), error("whitespace"), warning("scheme-case")]],
    ["config/.env", [error("plaintext-password")]],
  ]);

  it("writes the current error counts, for every rule or the ones named", () => {
    expect(suppressAll({}, files)).toEqual({
      "src/a.ts": { "urilint/no-plaintext-password": { count: 1 }, "urilint/no-invalid-uri": { count: 1 } },
      "config/.env": { "urilint/no-plaintext-password": { count: 1 } },
    });
    expect(
      suppressAll({ "old.yml": { "urilint/no-invalid-uri": { count: 3 } } }, files, ["urilint/no-invalid-uri"]),
    ).toEqual({
      "old.yml": { "urilint/no-invalid-uri": { count: 3 } },
      "src/a.ts": { "urilint/no-invalid-uri": { count: 1 } },
    });
  });

  it("lowers the counts of fixed errors, drops empty entries and files that are gone", () => {
    const before = {
      "src/a.ts": { "urilint/no-plaintext-password": { count: 3 }, "urilint/no-invalid-uri": { count: 1 } },
      "gone.yml": { "urilint/no-invalid-uri": { count: 1 } },
      "config/.env": { "urilint/no-invalid-uri": { count: 2 } },
    };
    expect(pruneSuppressions(before, files, (path) => path !== "gone.yml")).toEqual({
      "src/a.ts": { "urilint/no-plaintext-password": { count: 1 }, "urilint/no-invalid-uri": { count: 1 } },
    });
  });
});

describe("the file", () => {
  it("is written with sorted keys, as ESLint writes its own, and read back", () => {
    const text = formatSuppressions({
      "b.ts": { "urilint/z": { count: 1 }, "urilint/a": { count: 2 } },
      "a.ts": { "urilint/x": { count: 1 } },
    });
    expect(text).toBe(
      '{\n  "a.ts": {\n    "urilint/x": {\n      "count": 1\n    }\n  },\n  "b.ts": {\n    "urilint/a": {\n      "count": 2\n    },\n    "urilint/z": {\n      "count": 1\n    }\n  }\n}\n',
    );
    expect(parseSuppressions(text)).toEqual(JSON.parse(text));
  });

  it.each([
    ["[]", "expected an object of files"],
    ['{"a.ts": 1}', '"a.ts": expected an object of rules'],
    ['{"a.ts": {"urilint/x": {"count": -1}}}', '"a.ts" → "urilint/x": expected { "count": a whole number }'],
  ])("rejects %s", (text, message) => {
    expect(() => parseSuppressions(text)).toThrow(message);
  });
});
