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
// thread's own CPU time (/proc/thread-self/schedstat). With URILINT_BENCH_ALL=1 each build's
// `findUris` (the scan and the core's judgement: the `all` column of bench:scan) is timed instead
// of its `scanDocument`, with the options scan-worker.js gives it.
//
// Each of the three runs in a thread of its own (this module again), asked in turn for one timed
// call: the two builds share the parser's code (the other build's `node_modules` is a link to this
// one's), and in one thread that code served three kinds of parser objects instead of one (saxes
// took 150 ms there, 27 ms in a thread of its own), which neither the parser alone nor the command
// pays. Each thread has its own heap and compiled code, as bench:scan's parser has.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { collect, flat, fmt, now, threadCpu } from "./lib.js";

const ALL = process.env.URILINT_BENCH_ALL === "1";

if (isMainThread) await compare();
else await serve(workerData);

async function compare() {
  const [language, otherDist] = process.argv.slice(2);
  if (language === undefined || otherDist === undefined) {
    console.error("usage: node --expose-gc src/scan-compare.js <language> <other build's packages/scan/dist>");
    process.exit(2);
  }
  const rounds = Number(process.env.URILINT_BENCH_ROUNDS ?? 7);
  const variants = {
    parser: { language, role: "parser" },
    other: { language, role: "scan", build: pathToFileURL(join(resolve(otherDist), "index.js")).href },
    this: { language, role: "scan", build: "@urilint/scan" },
  };
  const threads = {};
  let length = 0;
  let documents = 0;
  for (const [name, data] of Object.entries(variants)) {
    threads[name] = await thread(data);
    ({ length, documents } = threads[name].ready);
  }
  const wall = Object.fromEntries(Object.keys(threads).map((name) => [name, []]));
  const cpu = Object.fromEntries(Object.keys(threads).map((name) => [name, []]));
  for (const name of Object.keys(threads)) await threads[name].run();
  for (let round = 0; round < rounds; round++) {
    for (const name of Object.keys(threads)) {
      const time = await threads[name].run();
      wall[name].push(time.wall);
      cpu[name].push(time.cpu);
    }
  }
  for (const { stop } of Object.values(threads)) await stop();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const load = existsSync("/proc/loadavg")
    ? readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
    : "?";
  console.log(
    `${language}${ALL ? " (findUris)" : ""}, ${fmt(length / 1e6)} M in ${documents} documents, median of ${rounds} rounds, load average ${load}`,
  );
  for (const name of Object.keys(threads)) {
    const w = median(wall[name]);
    const c = median(cpu[name]);
    console.log(
      `  ${name.padEnd(6)} wall ${fmt(w)} ms (${fmt(w / median(wall.parser))}x)` +
        `  thread CPU ${fmt(c)} ms (${fmt(c / median(cpu.parser))}x)`,
    );
  }
}

/** A thread running `data`'s variant: `run()` resolves to the wall and CPU milliseconds of one call there. */
async function thread(data) {
  const worker = new Worker(new URL(import.meta.url), { workerData: data });
  const answer = () =>
    new Promise((resolve, reject) => {
      const failed = (error) => reject(error);
      worker.once("error", failed);
      worker.once("message", (message) => {
        worker.off("error", failed);
        resolve(message);
      });
    });
  const ready = await answer();
  return {
    ready,
    run() {
      const time = answer();
      worker.postMessage("run");
      return time;
    },
    stop: () => worker.terminate(),
  };
}

/**
 * A variant's thread: each message asks for one call (after a collection), answered with its time.
 * What the last call gave is kept through the collection (see scan-worker.js's parser thread).
 */
async function serve({ language, role, build }) {
  const input = await import(`./scan-inputs/${language}.js`);
  // The input's files each on its own where it has them (as bench:scan times them), else its one document.
  const texts = (
    input.documents !== undefined && process.env.URILINT_BENCH_JOINED !== "1" ? input.documents() : [input.document()]
  ).map(flat);
  let fn;
  if (role === "parser") {
    fn = (text) => input.parser.parse(text);
  } else {
    const scan = await import(build);
    await scan.prepareLanguage(input.language);
    if (ALL) {
      const { resolveChecks } = await import("@urilint/core");
      const options = scan.matchOptions({}, resolveChecks({}, {}).codes);
      fn = (text) => scan.runSync(scan.findUris(text, input.language, options));
    } else {
      fn = (text) => scan.runSync(scan.scanDocument(text, input.language, () => {}));
    }
  }
  let kept;
  parentPort.on("message", () => {
    collect();
    const start = now();
    const cpuStart = threadCpu();
    for (const text of texts) kept = fn(text) ?? kept;
    parentPort.postMessage({ wall: now() - start, cpu: threadCpu() - cpuStart });
  });
  parentPort.postMessage({ length: texts.reduce((sum, text) => sum + text.length, 0), documents: texts.length });
}
