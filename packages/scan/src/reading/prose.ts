/**
 * URIs in prose (plain text, comments, Markdown paragraphs, JSX text), delimited as RFC 3986
 * Appendix C describes: inside `<...>` (optionally `<URL:...>`, whitespace inside ignored, so a URI
 * broken across lines is read whole), or as a word of the text. Prose holds no relative
 * references we could tell from words, so a candidate starts at something shaped like a scheme
 * and its ":" (RFC 3986 3.1); whether it is a URI is then the shared detector's decision.
 *
 * Where a word's URI ends follows the autolinkers people read prose with, GitHub's extended
 * autolinks (cmark-gfm's `autolink_delim`) and linkify-it:
 * - whitespace of any kind, "<", ">", '"', "`" and "｜" end it (neither autolinker takes them);
 * - a closing bracket without its opening one in the URI ends it, wherever it is:
 *   `(see http://x.example/a_(b))`, `[http://x.example/](...)`; so does a closing quote of
 *   every kind (“”, ‘’, «», ‹›) and every CJK bracket (「」, 『』, 【】, 《》, 〈〉, 〔〕, （）, ［］, ｛｝);
 *   a pair inside the URI stays in it (`/wiki/Pikachu_(Electric)`, `/wiki/《BanG_Dream!》`);
 * - after an opening quote, the URI ends at its closing quote (`'https://x.example/z'` in a
 *   comment's example, „https://x.example/“);
 * - a comma followed by `scheme://` starts the next URI of a list (`https://a,https://b`);
 * - a backslash that begins an escape of code ends it: a character by its code point (`\u0007`,
 *   `\u{1F600}`, `\xE9`, as JavaScript, JSON, Python and C write them) or a regular expression's
 *   escaped metacharacter (`\.`, `\(`, `\[`, `\?`...): prose that shows code (a comment's
 *   commented-out line, an example's output) shows the URI as the code writes it, and the escape
 *   is not a character of the URI. Any other backslash stays in it (`http:\\example.org\`, a
 *   malformed URL shown on purpose), and so does `\{` (TSDoc's escaped placeholder);
 * - ideographic and full-width sentence punctuation (。、，．：；！？) ends it: CJK prose puts no
 *   space after a URI;
 * - a word whose authority is one letter, ":" and one letter (`https://a:b/common/d?e=f#g`) is a
 *   schematic whose letters name the parts of a URI, not a URI: no candidate (only that shape: a
 *   longer host or port, as in git's scp-like `proto://hostname.com:user/repo`, is a URI to check);
 * - the sentence's punctuation at the end is dropped: `.,:;!?*` (GFM also drops `_` and `~`, which
 *   linkify-it keeps: Python's anchors end in `__init__`), a straight quote without its pair
 *   (`/it's` keeps its own), an opening bracket or quote with nothing after it, and an HTML
 *   entity (`&quot;`) as GFM drops it.
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, Site } from "../candidate.js";
import { EscapeMap, IdentityMap } from "../text-map.js";
import type { Spelling } from "../spell.js";
import type { Value } from "./value.js";
import type { Work } from "../work.js";

/** One URI-shaped run of prose: its value and how it was delimited. */
export interface ProseMatch {
  readonly value: Value;
  /** The document range of the URI text (without delimiters). */
  readonly start: number;
  readonly end: number;
  readonly delimiter: "angle-brackets" | "plain";
  /**
   * Set where the URI goes on in an escape of code (see the header): the text read is only its
   * first piece, which is checked but never fixed.
   */
  readonly continues?: true;
}

/** The longest `<...>` we follow across lines: a bracket that is never closed must not cost more. */
const MAX_BRACKETED_LENGTH = 4096;

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Apostrophe = 0x27,
  OpenParen = 0x28,
  CloseParen = 0x29,
  Comma = 0x2c,
  Period = 0x2e,
  Colon = 0x3a,
  Semicolon = 0x3b,
  Less = 0x3c,
  Greater = 0x3e,
  Question = 0x3f,
  OpenBracket = 0x5b,
  CloseBracket = 0x5d,
  Backslash = 0x5c,
  Backtick = 0x60,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
  Exclamation = 0x21,
  Asterisk = 0x2a,
}

