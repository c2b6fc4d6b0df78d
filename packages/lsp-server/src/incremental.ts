/**
 * What one analysis of a document leaves for the next analysis of the same document, so that an
 * edit costs what it changed rather than the whole file:
 * - the syntax tree of a script, re-parsed incrementally around the edit (TypeScript reuses every
 *   node the edit did not touch, moved in place);
 * - the URIs found in each statement, kept for as long as the statement's node is reused;
 * - the results of the literals read again (in a statement that changed, or in a document that is
 *   not a script), by value and context.
 */
import ts from "./typescript.cjs";
import {
  parseScript,
  type Candidate,
  type CandidateResult,
  type ScriptLanguage,
  type ScriptUnits,
  type UriMatch,
} from "@urilint/scan";
import type { ResolvedSettings } from "./settings.js";

/** The URIs of one statement, as found when it was last read. */
interface UnitRecord {
  /** The statement's `pos` then: a reused node has moved by `pos` now minus this. */
  readonly pos: number;
  /** The URIs in the statement but in none of its inner statements (`units`). */
  readonly matches: readonly UriMatch[];
  readonly units: readonly ts.Node[];
}

/** The record of the many statements that hold no URI and no inner statement. */
const EMPTY: UnitRecord = Object.freeze({ pos: 0, matches: Object.freeze([]), units: Object.freeze([]) });

/** What the detector and the checks made of a literal: undefined when it is not a URI. */
type LiteralResult = CandidateResult;

/**
 * How many characters of text may be parsed incrementally before the next parse is a full one.
 * TypeScript's incremental parser keeps the nodes of the statements an edit did not touch, and
 * with them the strings they were read from: slices of the text of the version that created them.
 * Each edit can so keep one more whole version of the document alive, without end. A full parse
 * now and then lets them go: a document keeps at most about this many characters of old text
 * (16 MB), and a 1 MB document is parsed in full once every 8 edits.
 */
export const REPARSED_LIMIT = 8 * 2 ** 20;

export class DocumentMemo {
  #text = "";
  #kind: ScriptLanguage | undefined;
  #sourceFile: ts.SourceFile | undefined;
  #resolved: ResolvedSettings | undefined;
  #records = new WeakMap<ts.Node, UnitRecord>();
  /** Undefined before the first analysis with these settings. */
  #literals: ReadonlyMap<string, LiteralResult> | undefined;
  /** The characters of the texts parsed incrementally since the last full parse. */
  #reparsed = 0;
  /** Bookkeeping the last analysis left for after its result was delivered. */
  #pending: (() => void) | undefined;

  /**
   * Runs `work` once the current turn of the event loop is over (after the caller has used the
   * analysis: sent the diagnostics), or before the next analysis starts, whichever comes first.
   */
  later(work: () => void): void {
    this.#flush();
    this.#pending = work;
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    const work = this.#pending;
    this.#pending = undefined;
    work?.();
  }

