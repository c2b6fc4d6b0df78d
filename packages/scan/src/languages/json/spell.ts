/** How a value is written back into a JSON string. */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

export const spellers: Readonly<Record<string, Speller>> = {
  json: (value, quote) => spellScript(value, "json", quote),
};
