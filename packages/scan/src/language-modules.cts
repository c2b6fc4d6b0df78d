/**
 * The language modules, each loaded on its first use. Their parsers (TypeScript's alone is about
 * 0.3 s to compile; yaml, parse5, css-tree, dockerfile-ast, toml-eslint-parser) are most of a
 * process's start-up, and most runs need few of them: a run over plain text, `.env` files and
 * Dockerfiles needs no TypeScript, and each worker thread of the command pays its own start-up.
 *
 * Why CommonJS: `require()` keeps `scanDocument` synchronous (Node >= 20.19 requires ES modules),
 * and a literal `require("./x.js")` in a CommonJS module is what bundlers follow (the VS Code
 * extension bundles this package with esbuild), where `createRequire(import.meta.url)` is not.
 * The types are imported in "import" mode, as in index.cts.
 */
import type * as Css from "./languages/css.js" with { "resolution-mode": "import" };
import type * as Dockerfile from "./languages/dockerfile.js" with { "resolution-mode": "import" };
import type * as Dotenv from "./languages/dotenv.js" with { "resolution-mode": "import" };
import type * as Html from "./languages/html.js" with { "resolution-mode": "import" };
import type * as Json from "./languages/json.js" with { "resolution-mode": "import" };
import type * as Markdown from "./languages/markdown.js" with { "resolution-mode": "import" };
import type * as Script from "./languages/script.js" with { "resolution-mode": "import" };
import type * as ScriptTokens from "./languages/script-tokens.js" with { "resolution-mode": "import" };
import type * as Toml from "./languages/toml.js" with { "resolution-mode": "import" };
import type * as Yaml from "./languages/yaml.js" with { "resolution-mode": "import" };
import type Typescript from "./languages/typescript.cjs";
import type * as MissingParser from "./missing-parser.js" with { "resolution-mode": "import" };

interface LanguageModules {
  readonly css: typeof Css;
  readonly dockerfile: typeof Dockerfile;
  readonly dotenv: typeof Dotenv;
  readonly html: typeof Html;
  readonly json: typeof Json;
  readonly markdown: typeof Markdown;
  readonly script: typeof Script;
  readonly "script-tokens": typeof ScriptTokens;
  readonly toml: typeof Toml;
  readonly yaml: typeof Yaml;
  readonly typescript: typeof Typescript;
}

type ModuleName = keyof LanguageModules;

// One literal require() each, so that a bundler sees every module.
const LOADERS: { readonly [Name in ModuleName]: () => LanguageModules[Name] } = {
  css: () => require("./languages/css.js") as typeof Css,
  dockerfile: () => require("./languages/dockerfile.js") as typeof Dockerfile,
  dotenv: () => require("./languages/dotenv.js") as typeof Dotenv,
  html: () => require("./languages/html.js") as typeof Html,
  json: () => require("./languages/json.js") as typeof Json,
  markdown: () => require("./languages/markdown.js") as typeof Markdown,
  script: () => require("./languages/script.js") as typeof Script,
  "script-tokens": () => require("./languages/script-tokens.js") as typeof ScriptTokens,
  toml: () => require("./languages/toml.js") as typeof Toml,
  yaml: () => require("./languages/yaml.js") as typeof Yaml,
  typescript: () => require("./languages/typescript.cjs") as typeof Typescript,
};

const loaded: { -readonly [Name in ModuleName]?: LanguageModules[Name] } = {};
const { loadWithParser } = require("./missing-parser.js") as typeof MissingParser;

/** The module `name`, loaded on the first call (a lookup afterwards: this runs once per document). */
function languageModule<Name extends ModuleName>(name: Name): LanguageModules[Name] {
  return (loaded[name] ??= loadWithParser(name, LOADERS[name]));
}

export = languageModule;
