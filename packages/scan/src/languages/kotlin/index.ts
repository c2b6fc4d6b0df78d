/**
 * The reader of Kotlin documents: the tree-sitter-grammars organisation's Kotlin grammar
 * (WebAssembly, from its own package; the runtime is @vscode/tree-sitter-wasm's), loaded by
 * `prepare` on the first Kotlin document, read by the walk every compiled language shares
 * (reading/code-scan.ts).
 */
import type { LanguageReader } from "../../language.js";
import { scanCode } from "../../reading/code-scan.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { kotlinSyntax } from "./syntax.js";

const grammar = new Grammar("tree-sitter-kotlin.wasm", {
  package: "@tree-sitter-grammars/tree-sitter-kotlin",
  language: "Kotlin",
});

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanCode(grammar, kotlinSyntax, text, found, comment),
};
