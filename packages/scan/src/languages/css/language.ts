/** CSS style sheets (and, inside HTML, style attributes and elements). */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "CSS",
  dialects: { css: { extensions: ["css"], languageIds: ["css"] } },
  comments: { block: true, lineBefore: (words) => `/* ${words} */` },
  spellings: ["css-string", "css-url", "css-string-in-html", "css-url-in-html"],
  trees: { root: "StyleSheet" },
  parsers: ["css-tree"],
} satisfies LanguageDefinition;
