/**
 * One analysis per file, shared by every urilint rule: the strings of the file are extracted
 * once, each is run through `detectUri` and, when it is a URI, through `check()` once; each rule
 * then picks the findings of its codes. The result is cached per SourceCode object (and per
 * detection settings, which all rules normally share).
 */
import {
  check, detectUri, split, type DetectOptions, type Finding, type PreparedDetectOptions, prepareDetectOptions,
  splitWords, isUriName,
} from "@urilint/core";
import { javascriptSites } from "./languages/javascript.js";
import { jsonSites } from "./languages/json.js";
import { markdownSites } from "./languages/markdown.js";
import { isNode, type AnyNode, type StringSite } from "./languages/site.js";
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
}

/** Counters for tests: how many files were analysed, and how many strings failed inside. */
export const analysisStats = { files: 0, failures: 0 };

const cache = new WeakMap<object, Map<string, readonly UriProblem[]>>();

export function analyze(source: AnalyzedSource, filename: string, options: DetectOptions): readonly UriProblem[] {
  const key = JSON.stringify(options, (_k, v: unknown) => (v instanceof RegExp ? `/${v.source}/${v.flags}` : v));
  let byOptions = cache.get(source);
  if (byOptions === undefined) {
    byOptions = new Map();
    cache.set(source, byOptions);
  }
  const cached = byOptions.get(key);
  if (cached !== undefined) return cached;
  analysisStats.files++;
  const problems = problemsOf(sitesOf(source, filename), prepareDetectOptions(options));
  byOptions.set(key, problems);
  return problems;
}

function sitesOf(source: AnalyzedSource, filename: string): StringSite[] {
  const ast = source.ast;
  if (!isNode(ast)) return [];
  try {
    switch (ast.type) {
      case "Program":
        return javascriptSites(ast as never, source.text, source.visitorKeys ?? {});
      case "Document":
        return jsonSites(ast, source.text, filename);
      case "root":
        return markdownSites(ast, source.text);
      default:
        return [];
    }
  } catch {
    // A tree shape we do not know must not crash the lint run; tests assert this never happens.
    analysisStats.failures++;
    return [];
  }
}

function problemsOf(sites: readonly StringSite[], options: PreparedDetectOptions): UriProblem[] {
  const problems: UriProblem[] = [];
  for (const site of sites) {
    try {
      problems.push(...problemsOfSite(site, options));
    } catch {
      analysisStats.failures++;
    }
  }
  return problems;
}

function problemsOfSite(site: StringSite, options: PreparedDetectOptions): UriProblem[] {
  const { string } = site;
  const candidate = detectUri(string.text, site.context, options, string.holes);
  if (candidate === undefined) return [];
  const findings = check(candidate.text, { holes: candidate.holes, ...(candidate.codes ? { codes: candidate.codes } : {}) });
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
      const environment = environmentSuggestion(string, start, end, site.name, candidate.text);
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
  string: SourceString, start: number, end: number, name: string | undefined, uri: string,
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

const URI_WORDS = new Set(["url", "urls", "uri", "uris", "dsn", "href", "endpoint", "string", "str", "connection", "conn"]);

/** An environment variable name: upper-case words joined by "_", ending in PASSWORD. */
export function environmentName(name: string | undefined, uri: string): string {
  const fromName = name !== undefined && isUriName(name) ? splitWords(name).filter((w) => !URI_WORDS.has(w)) : [];
  const scheme = split(uri).components.scheme;
  const words = fromName.length > 0 ? fromName : scheme !== undefined ? scheme.toLowerCase().split(/[^a-z0-9]+/) : [];
  const stem = words.filter((w) => /^[a-z0-9]+$/.test(w)).join("_").toUpperCase().slice(0, 40);
  return /^[A-Z]/.test(stem) ? `${stem}_PASSWORD` : "URI_PASSWORD";
}

export type { AnyNode };
