/**
 * How a value is written back into a Java string literal or text block (`quote`: `"` or `"""`),
 * and never into a value made of pieces (a `+` chain): a fix there would land on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { spellJava } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  java: (value, quote) => spellJava(value, quote),
  "java-template": () => undefined,
};
