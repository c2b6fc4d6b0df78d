/**
 * The reader of PHP documents: tree-sitter's PHP grammar (WebAssembly), loaded by `prepare` on the
 * first PHP document.
 */
import type { LanguageReader } from "../../language.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { disableComment } from "./disable-comment.js";
import { scanPhp } from "./scan.js";

const grammar = new Grammar("tree-sitter-php.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanPhp(grammar, text, found, comment),
  disableComment,
};
