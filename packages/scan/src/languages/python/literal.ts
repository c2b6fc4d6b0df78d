/**
 * Python's string and bytes literals, both ways (The Python Language Reference, 2.4.1 "String and
 * Bytes literals", and PEP 701 for f-strings): the value of a literal's text, unit by unit mapped
 * back to the document, and a value spelled back into a literal of the same form. Written by hand:
 * small and fully specified. tree-sitter finds the literals and their `{...}` fields; the escapes
 * are read here.
 *
 * - A prefix: `r` (raw: no escape at all; a backslash stays, and only keeps the next character from
 *   ending the literal, which tree-sitter has read), `b` (bytes: ASCII only; `\N`, `\u`, `\U` are not escapes), `f` and `t`
 *   (formatted and template strings: `{...}` fields, `{{` and `}}` for a brace), in either case
 *   and order.
 * - Escapes: `\` at the end of a line (nothing), `\\ \' \" \a \b \f \n \r \t \v`, `\ooo` (one to
 *   three octal digits), `\xhh`, and in str literals `\N{name}`, `\uxxxx`, `\Uxxxxxxxx`; any other
 *   backslash stays, with the character after it.
 * - Line breaks: Python reads a source file's CR LF and CR as LF, inside literals too.
 */
import type { ValueBuilder } from "../../reading/value.js";

/** How a literal is delimited and read: its prefix's letters and its quotes. */
export interface LiteralForm {
  readonly raw: boolean;
  readonly bytes: boolean;
  /** An f-string or a t-string: `{...}` are fields, `{{` and `}}` braces. */
  readonly formatted: boolean;
  /** `'`, `"`, `'''` or `"""`. */
  readonly quote: string;
}

/** The form of a literal from its opening delimiter (`rb"""`, `F'`), or undefined if it is none. */
export function literalForm(delimiter: string): LiteralForm | undefined {
  let raw = false;
  let bytes = false;
  let formatted = false;
  let at = 0;
  for (; at < delimiter.length; at++) {
    const letter = delimiter.charCodeAt(at) | 0x20;
    if (letter === 0x72) raw = true;
    else if (letter === 0x62) bytes = true;
    else if (letter === 0x66 || letter === 0x74) formatted = true;
    else if (letter === 0x75)
      continue; // u"...": the same as "..."
    else break;
  }
  const quote = delimiter.slice(at);
  if (quote !== "'" && quote !== '"' && quote !== "'''" && quote !== '"""') return undefined;
  return { raw, bytes, formatted, quote };
}

/** The opening delimiter that `literalForm` reads back as `form` (lower-case prefix letters). */
export function delimiterOf(form: LiteralForm): string {
  return `${form.raw ? "r" : ""}${form.bytes ? "b" : ""}${form.formatted ? "f" : ""}${form.quote}`;
}

