/**
 * The reader of Java documents: tree-sitter's Java grammar (WebAssembly), loaded by `prepare` on
 * the first Java document, read by the walk every compiled language shares (reading/code-scan.ts).
 */
import type { LanguageReader } from "../../language.js";
import { scanCode } from "../../reading/code-scan.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { javaSyntax } from "./syntax.js";

const grammar = new Grammar("tree-sitter-java.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanCode(grammar, javaSyntax, text, found, comment),
};
