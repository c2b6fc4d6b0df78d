/**
 * C#'s string literals, both ways (C# language specification, 6.4.5.6 "String literals", and the
 * C# 11 feature specification "Raw string literal"): the value of a literal's text, unit by unit
 * mapped back to the document, and a value spelled back into a literal of the same kind. Written
 * by hand: small and fully specified. tree-sitter finds the literals and the holes of interpolated
 * strings; the text between holes is read here.
 *
 * - Regular `"..."`: `\' \" \\ \0 \a \b \e \f \n \r \t \v`, `\x` with one to four hex digits (as
 *   many as there are), `\uXXXX`, `\UXXXXXXXX` (a code point up to U+10FFFF).
 * - Verbatim `@"..."`: no escape but `""` for a quote; line breaks are part of the value.
 * - Raw `"""..."""` (three quotes or more, the same number closing): no escape at all. On several
 *   lines, the first line (after the opening quotes) and the last (before the closing ones) are
 *   not content, and the white space before the closing quotes is removed from every line.
 * - Interpolated `$"..."`, `$@"..."`, `@$"..."` and `$$"""..."""`: the same, with `{...}` holes; in
 *   a non-raw one `{{` and `}}` are braces; in a raw one a run of braces shorter than the number
 *   of `$` is content.
 * - A `u8` suffix makes the value UTF-8 bytes of the same text.
 * What the compiler rejects (`\q`, a `\u` without its four digits) keeps its text: the compiler
 * reports it, not this reader.
 */
import { LiteralParts, hex, hexDigits, isLoneSurrogate } from "../../reading/code-literal.js";
import type { Literal } from "../../reading/code-syntax.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";

/** The spellings of C#'s literals: how a value is written back into each (spell.ts). */
export const REGULAR = "csharp";
export const VERBATIM = "csharp-verbatim";
export const RAW = "csharp-raw";
export const TEMPLATE = "csharp-template";

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  "'": "'",
  '"': '"',
  "\\": "\\",
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

type Kind = "regular" | "verbatim" | "raw";

/** The literal at `node`: a string literal of any kind, or an interpolated string. */
export function readCSharpLiteral(text: string, node: SyntaxNode): Literal | undefined {
  const start = node.startIndex;
  const end = node.endIndex;
  const interpolated = node.type === "interpolated_string_expression";
  // The prefix: `$`s and `@`, in either order.
  let at = start;
  let dollars = 0;
  let verbatim = false;
  for (; at < end; at++) {
    const char = text[at];
    if (char === "$") dollars++;
    else if (char === "@") verbatim = true;
    else break;
  }
  if (text[at] !== '"') return undefined;
  let quotes = 0;
  while (text[at + quotes] === '"') quotes++;
  // `""` is an empty regular literal; three quotes or more open a raw one.
  const kind: Kind = verbatim ? "verbatim" : quotes >= 3 ? "raw" : "regular";
  const delimiter = kind === "raw" ? quotes : 1;
  const contentStart = at + delimiter;
  let close = end;
  // A `u8` suffix after the closing quotes.
  if (close - 2 > contentStart && /^u8$/i.test(text.slice(close - 2, close))) close -= 2;
  const closed = close - delimiter >= contentStart && text.slice(close - delimiter, close) === '"'.repeat(delimiter);
  const contentEnd = closed ? close - delimiter : close;
  const holes = interpolated
    ? node.namedChildren.filter((child): child is SyntaxNode => child?.type === "interpolation")
    : [];
  const parts = new LiteralParts();
  const read = { text, parts, holes, interpolated, dollars };
  if (kind === "raw") readRaw(read, contentStart, contentEnd);
  else readQuoted(read, kind, contentStart, contentEnd);
  const quote = kind === "raw" ? '"'.repeat(quotes) : '"';
  const spelling = interpolated ? TEMPLATE : kind === "raw" ? RAW : kind === "verbatim" ? VERBATIM : REGULAR;
  return parts.finish(start, end, contentStart, contentEnd, spelling, quote);
}

interface Reading {
  readonly text: string;
  readonly parts: LiteralParts;
  /** The interpolations, in document order. */
  readonly holes: readonly SyntaxNode[];
  readonly interpolated: boolean;
  readonly dollars: number;
}

/** A regular or verbatim literal's text, its holes in their places. */
function readQuoted(read: Reading, kind: "regular" | "verbatim", start: number, end: number): void {
  const { text, parts, holes, interpolated } = read;
  let hole = 0;
  let run = start;
  for (let i = start; i < end;) {
    // A hole the text before it ran past (the tree and this reader disagree on a broken literal) is text.
    while (hole < holes.length && (holes[hole] as SyntaxNode).startIndex < i) hole++;
    const next = holes[hole];
    if (next !== undefined && next.startIndex === i) {
      parts.verbatim(run, i);
      parts.hole(next.startIndex, next.endIndex);
      i = run = next.endIndex;
      hole++;
      continue;
    }
    const char = text[i];
    if (interpolated && (char === "{" || char === "}") && text[i + 1] === char) {
      parts.verbatim(run, i);
      parts.decoded(char, i, i + 2);
      i = run = i + 2;
    } else if (kind === "verbatim" && char === '"' && text[i + 1] === '"') {
      parts.verbatim(run, i);
      parts.decoded('"', i, i + 2);
      i = run = i + 2;
    } else if (kind === "regular" && char === "\\") {
      const escape = readEscape(text, i, end);
      if (escape === undefined) {
        i++;
        continue;
      }
      parts.verbatim(run, i);
      parts.decoded(escape.value, i, escape.end);
      i = run = escape.end;
    } else i++;
  }
  parts.verbatim(run, end);
}

