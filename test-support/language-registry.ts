/**
 * What the tests load in place of packages/scan/src/languages/registry.cts (vitest.config.ts): the
 * tests run on the TypeScript sources, and Vite reads neither .cts files nor a `require()` of a .ts
 * source. The entries are the registry's own, in its order (read from its text), each with its
 * modules imported up front; the laziness itself is checked on the built package, in a process of
 * its own (packages/scan/test/lazy-loading.test.ts).
 */
import { readFileSync } from "node:fs";
import type { LanguageEntry } from "../packages/scan/src/language.js";

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>("../packages/scan/src/languages/*/{language,index,tree,spell,links}.ts", {
  eager: true,
});

const REGISTRY_SOURCE = readFileSync(new URL("../packages/scan/src/languages/registry.cts", import.meta.url), "utf8");

function moduleOf(folder: string, file: string): Module {
  const module = modules[`../packages/scan/src/languages/${folder}/${file}.ts`];
  if (module === undefined) throw new Error(`the registry names languages/${folder}/${file}.js, which does not exist`);
  return module;
}

/** The registry's entries, in its order: one line each, naming the folder's modules it loads. */
const registry: LanguageEntry[] = REGISTRY_SOURCE.split("\n").flatMap((line) => {
  const folder = /require\("\.\/([\w-]+)\/language\.js"\)/.exec(line)?.[1];
  if (folder === undefined) return [];
  const tree = line.includes(`require("./${folder}/tree.js")`);
  const links = line.includes(`require("./${folder}/links.js")`);
  return [
    {
      definition: moduleOf(folder, "language")["language"] as LanguageEntry["definition"],
      reader: () => moduleOf(folder, "index")["reader"] as ReturnType<LanguageEntry["reader"]>,
      ...(tree
        ? { tree: () => moduleOf(folder, "tree")["readTree"] as ReturnType<NonNullable<LanguageEntry["tree"]>> }
        : {}),
      spellers: () => moduleOf(folder, "spell")["spellers"] as ReturnType<LanguageEntry["spellers"]>,
      ...(links
        ? { links: () => moduleOf(folder, "links")["linkReader"] as ReturnType<NonNullable<LanguageEntry["links"]>> }
        : {}),
    },
  ];
});

export default registry;
