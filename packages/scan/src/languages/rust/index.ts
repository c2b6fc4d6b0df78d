/**
 * The reader of Rust documents: tree-sitter's Rust grammar (WebAssembly), loaded by `prepare` on
 * the first Rust document, read by the walk every compiled language shares (reading/code-scan.ts).
 */
import type { LanguageReader } from "../../language.js";
import { scanCode } from "../../reading/code-scan.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { rustSyntax } from "./syntax.js";

const grammar = new Grammar("tree-sitter-rust.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanCode(grammar, rustSyntax, text, found, comment),
};
