/**
 * What the core needs only for international hosts, loaded on the first one: tr46 (UTS #46
 * mapping, with its tables) and the confusable prototypes of Unicode's confusables.txt (the
 * `unhomoglyph` package's data). Loading both took about a fifth of the `urilint` command's
 * start-up, and most runs meet no host outside ASCII.
 *
 * Why CommonJS: `require()` keeps the core synchronous, and a literal `require("x")` in a CommonJS
 * module is what bundlers follow (the VS Code extension bundles the core with esbuild), where
 * `createRequire(import.meta.url)` is not. As in @urilint/scan's language-modules.cts.
 */
import type * as Tr46 from "tr46";

let tr46: typeof Tr46 | undefined;
let prototypes: Readonly<Record<string, string>> | undefined;

const internationalData = {
  /** tr46, loaded on the first call. */
  tr46(): typeof Tr46 {
    return (tr46 ??= require("tr46") as typeof Tr46);
  },
  /** Each confusable character's prototype (confusables.txt), loaded on the first call. */
  confusablePrototypes(): Readonly<Record<string, string>> {
    return (prototypes ??= require("unhomoglyph/data.json") as Readonly<Record<string, string>>);
  },
};

export = internationalData;
