// Python: the dev corpus's Python files (psf/requests, urllib3) beside tree-sitter-python alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "python";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "python",
  "tree-sitter-python.wasm",
  "py",
);
