/**
 * PHP's string literals, both ways (the PHP manual, "Strings": single quoted, double quoted,
 * heredoc, nowdoc; the escapes as the Zend scanner reads them): the value of a literal's text,
 * unit by unit mapped back to the document, and a value spelled back into a literal of the same
 * form. Written by hand: small and fully specified. tree-sitter finds the literals and their
 * interpolations; the escapes and a heredoc's closing indentation are read here.
 *
 * - Single quoted (`'...'`): `\\` is a backslash and `\'` a quote; any other backslash stays.
 * - Double quoted (`"..."`) and heredoc (`<<<EOS`, `<<<"EOS"`): `\n \r \t \v \e \f \\ \$`, `\"` (in
 *   a double-quoted string only: a heredoc keeps its backslash), `\[0-7]{1,3}` and `\x[0-9A-Fa-f]{1,2}`
 *   (bytes: reading/byte-escapes.ts), `\u{h...}` (a code point); any other backslash stays.
 * - Nowdoc (`<<<'EOS'`): no escape at all.
 * - A heredoc's or nowdoc's closing marker's indentation is removed from every line of its body
 *   (PHP 7.3); PHP reads CR LF in a literal as written.
 */
import { appendByteEscapes } from "../../reading/byte-escapes.js";
import type { ValueBuilder } from "../../reading/value.js";

export type PhpEscapes = "single" | "double" | "heredoc" | "none";

/** The escapes of a literal opened by `quote` (`'`, `"`, `<<<`, `<<<'`). */
export function escapesOf(quote: string): PhpEscapes | undefined {
  switch (quote) {
    case "'":
      return "single";
    case '"':
      return "double";
    case "<<<":
      return "heredoc";
    case "<<<'":
      return "none";
    default:
      return undefined;
  }
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  e: "\x1b",
  f: "\f",
  "\\": "\\",
  $: "$",
};

/**
 * Appends the value of document[start, end), a run of a literal's text between its
 * interpolations, read with `escapes`; `skips` (sorted document ranges) are a heredoc's
 * indentation, left out.
 */
export function appendPhpText(
  builder: ValueBuilder,
  document: string,
  start: number,
  end: number,
  escapes: PhpEscapes,
  skips: readonly (readonly [number, number])[] = NO_SKIPS,
): void {
  let run = start;
  let i = start;
  let skip = 0;
  while (skip < skips.length && (skips[skip] as readonly [number, number])[1] <= start) skip++;
  while (i < end) {
    const next = skips[skip];
    if (next !== undefined && next[0] <= i) {
      builder.appendVerbatim(run, i);
      i = run = Math.min(Math.max(next[1], i), end);
      skip++;
      continue;
    }
    if (document.charCodeAt(i) !== 0x5c || escapes === "none" || i + 1 >= end) {
      i++;
      continue;
    }
    const stop =
      escapes === "single" ? singleEscapeEnd(document, i) : appendDoubleEscape(builder, document, i, end, run, escapes);
    if (stop === i) {
      // Not an escape: the backslash and the character after it are text.
      i += 2;
      continue;
    }
    if (escapes === "single") {
      builder.appendVerbatim(run, i);
      builder.appendDecoded(document[i + 1] as string, i, stop);
    }
    i = run = stop;
  }
  builder.appendVerbatim(run, end);
}

const NO_SKIPS: readonly (readonly [number, number])[] = [];

function singleEscapeEnd(document: string, at: number): number {
  const next = document[at + 1];
  return next === "\\" || next === "'" ? at + 2 : at;
}

/** Appends the escape at `at` after the text from `run`; returns where the text goes on, or `at` for none. */
function appendDoubleEscape(
  builder: ValueBuilder,
  document: string,
  at: number,
  end: number,
  run: number,
  escapes: PhpEscapes,
): number {
  const next = document[at + 1] as string;
  let value = SIMPLE_ESCAPES[next];
  let stop = at + 2;
  if (value === undefined && next === '"' && escapes === "double") value = '"';
  if (value === undefined && (isOctal(next.charCodeAt(0)) || next === "x"))
    return appendByteEscapes(builder, document, at, end, run);
  if (value === undefined && next === "u" && document[at + 2] === "{") {
    const close = document.indexOf("}", at + 3);
    const digits = close === -1 || close >= end ? "" : document.slice(at + 3, close);
    if (!/^[0-9A-Fa-f]{1,6}$/.test(digits)) return at;
    const point = parseInt(digits, 16);
    if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return at;
    value = String.fromCodePoint(point);
    stop = close + 1;
  }
  if (value === undefined) return at;
  builder.appendVerbatim(run, at);
  builder.appendDecoded(value, at, stop);
  return stop;
}

function isOctal(code: number): boolean {
  return code >= 0x30 && code <= 0x37;
}

/**
 * The indentation a heredoc's or nowdoc's body document[start, end) loses: `indent` characters (the
 * closing marker's) at the start of each line, as document ranges; a line break inside `holes`
 * (its interpolations, sorted) starts no line.
 */
export function closingIndentation(
  document: string,
  start: number,
  end: number,
  indent: number,
  holes: readonly (readonly [number, number])[],
): [number, number][] {
  const skips: [number, number][] = [];
  if (indent === 0) return skips;
  let hole = 0;
  let at = start;
  while (at < end) {
    let i = at;
    while (i < end && i - at < indent && (document[i] === " " || document[i] === "\t")) i++;
    if (i > at) skips.push([at, i]);
    let lineBreak = document.indexOf("\n", i);
    for (;;) {
      while (hole < holes.length && (holes[hole] as readonly [number, number])[1] <= lineBreak) hole++;
      const within = holes[hole];
      if (lineBreak === -1 || within === undefined || lineBreak < within[0]) break;
      lineBreak = document.indexOf("\n", within[1]);
    }
    if (lineBreak === -1 || lineBreak >= end) break;
    at = lineBreak + 1;
  }
  return skips;
}

/**
 * `value` spelled as text of a literal opened by `quote`, or undefined when that literal cannot
 * hold it (a nowdoc or heredoc a line break: its lines carry the closing marker's indentation; any
 * form a lone surrogate).
 */
export function spellPhp(value: string, quote: string): string | undefined {
  const escapes = escapesOf(quote);
  if (escapes === undefined) return undefined;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff) {
      const low = value.charCodeAt(i + 1);
      if (!(code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff)) return undefined;
      out += char + (value[i + 1] as string);
      i++;
      continue;
    }
    if (escapes === "none") {
      if (code === 0x0a || code === 0x0d) return undefined;
      out += char;
    } else if (escapes === "single") {
      // A backslash is escaped always: before another one or a quote it would escape it.
      out += char === "\\" || char === "'" ? `\\${char}` : char;
    } else if (char === "\\" || char === "$" || (char === '"' && escapes === "double")) out += `\\${char}`;
    else if (code === 0x0a) out += "\\n";
    else if (code === 0x0d) out += "\\r";
    else if (code === 0x09) out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else out += char;
  }
  return out;
}
