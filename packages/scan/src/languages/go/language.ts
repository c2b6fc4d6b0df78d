/**
 * Go: `.go` files. (`go.mod` and `go.sum` are no Go: their own formats, read as plain text.)
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Go",
  dialects: {
    go: { extensions: ["go"], languageIds: ["go"] },
  },
  comments: { block: true, lineBefore: (words) => `// ${words}` },
  spellings: ["go", "go-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
