/**
 * How a value is written back into a Python literal (`quote`: its opening delimiter, prefix
 * included, as `rb"""`), and never into a value made of pieces (a `+` chain, an f-string with
 * fields, literals of several forms side by side): a fix there would land on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { literalForm, spellLiteral } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  python: (value, quote) => {
    const form = literalForm(quote);
    return form === undefined ? undefined : spellLiteral(value, form);
  },
  "python-template": () => undefined,
};
