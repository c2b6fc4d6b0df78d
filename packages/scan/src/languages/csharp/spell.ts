/**
 * How a value is written back into a C# literal: a regular string, a verbatim one, a raw one; and
 * never into a value made of pieces (an interpolated string, a `+` chain): a fix there would land
 * on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { RAW, REGULAR, spellCSharp, TEMPLATE, VERBATIM } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  [REGULAR]: (value) => spellCSharp(value, REGULAR),
  [VERBATIM]: (value) => spellCSharp(value, VERBATIM),
  [RAW]: (value) => spellCSharp(value, RAW),
  [TEMPLATE]: () => undefined,
};
