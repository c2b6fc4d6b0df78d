// Kotlin: the dev corpus's Kotlin files (square/okhttp, square/retrofit) beside tree-sitter-kotlin alone
// (its own package's grammar on @vscode/tree-sitter-wasm's runtime; tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "kotlin";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "kotlin",
  "tree-sitter-kotlin.wasm",
  "kt",
  "@tree-sitter-grammars/tree-sitter-kotlin",
);
