/** The CommonJS entry of @urilint/scan/files (see index.cts). */
import type * as files from "./files.js" with { "resolution-mode": "import" };

const api: typeof files = require("./files.js") as typeof files;
// cjs-types: start
// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value
// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.
declare namespace api {
  type PathMatcher = files.PathMatcher;
  type TooLarge = files.TooLarge;
}
// cjs-types: end
export = api;
