/**
 * One analysis per file, shared by every urilint rule: the strings of the file are extracted
 * once, each is run through `detectUri` and, when it is a URI, through `check()` once; each rule
 * then picks the findings of its codes. The result is cached per SourceCode object (and per
 * detection settings, which all rules normally share).
 *
 * In JavaScript the strings are analysed during ESLint's own traversal, by the listeners of one
 * rule (`analysisListeners`), each read by @urilint/scan's reading of ESTree (the values, contexts
 * and spellings the command and the server read from TypeScript's tree), and judged and placed by
 * it too; JSON, YAML, TOML, HTML, CSS and Markdown files are read by @urilint/scan, from ESLint's
 * tree where it reads the language's tree, else from their text (languages/scanned.ts).
 */
import type { DetectOptions, Finding } from "@urilint/core";
import {
  admissionOf,
  dialectOfTree,
  documentRange,
  environmentSuggestion,
  estreeComments,
  readEstreeNode,
  readEstreeProgram,
  judgeValue,
  matchOptions,
  toOffsetEdits,
  type Candidate,
  type EstreeComment,
  type EstreeNode,
  type Language,
  type MatchOptions,
  type UriMatch,
  type ValueAdmission,
} from "@urilint/scan/trees";
import { FINDING_CODES, type FindingCode } from "@urilint/core";
import { stringNodeListeners } from "./languages/javascript.js";
import { isMissingParser, scannedProblems } from "./languages/scanned.js";
import { isNode, type AnyNode } from "./languages/site.js";

/** A replacement of the source text in [range[0], range[1]) by `text`. */
export interface SourceEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}

/** A finding placed in the source: its range, and its repairs as source edits. */
export interface UriProblem {
  readonly finding: Finding;
  readonly range: readonly [number, number];
  /** The finding's safe fix (`finding.fix`), when it maps into one literal. */
  readonly fix: readonly SourceEdit[] | undefined;
  readonly suggestions: readonly { readonly desc: string; readonly edits: readonly SourceEdit[] }[];
}

/** The parts of ESLint's SourceCode the analysis reads (JS, JSON and Markdown all have them). */
export interface AnalyzedSource {
  readonly text: string;
  readonly ast: unknown;
  readonly visitorKeys?: Readonly<Record<string, readonly string[] | undefined>>;
  /** The comments, where a language keeps them beside its tree (@eslint/css's SourceCode). */
  readonly comments?: unknown;
}

/** Counters for tests: how many files were analysed, and how many strings failed inside. */
export const analysisStats = { files: 0, failures: 0 };

/** The settings an analysis runs under: detection, and what check() accepts beyond RFC 3986. */
export interface AnalysisOptions extends DetectOptions {
  /** Accept zone identifiers in IPv6 literals (RFC 6874); `settings.urilint.zoneIdentifiers`. */
  readonly zoneIdentifiers?: boolean;
}

/** The analysis of one file under one set of detection settings. */
interface Analysis {
  readonly options: AnalysisOptions;
  /** The same settings as @urilint/scan reads them (every code on: each rule keeps its own). */
  readonly match: MatchOptions;
  /** The options' codes narrowed to the detector's sets (judgeValue keeps them here). */
  readonly narrowed: Map<ReadonlySet<FindingCode>, ReadonlySet<FindingCode>>;
  readonly problems: UriProblem[];
  /** Judges a candidate and keeps its problems (one function per analysis, not one per node). */
  readonly found: (candidate: Candidate) => void;
  /** The core's pre-test under these settings: a string it rejects is not made a candidate. */
  readonly admits: ValueAdmission;
}

/**
 * A file's analyses, one per set of detection settings (normally one for all rules), and how far
 * ESLint's traversal has fed them: "created" while the rules are created and register their
 * settings, "started" once the traversal reaches the listeners, "finished" when it has ended.
 */
interface FileAnalyses {
  /** The file's SourceCode. */
  readonly source: AnalyzedSource;
  /** One per set of detection settings: nearly always one, shared by every rule. */
  readonly all: Analysis[];
  /** The rules created for this traversal, each with its analysis: the first reports for all. */
  readonly reporters: { readonly analysis: Analysis; readonly report: ProblemReporter }[];
  phase: "created" | "started" | "finished";
}

/** Reports problems through one rule's context (it keeps the findings of the rule's codes). */
export type ProblemReporter = (problems: readonly UriProblem[]) => void;

/**
 * The analyses of the file ESLint lints now. ESLint lints one file at a time: it creates the rules
 * of a file, traverses it and reports before it starts the next, so the last file is the only one
 * a rule can ask for. A SourceCode read again later (a second run over the same object) is
 * analysed anew, which gives the same problems.
 */
let lastFile: FileAnalyses | undefined;

