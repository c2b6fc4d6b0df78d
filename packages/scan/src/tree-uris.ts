/**
 * The URIs of a document from a syntax tree another parser already made of it: ESLint parses every
 * file with its language's parser before the rules run, and a second parse of the same text (the
 * scanner's own) would cost as much again. The tree's reader finds the candidates the language's
 * scanner finds in the text; the core's detector and checks judge them (matches.ts).
 *
 * The trees read: yaml-eslint-parser's (eslint-plugin-yml) and toml-eslint-parser's
 * (eslint-plugin-toml, the parser the TOML scanner uses too). Another language, or a tree of a shape
 * its reader does not know, gives undefined: the caller then reads the text with `findUris`.
 */
import type { Candidate, CommentSink } from "./candidate.js";
import type { Language } from "./language.js";
import { readTomlTree } from "./languages/toml-tree.js";
import { readYamlTree } from "./languages/yaml-tree.js";
import { judgeCandidates, type DocumentUris, type MatchOptions } from "./matches.js";
import { UnexpectedTree, type TreeNode } from "./tree-node.js";
import { runSync } from "./work.js";

/** Reads a tree's candidates in document order; throws UnexpectedTree at a node it does not know. */
type TreeReader = (text: string, tree: TreeNode, found: (candidate: Candidate) => void, comment?: CommentSink) => void;

const TREE_READERS: Partial<Record<Language, TreeReader>> = {
  yaml: readYamlTree,
  toml: readTomlTree,
};

/**
 * The URIs of `text` read as `language` from `tree`, the tree the language's ESLint parser made of
 * that very text (its `Program`); undefined when there is no reader for the language or the tree
 * is not of the shape its reader knows. `comment` gets every comment, as `scanDocument`'s does.
 */
export function findUrisInTree(
  text: string, language: Language, tree: unknown, options: MatchOptions, comment?: CommentSink,
): DocumentUris | undefined {
  const reader = TREE_READERS[language];
  if (reader === undefined || !isTreeNode(tree)) return undefined;
  const candidates: Candidate[] = [];
  try {
    reader(text, tree, (candidate) => candidates.push(candidate), comment);
  } catch (error) {
    if (error instanceof UnexpectedTree) return undefined;
    throw error;
  }
  return { matches: runSync(judgeCandidates(candidates, options)) };
}

function isTreeNode(value: unknown): value is TreeNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}
