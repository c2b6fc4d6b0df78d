/**
 * A check: the files (files.ts, then shard.ts), each checked (workers.ts, with cache.ts), the report
 * to the formatter chosen by name (formatters/), and the exit code (exit-code.ts).
 */
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { cacheKey, defaultCacheLocation, ResultCache } from "./cache.js";
import type { CheckTask } from "./check-file.js";
import type { Config } from "./config.js";
import { EXIT_USAGE, exitCodeOf } from "./exit-code.js";
import { findFiles, type FileEntry } from "./files.js";
import { FORMATTERS } from "./formatters/index.js";
import { withLinkProblems } from "./links.js";
import type { CheckOptions } from "./options.js";
import { progressLine } from "./progress.js";
import type { FileResult, Report } from "./results.js";
import type { Io } from "./run.js";
import { shardOf } from "./shard.js";
import { applySuppressions } from "./suppressions.js";
import { VERSION } from "./version.js";
import { checkAll } from "./workers.js";

/** Below this many files, starting worker threads costs more than it saves. */
const FILES_PER_EXTRA_JOB = 200;

export async function check(options: CheckOptions, config: Config, io: Io): Promise<number> {
  const cacheFile = options.cache ? resolve(io.cwd, options.cacheLocation ?? defaultCacheLocation(io.cwd)) : undefined;
  // The cache file itself is never checked (.urilintcache is not in a fresh .gitignore).
  let entries = findFiles({ cwd: io.cwd, patterns: options.patterns, staged: options.staged, config }).filter(
    (entry) => cacheFile === undefined || resolve(io.cwd, entry.path) !== cacheFile,
  );
  if (options.shard !== undefined)
    entries = shardOf(
      entries.map((entry) => ({ ...entry, size: sizeOf(entry, io.cwd) })),
      options.shard,
    );

  const cache = cacheFile === undefined ? undefined : ResultCache.open(cacheFile, cacheKey(VERSION, config.settings));
  const tasks: CheckTask[] = entries.map((entry) => {
    const cached = cache?.get(entry.path);
    return cached === undefined ? { entry } : { entry, cached };
  });
  const jobs =
    options.jobs ?? Math.max(1, Math.min(availableParallelism(), Math.floor(tasks.length / FILES_PER_EXTRA_JOB)));
  const progress = progressLine(io.stderr);
  const outcomes = await checkAll(
    tasks,
    { cwd: io.cwd, settings: config.settings, fix: options.fix, caching: cache !== undefined },
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
  const files = suppressed.files.map((result) => (options.quiet ? errorsOnly(result) : result));
  const report: Report = { files, version: VERSION };
  io.stdout.write(FORMATTERS[options.format](report, { color: wantsColor(io) }));
  if (suppressed.unpruned !== undefined) {
    io.stderr.write(`urilint: ${suppressed.unpruned}\n`);
    return EXIT_USAGE;
  }
  const decision = exitCodeOf(report, options.maxWarnings);
  if (decision.reason !== undefined) io.stderr.write(`urilint: ${decision.reason}\n`);
  return decision.code;
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
