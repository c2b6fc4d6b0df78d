/**
 * The CommonJS entry: `require("@urilint/lsp-server")` gives the same module as `import` (Node >= 20.19
 * loads the ESM build with `require()`). The types are imported in "import" mode, so that
 * consumers that resolve as node16 CommonJS read them without requiring an ES module.
 */
import type * as server from "./index.js" with { "resolution-mode": "import" };

const api: typeof server = require("./index.js") as typeof server;
// cjs-types: start
// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value
// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.
declare namespace api {
  type Analysis = server.Analysis;
  type CodeActionRequest = server.CodeActionRequest;
  type HoverFormat = server.HoverFormat;
  type ResolvedSettings = server.ResolvedSettings;
  type ServerOptions = server.ServerOptions;
  type Settings = server.Settings;
}
// cjs-types: end
export = api;
