/**
 * Candidates in `.env` files: each variable's value, named by its key, and URIs in comments.
 *
 * The grammar is the `dotenv` package's (v16 and v17, `lib/main.js`), which is one regular expression
 * applied with the `m` and `g` flags after CRLF and CR are turned into LF:
 *
 *     ^\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)
 *       (\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?$
 *
 * Written out here as a hand scanner (small and fully specified by that expression), because the
 * expression gives no position for what it removes. Its rules, with the expression's own quirks:
 * - a match is tried at each line start; `\s` is JavaScript's whitespace, line breaks included, so
 *   blank lines before a key are skipped, and `KEY` and `=` may even sit on two lines;
 * - `export ` before the key is dropped; `KEY: value` needs one whitespace after the colon;
 * - a quoted value ('...', "...", `...`) may span lines; a quote preceded by a backslash does not
 *   close it, but the closing quote is the last one after which only blanks, a line break or a
 *   `#` comment follow (the expression backtracks), and the backslash stays in the value;
 * - an unquoted value is the rest of the line up to the first `#`, trimmed; if it then starts and
 *   ends with the same quote, the quotes are removed (`value.replace(/^(['"`])([\s\S]*)\1$/mg)`);
 * - when the trimmed value starts with a double quote, `\n` and `\r` are a line feed and a carriage
 *   return; no other escape exists (`\"` keeps its backslash).
 * Then `dotenv-expand` (v12): `${NAME}` (any text without braces, so `${VAR:-default}` too) and
 * `$NAME` (`[A-Za-z_][A-Za-z0-9_]*`) not preceded by a backslash are replaced, whatever the quotes:
 * they are holes here; `\$` is a literal `$`.
 * `#` starts a comment at a line's first non-blank character and after a value: read as prose.
 * The scan is linear: an attempt that fails skips every line start up to where it stopped, since
 * each of them would skip the same blanks and fail the same way.
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import { ValueBuilder, type Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { runSync, type Work } from "../../work.js";
import { valueCandidates } from "../../reading/config-value.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";

/**
 * How a `.env` value is written: bare (`KEY=value`), or between single quotes, double quotes or
 * backticks. `quote` is the quote character, or for a bare value "" (or the quote that the
 * unquoted-value rule removed around it).
 */
export type DotenvSpelling = "dotenv-unquoted" | "dotenv-single" | "dotenv-double" | "dotenv-backtick";

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Hash = 0x23,
  Dollar = 0x24,
  Apostrophe = 0x27,
  Hyphen = 0x2d,
  Period = 0x2e,
  Colon = 0x3a,
  Equals = 0x3d,
  Backslash = 0x5c,
  Underscore = 0x5f,
  Backtick = 0x60,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
  LowerE = 0x65,
  LowerN = 0x6e,
  LowerR = 0x72,
}

/** How many characters are read between two checkpoints. */
const CHECKPOINT = 1 << 14;

/** One `KEY=value` the expression matched. */
interface Entry {
  readonly key: string;
  /** The value's spelling in the document, without its quotes. */
  readonly start: number;
  readonly end: number;
  readonly spelling: DotenvSpelling;
  readonly quote: string;
  /** Quote characters the unquoted-value rule removed inside [start, end) (only around U+2028 / U+2029). */
  readonly stripped: ReadonlySet<number> | undefined;
  /** Whether the value holds no character `entryValue` decodes (a backslash, a dollar, a CR): known while reading a bare value. */
  readonly verbatim: boolean;
  /** Whether `\n` and `\r` are escapes (the trimmed value started with a double quote). */
  readonly escapes: boolean;
  /** Where the match ends (a line break or the end of the text), and its comment, if any. */
  readonly matchEnd: number;
  readonly commentStart: number;
}

