/**
 * The candidates of a css-tree syntax tree: the one the CSS scanner parses (css.ts), or the one
 * @eslint/css gave ESLint (its parser is a fork of css-tree, with the same nodes, their lists as
 * arrays), read without parsing again. What each node holds is described in css.ts. The content
 * of a url token (4.3.6) is found here, in its node's text; values and their maps come from
 * css-string.ts.
 */
import type { Atrule, CssNode, FunctionNode, PseudoClassSelector, PseudoElementSelector } from "css-tree";
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { TreeReader } from "../../language.js";
import type { Value } from "../../reading/value.js";
import { UnexpectedTree, type TreeNode } from "../../reading/tree-node.js";
import { runSync } from "../../work.js";
import { valueCandidates, type ValuePlace } from "../../reading/config-value.js";
import { decodeCss, escapeEnd, isWhitespace } from "./string.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";

const URL: StringContext = { kind: "format", field: "css-url" };
const NAMESPACE: StringContext = { kind: "namespace" };
const PLAIN: StringContext = { kind: "plain" };

/** The functions whose strings are image URLs (CSS Images 3 and 4). */
const IMAGE_FUNCTIONS: ReadonlySet<string> = new Set(["image-set", "-webkit-image-set", "image"]);

/** Attribute selector operators that match part of the value (Selectors 4, 6.2 and 6.3). */
const PATTERN_MATCHERS: ReadonlySet<string> = new Set(["^=", "$=", "*=", "~=", "|="]);

/**
 * The candidates of the CSS in `document` from css-tree's tree `ast` of it and the ranges of its
 * comments (their `/*` to their end), in document order.
 */
export function readCssNodes(
  document: string,
  ast: CssNode,
  comments: readonly (readonly [start: number, end: number])[],
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): void {
  const candidates: Candidate[] = [];
  const reader = new CssReader(document, candidates);
  walkCss(ast, { atrule: null, function: null }, (node, around) => reader.node(around, node));
  for (const [commentStart, commentEnd] of comments) {
    const closed = document.startsWith("*/", commentEnd - 2) && commentEnd - 2 >= commentStart + 2;
    reader.prose(commentStart + 2, closed ? commentEnd - 2 : commentEnd);
    comment?.({
      text: document.slice(commentStart + 2, closed ? commentEnd - 2 : commentEnd),
      start: commentStart,
      end: commentEnd,
      block: true,
    });
  }
  // Comments and nodes come from two lists: the candidates must be in document order.
  candidates.sort((a, b) => a.start - b.start);
  for (const candidate of candidates) found(candidate);
}

/**
 * The candidates of `text` from @eslint/css's tree of it (`StyleSheet`) and its comments (the
 * SourceCode's `comments`: `{ loc: { start: { offset }, end: { offset } } }`); throws
 * UnexpectedTree when they are not of that shape.
 */
export function readCssTree(
  text: string,
  tree: TreeNode,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  comments?: unknown,
): void {
  if (tree.type !== "StyleSheet" || !Array.isArray(tree["children"]) || !Array.isArray(comments))
    throw new UnexpectedTree(tree.type);
  const ranges = comments.map((node: unknown): [number, number] => {
    const loc = (node as { loc?: { start?: { offset?: unknown }; end?: { offset?: unknown } } } | null)?.loc;
    const start = loc?.start?.offset;
    const end = loc?.end?.offset;
    if (typeof start !== "number" || typeof end !== "number") throw new UnexpectedTree("a comment without offsets");
    return [start, end];
  });
  readCssNodes(text, tree as unknown as CssNode, ranges, found, comment);
}

/** Turns the nodes of one style sheet into candidates. */
class CssReader {
  constructor(
    private readonly document: string,
    private readonly candidates: Candidate[],
  ) {}

