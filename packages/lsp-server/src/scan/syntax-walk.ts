/**
 * One pass over a TypeScript syntax tree, nodes and tokens in document order, with an explicit
 * stack (deeply nested input cannot overflow the call stack). Comments are read from the trivia
 * between tokens, as the compiler itself attributes them: the comments after a token up to the end
 * of its line, then those that lead the next token.
 */
import ts from "typescript";
import type { Work } from "../work.js";

/** How many nodes are visited between two checkpoints of a walk. */
const CHECKPOINT = 512;

export interface WalkVisitor {
  /** Called for every node and token; return false to skip the node's children. */
  node(node: ts.Node): boolean;
  comment(kind: ts.CommentKind, start: number, end: number): void;
}

export function* walkSyntax(sourceFile: ts.SourceFile, visitor: WalkVisitor): Work<void> {
  const text = sourceFile.text;
  const stack: ts.Node[] = [sourceFile];
  let previousEnd = -1;
  let steps = 0;
  while (stack.length > 0) {
    if (++steps % CHECKPOINT === 0) yield;
    const node = stack.pop() as ts.Node;
    const children = node.getChildren(sourceFile);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.SyntaxList) {
      // A token. JSX text is not trivia: "// x" inside <p>...</p> is text, not a comment.
      if (node.kind !== ts.SyntaxKind.JsxText) {
        if (previousEnd >= 0) ts.forEachTrailingCommentRange(text, previousEnd, (pos, end, kind) => visitor.comment(kind, pos, end));
        ts.forEachLeadingCommentRange(text, node.pos, (pos, end, kind) => visitor.comment(kind, pos, end));
      }
      previousEnd = node.end;
      visitor.node(node);
      continue;
    }
    if (!visitor.node(node)) {
      // The subtree's tokens are not visited: its comments belong to it, and so does its end.
      previousEnd = node.end;
      continue;
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as ts.Node);
  }
}