const enum Char {
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Backslash = 0x5c,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/**
 * Whether document[start, end), a literal's text written in `form`, is its value unchanged: no
 * character `appendLiteralText` may read otherwise (a backslash outside a raw literal, a CR, a
 * brace in an f-string). Most literals are so; their value needs no builder.
 */
export function isVerbatim(document: string, start: number, end: number, form: LiteralForm): boolean {
  const { raw, formatted } = form;
  for (let i = start; i < end; i++) {
    const code = document.charCodeAt(i);
    if (code === Char.CarriageReturn) return false;
    if (code === Char.Backslash && !raw) return false;
    if ((code === Char.OpenBrace || code === Char.CloseBrace) && formatted) return false;
  }
  return true;
}

/**
 * Appends the value of document[start, end), a run of a literal's text between its fields,
 * written in `form`. What Python reads as an error (a `\x` without two hex digits) keeps its text.
 */
export function appendLiteralText(
  builder: ValueBuilder,
  document: string,
  start: number,
  end: number,
  form: LiteralForm,
): void {
  let run = start;
  let i = start;
  while (i < end) {
    const code = document.charCodeAt(i);
    let next: number;
    if (code === Char.CarriageReturn) {
      next = i + 1 < end && document.charCodeAt(i + 1) === Char.LineFeed ? i + 2 : i + 1;
      builder.appendVerbatim(run, i);
      builder.appendDecoded("\n", i, next);
    } else if (code === Char.Backslash && !form.raw && i + 1 < end) {
      next = appendEscape(builder, document, i, end, form, run);
      if (next === i) {
        // Not an escape: the backslash stays, and what follows is read as any text.
        i++;
        continue;
      }
    } else if (
      form.formatted &&
      (code === Char.OpenBrace || code === Char.CloseBrace) &&
      i + 1 < end &&
      document.charCodeAt(i + 1) === code
    ) {
      next = i + 2;
      builder.appendVerbatim(run, i);
      builder.appendDecoded(document[i] as string, i, next);
    } else {
      i++;
      continue;
    }
    i = run = next;
  }
  builder.appendVerbatim(run, end);
}

/**
 * Appends the escape at `at` (a backslash, not the last character), after the text from `run`;
 * returns where the text goes on, or `at` when the backslash and the character after it stay.
 */
function appendEscape(
  builder: ValueBuilder,
  document: string,
  at: number,
  end: number,
  form: LiteralForm,
  run: number,
): number {
  const next = document[at + 1] as string;
  const code = next.charCodeAt(0);
  let value: string | undefined;
  let stop = at + 2;
  if (code === Char.LineFeed || code === Char.CarriageReturn) {
    // A line continuation: no character.
    if (code === Char.CarriageReturn && document.charCodeAt(at + 2) === Char.LineFeed && at + 2 < end) stop = at + 3;
    builder.appendVerbatim(run, at);
    builder.appendDecoded("", at, stop);
    return stop;
  }
  const simple = SIMPLE_ESCAPES[next];
  if (simple !== undefined) {
    value = simple;
  } else if (code >= 0x30 && code <= 0x37) {
    while (stop < at + 4 && stop < end && isOctal(document.charCodeAt(stop))) stop++;
    const point = parseInt(document.slice(at + 1, stop), 8);
    value = String.fromCharCode(form.bytes ? point & 0xff : point);
  } else if (next === "x") {
    value = hexEscape(document, at + 2, 2, end);
    stop = at + 4;
  } else if (!form.bytes && next === "u") {
    value = hexEscape(document, at + 2, 4, end);
    stop = at + 6;
  } else if (!form.bytes && next === "U") {
    value = hexEscape(document, at + 2, 8, end);
    stop = at + 10;
  } else if (!form.bytes && next === "N" && document.charCodeAt(at + 2) === Char.OpenBrace) {
    const close = document.indexOf("}", at + 3);
    if (close === -1 || close >= end) return at;
    stop = close + 1;
    value = characterNamed(document.slice(at + 3, close));
    if (value === undefined) {
      // A name this table does not hold: one character nobody here can tell, opaque like a field.
      builder.appendVerbatim(run, at);
      builder.appendHole(at, stop);
      return stop;
    }
  }
  if (value === undefined) return at;
  builder.appendVerbatim(run, at);
  builder.appendDecoded(value, at, stop);
  return stop;
}

/** The character of the `digits` hex digits at `from`, or undefined when they are not all there. */
function hexEscape(document: string, from: number, digits: number, end: number): string | undefined {
  if (from + digits > end) return undefined;
  let point = 0;
  for (let k = from; k < from + digits; k++) {
    const digit = parseInt(document[k] as string, 16);
    if (Number.isNaN(digit)) return undefined;
    point = point * 16 + digit;
  }
  return point <= 0x10ffff ? String.fromCodePoint(point) : undefined;
}

function isOctal(code: number): boolean {
  return code >= 0x30 && code <= 0x37;
}

/**
 * The characters `\N{...}` names that can matter in a URI: the printable ASCII characters, and
 * the few others written so in practice (Unicode's names and aliases; Python reads them in any case).
 */
const NAMED_CHARACTERS: ReadonlyMap<string, string> = new Map([
  ...[
    "SPACE",
    "EXCLAMATION MARK",
    "QUOTATION MARK",
    "NUMBER SIGN",
    "DOLLAR SIGN",
    "PERCENT SIGN",
    "AMPERSAND",
    "APOSTROPHE",
    "LEFT PARENTHESIS",
    "RIGHT PARENTHESIS",
    "ASTERISK",
    "PLUS SIGN",
    "COMMA",
    "HYPHEN-MINUS",
    "FULL STOP",
    "SOLIDUS",
    ..."ZERO ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE".split(" ").map((digit) => `DIGIT ${digit}`),
    "COLON",
    "SEMICOLON",
    "LESS-THAN SIGN",
    "EQUALS SIGN",
    "GREATER-THAN SIGN",
    "QUESTION MARK",
    "COMMERCIAL AT",
    ...[..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter) => `LATIN CAPITAL LETTER ${letter}`),
    "LEFT SQUARE BRACKET",
    "REVERSE SOLIDUS",
    "RIGHT SQUARE BRACKET",
    "CIRCUMFLEX ACCENT",
    "LOW LINE",
    "GRAVE ACCENT",
    ...[..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter) => `LATIN SMALL LETTER ${letter}`),
    "LEFT CURLY BRACKET",
    "VERTICAL LINE",
    "RIGHT CURLY BRACKET",
    "TILDE",
  ].map((name, index): [string, string] => [name, String.fromCharCode(0x20 + index)]),
  ["CHARACTER TABULATION", "\t"],
  ["TAB", "\t"],
  ["LINE FEED", "\n"],
  ["LF", "\n"],
  ["CARRIAGE RETURN", "\r"],
  ["CR", "\r"],
  ["NO-BREAK SPACE", "\u00a0"],
  ["NBSP", "\u00a0"],
  ["EN DASH", "\u2013"],
  ["EM DASH", "\u2014"],
  ["ZERO WIDTH SPACE", "\u200b"],
]);

