/**
 * What the tests load in place of packages/core/src/iri/international-data.cts (vitest.config.ts):
 * Vite reads no .cts file. Both are imported up front; the laziness itself is checked on the built
 * package, in a process of its own (packages/scan/test/lazy-loading.test.ts).
 */
// The core's own dependencies (pnpm links them under the package, not at the root).
import * as tr46 from "../packages/core/node_modules/tr46/index.js";
import prototypes from "../packages/core/node_modules/unhomoglyph/data.json" with { type: "json" };

export default {
  tr46: (): typeof tr46 => tr46,
  confusablePrototypes: (): Readonly<Record<string, string>> => prototypes as Readonly<Record<string, string>>,
};
