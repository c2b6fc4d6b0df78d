/**
 * Real shell, judged: the snippets of test/real/shell/cases.ts (from the development corpus) give
 * exactly the reports listed with them, each judged by a person; a password is never shown.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/shell/cases.js";
import { rangesIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("shell"));

describe("real shell", () => {
  it.each(CASES)("$from: $verdict", ({ source, reports }) => {
    const found = rangesIn(source, "shell").map(([code, start, end]) => {
      const spelled = source.slice(start, end);
      return `${code}: ${code === "plaintext-password" ? "*".repeat(spelled.length) : spelled}`;
    });
    expect(found).toEqual(reports);
  });

  it("has no wrong report among its judged cases", () => {
    expect(CASES.filter((c) => c.verdict.startsWith("wrong")).map((c) => c.from)).toEqual([]);
  });
});
