/**
 * ESLint's traversal of a script, as the rules listen to it: which nodes are handed to
 * @urilint/scan's reading of ESTree (strings, templates, tagged templates, chains of `+`, JSX
 * text; the comments are read at the end), and a walk of the same nodes for a tree no traversal
 * saw. What a node means (its value, its context, whether it is one of ours at all) is decided
 * there, as for the trees the command and the server read.
 */
import { MAY_HOLD_FINDING, mayHoldFinding } from "@urilint/core";
import type { EstreeNode } from "@urilint/scan/trees";

type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** Receives each string node of a file. */
export type StringNodeVisitor = (node: EstreeNode) => void;

/**
 * A string literal worth a look: one that may hold a finding (`mayHoldFinding`), and is not the
 * module an import or export names. Most literals of a program are words such as `GET` or
 * `customer_id` that hold none, or module paths: ESLint's selector leaves them out before any
 * listener is called (every listener call is timed against the rule).
 */
export const LITERAL_SELECTOR =
  `Literal[value=/${MAY_HOLD_FINDING.source}/]` +
  ":not(ImportDeclaration > .source, ExportAllDeclaration > .source, ExportNamedDeclaration > .source, ImportExpression > .source)";

/** The other nodes scan reads: what a template, a tagged template, a chain of `+` and JSX text are in ESTree. */
const VALUE_TYPES = ["TemplateLiteral", "TaggedTemplateExpression", "BinaryExpression[operator='+']", "JSXText"];

/**
 * ESLint listeners for a file's traversal: `start` at its Program, each string node to `visit`,
 * `end` when the Program is left.
 */
export function stringNodeListeners(
  visit: StringNodeVisitor,
  start: () => void,
  end: () => void,
): Record<string, (node: never) => void> {
  const listeners: Record<string, (node: never) => void> = { Program: start, "Program:exit": end };
  listeners[LITERAL_SELECTOR] = visit as (node: never) => void;
  for (const type of VALUE_TYPES) listeners[type] = visit as (node: never) => void;
  return listeners;
}

/**
 * The same for a tree whose traversal no listener saw: one iterative walk (no recursion), linking
 * parents where they are missing, as ESLint's traversal does.
 */
export function forEachStringNode(program: EstreeNode, visitorKeys: VisitorKeys, visit: StringNodeVisitor): void {
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
    if (isVisited(node)) visit(node);
  }
}

function isVisited(node: EstreeNode): boolean {
  switch (node.type) {
    case "Literal":
      return typeof node["value"] === "string" && mayHoldFinding(node["value"]);
    case "BinaryExpression":
      return node["operator"] === "+";
    case "TemplateLiteral":
    case "TaggedTemplateExpression":
    case "JSXText":
      return true;
    default:
      return false;
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