/** The context of every candidate of prose: one object, only read. */
const PLAIN: StringContext = Object.freeze({ kind: "plain" });

/** How many characters are read between two checkpoints. */
const CHECKPOINT = 1 << 14;

/** The candidates of a plain-text document (and of any language we do not parse). */
export function scanText(document: string, found: (candidate: Candidate) => void): Work<void> {
  return scanProse(document, 0, document.length, (match) => found(proseCandidate(match, "prose", "plain", "")));
}

/**
 * A URI-shaped run of prose as a candidate: only its content can make it a URI. `quote` is what
 * ends the text it sits in ("\n" for a line comment, "*\/" for a block comment), so that a fix
 * never writes that delimiter into it.
 */
/** The spelling of a candidate read from `match` where its text is written with `spelling`: none for a piece (`continues`). */
export function spellingOf(match: ProseMatch, spelling: Spelling): Spelling {
  return match.continues === true ? "prose-piece" : spelling;
}

export function proseCandidate(match: ProseMatch, where: Site["in"], spelling: Spelling, quote: string): Candidate {
  return {
    value: match.value,
    spelling: spellingOf(match, spelling),
    quote,
    start: match.start,
    end: match.end,
    site: { context: PLAIN, in: where, delimiter: match.delimiter },
  };
}

/**
 * Every URI-shaped run of document[start, end); `found` is called in document order. A candidate
 * needs a "<" or a scheme's ":", so the scan goes from one of those to the next (`indexOf`, far
 * faster than a test of every character), and reads a scheme backwards from its ":": the run of
 * scheme characters that ends there, which must start with a letter at the start of a word.
 */
export function* scanProse(
  document: string,
  start: number,
  end: number,
  found: (match: ProseMatch) => void,
): Work<void> {
  // The document up to `end`, so that a search never reads past the range: a comment's scan in a
  // large file would otherwise read on to the file's next ":" (a slice of a flat string shares its
  // characters: no copy).
  const range = end === document.length ? document : document.slice(0, end);
  let i = start;
  let checkpoint = start + CHECKPOINT;
  let nextLess = -1;
  let nextColon = -1;
  while (i < end) {
    if (i >= checkpoint) {
      yield;
      checkpoint = i + CHECKPOINT;
    }
    if (nextLess < i) nextLess = indexOrEnd(range, "<", i);
    if (nextColon < i) nextColon = indexOrEnd(range, ":", i);
    if (nextLess < nextColon) {
      const next = scanBracketed(document, nextLess, end, found);
      i = next > nextLess ? next : nextLess + 1;
      continue;
    }
    if (nextColon >= end) break;
    const colon = nextColon;
    // A scheme starts a word: a run of scheme characters reaching back into text already read, or
    // into a word, is none.
    let first = colon;
    while (first > i && isSchemeTail(document.charCodeAt(first - 1))) first--;
    if (
      first < colon &&
      isAlpha(document.charCodeAt(first)) &&
      (first === start || canPrecedeScheme(document.charCodeAt(first - 1)))
    ) {
      const opener = first > start ? document.charCodeAt(first - 1) : -1;
      const wordEnd = placeholderEnd(document, colon, endOfWord(document, colon, end), end);
      const stop = plainUriEnd(document, first, colon, wordEnd, opener);
      if (stop > colon + 1) {
        const value = plainValue(document, first, stop);
        if (document.charCodeAt(stop) === Char.Backslash && beginsCodeEscape(document, stop + 1, wordEnd))
          found({ value, start: first, end: stop, delimiter: "plain", continues: true });
        else found({ value, start: first, end: stop, delimiter: "plain" });
        i = stop;
        continue;
      }
    }
    i = colon + 1;
  }
}

