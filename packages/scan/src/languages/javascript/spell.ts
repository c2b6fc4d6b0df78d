/** How a value is written back into a JavaScript string, template or JSX value. */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

export const spellers: Readonly<Record<string, Speller>> = {
  string: (value, quote) => spellScript(value, "string", quote),
  template: (value, quote) => spellScript(value, "template", quote),
  "raw-template": (value, quote) => spellScript(value, "raw-template", quote),
  "jsx-attribute": (value, quote) => spellScript(value, "jsx-attribute", quote),
  "jsx-text": (value, quote) => spellScript(value, "jsx-text", quote),
};
