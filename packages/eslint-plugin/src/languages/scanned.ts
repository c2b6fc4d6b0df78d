/**
 * The files ESLint reads through the JSON, YAML, TOML, HTML, CSS and Markdown languages (@eslint/json,
 * eslint-plugin-yml, eslint-plugin-toml, @html-eslint/eslint-plugin, @eslint/css, @eslint/markdown), or through
 * their parsers (which language a tree is, @urilint/scan says: `dialectOfTree`): each
 * language's knowledge (which keys and attributes hold URIs, how quoting and escapes map to
 * offsets, how a fix is re-spelled) lives in @urilint/scan, which the language server and the
 * `urilint` command read the same files with. Here the scanner reads the tree ESLint's parser
 * already made of the file when it can (`findUrisInTree`), else the file's
 * text (a second parse, by the scanner's own parser), and its matches become problems at their
 * document ranges.
 *
 * @urilint/scan is loaded on the first such file, and in two parts: `@urilint/scan/trees` loads no
 * parser; the whole package, with the parsers of every language it reads (TypeScript's among
 * them), is loaded only for a file read from its text, which a project that lints only JavaScript,
 * or only YAML, TOML, CSS and HTML (an HTML script loads TypeScript), never needs.
 */
import { createRequire } from "node:module";
import { FINDING_CODES, type CommentSpan, type FindingCode } from "@urilint/core";
import type * as Scan from "@urilint/scan";
import type * as Trees from "@urilint/scan/trees";
import {
  analysisStats,
  type AnalysisOptions,
  type AnalyzedSource,
  type SourceEdit,
  type UriProblem,
} from "../analysis.js";
import type { AnyNode } from "./site.js";

const requireHere = createRequire(import.meta.url);
let scanModule: typeof Scan | undefined;
let treesModule: typeof Trees | undefined;

function scan(): typeof Scan {
  return (scanModule ??= requireHere("@urilint/scan") as typeof Scan);
}

function trees(): typeof Trees {
  return (treesModule ??= requireHere("@urilint/scan/trees") as typeof Trees);
}

/**
 * A parser @urilint/scan needs for part of a file is not installed (its optional peers: the plugin
 * installs none). Not a tree shape to count and skip: the user is told which package to install.
 */
export function isMissingParser(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "URILINT_MISSING_PARSER";
}

/** Every finding code: each rule keeps the codes it reports, as for JavaScript. */
const ALL_CODES: ReadonlySet<FindingCode> = new Set(FINDING_CODES);

/**
 * The match options of the rules' settings, kept per settings object (the rules of a project share
 * one): compiling the detector's options anew for each of thousands of small files costs more than
 * reading most of them.
 */
const matchOptionsOf = new WeakMap<AnalysisOptions, Trees.MatchOptions>();

function matching(options: AnalysisOptions): Trees.MatchOptions {
  let known = matchOptionsOf.get(options);
  if (known === undefined) {
    const { sinks, schemes, ignore, zoneIdentifiers } = options;
    known = trees().matchOptions({ sinks, schemes, ignore }, ALL_CODES, { zoneIdentifiers: zoneIdentifiers === true });
    matchOptionsOf.set(options, known);
  }
  return known;
}

/** The problems of a file in `language`, read from ESLint's tree `ast` of it, or else from its text. */
export function scannedProblems(
  source: AnalyzedSource,
  ast: AnyNode,
  language: Trees.Language,
  options: AnalysisOptions,
): UriProblem[] {
  const { documentRange, toOffsetEdits } = trees();
  const problems: UriProblem[] = [];
  for (const match of urisOf(source, ast, language, matching(options)).matches) {
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      const edits = (list: Parameters<typeof toOffsetEdits>[1]): SourceEdit[] | undefined =>
        toOffsetEdits(match, list)?.map((edit) => ({ range: [edit.start, edit.end], text: edit.text }));
      const suggestions: { desc: string; edits: SourceEdit[] }[] = [];
      for (const suggestion of finding.suggestions) {
        const mapped = edits(suggestion.edits);
        if (mapped !== undefined && mapped.length > 0) suggestions.push({ desc: suggestion.title, edits: mapped });
      }
      problems.push({
        finding,
        range: [range.start, range.end],
        fix: finding.fix === undefined ? undefined : edits([finding.fix]),
        suggestions,
      });
    }
  }
  return problems;
}

/**
 * The file's URIs from ESLint's tree; from its text when the scanner reads no tree of the language,
 * or not one of this shape (another version of the parser), or failed on it (counted: tests
 * assert it never happens, and the file is still read).
 */
function urisOf(
  source: AnalyzedSource,
  ast: AnyNode,
  language: Trees.Language,
  matching: Trees.MatchOptions,
): Trees.DocumentUris {
  const text = source.text;
  try {
    const fromTree = trees().findUrisInTree(text, language, ast, matching, { comments: source.comments });
    if (fromTree !== undefined) return fromTree;
  } catch (error) {
    if (isMissingParser(error)) throw error;
    analysisStats.failures++;
  }
  const { findUris, runSync } = scan();
  return runSync(findUris(text, language, matching));
}

/** The comments of a file read from ESLint's tree by @urilint/scan (a language whose SourceCode lists none: Markdown). */
export function scannedComments(source: AnalyzedSource, ast: AnyNode, path: string): CommentSpan[] | undefined {
  const { dialectOfTree, commentsInTree } = trees();
  const language = dialectOfTree(ast, path);
  return language === undefined ? undefined : commentsInTree(source.text, language, ast);
}