/**
 * Whether `scanProse` could find anything in document[start, end): a candidate needs a "<" or a
 * scheme's ":". A reader that has many short texts to scan tests this first.
 */
export function mayHoldProse(document: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = document.charCodeAt(i);
    if (code === Char.Less || code === Char.Colon) return true;
  }
  return false;
}

/** Where `search` next occurs in `range` from `from`, or the range's end. */
function indexOrEnd(range: string, search: string, from: number): number {
  const at = range.indexOf(search, from);
  return at === -1 ? range.length : at;
}

/**
 * `<scheme:...>` or `<URL:scheme:...>`, whitespace inside ignored (Appendix C). Returns where the
 * scan continues (after ">"), or `at` when this "<" does not open a bracketed URI.
 */
function scanBracketed(document: string, at: number, end: number, found: (match: ProseMatch) => void): number {
  let first = at + 1;
  if (document.startsWith("URL:", first)) first += 4;
  while (first < end && isSpace(document.charCodeAt(first))) first++;
  if (first >= end || !isAlpha(document.charCodeAt(first))) return at;
  let k = first + 1;
  while (k < end && isSchemeTail(document.charCodeAt(k))) k++;
  if (k >= end || document.charCodeAt(k) !== Char.Colon) return at;
  const limit = Math.min(end, at + MAX_BRACKETED_LENGTH);
  let close = -1;
  let hasSpace = false;
  for (let j = k + 1; j < limit; j++) {
    const code = document.charCodeAt(j);
    if (code === Char.Greater) {
      close = j;
      break;
    }
    if (code === Char.Less || code === Char.Quote) return at;
    if (isSpace(code)) hasSpace = true;
  }
  if (close === -1) return at;
  let last = close;
  while (last > k && isSpace(document.charCodeAt(last - 1))) last--;
  if (last <= k + 1) return at;
  const value = hasSpace ? withoutWhitespace(document, first, last) : plainValue(document, first, last);
  found({ value, start: first, end: last, delimiter: "angle-brackets" });
  return close + 1;
}

function plainValue(document: string, start: number, end: number): Value {
  return { text: document.slice(start, end), holes: [], map: new IdentityMap(start) };
}

/** The value of a bracketed URI broken across lines: its text with every whitespace removed. */
function withoutWhitespace(document: string, start: number, end: number): Value {
  const parts: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = start; i < end; i++) {
    if (isSpace(document.charCodeAt(i))) continue;
    parts.push(document[i] as string);
    starts.push(i);
    ends.push(i + 1);
  }
  return { text: parts.join(""), holes: [], map: new EscapeMap(starts, ends, end) };
}

/** The end of a word: whitespace, quotes, angle brackets, backticks and linkify-it's "｜" end it. */
function endOfWord(document: string, from: number, end: number): number {
  let i = from;
  while (i < end) {
    const code = document.charCodeAt(i);
    if (
      code <= Char.Space ||
      code === Char.Quote ||
      code === Char.Less ||
      code === Char.Greater ||
      code === Char.Backtick ||
      code === 0x7f ||
      (code >= 0x80 && (isUnicodeSpace(code) || code === 0xff5c))
    )
      break;
    i++;
  }
  return i;
}

/** The longest placeholder with spaces in it (`{path of cert}`) a word is carried through. */
const MAX_PLACEHOLDER = 64;

/**
 * Where a word that ends at `wordEnd` ends when a "{" in it opens a placeholder that holds spaces
 * (`file:{path of cert}`, a template's `{ host }`, Go's and Jinja's `{{ .Address }}`): the
 * placeholder is read whole (and as a hole), to the "}" that closes it on the same line (`}}`
 * after `{{`), and the word goes on after it (`redis://{{ .Host }}:{{ .Port }}/0`); else at `wordEnd`.
 */