  /**
   * The syntax tree of `text`, parsed again only around what changed since the last call. The
   * previous tree is consumed: only the returned one may be read from now on.
   */
  parse(text: string, kind: ScriptLanguage): ts.SourceFile {
    // The records read node positions: they are taken before the tree moves.
    this.#flush();
    const previous = this.#sourceFile;
    // Whatever happens below, a tree that may be half updated is never read again.
    this.#sourceFile = undefined;
    let sourceFile: ts.SourceFile | undefined;
    this.#reparsed += text.length;
    if (previous !== undefined && this.#kind === kind && this.#reparsed <= REPARSED_LIMIT) {
      try {
        sourceFile = ts.updateSourceFile(previous, text, changeRange(this.#text, text));
      } catch {
        // The incremental parser gave up (for one, on nesting deeper than its stack): the full
        // parse below decides, and the records of the old nodes go with them.
        this.#records = new WeakMap();
      }
    }
    if (sourceFile === undefined) {
      sourceFile = parseScript(text, kind);
      this.#reparsed = 0;
    }
    this.#text = text;
    this.#kind = kind;
    this.#sourceFile = sourceFile;
    return sourceFile;
  }

  /**
   * Statement units for one scan of the tree `parse` returned, that reuse the URIs found in an
   * earlier scan with the same settings. `candidates` is the list the scan appends to.
   */
  units(resolved: ResolvedSettings, candidates: readonly Candidate[]): StatementUnits {
    this.#flush();
    this.#settle(resolved);
    return new StatementUnits(this.#records, candidates);
  }

  /**
   * The results of the last analysis by literal. Undefined for a document's first analysis: there
   * is nothing to reuse, and keeping every literal of a file it opens would cost for nothing.
   */
  literals(resolved: ResolvedSettings): LiteralResults | undefined {
    this.#flush();
    this.#settle(resolved);
    const previous = this.#literals;
    const keep = (next: Map<string, LiteralResult>): void => {
      if (this.#resolved === resolved) this.#literals = next;
    };
    if (previous === undefined) {
      keep(new Map());
      return undefined;
    }
    return new LiteralResults(previous, keep);
  }

  /** Whether literal results are kept for these settings (a quick look or an analysis has run with them). */
  hasLiterals(resolved: ResolvedSettings): boolean {
    this.#flush();
    return this.#resolved === resolved && this.#literals !== undefined;
  }

  /**
   * Literal results to fill before a document's first analysis (the quick first look of a large
   * script): the first analysis then reuses them instead of checking the same literals again.
   */
  firstLiterals(resolved: ResolvedSettings): LiteralResults {
    this.#flush();
    this.#settle(resolved);
    return new LiteralResults(this.#literals ?? new Map(), (next) => {
      if (this.#resolved === resolved) this.#literals = next;
    });
  }

  /** Results kept for other settings are dropped. */
  #settle(resolved: ResolvedSettings): void {
    if (resolved === this.#resolved) return;
    this.#resolved = resolved;
    this.#records = new WeakMap();
    this.#literals = undefined;
  }
}

/** A statement read in this scan. */
interface Frame {
  readonly node: ts.Node;
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

  enter(statement: ts.Statement): boolean {
    this.#assign();
    const reused = this.#reuse(statement);
    if (reused) this.#addUnit(statement);
    else {
      const frame: Frame = { node: statement, matches: undefined, units: undefined };
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
      const { node, matches, units } = frame;
      this.#records.set(
        node,
        matches === undefined && units === undefined
          ? EMPTY
          : { pos: node.pos, matches: matches ?? EMPTY.matches, units: units ?? EMPTY.units },
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
  #reuse(statement: ts.Node): boolean {
    const before = this.reused.length;
    const pending = this.#pending;
    let node: ts.Node | undefined = statement;
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
      start: candidate.start + delta,
      end: candidate.end + delta,
      site: candidate.site,
    },
    uri: match.uri,
    findings: match.findings,
  };
}

/**
 * Results by literal: the detector and the checks see only a candidate's value (text and holes)
 * and its context, so a candidate with the same ones has the same result, wherever it moved.
 */
export class LiteralResults {
  readonly #previous: ReadonlyMap<string, LiteralResult>;
  readonly #next = new Map<string, LiteralResult>();
  readonly #keep: (next: Map<string, LiteralResult>) => void;

  constructor(previous: ReadonlyMap<string, LiteralResult>, keep: (next: Map<string, LiteralResult>) => void) {
    this.#previous = previous;
    this.#keep = keep;
  }

  /** The result for `candidate`, computed by `compute` unless the last analysis had it. */
  resultOf(candidate: Candidate, compute: () => LiteralResult): LiteralResult {
    const key = keyOf(candidate);
    let result: LiteralResult;
    if (this.#next.has(key)) result = this.#next.get(key);
    else if (this.#previous.has(key)) result = this.#previous.get(key);
    else result = compute();
    this.#next.set(key, result);
    return result;
  }

  /** Keeps this analysis's results, and only those: the literals that are gone are forgotten. */
  commit(): void {
    this.#keep(this.#next);
  }
}

function keyOf(candidate: Candidate): string {
  const { value, site } = candidate;
  let holes = "";
  for (const hole of value.holes) holes += `${hole.start}-${hole.end},`;
  return `${JSON.stringify(site.context)}\u0000${holes}\u0000${value.text}`;
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
