// Shell: the dev corpus's shell scripts (nvm-sh/nvm, ohmyzsh/ohmyzsh) beside tree-sitter-bash alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "shell";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "shell",
  "tree-sitter-bash.wasm",
  "sh",
);
