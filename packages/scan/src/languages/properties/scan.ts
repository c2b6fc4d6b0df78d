/**
 * Candidates in Java `.properties` files: each value, named by its key (`spring.datasource.url`,
 * `distributionUrl`), and URIs in comments.
 *
 * Written by hand: the format is small and fully specified (java.util.Properties.load(Reader)),
 * and no parser on npm gives the document range of what an escape or a continuation spells. The
 * rules, as the JDK (9 and later) reads them:
 * - natural lines end at LF, CR or CR LF; a line ending in an odd number of backslashes continues
 *   on the next one (the backslash and the line end dropped), whose leading white space (space,
 *   tab, form feed) is skipped; an empty continuation line ends the logical line;
 * - blank lines are skipped; a logical line whose first character (after white space, and with
 *   nothing before it) is `#` or `!` is a comment, to the end of its natural line: a backslash
 *   there continues nothing;
 * - the key runs to the first `=`, `:`, space, tab or form feed not escaped by a backslash; white
 *   space after it is skipped, then one `=` or `:` (if the key did not end at one), then white
 *   space again: the rest of the logical line is the value;
 * - in keys and values, `\t` `\n` `\f` `\r` are those characters, `\uXXXX` is a UTF-16 unit (four
 *   hex digits, or Properties.load throws), and a backslash before any other character is dropped
 *   (`\:` `\=` `\ ` `\#` `\\`). A value with a malformed `\u` is not read: Java loads no such file.
 * Every unit of a value maps back to what spelled it (an escape maps to the whole escape, a
 * continuation to nothing), so `https\://host` is read as `https://host` and its findings land on
 * the characters that spell them; spell.ts writes a replacement with the escapes it needs.
 */
import { hasUriDelimiter } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { namedContext, valueCandidates } from "../../reading/config-value.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import { ValueBuilder, hexValue, type Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { runSync, type Work } from "../../work.js";

const enum Char {
  Tab = 0x09,
  LineFeed = 0x0a,
  FormFeed = 0x0c,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Exclamation = 0x21,
  Hash = 0x23,
  Colon = 0x3a,
  Equals = 0x3d,
  Backslash = 0x5c,
  LowerF = 0x66,
  LowerN = 0x6e,
  LowerR = 0x72,
  LowerT = 0x74,
  LowerU = 0x75,
}

/** How many characters are read between two checkpoints. */
const CHECKPOINT = 1 << 14;

/** One entry: its key as Java reads it, and its value's pieces of the document. */
export interface PropertiesEntry {
  readonly key: string;
  /** The value's natural-line pieces, [start, end) pairs, continuations left out. */
  readonly pieces: readonly number[];
  /** Whether a backslash is in the value (else it reads as written). */
  readonly escaped: boolean;
}

export function scanProperties(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  return readProperties(text, new CandidateReader(text, found, comment));
}

/** What the reader hands on: each entry, each comment (a class: its methods stay one across scans). */
interface PropertiesHandler {
  entry(entry: PropertiesEntry): void;
  /** A comment from `hash` to `end`; `prose`: whether a ":" or "<" is in it (else no URI of prose is). */
  comment(hash: number, end: number, prose: boolean): void;
}

const PLACE = { spelling: "properties-value", quote: "", in: "properties" } as const;

/** The candidates of each value, named by its key, and of each comment. */
class CandidateReader implements PropertiesHandler {
  constructor(
    private readonly text: string,
    private readonly found: (candidate: Candidate) => void,
    private readonly sink: CommentSink | undefined,
  ) {}

  entry(entry: PropertiesEntry): void {
    if (!mayHoldUri(this.text, entry)) return;
    const value = entryValue(this.text, entry);
    if (value !== undefined && value.text.length > 0)
      valueCandidates(value, namedContext(entry.key), PLACE, this.found);
  }

  comment(hash: number, end: number, prose: boolean): void {
    const found = this.found;
    // Most comments (a licence's lines) hold no ":" or "<", where a URI of prose starts.
    if (prose)
      runSync(scanProse(this.text, hash + 1, end, (match) => found(proseCandidate(match, "comment", "plain", "\n"))));
    this.sink?.({ text: this.text.slice(hash + 1, end), start: hash, end, block: false });
  }
}

/** The entries as Properties.load gives them (see loadProperties). */
class EntryReader implements PropertiesHandler {
  readonly entries: Record<string, string> = {};
  failed = false;

  constructor(private readonly text: string) {}

  entry(entry: PropertiesEntry): void {
    const value = entryValue(this.text, entry);
    if (value === undefined || entry.key === MALFORMED) this.failed = true;
    else this.entries[entry.key] = value.text;
  }

