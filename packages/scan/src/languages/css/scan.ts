/**
 * Candidates in CSS (CSS Syntax Level 3), read with `css-tree`'s parser and walker (an AST with
 * the offsets of every node, comments through `onComment`; a broken declaration becomes a Raw node
 * and the rest is still read):
 * - `url(...)`, quoted or not, wherever css-tree gives a Url node (declarations, `@import`,
 *   `@font-face`'s `src:`, `image-set()`), and the strings that are URLs: an `@import`'s string
 *   and the strings of `image-set()`, `-webkit-image-set()` and `image()`: URIs by format;
 * - `@namespace`'s URL or string: a namespace name, never fetched;
 * - an attribute selector's string (`a[href^="http://"]`): a search pattern (`^=`, `$=`, `*=`,
 *   `~=`, `|=`) or a comparison (`=`);
 * - other strings (`content: "..."`): by content, a run of words read word by word;
 * - comments are prose.
 * Raw nodes are not read: custom properties (`--x: ...`, css-tree keeps their values as text),
 * `var()` fallbacks, and what css-tree could not parse (an unquoted url with a space in it).
 * What the nodes hold is read by css-nodes.ts, which also reads the tree @eslint/css gives ESLint.
 */
import parse from "css-tree/parser";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Work } from "../../work.js";
import { readCssNodes } from "./tree.js";

/** What css-tree reads a piece of CSS as: a style sheet, or a `style` attribute's declarations. */
export type CssSyntax = "stylesheet" | "declarationList";

export function scanCss(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  return readCss(text, 0, text.length, "stylesheet", found, comment);
}

/** The candidates of the CSS in document[start, end), read as `syntax`, in document order. */
export function* readCss(
  document: string,
  start: number,
  end: number,
  syntax: CssSyntax,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const comments: [start: number, end: number][] = [];
  const ast = parse(start === 0 && end === document.length ? document : document.slice(start, end), {
    context: syntax,
    positions: true,
    offset: start,
    parseCustomProperty: false,
    onComment: (_value, loc) => comments.push([loc.start.offset, loc.end.offset]),
  });
  yield;
  readCssNodes(document, ast, comments, found, comment);
}
