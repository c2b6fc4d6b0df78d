/**
 * Bulk suppressions for the command, as ESLint's own (`--suppress-all`, `--suppress-rule`,
 * `--prune-suppressions`, `--suppressions-location`, `--pass-on-unpruned-suppressions`): the file,
 * urilint-suppressions.json by default, holds per file and rule a count of known errors; the
 * core's suppress/bulk.ts decides what it silences. The language server reads the same file.
 */
import { closeSync, existsSync, lstatSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import {
  applyBulkSuppressions,
  formatSuppressions,
  parseSuppressions,
  pruneSuppressions,
  suppressAll,
  suppressionRuleId,
  RULE_NAMES,
  UNUSED_DIRECTIVE_CODE,
  type BulkSuppressions,
  type Counted,
  type FindingCode,
  type RuleName,
} from "@urilint/core";
import { ConfigError, UsageError } from "./errors.js";
import { isRefused, openRegularFile, readUpTo, reasonOf, whatIs } from "./file-access.js";
import { parseJson } from "./json-text.js";
import { maskText } from "./mask.js";
import { printable, shown } from "./printable.js";
import { makeDirectories } from "./user-cache.js";
import type { FileResult, Problem } from "./results.js";

/** The file's default name, at the working directory (the language server looks at each folder's root). */
export const SUPPRESSIONS_FILE = "urilint-suppressions.json";

export interface SuppressionOptions {
  readonly suppressAll: boolean;
  /** Rule ids to suppress, `urilint/<rule>`. */
  readonly suppressRules: readonly string[];
  readonly prune: boolean;
  readonly passOnUnpruned: boolean;
  readonly location: string | undefined;
}

export interface Suppressed {
  readonly files: FileResult[];
  /** Set when entries are left that no error uses and the run must say so (exit 2, as ESLint). */
  readonly unpruned?: string;
}

/** `--suppress-rule` names a rule with or without the plugin's prefix, as `urilint/<rule>`. */
export function suppressionRule(name: string): string {
  const bare = name.startsWith("urilint/") ? name.slice("urilint/".length) : name;
  if (!(RULE_NAMES as readonly string[]).includes(bare)) {
    // Quoted back only when it could be a rule's name: a value with ":" or "@" could be a URI's password.
    const given = /^[\w/-]{1,60}$/.test(name) ? `is named ${JSON.stringify(name)}` : "has the name given";
    throw new UsageError(`--suppress-rule: no urilint rule ${given}; the rules are ${RULE_NAMES.join(", ")}`);
  }
  return suppressionRuleId(bare as RuleName);
}

/** Writes the file when asked to, then applies it to the results. */
export function applySuppressions(files: readonly FileResult[], options: SuppressionOptions, cwd: string): Suppressed {
  const location = resolve(cwd, options.location ?? SUPPRESSIONS_FILE);
  let suppressions = read(location);
  const counted = new Map(files.map((file) => [file.path, countedOf(file.problems)] as const));
  if (options.suppressAll || options.suppressRules.length > 0) {
    suppressions = suppressAll(suppressions, counted, options.suppressAll ? undefined : options.suppressRules);
    write(location, suppressions);
  }
  if (options.prune) {
    suppressions = pruneSuppressions(suppressions, counted, (path) => existsSync(join(cwd, path)));
    write(location, suppressions);
  }
  let unused = 0;
  const kept = files.map((file) => {
    const result = applyBulkSuppressions(countedOf(file.problems), suppressions[file.path]);
    unused += Object.keys(result.unused).length;
    const problems = [
      ...result.kept.map((item) => item.problem),
      ...file.problems.filter((p) => p.code === UNUSED_DIRECTIVE_CODE),
    ];
    return problems.length === file.problems.length
      ? file
      : { ...file, problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) };
  });
  if (unused > 0 && !options.prune && !options.passOnUnpruned) {
    return {
      files: kept,
      unpruned: `${shown(location)}: there are suppressions left that do not occur anymore (${unused}); run again with --prune-suppressions, or --pass-on-unpruned-suppressions to go on`,
    };
  }
  return { files: kept };
}

interface CountedProblem extends Counted {
  readonly problem: Problem;
}

function countedOf(problems: readonly Problem[]): CountedProblem[] {
  return problems
    .filter((problem) => problem.code !== UNUSED_DIRECTIVE_CODE)
    .map((problem) => ({ problem, code: problem.code as FindingCode, error: problem.severity === "error" }));
}

/** Far above any suppressions file. */
const MAX_SUPPRESSIONS_BYTES = 64 * 1024 * 1024;

/** The file's suppressions: only a regular file (or a link to one) is read, and at most MAX_SUPPRESSIONS_BYTES. */
function read(location: string): BulkSuppressions {
  let text: string;
  try {
    const opened = openRegularFile(location, undefined);
    if (isRefused(opened)) throw new ConfigError(`${shown(location)}: cannot be read: it is ${opened.reason}`);
    try {
      const bytes = readUpTo(opened.fd, opened.stat.size, MAX_SUPPRESSIONS_BYTES);
      if (bytes === undefined) throw new ConfigError(`${shown(location)}: cannot be read: it is too large`);
      text = bytes.toString("utf8");
    } finally {
      closeSync(opened.fd);
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new ConfigError(`${shown(location)}: cannot be read (${reasonOf(error)})`);
  }
  try {
    // Parsed here first: the core's parser would pass on V8's message, which quotes the text.
    parseJson(text);
    return parseSuppressions(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const reason = error instanceof Error ? printable(maskText(error.message.split("\n")[0] ?? "")) : "";
    throw new ConfigError(`${shown(location)}: not a suppressions file: ${reason}`);
  }
}

/**
 * Atomically: a temporary file beside it, then a rename, over nothing or over the regular file
 * that was read as suppressions (never over a link, a device or a directory).
 */
function write(location: string, suppressions: BulkSuppressions): void {
  let existing;
  try {
    existing = lstatSync(location);
  } catch {
    existing = undefined;
  }
  if (existing !== undefined && !existing.isFile()) {
    throw new ConfigError(`${shown(location)}: urilint does not write over it: it is ${whatIs(existing)}`);
  }
  const temporary = join(dirname(location), `.urilint-suppressions-${process.pid}.tmp`);
  try {
    makeDirectories(dirname(location));
    writeFileSync(temporary, formatSuppressions(suppressions), { flag: "wx" });
    renameSync(temporary, location);
  } catch (error) {
    throw new ConfigError(`${shown(location)}: cannot be written (${reasonOf(error)})`);
  }
}
