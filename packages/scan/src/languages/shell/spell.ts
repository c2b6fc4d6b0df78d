/**
 * How a value is written back into a shell word of one piece (`quote`: `'`, `"`, `$'`, "" for an
 * unquoted word, or a heredoc's opening), and never into a word of pieces or expansions: a fix
 * there would land on one piece of a URI.
 */
import type { Speller } from "../../language.js";
import { spellShell } from "./literal.js";

export const spellers: Readonly<Record<string, Speller>> = {
  shell: (value, quote) => spellShell(value, quote),
  "shell-template": () => undefined,
};
