/** How a value is written back into a JavaScript string, template or JSX value. */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

export const spellers: Readonly<Record<string, Speller>> = {
  string: (value, quote) => spellScript(value, "string", quote),
  "constant-string": (value, quote) => spellScript(value, "constant-string", quote),
  "tagged-template": () => undefined,
  template: (value, quote) => spellScript(value, "template", quote),
  "raw-template": (value, quote) => spellScript(value, "raw-template", quote),
  "jsx-attribute": (value, quote) => spellScript(value, "jsx-attribute", quote),
  "jsx-text": (value, quote) => spellScript(value, "jsx-text", quote),
};
