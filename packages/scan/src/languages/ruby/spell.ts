/**
 * How a value is written back into a Ruby literal (`quote`: its opening delimiter, as `%q(` or
 * `<<~'EOS'`), and never into a value made of pieces (a `+` chain, a string with interpolations,
 * literals of several forms side by side): a fix there would land on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { spellRuby } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  ruby: (value, quote) => spellRuby(value, quote),
  "ruby-template": () => undefined,
};
