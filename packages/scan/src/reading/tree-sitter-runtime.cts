/**
 * web-tree-sitter's runtime as @vscode/tree-sitter-wasm ships it (a CommonJS file), loaded with
 * `require()`: Node then compiles it once as CommonJS, without first trying it as an ES module.
 * Imported only by tree-sitter.ts, which only the readers of tree-sitter languages import.
 */
import runtime = require("@vscode/tree-sitter-wasm");

export = runtime;
