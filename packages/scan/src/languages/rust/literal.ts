/**
 * Rust's string literals, both ways (The Rust Reference, "Tokens": string, byte string, C string
 * and their raw forms; "Input format": CR LF read as LF): the value of a literal's text, unit by
 * unit mapped back to the document, and a value spelled back into a literal of the same form.
 * Written by hand: small and fully specified. tree-sitter finds the literals; the escapes are read
 * here.
 *
 * - A prefix: `b` (bytes: ASCII text, `\xhh` any byte), `c` (a C string: UTF-8 text, any byte,
 *   no NUL), `r` (raw: no escape; `#`s around the quotes, as many after as before).
 * - Escapes: `\n \r \t \\ \0 \' \"`, `\xhh` (up to 7F in a string), `\u{h_h}` (one to six hex
 *   digits, underscores between them; not in bytes), and `\` before a line break, which skips it
 *   and every space, tab and line break after it. Bytes are read as UTF-8 with the bytes beside
 *   them (reading/code-literal.ts). What Rust rejects keeps its text.
 */
import { LiteralParts, hex, hexDigit, isLoneSurrogate, isScalarValue } from "../../reading/code-literal.js";
import type { Literal } from "../../reading/code-syntax.js";

export const RUST = "rust";

const UTF8 = new TextEncoder();

/** How a literal is delimited: its prefix's letters, its `#`s. */
interface LiteralForm {
  readonly bytes: boolean;
  readonly c: boolean;
  readonly raw: boolean;
  readonly hashes: number;
  /** The opening delimiter's length. */
  readonly length: number;
}

/** The form of the literal whose opening delimiter starts `text` at `start` (`br##"`), if it is one. */
function formAt(text: string, start: number): LiteralForm | undefined {
  const bytes = text[start] === "b";
  const c = text[start] === "c";
  let at = bytes || c ? start + 1 : start;
  const raw = text[at] === "r";
  if (raw) at++;
  let hashes = 0;
  while (raw && text[at + hashes] === "#") hashes++;
  if (text[at + hashes] !== '"') return undefined;
  return { bytes, c, raw, hashes, length: at + hashes + 1 - start };
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: "\n",
  r: "\r",
  t: "\t",
  "\\": "\\",
  "0": "\0",
  "'": "'",
  '"': '"',
};

/** The literal at document[start, end). */
export function readRustLiteral(text: string, start: number, end: number, formatted: boolean): Literal | undefined {
  const form = formAt(text, start);
  if (form === undefined) return undefined;
  const contentStart = start + form.length;
  const closing = `"${"#".repeat(form.hashes)}`;
  // An unterminated literal (a parse error) runs to the end of its node.
  const closed = end - closing.length >= contentStart && text.startsWith(closing, end - closing.length);
  const contentEnd = closed ? end - closing.length : end;
  const parts = new LiteralParts();
  let run = contentStart;
  let i = contentStart;
  while (i < contentEnd) {
    const code = text.charCodeAt(i);
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) {
      // CR LF is LF (the Reference's input format): the CR is no unit.
      parts.verbatim(run, i);
      parts.decoded("", i, i + 1);
      i = run = i + 1;
      continue;
    }
    if (formatted && (code === 0x7b || code === 0x7d)) {
      i = run = readField(parts, text, i, contentEnd, run);
      continue;
    }
    if (code !== 0x5c || form.raw || i + 1 >= contentEnd) {
      i++;
      continue;
    }
    const next = readEscape(parts, text, i, contentEnd, run, form);
    if (next === i) {
      i += 2;
      continue;
    }
    i = run = next;
  }
  parts.verbatim(run, contentEnd);
  return parts.finish(start, end, contentStart, contentEnd, RUST, text.slice(start, contentStart));
}

/**
 * Reads the brace at `at` of a format string (std::fmt, "Syntax"): `{{` and `}}` are braces, `{...}`
 * a field (a hole); a brace alone stays. Returns where the text goes on.
 */