  comment(): void {}
}

/**
 * The entries of a `.properties` file as Properties.load gives them (a later key wins), or
 * undefined where Properties.load throws (a malformed `\u`): what the scanner reads, in the form
 * of java.util.Properties, for the tests.
 */
export function loadProperties(text: string): Record<string, string> | undefined {
  const reader = new EntryReader(text);
  runSync(readProperties(text, reader));
  return reader.failed ? undefined : reader.entries;
}

/** The key of an entry whose key holds a malformed `\u`. */
const MALFORMED = "\u0000malformed";

/** Every entry and every comment (`#` or `!` to the end of its line), in document order. */
function* readProperties(text: string, handler: PropertiesHandler): Work<void> {
  const end = text.length;
  let checkpoint = CHECKPOINT;
  // Where the next LF, CR, backslash, ":" and "<" are (`end` when there is none), found with
  // indexOf and searched again only once passed: each is found once per document, several times
  // faster than a test of every character, on the licence's comment lines of most files above all.
  let nextLineFeed = -1;
  let nextReturn = -1;
  let nextBackslash = -1;
  let nextColon = -1;
  let nextLess = -1;
  let i = 0;
  while (i < end) {
    if (i >= checkpoint) {
      yield;
      checkpoint = i + CHECKPOINT;
    }
    // A logical line starts after white space and blank lines; a continuation with nothing before it is skipped too.
    const code = text.charCodeAt(i);
    if (isWhite(code) || isLineEnd(code)) {
      i++;
      continue;
    }
    if (code === Char.Backslash && i + 1 < end && isLineEnd(text.charCodeAt(i + 1))) {
      const next = afterLineEnd(text, i + 1);
      // The JDK's reader gives an empty line when the text ends right after a one-character line end.
      if (next === end && next === i + 2) handler.entry({ key: "", pieces: [], escaped: false });
      i = skipWhite(text, next, end);
      // An empty continuation line ends the (empty) logical line.
      if (i < end && isLineEnd(text.charCodeAt(i))) i = afterLineEnd(text, i);
      continue;
    }
    if (nextLineFeed < i) nextLineFeed = indexOrEnd(text, "\n", i);
    if (nextReturn < i) nextReturn = indexOrEnd(text, "\r", i);
    const stop = nextLineFeed < nextReturn ? nextLineFeed : nextReturn;
    if (code === Char.Hash || code === Char.Exclamation) {
      if (nextColon <= i) nextColon = indexOrEnd(text, ":", i + 1);
      if (nextLess <= i) nextLess = indexOrEnd(text, "<", i + 1);
      handler.comment(i, stop, nextColon < stop || nextLess < stop);
      i = stop;
      continue;
    }
    if (nextBackslash < i) nextBackslash = indexOrEnd(text, "\\", i);
    if (nextBackslash >= stop) {
      // One natural line without a backslash (most entries): no continuation, no escape.
      handler.entry(splitLine(text, i, stop, false)!);
      i = stop;
      continue;
    }
    const pieces: number[] = [];
    i = logicalLine(text, i, end, pieces);
    handler.entry(splitEntry(text, pieces));
  }
}

/**
 * Reads the logical line from `start` into `pieces` ([start, end) pairs of the natural lines, the
 * continuations left out); returns where the next logical line may start.
 */
function logicalLine(text: string, start: number, end: number, pieces: number[]): number {
  let pieceStart = start;
  let j = start;
  while (j < end) {
    const code = text.charCodeAt(j);
    if (isLineEnd(code)) break;
    if (code !== Char.Backslash) {
      j++;
      continue;
    }
    if (j + 1 >= end) {
      // A backslash at the very end of the text is dropped.
      pieces.push(pieceStart, j);
      return end;
    }
    if (!isLineEnd(text.charCodeAt(j + 1))) {
      j += 2;
      continue;
    }
    pieces.push(pieceStart, j);
    j = skipWhite(text, afterLineEnd(text, j + 1), end);
    pieceStart = j;
  }
  pieces.push(pieceStart, j);
  return j;
}

/** The key and the value's pieces of the logical line held in `pieces`. */
function splitEntry(text: string, pieces: readonly number[]): PropertiesEntry {
  return pieces.length === 2
    ? (splitLine(text, pieces[0]!, pieces[1]!) ?? splitPieces(text, pieces))
    : splitPieces(text, pieces);
}

/**
 * `splitPieces` for a logical line of one natural line whose key holds no backslash (most
 * entries): read in place, without a cursor. Undefined for a key with a backslash. `mayEscape`
 * is false where the caller knows that the line holds no backslash.
 */
