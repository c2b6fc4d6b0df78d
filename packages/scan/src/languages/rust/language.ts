/** Rust: `.rs` files. */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Rust",
  dialects: {
    rust: { extensions: ["rs"], languageIds: ["rust"] },
  },
  comments: { block: true, lineBefore: (words) => `// ${words}` },
  spellings: ["rust", "rust-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
