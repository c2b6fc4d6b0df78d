/**
 * The command, step by step as ESLint's: options (options.ts), configuration (config.ts), files
 * (files.ts, then shard.ts), checking (workers.ts, with cache.ts), a formatter chosen by name
 * (formatters/), and the exit code (exit-code.ts). Errors the user can fix are exit 2 with one
 * message; they are thrown as UsageError or ConfigError and caught in `main`.
 */
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { cacheKey, defaultCacheLocation, ResultCache } from "./cache.js";
import type { CheckTask } from "./check-file.js";
import { loadConfig } from "./config.js";
import { ConfigError, UsageError } from "./errors.js";
import { EXIT_CLEAN, EXIT_USAGE, exitCodeOf } from "./exit-code.js";
import { explain } from "./explain.js";
import { findFiles, type FileEntry } from "./files.js";
import { FORMATTERS } from "./formatters/index.js";
import { EXPLAIN_USAGE, parseOptions, USAGE, type CheckOptions } from "./options.js";
import { progressLine } from "./progress.js";
import type { FileResult, Report } from "./results.js";
import { shardOf } from "./shard.js";
import { VERSION } from "./version.js";
import { checkAll } from "./workers.js";

export interface Io {
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

/** Runs the command; resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  try {
    const options = parseOptions(argv);
    switch (options.command) {
      case "help":
        io.stdout.write(USAGE);
        return EXIT_CLEAN;
      case "explain-help":
        io.stdout.write(EXPLAIN_USAGE);
        return EXIT_CLEAN;
      case "version":
        io.stdout.write(`${VERSION}\n`);
        return EXIT_CLEAN;
      case "explain": {
        const { output, exitCode } = explain(options.uris, options.json);
        io.stdout.write(output);
        return exitCode;
      }
      case "check":
        return await check(options, io);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`urilint: ${error.message}\nRun "urilint --help" for the options.\n`);
      return EXIT_USAGE;
    }
    if (error instanceof ConfigError) {
      io.stderr.write(`urilint: bad configuration:\n${error.message.split("\n").map((line) => `  ${line}`).join("\n")}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

/** Below this many files, starting worker threads costs more than it saves. */
const FILES_PER_EXTRA_JOB = 200;

async function check(options: CheckOptions, io: Io): Promise<number> {
  const config = loadConfig(io.cwd, options.config);
  let entries = findFiles({ cwd: io.cwd, patterns: options.patterns, staged: options.staged, config });
  if (options.shard !== undefined) entries = shardOf(entries.map((entry) => ({ ...entry, size: sizeOf(entry, io.cwd) })), options.shard);

  const cache = options.cache ? ResultCache.open(resolve(io.cwd, options.cacheLocation ?? defaultCacheLocation(io.cwd)), cacheKey(VERSION, config.settings)) : undefined;
  const tasks: CheckTask[] = entries.map((entry) => {
    const cached = cache?.get(entry.path);
    return cached === undefined ? { entry } : { entry, cached };
  });
  const jobs = options.jobs ?? Math.max(1, Math.min(availableParallelism(), Math.floor(tasks.length / FILES_PER_EXTRA_JOB)));
  const progress = progressLine(io.stderr);
  const outcomes = await checkAll(tasks, { cwd: io.cwd, settings: config.settings, fix: options.fix }, jobs, progress.update);
  progress.clear();

  if (cache !== undefined) {
    outcomes.forEach((outcome) => {
      if (outcome.toCache !== undefined) cache.set(outcome.result.path, outcome.toCache);
    });
    const problem = cache.save();
    if (problem !== undefined) io.stderr.write(`urilint: ${problem}\n`);
  }

  const files = outcomes.map((outcome) => (options.quiet ? errorsOnly(outcome.result) : outcome.result));
  const report: Report = { files, version: VERSION };
  io.stdout.write(FORMATTERS[options.format](report, { color: wantsColor(io) }));
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
  return result.problems.every((p) => p.severity === "error") ? result : { ...result, problems: result.problems.filter((p) => p.severity === "error") };
}

/** Colour on a terminal only; NO_COLOR (no-color.org) turns it off, FORCE_COLOR on. */
function wantsColor(io: Io): boolean {
  if (io.env["NO_COLOR"] !== undefined && io.env["NO_COLOR"] !== "") return false;
  const force = io.env["FORCE_COLOR"];
  if (force !== undefined && force !== "" && force !== "0") return true;
  return io.stdout.isTTY === true;
}
