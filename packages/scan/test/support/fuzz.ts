/**
 * Fuzzing helpers for any language: inputs (garbage, invalid UTF-8 as Node decodes it, mutations
 * of a document) and `expectSoundScan`, which runs the whole analysis and checks what every
 * scanner promises: no exception, candidates in document order inside the document, every
 * finding's range inside its candidate's spelling, every fix spelled or dropped without throwing.
 */
import { check } from "@urilint/core";
import fc from "fast-check";
import { expect, it } from "vitest";
import { toOffsetEdits } from "../../src/edits.js";
import type { Language } from "../../src/language.js";
import { documentRange, type UriMatch } from "../../src/matches.js";
import { urisOf } from "./documents.js";

/** Any UTF-16 text, lone surrogates and controls included. */
export const garbageArbitrary: fc.Arbitrary<string> = fc.string({ unit: "binary", maxLength: 300 });

/** Random bytes decoded as Node decodes a file that is not valid UTF-8 (U+FFFD for each bad sequence). */
export const invalidUtf8Arbitrary: fc.Arbitrary<string> = fc
  .uint8Array({ maxLength: 300 })
  .map((bytes) => Buffer.from(bytes).toString("utf8"));

/** `source` with a few characters deleted, inserted or replaced (from its own text and syntax). */
export function mutatedArbitrary(source: string, alphabet = ":-[]{}#\"'\\|>\n\r\t =,&*!%@`$"): fc.Arbitrary<string> {
  const edit = fc.tuple(
    fc.nat(source.length),
    fc.nat(8),
    fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 4 }),
  );
  return fc.array(edit, { minLength: 1, maxLength: 6 }).map((edits) => {
    let text = source;
    for (const [at, remove, insert] of edits) {
      const start = at % (text.length + 1);
      text = text.slice(0, start) + insert + text.slice(start + remove);
    }
    return text;
  });
}

/** Analyzes `source` and checks the promises of every scanner; returns the matches. */
export function expectSoundScan(source: string, language: Language): readonly UriMatch[] {
  const { matches } = urisOf(source, language);
  let previous = 0;
  for (const match of matches) {
    const { start, end } = match.candidate;
    expect(start).toBeGreaterThanOrEqual(previous);
    expect(end).toBeGreaterThanOrEqual(start);
    expect(end).toBeLessThanOrEqual(source.length);
    previous = start;
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      expect(range.start).toBeGreaterThanOrEqual(start);
      expect(range.end).toBeLessThanOrEqual(end);
      if (finding.fix !== undefined) toOffsetEdits(match, [finding.fix]);
    }
  }
  return matches;
}

/**
 * `uri` with every autofix of the core applied, in passes as `fixedText` applies them to a
 * document: what a fixed document's value must read, whatever its quoting.
 */
export function withFixes(uri: string): string {
  let text = uri;
  for (let pass = 0; pass < 10; pass++) {
    const fixes = check(text)
      .flatMap((finding) => (finding.fix === undefined ? [] : [finding.fix]))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    if (fixes.length === 0) return text;
    let out = "";
    let at = 0;
    for (const fix of fixes) {
      if (fix.start < at) continue;
      out += text.slice(at, fix.start) + fix.text;
      at = fix.end;
    }
    text = out + text.slice(at);
  }
  return text;
}

/**
 * The fuzz tests every language shares: random documents from the language's own `pieces`,
 * mutations of a realistic `sample` (edits drawn from `alphabet`), garbage, and invalid UTF-8 as
 * Node decodes it; each must give a sound scan.
 */
export function fuzzTests(language: Language, pieces: readonly string[], sample: string, alphabet?: string): void {
  const sound = (source: string): void => {
    expectSoundScan(source, language);
  };
  it("on random documents built from the language's own pieces", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 80 }), (parts) => sound(parts.join(""))),
      { numRuns: 1500 },
    );
  });
  it("on mutations of a real-looking document", () => {
    fc.assert(fc.property(mutatedArbitrary(sample, alphabet), sound), { numRuns: 800 });
  });
  it("on garbage and on invalid UTF-8 read as Node reads it", () => {
    fc.assert(fc.property(garbageArbitrary, sound), { numRuns: 1000 });
    fc.assert(fc.property(invalidUtf8Arbitrary, sound), { numRuns: 500 });
  });
}
