/**
 * What the tests load in place of packages/scan/src/language-modules.cts (vitest.config.ts): the
 * tests run on the TypeScript sources, and Vite reads neither .cts files nor a `require()` of a
 * .ts source. Every module is imported up front; the laziness itself is checked on the built
 * package, in a process of its own (packages/scan/test/lazy-loading.test.ts).
 */
import ts from "typescript";
import * as css from "../packages/scan/src/languages/css.js";
import * as dockerfile from "../packages/scan/src/languages/dockerfile.js";
import * as dotenv from "../packages/scan/src/languages/dotenv.js";
import * as html from "../packages/scan/src/languages/html.js";
import * as json from "../packages/scan/src/languages/json.js";
import * as markdown from "../packages/scan/src/languages/markdown.js";
import * as scriptTokens from "../packages/scan/src/languages/script-tokens.js";
import * as script from "../packages/scan/src/languages/script.js";
import * as toml from "../packages/scan/src/languages/toml.js";
import * as yaml from "../packages/scan/src/languages/yaml.js";

const MODULES = {
  css,
  dockerfile,
  dotenv,
  html,
  json,
  markdown,
  script,
  "script-tokens": scriptTokens,
  toml,
  yaml,
  typescript: ts,
};

export default function languageModule<Name extends keyof typeof MODULES>(name: Name): (typeof MODULES)[Name] {
  return MODULES[name];
}