function splitLine(text: string, start: number, end: number, mayEscape = true): PropertiesEntry | undefined {
  let k = start;
  let separator = false;
  for (; k < end; k++) {
    const code = text.charCodeAt(k);
    if (code === Char.Backslash) return undefined;
    if (code === Char.Equals || code === Char.Colon) {
      separator = true;
      break;
    }
    if (isWhite(code)) break;
  }
  const key = text.slice(start, k);
  let v = separator ? k + 1 : k;
  for (; v < end; v++) {
    const code = text.charCodeAt(v);
    if (!isWhite(code)) {
      if (separator || (code !== Char.Equals && code !== Char.Colon)) break;
      separator = true;
    }
  }
  return { key, pieces: [v, end], escaped: mayEscape && holdsBackslash(text, v, end) };
}

function splitPieces(text: string, pieces: readonly number[]): PropertiesEntry {
  const cursor = new Cursor(text, pieces);
  // The key: to the first unescaped "=", ":" or white space.
  let keyEscaped = false;
  const keyStart = cursor.save();
  let separator = false;
  while (!cursor.done) {
    const code = cursor.code();
    if (code === Char.Backslash) {
      keyEscaped = true;
      cursor.advance();
      if (!cursor.done) cursor.advance();
      continue;
    }
    if (code === Char.Equals || code === Char.Colon) {
      separator = true;
      break;
    }
    if (isWhite(code)) break;
    cursor.advance();
  }
  const keyEnd = cursor.save();
  if (separator) cursor.advance();
  // White space, one "=" or ":" if the key did not end at one, white space.
  while (!cursor.done) {
    const code = cursor.code();
    if (!isWhite(code)) {
      if (separator || (code !== Char.Equals && code !== Char.Colon)) break;
      separator = true;
    }
    cursor.advance();
  }
  const valuePieces = cursor.rest();
  let escaped = false;
  for (let k = 0; k < valuePieces.length && !escaped; k += 2)
    escaped = holdsBackslash(text, valuePieces[k]!, valuePieces[k + 1]!);
  const keyPieces = Cursor.between(pieces, keyStart, keyEnd);
  const key = keyEscaped ? (decodePieces(text, keyPieces)?.text ?? MALFORMED) : joined(text, keyPieces);
  return { key, pieces: valuePieces, escaped };
}

/** Whether a value may hold a candidate: a URI delimiter, or an escape that could spell one. */
function mayHoldUri(text: string, entry: PropertiesEntry): boolean {
  if (entry.escaped) return true;
  const { pieces } = entry;
  for (let k = 0; k < pieces.length; k += 2) if (hasUriDelimiter(text, pieces[k], pieces[k + 1])) return true;
  return false;
}

/** The value of `entry` as Properties.load reads it, mapped to the document; undefined for a malformed `\u`. */
function entryValue(text: string, entry: PropertiesEntry): Value | undefined {
  const { pieces } = entry;
  if (!entry.escaped && pieces.length === 2) {
    const [start, end] = pieces as [number, number];
    return { text: text.slice(start, end), holes: [], map: new IdentityMap(start) };
  }
  return decodePieces(text, pieces);
}

/** Decodes the escapes of the pieces, which read as one run of text; undefined for a malformed `\u`. */
function decodePieces(text: string, pieces: readonly number[]): Value | undefined {
  if (pieces.length === 0) return { text: "", holes: [], map: new IdentityMap(0) };
  const builder = new ValueBuilder(text, pieces[0]!);
  const cursor = new Cursor(text, pieces);
  let run = cursor.position;
  while (!cursor.done) {
    if (cursor.code() !== Char.Backslash) {
      const before = cursor.piece;
      cursor.advance();
      // A run ends with its piece: the continuation between two pieces reads as nothing.
      if (cursor.done || cursor.piece !== before) {
        builder.appendVerbatim(run, pieces[before * 2 + 1]!);
        run = cursor.position;
      }
      continue;
    }
    builder.appendVerbatim(run, cursor.position);
    const escapeStart = cursor.position;
    cursor.advance();
    if (cursor.done) break;
    const code = cursor.code();
    let decoded: string;
    if (code === Char.LowerU) {
      let point = 0;
      for (let digit = 0; digit < 4; digit++) {
        cursor.advance();
        const value = cursor.done ? undefined : hexValue(text, cursor.position, cursor.position + 1, text.length);
        if (value === undefined) return undefined;
        point = point * 16 + value;
      }
      decoded = String.fromCharCode(point);
    } else {
      decoded = ESCAPED[code] ?? text[cursor.position]!;
    }
    cursor.advance();
    // An escape's units map to its whole spelling (a continuation inside it included).
    builder.appendDecoded(decoded, escapeStart, cursor.done ? pieces[pieces.length - 1]! : previousEnd(cursor, pieces));
    run = cursor.position;
  }
  builder.appendVerbatim(run, cursor.done ? pieces[pieces.length - 1]! : cursor.position);
  return builder.build(pieces[pieces.length - 1]!);
}

