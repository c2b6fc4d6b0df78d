// Rust: the dev corpus's Rust files (seanmonstar/reqwest, servo/rust-url) beside tree-sitter-rust alone (tree-sitter-input.js).
import { treeSitterInput } from "../tree-sitter-input.js";

export const language = "rust";
export const { source, documentsSource, parser, documents, document, grow } = await treeSitterInput(
  "rust",
  "tree-sitter-rust.wasm",
  "rs",
);
