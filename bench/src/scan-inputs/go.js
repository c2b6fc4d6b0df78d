// Go: the dev corpus's Go files (go-resty/resty, gin-gonic/gin) beside tree-sitter-go alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "go";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "go",
  "tree-sitter-go.wasm",
  "go",
);