/** Where the escape that ends right before the cursor ends: the cursor's place, or its previous piece's end. */
function previousEnd(cursor: Cursor, pieces: readonly number[]): number {
  return cursor.position === pieces[cursor.piece * 2] && cursor.piece > 0
    ? pieces[cursor.piece * 2 - 1]!
    : cursor.position;
}

const ESCAPED: Readonly<Record<number, string>> = {
  [Char.LowerT]: "\t",
  [Char.LowerN]: "\n",
  [Char.LowerF]: "\f",
  [Char.LowerR]: "\r",
};

/** The text of the pieces, joined. */
function joined(text: string, pieces: readonly number[]): string {
  if (pieces.length === 2) return text.slice(pieces[0], pieces[1]);
  let out = "";
  for (let k = 0; k < pieces.length; k += 2) out += text.slice(pieces[k], pieces[k + 1]);
  return out;
}

/** A place in a logical line: a piece, and an offset of the document inside it. */
class Cursor {
  piece = 0;
  position: number;

  constructor(
    private readonly text: string,
    private readonly pieces: readonly number[],
  ) {
    this.position = pieces[0] ?? 0;
    this.#settle();
  }

  get done(): boolean {
    return this.piece * 2 >= this.pieces.length;
  }

  code(): number {
    return this.text.charCodeAt(this.position);
  }

  advance(): void {
    this.position++;
    this.#settle();
  }

  /** The place, as [piece, position]. */
  save(): [number, number] {
    return [this.piece, this.position];
  }

  /** The pieces from the cursor to the end of the line. */
  rest(): number[] {
    if (this.done) return [];
    const out = [this.position, this.pieces[this.piece * 2 + 1]!];
    for (let k = this.piece * 2 + 2; k < this.pieces.length; k += 2) out.push(this.pieces[k]!, this.pieces[k + 1]!);
    return out;
  }

  /** The pieces between two saved places. */
  static between(
    pieces: readonly number[],
    [fromPiece, from]: [number, number],
    [toPiece, to]: [number, number],
  ): number[] {
    if (fromPiece * 2 >= pieces.length) return [];
    if (fromPiece === toPiece) return [from, to];
    const out = [from, pieces[fromPiece * 2 + 1]!];
    for (let p = fromPiece + 1; p < toPiece && p * 2 < pieces.length; p++) out.push(pieces[p * 2]!, pieces[p * 2 + 1]!);
    if (toPiece * 2 < pieces.length) out.push(pieces[toPiece * 2]!, to);
    return out;
  }

  /** Moves past the ends of pieces (empty ones too). */
  #settle(): void {
    while (this.piece * 2 < this.pieces.length && this.position >= this.pieces[this.piece * 2 + 1]!) {
      this.piece++;
      if (this.piece * 2 < this.pieces.length) this.position = this.pieces[this.piece * 2]!;
    }
  }
}

function holdsBackslash(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (text.charCodeAt(k) === Char.Backslash) return true;
  return false;
}

/** Where `search` next occurs in `text` from `from`, or the text's end. */
function indexOrEnd(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at === -1 ? text.length : at;
}

/** After the line end at `at` (CR LF is one). */
function afterLineEnd(text: string, at: number): number {
  return text.charCodeAt(at) === Char.CarriageReturn && text.charCodeAt(at + 1) === Char.LineFeed ? at + 2 : at + 1;
}

function skipWhite(text: string, from: number, end: number): number {
  let k = from;
  while (k < end && isWhite(text.charCodeAt(k))) k++;
  return k;
}

/** The white space of the format: space, tab, form feed. */
function isWhite(code: number): boolean {
  return code === Char.Space || code === Char.Tab || code === Char.FormFeed;
}

function isLineEnd(code: number): boolean {
  return code === Char.LineFeed || code === Char.CarriageReturn;
}

/**
 * One reader and one cursor kept for the life of the process: V8 holds the hidden classes of an
 * object's fields only while some object has them, and a full garbage collection between two
 * scans (every reader and cursor then garbage) threw away the scanner's optimized code ("weak
 * objects" in `--trace-deopt`; see KEPT_ALIVE in text-map.ts). Exported, so that the module holds them.
 */
export const KEPT_ALIVE: readonly object[] = [new CandidateReader("", () => {}, undefined), new Cursor("", [])];
