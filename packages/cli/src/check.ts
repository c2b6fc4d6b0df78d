/**
 * A check: the files (files.ts, then shard.ts), each checked (workers.ts, with cache.ts), the report
 * to the formatter chosen by name (formatters/), and the exit code (exit-code.ts).
 */
import { realpathSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { cacheKey, ResultCache } from "./cache.js";
import type { CheckTask } from "./check-file.js";
import type { Config } from "./config.js";
import { EXIT_USAGE, exitCodeOf } from "./exit-code.js";
import { findFiles, type FileEntry } from "./files.js";
import { FORMATTERS } from "./formatters/index.js";
import { workTreeRoot } from "./git.js";
import { withLinkProblems } from "./links.js";
import type { CheckOptions } from "./options.js";
import { writeChunks } from "./output.js";
import { progressLine } from "./progress.js";
import type { FileResult, Report } from "./results.js";
import type { Io } from "./run.js";
import { shardOf } from "./shard.js";
import { applySuppressions } from "./suppressions.js";
import { CacheUnavailable, defaultCacheFile, machineSecret } from "./user-cache.js";
import { VERSION } from "./version.js";
import { checkAll } from "./workers.js";

/** Below this many files, starting worker threads costs more than it saves. */
const FILES_PER_EXTRA_JOB = 200;

export async function check(options: CheckOptions, config: Config, io: Io): Promise<number> {
  const gitRoot = workTreeRoot(io.cwd);
  const root = realpathSync.native(gitRoot ?? io.cwd);
  const cacheFile = options.cache
    ? resolve(io.cwd, options.cacheLocation ?? defaultCacheFile(io.env, io.cwd))
    : undefined;
  const found = findFiles({ cwd: io.cwd, gitRoot, patterns: options.patterns, staged: options.staged, config });
  // The cache file itself is never checked (a --cache-location in the tree may not be ignored).
  let entries = found.entries.filter((entry) => cacheFile === undefined || resolve(io.cwd, entry.path) !== cacheFile);
  if (options.shard !== undefined)
    entries = shardOf(
      entries.map((entry) => ({ ...entry, size: sizeOf(entry, io.cwd) })),
      options.shard,
    );

  const cache = cacheFile === undefined ? undefined : openCache(cacheFile, config, io);
  const tasks: CheckTask[] = entries.map((entry) => {
    const cached = cache?.get(entry.path);
    return cached === undefined ? { entry } : { entry, cached };
  });
  const jobs = jobsFor(options.jobs, tasks.length, io);
  const progress = progressLine(io.stderr);
  const outcomes = await checkAll(
    tasks,
    { cwd: io.cwd, root, settings: config.settings, fix: options.fix, caching: cache !== undefined },
    jobs,
    progress.update,
  );
  progress.clear();

  if (cache !== undefined) {
    outcomes.forEach((outcome) => {
      if (outcome.toCache !== undefined) cache.set(outcome.result.path, outcome.toCache);
    });
    const problem = cache.save();
    if (problem !== undefined) io.stderr.write(`urilint: ${problem}\n`);
  }

  const results = withLinkProblems(
    entries,
    outcomes.map((outcome) => outcome.result),
    { cwd: io.cwd, settings: config.settings, staged: options.staged },
  );
  const suppressed = applySuppressions(results, options.suppressions, io.cwd);
  const checked = suppressed.files.map((result) => (options.quiet ? errorsOnly(result) : result));
  // The directories that could not be read go with the files, in path order.
  const files = found.unreadable.length === 0 ? checked : [...checked, ...found.unreadable].sort(byPath);
  const report: Report = { files, version: VERSION };
  await writeChunks(io.stdout, FORMATTERS[options.format](report, { color: wantsColor(io) }));
  if (suppressed.unpruned !== undefined) {
    io.stderr.write(`urilint: ${suppressed.unpruned}\n`);
    return EXIT_USAGE;
  }
  const decision = exitCodeOf(report, options.maxWarnings);
  if (decision.reason !== undefined) io.stderr.write(`urilint: ${decision.reason}\n`);
  return decision.code;
}

/**
 * The cache, when it can be used: its key needs the machine's secret, and a run that cannot keep
 * one goes on without a cache, saying so. A path that holds something else stops the run (exit 2).
 */
function openCache(file: string, config: Config, io: Io): ResultCache | undefined {
  let secret: Buffer;
  try {
    secret = machineSecret(io.env);
  } catch (error) {
    if (!(error instanceof CacheUnavailable)) throw error;
    io.stderr.write(`urilint: --cache is off in this run: ${error.message}\n`);
    return undefined;
  }
  return ResultCache.open(file, cacheKey(VERSION, config.settings), secret);
}

/**
 * The threads: as asked, but no more than the machine's CPUs (more only share them, each with its
 * own copy of the parsers: 32 jobs on 2 cores took 2.1 GB and 8 times as long); by default one per
 * FILES_PER_EXTRA_JOB files, up to one per CPU.
 */
function jobsFor(asked: number | undefined, files: number, io: Io): number {
  const cpus = availableParallelism();
  if (asked === undefined) return Math.max(1, Math.min(cpus, Math.floor(files / FILES_PER_EXTRA_JOB)));
  if (asked > cpus) {
    io.stderr.write(
      `urilint: --jobs ${asked} is more than the ${cpus} ${cpus === 1 ? "CPU" : "CPUs"} here; using ${cpus}\n`,
    );
    return cpus;
  }
  return asked;
}

function byPath(a: FileResult, b: FileResult): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function sizeOf(entry: FileEntry, cwd: string): number {
  if (entry.size !== undefined) return entry.size;
  try {
    return statSync(resolve(cwd, entry.path)).size;
  } catch {
    return 0;
  }
}

/** --quiet: errors only, as ESLint's --quiet. */
function errorsOnly(result: FileResult): FileResult {
  return result.problems.every((p) => p.severity === "error")
    ? result
    : { ...result, problems: result.problems.filter((p) => p.severity === "error") };
}

/** Colour on a terminal only; NO_COLOR (no-color.org) turns it off, FORCE_COLOR on. */
function wantsColor(io: Io): boolean {
  if (io.env["NO_COLOR"] !== undefined && io.env["NO_COLOR"] !== "") return false;
  const force = io.env["FORCE_COLOR"];
  if (force !== undefined && force !== "" && force !== "0") return true;
  return io.stdout.isTTY === true;
}
