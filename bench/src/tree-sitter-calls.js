// How many calls into the tree-sitter runtime one scan of each language's bench documents makes,
// by method (every `TreeCursor` and `Node` method and getter wrapped; a `Node`'s `type` and
// `childForFieldName` are counted again as the `typeId` and `childForFieldId` they call), and how
// many `Node`s the calls gave (each an allocation of two objects: "nodes made", not in the total),
// in this workspace's build and, given its `dist`, another's: a change to the walk or a reader
// shows in the calls it saves without the noise of a shared machine's clock. The input's files each
// a document of their own where it has them (as bench:scan and scan-compare.js time them), or with
// URILINT_BENCH_JOINED=1 its one joined document.
//
//   cd bench && node src/tree-sitter-calls.js python,go,ruby,php [/tmp/before/packages/scan/dist]
import { join, resolve } from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { flat, fmt, table } from "./lib.js";

const asked = (process.argv[2] ?? "python,go,ruby,php").split(",");
const otherDist = process.argv[3];

// The runtime both builds load (one module: the other build's `node_modules` links to this one's).
const require = createRequire(join(process.cwd(), "../packages/scan/package.json"));
const runtime = require("@vscode/tree-sitter-wasm");
const counts = new Map();
const NODES = "nodes made";
/** Counts the `Node`s a call gave (one, or a list of them). */
const made = (result) => {
  const nodes =
    result instanceof runtime.Node
      ? 1
      : Array.isArray(result)
        ? result.filter((n) => n instanceof runtime.Node).length
        : 0;
  if (nodes > 0) counts.set(NODES, (counts.get(NODES) ?? 0) + nodes);
  return result;
};
for (const cls of [runtime.TreeCursor, runtime.Node]) {
  const proto = cls.prototype;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === "constructor") continue;
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    const key = `${cls.name}.${name}`;
    if (typeof descriptor.get === "function") {
      const get = descriptor.get;
      Object.defineProperty(proto, name, {
        ...descriptor,
        get() {
          counts.set(key, (counts.get(key) ?? 0) + 1);
          return made(get.call(this));
        },
      });
    } else if (typeof descriptor.value === "function") {
      const fn = descriptor.value;
      proto[name] = function (...args) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return made(fn.apply(this, args));
      };
    }
  }
}

const builds = { this: await import("@urilint/scan") };
if (otherDist !== undefined) builds.other = await import(pathToFileURL(join(resolve(otherDist), "index.js")).href);
for (const language of asked) {
  const input = await import(`./scan-inputs/${language}.js`);
  const texts = (
    input.documents !== undefined && process.env.URILINT_BENCH_JOINED !== "1" ? input.documents() : [input.document()]
  ).map(flat);
  const length = texts.reduce((sum, text) => sum + text.length, 0);
  const byBuild = {};
  for (const [name, build] of Object.entries(builds)) {
    await build.prepareLanguage(input.language);
    counts.clear();
    let candidates = 0;
    for (const text of texts) build.runSync(build.scanDocument(text, input.language, () => candidates++));
    byBuild[name] = { counts: new Map(counts), candidates };
  }
  const names = [...new Set(Object.values(byBuild).flatMap((b) => [...b.counts.keys()]))];
  const total = (b) => [...b.counts].reduce((a, [name, c]) => (name === NODES ? a : a + c), 0);
  names.sort((a, b) => (byBuild.this.counts.get(b) ?? 0) - (byBuild.this.counts.get(a) ?? 0));
  // The nodes made after the calls, apart from them.
  names.sort((a, b) => (a === NODES) - (b === NODES));
  const columns = Object.keys(byBuild);
  const rows = names.map((name) => [name, ...columns.map((c) => fmt(byBuild[c].counts.get(name) ?? 0))]);
  rows.push(["total", ...columns.map((c) => fmt(total(byBuild[c])))]);
  rows.push(["candidates", ...columns.map((c) => fmt(byBuild[c].candidates))]);
  console.log(`${language}, ${fmt(length / 1e6)} M in ${texts.length} documents`);
  console.log(table(["call", ...columns], rows));
}
