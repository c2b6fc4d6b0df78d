// One language's scan in two builds of @urilint/scan, beside the language's parser alone, in one
// process: the parser (scan-inputs/<language>.js), the other build's scan and this workspace's,
// interleaved in each round, so that a change's before and after see the same load. For a change
// on a shared machine, where runs minutes apart differ by more than the change.
//
//   git worktree add /tmp/before <commit> && (cd /tmp/before && pnpm install && pnpm run build)
//   cd bench && node --expose-gc src/scan-compare.js hcl /tmp/before/packages/scan/dist
//
// (or a copy of packages/scan/dist, with a `node_modules` link to packages/scan/node_modules beside
// it). Median of URILINT_BENCH_ROUNDS (7) rounds after a warm-up call each; wall clock and the
// main thread's own CPU time (/proc/thread-self/schedstat).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { collect, flat, fmt, now, threadCpu } from "./lib.js";

const [language, otherDist] = process.argv.slice(2);
if (language === undefined || otherDist === undefined) {
  console.error("usage: node --expose-gc src/scan-compare.js <language> <other build's packages/scan/dist>");
  process.exit(2);
}
const ROUNDS = Number(process.env.URILINT_BENCH_ROUNDS ?? 7);
const input = await import(`./scan-inputs/${language}.js`);
const builds = {
  other: await import(pathToFileURL(join(resolve(otherDist), "index.js")).href),
  this: await import("@urilint/scan"),
};
for (const build of Object.values(builds)) await build.prepareLanguage(input.language);
// The input's files each on its own where it has them (as bench:scan times them), else its one document.
const texts = (
  input.documents !== undefined && process.env.URILINT_BENCH_JOINED !== "1" ? input.documents() : [input.document()]
).map(flat);
const length = texts.reduce((sum, text) => sum + text.length, 0);
const onEach = (fn) => () => {
  for (const text of texts) fn(text);
};
const scanWith = (build) => onEach((text) => build.runSync(build.scanDocument(text, input.language, () => {})));
const fns = {
  parser: onEach((text) => input.parser.parse(text)),
  other: scanWith(builds.other),
  this: scanWith(builds.this),
};

const wall = {};
const cpu = {};
for (const [name, fn] of Object.entries(fns)) {
  fn();
  wall[name] = [];
  cpu[name] = [];
}
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, fn] of Object.entries(fns)) {
    collect();
    const cpuStart = threadCpu();
    const start = now();
    fn();
    wall[name].push(now() - start);
    cpu[name].push(threadCpu() - cpuStart);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = existsSync("/proc/loadavg") ? readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "?";
console.log(
  `${language}, ${fmt(length / 1e6)} M in ${texts.length} documents, median of ${ROUNDS} rounds, load average ${load}`,
);
for (const name of Object.keys(fns)) {
  const w = median(wall[name]);
  const c = median(cpu[name]);
  console.log(
    `  ${name.padEnd(6)} wall ${fmt(w)} ms (${fmt(w / median(wall.parser))}x)` +
      `  thread CPU ${fmt(c)} ms (${fmt(c / median(cpu.parser))}x)`,
  );
}
