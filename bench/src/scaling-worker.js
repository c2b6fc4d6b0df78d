// Times one function on one hostile shape at growing lengths, in its own thread so that the main
// thread can stop it when a single call runs away. Posts one message per length.
import { parentPort, workerData } from "node:worker_threads";
import { now } from "./lib.js";
import { SCALING_FUNCTIONS } from "./peers.js";
import { SHAPES } from "./shapes.js";

const { shape, fn, lengths, limitMs, batchMs } = workerData;
const run = SCALING_FUNCTIONS[fn];
const make = SHAPES[shape];
let sink = 0;

/** Collects garbage before a sample (when --expose-gc), so no sample pays for an earlier one's. */
const collect = typeof globalThis.gc === "function" ? globalThis.gc : () => {};

function timeOnce(input) {
  collect();
  const start = now();
  sink = (sink + run(input)) | 0;
  return now() - start;
}

/**
 * Time per call: the fastest of five batches of enough calls to last `batchMs` (one call each when
 * slow). The fastest, not the median: noise (another process, a collection triggered by the
 * previous sample) only ever adds time, and the growth factors compare samples across lengths.
 */
function measure(input) {
  const first = timeOnce(input);
  if (first >= 1000) return first; // one call is sample enough, and keeps the run short
  if (first >= batchMs) return Math.min(first, timeOnce(input), timeOnce(input), timeOnce(input), timeOnce(input));
  const reps = Math.max(1, Math.ceil(batchMs / Math.max(first, 1e-3)));
  let best = Infinity;
  for (let b = 0; b < 5; b++) {
    collect();
    const start = now();
    for (let r = 0; r < reps; r++) sink = (sink + run(input)) | 0;
    best = Math.min(best, (now() - start) / reps);
  }
  return best;
}

// Warm the JIT on a small input of the same shape first.
const warm = make(1000);
for (let i = 0; i < 200; i++) sink = (sink + run(warm)) | 0;

let previous;
for (const length of lengths) {
  if (previous !== undefined) {
    // Skip a length whose single call would exceed the limit at the growth seen so far (at least 10x).
    const estimate = previous.ms * Math.max(10, previous.growth ?? 10);
    if (estimate > limitMs) {
      const why = Number.isFinite(estimate)
        ? `estimated ${Math.round(estimate / 100) / 10} s per call`
        : "the previous length already took over the limit";
      parentPort.postMessage({ length, skipped: why });
      continue;
    }
  }
  // Flatten once before timing: JSON.parse builds a fresh sequential string.
  const input = JSON.parse(JSON.stringify(make(length)));
  const ms = measure(input);
  parentPort.postMessage({ length, ms });
  previous = { ms, growth: previous === undefined ? undefined : ms / previous.ms };
  if (ms > limitMs) previous.growth = Infinity;
}
parentPort.postMessage({ done: true, sink });
