/**
 * TypeScript, loaded with `require()`. Imported from an ES module, Node would first try the 9 MB
 * typescript.js as ESM (module format detection) and then lex it for its CommonJS exports: about
 * 0.6 s of every start-up (the command's, each worker thread's). Required, it is compiled once; from
 * V8's code cache when the program asked for it (../typescript-code-cache.cts).
 */
import codeCache = require("../../typescript-code-cache.cjs");

// The statements run in this order: the hook is installed before TypeScript is required, and
// removed right after.
const loaded = codeCache.start();
import ts = require("typescript");
loaded();

export = ts;
