/**
 * Helpers shared by the tests of the compiled languages (Go, Rust, Java, C#): a document's
 * candidates, the unit-by-unit check of a literal's map against the compiler's own reading, the
 * findings left after a document's directives, and the comment that silences a finding.
 */
import { applyDirectives, CATALOGUE, FINDING_CODES, type FindingCode } from "@urilint/core";
import { expect } from "vitest";
import type { Candidate } from "../../src/candidate.js";
import { directivesOf } from "../../src/directives.js";
import { disableCommentEdit } from "../../src/disable-comment.js";
import type { Language } from "../../src/language.js";
import { documentRange, matchOptions } from "../../src/matches.js";
import { scanDocument } from "../../src/scan.js";
import { findUris } from "../../src/uris.js";
import { runSync } from "../../src/work.js";
import { compiledValues } from "./compiled.js";

const OPTIONS = matchOptions({}, new Set(FINDING_CODES));

export function candidatesOf(source: string, language: Language): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, language, (candidate) => found.push(candidate)));
  return found;
}

/**
 * Checks that each literal of `literals`, put in `document(literal)`, reads as its compiler reads
 * it, and that each unit of its value maps to document text that the compiler, in a literal of the
 * same kind (`alone(literal, spelled)`), reads as that unit. Values of bytes that are no UTF-8 text
 * are compared where they are text (a hole stands for each byte that is none).
 */
export function expectCompilersReading(
  language: Language,
  literals: readonly string[],
  document: (literal: string) => string,
  alone: (literal: string, spelled: string) => string | undefined,
): void {
  const expected = compiledValues(language, literals);
  const checks: { literal: string; unit: string; source: string }[] = [];
  literals.forEach((literal, i) => {
    const compiled = expected[i];
    expect(compiled, `the compiler reads ${literal}`).not.toBeNull();
    const text = document(literal);
    const found = candidatesOf(text, language);
    expect(found.length, literal).toBeGreaterThan(0);
    const { value } = found[0] as Candidate;
    if (typeof compiled === "object" && compiled !== null) {
      // Bytes no text holds: one hole each, the rest read as text.
      expect(value.holes.length, literal).toBeGreaterThan(0);
      const bytes = Buffer.from(compiled.bytes, "hex");
      expect(Buffer.from(value.text, "utf8").length, literal).toBeLessThan(bytes.length + value.holes.length);
      return;
    }
    expect(value.text, literal).toBe(compiled);
    for (let u = 0; u < value.text.length; u++) {
      const astral = /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(value.text.slice(u, u + 2));
      const range = value.map.toDocument(u, astral ? u + 2 : u + 1);
      const spelled = text.slice(range.start, range.end);
      const unit = astral ? value.text.slice(u, u + 2) : (value.text[u] as string);
      if (astral) u++;
      const source = alone(literal, spelled);
      if (source !== undefined) checks.push({ literal, unit, source });
    }
  });
  const read = compiledValues(
    language,
    checks.map((check) => check.source),
  );
  checks.forEach((check, i) => expect(read[i], `${check.source} in ${check.literal}`).toBe(check.unit));
  expect(checks.length).toBeGreaterThan(100);
}

/**
 * Checks that every value spelled back into every delimiter reads back, by the compiler, as the
 * value (`literal(delimiter, spelled)` writes the literal); returns the refused cases as
 * `delimiter JSON(value)`.
 */
export function expectSpelledBack(
  language: Language,
  spell: (value: string, delimiter: string) => string | undefined,
  delimiters: readonly string[],
  values: readonly string[],
  literal: (delimiter: string, spelled: string) => string,
): string[] {
  const cases = delimiters.flatMap((delimiter) =>
    values.map((value) => ({ delimiter, value, spelled: spell(value, delimiter) })),
  );
  const written = cases.filter((c) => c.spelled !== undefined);
  const read = compiledValues(
    language,
    written.map((c) => literal(c.delimiter, c.spelled as string)),
  );
  written.forEach((c, i) => expect(read[i], literal(c.delimiter, c.spelled as string)).toBe(c.value));
  return cases.filter((c) => c.spelled === undefined).map((c) => `${c.delimiter} ${JSON.stringify(c.value)}`);
}

/** The findings left after the document's own directives, as `code: text`. */
export function keptFindings(text: string, language: Language): string[] {
  const placed = runSync(findUris(text, language, OPTIONS)).matches.flatMap((match) =>
    match.findings.map((finding) => ({
      code: finding.code,
      ...documentRange(match, finding.start, finding.end),
      match,
    })),
  );
  const lineOf = (offset: number): number => text.slice(0, offset).split("\n").length;
  return applyDirectives(placed, directivesOf(text, language), lineOf).kept.map(
    (finding) => `${finding.code}: ${text.slice(finding.start, finding.end)}`,
  );
}

/** The document with the comment that silences the first finding of `code`, or undefined where none is offered. */
export function withDisableComment(text: string, language: Language, code: FindingCode): string | undefined {
  const match = runSync(findUris(text, language, OPTIONS)).matches.find((m) => m.findings.some((f) => f.code === code));
  const finding = match?.findings.find((f) => f.code === code);
  if (match === undefined || finding === undefined) throw new Error(`no ${code} in ${text}`);
  const at = documentRange(match, finding.start, finding.end).start;
  const edit = disableCommentEdit(text, language, match.candidate, at, CATALOGUE[code].rule);
  return edit === undefined ? undefined : text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}
