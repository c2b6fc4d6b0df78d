// Java: the dev corpus's Java files (square/retrofit, square/okhttp) beside tree-sitter-java alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "java";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "java",
  "tree-sitter-java.wasm",
  "java",
);
