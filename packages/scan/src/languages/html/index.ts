/** The reader of HTML documents (parse5 is loaded with it). */
import type { LanguageReader } from "../../language.js";
import { scanHtml } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanHtml(text, found, comment),
};
