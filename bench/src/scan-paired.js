// One language's scan in two builds of @urilint/scan, paired round by round: each round times the
// parser alone and both builds, in the order parser, before, after, then the next round after,
// before, parser (so that neither build always runs first after a collection), each after a
// collection, in the main thread's own CPU time (/proc/thread-self/schedstat). Prints the median of
// each beside the parser's and the median of the rounds' differences, with how many rounds the
// second build was the faster: on a loaded machine, where scan-compare.js's medians move by as much
// as a change, the pairs still show its sign.
//
//   cd bench && node --expose-gc src/scan-paired.js php /tmp/before/dist ../packages/scan/dist [rounds]
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { collect, flat, fmt, threadCpu } from "./lib.js";

const [language, beforeDist, afterDist, roundsArg = "16"] = process.argv.slice(2);
if (language === undefined || beforeDist === undefined || afterDist === undefined) {
  console.error("usage: node --expose-gc src/scan-paired.js <language> <before's dist> <after's dist> [rounds]");
  process.exit(2);
}
const input = await import(`./scan-inputs/${language}.js`);
const load = (dist) => import(pathToFileURL(join(resolve(dist), "index.js")).href);
const builds = { before: await load(beforeDist), after: await load(afterDist) };
for (const build of Object.values(builds)) await build.prepareLanguage(input.language);
const texts = (input.documents !== undefined ? input.documents() : [input.document()]).map(flat);
const fns = {
  parser: () => {
    for (const text of texts) input.parser.parse(text);
  },
};
for (const [name, build] of Object.entries(builds))
  fns[name] = () => {
    for (const text of texts) build.runSync(build.scanDocument(text, input.language, () => {}));
  };
const time = (fn) => {
  collect();
  const start = threadCpu();
  fn();
  return threadCpu() - start;
};
for (const fn of Object.values(fns)) fn();
const cpu = { parser: [], before: [], after: [] };
for (let round = 0; round < Number(roundsArg); round++) {
  const order = round % 2 === 0 ? ["parser", "before", "after"] : ["after", "before", "parser"];
  for (const name of order) cpu[name].push(time(fns[name]));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const parse = median(cpu.parser);
const saved = cpu.before.map((before, round) => before - cpu.after[round]);
const loadAverage = existsSync("/proc/loadavg")
  ? readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
  : "?";
console.log(
  `${language}, ${texts.length} documents, ${roundsArg} rounds, load average ${loadAverage}: parser ${fmt(parse)} ms CPU, ` +
    `before ${fmt(median(cpu.before) / parse)}x, after ${fmt(median(cpu.after) / parse)}x; ` +
    `before - after, median of the rounds: ${fmt(median(saved))} ms (${fmt(median(saved) / parse)}x), after the faster in ${saved.filter((d) => d > 0).length} of ${saved.length}`,
);
