/**
 * What one scan of an open script leaves for the next scan of it (document.ts), so that an edit
 * costs what it changed rather than the whole file:
 * - its syntax tree, parsed again incrementally around the edit (TypeScript reuses every node the
 *   edit did not touch, moved in place);
 * - the URIs found in each statement, kept for as long as the statement's node is reused in the
 *   same scope (scan.ts: `ScriptUnits`).
 */
import type { Candidate } from "../../candidate.js";
import type { DocumentReading } from "../../language.js";
import type { UriMatch } from "../../matches.js";
import type { Work } from "../../work.js";
import type { ScriptLanguage } from "./dialect.js";
import type { CommentSink } from "../../candidate.js";
import { parseScript, scanScript, scanScriptComments, type ScriptUnits } from "./scan.js";
import ts from "./typescript.cjs";

/** The URIs of one statement, as found when it was last read. */
interface UnitRecord {
  /** The statement's `pos` then: a reused node has moved by `pos` now minus this. */
  readonly pos: number;
  /** Its scope then (the name of the function around it): a return's value is named by it. */
  readonly scope: string;
  /** The URIs in the statement but in none of its inner statements (`units`). */
  readonly matches: readonly UriMatch[];
  readonly units: readonly ts.Node[];
}

/** The record of the many statements that hold no URI and no inner statement. */
const EMPTY: UnitRecord = Object.freeze({ pos: 0, scope: "", matches: Object.freeze([]), units: Object.freeze([]) });

/**
 * How many characters of text may be parsed incrementally before the next parse is a full one.
 * TypeScript's incremental parser keeps the nodes of the statements an edit did not touch, and
 * with them the strings they were read from: slices of the text of the version that created them.
 * Each edit can so keep one more whole version of the document alive, without end. A full parse
 * now and then lets them go: a document keeps at most about this many characters of old text
 * (16 MB), and a 1 MB document is parsed in full once every 8 edits.
 */
export const REPARSED_LIMIT = 8 * 2 ** 20;

/** An open script's reading: its tree and the URIs of its statements, from one scan to the next. */
export class ScriptReading implements DocumentReading {
  readonly #kind: ScriptLanguage;
  #text = "";
  #sourceFile: ts.SourceFile | undefined;
  #records = new WeakMap<ts.Node, UnitRecord>();
  /** The characters of the texts parsed incrementally since the last full parse. */
  #reparsed = 0;
  /** The units of the last scan, until its candidates' results are committed. */
  #units: StatementUnits | undefined;

  constructor(kind: ScriptLanguage) {
    this.#kind = kind;
  }

