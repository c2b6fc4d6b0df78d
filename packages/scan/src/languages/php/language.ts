/**
 * PHP: `.php`, `.phtml` and the versioned extensions, and scripts whose `#!` line names php. The
 * text outside `<?php ... ?>` (a template's HTML) is not read.
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
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
