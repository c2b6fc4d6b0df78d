/**
 * The reader of Python documents: tree-sitter's Python grammar (WebAssembly), loaded by `prepare`
 * on the first Python document.
 */
import type { LanguageReader } from "../../language.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { disableComment } from "./disable-comment.js";
import { scanPython } from "./scan.js";

const grammar = new Grammar("tree-sitter-python.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanPython(grammar, text, found, comment),
  disableComment,
};
