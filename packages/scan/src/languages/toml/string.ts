/**
 * TOML 1.1 strings (toml.io, "String"), both ways: the value a TOML reader sees, unit by unit
 * mapped to the document range that spelled it, and a replacement spelled back for the string's
 * kind. `toml-eslint-parser` gives each string's range and value but no map between them, which a
 * finding's exact range and a fix need; the rules are few and fully specified, so they are here:
 *
 * - basic strings `"..."`: escapes `\b \t \n \f \r \e \" \\`, `\xHH`, `\uHHHH`, `\UHHHHHHHH`;
 * - multi-line basic strings `"""..."""`: the same escapes, a line break right after the opening
 *   delimiter is trimmed, and a "line ending backslash" removes itself, the line break and all the
 *   white space and line breaks after it;
 * - literal strings `'...'` and multi-line literal strings `'''...'''`: no escapes at all (a line
 *   break right after `'''` is trimmed);
 * - in multi-line strings a CR LF reads as LF (as toml-eslint-parser gives it).
 * The tests compare every decoded value with the parser's own.
 */
import { ValueBuilder, type Value } from "../../reading/value.js";
import { appendTableEscape, type EscapeTables } from "../../reading/table-escapes.js";
import { IdentityMap } from "../../text-map.js";

/** The two kinds of TOML strings. */
export type TomlStyle = "basic" | "literal";

/** TOML 1.1's escapes; a code point must be a Unicode scalar value. */
const ESCAPES: EscapeTables = {
  simple: { b: "\b", t: "\t", n: "\n", f: "\f", r: "\r", e: "\x1b", '"': '"', "\\": "\\" },
  hex: { x: 2, u: 4, U: 8 },
  surrogates: false,
};

/**
 * The value of a string whose content (between its delimiters) is document[start, end); for a
 * multi-line string, `start` is right after `"""` or `'''` (the trimmed line break included).
 */
export function decodeTomlString(
  document: string,
  start: number,
  end: number,
  style: TomlStyle,
  multiline: boolean,
): Value {
  let from = start;
  if (multiline) from = skipLineBreak(document, from, end);
  let i = from;
  while (i < end && !isSpecial(document.charCodeAt(i), style, multiline)) i++;
  if (i === end) return { text: document.slice(from, end), holes: [], map: new IdentityMap(from) };
  const builder = new ValueBuilder(document, from);
  let run = from;
  while (i < end) {
    const code = document.charCodeAt(i);
    if (!isSpecial(code, style, multiline)) {
      i++;
      continue;
    }
    builder.appendVerbatim(run, i);
    if (code === 0x0d) {
      // CR LF reads as LF; a CR alone is not allowed in TOML and is kept as written.
      const next = document.charCodeAt(i + 1) === 0x0a && i + 1 < end ? i + 2 : i + 1;
      builder.appendDecoded(next === i + 2 ? "\n" : "\r", i, next);
      i = run = next;
    } else {
      i = run = escape(builder, document, i, end, multiline);
    }
  }
  builder.appendVerbatim(run, end);
  return builder.build(end);
}

/** The escape at `at` (a backslash); returns where the text goes on. */
function escape(builder: ValueBuilder, document: string, at: number, end: number, multiline: boolean): number {
  const next = appendTableEscape(builder, document, at, end, ESCAPES);
  if (next !== -1) return next;
  if (multiline) {
    // A line ending backslash: white space, a line break, then every white space and line break.
    let k = at + 1;
    while (k < end && isWhite(document.charCodeAt(k))) k++;
    if (k < end && isBreak(document.charCodeAt(k))) {
      while (k < end && (isWhite(document.charCodeAt(k)) || isBreak(document.charCodeAt(k)))) k++;
      builder.appendDecoded("", at, k);
      return k;
    }
  }
  // Not an escape TOML defines (the parser rejects the document): kept as written.
  builder.appendVerbatim(at, at + 1);
  return at + 1;
}

/** How a TOML string is written: `toml-basic` (quote `"` or `"""`) or `toml-literal` (`'` or `'''`). */
export type TomlSpelling = "toml-basic" | "toml-literal";

/** `value` spelled for its place, or undefined when it cannot be written there. */
export function spellToml(value: string, spelling: TomlSpelling, quote: string): string | undefined {
  return spellTomlString(value, spelling === "toml-basic" ? "basic" : "literal", quote);
}

/**
 * `value` spelled for a string of `style` whose delimiter is `quote` (`"`, `"""`, `'` or `'''`),
 * or undefined when that string cannot hold it: a literal string has no escapes, so it cannot
 * hold its own quote or a control character (nor a line break, unless it is multi-line).
 */
export function spellTomlString(value: string, style: TomlStyle, quote: string): string | undefined {
  const multiline = quote.length === 3;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (style === "literal") {
      if (char === "'" || (isControl(code) && !(multiline && code === 0x0a))) return undefined;
      out += char;
    } else if (char === '"' || char === "\\") {
      out += `\\${char}`;
    } else if (isControl(code)) {
      out += SHORT_ESCAPES[code] ?? `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
    } else {
      out += char;
    }
  }
  return out;
}

const SHORT_ESCAPES: Readonly<Record<number, string>> = { 0x08: "\\b", 0x0a: "\\n", 0x0c: "\\f", 0x0d: "\\r" };

/** Control characters a TOML string cannot hold as written (tab is allowed). */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

function isSpecial(code: number, style: TomlStyle, multiline: boolean): boolean {
  return (code === 0x5c && style === "basic") || (code === 0x0d && multiline);
}

function skipLineBreak(document: string, at: number, end: number): number {
  if (at < end && document.charCodeAt(at) === 0x0a) return at + 1;
  if (at + 1 < end && document.charCodeAt(at) === 0x0d && document.charCodeAt(at + 1) === 0x0a) return at + 2;
  return at;
}

function isWhite(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

function isBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}
