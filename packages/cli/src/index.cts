/**
 * The CommonJS entry: `require("urilint")` gives the same module as `import` (Node >= 20.19 loads
 * the ESM build with `require()`). The types are imported in "import" mode, so that consumers that
 * resolve as node16 CommonJS read them without requiring an ES module.
 */
import type * as urilint from "./index.js" with { "resolution-mode": "import" };

const api: typeof urilint = require("./index.js") as typeof urilint;
export = api;
