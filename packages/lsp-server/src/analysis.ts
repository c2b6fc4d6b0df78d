/**
 * One document's analysis in the server: @urilint/scan finds the candidates and judges them; what
 * the server adds is memory across edits (incremental.ts) and the size limit. Every feature
 * (diagnostics, hovers, code actions, links) reads the same analysis, so they agree on where the
 * URIs are and what is wrong with them.
 */
import {
  directivesOf,
  directiveSink,
  isParserOverflow,
  isScript,
  judgeValue,
  matchOptions,
  mayHoldDirectives,
  overSizeLimit,
  parseScript,
  scanDocument,
  scanScript,
  scanScriptTokens,
  TURN,
  type Candidate,
  type CandidateResult,
  type Language,
  type MatchOptions,
  type TooLarge,
  type UriMatch,
  type Work,
} from "@urilint/scan";
import { detachedCopy, type Directive, type FindingCode } from "@urilint/core";
import type { DocumentMemo, StatementUnits } from "./incremental.js";
import type { ResolvedSettings } from "./settings.js";

export interface Analysis {
  /** Every URI of the document, in document order. */
  readonly matches: readonly UriMatch[];
  /** Set when the document is above the size limit and was not scanned. */
  readonly tooLarge?: TooLarge;
  /** Set when the parser gave up on the document (nesting deeper than its stack). */
  readonly unreadable?: true;
  /** Set on a quick first look (`quickAnalyze`): the full analysis follows and may differ. */
  readonly estimate?: true;
  /** The document's disable comments (`eslint-disable…`, `urilint-disable…`). */
  readonly directives?: readonly Directive[];
}

/**
 * Scripts at least this long get a quick first look before their first full analysis: the
 * TypeScript parse alone of a 10,000-line file takes longer than a user waits for squiggles.
 */
export const QUICK_LOOK_MIN_LENGTH = 100_000;

/** Whether `quickAnalyze` reads this document (scripts without JSX, long enough to need it). */
export function hasQuickLook(text: string, language: Language): boolean {
  return (
    (language === "js" || language === "ts") &&
    text.length >= QUICK_LOOK_MIN_LENGTH &&
    text.length <= QUICK_LOOK_MAX_LENGTH
  );
}

/** Above this, even the quick look takes long: the full analysis alone is shown. */
const QUICK_LOOK_MAX_LENGTH = 20_000_000;

/**
 * How far into a document the first part of a quick look reaches: about 200 lines of code, a few
 * times what an editor shows as it opens a file. Its diagnostics are published as soon as it is read, before the rest.
 */
export const FIRST_PART_LENGTH = 16_384;

/**
 * A quick first look at a script from its tokens (no parse): the same literals as the full
 * analysis, each in the context its tokens suggest, checked by the core. Its results are kept in
 * the memo, so the full analysis that follows checks only the literals whose context differs;
 * keeping them (a key per literal) waits until the first look has been delivered.
 *
 * `firstPart` is given the look's matches as soon as the token scan has read past
 * FIRST_PART_LENGTH (and before the rest is checked), so that the top of a large file shows its
 * diagnostics at once. It is not called when the scan finds nothing past that point.
 */
export function* quickAnalyze(
  text: string,
  resolved: ResolvedSettings,
  memo: DocumentMemo,
  firstPart?: (analysis: Analysis) => void,
): Work<Analysis> {
  const tooLarge = overSizeLimit(text.length, resolved.settings.maxFileSize);
  if (tooLarge !== undefined) return { matches: [], tooLarge };
  const candidates: Candidate[] = [];
  let pastFirstPart = false;
  const found = (candidate: Candidate): void => {
    candidates.push(candidate);
    if (candidate.start >= FIRST_PART_LENGTH) pastFirstPart = true;
  };
  // The look reads the comments with the tokens: no second scan for the directives.
  const directives: Directive[] = [];
  const comments = mayHoldDirectives(text) ? directiveSink("ts", directives) : undefined;
  const options = optionsFor(resolved);
  const narrowed = new Map<ReadonlySet<FindingCode>, ReadonlySet<FindingCode>>();
  // A look again before the analysis (the document changed during the first) reuses what the first kept.
  const literals = memo.hasLiterals(resolved) ? memo.firstLiterals(resolved) : undefined;
  const results: CandidateResult[] = [];
  const matches: UriMatch[] = [];
  function* judgeFound(): Work<void> {
    for (let i = results.length; i < candidates.length; i++) {
      if (i % CHECKPOINT === CHECKPOINT - 1) yield;
      const candidate = candidates[i] as Candidate;
      // Kept in the memo for later analyses: it must not hold a slice of this version of the document.
      const result =
        literals === undefined
          ? judgeValue(detachedCopy(candidate.value.text), candidate, options, narrowed)
          : literals.resultOf(candidate, () =>
              judgeValue(detachedCopy(candidate.value.text), candidate, options, narrowed),
            );
      results.push(result);
      if (result !== undefined) matches.push({ candidate, uri: result.uri, findings: result.findings });
    }
  }
  const scan = scanScriptTokens(text, found, comments);
  for (let step = scan.next(); step.done !== true; step = scan.next()) {
    if (firstPart !== undefined && pastFirstPart) {
      yield* judgeFound();
      firstPart(estimateOf(matches.slice(), directives.slice()));
      firstPart = undefined;
      yield TURN;
    }
    yield;
  }
  yield* judgeFound();
  if (literals !== undefined) literals.commit();
  else {
    memo.later(() => {
      const first = memo.firstLiterals(resolved);
      for (let i = 0; i < candidates.length; i++) first.resultOf(candidates[i] as Candidate, () => results[i]);
      first.commit();
    });
  }
  return estimateOf(matches, directives);
}

