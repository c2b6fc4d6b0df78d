// One language of the scan bench (scan.js), in a thread of its own: the parser alone, the char loop
// floor, the scan and the whole analysis on the language's large document, then the scan's growth
// from 1 KB to 10 MB. Posts { speedRow, growthRow } (table cells) once.
//
// The parser alone runs in a thread of its own (this module again, with `role: "parser"`), asked
// for one timed parse at its turn in each round. In one thread the parser's objects and the
// scanner's shared the parser's compiled code (saxes, for XML): that code then served two kinds of
// parser objects instead of one, and was thrown away at a full collection whenever either side's
// objects had all died. Neither is what a program running only one of them pays: each side now
// has a thread, a heap and compiled code of its own.
import { Worker, parentPort, workerData } from "node:worker_threads";
import { collect, flat, fmt, now, threadCpu } from "./lib.js";

const { input: inputUrl, rounds, sizes, smoke, role } = workerData;
const input = await import(inputUrl);
/** The documents timed: the input's files each on its own where it has them, else its one large document. */
const byFile = input.documents !== undefined && process.env.URILINT_BENCH_JOINED !== "1";
const texts = (smoke ? [input.grow(20_000)] : byFile ? input.documents() : [input.document()]).map(flat);
const length = texts.reduce((sum, text) => sum + text.length, 0);
const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);

if (role === "parser") servePlainParses();
else await measure();

/**
 * The parser's thread: each message asks for one parse of the document (after a collection),
 * answered with its time. What the last parse gave (its tree, or its parser) is kept through the
 * collection, as the scanner keeps one object of each kind it makes (`KEPT_ALIVE`): with every
 * object of a kind gone, a full collection throws away the compiled code made for that kind, and
 * the parser alone would pay at each round what the scanner no longer pays.
 */
function servePlainParses() {
  let kept;
  parentPort.on("message", () => {
    collect();
    const start = now();
    const cpuStart = threadCpu();
    for (const text of texts) kept = input.parser.parse(text) ?? kept;
    parentPort.postMessage({ wall: now() - start, cpu: threadCpu() - cpuStart });
  });
  parentPort.postMessage("ready");
}

/** Starts the parser's thread; its `parse()` resolves to the wall and CPU milliseconds of one parse there. */
async function parserThread() {
  const worker = new Worker(new URL(import.meta.url), { workerData: { ...workerData, role: "parser" } });
  const answer = () =>
    new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  await answer();
  return {
    parse() {
      const time = answer();
      worker.postMessage("parse");
      return time;
    },
    stop: () => worker.terminate(),
  };
}

/** A loop that reads every char code once: the floor of any scanner. */
function charLoop(text) {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
  return sum;
}

/** `fn` called on every timed document. */
function onEach(fn) {
  return () => {
    for (const text of texts) fn(text);
  };
}

/** The wall and CPU milliseconds of one call of `fn` in this thread, after a collection. */
function timeHere(fn) {
  return () => {
    collect();
    const start = now();
    const cpuStart = threadCpu();
    fn();
    return { wall: now() - start, cpu: threadCpu() - cpuStart };
  };
}

/** Median wall milliseconds of `fn()` over the rounds, after one warm-up call. */
async function time(fn) {
  return (await timeTogether({ fn: timeHere(fn) })).fn.wall;
}

function median(values) {
  return values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/**
 * Median wall and CPU milliseconds of each timer (a function giving, or promising, both for one
 * call) over the rounds, after one warm-up call each, the timers interleaved within every round: a
 * change in the machine's load falls on all of them alike, and their ratios hold even when the
 * times do not. The thread's CPU time is what the load moves least on a shared machine.
 */
async function timeTogether(timers) {
  const names = Object.keys(timers);
  for (const name of names) await timers[name]();
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) samples[name].push(await timers[name]());
  }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { wall: median(samples[name].map((s) => s.wall)), cpu: median(samples[name].map((s) => s.cpu)) },
    ]),
  );
}

async function measure() {
  // Loaded here, so that the parser's thread holds nothing of urilint.
  const { resolveChecks } = await import("@urilint/core");
  const { findUris, matchOptions, prepareLanguage, runSync, scanDocument } = await import("@urilint/scan");
  // A language whose grammar loads asynchronously (WebAssembly) loads it before any timing.
  await prepareLanguage(input.language);
  const options = matchOptions({}, resolveChecks({}, {}).codes);
  const scanOnly = (text) => runSync(scanDocument(text, input.language, () => {}));
  const analyzeAll = (text) => runSync(findUris(text, input.language, options)).matches.length;
  const speed = (ms) => `${fmt(ms)} ms (${fmt(bytes / 1e6 / (ms / 1000))} MB/s)`;

  const parser = await parserThread();
  const times = await timeTogether({
    parse: () => parser.parse(),
    floor: timeHere(onEach(charLoop)),
    scan: timeHere(onEach(scanOnly)),
    all: timeHere(onEach(analyzeAll)),
  });
  await parser.stop();
  const [parse, floor, scan, all] = [times.parse.wall, times.floor.wall, times.scan.wall, times.all.wall];
  // A thread's CPU time moves by the scheduler's ticks: too short a parse (a smoke run's) gives none.
  const cpuRatio = (name) => (times.parse.cpu > 0 ? `${fmt(times[name].cpu / times.parse.cpu)}x` : "–");
  const speedRow = [
    input.language,
    byFile ? `${input.documentsSource} (${texts.length.toLocaleString("en-US")} documents)` : input.source,
    fmt(length / 1e6) + " M",
    input.parser.name,
    speed(parse),
    speed(scan),
    `${fmt(scan / parse)}x`,
    cpuRatio("scan"),
    `${fmt(scan / floor)}x`,
    speed(all),
    `${fmt(all / parse)}x`,
    cpuRatio("all"),
  ];

  let previous;
  const growthRow = [input.language];
  for (const size of sizes) {
    const grown = input.grow(size);
    const ms = await time(() => scanOnly(grown));
    growthRow.push(previous === undefined ? `${fmt(ms)} ms` : `${fmt(ms)} ms (${fmt(ms / previous)}x)`);
    previous = ms;
  }
  parentPort.postMessage({ speedRow, growthRow });
}