export function* scanDotenv(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  yield* readEntries(
    text,
    (entry) => {
      if (entry.end <= entry.start) return;
      // A list of origins (`a,b` or "a b") is several URIs; a command or a sentence is read word by word.
      valueCandidates(
        entryValue(text, entry, true),
        { kind: "named", name: entry.key },
        { spelling: entry.spelling, quote: entry.quote, in: "dotenv" },
        found,
      );
    },
    (from, to) => {
      runSync(scanProse(text, from, to, (match) => found(proseCandidate(match, "comment", "plain", "\n"))));
      comment?.({ text: text.slice(from, to), start: from - 1, end: to, block: false });
    },
  );
}

/**
 * The variables of a `.env` file as `dotenv.parse` gives them (a later key wins), before
 * dotenv-expand: what the scanner reads, in the form the package's own parser returns it.
 */
export function readDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  runSync(
    readEntries(
      text,
      (entry) => {
        out[entry.key] = entryValue(text, entry, false).text;
      },
      () => {},
    ),
  );
  return out;
}

/** Every match of the expression, in order, and the text of every comment (after its `#`). */
function* readEntries(
  text: string,
  entry: (entry: Entry) => void,
  comment: (from: number, to: number) => void,
): Work<void> {
  const end = text.length;
  let checkpoint = CHECKPOINT;
  let at = 0;
  while (at < end) {
    if (at >= checkpoint) {
      yield;
      checkpoint = at + CHECKPOINT;
    }
    const first = skipSpaces(text, at, end);
    if (first >= end) return;
    const matched = matchEntry(text, first, end);
    if (matched === undefined) {
      // Every line start up to `first` skips the same blanks to the same failure.
      if (text.charCodeAt(first) === Char.Hash) comment(first + 1, lineEnd(text, first, end));
      at = nextLineStart(text, first + 1, end);
      continue;
    }
    entry(matched);
    if (matched.commentStart >= 0) comment(matched.commentStart + 1, lineEnd(text, matched.commentStart, end));
    at = nextLineStart(text, matched.matchEnd, end);
  }
}

/** The expression matched from `first`, the first non-blank character after a line start. */
function matchEntry(text: string, first: number, end: number): Entry | undefined {
  // The first character is checked before the call: nearly every line starts otherwise.
  if (
    text.charCodeAt(first) === Char.LowerE &&
    text.startsWith("export", first) &&
    first + 6 < end &&
    isSpace(text.charCodeAt(first + 6))
  ) {
    const entry = keyAndValue(text, skipSpaces(text, first + 6, end), end);
    // Else `export` may itself be the key (`export = 1`): the expression backtracks to that.
    if (entry !== undefined) return entry;
  }
  return keyAndValue(text, first, end);
}

function keyAndValue(text: string, keyStart: number, end: number): Entry | undefined {
  const keyEnd = runOf(KEY, text, keyStart, end);
  if (keyEnd === keyStart) return undefined;
  let valueFrom: number;
  if (text.charCodeAt(keyEnd) === Char.Colon && keyEnd + 1 < end && isSpace(text.charCodeAt(keyEnd + 1))) {
    // `:\s+?` takes one whitespace character (CRLF is one: the text is read with LF line ends).
    valueFrom = isCrLf(text, keyEnd + 1) ? keyEnd + 3 : keyEnd + 2;
  } else {
    const equals = skipSpaces(text, keyEnd, end);
    if (text.charCodeAt(equals) !== Char.Equals) return undefined;
    valueFrom = equals + 1;
  }
  return value(text, text.slice(keyStart, keyEnd), valueFrom, end);
}

