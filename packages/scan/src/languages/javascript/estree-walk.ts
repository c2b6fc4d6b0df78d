/**
 * A whole ESTree program read at once (where no ESLint traversal hands its nodes over one by one):
 * one iterative walk (no recursion) that links parents where they are missing, as ESLint's
 * traversal does, and reads every string node and comment as estree.ts reads them.
 */
import type { Candidate, ValueAdmission } from "../../candidate.js";
import { estreeComments, estreeJsxText, estreeValue, type EstreeComment, type EstreeNode } from "./estree.js";

type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** The node types whose strings are read: what a template, a tagged template, a chain of `+` and JSX text are in ESTree. */
export const ESTREE_VALUE_TYPES: readonly string[] = [
  "Literal",
  "TemplateLiteral",
  "TaggedTemplateExpression",
  "BinaryExpression",
  "JSXText",
];

/** Gives `found` the candidates of `program` (and of `comments`), in the order the walk meets them. */
export function readEstreeProgram(
  program: EstreeNode,
  document: string,
  found: (candidate: Candidate) => void,
  visitorKeys: VisitorKeys = {},
  comments: readonly EstreeComment[] = [],
): void {
  const stack: EstreeNode[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const key of visitorKeys[node.type] ?? Object.keys(node).filter((k) => k !== "parent")) {
      const value = node[key];
      for (const child of Array.isArray(value) ? value : [value]) {
        if (!isAstNode(child)) continue;
        (child as { parent?: EstreeNode }).parent ??= node;
        stack.push(child);
      }
    }
    readNode(node, document, found);
  }
  estreeComments(comments, document, found);
}

/**
 * The candidates of one node handed over by a traversal (ESLint's listeners); a value `admits`
 * rejects is none (see `ValueAdmission`).
 */
export function readNode(
  node: EstreeNode,
  document: string,
  found: (candidate: Candidate) => void,
  admits?: ValueAdmission,
): void {
  if (node.type === "JSXText") estreeJsxText(node, document, found);
  else {
    const candidate = estreeValue(node, document, admits);
    if (candidate !== undefined) found(candidate);
  }
}

function isAstNode(value: unknown): value is EstreeNode {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string" &&
    Array.isArray((value as { range?: unknown }).range)
  );
}
