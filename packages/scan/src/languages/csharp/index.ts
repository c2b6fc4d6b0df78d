/**
 * The reader of C# documents: tree-sitter's C# grammar (WebAssembly), loaded by `prepare` on the
 * first C# document, read by the walk every compiled language shares (reading/code-scan.ts).
 */
import type { LanguageReader } from "../../language.js";
import { scanCode } from "../../reading/code-scan.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { csharpSyntax } from "./syntax.js";

const grammar = new Grammar("tree-sitter-c-sharp.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanCode(grammar, csharpSyntax, text, found, comment),
};