/** The value from `from` (right after the separator): quoted, else the rest of the line. */
function value(text: string, key: string, from: number, end: number): Entry {
  const open = skipSpaces(text, from, end);
  const quote = text.charCodeAt(open);
  if (quote === Char.Apostrophe || quote === Char.Quote || quote === Char.Backtick) {
    const close = closingQuote(text, open, end);
    if (close >= 0) {
      const tail = tailOf(text, close + 1, end);
      return {
        key,
        start: open + 1,
        end: close,
        spelling: QUOTED[quote]!,
        quote: text[open]!,
        stripped: undefined,
        verbatim: !hasSpecial(text, open + 1, close),
        escapes: quote === Char.Quote,
        matchEnd: tail.matchEnd,
        commentStart: tail.commentStart,
      };
    }
  }
  // `[^#\r\n]+`, then trimmed; the pass also notes what a slice of it cannot stand for. Most
  // values hold none of that, and are read by the engine's compiled scan.
  let runEnd = runOf(PLAIN_RUN, text, from, end);
  let special = false;
  let separated = false;
  for (; runEnd < end; runEnd++) {
    const code = text.charCodeAt(runEnd);
    if (code === Char.Hash || code === Char.LineFeed || code === Char.CarriageReturn) break;
    if (code === Char.Backslash || code === Char.Dollar) special = true;
    else if (code === 0x2028 || code === 0x2029) separated = true;
  }
  let start = from;
  while (start < runEnd && isSpace(text.charCodeAt(start))) start++;
  let stop = runEnd;
  while (stop > start && isSpace(text.charCodeAt(stop - 1))) stop--;
  const tail = tailOf(text, runEnd, end);
  const first = text.charCodeAt(start);
  const escapes = first === Char.Quote;
  // The quotes around a bare value are removed; U+2028 and U+2029 end lines for that rule (only
  // those left by the trimming count).
  separated &&= stop > start && hasParagraphSeparator(text, start, stop);
  const unwrapped = !separated && stop - start >= 2 && isQuote(first) && text.charCodeAt(stop - 1) === first;
  return {
    key,
    start: unwrapped ? start + 1 : start,
    end: unwrapped ? stop - 1 : stop,
    spelling: "dotenv-unquoted",
    quote: unwrapped ? text[start]! : "",
    stripped: separated ? strippedQuotes(text, start, stop) : undefined,
    verbatim: !special,
    escapes,
    matchEnd: tail.matchEnd,
    commentStart: tail.commentStart,
  };
}

const QUOTED: Readonly<Record<number, DotenvSpelling>> = {
  [Char.Apostrophe]: "dotenv-single",
  [Char.Quote]: "dotenv-double",
  [Char.Backtick]: "dotenv-backtick",
};

/**
 * The closing quote of the value opened at `open`, or -1. The expression's `(?:\\q|[^q])*q` then
 * `\s*(?:#.*)?$` tries the first quote not preceded by a backslash, then each escaped quote before
 * it from the last: the first after which the line may end.
 */
function closingQuote(text: string, open: number, end: number): number {
  const quote = text.charCodeAt(open);
  let escaped: number[] | undefined;
  let i = open + 1;
  let unescaped = -1;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === Char.Backslash && text.charCodeAt(i + 1) === quote && i + 1 < end) {
      (escaped ??= []).push(i + 1);
      i += 2;
    } else if (code === quote) {
      unescaped = i;
      break;
    } else {
      i++;
    }
  }
  if (unescaped >= 0 && mayEndLine(text, unescaped + 1, end)) return unescaped;
  if (escaped === undefined) return -1;
  for (let k = escaped.length - 1; k >= 0; k--) {
    if (mayEndLine(text, escaped[k]! + 1, end)) return escaped[k]!;
  }
  return -1;
}

/** Whether `\s*(?:#.*)?$` matches at `from`: blanks, then a line break, a comment or the end. */
function mayEndLine(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isLineTerminator(code)) return true;
    if (!isSpace(code)) return code === Char.Hash;
  }
  return true;
}

/**
 * Where the greedy `\s*(?:#.*)?$` ends the match from `from`, and the `#` of its comment: its
 * blanks run across lines, up to a comment (the match ends with that line) or else back to the
 * last line break they held (or the end of the text).
 */
function tailOf(text: string, from: number, end: number): { matchEnd: number; commentStart: number } {
  let lastBreak = -1;
  let i = from;
  while (i < end && isSpace(text.charCodeAt(i))) {
    if (isLineTerminator(text.charCodeAt(i))) lastBreak = i;
    i++;
  }
  if (i < end && text.charCodeAt(i) === Char.Hash) return { matchEnd: lineEnd(text, i, end), commentStart: i };
  return { matchEnd: i >= end ? end : lastBreak, commentStart: -1 };
}

