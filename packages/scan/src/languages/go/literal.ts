/**
 * Go's string literals, both ways (The Go Programming Language Specification, "String literals"
 * and "Rune literals"): the value of a literal's text, unit by unit mapped back to the document,
 * and a value spelled back into a literal of the same kind. Written by hand: small and fully
 * specified. tree-sitter finds the literals; the escapes are read here.
 *
 * - Raw `` `...` ``: no escape; carriage returns are discarded from the value.
 * - Interpreted `"..."`: `\a \b \f \n \r \t \v \\ \"`, `\ooo` (three octal digits, a byte up to
 *   255), `\xhh` (a byte), `\uhhhh` and `\Uhhhhhhhh` (a code point, not a surrogate). Bytes are
 *   read as UTF-8 with the bytes beside them (reading/code-literal.ts). What Go rejects (`\'`,
 *   `\q`, a short `\x4`) keeps its text: the compiler reports it, not this reader.
 */
import {
  LiteralParts,
  hex,
  hexDigits,
  isLoneSurrogate,
  isOctalDigit,
  isScalarValue,
} from "../../reading/code-literal.js";
import type { Literal } from "../../reading/code-syntax.js";

export const GO = "go";

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
  '"': '"',
};

/** The literal at document[start, end): a raw or an interpreted string. */
export function readGoLiteral(text: string, start: number, end: number): Literal | undefined {
  const quote = text[start];
  if (quote !== '"' && quote !== "`") return undefined;
  const contentStart = start + 1;
  // An unterminated literal (a parse error) runs to the end of its node.
  const contentEnd = end - 1 > start && text[end - 1] === quote ? end - 1 : end;
  const parts = new LiteralParts();
  if (quote === "`") readRaw(parts, text, contentStart, contentEnd);
  else readInterpreted(parts, text, contentStart, contentEnd);
  return parts.finish(start, end, contentStart, contentEnd, GO, quote);
}

function readRaw(parts: LiteralParts, text: string, start: number, end: number): void {
  let run = start;
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i) !== 0x0d) continue;
    parts.verbatim(run, i);
    parts.decoded("", i, i + 1);
    run = i + 1;
  }
  parts.verbatim(run, end);
}

function readInterpreted(parts: LiteralParts, text: string, start: number, end: number): void {
  let run = start;
  let i = start;
  while (i < end) {
    if (text.charCodeAt(i) !== 0x5c || i + 1 >= end) {
      i++;
      continue;
    }
    const next = readEscape(parts, text, i, end, run);
    if (next === i) {
      // No escape Go reads: the backslash and the character after it stay.
      i += 2;
      continue;
    }
    i = run = next;
  }
  parts.verbatim(run, end);
}

/** Reads the escape at `at` after the text from `run`; returns where the text goes on, or `at`. */
function readEscape(parts: LiteralParts, text: string, at: number, end: number, run: number): number {
  const letter = text[at + 1] as string;
  const simple = SIMPLE_ESCAPES[letter];
  if (simple !== undefined) {
    parts.verbatim(run, at);
    parts.decoded(simple, at, at + 2);
    return at + 2;
  }
  if (isOctalDigit(letter.charCodeAt(0))) {
    if (at + 4 > end || !isOctalDigit(text.charCodeAt(at + 2)) || !isOctalDigit(text.charCodeAt(at + 3))) return at;
    const value = parseInt(text.slice(at + 1, at + 4), 8);
    if (value > 255) return at;
    parts.verbatim(run, at);
    parts.byte(value, at, at + 4);
    return at + 4;
  }
  const digits = letter === "x" ? 2 : letter === "u" ? 4 : letter === "U" ? 8 : 0;
  if (digits === 0 || at + 2 + digits > end) return at;
  const value = hexDigits(text, at + 2, at + 2 + digits);
  if (value === undefined) return at;
  parts.verbatim(run, at);
  if (letter === "x") parts.byte(value, at, at + 4);
  else if (isScalarValue(value)) parts.decoded(String.fromCodePoint(value), at, at + 2 + digits);
  else return at;
  return at + 2 + digits;
}

/**
 * `value` spelled as the text of a Go literal delimited by `quote`, or undefined when it cannot be
 * (a raw literal holds no backquote and no carriage return; no Go string holds a lone surrogate as
 * text).
 */
export function spellGo(value: string, quote: string): string | undefined {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (isLoneSurrogate(value, i)) return undefined;
    if (quote === "`") {
      // gc rejects NUL and a byte order mark inside a file's text.
      if (code === 0x60 || code === 0x0d || code === 0 || code === 0xfeff) return undefined;
      out += char;
      continue;
    }
    if (quote !== '"') return undefined;
    if (char === "\\" || char === '"') out += `\\${char}`;
    else if (code === 0x0a) out += "\\n";
    else if (code === 0x0d) out += "\\r";
    else if (code === 0x09) out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (code === 0xfeff) out += "\\ufeff";
    else out += char;
  }
  return out;
}
