/**
 * The command line, parsed into one object (node:util's parseArgs). Every mistake is a UsageError
 * that names the option and what it takes; nothing here reads a file. A value is quoted back only
 * masked (mask.ts) and escaped (printable.ts), and a value of an option that takes a number or a
 * name is quoted back only when it is a plain word: anything else could be a password pasted into
 * the wrong place.
 */
import { parseArgs } from "node:util";
import { UsageError } from "./errors.js";
import { FORMAT_NAMES, type FormatName } from "./formatters/index.js";
import { maskText } from "./mask.js";
import { printable, quoted } from "./printable.js";
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
  -j, --jobs <n>           threads that check files, at most one per CPU (default: one per CPU
                           for large runs)
  --cache                  keep results by file content in a cache
  --cache-location <path>  the cache file (default: in the user's cache directory,
                           $XDG_CACHE_HOME/urilint or ~/.cache/urilint, outside the repository)
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
2 a usage or configuration error (or suppressions left of errors that are gone). A file that is
not checked (binary, too large, unreadable, not a regular file, a link out of the repository) gets
a note and does not change the exit code.
`;

export const EXPLAIN_USAGE = `usage: urilint explain [--json] <uri...>

Prints each URI's components and findings (a password is masked). Without a URI, a few examples.
exit codes: 0 no finding at error severity, 1 some, 2 a usage error.
`;

const CHECK_OPTIONS = {
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
} as const satisfies Spec;

/** At most this many parts for --shard: far more than any CI runs in parallel. */
export const MAX_SHARDS = 1_000_000;

export function parseOptions(argv: readonly string[]): Options {
  if (argv[0] === "explain") return parseExplain(argv.slice(1));
  const { values, positionals } = parse(argv, CHECK_OPTIONS);
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
    maxWarnings: maxWarningsOf(values["max-warnings"] as string | undefined),
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
  const args = withAttachedValues(argv, options);
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new UsageError(unknownOption(args, options));
    // parseArgs' other messages name the option ("Option '--format <value>' argument missing").
    const message = error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, "") : "";
    throw new UsageError(printable(maskText(message)));
  }
}

/**
 * `--jobs -1` as `--jobs=-1`: parseArgs refuses a value that starts with "-" as "ambiguous", and the
 * option's own check says better what is wrong with it. A short option becomes its long name.
 */
function withAttachedValues(argv: readonly string[], options: Spec): string[] {
  const takesValue = new Map<string, string>();
  for (const [name, option] of Object.entries(options ?? {})) {
    if (option.type !== "string") continue;
    takesValue.set(`--${name}`, name);
    if (option.short !== undefined) takesValue.set(`-${option.short}`, name);
  }
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      for (const rest of argv.slice(i)) args.push(rest);
      break;
    }
    const name = takesValue.get(arg);
    if (name !== undefined && i + 1 < argv.length && (argv[i + 1] as string).startsWith("-")) {
      args.push(`--${name}=${argv[i + 1] as string}`);
      i++;
    } else {
      args.push(arg);
    }
  }
  return args;
}

function unknownOption(args: readonly string[], options: Spec): string {
  const known = new Set(
    Object.entries(options ?? {}).flatMap(([name, o]) =>
      o.short === undefined ? [`--${name}`] : [`--${name}`, `-${o.short}`],
    ),
  );
  const end = args.indexOf("--");
  const unknown = args
    .slice(0, end < 0 ? args.length : end)
    .find((arg) => arg.startsWith("-") && arg !== "-" && !known.has(arg.replace(/=.*$/s, "")));
  return `unknown option ${unknown === undefined ? "" : `${quoted(unknown)} `}(an argument that starts with "-" goes after "--")`;
}

/** A value quoted back when it is a plain word or number (no ":" or "@": no password of a URI). */
function isPlain(text: string): boolean {
  return /^[\w.+/-]{1,60}$/.test(text);
}

function given(text: string): string {
  return isPlain(text) ? `, got ${quoted(text)}` : "";
}

function formatOf(name: string | undefined): FormatName {
  if (name === undefined) return "stylish";
  if ((FORMAT_NAMES as readonly string[]).includes(name)) return name as FormatName;
  const which = isPlain(name) ? `is named ${quoted(name)}` : "has the name given";
  throw new UsageError(`--format: no format ${which}; the formats are ${FORMAT_NAMES.join(", ")}`);
}

/** A whole number >= -1, or undefined when absent or -1 ("no maximum", as in ESLint). */
function maxWarningsOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = wholeNumber(text);
  if (value === undefined || value < -1) {
    throw new UsageError(`--max-warnings takes a whole number >= -1${given(text)} (-1: no maximum)`);
  }
  return value === -1 ? undefined : value;
}

function jobsOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = wholeNumber(text);
  if (value === undefined || value < 1) throw new UsageError(`--jobs takes a whole number >= 1${given(text)}`);
  return value;
}

function shardOf(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  // Digits beyond a double's precision are above the maximum too: Number keeps their size.
  if (count > MAX_SHARDS) throw new UsageError(`--shard takes <i>/<n> with n at most ${MAX_SHARDS}${given(text)}`);
  if (match === null || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard takes <i>/<n> with 1 <= i <= n (for example 2/4)${given(text)}`);
  }
  return { index, count };
}

/** The value of a whole number written in decimal, if it is one that a double holds exactly. */
function wholeNumber(text: string): number | undefined {
  if (!/^-?\d{1,16}$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}
