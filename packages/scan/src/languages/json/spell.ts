/** How a value is written back into a JSON string (and a JSON5 one, with ECMAScript's escapes and either quote). */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

export const spellers: Readonly<Record<string, Speller>> = {
  json: (value, quote) => spellScript(value, "json", quote),
  json5: (value, quote) => spellScript(value, "string", quote),
};
