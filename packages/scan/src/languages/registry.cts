/**
 * Every language urilint reads, once: its record (what documents it reads, its comments, its
 * spellings) and the loaders of its modules, each run on first use: the reader of its text (with
 * its parser), the reader of a tree another parser made of it (ESLint's languages; no parser), and
 * its spellers (no parser), and where its documents link to other files, the reader of its links
 * and anchors (with the parser it needs). Adding a language is adding its folder and its entry here.
 *
 * Why CommonJS: `require()` keeps loading synchronous (Node >= 20.19 requires ES modules), and a
 * literal `require("./x.js")` is what bundlers follow (the VS Code extension bundles this package
 * with esbuild), where `createRequire(import.meta.url)` is not. The tests run on the sources, where
 * test-support/language-registry.ts stands in for this module.
 */
import type { LanguageEntry } from "../language.js" with { "resolution-mode": "import" };

// prettier-ignore
const REGISTRY: readonly LanguageEntry[] = [
  { definition: require("./javascript/language.js").language, reader: () => require("./javascript/reader.cjs"), spellers: () => require("./javascript/spell.js").spellers },
  { definition: require("./json/language.js").language, reader: () => require("./json/index.js").reader, tree: () => require("./json/tree.js").readTree, spellers: () => require("./json/spell.js").spellers },
  { definition: require("./markdown/language.js").language, reader: () => require("./markdown/index.js").reader, tree: () => require("./markdown/tree.js").readTree, spellers: () => require("./markdown/spell.js").spellers, links: () => require("./markdown/links.js").linkReader },
  { definition: require("./yaml/language.js").language, reader: () => require("./yaml/index.js").reader, tree: () => require("./yaml/tree.js").readTree, spellers: () => require("./yaml/spell.js").spellers },
  { definition: require("./toml/language.js").language, reader: () => require("./toml/index.js").reader, tree: () => require("./toml/tree.js").readTree, spellers: () => require("./toml/spell.js").spellers },
  { definition: require("./dotenv/language.js").language, reader: () => require("./dotenv/index.js").reader, spellers: () => require("./dotenv/spell.js").spellers },
  { definition: require("./dockerfile/language.js").language, reader: () => require("./dockerfile/index.js").reader, spellers: () => require("./dockerfile/spell.js").spellers },
  { definition: require("./html/language.js").language, reader: () => require("./html/index.js").reader, tree: () => require("./html/tree.js").readTree, spellers: () => require("./html/spell.js").spellers, links: () => require("./html/links.js").linkReader },
  { definition: require("./python/language.js").language, reader: () => require("./python/index.js").reader, spellers: () => require("./python/spell.js").spellers },
  { definition: require("./go/language.js").language, reader: () => require("./go/index.js").reader, spellers: () => require("./go/spell.js").spellers },
  { definition: require("./rust/language.js").language, reader: () => require("./rust/index.js").reader, spellers: () => require("./rust/spell.js").spellers },
  { definition: require("./java/language.js").language, reader: () => require("./java/index.js").reader, spellers: () => require("./java/spell.js").spellers },
  { definition: require("./kotlin/language.js").language, reader: () => require("./kotlin/index.js").reader, spellers: () => require("./kotlin/spell.js").spellers },
  { definition: require("./csharp/language.js").language, reader: () => require("./csharp/index.js").reader, spellers: () => require("./csharp/spell.js").spellers },
  { definition: require("./ruby/language.js").language, reader: () => require("./ruby/index.js").reader, spellers: () => require("./ruby/spell.js").spellers },
  { definition: require("./php/language.js").language, reader: () => require("./php/index.js").reader, spellers: () => require("./php/spell.js").spellers },
  { definition: require("./css/language.js").language, reader: () => require("./css/index.js").reader, tree: () => require("./css/tree.js").readTree, spellers: () => require("./css/spell.js").spellers },
  { definition: require("./xml/language.js").language, reader: () => require("./xml/index.js").reader, spellers: () => require("./xml/spell.js").spellers },
  { definition: require("./properties/language.js").language, reader: () => require("./properties/index.js").reader, spellers: () => require("./properties/spell.js").spellers },
  { definition: require("./ini/language.js").language, reader: () => require("./ini/index.js").reader, spellers: () => require("./ini/spell.js").spellers },
  { definition: require("./shell/language.js").language, reader: () => require("./shell/index.js").reader, spellers: () => require("./shell/spell.js").spellers },
  { definition: require("./hcl/language.js").language, reader: () => require("./hcl/index.js").reader, spellers: () => require("./hcl/spell.js").spellers },
  { definition: require("./text/language.js").language, reader: () => require("./text/index.js").reader, spellers: () => require("./text/spell.js").spellers },
];

export = REGISTRY;
