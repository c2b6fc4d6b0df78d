// Ruby: the dev corpus's Ruby files (lostisland/faraday, sporkmonger/addressable) beside tree-sitter-ruby alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "ruby";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "ruby",
  "tree-sitter-ruby.wasm",
  "rb",
);
