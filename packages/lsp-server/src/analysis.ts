/**
 * One document's analysis: find the candidates (scan/), let the shared detector decide which are
 * URIs, and check each URI with the core. Every feature (diagnostics, hovers, code actions, links)
 * reads the same analysis, so they agree on where the URIs are and what is wrong with them.
 */
import { check, detectUri, prepareDetectOptions, type Finding, type FindingCode, type PreparedDetectOptions, type UriCandidate } from "@urilint/core";
import type { Candidate } from "./scan/candidate.js";
import { scanJson } from "./scan/json.js";
import { scanMarkdown } from "./scan/markdown.js";
import { detachedCopy, type DocumentMemo, type LiteralResult, type StatementUnits } from "./incremental.js";
import { parseScript, scanScript, type ScriptKind } from "./scan/script.js";
import { scanProse } from "./scan/text.js";
import type { DocumentRange } from "./scan/text-map.js";
import type { ResolvedSettings } from "./settings.js";
import type { Work } from "./work.js";

export type Language = ScriptKind | "json" | "markdown" | "text";

/** A URI found in a document, with the core's findings on it. */
export interface UriMatch {
  readonly candidate: Candidate;
  /** The detector's result: the text given to the core (placeholders masked as holes). */
  readonly uri: UriCandidate;
  readonly findings: readonly Finding[];
}

export interface Analysis {
  /** Every URI of the document, in document order. */
  readonly matches: readonly UriMatch[];
  /** Set when the document is above the size limit and was not scanned. */
  readonly tooLarge?: { readonly length: number; readonly limit: number };
  /** Set when the parser gave up on the document (nesting deeper than its stack). */
  readonly unreadable?: true;
}

const LANGUAGE_IDS: Readonly<Record<string, Language>> = {
  javascript: "js", javascriptreact: "jsx", typescript: "ts", typescriptreact: "tsx",
  json: "json", jsonc: "json", json5: "json", markdown: "markdown", mdx: "markdown", plaintext: "text",
};

const EXTENSIONS: Readonly<Record<string, Language>> = {
  js: "js", mjs: "js", cjs: "js", jsx: "jsx", ts: "ts", mts: "ts", cts: "ts", tsx: "tsx",
  json: "json", jsonc: "json", md: "markdown", markdown: "markdown",
};

