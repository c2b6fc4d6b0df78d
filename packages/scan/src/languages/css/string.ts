/**
 * CSS strings and `url()` tokens, both ways (CSS Syntax Level 3, 4.3.5 to 4.3.7): a backslash
 * escapes the next code point (`\"`, `\)`, `\ `), or writes one as 1 to 6 hex digits and an
 * optional white space (`\26 ` is "&"; zero, a surrogate or a number past U+10FFFF is U+FFFD); a
 * backslash before a line break continues the line (nothing of it is in the value); one at the very
 * end is nothing. Every unit of the value maps to the document range that spelled it.
 */
import { hexValue, ValueBuilder, type Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { spellHtml } from "../html/spell.js";

/**
 * How a CSS value is written: `css-string` (quote `"` or `'`) or `css-url` (an unquoted `url()`,
 * quote "("). Inside an HTML `style` attribute, `css-string-in-html` and `css-url-in-html`, whose
 * quote is the CSS delimiter followed by the attribute's quote (`'"` for a single-quoted string in
 * a double-quoted attribute, `(` for an unquoted url in an unquoted attribute): the value is
 * spelled for CSS, then for the attribute.
 */
export type CssSpelling = "css-string" | "css-url" | "css-string-in-html" | "css-url-in-html";

const BACKSLASH = 0x5c;

/** Decodes the content of a CSS string or url token, document[start, end). */
export function decodeCss(document: string, start: number, end: number): Value {
  let i = start;
  while (i < end && document.charCodeAt(i) !== BACKSLASH) i++;
  // Most values are written as they are read: no builder, no unit-by-unit map.
  if (i === end) return { text: document.slice(start, end), holes: [], map: new IdentityMap(start) };
  const builder = new ValueBuilder(document, start);
  let runStart = start;
  while (i < end) {
    if (document.charCodeAt(i) !== BACKSLASH) {
      i++;
      continue;
    }
    builder.appendVerbatim(runStart, i);
    i = appendEscape(builder, document, i, end);
    runStart = i;
  }
  builder.appendVerbatim(runStart, end);
  return builder.build(end);
}

/** Appends the escape at `at` (a backslash); returns where the value goes on. */
function appendEscape(builder: ValueBuilder, document: string, at: number, end: number): number {
  const after = escapeEnd(document, at, end);
  const next = document.charCodeAt(at + 1);
  // A backslash at the end, or before a line break (a line continuation), is nothing.
  if (at + 1 >= end || isNewline(next)) return after;
  if (!isHexDigit(next)) {
    builder.appendDecoded(document.slice(at + 1, after), at, after);
    return after;
  }
  let stop = at + 2;
  while (stop < after && isHexDigit(document.charCodeAt(stop))) stop++;
  const point = hexValue(document, at + 1, stop, end) as number;
  const valid = point !== 0 && point <= 0x10ffff && !(point >= 0xd800 && point <= 0xdfff);
  builder.appendDecoded(valid ? String.fromCodePoint(point) : "\ufffd", at, after);
  return after;
}

/**
 * Where the escape at `at` (a backslash) ends (4.3.7): after its hex digits and the one white
 * space that may follow them, or after the code point it escapes (both units of a pair).
 */
export function escapeEnd(document: string, at: number, end: number): number {
  if (at + 1 >= end) return end;
  const next = document.charCodeAt(at + 1);
  if (isNewline(next)) return newlineEnd(document, at + 1, end);
  if (!isHexDigit(next))
    return next >= 0xd800 && next <= 0xdbff && at + 2 < end && isLowSurrogate(document.charCodeAt(at + 2))
      ? at + 3
      : at + 2;
  let stop = at + 2;
  while (stop < end && stop < at + 7 && isHexDigit(document.charCodeAt(stop))) stop++;
  return stop < end && isWhitespace(document.charCodeAt(stop)) ? newlineEnd(document, stop, end) : stop;
}

/** After the white space at `at` (CR LF is one). */
function newlineEnd(document: string, at: number, end: number): number {
  return document.charCodeAt(at) === 0x0d && at + 1 < end && document.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
}

/** `value` spelled for its place, or undefined when it cannot be written there. */
export function spellCss(value: string, spelling: CssSpelling, quote: string): string | undefined {
  const inHtml = spelling === "css-string-in-html" || spelling === "css-url-in-html";
  const unquotedUrl = spelling === "css-url" || spelling === "css-url-in-html";
  const delimiter = quote[0] ?? "";
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) out += `\\${code.toString(16)} `;
    else if (char === "\\" || char === delimiter || (unquotedUrl && UNQUOTED_URL_ESCAPES.has(char))) out += `\\${char}`;
    else out += char;
  }
  return inHtml ? spellHtml(out, "html-attribute", quote.slice(1)) : out;
}

/** What an unquoted url cannot hold as itself (4.3.6): white space, quotes and parentheses. */
const UNQUOTED_URL_ESCAPES: ReadonlySet<string> = new Set([" ", '"', "'", "(", ")"]);

/** White space (4.2): a newline, tab or space. */
export function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || isNewline(code);
}

function isNewline(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x0c;
}

function isHexDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
