// One language of the scan bench (scan.js), in a thread of its own: the parser alone, the char loop
// floor, the scan and the whole analysis on the language's large document, then the scan's growth
// from 1 KB to 10 MB. Posts { speedRow, growthRow } (table cells) once.
import { parentPort, workerData } from "node:worker_threads";
import { resolveChecks } from "@urilint/core";
import { findUris, matchOptions, prepareLanguage, runSync, scanDocument } from "@urilint/scan";
import { collect, fmt, now } from "./lib.js";

const { input: inputUrl, rounds, sizes, smoke } = workerData;
const input = await import(inputUrl);
// A language whose grammar loads asynchronously (WebAssembly) loads it before any timing.
await prepareLanguage(input.language);
const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);

/** A loop that reads every char code once: the floor of any scanner. */
function charLoop(text) {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
  return sum;
}

/** Median milliseconds of `fn()` over the rounds, after one warm-up call. */
function time(fn) {
  return timeTogether({ fn }).fn;
}

/**
 * Median milliseconds of each function over the rounds, after one warm-up call each, the functions
 * interleaved within every round: a change in the machine's load falls on all of them alike, and
 * their ratios hold even when the times do not.
 */
function timeTogether(fns) {
  const names = Object.keys(fns);
  for (const name of names) fns[name]();
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      collect();
      const start = now();
      fns[name]();
      samples[name].push(now() - start);
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = samples[name].sort((a, b) => a - b);
      return [name, sorted[Math.floor(sorted.length / 2)]];
    }),
  );
}

const scanOnly = (text) => runSync(scanDocument(text, input.language, () => {}));
const analyzeAll = (text) => runSync(findUris(text, input.language, OPTIONS)).matches.length;
const mbPerSecond = (text, ms) => Buffer.byteLength(text) / 1e6 / (ms / 1000);
const speed = (text, ms) => `${fmt(ms)} ms (${fmt(mbPerSecond(text, ms))} MB/s)`;

const text = smoke ? input.grow(20_000) : input.document();
const { parse, floor, scan, all } = timeTogether({
  parse: () => input.parser.parse(text),
  floor: () => charLoop(text),
  scan: () => scanOnly(text),
  all: () => analyzeAll(text),
});
const speedRow = [
  input.language,
  input.source,
  fmt(text.length / 1e6) + " M",
  input.parser.name,
  speed(text, parse),
  speed(text, scan),
  `${fmt(scan / parse)}x`,
  `${fmt(scan / floor)}x`,
  speed(text, all),
  `${fmt(all / parse)}x`,
];

let previous;
const growthRow = [input.language];
for (const size of sizes) {
  const grown = input.grow(size);
  const ms = time(() => scanOnly(grown));
  growthRow.push(previous === undefined ? `${fmt(ms)} ms` : `${fmt(ms)} ms (${fmt(ms / previous)}x)`);
  previous = ms;
}
parentPort.postMessage({ speedRow, growthRow });