function estimateOf(matches: UriMatch[], directives: readonly Directive[]): Analysis {
  // The token reader holds some literals back until their context is known: document order is restored here.
  matches.sort((a, b) => a.candidate.start - b.candidate.start);
  return { matches, estimate: true, directives };
}

/** How many candidates are checked between two checkpoints. */
const CHECKPOINT = 64;

/** The matching options, kept per settings value. */
const optionsBySettings = new WeakMap<ResolvedSettings, MatchOptions>();

function optionsFor(resolved: ResolvedSettings): MatchOptions {
  let options = optionsBySettings.get(resolved);
  if (options === undefined) {
    const { sinks, schemes, ignore, zoneIdentifiers } = resolved.settings;
    options = matchOptions({ sinks, schemes, ignore }, resolved.codes, { zoneIdentifiers });
    optionsBySettings.set(resolved, options);
  }
  return options;
}

/**
 * Analyzes a document. With a `memo` (one per open document), a script is re-parsed only around
 * what changed since the memo's last analysis, the URIs of the statements that did not change are
 * taken from it instead of being found and checked again, and so are the results of the literals
 * that are read again unchanged.
 */
export function* analyze(
  text: string,
  language: Language,
  resolved: ResolvedSettings,
  memo?: DocumentMemo,
): Work<Analysis> {
  const tooLarge = overSizeLimit(text.length, resolved.settings.maxFileSize);
  if (tooLarge !== undefined) return { matches: [], tooLarge };
  const candidates: Candidate[] = [];
  const found = (candidate: Candidate): void => {
    candidates.push(candidate);
  };
  let units: StatementUnits | undefined;
  try {
    if (isScript(language) && memo !== undefined) {
      const sourceFile = memo.parse(text, language);
      units = memo.units(resolved, candidates);
      yield;
      yield* scanScript(sourceFile, found, units);
    } else if (isScript(language)) {
      const sourceFile = parseScript(text, language);
      yield;
      yield* scanScript(sourceFile, found);
    } else {
      yield* scanDocument(text, language, found);
    }
  } catch (error) {
    if (isParserOverflow(error)) return { matches: [], unreadable: true };
    throw error;
  }
  const options = optionsFor(resolved);
  const narrowed = new Map<ReadonlySet<FindingCode>, ReadonlySet<FindingCode>>();
  const matches: UriMatch[] = units === undefined ? [] : [...units.reused];
  const literals = memo?.literals(resolved);
  const results: (UriMatch | undefined)[] = new Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    if (i % CHECKPOINT === CHECKPOINT - 1) yield;
    const candidate = candidates[i] as Candidate;
    // A result kept for later analyses must not hold a slice of this version of the document.
    const compute = (): CandidateResult =>
      judgeValue(
        literals === undefined ? candidate.value.text : detachedCopy(candidate.value.text),
        candidate,
        options,
        narrowed,
      );
    const result = literals === undefined ? compute() : literals.resultOf(candidate, compute);
    if (result === undefined) continue;
    const match: UriMatch = { candidate, uri: result.uri, findings: result.findings };
    results[i] = match;
    matches.push(match);
  }
  // Keeping the statements' URIs for the next analysis can wait until this one is delivered.
  if (units !== undefined) memo?.later(() => units.commit(results));
  literals?.commit();
  matches.sort((a, b) => a.candidate.start - b.candidate.start);
  return { matches, directives: directivesOf(text, language) };
}
