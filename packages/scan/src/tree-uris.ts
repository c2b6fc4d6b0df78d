/**
 * The URIs of a document from a syntax tree another parser already made of it: ESLint parses every
 * file with its language's parser before the rules run, and a second parse of the same text (the
 * scanner's own) would cost as much again. The tree's reader finds the candidates the language's
 * scanner finds in the text; the core's detector and checks judge them (matches.ts).
 *
 * The trees read: yaml-eslint-parser's (eslint-plugin-yml), toml-eslint-parser's
 * (eslint-plugin-toml, the parser the TOML scanner uses too), @eslint/css's (a fork of css-tree,
 * the CSS scanner's parser) and es-html-parser's (@html-eslint; a script's or style sheet's
 * content is still read by the scanner of its language, loaded on the first one). Another language, or a tree of a shape its reader does not know,
 * gives undefined: the caller then reads the text with `findUris`.
 */
import type { CommentSpan } from "@urilint/core";
import type { Candidate, CommentSink } from "./candidate.js";
import { treeReaderOf, type Language } from "./language.js";
import { judgeCandidates, type DocumentUris, type MatchOptions } from "./matches.js";
import { UnexpectedTree, type TreeNode } from "./reading/tree-node.js";
import { runSync } from "./work.js";

/** What a tree's reader may need besides the tree. */
export interface TreeExtras {
  /** The document's comments, when its tree does not hold them (@eslint/css keeps them on its SourceCode). */
  readonly comments?: unknown;
  /** Gets every comment, as `scanDocument`'s sink does. */
  readonly comment?: CommentSink;
}

/**
 * The URIs of `text` read as `language` (a dialect: `dialectOfTree` tells it) from `tree`, the tree the language's ESLint parser made of
 * that very text (its root node); undefined when there is no reader for the language or the tree
 * is not of the shape its reader knows.
 */
export function findUrisInTree(
  text: string,
  language: Language,
  tree: unknown,
  options: MatchOptions,
  extras: TreeExtras = {},
): DocumentUris | undefined {
  const candidates = candidatesInTree(text, language, tree, extras);
  return candidates === undefined ? undefined : { matches: runSync(judgeCandidates(candidates, options)) };
}

/**
 * The comments of `text` read as `language` from `tree` (for its disable directives), as
 * `findUrisInTree` reads them; undefined when it cannot read the tree.
 */
export function commentsInTree(
  text: string,
  language: Language,
  tree: unknown,
  extras: Omit<TreeExtras, "comment"> = {},
): CommentSpan[] | undefined {
  const spans: CommentSpan[] = [];
  const read = candidatesInTree(text, language, tree, { ...extras, comment: (span) => spans.push(span) });
  return read === undefined ? undefined : spans;
}

function candidatesInTree(
  text: string,
  language: Language,
  tree: unknown,
  { comments, comment }: TreeExtras,
): Candidate[] | undefined {
  const reader = treeReaderOf(language);
  if (reader === undefined || !isTreeNode(tree)) return undefined;
  const candidates: Candidate[] = [];
  try {
    reader(text, tree, language, (candidate) => candidates.push(candidate), comment, comments);
  } catch (error) {
    if (error instanceof UnexpectedTree) return undefined;
    throw error;
  }
  return candidates;
}

function isTreeNode(value: unknown): value is TreeNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}
