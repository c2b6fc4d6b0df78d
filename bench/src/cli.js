// The command on a large real tree: the workspace's installed packages (the pnpm store), copied into
// a temporary corpus in three parts by how urilint reads them: text-like files (plain text, .env,
// Dockerfiles: no full parse), scripts (JS/TS: TypeScript's parser) and data (JSON, Markdown, YAML,
// TOML). Source maps are left out, as a run leaves them out; the store holds little plain text
// besides, so the text-like part is filled up with C headers from /usr/include (Debian's), plain
// text to urilint. Every run is the built bin in a new process (what a user or CI runs), timed from spawn to
// exit, median of the rounds. Beside it: ripgrep (Debian's `rg`) extracting `scheme://` runs from the
// same files, and the parsers alone on the same files in a fresh process. Goals (issue of the
// command): text-like files at least 1/3 of ripgrep's MB/s cold; scripts at most 1.5x the parser's
// time; a warm cache run under 1/10 of the cold one; the largest of 4 shards at most 1.2x the mean;
// 2 jobs at least 1.7x as fast as 1.
//
// The parsers' time is their process's, from spawn to exit (Node's start-up, importing the parser,
// reading the files, parsing), as urilint's is: until 2026-11-27 it was the parse alone, timed inside
// the process after the imports and the reads, against urilint's whole process, so that start-up and
// reading counted on one side only. The parse alone is still reported, beside it, for information.
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { languageOf } from "@urilint/scan";
import { REPO_ROOT, SMOKE, fmt, now, report, rotate, table } from "./lib.js";
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
const PARTS = {
  text: ["text", "dotenv", "dockerfile"],
  scripts: ["js", "jsx", "ts", "tsx"],
  data: ["json", "markdown", "yaml", "toml"],
};
/** Real plain text to fill the text-like part with, when the machine has it. */
const MORE_TEXT = "/usr/include";

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

/**
 * Copies store files into <root>/<part>/ until each part's budget, then headers of /usr/include
 * into the text-like part until its budget; returns { part: { files, bytes } }.
 */
function buildCorpus(root) {
  const parts = Object.fromEntries(Object.keys(PARTS).map((part) => [part, { files: [], bytes: 0 }]));
  const add = (part, path, from, as) => {
    const size = statSync(path).size;
    if (size === 0 || size > MAX_FILE || parts[part].bytes >= BUDGET || !isText(path)) return;
    const target = join(root, part, as, relative(from, path).replaceAll("node_modules", "nm"));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(path, target);
    parts[part].files.push(target);
    parts[part].bytes += size;
  };
  for (const path of storeFiles()) {
    // A run leaves source maps out unless they are named: so does the corpus.
    if (path.endsWith(".map")) continue;
    const language = languageOf(undefined, path);
    const part = Object.keys(PARTS).find((name) => PARTS[name].includes(language));
    if (part !== undefined) add(part, path, STORE, "store");
  }
  if (existsSync(MORE_TEXT)) {
    for (const entry of readdirSync(MORE_TEXT, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile() && languageOf(undefined, path) === "text") add("text", path, MORE_TEXT, "include");
    }
  }
  return parts;
}

/** One run of `command args` in `cwd`: wall time in ms and stdout. */
function once(command, args, cwd) {
  const start = now();
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 });
  const ms = now() - start;
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`${command} ${args.join(" ")}: exit ${result.status}: ${result.stderr}`);
  return { ms, stdout: result.stdout };
}

/**
 * The runs whose times are compared, interleaved: each round runs every one of them once, in an
 * order rotated from round to round, so that a burst of load from the machine's other work falls
 * on all of them alike. Median ms of each, and its last stdout.
 */
function measure(runs) {
  const names = Object.keys(runs);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  const stdout = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of rotate(names, round)) {
      const result = runs[name]();
      samples[name].push(result.ms);
      stdout[name] = result.stdout;
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = samples[name].sort((x, y) => x - y);
      return [name, { ms: sorted[Math.floor(sorted.length / 2)], stdout: stdout[name] }];
    }),
  );
}

/** The run's temporary directory, and the bench's configuration file in it (no size limit in the way). */
let workDir;
let configFile;

/** The corpus split in two by --shard, each half checked by its own process, both at once: what two processes give here. */
const twoProcesses = (cwd) => () => {
  const command = (i) =>
    [process.execPath, BIN, "--format", "json", "--config", configFile, "--jobs", "1", "--shard", `${i}/2`]
      .map((word) => JSON.stringify(word))
      .join(" ");
  return once("bash", ["-c", `${command(1)} > /dev/null & ${command(2)} > /dev/null; wait`], cwd);
};

const urilint = (cwd, args) => () =>
  once(process.execPath, [BIN, "--format", "json", "--config", configFile, ...args], cwd);

