/**
 * The CommonJS entry: `require("@urilint/scan")` gives the same module as `import` (Node >= 20.19
 * loads the ESM build with `require()`). The types are imported in "import" mode, so that
 * consumers that resolve as node16 CommonJS read them without requiring an ES module.
 */
import type * as scan from "./index.js" with { "resolution-mode": "import" };

const api: typeof scan = require("./index.js") as typeof scan;
export = api;
