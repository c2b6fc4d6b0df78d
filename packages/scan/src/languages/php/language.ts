/**
 * PHP: `.php`, `.phtml` and the versioned extensions, and scripts whose `#!` line names php. The
 * text outside `<?php ... ?>` (a template's HTML) is read by the HTML reader, each PHP region a
 * hole (html.ts).
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "PHP",
  dialects: {
    php: {
      extensions: ["php", "phtml", "php3", "php4", "php5", "php7", "php8", "phps"],
      languageIds: ["php"],
      interpreters: ["php"],
    },
  },
  comments: { block: true, lineBefore: (words) => `// ${words}` },
  spellings: ["php", "php-template"],
  // parse5: the HTML reader, which reads a template's markup.
  parsers: ["@vscode/tree-sitter-wasm", "parse5"],
} satisfies LanguageDefinition;
