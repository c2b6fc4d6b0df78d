/**
 * Real snippets, judged: each language's table (test/real/<language>/cases.ts, cut from the
 * development corpus) gives exactly the reports listed with it, each judged by a person; a password
 * is never shown (a `*` stands for each of its characters).
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../../src/language.js";
import { rangesIn } from "./documents.js";

/** One judged snippet. */
export interface Case {
  readonly from: string;
  readonly source: string;
  /** Each report, as `code: text of its range`. */
  readonly reports: readonly string[];
  /** "right", "right, test data", "wrong"; rows with no report say why none is right. */
  readonly verdict: string;
}

/** The tests of a table: each row's reports, and the wrong ones named. */
export function realCaseTests(
  name: string,
  language: Language,
  cases: readonly Case[],
  wrong: readonly string[],
): void {
  describe(`real ${name}`, () => {
    it.each(cases)("$from: $verdict", ({ source, reports }) => {
      const found = rangesIn(source, language).map(([code, start, end]) => {
        const spelled = source.slice(start, end);
        return `${code}: ${code === "plaintext-password" ? "*".repeat(spelled.length) : spelled}`;
      });
      expect(found).toEqual(reports);
    });

    it("names its wrong reports", () => {
      expect(cases.filter((c) => c.verdict.startsWith("wrong")).map((c) => c.from)).toEqual(wrong);
    });
  });
}