const ripgrep = (cwd, jobs) => () =>
  once("rg", ["-o", "-N", "--no-filename", "--no-ignore", "--hidden", "-j", String(jobs), RG_PATTERN, "."], cwd);

/**
 * The parsers alone on the files, in a fresh process: its time from spawn to exit (what urilint's
 * runs are timed by), and in its stdout the time of the parse alone (the files read before that clock starts).
 */
function parsersAlone(files, name) {
  const list = join(workDir, `files-${name}.json`);
  writeFileSync(list, JSON.stringify(files));
  const script = `
    import { readFileSync } from "node:fs";
    import ts from "typescript";
    import { Parser } from "yaml";
    import { fromMarkdown } from "mdast-util-from-markdown";
    import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
    import { gfmFromMarkdown } from "mdast-util-gfm";
    import { mathFromMarkdown } from "mdast-util-math";
    import { frontmatter } from "micromark-extension-frontmatter";
    import { gfm } from "micromark-extension-gfm";
    import { math } from "micromark-extension-math";
    const markdown = { extensions: [gfm(), frontmatter(["yaml"]), math()], mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(["yaml"]), mathFromMarkdown()] };
    const files = JSON.parse(readFileSync(${JSON.stringify(list)}, "utf8")).map((path) => [path, readFileSync(path, "utf8")]);
    const kinds = { js: ts.ScriptKind.JS, mjs: ts.ScriptKind.JS, cjs: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX, ts: ts.ScriptKind.TS, mts: ts.ScriptKind.TS, cts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX };
    const start = performance.now();
    let sink = 0;
    for (const [path, text] of files) {
      const extension = path.slice(path.lastIndexOf(".") + 1);
      if (kinds[extension] !== undefined) sink += ts.createSourceFile(path, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, kinds[extension]).statements.length;
      else if (extension === "json") { try { sink += JSON.stringify(JSON.parse(text)).length > 0 ? 1 : 0; } catch { sink++; } }
      else if (extension === "yaml" || extension === "yml") for (const _ of new Parser().parse(text)) sink++;
      else if (extension === "md" || extension === "markdown") sink += fromMarkdown(text, markdown).children.length;
      else for (let i = 0; i < text.length; i++) sink = (sink + text.charCodeAt(i)) | 0;
    }
    console.log(JSON.stringify({ ms: performance.now() - start, sink }));`;
  return () => once(process.execPath, ["--input-type=module", "-e", script], join(REPO_ROOT, "bench"));
}

/**
 * What any Node program pays for the text-like files, as a yardstick beside ripgrep: a fresh process
 * that lists the directory tree, reads and decodes every file and counts the "://" in it, and does
 * nothing else. urilint cannot come closer to ripgrep than this.
 */
function nodeFloor(cwd) {
  const script = `
    import { closeSync, fstatSync, openSync, readdirSync, readSync } from "node:fs";
    const decoder = new TextDecoder();
    let runs = 0;
    for (const entry of readdirSync(".", { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const fd = openSync(entry.parentPath + "/" + entry.name, "r");
      const bytes = Buffer.allocUnsafe(fstatSync(fd).size + 1);
      const read = readSync(fd, bytes, 0, bytes.length, 0);
      closeSync(fd);
      const text = decoder.decode(bytes.subarray(0, read));
      for (let i = text.indexOf("://"); i !== -1; i = text.indexOf("://", i + 3)) runs++;
    }
    console.log(runs);`;
  return () => once(process.execPath, ["--input-type=module", "-e", script], cwd);
}

/** A loop of pure arithmetic in `threads` worker threads at once: what the machine gives to more threads. */
function arithmetic(threads) {
  const script = `
    import { Worker } from "node:worker_threads";
    const body = "let s = 0; for (let i = 0; i < ${SMOKE ? 2e7 : 1e9}; i++) s = (s + i) | 0; require('node:worker_threads').parentPort.postMessage(s);";
    const start = performance.now();
    let left = ${threads};
    for (let i = 0; i < ${threads}; i++) new Worker(body, { eval: true, execArgv: [] }).once("message", () => { if (--left === 0) console.log(performance.now() - start); });`;
  return () => ({
    ms: Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })),
    stdout: "",
  });
}

const mbps = (bytes, ms) => `${fmt(bytes / 1e6 / (ms / 1000))} MB/s`;
const perSecond = (count, ms) => `${fmt(count / (ms / 1000))} files/s`;

