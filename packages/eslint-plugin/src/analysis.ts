/**
 * One analysis per file, shared by every urilint rule: the strings of the file are extracted
 * once, each is run through `detectUri` and, when it is a URI, through `check()` once; each rule
 * then picks the findings of its codes. The result is cached per SourceCode object (and per
 * detection settings, which all rules normally share).
 *
 * In JavaScript the strings are analysed during ESLint's own traversal, by the listeners of one
 * rule (`analysisListeners`); JSON trees are walked by their extractor; YAML, TOML, HTML, CSS and
 * Markdown files are read by @urilint/scan, from ESLint's tree where it reads the language's tree,
 * else from their text (languages/scanned.ts).
 */
import {
  check,
  detectUri,
  split,
  type DetectOptions,
  type Finding,
  prepareDetectOptions,
  splitWords,
  isUriName,
} from "@urilint/core";
import {
  forEachStringNode,
  javascriptUri,
  stringNodeListeners,
  type StringNodeVisitor,
} from "./languages/javascript.js";
import { jsonSites } from "./languages/json.js";
import { scannedLanguageOf, scannedProblems, type ScannedLanguage } from "./languages/scanned.js";
import { isNode, type AnyNode, type Detect, type StringSite, type UriString } from "./languages/site.js";
import { spell } from "./text/literal-map.js";
import type { LiteralPiece, SourceEdit, SourceString } from "./text/source-string.js";

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
  readonly detect: Detect;
  readonly problems: UriProblem[];
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
  const scanned = scannedLanguageOf(ast, source.visitorKeys);
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
  const scanned = scannedLanguageOf(ast);
  if (scanned !== undefined) {
    // The file name tells the language's dialect (Markdown's `mdx`): read only here, as for package.json.
    readScanned(source, ast, scanned, analysis, file.filename);
    return analysis.problems;
  }
  if (ast.type === "Program") {
    try {
      forEachStringNode(ast as never, source.visitorKeys ?? {}, (node) => analyzeNode(node, source.text, analysis));
    } catch {
      // A tree shape we do not know must not crash the lint run; tests assert this never happens.
      analysisStats.failures++;
    }
    return analysis.problems;
  }
  // The file name is read only here (package.json): each read of ESLint's per-file context costs.
  for (const site of sitesOf(ast, source.text, file.filename)) {
    try {
      const candidate = analysis.detect(site.string.text, site.context, site.string.holes);
      if (candidate !== undefined)
        analysis.problems.push(...problemsOfUri({ string: site.string, candidate, name: site.name }, analysis.options));
    } catch {
      analysisStats.failures++;
    }
  }
  return analysis.problems;
}

