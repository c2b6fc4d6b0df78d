/** How a value is written back into prose: as it is, unless the text around it ends there (a comment's end). */
import type { Speller } from "../../language.js";
import { spellScript } from "../../reading/value.js";

export const spellers: Readonly<Record<string, Speller>> = {
  plain: (value, quote) => spellScript(value, "plain", quote),
  // A URI of prose that goes on in an escape of code (`https://lodash\\.com/` in a regular
  // expression shown in a comment): only its first piece was read, and a piece is never fixed.
  "prose-piece": () => undefined,
};
