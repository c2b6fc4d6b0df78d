/**
 * The microsyntaxes of HTML attribute values that hold URLs among other text, written here because
 * they are small and fully specified (HTML Standard), and parse5 gives attribute values whole:
 * - `srcset` (4.8.4.3.10, "parse a srcset attribute"): image candidates, each a URL and its
 *   descriptors (`1x`, `480w`), separated by commas;
 * - a set of space-separated tokens (2.3.8), as `ping` holds its URLs;
 * - `<meta http-equiv="refresh" content="5; url=...">` (4.2.5.3, "shared declarative refresh
 *   steps"): the URL after the time.
 * Each returns the spans of `text` (the decoded value) where its URLs are. A template's
 * placeholder (`{{ book.cover.url }} 2x`) is one opaque piece: the white space inside it
 * separates nothing.
 */
import { findPlaceholders } from "@urilint/core";

/** A URL's span in the value: [start, end). */
export interface UrlSpan {
  readonly start: number;
  readonly end: number;
}

/** The URL of each image candidate of a `srcset` value, in order. */
export function srcsetUrls(value: string): UrlSpan[] {
  const text = withOpaquePlaceholders(value);
  const urls: UrlSpan[] = [];
  let position = 0;
  for (;;) {
    // Splitting loop: white space and commas before a candidate.
    while (
      position < text.length &&
      (isAsciiWhitespace(text.charCodeAt(position)) || text.charCodeAt(position) === COMMA)
    )
      position++;
    if (position >= text.length) return urls;
    const start = position;
    while (position < text.length && !isAsciiWhitespace(text.charCodeAt(position))) position++;
    let end = position;
    if (text.charCodeAt(end - 1) === COMMA) {
      // A URL that ends with commas has no descriptors: the commas end the candidate.
      while (end > start && text.charCodeAt(end - 1) === COMMA) end--;
    } else {
      position = descriptorsEnd(text, position);
    }
    if (end > start) urls.push({ start, end });
  }
}

/**
 * The descriptor tokenizer, from after a URL: where the candidate ends (after its comma, or at the
 * end). A comma inside parentheses does not end it.
 */
function descriptorsEnd(text: string, from: number): number {
  let position = from;
  let inParens = false;
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (inParens) {
      if (code === CLOSE_PAREN) inParens = false;
    } else if (code === COMMA) {
      return position + 1;
    } else if (code === OPEN_PAREN) {
      inParens = true;
    }
    position++;
  }
  return position;
}

/** The tokens of a set of space-separated tokens (`ping`), in order. */
export function spaceSeparatedUrls(value: string): UrlSpan[] {
  const text = withOpaquePlaceholders(value);
  const urls: UrlSpan[] = [];
  let position = 0;
  while (position < text.length) {
    while (position < text.length && isAsciiWhitespace(text.charCodeAt(position))) position++;
    const start = position;
    while (position < text.length && !isAsciiWhitespace(text.charCodeAt(position))) position++;
    if (position > start) urls.push({ start, end: position });
  }
  return urls;
}

/**
 * The URL of a refresh declaration (`5; url=https://example.com/`, `0;URL='/next'`, `3, /x`), or
 * undefined when it has none (`30`: a reload) or is not one. Trailing white space is no part of it
 * (the URL parser strips it).
 */
export function metaRefreshUrl(text: string): UrlSpan | undefined {
  let position = skipWhitespace(text, 0);
  const timeStart = position;
  while (position < text.length && isDigit(text.charCodeAt(position))) position++;
  if (position === timeStart && text.charCodeAt(position) !== PERIOD) return undefined;
  while (position < text.length && (isDigit(text.charCodeAt(position)) || text.charCodeAt(position) === PERIOD))
    position++;
  if (position < text.length) {
    const code = text.charCodeAt(position);
    if (code !== SEMICOLON && code !== COMMA && !isAsciiWhitespace(code)) return undefined;
    position = skipWhitespace(text, position);
    if (text.charCodeAt(position) === SEMICOLON || text.charCodeAt(position) === COMMA) position++;
    position = skipWhitespace(text, position);
  }
  if (position >= text.length) return undefined;
  const { start, quote } = urlStart(text, position);
  let end = text.length;
  if (quote !== 0) {
    const close = text.indexOf(String.fromCharCode(quote), start);
    if (close !== -1) end = close;
  }
  while (end > start && isAsciiWhitespace(text.charCodeAt(end - 1))) end--;
  return end > start ? { start, end } : undefined;
}

/**
 * Where the URL starts, and the quote that ends it (0: none): after `url`, `=` and an opening
 * quote when they are there; an opening quote alone is skipped too; at `position` when the text
 * starts with `u` but does not go on with `rl` then `=` (the steps "jump to parse").
 */
function urlStart(text: string, position: number): { start: number; quote: number } {
  let k = position;
  if ((text.charCodeAt(k) | 0x20) === 0x75 /* u */) {
    if ((text.charCodeAt(k + 1) | 0x20) !== 0x72 /* r */ || (text.charCodeAt(k + 2) | 0x20) !== 0x6c /* l */)
      return { start: position, quote: 0 };
    k = skipWhitespace(text, k + 3);
    if (text.charCodeAt(k) !== EQUALS) return { start: position, quote: 0 };
    k = skipWhitespace(text, k + 1);
  }
  const code = text.charCodeAt(k);
  return code === QUOTE || code === APOSTROPHE ? { start: k + 1, quote: code } : { start: k, quote: 0 };
}

/** `text` with each placeholder's characters replaced by "x" (same length, so spans hold). */
function withOpaquePlaceholders(text: string): string {
  const placeholders = findPlaceholders(text);
  if (placeholders.length === 0) return text;
  let out = "";
  let at = 0;
  for (const { start, end } of placeholders) {
    out += text.slice(at, start) + "x".repeat(end - start);
    at = end;
  }
  return out + text.slice(at);
}

function skipWhitespace(text: string, from: number): number {
  let k = from;
  while (k < text.length && isAsciiWhitespace(text.charCodeAt(k))) k++;
  return k;
}

const COMMA = 0x2c;
const PERIOD = 0x2e;
const SEMICOLON = 0x3b;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;

/** ASCII whitespace (Infra): TAB, LF, FF, CR, SPACE. */
export function isAsciiWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