/** The analyses of `source`, when it is the file read last. */
function analysesOf(source: AnalyzedSource): FileAnalyses | undefined {
  return lastFile !== undefined && lastFile.source === source ? lastFile : undefined;
}

/** What every rule but the first of a file listens to: nothing (one shared object, made once). */
const NO_LISTENERS: Record<string, never> = Object.freeze({});

/**
 * Called by every rule from `create`. In a JavaScript file, registers the rule's detection
 * settings and its reporter, and gives the first rule created for the file listeners that analyse
 * each string as ESLint's traversal visits it, for every registered setting, and report every
 * rule's problems when the traversal ends; the other rules get no listener at all. ESLint times
 * every listener call of every rule, and a file has few URIs: one rule listening serves all. A
 * YAML, TOML or HTML file (a `Program` too) is read the same way by one listener, at the end of
 * the traversal: thousands of small configuration files would otherwise cost every rule a call.
 * Undefined when the rule must read and report on its own (not a `Program`, or a traversal of the
 * same SourceCode that already finished).
 */
export function analysisListeners(
  source: AnalyzedSource,
  options: AnalysisOptions,
  report: ProblemReporter,
): Record<string, (node: never) => void> | undefined {
  const ast = source.ast;
  if (!isNode(ast) || ast.type !== "Program") return undefined;
  const current = analysesOf(source);
  // ESLint creates every rule of a run before its traversal starts: a file still "created" is
  // this run's, made by its first rule. One that started and never finished was left by a run
  // that failed; this is a new run of the same SourceCode.
  if (current?.phase === "finished") return undefined;
  if (current?.phase === "created") {
    current.reporters.push({ analysis: register(current, options), report });
    return NO_LISTENERS;
  }
  const file: FileAnalyses = { source, all: [], reporters: [], phase: "created" };
  lastFile = file;
  file.reporters.push({ analysis: register(file, options), report });
  // A YAML, TOML or HTML tree is a `Program` too (its file name tells no more of it).
  const scanned = dialectOfTree(ast, "", source.visitorKeys);
  if (scanned !== undefined) {
    return {
      Program: () => {
        file.phase = "started";
      },
      "Program:exit": () => {
        file.phase = "finished";
        for (const analysis of file.all) readScanned(source, ast, scanned, analysis);
        for (const reporter of file.reporters) reporter.report(reporter.analysis.problems);
      },
    };
  }
  const text = source.text;
  return stringNodeListeners(
    (node) => {
      for (const analysis of file.all) analyzeNode(node, text, analysis);
    },
    () => {
      file.phase = "started";
    },
    () => {
      file.phase = "finished";
      for (const analysis of file.all) analyzeComments(ast, text, analysis);
      for (const reporter of file.reporters) reporter.report(reporter.analysis.problems);
    },
  );
}

/** The problems of the file under `options`, once ESLint's traversal is over (or on entry to a JSON or Markdown tree). */
export function analyze(
  source: AnalyzedSource,
  file: { readonly filename: string },
  options: AnalysisOptions,
): readonly UriProblem[] {
  let analyses = analysesOf(source);
  if (analyses?.phase === "started") analyses.phase = "finished";
  if (analyses?.phase !== "finished") {
    // No listener saw a traversal of this tree (or none was asked for): it is read here.
    analyses = { source, all: [], reporters: [], phase: "finished" };
    lastFile = analyses;
  }
  const done = registered(analyses, options);
  if (done !== undefined) return done.problems;
  const analysis = register(analyses, options);
  const ast = source.ast;
  if (!isNode(ast)) return analysis.problems;
  // The file name is read only here (package.json, Markdown's mdx): each read of ESLint's per-file context costs.
  const scanned = dialectOfTree(ast, file.filename);
  if (scanned !== undefined) {
    readScanned(source, ast, scanned, analysis);
    return analysis.problems;
  }
  if (ast.type === "Program") {
    try {
      const comments = Array.isArray(ast["comments"]) ? (ast["comments"] as EstreeComment[]) : [];
      readEstreeProgram(ast as EstreeNode, source.text, analysis.found, source.visitorKeys ?? {}, comments);
    } catch {
      // A tree shape we do not know must not crash the lint run; tests assert this never happens.
      analysisStats.failures++;
    }
    return analysis.problems;
  }
  return analysis.problems;
}

/** Adds the problems of a file that @urilint/scan reads (JSON, YAML, TOML, CSS, HTML, Markdown) to `analysis`. */
function readScanned(source: AnalyzedSource, ast: AnyNode, language: Language, analysis: Analysis): void {
  try {
    for (const problem of scannedProblems(source, ast, language, analysis.options)) analysis.problems.push(problem);
  } catch (error) {
    if (isMissingParser(error)) throw error;
    analysisStats.failures++;
  }
}

