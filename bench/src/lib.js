// Shared by every benchmark: where things are, the smoke switch, statistics, tables and results.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

export const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = dirname(BENCH_DIR);
/** The URL lists (Ada's datasets) in shared/bench-data beside the repository, where CI puts them (CONTRIBUTING.md). */
export const DATA_DIR = join(REPO_ROOT, "..", "shared", "bench-data");
/**
 * The development corpus of real files in other languages (shared/corpus-dev-polyglot, beside
 * bench-data); URILINT_BENCH_CORPUS names it where shared/ is not beside the repository.
 */
export const CORPUS_DIR = process.env.URILINT_BENCH_CORPUS ?? join(REPO_ROOT, "..", "shared", "corpus-dev-polyglot");

/** URILINT_BENCH_SMOKE=1: tiny inputs and one round, to check that a script still runs (tests). */
export const SMOKE = process.env.URILINT_BENCH_SMOKE === "1";

export const now = () => performance.now();

/**
 * `text` as one flat string, as reading a file gives it: a document joined from pieces may be a
 * tree of them in V8, which every reader of it then pays for (the XML scan took 63 ms of CPU on the
 * joined document, 57.6 ms on a flat copy). UTF-16 both ways, so that every code unit is kept.
 */
export function flat(text) {
  return Buffer.from(text, "utf16le").toString("utf16le");
}

/**
 * Milliseconds of CPU the calling thread has run (Linux's /proc/thread-self/schedstat, in
 * nanoseconds), or NaN where there is no such file: beside the wall clock, the figure a shared
 * machine's load moves least.
 */
export function threadCpu() {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0],
    median: quantile(sorted, 0.5),
    max: sorted[sorted.length - 1],
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    count: sorted.length,
  };
}

/** A number with about three significant digits, for tables. */
export function fmt(value, digits = 3) {
  if (value === undefined || Number.isNaN(value)) return "–";
  if (!Number.isFinite(value)) return "∞";
  const magnitude = Math.abs(value);
  if (magnitude >= 10 ** digits) return Math.round(value).toLocaleString("en-US");
  return Number(value.toPrecision(digits)).toString();
}

export function table(headers, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const align = (header, i) => (i === 0 || header === "note" ? "---" : "---:");
  return [line(headers), line(headers.map(align)), ...rows.map(line)].join("\n");
}

function loadAverage() {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "unknown";
  }
}

/** The load average when the benchmark started: the machine's other work, not ours. */
const LOAD_AT_START = loadAverage();

export function machine() {
  let model = cpus()[0]?.model ?? "unknown CPU";
  try {
    const info = readFileSync("/proc/cpuinfo", "utf8");
    model = /^model name\s*:\s*(.+)$/m.exec(info)?.[1] ?? model;
  } catch {
    // not Linux: os.cpus() is the best we have
  }
  return { cpus: cpus().length, model, node: process.version, loadAtStart: LOAD_AT_START, load: loadAverage() };
}

export function machineLine() {
  const m = machine();
  return `${m.cpus} × ${m.model}, Node ${m.node}; load average (1, 5, 15 min) ${m.loadAtStart} at the start, ${m.load} at the end`;
}

/**
 * Writes bench/results/<name>.md (unless smoke) and prints it. The smoke run prints only, so a test
 * never overwrites the committed numbers.
 */
export function report(name, title, sections) {
  const text = [
    `# ${title}`,
    "",
    `Machine: ${machineLine()}. Run: ${new Date().toISOString()}.`,
    "",
    ...sections,
    "",
  ].join("\n");
  if (!SMOKE) {
    mkdirSync(join(BENCH_DIR, "results"), { recursive: true });
    writeFileSync(join(BENCH_DIR, "results", `${name}.md`), text);
  }
  process.stdout.write(`${text}\n`);
  return text;
}

/** Gives the collector a chance between measurements, when node runs with --expose-gc. */
export function collect() {
  globalThis.gc?.();
}

/** Rotates `items` by `round`, so that over the rounds each one runs early and late alike. */
export function rotate(items, round) {
  const shift = round % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
