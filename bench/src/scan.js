// The scanners, per language: on a large real document, the time of the language's parser alone
// beside the scanner (parse + find candidates) and the whole analysis (+ the core's detector and
// checks), as MB/s and as ratios to the parser (goal: scanning ≤ 2x the parser's own time); and the
// growth of the scan from 1 KB to 10 MB (goal: linear, about 10x per 10x).
//
// Each language is one module in scan-inputs/: { language, parser: { name, parse(text) } | undefined,
// document(): a large real document (string), grow(target): that document's records repeated or cut
// to about `target` UTF-16 units, and where the language's files are documents of their own
// (the tree-sitter languages) documents(): those files, repeated to about 4 M UTF-16 units, timed
// each on its own as the command reads them (URILINT_BENCH_JOINED=1 times the one document) }. A language read by a hand-written scanner is measured against the
// fastest well-known parser of that language (what reading it otherwise costs). Every row also shows
// the floor: a loop that reads every char code once, and how many such passes the scan costs.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { BENCH_DIR, SMOKE, fmt, report, table } from "./lib.js";

const ROUNDS = SMOKE ? 1 : Number(process.env.URILINT_BENCH_ROUNDS ?? 7);
// URILINT_BENCH_SIZES=1000,100000 sets the growth table's sizes (an empty value: no growth table).
const SIZES = SMOKE
  ? [1_000, 10_000]
  : (process.env.URILINT_BENCH_SIZES?.split(",").filter(Boolean).map(Number) ?? [
      1_000, 10_000, 100_000, 1_000_000, 10_000_000,
    ]);
const ASKED = process.env.URILINT_BENCH_LANGUAGES?.split(",");

/** The input modules of the languages asked for (all by default), by file URL. */
async function inputs() {
  const dir = join(BENCH_DIR, "src", "scan-inputs");
  const modules = [];
  const known = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .sort()) {
    const url = pathToFileURL(join(dir, file)).href;
    const module = await import(url);
    known.push(module.language);
    if (ASKED === undefined || ASKED.includes(module.language)) modules.push(url);
  }
  // A name the bench does not have (`typescript` for `ts`) would otherwise be left out without a word.
  const unknown = (ASKED ?? []).filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `URILINT_BENCH_LANGUAGES: no scanner input named ${unknown.join(", ")}; the names are ${known.join(", ")}`,
    );
  return modules;
}

/**
 * One language measured in a thread of its own (scan-worker.js): its own heap, so that the garbage
 * of the languages measured before (several hundred MB of trees) never weighs on its figures.
 */
function measureLanguage(input) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./scan-worker.js", import.meta.url), {
      workerData: { input, rounds: ROUNDS, sizes: SIZES, smoke: SMOKE },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the scan bench's worker for ${input} exited with ${code}`)));
  });
}

export async function run() {
  const speedRows = [];
  const growthRows = [];
  for (const input of await inputs()) {
    const { speedRow, growthRow } = await measureLanguage(input);
    speedRows.push(speedRow);
    growthRows.push(growthRow);
  }
  // A run of some languages (URILINT_BENCH_LANGUAGES) has a results file of its own: it must not
  // replace the figures of the run of every language.
  const name = ASKED === undefined ? "scan" : "scan-some";
  const title =
    ASKED === undefined
      ? "Scanners: each language beside its parser"
      : `Scanners: ${ASKED.join(", ")} beside their parsers`;
  return report(name, title, [
    `Median of ${ROUNDS} rounds after a warm-up call, the parser, the char loop, the scan and the whole analysis interleaved in each round, each language in a thread of its own and its parser alone in another. "scan" is the parse plus finding the candidates;`,
    `"all" adds the core's detector and checks on them (what a front-end runs). Goal: scan ≤ 2x the parser.`,
    `"scan / char loop": the scan's time in passes of a loop that reads every char code once (the floor). The ratios "in CPU" are of each thread's own CPU time (Linux's schedstat), which a shared machine's load moves least;`,
    `the others, and the times, are of the wall clock.`,
    "",
    table(
      [
        "language",
        "document",
        "size",
        "parser",
        "parser alone",
        "scan",
        "scan / parser",
        "in CPU",
        "scan / char loop",
        "all",
        "all / parser",
        "in CPU",
      ],
      speedRows,
    ),
    "",
    ...(SIZES.length === 0
      ? []
      : [
          "## Growth of the scan with the document's size (in brackets: the factor per 10x)",
          "",
          table(["language", ...SIZES.map((size) => `${fmt(size / 1000)} K`)], growthRows),
        ]),
  ]);
}
