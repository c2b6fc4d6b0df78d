/**
 * TypeScript, loaded with `require()`, as @urilint/scan loads it. Imported from an ES module, Node
 * would first try the 9 MB typescript.js as ESM (module format detection) and then lex it for its
 * CommonJS exports: about a second of every start of the server, before it can answer
 * `initialize`. Required, it is compiled once, and shared with the scan package's scanners; from
 * V8's code cache when the program asked for it (code-cache.ts).
 */
import scanFiles = require("@urilint/scan/files");

// The statements run in this order: the cache's hook is installed before TypeScript is required,
// and removed right after.
const loaded = scanFiles.startTypeScriptCodeCache();
import ts = require("typescript");
loaded();

export = ts;