export async function run() {
  const rgVersion = spawnSync("rg", ["--version"], { encoding: "utf8" });
  if (rgVersion.status !== 0)
    throw new Error("ripgrep (rg) is not installed: apt-get install -y ripgrep (scripts/setup.sh does)");
  const root = mkdtempSync(join(tmpdir(), "urilint-bench-cli-"));
  workDir = root;
  try {
    const corpus = join(root, "corpus");
    const parts = buildCorpus(corpus);
    const fromInclude = parts.text.files.filter((path) => path.startsWith(join(corpus, "text", "include")));
    const textFromInclude = {
      files: fromInclude.length,
      bytes: fromInclude.reduce((sum, path) => sum + statSync(path).size, 0),
    };
    configFile = join(root, "bench.config.json");
    writeFileSync(configFile, JSON.stringify({ maxFileSize: 10_000_000 }));
    const rows = [];
    const row = (what, files, bytes, ms, note = "") =>
      rows.push([
        what,
        String(files),
        fmt(bytes / 1e6) + " MB",
        `${fmt(ms)} ms`,
        perSecond(files, ms),
        mbps(bytes, ms),
        note,
      ]);

    // Text-like files: urilint beside ripgrep, 1 and 2 threads each.
    const text = parts.text;
    const textDir = join(corpus, "text");
    const t = measure({
      rg1: ripgrep(textDir, 1),
      rg2: ripgrep(textDir, 2),
      floor: nodeFloor(textDir),
      urilint1: urilint(textDir, ["--jobs", "1"]),
      urilint2: urilint(textDir, ["--jobs", "2"]),
    });
    const textRuns = t.rg1.stdout.split("\n").filter(Boolean).length;
    const findings = (run) => JSON.parse(run.stdout).counts.errors + JSON.parse(run.stdout).counts.warnings;
    row("text-like: ripgrep -j1", text.files.length, text.bytes, t.rg1.ms, `${textRuns} scheme:// runs`);
    row("text-like: ripgrep -j2", text.files.length, text.bytes, t.rg2.ms);
    row(
      'text-like: a Node program that only lists, reads, decodes and finds "://" (fresh process)',
      text.files.length,
      text.bytes,
      t.floor.ms,
      `${fmt(t.rg1.ms / t.floor.ms)}x of ripgrep -j1's MB/s: the most any Node program reaches`,
    );
    row(
      "text-like: urilint --jobs 1",
      text.files.length,
      text.bytes,
      t.urilint1.ms,
      `${findings(t.urilint1)} findings`,
    );
    row("text-like: urilint --jobs 2", text.files.length, text.bytes, t.urilint2.ms);

    // Scripts and data: urilint beside the parsers alone on the same files.
    const { scripts, data } = parts;
    const p = measure({
      scriptsParser: parsersAlone(scripts.files, "scripts"),
      scripts: urilint(join(corpus, "scripts"), ["--jobs", "1"]),
      dataParsers: parsersAlone(data.files, "data"),
      data: urilint(join(corpus, "data"), ["--jobs", "1"]),
    });
    const parseOnly = (run) => JSON.parse(run.stdout).ms;
    row(
      "scripts: ts.createSourceFile alone (fresh process, spawn to exit)",
      scripts.files.length,
      scripts.bytes,
      p.scriptsParser.ms,
    );
    row(
      "scripts: … of which the parse alone (files read, parser imported)",
      scripts.files.length,
      scripts.bytes,
      parseOnly(p.scriptsParser),
      "for information",
    );
    row("scripts: urilint --jobs 1", scripts.files.length, scripts.bytes, p.scripts.ms);
    row(
      "data: JSON.parse, yaml's Parser, mdast-util-from-markdown, a char loop for TOML (fresh process, spawn to exit)",
      data.files.length,
      data.bytes,
      p.dataParsers.ms,
    );
    row(
      "data: … of which the parse alone (files read, parsers imported)",
      data.files.length,
      data.bytes,
      parseOnly(p.dataParsers),
      "for information",
    );
    row("data: urilint --jobs 1", data.files.length, data.bytes, p.data.ms);

    // The whole corpus: jobs and cache (with the machine's own 1- and 2-thread arithmetic), then shards.
    const allFiles = text.files.length + scripts.files.length + data.files.length;
    const allBytes = text.bytes + scripts.bytes + data.bytes;
    const cacheFile = join(root, "cache.json");
    const coldCache = urilint(corpus, ["--jobs", "1", "--cache", "--cache-location", cacheFile])();
    const a = measure({
      rg: ripgrep(corpus, 2),
      cold1: urilint(corpus, ["--jobs", "1"]),
      cold2: urilint(corpus, ["--jobs", "2"]),
      warm: urilint(corpus, ["--jobs", "1", "--cache", "--cache-location", cacheFile]),
      arithmetic1: arithmetic(1),
      arithmetic2: arithmetic(2),
      processes: twoProcesses(corpus),
    });
    if (a.warm.stdout !== a.cold1.stdout)
      throw new Error("the warm cache run reported something else than the cold run");
    const parallelism = (2 * a.arithmetic1.ms) / a.arithmetic2.ms;
    row("all: ripgrep -j2", allFiles, allBytes, a.rg.ms);
    row("all: urilint --jobs 1, cold", allFiles, allBytes, a.cold1.ms);
    row("all: urilint --jobs 2, cold", allFiles, allBytes, a.cold2.ms);
    row(
      "all: two urilint processes at once, --jobs 1 --shard 1/2 and 2/2 (a control for --jobs 2)",
      allFiles,
      allBytes,
      a.processes.ms,
    );
    row("all: urilint --jobs 1 --cache, filling the cache (one run)", allFiles, allBytes, coldCache.ms);
    row("all: urilint --jobs 1 --cache, warm", allFiles, allBytes, a.warm.ms);
    const s = measure(
      Object.fromEntries([1, 2, 3, 4].map((i) => [i, urilint(corpus, ["--jobs", "1", "--shard", `${i}/4`])])),
    );
    const shards = [1, 2, 3, 4].map((i) => ({ ms: s[i].ms, files: JSON.parse(s[i].stdout).counts.files }));
    shards.forEach((shard, i) => row(`all: urilint --jobs 1 --shard ${i + 1}/4`, shard.files, NaN, shard.ms));
    const shardMean = shards.reduce((sum, shard) => sum + shard.ms, 0) / shards.length;
    const shardFilesTotal = shards.reduce((sum, shard) => sum + shard.files, 0);
    if (shardFilesTotal !== allFiles) throw new Error(`the shards checked ${shardFilesTotal} files, not ${allFiles}`);

    const largestShard = Math.max(...shards.map((s) => s.ms)) / shardMean;
    // [goal, ratio measured, met, what the ratio means]
    const goals = [
      [
        "text-like files: urilint's MB/s ≥ 1/3 of ripgrep's (1 thread each)",
        t.rg1.ms / t.urilint1.ms,
        t.rg1.ms / t.urilint1.ms >= 1 / 3,
        `of ripgrep's MB/s (a Node program that does nothing but read the files: ${fmt(t.rg1.ms / t.floor.ms)}x; urilint takes ${fmt(t.urilint1.ms / t.floor.ms)}x its time)`,
      ],
      [
        "text-like files: the same with 2 threads each",
        t.rg2.ms / t.urilint2.ms,
        t.rg2.ms / t.urilint2.ms >= 1 / 3,
        "of ripgrep's MB/s",
      ],
      [
        "scripts: urilint ≤ 1.5x the parser's time",
        p.scripts.ms / p.scriptsParser.ms,
        p.scripts.ms / p.scriptsParser.ms <= 1.5,
        `the parser's time (spawn to exit each; ${fmt(p.scripts.ms / parseOnly(p.scriptsParser))}x the parse alone)`,
      ],
      [
        "data: urilint ≤ 1.5x the parsers' time (for information: TOML's parser is not run)",
        p.data.ms / p.dataParsers.ms,
        p.data.ms / p.dataParsers.ms <= 1.5,
        `the parsers' time (spawn to exit each; ${fmt(p.data.ms / parseOnly(p.dataParsers))}x the parse alone)`,
      ],
      [
        "warm cache run < 1/10 of the cold one",
        a.warm.ms / a.cold1.ms,
        a.warm.ms / a.cold1.ms < 0.1,
        "the cold run's time",
      ],
      ["largest of 4 shards ≤ 1.2x the mean (time)", largestShard, largestShard <= 1.2, "the mean"],
      [
        "2 jobs ≥ 1.7x as fast as 1 (whole corpus)",
        a.cold1.ms / a.cold2.ms,
        a.cold1.ms / a.cold2.ms >= 1.7,
        `the speed of 1 job; in the same rounds, two processes on the two halves at once: ${fmt(a.cold1.ms / a.processes.ms)}x, and a pure arithmetic loop in 2 threads: ${fmt(parallelism)}x`,
      ],
    ].map(([goal, ratio, met, unit]) => [goal, `${fmt(ratio)}x ${unit}`, met ? "yes" : "**no**"]);
    return report("cli", "The urilint command on the installed packages, beside ripgrep and the parsers", [
      `Corpus: files of the workspace's pnpm store (UTF-8 text only, each at most ${fmt(MAX_FILE / 1e6)} MB, up to ${fmt(BUDGET / 1e6)} MB per part; no source map, as a run leaves them out), the text-like part filled up with C headers of ${MORE_TEXT} (${fmt(textFromInclude.files)} files, ${fmt(textFromInclude.bytes / 1e6)} MB), copied to a temporary directory.`,
      `Each run is a new process (Node start-up and module loading included), median of ${ROUNDS} rounds; the runs compared in a goal are interleaved round by round (the machine's other work falls on all of them alike); the file system cache is warm for every tool.`,
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
