/**
 * A node of a syntax tree that another parser made (ESLint's languages: yaml-eslint-parser,
 * toml-eslint-parser, es-html-parser, ...): a type, a range into the document, and anything else.
 * The scanners that read such trees check each node's shape as they read it, with the readers
 * below, since the tree comes from outside.
 */

export interface TreeNode {
  readonly type: string;
  readonly range?: unknown;
  readonly [key: string]: unknown;
}

/**
 * Thrown by a tree's reader at a node it does not know (another parser's version, another
 * language): the caller reads the document's text instead.
 */
export class UnexpectedTree extends Error {
  constructor(what: string) {
    super(`unexpected syntax tree: ${what}`);
    this.name = "UnexpectedTree";
  }
}

/** The node's `[start, end]` range, checked: read for every value, it is not copied. */
export function rangeOf(node: TreeNode): readonly [number, number] {
  const range = node.range as readonly unknown[] | undefined;
  if (!Array.isArray(range) || typeof range[0] !== "number" || typeof range[1] !== "number" || range[0] > range[1]) {
    throw new UnexpectedTree(`${node.type} without a range`);
  }
  return range as unknown as readonly [number, number];
}

/** `value` as a node: an object with a type (the walk's switch checks which). */
export function asNode(value: unknown): TreeNode {
  if (typeof value !== "object" || value === null || typeof (value as { type?: unknown }).type !== "string")
    throw new UnexpectedTree("not a node");
  return value as TreeNode;
}

/** `node[key]`: a node, or undefined for null. */
export function optionalNode(node: TreeNode, key: string): TreeNode | undefined {
  const value = node[key];
  return value === null || value === undefined ? undefined : asNode(value);
}

/** `node[key]`: a list (each item is checked as it is read, with `asNode`). */
export function nodes(node: TreeNode, key: string): readonly unknown[] {
  const value = node[key];
  if (!Array.isArray(value)) throw new UnexpectedTree(`${node.type}.${key}`);
  return value;
}
