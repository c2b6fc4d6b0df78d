/**
 * One pass over a TypeScript syntax tree in document order, with an explicit stack (deeply nested
 * input cannot overflow the call stack). It visits the parser's nodes only (`ts.forEachChild`),
 * never `getChildren()`, which would re-scan the file into token nodes. Parent links are set on the
 * way down, so the parse need not set them in a pass of its own.
 *
 * Comments are read from the gaps between tokens that are nodes: text covered by no such token
 * holds only trivia and the punctuation and keywords of the nodes around it, never a literal's text
 * (strings, templates, regular expressions and JSX text are all nodes). A gap that holds a "/" is
 * read with TypeScript's own scanner, so every comment the compiler sees is found, and nothing else.
 */
import ts from "./typescript.cjs";
import type { Work } from "../../work.js";

// TypeScript's exports are getters, a call on every read: the walk reads them once.
const { SyntaxKind, forEachChild, isToken } = ts;

/** How many nodes are visited between two checkpoints of a walk. */
const CHECKPOINT = 512;

/**
 * What the walk does with a node's subtree:
 * - "walk": visits it;
 * - "skip": does not; the subtree owns its text [pos, end): no comment in it is reported;
 * - "unit": visits it, then calls `exit`; the comments reported in between are exactly those in
 *   [pos, end), so the visitor can keep what it found there as the subtree's own.
 */
export type Subtree = "walk" | "skip" | "unit";

export interface WalkVisitor {
  /** Called for every node (tokens included), parents first. A token's answer is not read. */
  node(node: ts.Node): Subtree;
  exit?(node: ts.Node): void;
  comment(kind: ts.CommentKind, start: number, end: number): void;
}

/** Marks on the stack where a unit's subtree ends. */
class Exit {
  constructor(readonly node: ts.Node) {}
}

export function* walkSyntax(sourceFile: ts.SourceFile, visitor: WalkVisitor): Work<void> {
  const gaps = new GapReader(sourceFile, visitor);
  const stack: (ts.Node | Exit)[] = [sourceFile];
  let parent: ts.Node = sourceFile;
  const push = (child: ts.Node): undefined => {
    (child as { parent: ts.Node }).parent = parent;
    stack.push(child);
    return undefined;
  };
  let steps = 0;
  while (stack.length > 0) {
    if (++steps % CHECKPOINT === 0) yield;
    const item = stack.pop() as ts.Node | Exit;
    if (item instanceof Exit) {
      gaps.readTo(item.node.end);
      visitor.exit?.(item.node);
      continue;
    }
    const node = item;
    if (isToken(node)) {
      // A token's text is its own (JSX text has no trivia: it starts at its full start). Where
      // it starts is only worth finding when a "/" lies before its end.
      if (gaps.slashBefore(node.end))
        gaps.readTo(node.kind === SyntaxKind.JsxText ? node.pos : node.getStart(sourceFile));
      gaps.skipTo(node.end);
      visitor.node(node);
      continue;
    }
    // What lies before the node's full start is its parent's: read before the node is seen.
    gaps.readTo(node.pos);
    const subtree = visitor.node(node);
    if (subtree === "skip") {
      gaps.skipTo(node.end);
      continue;
    }
    if (subtree === "unit") stack.push(new Exit(node));
    parent = node;
    const first = stack.length;
    forEachChild(node, push);
    // The children were pushed in document order: reversed, the first is popped first.
    for (let i = first, j = stack.length - 1; i < j; i++, j--) {
      const child = stack[i] as ts.Node;
      stack[i] = stack[j] as ts.Node;
      stack[j] = child;
    }
  }
  gaps.readTo(sourceFile.text.length);
}

/**
 * Reports the comments in the text between tokens, in document order. The walk splits gaps only at
 * the ends of tokens (a node's `pos` and `end`, a token's start), never inside a comment.
 */
class GapReader {
  readonly #text: string;
  readonly #visitor: WalkVisitor;
  readonly #languageVariant: ts.LanguageVariant;
  #scanner: ts.Scanner | undefined;
  /** Where the text not yet accounted for starts. */
  #cursor = 0;
  /** The first "/" at or after the cursor (-1: none), so that the text is searched once. */
  #slash: number;

  constructor(sourceFile: ts.SourceFile, visitor: WalkVisitor) {
    this.#text = sourceFile.text;
    this.#visitor = visitor;
    this.#languageVariant = sourceFile.languageVariant;
    this.#slash = this.#text.indexOf("/");
  }

  /** Whether a "/" lies between the cursor and `end`: no comment can start there otherwise. */
  slashBefore(end: number): boolean {
    return this.#slash !== -1 && this.#slash < end;
  }

  /** Reports the comments from the cursor up to `end`. */
  readTo(end: number): void {
    if (end <= this.#cursor) return;
    if (this.slashBefore(end)) this.#scan(this.#cursor, end);
    this.#moveTo(end);
  }

  /** Moves past text that is not a gap (a token, a skipped subtree). */
  skipTo(end: number): void {
    if (end > this.#cursor) this.#moveTo(end);
  }

  #moveTo(end: number): void {
    this.#cursor = end;
    if (this.slashBefore(end)) this.#slash = this.#text.indexOf("/", end);
  }

  #scan(from: number, to: number): void {
    const scanner = (this.#scanner ??= ts.createScanner(
      ts.ScriptTarget.Latest,
      false,
      this.#languageVariant,
      this.#text,
    ));
    scanner.resetTokenState(from);
    for (;;) {
      const kind = scanner.scan();
      if (kind === SyntaxKind.EndOfFileToken || scanner.getTokenEnd() > to) return;
      if (kind === SyntaxKind.SingleLineCommentTrivia || kind === SyntaxKind.MultiLineCommentTrivia) {
        this.#visitor.comment(kind, scanner.getTokenStart(), scanner.getTokenEnd());
      }
    }
  }
}
