/**
 * ESLint's traversal of a script, as the rules listen to it: which nodes are handed to
 * @urilint/scan's reading of ESTree (its `ESTREE_VALUE_TYPES`; the comments are read at the end).
 * What a node means (its value, its context, whether it is one of ours at all) is decided there, as
 * for the trees the command and the server read. Only ESLint's own concern is here: a selector that
 * lets ESLint skip the literals that cannot hold a finding before any listener is called (every
 * listener call is timed against the rule).
 */
import { MAY_HOLD_FINDING } from "@urilint/core";
import { ESTREE_VALUE_TYPES, type EstreeNode } from "@urilint/scan/trees";

/** Receives each string node of a file. */
export type StringNodeVisitor = (node: EstreeNode) => void;

/**
 * A string literal worth a look: one that may hold a finding (`mayHoldFinding`), and is not the
 * module an import or export names. Most literals of a program are words such as `GET` or
 * `customer_id` that hold none, or module paths.
 */
export const LITERAL_SELECTOR =
  `Literal[value=/${MAY_HOLD_FINDING.source}/]` +
  ":not(ImportDeclaration > .source, ExportAllDeclaration > .source, ExportNamedDeclaration > .source, ImportExpression > .source)";

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
  for (const type of ESTREE_VALUE_TYPES) {
    const selector =
      type === "Literal" ? LITERAL_SELECTOR : type === "BinaryExpression" ? "BinaryExpression[operator='+']" : type;
    listeners[selector] = visit as (node: never) => void;
  }
  return listeners;
}
