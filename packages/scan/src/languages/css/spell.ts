/** How a value is written back into a CSS string or `url()`, in a style sheet or an HTML attribute. */
import type { Speller } from "../../language.js";
import { spellCss } from "./string.js";

export const spellers: Readonly<Record<string, Speller>> = {
  "css-string": (value, quote) => spellCss(value, "css-string", quote),
  "css-url": (value, quote) => spellCss(value, "css-url", quote),
  "css-string-in-html": (value, quote) => spellCss(value, "css-string-in-html", quote),
  "css-url-in-html": (value, quote) => spellCss(value, "css-url-in-html", quote),
};
