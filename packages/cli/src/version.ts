/** The command's version, from its package.json (the urilint packages are released with one version). */
import { createRequire } from "node:module";

export const VERSION: string = (createRequire(import.meta.url)("../package.json") as { version: string }).version;
