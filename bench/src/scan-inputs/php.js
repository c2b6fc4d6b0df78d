// PHP: the dev corpus's PHP files (guzzle/guzzle, guzzle/psr7) beside tree-sitter-php alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "php";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "php",
  "tree-sitter-php.wasm",
  "php",
);
