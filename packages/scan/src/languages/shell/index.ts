/**
 * The reader of shell scripts: tree-sitter's bash grammar (WebAssembly), loaded by `prepare` on
 * the first script.
 */
import type { LanguageReader } from "../../language.js";
import { Grammar } from "../../reading/tree-sitter.js";
import { disableComment } from "./disable-comment.js";
import { scanShell } from "./scan.js";

const grammar = new Grammar("tree-sitter-bash.wasm");

export const reader: LanguageReader = {
  prepare: () => grammar.prepare(),
  scan: (text, _dialect, found, comment) => scanShell(grammar, text, found, comment),
  disableComment,
};