function placeholderEnd(document: string, from: number, wordEnd: number, end: number): number {
  let at = from;
  let stop = wordEnd;
  for (;;) {
    const close = placeholderClose(document, at, stop, end);
    if (close === -1) return stop;
    at = close;
    stop = endOfWord(document, close, end);
  }
}

/**
 * The end of the placeholder a "{" of document[from, wordEnd) opens and a "}" after `wordEnd`
 * closes, on the same line, or -1 when there is none.
 */
function placeholderClose(document: string, from: number, wordEnd: number, end: number): number {
  // The last "{" of the word, when no "}" follows it there.
  let open = -1;
  for (let k = from; k < wordEnd; k++) {
    const code = document.charCodeAt(k);
    if (code === Char.OpenBrace) open = k;
    else if (code === Char.CloseBrace) open = -1;
  }
  if (open === -1) return -1;
  const limit = Math.min(end, open + MAX_PLACEHOLDER);
  for (let k = wordEnd; k < limit; k++) {
    const code = document.charCodeAt(k);
    if (code === Char.CloseBrace) {
      const doubled =
        document.charCodeAt(open - 1) === Char.OpenBrace && document.charCodeAt(k + 1) === Char.CloseBrace;
      return doubled ? k + 2 : k + 1;
    }
    if (
      code === Char.OpenBrace ||
      code === Char.LineFeed ||
      code === Char.CarriageReturn ||
      code === Char.Less ||
      code === Char.Quote
    )
      return -1;
  }
  return -1;
}

