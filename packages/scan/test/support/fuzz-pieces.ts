/**
 * Fuzzing a scanner: documents made of a language's pieces, garbage, and real samples cut and
 * patched at random, each scanned and fixed through the whole analysis, which must never throw.
 */
import fc from "fast-check";
import type { Language } from "../../src/language.js";
import { fixedText, urisOf } from "./documents.js";

/** Random documents joined from `pieces` are scanned and fixed without an exception. */
export function piecesNeverThrow(language: Language, pieces: readonly string[], numRuns: number): void {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
      const document = parts.join("");
      urisOf(document, language);
      fixedText(document, language);
    }),
    { numRuns },
  );
}

/** Any UTF-16 garbage, and `samples` with a random cut replaced by random text, are scanned without an exception. */
export function garbageAndMutationsNeverThrow(language: Language, samples: readonly string[], numRuns: number): void {
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 200 }), (document) => {
      urisOf(document, language);
    }),
    { numRuns },
  );
  fc.assert(
    fc.property(
      fc.constantFrom(...samples),
      fc.nat(),
      fc.nat(),
      fc.string({ maxLength: 8 }),
      (text, at, length, inserted) => {
        const cut = at % (text.length + 1);
        urisOf(text.slice(0, cut) + inserted + text.slice(cut + (length % 8)), language);
      },
    ),
    { numRuns },
  );
}
