/**
 * One document's analysis in the server: @urilint/scan's open document finds its URIs and judges
 * them, reading again after an edit only what changed; what the server adds is the size limit and
 * the settings. Every feature (diagnostics, hovers, code actions, links) reads the same analysis,
 * so they agree on where the URIs are and what is wrong with them.
 */
import {
  matchOptions,
  OpenDocument,
  overSizeLimit,
  runSync,
  type DocumentAnalysis,
  type Language,
  type MatchOptions,
  type TooLarge,
  type UriMatch,
  type Work,
} from "@urilint/scan";
import type { Directive } from "@urilint/core";
import type { ResolvedSettings } from "./settings.js";

export interface Analysis {
  /** Every URI of the document, in document order. */
  readonly matches: readonly UriMatch[];
  /** Set when the document is above the size limit and was not scanned. */
  readonly tooLarge?: TooLarge;
  /** Set when the parser gave up on the document (nesting deeper than its stack). */
  readonly unreadable?: true;
  /** The document's disable comments (`eslint-disable…`, `urilint-disable…`). */
  readonly directives?: readonly Directive[];
}

/** Analyzes the open document's current text under `resolved`. */
export function* analyzeDocument(document: OpenDocument, resolved: ResolvedSettings): Work<Analysis> {
  const tooLarge = overSizeLimit(document.text.length, resolved.settings.maxFileSize);
  if (tooLarge !== undefined) return { matches: [], tooLarge };
  const analysis: DocumentAnalysis = yield* document.analyze(optionsFor(resolved));
  return analysis;
}

/** Analyzes `text` once, with nothing kept (tests, and callers without an open document). */
export function analyze(text: string, language: Language, resolved: ResolvedSettings): Work<Analysis> {
  return analyzeDocument(new OpenDocument(text, language), resolved);
}

/** `analyze`, run to its end. */
export function analyzeNow(text: string, language: Language, resolved: ResolvedSettings): Analysis {
  return runSync(analyze(text, language, resolved));
}

/** The matching options, kept per settings value (the open documents' kept results are per options object). */
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
