/**
 * The reader of Ruby documents: tree-sitter's Ruby grammar (WebAssembly), loaded by `prepare` on
 * the first Ruby document.
 */
import type { LanguageReader } from "../../language.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { disableComment } from "./disable-comment.js";
import { scanRuby } from "./scan.js";

const grammar = new Grammar("tree-sitter-ruby.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanRuby(grammar, text, found, comment),
  disableComment,
};
