/** The CommonJS entry of @urilint/scan/trees (see index.cts). */
import type * as trees from "./trees.js" with { "resolution-mode": "import" };

const api: typeof trees = require("./trees.js") as typeof trees;
export = api;