function readField(parts: LiteralParts, text: string, at: number, end: number, run: number): number {
  const brace = text[at] as string;
  parts.verbatim(run, at);
  if (text[at + 1] === brace && at + 1 < end) {
    parts.decoded(brace, at, at + 2);
    return at + 2;
  }
  const close = brace === "{" ? text.indexOf("}", at + 1) : -1;
  if (close === -1 || close >= end) {
    parts.verbatim(at, at + 1);
    return at + 1;
  }
  parts.hole(at, close + 1);
  return close + 1;
}

/** Reads the escape at `at` after the text from `run`; returns where the text goes on, or `at`. */
function readEscape(
  parts: LiteralParts,
  text: string,
  at: number,
  end: number,
  run: number,
  form: LiteralForm,
): number {
  const letter = text[at + 1] as string;
  if (letter === "\n" || (letter === "\r" && text[at + 2] === "\n")) {
    // A string continuation: the line break and the whitespace after it are no text.
    let stop = at + 2;
    while (stop < end && " \t\n\r".includes(text[stop] as string)) stop++;
    parts.verbatim(run, at);
    parts.decoded("", at, stop);
    return stop;
  }
  const simple = SIMPLE_ESCAPES[letter];
  if (simple !== undefined) {
    parts.verbatim(run, at);
    parts.decoded(simple, at, at + 2);
    return at + 2;
  }
  if (letter === "x") {
    const high = hexDigit(text.charCodeAt(at + 2));
    const low = hexDigit(text.charCodeAt(at + 3));
    if (at + 4 > end || high < 0 || low < 0) return at;
    const value = high * 16 + low;
    if (value > 0x7f && !form.bytes && !form.c) return at;
    parts.verbatim(run, at);
    parts.byte(value, at, at + 4);
    return at + 4;
  }
  if (letter === "u" && !form.bytes && text[at + 2] === "{") {
    const close = text.indexOf("}", at + 3);
    if (close === -1 || close >= end) return at;
    const digits = text.slice(at + 3, close);
    if (!/^[0-9a-fA-F][0-9a-fA-F_]*$/.test(digits) || digits.replace(/_/g, "").length > 6) return at;
    const value = parseInt(digits.replace(/_/g, ""), 16);
    if (!isScalarValue(value)) return at;
    parts.verbatim(run, at);
    parts.decoded(String.fromCodePoint(value), at, close + 1);
    return close + 1;
  }
  return at;
}

/**
 * `value` spelled as the text of a Rust literal opened by `quote`, or undefined when it cannot be
 * (a raw literal cannot hold its closing delimiter or a carriage return; bytes hold ASCII text,
 * other characters escaped as their UTF-8 bytes, and no raw byte string holds them; a C string
 * holds no NUL; no literal holds a lone surrogate).
 */
export function spellRust(value: string, quote: string): string | undefined {
  const form = formAt(quote, 0);
  if (form === undefined || form.length !== quote.length) return undefined;
  if (form.raw) {
    if (value.includes(`"${"#".repeat(form.hashes)}`) || value.includes("\r")) return undefined;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (isLoneSurrogate(value, i) || (form.bytes && code > 0x7f) || (form.c && code === 0)) return undefined;
    }
    return value;
  }
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (isLoneSurrogate(value, i) || (form.c && code === 0)) return undefined;
    if (char === "\\" || char === '"') out += `\\${char}`;
    else if (code === 0x0a) out += "\\n";
    else if (code === 0x0d) out += "\\r";
    else if (code === 0x09) out += "\\t";
    else if (code === 0) out += "\\0";
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (code > 0x7f && form.bytes) {
      const point = value.codePointAt(i) as number;
      if (point > 0xffff) i++;
      for (const byte of UTF8.encode(String.fromCodePoint(point))) out += `\\x${hex(byte, 2)}`;
    } else out += char;
  }
  return out;
}