  *scan(text: string, candidates: Candidate[]): Work<readonly UriMatch[]> {
    const sourceFile = this.parse(text);
    const units = new StatementUnits(this.#records, candidates);
    this.#units = units;
    yield;
    yield* scanScript(sourceFile, (candidate) => candidates.push(candidate), units);
    return units.reused;
  }

  commit(results: readonly (UriMatch | undefined)[]): void {
    this.#units?.commit(results);
    this.#units = undefined;
  }

  *readComments(comment: CommentSink): Work<void> {
    if (this.#sourceFile !== undefined) yield* scanScriptComments(this.#sourceFile, comment);
  }

  /**
   * The syntax tree of `text`, parsed again only around what changed since the last call. The
   * previous tree is consumed: only the returned one may be read from now on.
   */
  parse(text: string): ts.SourceFile {
    const previous = this.#sourceFile;
    // Whatever happens below, a tree that may be half updated is never read again.
    this.#sourceFile = undefined;
    // Records not committed belong to a scan that was abandoned: they are not kept.
    this.#units = undefined;
    let sourceFile: ts.SourceFile | undefined;
    this.#reparsed += text.length;
    if (previous !== undefined && this.#reparsed <= REPARSED_LIMIT) {
      try {
        sourceFile = ts.updateSourceFile(previous, text, changeRange(this.#text, text));
      } catch {
        // The incremental parser gave up (for one, on nesting deeper than its stack): the full
        // parse below decides, and the records of the old nodes go with them.
        this.#records = new WeakMap();
      }
    }
    if (sourceFile === undefined) {
      sourceFile = parseScript(text, this.#kind);
      this.#reparsed = 0;
    }
    this.#text = text;
    this.#sourceFile = sourceFile;
    return sourceFile;
  }
}

/** A statement read in this scan. */
interface Frame {
  readonly node: ts.Node;
  readonly scope: string;
  matches: UriMatch[] | undefined;
  units: ts.Node[] | undefined;
}

/**
 * Tracks which candidates each statement holds while a scan runs; once the analysis has checked
 * them (`commit`), keeps each statement's URIs for the next analysis.
 */
export class StatementUnits implements ScriptUnits {
  /** The URIs of the statements that were not read, moved to where they are now. */
  readonly reused: UriMatch[] = [];
  readonly #records: WeakMap<ts.Node, UnitRecord>;
  readonly #candidates: readonly Candidate[];
  readonly #frames: Frame[] = [];
  /** The frames of the statements being read, innermost last. */
  readonly #open: Frame[] = [];
  /** `owners[i]`: the statement candidate i was found in (its innermost), if any. */
  readonly #owners: (Frame | undefined)[] = [];
  /** The inner statements of a reused one still to take (kept to spare an array per statement). */
  readonly #pending: ts.Node[] = [];

  constructor(records: WeakMap<ts.Node, UnitRecord>, candidates: readonly Candidate[]) {
    this.#records = records;
    this.#candidates = candidates;
  }

  enter(statement: ts.Statement, scope: string): boolean {
    this.#assign();
    const reused = this.#reuse(statement, scope);
    if (reused) this.#addUnit(statement);
    else {
      const frame: Frame = { node: statement, scope, matches: undefined, units: undefined };
      this.#frames.push(frame);
      this.#open.push(frame);
    }
    return reused;
  }

  leave(): void {
    this.#assign();
    const frame = this.#open.pop() as Frame;
    this.#addUnit(frame.node);
  }

  /** Keeps the URIs of every statement read in this scan; `results[i]` is candidate i's URI. */
  commit(results: readonly (UriMatch | undefined)[]): void {
    for (let i = 0; i < results.length; i++) {
      const match = results[i];
      const owner = this.#owners[i];
      if (match !== undefined && owner !== undefined) (owner.matches ??= []).push(match);
    }
    for (const frame of this.#frames) {
      const { node, scope, matches, units } = frame;
      this.#records.set(
        node,
        matches === undefined && units === undefined && scope === ""
          ? EMPTY
          : { pos: node.pos, scope, matches: matches ?? EMPTY.matches, units: units ?? EMPTY.units },
      );
    }
  }

  #addUnit(statement: ts.Node): void {
    const parent = this.#open.at(-1);
    if (parent !== undefined) (parent.units ??= []).push(statement);
  }

  /** Gives the candidates found since the last call to the innermost statement being read. */
  #assign(): void {
    const owner = this.#open.at(-1);
    for (let i = this.#owners.length; i < this.#candidates.length; i++) this.#owners.push(owner);
  }

  /**
   * Adds the URIs of a statement read by an earlier scan, and of all its inner statements, moved to
   * where they are now; false (and nothing added) if there is no record of one of them.
   */
  #reuse(statement: ts.Node, scope: string): boolean {
    const before = this.reused.length;
    const pending = this.#pending;
    let node: ts.Node | undefined = statement;
    // The inner statements of a reused one are in the same scope as they were (the function around
    // them, if inside it, is unchanged with it): only the statement's own scope is checked.
    if (this.#records.get(statement)?.scope !== scope) return false;
    while (node !== undefined) {
      const record = this.#records.get(node);
      if (record === undefined) {
        // (Setting a length is a call into the engine: the common case, a new statement, skips it.)
        if (this.reused.length !== before) this.reused.length = before;
        if (pending.length !== 0) pending.length = 0;
        return false;
      }
      if (record !== EMPTY) {
        const delta = node.pos - record.pos;
        for (const match of record.matches) this.reused.push(delta === 0 ? match : moved(match, delta));
        for (const unit of record.units) pending.push(unit);
      }
      node = pending.pop();
    }
    return true;
  }
}

/** A URI whose statement moved by `delta` in the document: the same text, at another place. */
function moved(match: UriMatch, delta: number): UriMatch {
  const { candidate } = match;
  const { value } = candidate;
  return {
    candidate: {
      value: { text: value.text, holes: value.holes, map: value.map.shifted(delta) },
      spelling: candidate.spelling,
      quote: candidate.quote,
      ...(candidate.pieces === undefined ? {} : { pieces: candidate.pieces }),
      start: candidate.start + delta,
      end: candidate.end + delta,
      site: candidate.site,
    },
    uri: match.uri,
    findings: match.findings,
  };
}

const CHUNK = 256;

/**
 * The edit between two texts as one range: the common prefix and suffix are unchanged. Found by
 * comparing the texts, so it holds whatever the client sent (one change or many, or a full text).
 */
export function changeRange(before: string, after: string): ts.TextChangeRange {
  const shorter = Math.min(before.length, after.length);
  // Whole chunks first: comparing two slices is one native comparison rather than a loop here.
  let prefix = 0;
  while (prefix + CHUNK <= shorter && before.slice(prefix, prefix + CHUNK) === after.slice(prefix, prefix + CHUNK))
    prefix += CHUNK;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix + CHUNK <= shorter - prefix &&
    before.slice(before.length - suffix - CHUNK, before.length - suffix) ===
      after.slice(after.length - suffix - CHUNK, after.length - suffix)
  ) {
    suffix += CHUNK;
  }
  while (
    suffix < shorter - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix++;
  return ts.createTextChangeRange(
    ts.createTextSpan(prefix, before.length - prefix - suffix),
    after.length - prefix - suffix,
  );
}
