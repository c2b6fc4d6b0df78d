/** How a value is written back into prose: as it is, unless the text around it ends there (a comment's end). */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

export const spellers: Readonly<Record<string, Speller>> = {
  plain: (value, quote) => spellScript(value, "plain", quote),
};
