// The command on a large real tree: the workspace's installed packages (the pnpm store), copied into
// a temporary corpus in three parts by how urilint reads them: text-like files (plain text, .env,
// Dockerfiles: no full parse), scripts (JS/TS: TypeScript's parser) and data (JSON, Markdown, YAML,
// TOML). Every run is the built bin in a new process (what a user or CI runs), timed from spawn to
// exit, median of the rounds. Beside it: ripgrep (Debian's `rg`) extracting `scheme://` runs from the
// same files, and the parsers alone on the same files in a fresh process. Goals (issue of the
// command): text-like files at least 1/3 of ripgrep's MB/s cold; scripts at most 1.5x the parser's
// time; a warm cache run under 1/10 of the cold one; the largest of 4 shards at most 1.2x the mean;
// 2 jobs at least 1.7x as fast as 1.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { languageOf } from "@urilint/scan";
import { REPO_ROOT, SMOKE, fmt, now, report, table } from "./lib.js";
import { storeFiles } from "./real-files.js";

const BIN = join(REPO_ROOT, "packages", "cli", "dist", "bin.js");
const STORE = join(REPO_ROOT, "node_modules", ".pnpm");
const ROUNDS = SMOKE ? 1 : Number(process.env.URILINT_BENCH_ROUNDS ?? 3);
/** Bytes per part of the corpus. */
const BUDGET = SMOKE ? 300_000 : Number(process.env.URILINT_BENCH_CLI_MB ?? 40) * 1e6;
/** Larger files are left out (minified bundles and generated declarations dominate otherwise). */
const MAX_FILE = 4_000_000;
/** ripgrep's pattern for a `scheme://` run: what a grep-based link extractor does. */
const RG_PATTERN = "[A-Za-z][A-Za-z0-9+.-]*://[^\\s\"'<>()\\[\\]{}`]*";
const PARTS = { text: ["text", "dotenv", "dockerfile"], scripts: ["js", "jsx", "ts", "tsx"], data: ["json", "markdown", "yaml", "toml"] };

