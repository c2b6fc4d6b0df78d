// Scaling benchmark: time per call against input length, 1 KB to 10 MB, on hostile shapes, for
// urilint's entry points and the peers. Each (shape, function) series runs in a worker thread; a
// peer is skipped at a length where one call would exceed LIMIT_MS, and stopped if it overruns.
import { Worker } from "node:worker_threads";
import { fmt, report, SMOKE, table } from "./lib.js";
import { SCALING_FUNCTIONS } from "./peers.js";
import { SHAPES } from "./shapes.js";

const LENGTHS = SMOKE ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000, 10_000_000];
/** A peer is skipped where one call would exceed 2 s; urilint's own functions get 10 s, to show more of their curve. */
const LIMIT_MS = 2_000;
const OWN_LIMIT_MS = 10_000;
/** A linear function grows about 10x per 10x; the target allows ~11x. */
const TARGET_GROWTH = 11;
/** Growth is judged from this length on: below it, a call's fixed costs hide the slope. */
const JUDGE_FROM = 10_000;

function series(shape, fn) {
  const limitMs = fn.startsWith("urilint") ? OWN_LIMIT_MS : LIMIT_MS;
  return new Promise((resolve) => {
    const points = new Map();
    const worker = new Worker(new URL("./scaling-worker.js", import.meta.url), {
      workerData: { shape, fn, lengths: LENGTHS, limitMs, batchMs: SMOKE ? 1 : 40 },
      resourceLimits: { maxOldGenerationSizeMb: 6_000 },
    });
    let timer;
    let finished = false;
    const finish = (reason) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      for (const length of LENGTHS) if (!points.has(length)) points.set(length, { skipped: reason });
      void worker.terminate();
      resolve(points);
    };
    // A single call may take up to LIMIT_MS; three calls and the input's construction, then stop it.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(`stopped: one call took over ${limitMs / 1000} s`), 4 * limitMs + 10_000);
    };
    arm();
    worker.on("message", (message) => {
      if (message.done) return finish("not reached");
      points.set(message.length, message);
      arm();
    });
    worker.on("error", (error) =>
      finish(/memory/i.test(String(error)) ? "out of memory (6 GB heap)" : `failed: ${error.message}`),
    );
    worker.on("exit", () => finish("worker exited"));
  });
}

function cell(point) {
  if (point.skipped !== undefined) return "skipped";
  return point.ms >= 1 ? `${fmt(point.ms)} ms` : `${fmt(point.ms * 1000)} µs`;
}

/** The smoke run checks the machinery on a few series only: each series starts a worker. */
const SMOKE_FUNCTIONS = ["urilint tryParse", "Node URL (Ada)", "char loop"];

