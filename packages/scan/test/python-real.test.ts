/**
 * Real Python, judged: the snippets of test/real/python/cases.ts (from the development corpus) give
 * exactly the reports listed with them, each judged by a person; a password is never shown.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/python/cases.js";
import { rangesIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("python"));

describe("real Python", () => {
  it.each(CASES)("$from: $verdict", ({ source, reports }) => {
    const found = rangesIn(source, "python").map(([code, start, end]) => {
      const spelled = source.slice(start, end);
      return `${code}: ${code === "plaintext-password" ? "*".repeat(spelled.length) : spelled}`;
    });
    expect(found).toEqual(reports);
  });

  it("has at most one wrong report among its judged cases, and says which", () => {
    expect(CASES.filter((c) => c.verdict.startsWith("wrong")).map((c) => c.from)).toEqual([
      "urllib3 test/contrib/test_socks.py:449",
    ]);
  });
});
