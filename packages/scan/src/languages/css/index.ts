/** The reader of CSS style sheets (css-tree's parser is loaded with it); HTML reads its style sheets and style attributes through `readCss`. */
import type { LanguageReader } from "../../language.js";
import { readCss, scanCss } from "./scan.js";

export const reader = {
  scan: (text, _dialect, found, comment) => scanCss(text, found, comment),
  readCss,
} satisfies LanguageReader & Record<string, unknown>;