export async function run() {
  // URILINT_BENCH_FUNCTIONS / URILINT_BENCH_SHAPES (comma-separated names) run a part, to look into it.
  const pick = (names, variable) =>
    process.env[variable] === undefined ? names : names.filter((n) => process.env[variable].split(",").includes(n));
  const functions = pick(
    Object.keys(SCALING_FUNCTIONS).filter((fn) => !SMOKE || SMOKE_FUNCTIONS.includes(fn)),
    "URILINT_BENCH_FUNCTIONS",
  );
  const shapes = pick(Object.keys(SHAPES).slice(0, SMOKE ? 2 : undefined), "URILINT_BENCH_SHAPES");
  const sections = [];
  const verdicts = [];
  const notes = new Set();
  for (const shape of shapes) {
    const rows = [];
    for (const fn of functions) {
      const points = await series(shape, fn);
      const row = [fn.startsWith("urilint") ? `**${fn}**` : fn, ...LENGTHS.map((length) => cell(points.get(length)))];
      const growths = [];
      for (let i = 1; i < LENGTHS.length; i++) {
        const a = points.get(LENGTHS[i - 1]);
        const b = points.get(LENGTHS[i]);
        const g = a.ms !== undefined && b.ms !== undefined ? b.ms / a.ms : undefined;
        growths.push(g);
        row.push(g === undefined ? "–" : `${fmt(g)}x`);
      }
      const judged = growths.filter((g, i) => g !== undefined && LENGTHS[i] >= JUDGE_FROM);
      const worst = judged.length > 0 ? Math.max(...judged) : undefined;
      const overall = overallGrowth(points);
      row.push(worst === undefined ? "–" : `${fmt(worst)}x`, overall === undefined ? "–" : `${fmt(overall)}x`);
      for (const length of LENGTHS) {
        const point = points.get(length);
        if (point.skipped !== undefined && point.skipped !== "not reached")
          notes.add(`${shape}, ${fn}, ${length.toLocaleString("en-US")} chars: ${point.skipped}`);
      }
      rows.push(row);
      if (fn.startsWith("urilint") || fn === "char loop") verdicts.push({ shape, fn, worst, overall, points });
    }
    const steps = LENGTHS.slice(1).map((length, i) => `${label(LENGTHS[i])}→${label(length)}`);
    sections.push(
      `### ${shape}`,
      "",
      table(
        ["function", ...LENGTHS.map(label), ...steps, `worst step from ${label(JUDGE_FROM)}`, "growth per 10x"],
        rows,
      ),
      "",
    );
  }

  const summary = verdicts
    .filter((v) => v.fn !== "char loop")
    .map((v) => {
      const loop = verdicts.find((w) => w.shape === v.shape && w.fn === "char loop");
      const complete = LENGTHS.every((length) => v.points.get(length).ms !== undefined);
      const verdict =
        v.overall === undefined
          ? "not judged (no step from " + label(JUDGE_FROM) + ")"
          : !complete
            ? "NOT met (incomplete)"
            : v.overall <= TARGET_GROWTH
              ? "met"
              : "NOT met";
      const x = (g) => (g === undefined ? "–" : `${fmt(g)}x`);
      return [v.shape, v.fn, x(v.overall), x(v.worst), x(loop?.overall), x(loop?.worst), verdict];
    });

  return report("scaling", "Scaling: time against input length on hostile shapes", [
    `Time per call: the fastest of five samples, each taken after a garbage collection (noise only adds`,
    `time). Lengths in UTF-16 code units (ASCII here, so bytes). The growth factor is`,
    `time(10n) / time(n); a linear function shows about 10x. "worst step" is the largest factor from`,
    `${label(JUDGE_FROM)} on; "growth per 10x" is the whole slope from ${label(JUDGE_FROM)} to the longest length, time(longest) / time(${label(JUDGE_FROM)})`,
    `to the power 1 / (decades between them). Below ${label(JUDGE_FROM)} a call's fixed cost hides the slope. The target is judged on`,
    `the whole slope: single steps jump where the input outgrows a cache or the young generation, which the char loop, reading`,
    `each character once and allocating nothing, shows too. A length is skipped where one call would take (at the growth seen so far, at least 10x)`,
    `over ${LIMIT_MS / 1000} s for a peer, ${OWN_LIMIT_MS / 1000} s for urilint's own functions.`,
    "",
    `## urilint against the target (growth ≤ ${TARGET_GROWTH}x per 10x)`,
    "",
    table(
      [
        "shape",
        "function",
        "growth per 10x",
        "worst step",
        "char loop: growth per 10x",
        "char loop: worst step",
        "target",
      ],
      summary,
    ),
    "",
    "## Every shape and function",
    "",
    ...sections,
    ...(notes.size > 0 ? ["Skipped or stopped:", "", ...[...notes].map((n) => `- ${n}`), ""] : []),
  ]);
}

/** The average growth per 10x of length from JUDGE_FROM to the longest length measured. */
function overallGrowth(points) {
  const from = points.get(JUDGE_FROM);
  const longest = [...LENGTHS].reverse().find((length) => length > JUDGE_FROM && points.get(length)?.ms !== undefined);
  if (from?.ms === undefined || longest === undefined) return undefined;
  return (points.get(longest).ms / from.ms) ** (1 / Math.log10(longest / JUDGE_FROM));
}

function label(length) {
  if (length >= 1_000_000) return `${length / 1_000_000} M`;
  if (length >= 1_000) return `${length / 1_000} K`;
  return String(length);
}
