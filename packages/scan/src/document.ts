/**
 * A document an editor keeps open, analysed again after each edit for what the edit changed: its
 * language's reader may keep what it read (a script: its syntax tree, parsed again only around the
 * edit, and the URIs of every statement the edit left alone), and the results of the values read
 * again are taken from the last analysis (the detector and the checks see only a value, its holes
 * and its context). The language server keeps one per open document; nothing here knows a language.
 */
import { detachedCopy, type Directive, type FindingCode } from "@urilint/core";
import type { Candidate } from "./candidate.js";
import { directivesOf, directiveSink, mayHoldDirectives } from "./directives.js";
import { readerOf, type DocumentReading, type Language } from "./language.js";
import { judgeValue, type CandidateResult, type DocumentUris, type MatchOptions, type UriMatch } from "./matches.js";
import { isParserOverflow, scanDocument } from "./scan.js";
import type { Work } from "./work.js";

/** A document's URIs, and its disable directives. */
export interface DocumentAnalysis extends DocumentUris {
  readonly directives: readonly Directive[];
}

/** How many candidates are judged between two checkpoints. */
const CHECKPOINT = 64;

export class OpenDocument {
  #language: Language;
  #text: string;
  #reading: DocumentReading | undefined;
  /** The options the kept results were found under. */
  #options: MatchOptions | undefined;
  /** The results of the last analysis by value and context; undefined before the second. */
  #literals: Map<string, CandidateResult> | undefined;
  #analyses = 0;
  #closed = false;

  constructor(text: string, language: Language) {
    this.#text = text;
    this.#language = language;
  }

  get text(): string {
    return this.#text;
  }

  get language(): Language {
    return this.#language;
  }

  /** The document after an edit (the editor's changes applied), or read as another language. */
  update(text: string, language: Language = this.#language): void {
    if (language !== this.#language) this.#forget();
    this.#text = text;
    this.#language = language;
  }

  /** Lets go of everything kept: a closed document is analysed no more. */
  close(): void {
    this.#forget();
    this.#closed = true;
    this.#text = "";
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The document's URIs under `options`, read and judged again only where it changed. */
  *analyze(options: MatchOptions): Work<DocumentAnalysis> {
    if (this.#closed) throw new Error("this document was closed");
    if (options !== this.#options) {
      this.#forget();
      this.#options = options;
    }
    const text = this.#text;
    const language = this.#language;
    this.#reading ??= readerOf(language).openDocument?.(language);
    const reading = this.#reading;
    const candidates: Candidate[] = [];
    let reused: readonly UriMatch[] = [];
    try {
      if (reading !== undefined) reused = yield* reading.scan(text, candidates);
      else yield* scanDocument(text, language, (candidate) => candidates.push(candidate));
    } catch (error) {
      if (!isParserOverflow(error)) throw error;
      // A reading that failed halfway is not kept.
      this.#reading = undefined;
      return { matches: [], unreadable: true, directives: [] };
    }
    // The first analysis keeps no results: there is nothing to reuse them for yet, and keeping
    // every value of every file an editor opens would cost for nothing.
    const previous = this.#literals;
    const next = this.#analyses++ === 0 ? undefined : new Map<string, CandidateResult>();
    const narrowed = new Map<ReadonlySet<FindingCode>, ReadonlySet<FindingCode>>();
    const matches: UriMatch[] = [...reused];
    const results: (UriMatch | undefined)[] = new Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) {
      if (i % CHECKPOINT === CHECKPOINT - 1) yield;
      const candidate = candidates[i] as Candidate;
      let result: CandidateResult;
      if (next === undefined) result = judgeValue(candidate.value.text, candidate, options, narrowed);
      else {
        const key = keyOf(candidate);
        if (next.has(key)) result = next.get(key);
        else if (previous?.has(key) === true) result = previous.get(key);
        // A result kept for later analyses must not hold a slice of this version of the document.
        else result = judgeValue(detachedCopy(candidate.value.text), candidate, options, narrowed);
        next.set(key, result);
      }
      if (result === undefined) continue;
      const match: UriMatch = { candidate, uri: result.uri, findings: result.findings };
      results[i] = match;
      matches.push(match);
    }
    reading?.commit(results);
    this.#literals = next;
    matches.sort((a, b) => a.candidate.start - b.candidate.start);
    return { matches, directives: yield* this.#directives(text, language, reading) };
  }

  /** The disable directives of the text, read from what the reading kept where it can (a script's tree). */
  *#directives(text: string, language: Language, reading: DocumentReading | undefined): Work<Directive[]> {
    if (!mayHoldDirectives(text)) return [];
    if (reading?.readComments === undefined) return directivesOf(text, language);
    const directives: Directive[] = [];
    yield* reading.readComments(directiveSink(language, directives));
    return directives;
  }

  #forget(): void {
    this.#reading = undefined;
    this.#literals = undefined;
    this.#options = undefined;
  }
}

/** A candidate's value and context: what its result depends on. */
function keyOf(candidate: Candidate): string {
  const { value, site } = candidate;
  let holes = "";
  for (const hole of value.holes) holes += `${hole.start}-${hole.end},`;
  return `${JSON.stringify(site.context)}\u0000${holes}\u0000${value.text}`;
}
