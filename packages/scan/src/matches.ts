/**
 * From candidates to URIs: the core's detector decides which candidates are URIs (from their
 * site and text), and the core's checks give each URI its findings. Every front-end reads the same
 * matches, so they agree on where the URIs are and what is wrong with them. No scanner is loaded
 * from here: the candidates may come from a document's text (uris.ts) or from a tree another parser
 * made of it (trees.ts).
 */
import {
  check,
  detachedCopy,
  detectUri,
  mayBeUri,
  prepareDetectOptions,
  type DetectOptions,
  type Finding,
  type FindingCode,
  type PreparedDetectOptions,
  type UriCandidate,
} from "@urilint/core";
import type { Candidate, ValueAdmission } from "./candidate.js";
import type { DocumentRange } from "./text-map.js";
import type { Work } from "./work.js";

/** A URI found in a document, with the core's findings on it. */
export interface UriMatch {
  readonly candidate: Candidate;
  /** The detector's result: the text given to the core (placeholders masked as holes). */
  readonly uri: UriCandidate;
  readonly findings: readonly Finding[];
}

/** What the checks accept beyond RFC 3986 (the setting `zoneIdentifiers`: RFC 6874). */
export interface AcceptOptions {
  readonly zoneIdentifiers?: boolean;
}

/** What to look for: the detector's options, the finding codes that are on, and what the checks accept. */
export interface MatchOptions {
  readonly detect: PreparedDetectOptions;
  readonly codes: ReadonlySet<FindingCode>;
  readonly accept: AcceptOptions;
}

/** The options of `matchOptions`, once per settings value. */
export function matchOptions(
  detect: DetectOptions,
  codes: ReadonlySet<FindingCode>,
  accept: AcceptOptions = {},
): MatchOptions {
  return { detect: prepareDetectOptions(detect), codes, accept };
}

const admissions = new WeakMap<MatchOptions, ValueAdmission>();

/**
 * The core's first rejection under `options` (`mayBeUri`), one function per options object: a
 * candidate it rejects is one `judgeValue` would find no URI in, so a reader need not build it.
 */
export function admissionOf(options: MatchOptions): ValueAdmission {
  let known = admissions.get(options);
  if (known === undefined) {
    const detect = options.detect;
    known = (text, context) => mayBeUri(text, context, detect);
    admissions.set(options, known);
  }
  return known;
}

/** What one candidate is: a URI with its findings, or undefined when the detector says no. */
export type CandidateResult = Pick<UriMatch, "uri" | "findings"> | undefined;

/**
 * The detector's decision on `text` (a candidate's value) and, for a URI, its findings. `narrowed`
 * keeps the options' codes narrowed to each set the detector gives (there are a few shared sets).
 */
export function judgeValue(
  text: string,
  candidate: Candidate,
  options: MatchOptions,
  narrowed: Map<ReadonlySet<FindingCode>, ReadonlySet<FindingCode>>,
): CandidateResult {
  const uri = detectUri(text, candidate.site.context, options.detect, candidate.value.holes);
  if (uri === undefined) return undefined;
  const known =
    uri.holes.length === 0 && options.accept.zoneIdentifiers !== true
      ? checkedTexts(options.codes, uri.codes)
      : undefined;
  const findings = known?.get(uri.text);
  if (findings !== undefined) return { uri, findings };
  let codes = options.codes;
  if (uri.codes !== undefined) {
    codes = narrowed.get(uri.codes) ?? intersect(options.codes, uri.codes);
    narrowed.set(uri.codes, codes);
  }
  const remember = known !== undefined && uri.text.length <= MAX_REMEMBERED_LENGTH;
  // A text that is kept, and the findings cut from it, must not hold the document they came from:
  // a slice of a 2 MB document kept here would keep the whole document alive (the server's
  // analyses of each edit, the command's and ESLint's files one after the other).
  const checkedText = remember ? detachedCopy(uri.text) : uri.text;
  const checked = check(checkedText, {
    holes: uri.holes,
    codes,
    zoneIdentifiers: options.accept.zoneIdentifiers === true,
  });
  if (remember) {
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(checkedText, checked);
  }
  return { uri, findings: checked };
}

/**
 * The findings of the URI texts already checked, by the options' codes and the detector's (a few
 * shared sets): check() is a function of the text and the codes alone (without holes and zone
 * identifiers), and its findings are only read. Documents of one project repeat their links (the
 * license in every file's header, the same navigation on every page: the Google Cloud CLI's 2,295
 * URIs in YAML are 393 texts), so most are checked once. Bounded: emptied when full.
 */
const remembered = new WeakMap<
  ReadonlySet<FindingCode>,
  Map<ReadonlySet<FindingCode> | undefined, Map<string, readonly Finding[]>>
>();
const MAX_REMEMBERED = 4096;
const MAX_REMEMBERED_LENGTH = 2048;

function checkedTexts(
  codes: ReadonlySet<FindingCode>,
  detected: ReadonlySet<FindingCode> | undefined,
): Map<string, readonly Finding[]> {
  let byDetected = remembered.get(codes);
  if (byDetected === undefined) remembered.set(codes, (byDetected = new Map()));
  let texts = byDetected.get(detected);
  if (texts === undefined) byDetected.set(detected, (texts = new Map()));
  return texts;
}

/** The URIs of a document, or why it was not read. */
export interface DocumentUris {
  /** Every URI of the document, in document order. */
  readonly matches: readonly UriMatch[];
  /** Set when the parser gave up on the document (nesting deeper than its stack). */
  readonly unreadable?: true;
}

/** How many candidates are judged between two checkpoints. */
const CHECKPOINT = 64;

/**
 * Judges every candidate of a document: its URIs with their findings, in document order (a
 * scanner may find a value before a comment in front of it: a script's walk reads a node's leading
 * comments after the node).
 */
export function* judgeCandidates(candidates: readonly Candidate[], options: MatchOptions): Work<UriMatch[]> {
  const narrowed = new Map<ReadonlySet<FindingCode>, ReadonlySet<FindingCode>>();
  const matches: UriMatch[] = [];
  for (let i = 0; i < candidates.length; i++) {
    if (i % CHECKPOINT === CHECKPOINT - 1) yield;
    const candidate = candidates[i] as Candidate;
    const result = judgeValue(candidate.value.text, candidate, options, narrowed);
    if (result !== undefined) matches.push({ candidate, uri: result.uri, findings: result.findings });
  }
  // Nearly in order already: the sort's runs make this a pass over the list.
  return matches.sort(byStart);
}

function intersect<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): ReadonlySet<T> {
  const out = new Set<T>();
  for (const item of a) if (b.has(item)) out.add(item);
  return out;
}

/** The document range of [start, end) of the text the core checked. */
export function documentRange(match: UriMatch, start: number, end: number): DocumentRange {
  const { uri, candidate } = match;
  return candidate.value.map.toDocument(uri.toInput(start), uri.toInput(end));
}

/** The match whose spelling contains the document offset (its end included: the cursor after it). */
export function matchAt(matches: readonly UriMatch[], offset: number): UriMatch | undefined {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((matches[middle] as UriMatch).candidate.end < offset) low = middle + 1;
    else high = middle;
  }
  const match = matches[low];
  return match !== undefined && match.candidate.start <= offset && offset <= match.candidate.end ? match : undefined;
}

function byStart(a: UriMatch, b: UriMatch): number {
  return a.candidate.start - b.candidate.start;
}
