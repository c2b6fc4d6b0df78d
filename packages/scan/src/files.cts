/** The CommonJS entry of @urilint/scan/files (see index.cts). */
import type * as files from "./files.js" with { "resolution-mode": "import" };

const api: typeof files = require("./files.js") as typeof files;
export = api;
