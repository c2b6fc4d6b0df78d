/**
 * The command line, parsed into one object (node:util's parseArgs). Every mistake is a UsageError
 * that names the option and what it takes; nothing here reads a file.
 */
import { parseArgs } from "node:util";
import { UsageError } from "./errors.js";
import { FORMAT_NAMES, type FormatName } from "./formatters/index.js";
import { suppressionRule, type SuppressionOptions } from "./suppressions.js";

export interface Shard {
  /** 1-based, as written: `--shard 2/4` is index 2 of count 4. */
  readonly index: number;
  readonly count: number;
}

export interface CheckOptions {
  readonly command: "check";
  /** Paths or globs; empty: every file of the repository (or the directory tree). */
  readonly patterns: readonly string[];
  readonly staged: boolean;
  readonly fix: boolean;
  readonly format: FormatName;
  readonly maxWarnings: number | undefined;
  readonly quiet: boolean;
  readonly config: string | undefined;
  /** Worker threads; undefined: decided from the number of files and cores. */
  readonly jobs: number | undefined;
  readonly cache: boolean;
  readonly cacheLocation: string | undefined;
  readonly shard: Shard | undefined;
  readonly suppressions: SuppressionOptions;
}

export interface ExplainOptions {
  readonly command: "explain";
  readonly uris: readonly string[];
  readonly json: boolean;
}

export type Options = CheckOptions | ExplainOptions | { readonly command: "help" | "version" | "explain-help" };

export const USAGE = `usage: urilint [options] [paths or globs...]
       urilint explain [--json] <uri...>

Checks the URIs in files: by default every file git knows in this repository (tracked, and
untracked ones .gitignore does not ignore), else every file under this directory.

options:
  --staged                 check the staged content of the staged files (for pre-commit hooks)
  --fix                    write the safe normalization fixes back to the files
  -f, --format <name>      ${FORMAT_NAMES.join(" | ")} (default: stylish)
  --max-warnings <n>       exit 1 when there are more than n warnings
  --quiet                  report errors only
  -c, --config <file>      the configuration file (default: urilint.config.json or package.json
                           "urilint", the nearest up to the repository's root)
  -j, --jobs <n>           threads that check files (default: one per core for large runs)
  --cache                  keep results by file content in a cache
  --cache-location <path>  the cache file (default: node_modules/.cache/urilint/cache.json, or
                           .urilintcache where there is no node_modules)
  --shard <i>/<n>          check only the i-th of n even, deterministic parts of the files
  --suppress-all           record every error found in the suppressions file, so that later runs
                           report only new ones (as eslint --suppress-all)
  --suppress-rule <rule>   the same for one rule (repeatable)
  --prune-suppressions     drop the suppressions of errors that are gone
  --suppressions-location <path>
                           the suppressions file (default: urilint-suppressions.json, which the
                           language server reads too)
  --pass-on-unpruned-suppressions
                           do not stop when the file holds suppressions of errors that are gone
  -h, --help               this help
  -v, --version            the version

exit codes: 0 clean, 1 findings at error severity (or more warnings than --max-warnings),
2 a usage or configuration error (or suppressions left of errors that are gone).
`;

export const EXPLAIN_USAGE = `usage: urilint explain [--json] <uri...>

Prints each URI's components and findings (a password is masked). Without a URI, a few examples.
exit codes: 0 no finding at error severity, 1 some, 2 a usage error.
`;

export function parseOptions(argv: readonly string[]): Options {
  if (argv[0] === "explain") return parseExplain(argv.slice(1));
  const { values, positionals } = parse(argv, {
    staged: { type: "boolean" },
    fix: { type: "boolean" },
    format: { type: "string", short: "f" },
    "max-warnings": { type: "string" },
    quiet: { type: "boolean" },
    config: { type: "string", short: "c" },
    jobs: { type: "string", short: "j" },
    cache: { type: "boolean" },
    "cache-location": { type: "string" },
    shard: { type: "string" },
    "suppress-all": { type: "boolean" },
    "suppress-rule": { type: "string", multiple: true },
    "prune-suppressions": { type: "boolean" },
    "suppressions-location": { type: "string" },
    "pass-on-unpruned-suppressions": { type: "boolean" },
    help: { type: "boolean", short: "h" },
    version: { type: "boolean", short: "v" },
  });
  if (values["help"] === true) return { command: "help" };
  if (values["version"] === true) return { command: "version" };
  const staged = values["staged"] === true;
  const fix = values["fix"] === true;
  if (staged && fix) {
    throw new UsageError(
      "--fix cannot be used with --staged: the fixes would go to the working copy, which is not what is staged",
    );
  }
  return {
    command: "check",
    patterns: positionals,
    staged,
    fix,
    format: formatOf(values["format"] as string | undefined),
    maxWarnings: wholeNumber("--max-warnings", values["max-warnings"] as string | undefined, -1),
    quiet: values["quiet"] === true,
    config: values["config"] as string | undefined,
    jobs: jobsOf(values["jobs"] as string | undefined),
    cache: values["cache"] === true,
    cacheLocation: values["cache-location"] as string | undefined,
    shard: shardOf(values["shard"] as string | undefined),
    suppressions: {
      suppressAll: values["suppress-all"] === true,
      suppressRules: ((values["suppress-rule"] as string[] | undefined) ?? []).map(suppressionRule),
      prune: values["prune-suppressions"] === true,
      passOnUnpruned: values["pass-on-unpruned-suppressions"] === true,
      location: values["suppressions-location"] as string | undefined,
    },
  };
}

function parseExplain(argv: readonly string[]): Options {
  // Everything after "--" is a URI, even one that starts with "-".
  const { values, positionals } = parse(argv, { json: { type: "boolean" }, help: { type: "boolean", short: "h" } });
  if (values["help"] === true) return { command: "explain-help" };
  return { command: "explain", uris: positionals, json: values["json"] === true };
}

type Spec = NonNullable<Parameters<typeof parseArgs>[0]>["options"];

function parse(argv: readonly string[], options: Spec): { values: Record<string, unknown>; positionals: string[] } {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs' messages name the option ("Unknown option '--fomat'"); the usage line follows in bin.ts.
    throw new UsageError(
      error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, "") : String(error),
    );
  }
}

function formatOf(name: string | undefined): FormatName {
  if (name === undefined) return "stylish";
  if ((FORMAT_NAMES as readonly string[]).includes(name)) return name as FormatName;
  throw new UsageError(
    `--format: no format is named ${JSON.stringify(name)}; the formats are ${FORMAT_NAMES.join(", ")}`,
  );
}

/** A whole number >= min, or undefined when absent; -1 for --max-warnings means "no maximum", as in ESLint. */
function wholeNumber(option: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text) || Number(text) < min) {
    throw new UsageError(`${option} takes a whole number${min === 0 ? "" : ` >= ${min}`}, got ${JSON.stringify(text)}`);
  }
  const value = Number(text);
  return value === -1 ? undefined : value;
}

function jobsOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new UsageError(`--jobs takes a whole number >= 1, got ${JSON.stringify(text)}`);
  return Number(text);
}

function shardOf(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard takes <i>/<n> with 1 <= i <= n (for example 2/4), got ${JSON.stringify(text)}`);
  }
  return { index, count };
}
