/**
 * A node of a syntax tree that another parser made (ESLint's languages: yaml-eslint-parser,
 * toml-eslint-parser, ...): a type, a range into the document, and anything else. The scanners that
 * read such trees check each node's shape as they read it, since the tree comes from outside.
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
