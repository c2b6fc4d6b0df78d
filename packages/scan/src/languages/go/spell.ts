/**
 * How a value is written back into a Go string literal (`quote`: `"` or a backquote), and never
 * into a value made of pieces (a `+` chain, bytes that are no UTF-8 text): a fix there would land
 * on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { spellGo } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  go: (value, quote) => spellGo(value, quote),
  "go-template": () => undefined,
};
