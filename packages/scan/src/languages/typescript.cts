/**
 * TypeScript, loaded with `require()`. Imported from an ES module, Node would first try the 9 MB
 * typescript.js as ESM (module format detection) and then lex it for its CommonJS exports: about
 * 0.6 s of every start-up (the command's, each worker thread's). Required, it is compiled once.
 */
import ts = require("typescript");
export = ts;