/** Whether the file is text urilint reads: UTF-8 without a NUL byte (binary files are skipped by both tools). */
function isText(path) {
  const bytes = readFileSync(path);
  if (bytes.subarray(0, 8000).includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Copies store files into <root>/<part>/ until each part's budget; returns { part: { files, bytes } }. */
function buildCorpus(root) {
  const parts = Object.fromEntries(Object.keys(PARTS).map((part) => [part, { files: [], bytes: 0 }]));
  for (const path of storeFiles()) {
    const language = languageOf(undefined, path);
    const part = Object.keys(PARTS).find((name) => PARTS[name].includes(language));
    const size = statSync(path).size;
    if (part === undefined || size === 0 || size > MAX_FILE || parts[part].bytes >= BUDGET || !isText(path)) continue;
    const target = join(root, part, relative(STORE, path).replaceAll("node_modules", "nm"));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(path, target);
    parts[part].files.push(target);
    parts[part].bytes += size;
  }
  return parts;
}

/** Median wall time in ms of `command args` in `cwd` over the rounds; the last run's stdout. */
function timed(command, args, cwd, { rounds = ROUNDS, before } = {}) {
  const samples = [];
  let stdout = "";
  for (let round = 0; round < rounds; round++) {
    before?.();
    const start = now();
    const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 });
    samples.push(now() - start);
    if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${args.join(" ")}: exit ${result.status}: ${result.stderr}`);
    stdout = result.stdout;
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)], stdout };
}

/** The bench's configuration file (checks every file of the corpus: no size limit in the way). */
let configFile;

function urilint(cwd, args, options) {
  return timed(process.execPath, [BIN, "--format", "json", "--config", configFile, ...args], cwd, options);
}

const ripgrep = (cwd, jobs) => timed("rg", ["-o", "-N", "--no-filename", "--no-ignore", "--hidden", "-j", String(jobs), RG_PATTERN, "."], cwd);

/** The parsers alone on the files, in a fresh process, the files read before the clock starts. */
function parsersAlone(files) {
  const list = join(tmpdir(), `urilint-bench-files-${process.pid}.json`);
  writeFileSync(list, JSON.stringify(files));
  const script = `
    import { readFileSync } from "node:fs";
    import ts from "typescript";
    import { Parser } from "yaml";
    const files = JSON.parse(readFileSync(${JSON.stringify(list)}, "utf8")).map((path) => [path, readFileSync(path, "utf8")]);
    const kinds = { js: ts.ScriptKind.JS, mjs: ts.ScriptKind.JS, cjs: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX, ts: ts.ScriptKind.TS, mts: ts.ScriptKind.TS, cts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX };
    const start = performance.now();
    let sink = 0;
    for (const [path, text] of files) {
      const extension = path.slice(path.lastIndexOf(".") + 1);
      if (kinds[extension] !== undefined) sink += ts.createSourceFile(path, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, kinds[extension]).statements.length;
      else if (extension === "json") { try { sink += JSON.stringify(JSON.parse(text)).length > 0 ? 1 : 0; } catch { sink++; } }
      else if (extension === "yaml" || extension === "yml") for (const _ of new Parser().parse(text)) sink++;
      else for (let i = 0; i < text.length; i++) sink = (sink + text.charCodeAt(i)) | 0;
    }
    console.log(JSON.stringify({ ms: performance.now() - start, sink }));`;
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: join(REPO_ROOT, "bench"), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    samples.push(JSON.parse(out).ms);
  }
  rmSync(list, { force: true });
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/**
 * What two threads give on this machine: a loop of pure arithmetic in one worker thread, then in
 * two at once (wall time; the machine's cores may be shared or throttled, as on a VM).
 */
function machineParallelism() {
  const script = `
    import { Worker } from "node:worker_threads";
    const body = "let s = 0; for (let i = 0; i < ${SMOKE ? 2e7 : 1e9}; i++) s = (s + i) | 0; require('node:worker_threads').parentPort.postMessage(s);";
    const run = (n) => new Promise((resolve) => {
      const start = performance.now();
      let left = n;
      for (let i = 0; i < n; i++) new Worker(body, { eval: true, execArgv: [] }).once("message", () => { if (--left === 0) resolve(performance.now() - start); });
    });
    const one = await run(1);
    const two = await run(2);
    console.log(JSON.stringify({ one, two }));`;
  const { one, two } = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
  // Two loops of the same length: the speed-up is twice the work in `two` ms against `one`.
  return (2 * one) / two;
}

const mbps = (bytes, ms) => `${fmt(bytes / 1e6 / (ms / 1000))} MB/s`;
const perSecond = (count, ms) => `${fmt(count / (ms / 1000))} files/s`;

export async function run() {
  const rgVersion = spawnSync("rg", ["--version"], { encoding: "utf8" });
  if (rgVersion.status !== 0) throw new Error("ripgrep (rg) is not installed: apt-get install -y ripgrep (scripts/setup.sh does)");
  const root = mkdtempSync(join(tmpdir(), "urilint-bench-cli-"));
  try {
    const corpus = join(root, "corpus");
    const parts = buildCorpus(corpus);
    configFile = join(root, "bench.config.json");
    writeFileSync(configFile, JSON.stringify({ maxFileSize: 10_000_000 }));
    const rows = [];
    const row = (what, files, bytes, ms, note = "") => rows.push([what, String(files), fmt(bytes / 1e6) + " MB", `${fmt(ms)} ms`, perSecond(files, ms), mbps(bytes, ms), note]);

    // Text-like files: urilint beside ripgrep, 1 and 2 threads each.
    const text = parts.text;
    const textDir = join(corpus, "text");
    const rg1 = ripgrep(textDir, 1);
    const rg2 = ripgrep(textDir, 2);
    const textRuns = rg1.stdout.split("\n").filter(Boolean).length;
    const text1 = urilint(textDir, ["--jobs", "1"]);
    const text2 = urilint(textDir, ["--jobs", "2"]);
    row("text-like: ripgrep -j1", text.files.length, text.bytes, rg1.ms, `${textRuns} scheme:// runs`);
    row("text-like: ripgrep -j2", text.files.length, text.bytes, rg2.ms);
    row("text-like: urilint --jobs 1", text.files.length, text.bytes, text1.ms, `${JSON.parse(text1.stdout).counts.errors + JSON.parse(text1.stdout).counts.warnings} findings`);
    row("text-like: urilint --jobs 2", text.files.length, text.bytes, text2.ms);

    // Scripts: urilint beside TypeScript's parser alone on the same files.
    const scripts = parts.scripts;
    const scriptsDir = join(corpus, "scripts");
    const parseScripts = parsersAlone(scripts.files);
    const scripts1 = urilint(scriptsDir, ["--jobs", "1"]);
    row("scripts: ts.createSourceFile alone (fresh process, files read)", scripts.files.length, scripts.bytes, parseScripts);
    row("scripts: urilint --jobs 1", scripts.files.length, scripts.bytes, scripts1.ms);
    const data = parts.data;
    const dataDir = join(corpus, "data");
    const parseData = parsersAlone(data.files);
    const data1 = urilint(dataDir, ["--jobs", "1"]);
    row("data: JSON.parse, yaml's Parser, a char loop for Markdown (fresh process, files read)", data.files.length, data.bytes, parseData);
    row("data: urilint --jobs 1", data.files.length, data.bytes, data1.ms);

    // The whole corpus: jobs, cache, shards.
    const allFiles = text.files.length + scripts.files.length + data.files.length;
    const allBytes = text.bytes + scripts.bytes + data.bytes;
    const cacheFile = join(root, "cache.json");
    const rgAll = ripgrep(corpus, 2);
    const cold1 = urilint(corpus, ["--jobs", "1"]);
    const cold2 = urilint(corpus, ["--jobs", "2"]);
    const coldCache = urilint(corpus, ["--jobs", "1", "--cache", "--cache-location", cacheFile], { rounds: 1, before: () => rmSync(cacheFile, { force: true }) });
    const warm = urilint(corpus, ["--jobs", "1", "--cache", "--cache-location", cacheFile]);
    if (warm.stdout !== cold1.stdout) throw new Error("the warm cache run reported something else than the cold run");
    row("all: ripgrep -j2", allFiles, allBytes, rgAll.ms);
    row("all: urilint --jobs 1, cold", allFiles, allBytes, cold1.ms);
    row("all: urilint --jobs 2, cold", allFiles, allBytes, cold2.ms);
    row("all: urilint --jobs 1 --cache, filling the cache", allFiles, allBytes, coldCache.ms);
    row("all: urilint --jobs 1 --cache, warm", allFiles, allBytes, warm.ms);
    const parallelism = machineParallelism();
    const shards = [1, 2, 3, 4].map((i) => {
      const result = urilint(corpus, ["--jobs", "1", "--shard", `${i}/4`]);
      return { ms: result.ms, files: JSON.parse(result.stdout).counts.files };
    });
    shards.forEach((shard, i) => row(`all: urilint --jobs 1 --shard ${i + 1}/4`, shard.files, NaN, shard.ms));
    const shardMean = shards.reduce((sum, s) => sum + s.ms, 0) / shards.length;
    const shardFilesTotal = shards.reduce((sum, s) => sum + s.files, 0);
    if (shardFilesTotal !== allFiles) throw new Error(`the shards checked ${shardFilesTotal} files, not ${allFiles}`);

    const largestShard = Math.max(...shards.map((s) => s.ms)) / shardMean;
    // [goal, ratio measured, met, what the ratio means]
    const goals = [
      ["text-like files: urilint's MB/s ≥ 1/3 of ripgrep's (1 thread each)", rg1.ms / text1.ms, rg1.ms / text1.ms >= 1 / 3, "of ripgrep's MB/s"],
      ["text-like files: the same with 2 threads each", rg2.ms / text2.ms, rg2.ms / text2.ms >= 1 / 3, "of ripgrep's MB/s"],
      ["scripts: urilint ≤ 1.5x the parser's time", scripts1.ms / parseScripts, scripts1.ms / parseScripts <= 1.5, "the parser's time"],
      ["data: urilint ≤ 1.5x the parsers' time (for information: Markdown has no parser)", data1.ms / parseData, data1.ms / parseData <= 1.5, "the parsers' time"],
      ["warm cache run < 1/10 of the cold one", warm.ms / cold1.ms, warm.ms / cold1.ms < 0.1, "the cold run's time"],
      ["largest of 4 shards ≤ 1.2x the mean (time)", largestShard, largestShard <= 1.2, "the mean"],
      ["2 jobs ≥ 1.7x as fast as 1 (whole corpus)", cold1.ms / cold2.ms, cold1.ms / cold2.ms >= 1.7, `the speed of 1 job; this machine's own 2-thread speed-up on a pure arithmetic loop: ${fmt(parallelism)}x`],
    ].map(([goal, ratio, met, unit]) => [goal, `${fmt(ratio)}x ${unit}`, met ? "yes" : "**no**"]);
    return report("cli", "The urilint command on the installed packages, beside ripgrep and the parsers", [
      `Corpus: files of the workspace's pnpm store (UTF-8 text only, each at most ${fmt(MAX_FILE / 1e6)} MB, up to ${fmt(BUDGET / 1e6)} MB per part), copied to a temporary directory.`,
      `Each run is a new process (Node start-up and module loading included), median of ${ROUNDS}; the file system cache is warm for every tool.`,
      `ripgrep: \`${rgVersion.stdout.split("\n")[0]}\`, \`rg -o -N --no-filename --no-ignore --hidden -j<n> '${RG_PATTERN}' .\`. urilint: \`--format json\`, \`maxFileSize\` 10,000,000.`,
      "",
      table(["run", "files", "bytes", "time", "files/s", "MB/s", "note"], rows),
      "",
      "## Goals",
      "",
      table(["goal", "result", "met?"], goals),
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
