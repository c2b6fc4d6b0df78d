// How many calls into the tree-sitter runtime one scan of each language's bench document makes,
// by method (every `TreeCursor` and `Node` method and getter wrapped; a `Node`'s `type` and
// `childForFieldName` are counted again as the `typeId` and `childForFieldId` they call), in this
// workspace's build and, given its `dist`, another's: a change to the walk or a reader shows in
// the calls it saves without the noise of a shared machine's clock.
//
//   cd bench && node src/tree-sitter-calls.js python,go,ruby,php [/tmp/before/packages/scan/dist]
import { join, resolve } from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { fmt, table } from "./lib.js";

const asked = (process.argv[2] ?? "python,go,ruby,php").split(",");
const otherDist = process.argv[3];

// The runtime both builds load (one module: the other build's `node_modules` links to this one's).
const require = createRequire(join(process.cwd(), "../packages/scan/package.json"));
const runtime = require("@vscode/tree-sitter-wasm");
const counts = new Map();
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
          return get.call(this);
        },
      });
    } else if (typeof descriptor.value === "function") {
      const fn = descriptor.value;
      proto[name] = function (...args) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return fn.apply(this, args);
      };
    }
  }
}

const builds = { this: await import("@urilint/scan") };
if (otherDist !== undefined) builds.other = await import(pathToFileURL(join(resolve(otherDist), "index.js")).href);
for (const language of asked) {
  const input = await import(`./scan-inputs/${language}.js`);
  const text = input.document();
  const byBuild = {};
  for (const [name, build] of Object.entries(builds)) {
    await build.prepareLanguage(input.language);
    counts.clear();
    let candidates = 0;
    build.runSync(build.scanDocument(text, input.language, () => candidates++));
    byBuild[name] = { counts: new Map(counts), candidates };
  }
  const names = [...new Set(Object.values(byBuild).flatMap((b) => [...b.counts.keys()]))];
  const total = (b) => [...b.counts.values()].reduce((a, c) => a + c, 0);
  names.sort((a, b) => (byBuild.this.counts.get(b) ?? 0) - (byBuild.this.counts.get(a) ?? 0));
  const columns = Object.keys(byBuild);
  const rows = names.map((name) => [name, ...columns.map((c) => fmt(byBuild[c].counts.get(name) ?? 0))]);
  rows.push(["total", ...columns.map((c) => fmt(total(byBuild[c])))]);
  rows.push(["candidates", ...columns.map((c) => fmt(byBuild[c].candidates))]);
  console.log(`${language}, ${fmt(text.length / 1e6)} M`);
  console.log(table(["call", ...columns], rows));
}
