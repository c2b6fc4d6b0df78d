/**
 * How a value is written back into a PHP literal (`quote`: `'`, `"`, `<<<` for a heredoc, `<<<'`
 * for a nowdoc), and never into a value made of pieces (a `.` chain, a string with
 * interpolations): a fix there would land on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { spellPhp } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  php: (value, quote) => spellPhp(value, quote),
  "php-template": () => undefined,
};