/** The escape at text[at] (a backslash), or undefined where the compiler reads none. */
function readEscape(text: string, at: number, end: number): { value: string; end: number } | undefined {
  const letter = text[at + 1];
  if (letter === undefined || at + 1 >= end) return undefined;
  const simple = SIMPLE_ESCAPES[letter];
  if (simple !== undefined) return { value: simple, end: at + 2 };
  if (letter === "x") {
    // One to four hex digits, as many as follow.
    let digits = at + 2;
    while (digits < at + 6 && digits < end && hexDigits(text, digits, digits + 1) !== undefined) digits++;
    const value = hexDigits(text, at + 2, digits);
    return value === undefined ? undefined : { value: String.fromCharCode(value), end: digits };
  }
  if (letter === "u" || letter === "U") {
    const length = letter === "u" ? 4 : 8;
    if (at + 2 + length > end) return undefined;
    const value = hexDigits(text, at + 2, at + 2 + length);
    if (value === undefined) return undefined;
    if (letter === "u") return { value: String.fromCharCode(value), end: at + 6 };
    return value <= 0x10ffff ? { value: String.fromCodePoint(value), end: at + 10 } : undefined;
  }
  return undefined;
}

/**
 * A raw literal's text. On one line, all of it. On several: from after the line break that ends
 * the opening quotes' line to before the line break that starts the closing quotes' line, with
 * that line's white space removed from the start of every line (a line of white space alone may
 * be shorter: it is then empty).
 */
function readRaw(read: Reading, start: number, end: number): void {
  const { text, parts } = read;
  const firstBreak = lineBreakAfter(text, start, end);
  const lastBreak = text.lastIndexOf("\n", end - 1);
  if (firstBreak === undefined || lastBreak < start || !isWhiteSpace(text, lastBreak + 1, end)) {
    readRawRun(read, start, end);
    return;
  }
  const indent = end - (lastBreak + 1);
  // The line break before the closing line (`\r\n` or `\n`) is no content.
  const contentEnd = lastBreak > start && text[lastBreak - 1] === "\r" ? lastBreak - 1 : lastBreak;
  let lineStart = firstBreak;
  while (lineStart <= contentEnd) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1 || lineEnd > contentEnd) lineEnd = contentEnd;
    let textStart = lineStart;
    while (
      textStart < lineStart + indent &&
      textStart < lineEnd &&
      (text[textStart] === " " || text[textStart] === "\t")
    )
      textStart++;
    if (textStart > lineStart) parts.decoded("", lineStart, textStart);
    // The line with its line break, which is content but for the last line's.
    const next = lineEnd < contentEnd ? lineEnd + 1 : contentEnd;
    readRawRun(read, textStart, next);
    if (next === contentEnd) break;
    lineStart = next;
  }
}

/** Text of a raw literal as written, its holes in their places. */
function readRawRun(read: Reading, start: number, end: number): void {
  const { parts, holes } = read;
  let run = start;
  for (const hole of holes) {
    if (hole.startIndex < start || hole.startIndex >= end) continue;
    parts.verbatim(run, hole.startIndex);
    parts.hole(hole.startIndex, hole.endIndex);
    run = hole.endIndex;
  }
  parts.verbatim(run, Math.max(run, end));
}

/** Where the line after the opening quotes' begins: past white space and one line break; undefined on one line. */
function lineBreakAfter(text: string, start: number, end: number): number | undefined {
  let at = start;
  while (at < end && (text[at] === " " || text[at] === "\t")) at++;
  if (text[at] === "\r" && text[at + 1] === "\n") return at + 2;
  if (text[at] === "\n") return at + 1;
  return undefined;
}

function isWhiteSpace(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text[i] !== " " && text[i] !== "\t") return false;
  return true;
}

/** Characters that end a line in C# (6.3.2): none may stand in a regular literal. */
const LINE_ENDS: ReadonlySet<number> = new Set([0x0a, 0x0d, 0x85, 0x2028, 0x2029]);

/**
 * `value` spelled as text of a literal of `spelling`. A regular literal escapes what it must
 * (`\uXXXX` for a control character or a line end, never `\x`, whose digits run on); a verbatim
 * one doubles its quotes and cannot hold a surrogate alone (a source file is text); a raw one
 * takes text without quotes and on one line, which can never close it or change its lines.
 */
export function spellCSharp(value: string, spelling: string): string | undefined {
  if (spelling === REGULAR) {
    let out = "";
    for (let i = 0; i < value.length; i++) {
      const char = value[i] as string;
      const code = char.charCodeAt(0);
      if (char === "\\" || char === '"') out += `\\${char}`;
      else if (code < 0x20 || code === 0x7f || LINE_ENDS.has(code) || isLoneSurrogate(value, i))
        out += `\\u${hex(code, 4)}`;
      else out += char;
    }
    return out;
  }
  for (let i = 0; i < value.length; i++) if (isLoneSurrogate(value, i)) return undefined;
  if (spelling === VERBATIM) return value.replaceAll('"', '""');
  if (spelling === RAW) return /["\r\n\u0085\u2028\u2029]/.test(value) ? undefined : value;
  return undefined;
}