/** Space separators (Unicode's Zs, Zl, Zp) and the C1 controls' next line, beyond ASCII. */
function isUnicodeSpace(code: number): boolean {
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/**
 * Where the URI that starts at `first` (its scheme's ":" at `colon`) ends within its word
 * document[first, wordEnd): see the rules in the header; `colon + 1` when the word holds no URI
 * (a schematic). `opener` is the character before the URI (-1 at the start of the text).
 */
export function plainUriEnd(document: string, first: number, colon: number, wordEnd: number, opener: number): number {
  const closers = QUOTE_CLOSERS.get(opener);
  // Openers minus closers of each bracket kind seen so far.
  const depth = BRACKET_DEPTH.fill(0);
  let stop = wordEnd;
  for (let k = colon + 1; k < wordEnd; k++) {
    const code = document.charCodeAt(k);
    // Most characters of a URI are none of those read below: one table look-up each, not three.
    if (code < 0x80 && ASCII_PLAIN[code] === 1) continue;
    if (closers !== undefined && closers.includes(code)) {
      stop = k;
      break;
    }
    const pair = BRACKETS.get(code);
    if (pair !== undefined) {
      if (pair.open) depth[pair.index]!++;
      else if (depth[pair.index]! > 0) depth[pair.index]!--;
      else {
        stop = k;
        break;
      }
    } else if (
      ENDS_URI.has(code) ||
      (code === Char.Comma && startsWithAuthority(document, k + 1, wordEnd)) ||
      (code === Char.Backslash && beginsCodeEscape(document, k + 1, wordEnd))
    ) {
      stop = k;
      break;
    }
  }
  const end = trimTrailing(document, first, colon, stop);
  return isSchematicAuthority(document, colon + 1, end) ? colon + 1 : end;
}

/** Whether document[from, end) starts with `//`, a letter, ":" and a letter, then a path, query, fragment or its end. */
function isSchematicAuthority(document: string, from: number, end: number): boolean {
  if (from + 5 > end || !document.startsWith("//", from)) return false;
  const after = from + 5;
  return (
    isAlpha(document.charCodeAt(from + 2)) &&
    document.charCodeAt(from + 3) === Char.Colon &&
    isAlpha(document.charCodeAt(from + 4)) &&
    (after === end || "/?#".includes(document[after]!))
  );
}

/** Drops the sentence's punctuation after a URI (see the header): repeatedly, from the end. */
function trimTrailing(document: string, first: number, colon: number, end: number): number {
  let apostrophes = 0;
  for (let i = first; i < end; i++) if (document.charCodeAt(i) === Char.Apostrophe) apostrophes++;
  let stop = end;
  while (stop > colon + 1) {
    const code = document.charCodeAt(stop - 1);
    if (code === Char.Semicolon) {
      stop = entityStart(document, colon + 1, stop - 1);
      continue;
    }
    if (TRAILING_PUNCTUATION.has(code) || BRACKETS.get(code)?.open === true) {
      stop--;
      continue;
    }
    if (code === Char.Apostrophe && apostrophes % 2 === 1) {
      apostrophes--;
      stop--;
      continue;
    }
    break;
  }
  return stop;
}

/** Where the HTML entity that ends at the ";" at `semicolon` starts (`&amp;`), else the ";" itself. */
function entityStart(document: string, from: number, semicolon: number): number {
  let k = semicolon;
  while (k > from && isAlphanumeric(document.charCodeAt(k - 1))) k--;
  return k < semicolon && k > from && document.charCodeAt(k - 1) === 0x26 ? k - 1 : semicolon;
}

/**
 * Whether the backslash before `at` begins an escape of code (see the header): `\uXXXX`,
 * `\u{X...}`, `\xXX`, or a regular expression's escaped metacharacter.
 */
function beginsCodeEscape(document: string, at: number, end: number): boolean {
  const code = document.charCodeAt(at);
  if (code === 0x75 /* u */) {
    if (document.charCodeAt(at + 1) === Char.OpenBrace) {
      let k = at + 2;
      while (k < end && k - at < 9 && isHexDigit(document.charCodeAt(k))) k++;
      return k > at + 2 && document.charCodeAt(k) === Char.CloseBrace;
    }
    return hexDigitsAt(document, at + 1, 4, end);
  }
  if (code === 0x78 /* x */) return hexDigitsAt(document, at + 1, 2, end);
  return at < end && ESCAPED_METACHARACTERS.has(code);
}

/** The metacharacters of a regular expression a backslash escapes: `. ( ) [ ] ? * + | ^ $`. */
const ESCAPED_METACHARACTERS: ReadonlySet<number> = new Set(
  [...".()[]?*+|^$"].map((character) => character.charCodeAt(0)),
);

function hexDigitsAt(document: string, at: number, count: number, end: number): boolean {
  if (at + count > end) return false;
  for (let k = at; k < at + count; k++) if (!isHexDigit(document.charCodeAt(k))) return false;
  return true;
}

function isHexDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}

/** `scheme://` at `at`: the next URI of a list. */
function startsWithAuthority(document: string, at: number, end: number): boolean {
  if (at >= end || !isAlpha(document.charCodeAt(at))) return false;
  let k = at + 1;
  while (k < end && isSchemeTail(document.charCodeAt(k))) k++;
  return k + 3 <= end && document.startsWith("://", k);
}

/** The sentence punctuation dropped at a URI's end. */
const TRAILING_PUNCTUATION: ReadonlySet<number> = new Set([
  Char.Period,
  Char.Comma,
  Char.Semicolon,
  Char.Colon,
  Char.Exclamation,
  Char.Question,
  Char.Asterisk,
]);

/** Ideographic and full-width sentence punctuation (and the ellipsis): never in a URI of prose. */
const ENDS_URI: ReadonlySet<number> = new Set([
  0x2026, // …
  0x3001, // 、
  0x3002, // 。
  0xff01, // ！
  0xff0c, // ，
  0xff0e, // ．
  0xff1a, // ：
  0xff1b, // ；
  0xff1f, // ？
]);

