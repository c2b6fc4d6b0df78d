/**
 * The CommonJS entry: `require("eslint-plugin-urilint")` is the plugin object itself, as ESLint's
 * docs show for `eslint.config.cjs` (Node >= 20.19 loads the ESM build with `require()`), and
 * `.default` is the same object. The types are imported in "import" mode, so that consumers that
 * resolve as node16 CommonJS read them without requiring an ES module.
 */
import type { UrilintPlugin } from "./index.js" with { "resolution-mode": "import" };

type RequiredPlugin = UrilintPlugin & { readonly default: UrilintPlugin };

const plugin: RequiredPlugin = (require("./index.js") as { default: RequiredPlugin }).default;
export = plugin;
