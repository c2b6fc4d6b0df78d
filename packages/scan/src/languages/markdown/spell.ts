/** How a value is written back into a CommonMark link destination. */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

export const spellers: Readonly<Record<string, Speller>> = {
  markdown: (value, quote) => spellScript(value, "markdown", quote),
};