/** Pairs of brackets and quotes, opener then closer. */
const PAIRS: readonly (readonly [number, number])[] = [
  [Char.OpenParen, Char.CloseParen],
  [Char.OpenBracket, Char.CloseBracket],
  [Char.OpenBrace, Char.CloseBrace],
  [0x201c, 0x201d], // “ ”
  [0x2018, 0x2019], // ‘ ’
  [0xab, 0xbb], // « »
  [0x2039, 0x203a], // ‹ ›
  [0x300c, 0x300d], // 「 」
  [0x300e, 0x300f], // 『 』
  [0x3010, 0x3011], // 【 】
  [0x300a, 0x300b], // 《 》
  [0x3008, 0x3009], // 〈 〉
  [0x3014, 0x3015], // 〔 〕
  [0xff08, 0xff09], // （ ）
  [0xff3b, 0xff3d], // ［ ］
  [0xff5b, 0xff5d], // ｛ ｝
];

interface BracketKind {
  readonly index: number;
  readonly open: boolean;
}

const BRACKETS: ReadonlyMap<number, BracketKind> = new Map(
  PAIRS.flatMap(([open, close], index): [number, BracketKind][] => [
    [open, { index, open: true }],
    [close, { index, open: false }],
  ]),
);

/** The depth of each bracket kind in `plainUriEnd` (one array for every call: it never nests). */
const BRACKET_DEPTH = new Int32Array(PAIRS.length);

/**
 * The quotes that close a URI opened by a quote: its own closer, and the closers of the other
 * conventions that open with it (German „…“ and ‚…‘, Danish and Swedish »…«).
 */
const QUOTE_CLOSERS: ReadonlyMap<number, readonly number[]> = new Map([
  [Char.Apostrophe, [Char.Apostrophe]],
  [0x2018, [0x2019]],
  [0x201c, [0x201d]],
  [0x201e, [0x201c, 0x201d]],
  [0x201a, [0x2018, 0x2019]],
  [0xab, [0xbb]],
  [0xbb, [0xab, 0xbb]],
  [0x2039, [0x203a]],
  [0x203a, [0x2039, 0x203a]],
]);

/**
 * The ASCII characters that cannot end a plain URI, with 1: every one but a bracket, the comma, the
 * backslash and the apostrophe (a closing quote). (ENDS_URI and the other quotes are beyond ASCII.)
 */
const ASCII_PLAIN: Uint8Array = (() => {
  const table = new Uint8Array(0x80).fill(1);
  for (const code of BRACKETS.keys()) if (code < 0x80) table[code] = 0;
  for (const closers of QUOTE_CLOSERS.values()) for (const code of closers) if (code < 0x80) table[code] = 0;
  table[Char.Comma] = 0;
  table[Char.Backslash] = 0;
  return table;
})();

function isAlphanumeric(code: number): boolean {
  return isAlpha(code) || (code >= 0x30 && code <= 0x39);
}

function isAlpha(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 3.1). */
function isSchemeTail(code: number): boolean {
  return isAlpha(code) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;
}

/**
 * A scheme starts a word: after whitespace or an opening delimiter, never inside another word,
 * path or address ("git@host:path", "a/b:c", "x.y:z" are not read from their middle).
 */
function canPrecedeScheme(code: number): boolean {
  if (isSchemeTail(code)) return false;
  return (
    code <= Char.Space ||
    code === Char.Quote ||
    code === Char.Apostrophe ||
    code === Char.OpenParen ||
    code === Char.OpenBracket ||
    code === Char.OpenBrace ||
    code === Char.Less ||
    code === Char.Greater ||
    code === 0x3d /* = */ ||
    code === Char.Comma ||
    code === Char.Semicolon ||
    code === Char.Backtick ||
    code === Char.Asterisk ||
    code === 0x7c /* | */ ||
    code >= 0x80
  );
}

function isSpace(code: number): boolean {
  return (
    code === Char.Space ||
    code === Char.Tab ||
    code === Char.LineFeed ||
    code === Char.CarriageReturn ||
    code === 0x0c ||
    code === 0x0b
  );
}
