/**
 * HTML, with its scripts, style sheets and JSON data blocks read by their own languages. A template
 * language whose text is HTML around regions of its own (PHP) reads that HTML through the same
 * reading, its regions holes (template.ts).
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "HTML",
  dialects: { html: { extensions: ["html", "htm"], languageIds: ["html"] } },
  comments: { block: true, lineBefore: (words) => `<!-- ${words} -->` },
  spellings: ["html-attribute", "html-text", "html-template"],
  trees: { programBody: "Document" },
  parsers: ["parse5"],
} satisfies LanguageDefinition;
