/**
 * The reader of HTML documents (parse5 is loaded with it); a template language (PHP) reads the
 * HTML around its own regions through `scanTemplate`.
 */
import type { LanguageReader } from "../../language.js";
import { scanHtml } from "./scan.js";
import { scanHtmlTemplate } from "./template.js";

export const reader = {
  scan: (text, _dialect, found, comment) => scanHtml(text, found, comment),
  scanTemplate: scanHtmlTemplate,
} satisfies LanguageReader & Record<string, unknown>;