/** The language of a document: its languageId when we know it, else its file extension, else text. */
export function languageOf(languageId: string, uri: string): Language {
  const byId = Object.prototype.hasOwnProperty.call(LANGUAGE_IDS, languageId) ? LANGUAGE_IDS[languageId] : undefined;
  if (byId !== undefined) return byId;
  const path = uri.replace(/[?#].*$/, "");
  const dot = path.lastIndexOf(".");
  const extension = dot > path.lastIndexOf("/") ? path.slice(dot + 1).toLowerCase() : "";
  return (Object.prototype.hasOwnProperty.call(EXTENSIONS, extension) ? EXTENSIONS[extension] : undefined) ?? "text";
}

/** How many candidates are checked between two checkpoints. */
const CHECKPOINT = 64;

/** Prepared detector options, kept per settings value. */
const detectOptions = new WeakMap<ResolvedSettings, PreparedDetectOptions>();

function detectOptionsFor(resolved: ResolvedSettings): PreparedDetectOptions {
  let prepared = detectOptions.get(resolved);
  if (prepared === undefined) {
    const { sinks, schemes, ignore } = resolved.settings;
    prepared = prepareDetectOptions({ sinks, schemes, ignore });
    detectOptions.set(resolved, prepared);
  }
  return prepared;
}

/**
 * Analyzes a document. With a `memo` (one per open document), a script is re-parsed only around
 * what changed since the memo's last analysis, the URIs of the statements that did not change are
 * taken from it instead of being found and checked again, and so are the results of the literals
 * that are read again unchanged.
 */
export function* analyze(text: string, language: Language, resolved: ResolvedSettings, memo?: DocumentMemo): Work<Analysis> {
  const limit = resolved.settings.maxFileSize;
  if (text.length > limit) return { matches: [], tooLarge: { length: text.length, limit } };
  const candidates: Candidate[] = [];
  const found = (candidate: Candidate): void => {
    candidates.push(candidate);
  };
  let units: StatementUnits | undefined;
  try {
    if (isScript(language)) {
      const sourceFile = memo === undefined ? parseScript(text, language) : memo.parse(text, language);
      units = memo?.units(resolved, candidates);
      yield;
      yield* scanScript(sourceFile, found, units);
    } else {
      yield* scan(text, language, found);
    }
  } catch (error) {
    // The TypeScript parser recurses: thousands of nested brackets exhaust its stack. Such a file
    // is reported as unread, once, rather than taking the server down.
    if (error instanceof RangeError || (error instanceof Error && error.message.startsWith("Debug Failure"))) {
      return { matches: [], unreadable: true };
    }
    throw error;
  }
  const options = detectOptionsFor(resolved);
  /** The settings' codes narrowed to each set the detector gives (a few shared sets). */
  const narrowed = new Map<ReadonlySet<FindingCode>, ReadonlySet<FindingCode>>();
  const matches: UriMatch[] = units === undefined ? [] : [...units.reused];
  const literals = memo?.literals(resolved);
  const results: (UriMatch | undefined)[] = new Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    if (i % CHECKPOINT === CHECKPOINT - 1) yield;
    const candidate = candidates[i] as Candidate;
    const compute = (): LiteralResult => {
      // A result kept for later analyses must not hold a slice of this version of the document.
      const text = literals === undefined ? candidate.value.text : detachedCopy(candidate.value.text);
      const uri = detectUri(text, candidate.site.context, options, candidate.value.holes);
      if (uri === undefined) return undefined;
      let codes = resolved.codes;
      if (uri.codes !== undefined) {
        codes = narrowed.get(uri.codes) ?? intersect(resolved.codes, uri.codes);
        narrowed.set(uri.codes, codes);
      }
      return { uri, findings: check(uri.text, { holes: uri.holes, codes, zoneIdentifiers: resolved.settings.zoneIdentifiers }) };
    };
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
  return { matches };
}

function isScript(language: Language): language is ScriptKind {
  return language === "js" || language === "jsx" || language === "ts" || language === "tsx";
}

function* scan(text: string, language: Exclude<Language, ScriptKind>, found: (candidate: Candidate) => void): Work<void> {
  switch (language) {
    case "json":
      return yield* scanJson(text, found);
    case "markdown":
      return yield* scanMarkdown(text, (match) => {
        switch (match.kind) {
          case "destination":
            found({
              value: match.value, spelling: "markdown", quote: match.bracketed ? "<" : "(", start: match.start, end: match.end,
              site: { context: { kind: "format", field: "markdown-link-destination" }, in: "markdown-destination" },
            });
            break;
          case "autolink":
            found({
              value: match.value, spelling: "plain", quote: ">", start: match.start, end: match.end,
              site: { context: { kind: "format", field: "markdown-autolink" }, in: "markdown-autolink" },
            });
            break;
          case "prose":
            found({
              value: match.value, spelling: "plain", quote: "", start: match.start, end: match.end,
              site: { context: { kind: "plain" }, in: "prose", delimiter: match.delimiter },
            });
            break;
        }
      });
    case "text":
      return yield* scanProse(text, 0, text.length, (match) => found({
        value: match.value, spelling: "plain", quote: "", start: match.start, end: match.end,
        site: { context: { kind: "plain" }, in: "prose", delimiter: match.delimiter },
      }));
  }
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
export function matchAt(analysis: Analysis, offset: number): UriMatch | undefined {
  let low = 0;
  let high = analysis.matches.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((analysis.matches[middle] as UriMatch).candidate.end < offset) low = middle + 1;
    else high = middle;
  }
  const match = analysis.matches[low];
  return match !== undefined && match.candidate.start <= offset && offset <= match.candidate.end ? match : undefined;
}
