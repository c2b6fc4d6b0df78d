/**
 * Spelling a replacement back into a document: each language knows how its strings are quoted and
 * escaped, and claims the spellings its candidates carry (languages/<name>/spell.ts). A speller
 * returns undefined when the value cannot be written in that place (a `String.raw` template cannot
 * escape a backtick, a line comment cannot hold a line break): the fix is then dropped, never
 * written wrong.
 */
import { spellerOf } from "./language.js";

/** How a candidate's value is written in its document: a spelling a language claims. */
export type Spelling = string;

/**
 * `value` spelled for the place of a candidate with this `spelling` and `quote` (the delimiter of
 * the enclosing literal, as the scanner recorded it), or undefined when it cannot be written there.
 */
export function spell(value: string, spelling: Spelling, quote: string): string | undefined {
  const speller = spellerOf(spelling);
  if (speller === undefined) throw new Error(`no language spells "${spelling}"`);
  return speller(value, quote);
}