/** Adds the problems of a file that @urilint/scan reads (YAML, TOML, CSS, HTML, Markdown) to `analysis`. */
function readScanned(
  source: AnalyzedSource,
  ast: AnyNode,
  language: ScannedLanguage,
  analysis: Analysis,
  path?: string,
): void {
  try {
    for (const problem of scannedProblems(source, ast, language, analysis.options, path))
      analysis.problems.push(problem);
  } catch {
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
  const analysis: Analysis = { options, detect: detectorOf(options), problems: [] };
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

const detectors = new WeakMap<AnalysisOptions, Detect>();

/** The detector of a settings object, made once. */
function detectorOf(options: AnalysisOptions): Detect {
  let detect = detectors.get(options);
  if (detect === undefined) {
    const settings = prepareDetectOptions(options);
    detect = (text, context, holes) => detectUri(text, context, settings, holes);
    detectors.set(options, detect);
  }
  return detect;
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

function analyzeNode(node: Parameters<StringNodeVisitor>[0], text: string, analysis: Analysis): void {
  try {
    const uri = javascriptUri(node, text, analysis.detect);
    if (uri !== undefined) analysis.problems.push(...problemsOfUri(uri, analysis.options));
  } catch {
    analysisStats.failures++;
  }
}

function sitesOf(ast: AnyNode, text: string, filename: string): StringSite[] {
  try {
    switch (ast.type) {
      case "Document":
        return jsonSites(ast, text, filename);
      default:
        return [];
    }
  } catch {
    // A tree shape we do not know must not crash the lint run; tests assert this never happens.
    analysisStats.failures++;
    return [];
  }
}

function problemsOfUri(uri: UriString, options: AnalysisOptions): UriProblem[] {
  const { string, candidate } = uri;
  const findings = check(candidate.text, {
    holes: candidate.holes,
    ...(candidate.codes ? { codes: candidate.codes } : {}),
    ...(options.zoneIdentifiers === true ? { zoneIdentifiers: true } : {}),
  });
  const problems: UriProblem[] = [];
  for (const finding of findings) {
    const start = candidate.toInput(finding.start);
    const end = candidate.toInput(finding.end);
    const mapEdits = (edits: readonly { start: number; end: number; text: string }[]): SourceEdit[] | undefined => {
      const mapped: SourceEdit[] = [];
      for (const edit of edits) {
        const source = string.edit(candidate.toInput(edit.start), candidate.toInput(edit.end), edit.text);
        if (source === undefined) return undefined;
        mapped.push(source);
      }
      return mapped;
    };
    const suggestions: { desc: string; edits: SourceEdit[] }[] = [];
    for (const suggestion of finding.suggestions) {
      const edits = mapEdits(suggestion.edits);
      if (edits !== undefined && edits.length > 0) suggestions.push({ desc: suggestion.title, edits });
    }
    if (finding.code === "plaintext-password") {
      const environment = environmentSuggestion(string, start, end, uri.name, candidate.text);
      if (environment !== undefined) suggestions.push(environment);
    }
    problems.push({
      finding,
      range: string.sourceRange(start, end),
      fix: finding.fix === undefined ? undefined : mapEdits([finding.fix]),
      suggestions,
    });
  }
  return problems;
}

/**
 * "Read it from an environment variable": the password becomes `${process.env.NAME}` in a template
 * literal. The name comes from where the URI is stored (`databaseUrl` → DATABASE_PASSWORD) or its
 * scheme (POSTGRES_PASSWORD), never from the password or the user name.
 */
function environmentSuggestion(
  string: SourceString,
  start: number,
  end: number,
  name: string | undefined,
  uri: string,
): { desc: string; edits: SourceEdit[] } | undefined {
  const piece = string.pieceAt(start);
  if (piece?.kind !== "literal" || !piece.map.exact || piece.role === "fixed") return undefined;
  const from = start - piece.start;
  const to = end - piece.start;
  if (to > piece.map.value.length || from >= to) return undefined;
  const variable = environmentName(name, uri);
  const substitution = "${process.env." + variable + "}";
  const desc = `Read the password from the environment variable ${variable}`;
  if (piece.role === "quasi") {
    return { desc, edits: [{ range: [piece.map.starts[from]!, piece.map.ends[to - 1]!], text: substitution }] };
  }
  const template = templateFor(piece, from, to, substitution);
  if (template === undefined) return undefined;
  return { desc, edits: [{ range: piece.range, text: piece.role === "jsx-attribute" ? `{${template}}` : template }] };
}

function templateFor(piece: LiteralPiece, from: number, to: number, substitution: string): string | undefined {
  const before = spell(piece.map.value.slice(0, from), "template");
  const after = spell(piece.map.value.slice(to), "template");
  return before === undefined || after === undefined ? undefined : "`" + before + substitution + after + "`";
}

const URI_WORDS = new Set([
  "url",
  "urls",
  "uri",
  "uris",
  "dsn",
  "href",
  "endpoint",
  "string",
  "str",
  "connection",
  "conn",
]);

/** An environment variable name: upper-case words joined by "_", ending in PASSWORD. */
export function environmentName(name: string | undefined, uri: string): string {
  const fromName = name !== undefined && isUriName(name) ? splitWords(name).filter((w) => !URI_WORDS.has(w)) : [];
  const scheme = split(uri).components.scheme;
  const words = fromName.length > 0 ? fromName : scheme !== undefined ? scheme.toLowerCase().split(/[^a-z0-9]+/) : [];
  const stem = words
    .filter((w) => /^[a-z0-9]+$/.test(w))
    .join("_")
    .toUpperCase()
    .slice(0, 40);
  return /^[A-Z]/.test(stem) ? `${stem}_PASSWORD` : "URI_PASSWORD";
}

export type { AnyNode };