/**
 * The quote characters that `replace(/^(['"`])([\s\S]*)\1$/mg, '$2')` removes from a bare value
 * holding U+2028 or U+2029 (line terminators for `^` and `$`, yet not for `[^#\r\n]`): at each
 * line start within it, a quote and the last same quote that ends a line.
 */
function strippedQuotes(text: string, start: number, stop: number): Set<number> {
  const lastEnd = new Map<number, number>();
  for (let k = start; k < stop; k++) {
    const code = text.charCodeAt(k);
    if (isQuote(code) && (k + 1 === stop || isLineTerminator(text.charCodeAt(k + 1)))) lastEnd.set(code, k);
  }
  const out = new Set<number>();
  let k = start;
  while (k < stop) {
    const code = text.charCodeAt(k);
    const close = lastEnd.get(code);
    if ((k === start || isLineTerminator(text.charCodeAt(k - 1))) && close !== undefined && close > k) {
      out.add(k).add(close);
      k = close + 1;
    } else {
      k++;
    }
  }
  return out;
}

/**
 * The value as the program reads it: line breaks as LF, `\n` and `\r` decoded where the value
 * started with a double quote; with `expand` (dotenv-expand), `\$` as `$` and each `${...}` or
 * `$NAME` a hole.
 */
function entryValue(text: string, entry: Entry, expand: boolean): Value {
  const { start, end, stripped, escapes } = entry;
  if (stripped === undefined && entry.verbatim) {
    // Most values are written as they are read: no builder, no unit-by-unit map.
    return { text: text.slice(start, end), holes: [], map: new IdentityMap(start) };
  }
  const builder = new ValueBuilder(text, start);
  let run = start;
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    let next = i + 1;
    if (stripped?.has(i) === true) {
      builder.appendVerbatim(run, i);
    } else if (code === Char.CarriageReturn) {
      next = isCrLf(text, i) && i + 1 < end ? i + 2 : i + 1;
      builder.appendVerbatim(run, i);
      builder.appendDecoded("\n", i, next);
    } else if (code === Char.Backslash && i + 1 < end) {
      const escaped = text.charCodeAt(i + 1);
      const decoded =
        escaped === Char.Dollar && expand
          ? "$"
          : !escapes
            ? undefined
            : escaped === Char.LowerN
              ? "\n"
              : escaped === Char.LowerR
                ? "\r"
                : undefined;
      if (decoded === undefined) {
        i++;
        continue;
      }
      next = i + 2;
      builder.appendVerbatim(run, i);
      builder.appendDecoded(decoded, i, next);
    } else if (code === Char.Dollar && expand && (next = expansionEnd(text, i, end)) > i) {
      builder.appendVerbatim(run, i);
      builder.appendHole(i, next);
    } else {
      i++;
      continue;
    }
    i = run = next;
  }
  builder.appendVerbatim(run, end);
  return builder.build(end);
}

/** Whether document[start, end) holds a character that `entryValue` decodes: a backslash, a dollar, a CR. */
function hasSpecial(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const code = text.charCodeAt(k);
    if (code === Char.Backslash || code === Char.Dollar || code === Char.CarriageReturn) return true;
  }
  return false;
}

/** The end of dotenv-expand's `${...}` (no braces inside, not empty) or `$NAME` at `at`, or `at`. */
function expansionEnd(text: string, at: number, end: number): number {
  if (text.charCodeAt(at + 1) === Char.OpenBrace) {
    let k = at + 2;
    while (k < end && text.charCodeAt(k) !== Char.CloseBrace && text.charCodeAt(k) !== Char.OpenBrace) k++;
    return k < end && k > at + 2 && text.charCodeAt(k) === Char.CloseBrace ? k + 1 : at;
  }
  let k = at + 1;
  if (k >= end || !isNameStart(text.charCodeAt(k))) return at;
  while (k < end && (isNameStart(text.charCodeAt(k)) || isDigit(text.charCodeAt(k)))) k++;
  return k;
}

