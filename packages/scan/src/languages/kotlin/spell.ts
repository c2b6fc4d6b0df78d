/**
 * How a value is written back into a Kotlin string literal or raw string (`quote`: `"` or `"""`),
 * and never into a value made of pieces (a template or a `+` chain): a fix there would land on one
 * piece of a URI.
 */
import type { Speller } from "../../language.js";
import { spellKotlin } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  kotlin: (value, quote) => spellKotlin(value, quote),
  "kotlin-template": () => undefined,
};