  node(walker: Around, node: CssNode): typeof SKIP | undefined {
    switch (node.type) {
      case "Url":
        this.#url(node, walker.atrule?.name.toLowerCase() === "namespace" ? NAMESPACE : URL);
        break;
      case "String":
        this.#string(node, this.#stringContext(walker));
        break;
      case "AttributeSelector":
        if (node.value?.type === "String") {
          this.#string(
            node.value,
            PATTERN_MATCHERS.has(node.matcher ?? "") ? { kind: "search-pattern" } : { kind: "comparison" },
          );
        }
        return SKIP;
    }
    return undefined;
  }

  prose(start: number, end: number): void {
    runSync(
      scanProse(this.document, start, end, (match) =>
        this.candidates.push(proseCandidate(match, "comment", "plain", "*/")),
      ),
    );
  }

  #stringContext(walker: Around): StringContext {
    const atrule = walker.atrule?.name.toLowerCase();
    if (atrule === "namespace") return NAMESPACE;
    const fn = walker.function?.name.toLowerCase();
    if (atrule === "import" && walker.function === null) return URL;
    return fn !== undefined && IMAGE_FUNCTIONS.has(fn) ? URL : PLAIN;
  }

  /** A `url(...)`: its content, quoted or not, in `context`. */
  #url(node: CssNode, context: StringContext): void {
    const doc = this.document;
    const { start, end } = rangeOf(node);
    const open = doc.indexOf("(", start);
    if (open === -1 || open >= end) return;
    let k = open + 1;
    while (k < end && isWhitespace(doc.charCodeAt(k))) k++;
    const first = doc[k];
    if (first === '"' || first === "'") {
      this.#quoted(k, stringEnd(doc, k, end), context);
      return;
    }
    // An unquoted url ends at white space or ")" (4.3.6); an escape may stand for either.
    let stop = k;
    while (stop < end && doc.charCodeAt(stop) !== 0x29 && !isWhitespace(doc.charCodeAt(stop)))
      stop = doc.charCodeAt(stop) === 0x5c ? escapeEnd(doc, stop, end) : stop + 1;
    this.#push(decodeCss(doc, k, stop), { spelling: "css-url", quote: "(", in: "css" }, context);
  }

  #string(node: CssNode, context: StringContext): void {
    const { start, end } = rangeOf(node);
    this.#quoted(start, stringEnd(this.document, start, end), context);
  }

  /** A quoted string opening at `open` whose content ends at `close`. */
  #quoted(open: number, close: number, context: StringContext): void {
    const place: ValuePlace = { spelling: "css-string", quote: this.document[open] as string, in: "css" };
    this.#push(decodeCss(this.document, open + 1, close), place, context);
  }

  #push(value: Value, place: ValuePlace, context: StringContext): void {
    if (value.text.length === 0) return;
    if (context === URL || context === NAMESPACE) {
      const range = value.map.toDocument(0, value.text.length);
      this.candidates.push({
        value,
        spelling: place.spelling,
        quote: place.quote,
        start: range.start,
        end: range.end,
        site: { context, in: "css" },
      });
      return;
    }
    valueCandidates(value, context, place, (candidate) => this.candidates.push(candidate));
  }
}

/**
 * The innermost at-rule and function around a node, as css-tree's walker keeps them: the
 * arguments of a pseudo-class or pseudo-element (`:not(...)`) count as a function's.
 */
interface Around {
  readonly atrule: Atrule | null;
  readonly function: FunctionNode | PseudoClassSelector | PseudoElementSelector | null;
}

const SKIP = Symbol("skip");

/**
 * Visits `node` and every node under it, depth first. A css-tree node holds its children in
 * properties whose value is a node or a list of nodes (css-tree's `List`, or an array in
 * @eslint/css's plain form); nothing else in a node has a `type`. Walked here rather than with
 * css-tree's walker so that reading @eslint/css's tree loads no css-tree (ESLint's CSS language
 * brings its own fork), and the ESLint plugin needs no parser for CSS. `visit` returns SKIP to
 * leave a node's children out. Children come in property order; the caller sorts candidates.
 */
function walkCss(
  node: CssNode,
  around: Around,
  visit: (node: CssNode, around: Around) => typeof SKIP | undefined,
): void {
  if (visit(node, around) === SKIP) return;
  const inner: Around =
    node.type === "Atrule"
      ? { atrule: node, function: around.function }
      : node.type === "Function" || node.type === "PseudoClassSelector" || node.type === "PseudoElementSelector"
        ? { atrule: around.atrule, function: node }
        : around;
  for (const key in node) {
    if (key === "loc") continue;
    const value = (node as unknown as Record<string, unknown>)[key];
    if (typeof value !== "object" || value === null) continue;
    if (isCssNode(value)) walkCss(value, inner, visit);
    else if (Symbol.iterator in value)
      for (const child of value as Iterable<unknown>) if (isCssNode(child)) walkCss(child, inner, visit);
  }
}

function isCssNode(value: unknown): value is CssNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

function rangeOf(node: CssNode): { start: number; end: number } {
  return { start: node.loc?.start.offset ?? 0, end: node.loc?.end.offset ?? 0 };
}

/**
 * Where the content of the string opening at `open` ends: at its closing quote, or where the
 * string does (at `end`, or a line break: a string left open).
 */
function stringEnd(document: string, open: number, end: number): number {
  const quote = document.charCodeAt(open);
  let k = open + 1;
  while (k < end) {
    const code = document.charCodeAt(k);
    if (code === quote) return k;
    if (code === 0x0a || code === 0x0d || code === 0x0c) return k;
    k = code === 0x5c ? escapeEnd(document, k, end) : k + 1;
  }
  return end;
}

/** The reader the registry loads for trees of this language. */
export const readTree: TreeReader = (text, tree, _dialect, found, comment, comments) =>
  readCssTree(text, tree, found, comment, comments);
