/**
 * Checks a settings object from any source (an ESLint config, an editor, a config file) against
 * SETTINGS. Never throws: it returns the well-formed values and one problem per bad entry, each
 * naming the key, what was expected and what was found. Front-ends decide what a problem does
 * (ESLint stops with it; the language server reports it once and keeps the default).
 *
 * A value of the wrong type is dropped whole (the reader keeps its default); a list or object with
 * some bad entries keeps the good ones. Values are shown shortened and with any URI password
 * masked: a settings value can hold a connection string.
 */
import { FINDING_CODES, RULE_NAMES } from "../findings/catalogue.js";
import { passwordSpan } from "../findings/security.js";
import {
  SCHEME_PATTERN,
  SETTINGS,
  SEVERITY_SETTINGS,
  describeType,
  type ListItem,
  type SettingSpec,
  type SettingsReader,
} from "./schema.js";

export interface SettingProblem {
  /** The path of the bad value under the settings object: "ignore[2]", "severity.default-port". */
  readonly path: string;
  /** The whole sentence, starting with the path under `prefix`. */
  readonly message: string;
}

export interface ValidatedSettings {
  /** The well-formed values by key (keys that were absent or wholly bad are missing). */
  readonly values: Readonly<Record<string, unknown>>;
  readonly problems: readonly SettingProblem[];
}

export interface ValidateOptions {
  /** Which front-end reads the settings: keys of another reader are reported as misplaced. */
  readonly reader: SettingsReader;
  /** How the user wrote the object, for messages: "settings.urilint", "urilint". */
  readonly prefix: string;
}

const CHECK_NAMES: ReadonlySet<string> = new Set<string>([...FINDING_CODES, ...RULE_NAMES]);
const SEVERITY_WORDS: ReadonlySet<string> = new Set<string>([...SEVERITY_SETTINGS, "information"]);
const SCHEME = new RegExp(SCHEME_PATTERN);

export function validateSettings(raw: unknown, { reader, prefix }: ValidateOptions): ValidatedSettings {
  const values: Record<string, unknown> = {};
  const problems: SettingProblem[] = [];
  const report = (path: string, text: string): void => {
    problems.push({ path, message: `${prefix}${path === "" ? "" : `.${path}`}: ${text}` });
  };
  if (raw === undefined || raw === null) return { values, problems };
  if (!isRecord(raw)) {
    report("", `expected an object of urilint settings, got ${show(raw)}`);
    return { values, problems };
  }
  const known = new Map(SETTINGS.map((spec) => [spec.key, spec]));
  for (const [key, value] of Object.entries(raw)) {
    const spec = known.get(key);
    if (spec === undefined) {
      const near = closest(key, [...known.keys()]);
      report(
        key,
        `unknown setting${near === undefined ? "" : ` (did you mean "${near}"?)`}; the settings are ${[...known.keys()].join(", ")}`,
      );
      continue;
    }
    if (!spec.readers.includes(reader)) {
      report(key, misplaced(spec, reader));
      continue;
    }
    if (value === undefined) continue;
    const checked = checkValue(spec, value, (path, text) => report(path, text));
    if (checked !== undefined) values[key] = checked.value;
  }
  return { values, problems };
}

function misplaced(spec: SettingSpec, reader: SettingsReader): string {
  if (reader === "eslint" && spec.type.kind === "by-check") {
    return `is a setting of the urilint language server; in ESLint, set each rule's level in "rules" ("urilint/no-default-port": "off")`;
  }
  return `is not read here (it is a setting of ${spec.readers.map((r) => READER_NAMES[r]).join(" and ")})`;
}

const READER_NAMES: Readonly<Record<SettingsReader, string>> = {
  eslint: "the ESLint plugin",
  server: "the language server",
  cli: "the urilint command",
};

type Report = (path: string, text: string) => void;

/** The value to keep (bad entries dropped), or undefined when the value is wholly unusable. */
function checkValue(spec: SettingSpec, value: unknown, report: Report): { value: unknown } | undefined {
  const { key, type } = spec;
  const wrongType = (): undefined => {
    report(key, `expected ${describeType(type)}, got ${show(value)}`);
    return undefined;
  };
  switch (type.kind) {
    case "boolean":
      return typeof value === "boolean" ? { value } : wrongType();
    case "size":
      return typeof value === "number" && Number.isInteger(value) && value >= 0 ? { value } : wrongType();
    case "choice":
      return typeof value === "string" && type.values.includes(value) ? { value } : wrongType();
    case "text":
      return typeof value === "string" ? { value } : wrongType();
    case "list": {
      if (!Array.isArray(value)) return wrongType();
      const kept: unknown[] = [];
      value.forEach((item: unknown, i) => {
        const problem = listItemProblem(type.item, item);
        if (problem === undefined) kept.push(item);
        else report(`${key}[${i}]`, problem);
      });
      return { value: kept };
    }
    case "by-check": {
      if (!isRecord(value)) return wrongType();
      const kept: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(value)) {
        const path = `${key}.${name}`;
        if (!CHECK_NAMES.has(name)) {
          const near = closest(name, [...CHECK_NAMES]);
          report(
            path,
            `no finding code or rule is named ${show(name)}${near === undefined ? "" : ` (did you mean "${near}"?)`}`,
          );
        } else if (
          type.value === "boolean"
            ? typeof entry !== "boolean"
            : typeof entry !== "string" || !SEVERITY_WORDS.has(entry)
        ) {
          report(
            path,
            `expected ${type.value === "boolean" ? "true or false" : SEVERITY_SETTINGS.map((s) => `"${s}"`).join(", ")}, got ${show(entry)}`,
          );
        } else {
          kept[name] = entry === "information" ? "info" : entry;
        }
      }
      return { value: kept };
    }
  }
}