/** The character `\N{name}` stands for, if this table knows the name. */
export function characterNamed(name: string): string | undefined {
  return NAMED_CHARACTERS.get(name.toUpperCase());
}

/**
 * `value` spelled as text of a literal of `form`, or undefined when that literal cannot hold it
 * (a raw literal cannot escape its quote or a backslash before it; a bytes literal holds no
 * character above U+00FF; a one-line literal no line break).
 */
export function spellLiteral(value: string, form: LiteralForm): string | undefined {
  const { quote, raw, bytes, formatted } = form;
  const quoteChar = quote.charCodeAt(0);
  const triple = quote.length === 3;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (formatted && (code === Char.OpenBrace || code === Char.CloseBrace)) {
      out += char + char;
      continue;
    }
    if (raw) {
      // Written as it is read: only what a raw literal can hold.
      if (code === Char.Backslash || code === quoteChar || code === Char.CarriageReturn || code === 0) return undefined;
      if ((code === Char.LineFeed && !triple) || (bytes && code > 0x7f)) return undefined;
      if (isSurrogate(code)) {
        if (!(isHigh(code) && i + 1 < value.length && isLow(value.charCodeAt(i + 1)))) return undefined;
        out += char + (value[i + 1] as string);
        i++;
        continue;
      }
      out += char;
      continue;
    }
    if (code === Char.Backslash || code === quoteChar) out += `\\${char}`;
    else if (code === Char.LineFeed) out += triple ? char : "\\n";
    else if (code === Char.CarriageReturn) out += "\\r";
    else if (code === 0x09) out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex(code, 2)}`;
    else if (bytes && code > 0x7f) {
      if (code > 0xff) return undefined;
      out += `\\x${hex(code, 2)}`;
    } else if (isSurrogate(code)) {
      const pair = i + 1 < value.length && isHigh(code) && isLow(value.charCodeAt(i + 1));
      if (pair) {
        out += char + (value[i + 1] as string);
        i++;
      } else out += `\\u${hex(code, 4)}`;
    } else out += char;
  }
  return out;
}

function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, "0");
}

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}
function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The replacement fields of a `str.format` template in document[start, end) (The Python Standard
 * Library, string, "Format String Syntax"): `{...}`, with one level of fields nested in a format
 * spec (`{:>{width}}`); `{{` and `}}` are braces. A field left open ends the reading.
 */
export function formatFields(document: string, start: number, end: number): [number, number][] {
  const fields: [number, number][] = [];
  let i = start;
  while (i < end) {
    const code = document.charCodeAt(i);
    if (code === Char.OpenBrace) {
      if (document.charCodeAt(i + 1) === Char.OpenBrace && i + 1 < end) {
        i += 2;
        continue;
      }
      let depth = 1;
      let k = i + 1;
      for (; k < end && depth > 0; k++) {
        const inner = document.charCodeAt(k);
        if (inner === Char.OpenBrace) depth++;
        else if (inner === Char.CloseBrace) depth--;
      }
      if (depth > 0) break;
      fields.push([i, k]);
      i = k;
    } else {
      i += code === Char.CloseBrace && document.charCodeAt(i + 1) === Char.CloseBrace ? 2 : 1;
    }
  }
  return fields;
}
