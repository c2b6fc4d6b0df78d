/**
 * Disable comments, read as ESLint reads its own: `eslint-disable`, `eslint-enable`,
 * `eslint-disable-line` and `eslint-disable-next-line`, each with an optional list of rules
 * separated by commas and an optional reason after `--`; the same four with `urilint-` for the
 * files ESLint never reads (.env, Dockerfiles) and for anyone who wants urilint's own.
 *
 * - An `eslint-` comment concerns urilint when it names no rule (every rule is off) or names
 *   urilint rules (`urilint/no-invalid-uri`); the rules of other plugins are ESLint's business.
 * - A `urilint-` comment names rules with or without the `urilint/` prefix, or finding codes
 *   (`default-port`), or nothing (every check).
 * - As in ESLint's JavaScript, `eslint-disable` and `eslint-enable` count only in block comments
 *   where the language has them (`// eslint-disable` is not a directive there); in languages whose
 *   comments are all line comments (YAML, TOML, .env, Dockerfile) every comment counts, as
 *   eslint-plugin-yml and eslint-plugin-toml read them.
 *
 * Written by hand: the grammar is ESLint's few lines (directive word, list, `--` reason).
 */
import { CATALOGUE, FINDING_CODES, RULE_NAMES, type FindingCode, type RuleName } from "../findings/catalogue.js";

export type DirectiveKind = "disable" | "enable" | "disable-line" | "disable-next-line";

/** A comment of a document: the range of its text between the delimiters, and its kind. */
export interface CommentSpan {
  /** The text of the comment, without its delimiters (`//`, `#`, `/*`, `<!--`). */
  readonly text: string;
  /** The document range of the whole comment, delimiters included. */
  readonly start: number;
  readonly end: number;
  /** A block comment (C-style or `<!-- -->`) rather than a line comment. */
  readonly block: boolean;
}

export interface Directive {
  readonly kind: DirectiveKind;
  /** Which word it uses: `eslint-…` or `urilint-…`. */
  readonly prefix: "eslint" | "urilint";
  /** Every rule and code: the comment names none. */
  readonly all: boolean;
  /** The urilint rules and codes it names (rules without their `urilint/` prefix). */
  readonly targets: readonly Target[];
  /** Names in a `urilint-` comment that are neither a rule nor a code: they silence nothing. */
  readonly unknown: readonly string[];
  /** The comment's document range. */
  readonly start: number;
  readonly end: number;
}

/** A rule, or one finding code of a rule. */
export type Target = { readonly rule: RuleName; readonly code?: FindingCode };

const DIRECTIVE = /^\s*(eslint|urilint)-(disable-next-line|disable-line|disable|enable)(?=\s|$)([\s\S]*)$/;
/** ESLint's reason separator: two or more dashes with blanks around them. */
const REASON = /\s-{2,}\s/;
const RULES: ReadonlySet<string> = new Set(RULE_NAMES);
const CODES: ReadonlySet<string> = new Set(FINDING_CODES);

/**
 * The directive a comment holds, or undefined when it holds none that concerns urilint.
 * `blockComments`: whether the language has block comments (then disable and enable count only there).
 */
export function parseDirective(comment: CommentSpan, blockComments: boolean): Directive | undefined {
  const match = DIRECTIVE.exec(comment.text);
  if (match === null) return undefined;
  const prefix = match[1] as Directive["prefix"];
  const kind = match[2] as DirectiveKind;
  if (prefix === "eslint" && blockComments && !comment.block && (kind === "disable" || kind === "enable"))
    return undefined;
  const list = match[3]!.split(REASON)[0]!;
  const names = list
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const targets: Target[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const target = prefix === "eslint" ? eslintTarget(name) : urilintTarget(name);
    if (target !== undefined) targets.push(target);
    else if (prefix === "urilint") unknown.push(name);
  }
  // An eslint- comment naming only other plugins' rules leaves urilint alone.
  if (names.length > 0 && targets.length === 0 && prefix === "eslint") return undefined;
  return { kind, prefix, all: names.length === 0, targets, unknown, start: comment.start, end: comment.end };
}

function eslintTarget(name: string): Target | undefined {
  if (!name.startsWith("urilint/")) return undefined;
  const rule = name.slice("urilint/".length);
  return RULES.has(rule) ? { rule: rule as RuleName } : undefined;
}

function urilintTarget(name: string): Target | undefined {
  const bare = name.startsWith("urilint/") ? name.slice("urilint/".length) : name;
  if (RULES.has(bare)) return { rule: bare as RuleName };
  if (CODES.has(bare)) return { rule: CATALOGUE[bare as FindingCode].rule, code: bare as FindingCode };
  return undefined;
}

/** Whether `target` covers a finding of `code`. */
export function covers(target: Target, code: FindingCode): boolean {
  return target.code === undefined ? CATALOGUE[code].rule === target.rule : target.code === code;
}
