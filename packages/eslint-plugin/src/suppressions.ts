/**
 * `urilint-disable…` comments in the files ESLint lints. ESLint applies its own `eslint-disable…`
 * comments to every rule; urilint's own words (which the language server and the `urilint`
 * command read in every language, .env files and Dockerfiles included) are applied here, by each
 * rule to its own problems, so a file gives the same findings in the three front-ends. Unused
 * `urilint-` comments are reported by the server and the command, not by ESLint.
 *
 * The comments come from each language's SourceCode: `getAllComments()` (JavaScript, YAML, TOML),
 * `comments` (@eslint/json, @eslint/css, @html-eslint), or @urilint/scan's reading of the tree
 * (Markdown: its HTML comments).
 */
import { applyDirectives, parseDirective, type CommentSpan, type Directive } from "@urilint/core";
import { analysisStats, type AnalyzedSource, type UriProblem } from "./analysis.js";
import { scannedComments } from "./languages/scanned.js";
import { isNode } from "./languages/site.js";

/** A comment as the SourceCode objects of ESLint's languages give it. */
interface SourceComment {
  readonly type?: string;
  readonly value?: string;
  readonly range?: readonly [number, number];
  readonly loc?: { readonly start?: { readonly offset?: number }; readonly end?: { readonly offset?: number } };
}

interface CommentSource extends AnalyzedSource {
  readonly getAllComments?: () => readonly SourceComment[];
  readonly comments?: readonly SourceComment[];
}

const cache = new WeakMap<object, readonly Directive[]>();

/** The `urilint-` directives of a file, read once per SourceCode. */
export function urilintDirectives(source: AnalyzedSource, path?: string): readonly Directive[] {
  let directives = cache.get(source);
  if (directives === undefined) {
    directives = [];
    // Most files hold no such comment: one search of the text skips the rest.
    if (source.text.includes("urilint-")) {
      try {
        for (const comment of commentsOf(source as CommentSource, path)) {
          const directive = comment.text.includes("urilint-") ? parseDirective(comment, true) : undefined;
          if (directive?.prefix === "urilint") (directives as Directive[]).push(directive);
        }
      } catch {
        // A language whose comments we cannot read must not crash the lint: its directives are not applied.
        analysisStats.failures++;
      }
    }
    cache.set(source, directives);
  }
  return directives;
}

/** `problems` without those a `urilint-` comment silences. */
export function unsuppressed(
  problems: readonly UriProblem[],
  directives: readonly Directive[],
  lineOf: (offset: number) => number,
): readonly UriProblem[] {
  if (directives.length === 0 || problems.length === 0) return problems;
  const placed = problems.map((problem) => ({ start: problem.range[0], code: problem.finding.code, problem }));
  return applyDirectives(placed, directives, lineOf).kept.map((item) => item.problem);
}

function commentsOf(source: CommentSource, path: string | undefined): CommentSpan[] {
  const text = source.text;
  // @html-eslint's getAllComments() is empty: its comments are in `comments`, as @eslint/json's and @eslint/css's.
  const list = Array.isArray(source.comments) ? source.comments : source.getAllComments?.();
  if (Array.isArray(list)) {
    const spans: CommentSpan[] = [];
    for (const comment of list as readonly SourceComment[]) {
      const start = comment.range?.[0] ?? comment.loc?.start?.offset;
      const end = comment.range?.[1] ?? comment.loc?.end?.offset;
      if (start === undefined || end === undefined) continue;
      const block = comment.type !== "Line" && comment.type !== "LineComment";
      spans.push({ text: comment.value ?? innerText(text, start, end, block), start, end, block });
    }
    return spans;
  }
  // A language whose SourceCode lists no comments (Markdown): @urilint/scan reads them from the tree, as it reads its URIs.
  return (isNode(source.ast) ? scannedComments(source, source.ast, path ?? "") : undefined) ?? [];
}

/** A JSON comment's text without its delimiters (its token carries only a range). */
function innerText(text: string, start: number, end: number, block: boolean): string {
  return text.slice(start + 2, block && text.startsWith("*/", end - 2) ? end - 2 : end);
}
