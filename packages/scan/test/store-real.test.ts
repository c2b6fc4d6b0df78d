/**
 * The installed packages' files, judged: the excerpts of test/real/store/cases.ts (JSON, Markdown,
 * plain text, YAML and scripts of the pnpm store, where bench/results/store-findings.md measured
 * the command) give exactly the reports listed with them, with the default settings, each judged
 * by a person; a password is never shown.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { CASES } from "./real/store/cases.js";
import { rangesIn } from "./support/documents.js";

beforeAll(async () => {
  for (const language of new Set(CASES.map((c) => c.language))) await prepareLanguage(language);
});

describe("the installed packages' files", () => {
  it.each(CASES)("$from ($language)", ({ source, language, reports }) => {
    const found = rangesIn(source, language).map(([code, start, end]) => {
      const spelled = source.slice(start, end);
      return `${code}: ${code === "plaintext-password" ? "*".repeat(spelled.length) : spelled}`;
    });
    expect(found).toEqual(reports.map((judged) => judged.report));
  });

  it("judges every report right or wrong, and says why a row has none", () => {
    for (const { from, reports, none } of CASES) {
      for (const { judgement } of reports) expect(judgement, from).toMatch(/^(right|wrong)\b.*: ./);
      if (reports.length === 0) expect(none, from).toMatch(/^none: ./);
    }
  });

  it("covers every language measured there", () => {
    expect(new Set(CASES.map((c) => c.language))).toEqual(new Set(["json", "markdown", "text", "yaml", "js", "ts"]));
  });
});