/*
 * The first rule created for a file sets it up while the CPU's caches hold ESLint's parser, not
 * this code or its data: each object, map and call of that path costs microseconds there, for
 * every file. So a file's analyses are a plain list (one entry, nearly always), and the detector
 * of a settings object is made once for all files.
 */
function register(file: FileAnalyses, options: AnalysisOptions): Analysis {
  const known = registered(file, options);
  if (known !== undefined) return known;
  analysisStats.files++;
  const match = matchingOf(options);
  const analysis: Analysis = {
    options,
    match,
    narrowed: new Map(),
    problems: [],
    found: (candidate) => analyzeCandidate(candidate, analysis),
    admits: admissionOf(match),
  };
  file.all.push(analysis);
  return analysis;
}

/** The file's analysis under `options`: the same object (the rules of a file nearly always share one), or equal settings. */
function registered(file: FileAnalyses, options: AnalysisOptions): Analysis | undefined {
  const all = file.all;
  for (let i = all.length - 1; i >= 0; i--) if (all[i]!.options === options) return all[i];
  if (all.length === 0) return undefined;
  const key = optionsKey(options);
  for (const analysis of all) if (optionsKey(analysis.options) === key) return analysis;
  return undefined;
}

const keys = new WeakMap<AnalysisOptions, string>();

/** The key of detection settings (RegExp entries by source and flags), kept per object. */
function optionsKey(options: AnalysisOptions): string {
  let key = keys.get(options);
  if (key === undefined) {
    key = JSON.stringify(options, (_k, v: unknown) => (v instanceof RegExp ? `/${v.source}/${v.flags}` : v));
    keys.set(options, key);
  }
  return key;
}

/** Every finding code: each rule keeps the codes it reports. */
const ALL_CODES: ReadonlySet<FindingCode> = new Set(FINDING_CODES);

const matchings = new WeakMap<AnalysisOptions, MatchOptions>();

/** The match options of a settings object, made once (compiling them for each file would cost more than most files). */
function matchingOf(options: AnalysisOptions): MatchOptions {
  let known = matchings.get(options);
  if (known === undefined) {
    const { sinks, schemes, ignore, zoneIdentifiers } = options;
    known = matchOptions({ sinks, schemes, ignore }, ALL_CODES, { zoneIdentifiers: zoneIdentifiers === true });
    matchings.set(options, known);
  }
  return known;
}

/** A string node of a script (ESLint's traversal hands them over one by one). */
function analyzeNode(node: EstreeNode, text: string, analysis: Analysis): void {
  try {
    readEstreeNode(node, text, analysis.found, analysis.admits);
  } catch {
    analysisStats.failures++;
  }
}

/** The comments of a script, read as prose. */
function analyzeComments(ast: AnyNode, text: string, analysis: Analysis): void {
  const comments = ast["comments"];
  if (!Array.isArray(comments) || comments.length === 0) return;
  try {
    estreeComments(comments as EstreeComment[], text, analysis.found);
  } catch {
    analysisStats.failures++;
  }
}

function analyzeCandidate(candidate: Candidate, analysis: Analysis): void {
  const result = judgeValue(candidate.value.text, candidate, analysis.match, analysis.narrowed);
  // Most URIs hold no finding (undici's comments: 395 URIs, the specifications' links).
  if (result === undefined || result.findings.length === 0) return;
  const match: UriMatch = { candidate, uri: result.uri, findings: result.findings };
  for (const problem of problemsOfMatch(match)) analysis.problems.push(problem);
}

/** The problems of one URI: each finding at its range, with its fix and suggestions spelled into the source. */
function problemsOfMatch(match: UriMatch): UriProblem[] {
  const problems: UriProblem[] = [];
  const edits = (list: Parameters<typeof toOffsetEdits>[1]): SourceEdit[] | undefined =>
    toOffsetEdits(match, list)?.map((edit) => ({ range: [edit.start, edit.end], text: edit.text }));
  for (const finding of match.findings) {
    const range = documentRange(match, finding.start, finding.end);
    const suggestions: { desc: string; edits: SourceEdit[] }[] = [];
    for (const suggestion of finding.suggestions) {
      const mapped = edits(suggestion.edits);
      if (mapped !== undefined && mapped.length > 0) suggestions.push({ desc: suggestion.title, edits: mapped });
    }
    const environment = environmentSuggestion(match, finding);
    if (environment !== undefined) {
      suggestions.push({
        desc: environment.title,
        edits: environment.edits.map((edit) => ({ range: [edit.start, edit.end], text: edit.text })),
      });
    }
    problems.push({
      finding,
      range: [range.start, range.end],
      fix: finding.fix === undefined ? undefined : edits([finding.fix]),
      suggestions,
    });
  }
  return problems;
}

export type { AnyNode };
