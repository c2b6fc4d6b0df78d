/**
 * The CommonJS entry: `require("eslint-plugin-urilint")` is the plugin object itself, as ESLint's
 * docs show for `eslint.config.cjs` (Node >= 20.19 loads the ESM build with `require()`), and
 * `.default` is the same object. The types are imported in "import" mode, so that consumers that
 * resolve as node16 CommonJS read them without requiring an ES module.
 */
import type * as esm from "./index.js" with { "resolution-mode": "import" };

type RequiredPlugin = esm.UrilintPlugin & { readonly default: esm.UrilintPlugin };

const plugin: RequiredPlugin = (require("./index.js") as { default: RequiredPlugin }).default;
// cjs-types: start
// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value
// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.
declare namespace plugin {
  type UrilintConfigs = esm.UrilintConfigs;
  type UrilintPlugin = esm.UrilintPlugin;
}
// cjs-types: end
export = plugin;
