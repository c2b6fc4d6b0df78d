/**
 * The reader of Go documents: tree-sitter's Go grammar (WebAssembly), loaded by `prepare` on the
 * first Go document, read by the walk every compiled language shares (reading/code-scan.ts).
 */
import type { LanguageReader } from "../../language.js";
import { scanCode } from "../../reading/code-scan.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { goSyntax } from "./syntax.js";

const grammar = new Grammar("tree-sitter-go.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanCode(grammar, goSyntax, text, found, comment),
};
