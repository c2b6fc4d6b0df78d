/**
 * What the shell's commands do with their arguments: the URIs `curl`, `wget`, `git` (`clone`,
 * `remote add`, `remote set-url`, `submodule add`) and the desktop's openers take, the patterns
 * `grep` searches for, the files `source` and `.` read, and the arguments of test assertions
 * (bats-assert's `assert_*` and `refute_*`, and any command named so) as test data. The core's
 * tables are JavaScript's: the shell's live here, and reach the detector as a sink's `role`.
 * An option that takes a value (`curl -H "..."`, `wget -O file`) takes the next word.
 */
import type { ArgumentRole } from "@urilint/core";

/** A command's options: the short ones that take no value, and the long ones that take none. */
interface Options {
  readonly shortFlags: string;
  readonly longFlags: ReadonlySet<string>;
}

const CURL: Options = {
  shortFlags: "#0123456fsSLkIiOvNgGjJlnpqRVZaBM:",
  longFlags: new Set([
    "--silent",
    "--show-error",
    "--fail",
    "--fail-with-body",
    "--location",
    "--insecure",
    "--head",
    "--include",
    "--verbose",
    "--remote-name",
    "--remote-name-all",
    "--globoff",
    "--compressed",
    "--progress-bar",
    "--create-dirs",
    "--retry-connrefused",
    "--retry-all-errors",
    "--get",
    "--no-buffer",
    "--http1.1",
    "--http2",
    "--ipv4",
    "--ipv6",
    "--netrc",
    "--tlsv1.2",
    "--tlsv1.3",
    "--version",
  ]),
};

const WGET: Options = {
  shortFlags: "46bcdFhkKLmNnpqrSvxE",
  longFlags: new Set([
    "--quiet",
    "--verbose",
    "--no-verbose",
    "--continue",
    "--timestamping",
    "--no-check-certificate",
    "--server-response",
    "--spider",
    "--recursive",
    "--mirror",
    "--no-clobber",
    "--show-progress",
    "--no-parent",
    "--content-disposition",
  ]),
};

/** Options whose value is itself a URI: `curl --url`, `curl -x proxy`, `curl -e referer`. */
const URI_OPTIONS: ReadonlySet<string> = new Set(["--url", "-x", "--proxy", "-e", "--referer"]);

const GIT_URI_ARGUMENTS: ReadonlyMap<string, number> = new Map([
  ["clone", 0],
  ["remote add", 1],
  ["remote set-url", 1],
  ["submodule add", 0],
]);

/** Commands whose every argument is something to open. */
const OPENERS: ReadonlySet<string> = new Set(["open", "xdg-open", "sensible-browser", "gio open", "www-browser"]);

const SEARCHES: ReadonlySet<string> = new Set(["grep", "egrep", "fgrep", "rg"]);

/**
 * What the argument at `argument` (an index into `words`, the words after the command's name as
 * written) of the command `name` is.
 */
export function argumentRole(name: string, words: readonly string[], argument: number): ArgumentRole {
  const command = name.slice(name.lastIndexOf("/") + 1);
  if (/^(?:assert|refute)/.test(command)) return "comparison";
  if (command === "source" || command === ".") return argument === 0 ? "module-specifier" : "other";
  if (OPENERS.has(command)) return "uri";
  if (command === "curl") return optionRole(words, argument, CURL);
  if (command === "wget") return optionRole(words, argument, WGET);
  if (command === "git") return gitRole(words, argument);
  if (SEARCHES.has(command))
    return operands(words, argument, { shortFlags: "", longFlags: new Set() })[0] === argument
      ? "search-pattern"
      : "other";
  return "other";
}

/** `uri` for an operand (no option, no option's value) or the value of a URI option. */
function optionRole(words: readonly string[], argument: number, options: Options): ArgumentRole {
  const previous = words[argument - 1];
  if (previous !== undefined && URI_OPTIONS.has(previous)) return "uri";
  return operands(words, argument, options).includes(argument) ? "uri" : "other";
}

/** The indexes of the operands among `words` up to `last`: no option, no option's value. */
function operands(words: readonly string[], last: number, options: Options): number[] {
  const found: number[] = [];
  let takesValue = false;
  let ended = false;
  for (let i = 0; i <= last && i < words.length; i++) {
    const word = words[i] as string;
    if (takesValue) {
      takesValue = false;
      continue;
    }
    if (ended || !word.startsWith("-") || word === "-") {
      found.push(i);
      continue;
    }
    if (word === "--") ended = true;
    else if (word.startsWith("--")) takesValue = !word.includes("=") && !options.longFlags.has(word);
    else takesValue = !options.shortFlags.includes(word.slice(-1)) && options.shortFlags !== "";
  }
  return found;
}

function gitRole(words: readonly string[], argument: number): ArgumentRole {
  const rest = operands(words, argument, {
    shortFlags: "qvn",
    longFlags: new Set(["--recursive", "--bare", "--mirror", "--quiet", "--recurse-submodules"]),
  });
  const [first, second] = [words[rest[0] ?? -1], words[rest[1] ?? -1]];
  for (const [subcommand, index] of GIT_URI_ARGUMENTS) {
    const parts = subcommand.split(" ");
    if (parts[0] !== first || (parts[1] !== undefined && parts[1] !== second)) continue;
    return rest[parts.length + index] === argument ? "uri" : "other";
  }
  return "other";
}