function listItemProblem(item: ListItem, value: unknown): string | undefined {
  switch (item) {
    case "pattern": {
      if (value instanceof RegExp) return undefined;
      if (typeof value !== "string") return `expected a regular expression (a string), got ${show(value)}`;
      const reason = regexError(value);
      return reason === undefined ? undefined : `${show(value)} is not a valid regular expression: ${reason}`;
    }
    case "scheme":
      if (typeof value !== "string") return `expected a scheme name, got ${show(value)}`;
      return SCHEME.test(value)
        ? undefined
        : `${show(value)} is not a scheme name (a letter, then letters, digits, "+", "-" or "."; no ":")`;
    case "glob":
      return typeof value === "string" && value !== "" ? undefined : `expected a glob pattern, got ${show(value)}`;
    case "sink":
      return sinkProblem(value);
  }
}

function sinkProblem(value: unknown): string | undefined {
  if (typeof value === "string") return value === "" ? "expected a callee name, got an empty string" : undefined;
  if (!isRecord(value)) return `expected a callee name or { "callee", "arguments" }, got ${show(value)}`;
  const extra = Object.keys(value).filter((k) => k !== "callee" && k !== "arguments");
  if (extra.length > 0) return `unknown key ${show(extra[0])} (a sink has "callee" and "arguments")`;
  if (typeof value["callee"] !== "string" || value["callee"] === "")
    return `"callee" must be a callee name, got ${show(value["callee"])}`;
  const args = value["arguments"];
  if (args !== undefined && !(Array.isArray(args) && args.every((n) => Number.isInteger(n) && (n as number) >= 0))) {
    return `"arguments" must be an array of argument positions (whole numbers >= 0), got ${show(args)}`;
  }
  return undefined;
}

/** The engine's reason a pattern does not compile, or undefined when it does. */
export function regexError(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    // "Invalid regular expression: /(/: Unterminated group" -> "Unterminated group".
    const message = error instanceof Error ? error.message : String(error);
    const colon = message.lastIndexOf(": ");
    return colon === -1 ? message : message.slice(colon + 2);
  }
}

const SHOWN_LENGTH = 60;

/** A value as the user wrote it, for a message: JSON, shortened, any URI password masked. */
export function show(value: unknown): string {
  if (value === undefined) return "undefined";
  if (typeof value === "function") return "a function";
  if (typeof value === "string") return JSON.stringify(shorten(maskPasswords(value)));
  let text: string;
  try {
    text =
      JSON.stringify(value, (_key, inner: unknown) => (typeof inner === "string" ? maskPasswords(inner) : inner)) ??
      String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  const kind = Array.isArray(value)
    ? "the array "
    : typeof value === "object" && value !== null
      ? "the object "
      : `the ${typeof value} `;
  return kind + shorten(text);
}

function shorten(text: string): string {
  return text.length <= SHOWN_LENGTH ? text : `${text.slice(0, SHOWN_LENGTH - 1)}…`;
}

/** Every password of a URI in `text` replaced by "***" (whole text, then each word). */
function maskPasswords(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      const at = word.indexOf("://");
      if (at === -1) return word;
      // The URI may start inside the word ("url=postgres://u:p@h"): mask from its scheme on.
      let start = at;
      while (start > 0 && /[A-Za-z0-9+.-]/.test(word[start - 1]!)) start--;
      const uri = word.slice(start);
      const span = passwordSpan(uri);
      return span === undefined || span.start === span.end
        ? word
        : `${word.slice(0, start)}${uri.slice(0, span.start)}***${uri.slice(span.end)}`;
    })
    .join("");
}

/** The candidate nearest to `word` by edit distance, when it is near enough to be a typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 4)) + 1;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    // The distance is at least the difference in length: most candidates end here, unmeasured.
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance (insertions, deletions, substitutions), by the usual two-row table. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof RegExp);
}