/** Spells `value` for a `.env` value written with `spelling`, or undefined when it cannot be written there. */
export function spellDotenv(value: string, spelling: DotenvSpelling, quote: string): string | undefined {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    const code = char.charCodeAt(0);
    // A backslash may start an escape (`\$`, and `\n` in double quotes) or escape a closing quote.
    if (code === Char.Backslash) return undefined;
    if (code === Char.Dollar) {
      out += "\\$";
      continue;
    }
    switch (spelling) {
      case "dotenv-unquoted":
        // `#` would start a comment; a quote at either end could make the value read as quoted.
        if (code === Char.Hash || isLineTerminator(code) || char === quote) return undefined;
        if (isQuote(code) && (i === 0 || i === value.length - 1)) return undefined;
        break;
      case "dotenv-double":
        if (code === Char.Quote) return undefined;
        if (code === Char.LineFeed) {
          out += "\\n";
          continue;
        }
        if (code === Char.CarriageReturn) {
          out += "\\r";
          continue;
        }
        break;
      case "dotenv-single":
      case "dotenv-backtick":
        if (char === quote || isLineTerminator(code)) return undefined;
        break;
    }
    out += char;
  }
  return out;
}

/** The smallest line start at or after `from` (CRLF is one line break). */
function nextLineStart(text: string, from: number, end: number): number {
  if (from >= end) return end;
  const before = text.charCodeAt(from - 1);
  if (from === 0 || (isLineTerminator(before) && !isCrLf(text, from - 1))) return from;
  for (let k = from; k < end; k++) {
    if (isLineTerminator(text.charCodeAt(k))) return isCrLf(text, k) ? k + 2 : k + 1;
  }
  return end;
}

/** Where the line holding `from` ends (`.` of `#.*` stops at any line terminator). */
function lineEnd(text: string, from: number, end: number): number {
  return runOf(LINE_CONTENT, text, from, end);
}

// The runs of one class of characters, as sticky expressions: the scanner's hot loops, where the
// engine's compiled scan reads several times faster than a loop of `charCodeAt`.

/** `[\w.-]`: a key. */
const KEY = /[\w.-]*/y;
/** `.`: what a comment holds, up to its line terminator. */
const LINE_CONTENT = /[^\n\r\u2028\u2029]*/y;
/** `[^#\r\n]` without `\`, `$` (escapes and expansions) and U+2028, U+2029 (line ends for the quote rule). */
const PLAIN_RUN = /[^#\n\r\\$\u2028\u2029]*/y;

/** Where the run of `pattern` (a sticky expression of one class, starred) from `from` ends, at most `end`. */
function runOf(pattern: RegExp, text: string, from: number, end: number): number {
  pattern.lastIndex = from;
  pattern.test(text);
  return Math.min(pattern.lastIndex, end);
}

function skipSpaces(text: string, from: number, end: number): number {
  let k = from;
  while (k < end && isSpace(text.charCodeAt(k))) k++;
  return k;
}

function isCrLf(text: string, at: number): boolean {
  return text.charCodeAt(at) === Char.CarriageReturn && text.charCodeAt(at + 1) === Char.LineFeed;
}

function hasParagraphSeparator(text: string, start: number, stop: number): boolean {
  for (let k = start; k < stop; k++) {
    const code = text.charCodeAt(k);
    if (code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** JavaScript's `\s` (WhiteSpace and LineTerminator, ECMAScript 22.2.2.9), which `trim()` removes too. */
function isSpace(code: number): boolean {
  if (code <= Char.Space) return code === Char.Space || (code >= Char.Tab && code <= Char.CarriageReturn);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Where `^` and `$` match with the `m` flag, and what `.` does not match. */
function isLineTerminator(code: number): boolean {
  return code === Char.LineFeed || code === Char.CarriageReturn || code === 0x2028 || code === 0x2029;
}

function isNameStart(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === Char.Underscore;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isQuote(code: number): boolean {
  return code === Char.Apostrophe || code === Char.Quote || code === Char.Backtick;
}
