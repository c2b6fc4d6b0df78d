/**
 * URIs in prose (plain text, comments, Markdown paragraphs, JSX text), delimited as RFC 3986
 * Appendix C describes: inside `<...>` (optionally `<URL:...>`, whitespace inside ignored, so a URI
 * broken across lines is read whole), or between whitespace and double quotes, without the trailing
 * punctuation of the sentence. Prose holds no relative references we could tell from words, so a
 * candidate starts at something shaped like a scheme and its ":" (RFC 3986 3.1); whether it is
 * a URI is then the shared detector's decision.
 */
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
  Backtick = 0x60,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
  Exclamation = 0x21,
  Asterisk = 0x2a,
}

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
export function proseCandidate(match: ProseMatch, where: Site["in"], spelling: Spelling, quote: string): Candidate {
  return {
    value: match.value,
    spelling,
    quote,
    start: match.start,
    end: match.end,
    site: { context: { kind: "plain" }, in: where, delimiter: match.delimiter },
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
      const stop = trimTrailing(
        document,
        first,
        closingBracket(document, first, colon, placeholderEnd(document, colon, endOfWord(document, colon, end), end)),
      );
      if (stop > colon + 1) {
        found({ value: plainValue(document, first, stop), start: first, end: stop, delimiter: "plain" });
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

/** The end of a whitespace-delimited word: whitespace, quotes, angle brackets and backticks end it. */
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
      code === 0x85 ||
      code === 0xa0 ||
      code === 0x2028 ||
      code === 0x2029 ||
      code === 0x3000
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
 * (`file:{path of cert}`, a template's `{ host }`): at the "}" that closes it on the same line, so
 * that the placeholder is read whole (and as a hole); else at `wordEnd`.
 */
function placeholderEnd(document: string, from: number, wordEnd: number, end: number): number {
  // The last "{" of the word, when no "}" follows it there.
  let open = -1;
  for (let k = from; k < wordEnd; k++) {
    const code = document.charCodeAt(k);
    if (code === Char.OpenBrace) open = k;
    else if (code === Char.CloseBrace) open = -1;
  }
  if (open === -1) return wordEnd;
  const limit = Math.min(end, open + MAX_PLACEHOLDER);
  for (let k = wordEnd; k < limit; k++) {
    const code = document.charCodeAt(k);
    if (code === Char.CloseBrace) return k + 1;
    if (
      code === Char.OpenBrace ||
      code === Char.LineFeed ||
      code === Char.CarriageReturn ||
      code === Char.Less ||
      code === Char.Quote
    )
      return wordEnd;
  }
  return wordEnd;
}

/**
 * A URI right after "[" ends at the first "]": the text of a Markdown-style link written in prose
 * or a comment (`[https://x.example/](https://x.example/)`), as a URI holds "]" only around an IP
 * literal, which comes before any "]" that follows its "://".
 */
function closingBracket(document: string, start: number, from: number, end: number): number {
  if (start === 0 || document.charCodeAt(start - 1) !== Char.OpenBracket) return end;
  // An IP literal's own brackets are skipped: `[http://[::1]/](...)`.
  let depth = 0;
  for (let k = from; k < end; k++) {
    const code = document.charCodeAt(k);
    if (code === Char.OpenBracket) depth++;
    else if (code === Char.CloseBracket && depth-- === 0) return k;
  }
  return end;
}

/**
 * Drops the sentence's punctuation after a URI: ".", ",", ";", ":", "!", "?", "'", "*" at the end,
 * and closing brackets that have no opening partner inside the URI ("(see http://x/)").
 */
function trimTrailing(document: string, start: number, end: number): number {
  // Openers minus closers of each bracket kind, updated as closers are dropped from the end.
  const depth = [0, 0, 0];
  for (let i = start; i < end; i++) {
    const kind = bracketKind(document.charCodeAt(i));
    if (kind !== undefined) depth[kind.index]! += kind.open ? 1 : -1;
  }
  let stop = end;
  while (stop > start) {
    const code = document.charCodeAt(stop - 1);
    if (
      code === Char.Period ||
      code === Char.Comma ||
      code === Char.Semicolon ||
      code === Char.Colon ||
      code === Char.Exclamation ||
      code === Char.Question ||
      code === Char.Apostrophe ||
      code === Char.Asterisk
    ) {
      stop--;
      continue;
    }
    const kind = bracketKind(code);
    if (kind === undefined || kind.open || depth[kind.index]! >= 0) break;
    depth[kind.index]!++;
    stop--;
  }
  return stop;
}

const BRACKETS: ReadonlyMap<number, { readonly index: number; readonly open: boolean }> = new Map([
  [Char.OpenParen, { index: 0, open: true }],
  [Char.CloseParen, { index: 0, open: false }],
  [Char.OpenBracket, { index: 1, open: true }],
  [Char.CloseBracket, { index: 1, open: false }],
  [Char.OpenBrace, { index: 2, open: true }],
  [Char.CloseBrace, { index: 2, open: false }],
]);

function bracketKind(code: number): { readonly index: number; readonly open: boolean } | undefined {
  return BRACKETS.get(code);
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
