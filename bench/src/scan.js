// The scanners, per language: on a large real document, the time of the language's parser alone
// beside the scanner (parse + find candidates) and the whole analysis (+ the core's detector and
// checks), as MB/s and as ratios to the parser (goal: scanning ≤ 2x the parser's own time); and the
// growth of the scan from 1 KB to 10 MB (goal: linear, about 10x per 10x).
//
// Each language is one module in scan-inputs/: { language, parser: { name, parse(text) } | undefined,
// document(): a large real document (string), grow(target): that document's records repeated or cut
// to about `target` UTF-16 units }. A language read by a hand-written scanner is measured against the
// fastest well-known parser of that language (what reading it otherwise costs). Every row also shows
// the floor: a loop that reads every char code once, and how many such passes the scan costs.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { resolveChecks } from "@urilint/core";
import { findUris, matchOptions, runSync, scanDocument } from "@urilint/scan";
import { BENCH_DIR, SMOKE, collect, fmt, now, report, table } from "./lib.js";

const ROUNDS = SMOKE ? 1 : Number(process.env.URILINT_BENCH_ROUNDS ?? 7);
const SIZES = SMOKE ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000, 10_000_000];
const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);
const ASKED = process.env.URILINT_BENCH_LANGUAGES?.split(",");

/** A loop that reads every char code once: the floor of any scanner. */
const CHAR_LOOP = {
  name: "char loop",
  parse(text) {
    let sum = 0;
    for (let i = 0; i < text.length; i++) sum = (sum + text.charCodeAt(i)) | 0;
    return sum;
  },
};

async function inputs() {
  const dir = join(BENCH_DIR, "src", "scan-inputs");
  const modules = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js")).sort()) {
    const module = await import(pathToFileURL(join(dir, file)).href);
    if (ASKED === undefined || ASKED.includes(module.language)) modules.push(module);
  }
  return modules;
}

/** Median milliseconds of `fn()` over the rounds, after one warm-up call. */
function time(fn) {
  fn();
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    collect();
    const start = now();
    fn();
    samples.push(now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const scanOnly = (text, language) => runSync(scanDocument(text, language, () => {}));
const analyzeAll = (text, language) => runSync(findUris(text, language, OPTIONS)).matches.length;
const mbPerSecond = (text, ms) => (Buffer.byteLength(text) / 1e6) / (ms / 1000);

export async function run() {
  const modules = await inputs();
  const speedRows = [];
  const growthRows = [];
  for (const input of modules) {
    const text = SMOKE ? input.grow(20_000) : input.document();
    const parser = input.parser;
    const parse = time(() => parser.parse(text));
    const floor = time(() => CHAR_LOOP.parse(text));
    const scan = time(() => scanOnly(text, input.language));
    const all = time(() => analyzeAll(text, input.language));
    speedRows.push([
      input.language, input.source, fmt(text.length / 1e6) + " M", parser.name,
      `${fmt(parse)} ms (${fmt(mbPerSecond(text, parse))} MB/s)`,
      `${fmt(scan)} ms (${fmt(mbPerSecond(text, scan))} MB/s)`, `${fmt(scan / parse)}x`, `${fmt(scan / floor)}x`,
      `${fmt(all)} ms (${fmt(mbPerSecond(text, all))} MB/s)`, `${fmt(all / parse)}x`,
    ]);
    let previous;
    const cells = [];
    for (const size of SIZES) {
      const grown = input.grow(size);
      const ms = time(() => scanOnly(grown, input.language));
      cells.push(previous === undefined ? `${fmt(ms)} ms` : `${fmt(ms)} ms (${fmt(ms / previous)}x)`);
      previous = ms;
    }
    growthRows.push([input.language, ...cells]);
  }
  return report("scan", "Scanners: each language beside its parser", [
    `Median of ${ROUNDS} rounds after a warm-up call. "scan" is the parse plus finding the candidates;`,
    `"all" adds the core's detector and checks on them (what a front-end runs). Goal: scan ≤ 2x the parser.`,
    `"scan / char loop": the scan's time in passes of a loop that reads every char code once (the floor).`,
    "",
    table(["language", "document", "size", "parser", "parser alone", "scan", "scan / parser", "scan / char loop", "all", "all / parser"], speedRows),
    "",
    "## Growth of the scan with the document's size (in brackets: the factor per 10x)",
    "",
    table(["language", ...SIZES.map((size) => `${fmt(size / 1000)} K`)], growthRows),
  ]);
}
