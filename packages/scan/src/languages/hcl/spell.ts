/**
 * How a value is written back into an HCL quoted template or heredoc, and never into a value with
 * interpolations or directives: a fix there could land on one piece of a URI built elsewhere.
 */
import type { Speller } from "../../language.js";
import { spellHeredoc, spellQuoted } from "./template.js";

export const spellers: Readonly<Record<string, Speller>> = {
  hcl: (value) => spellQuoted(value),
  "hcl-heredoc": (value) => spellHeredoc(value),
  "hcl-template": () => undefined,
};
