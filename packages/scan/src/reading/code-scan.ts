/**
 * Candidates in a compiled language's tree-sitter tree (Go, Rust, Java, Kotlin, C#), the same
 * walk for each: every string literal's value with its exact range (the language's own module reads its
 * escapes and holes), one value for a `+` chain (`"https://" + host + "/x"`, whose operands that
 * are no literal are holes, as an interpolation's `{...}` is), the context each value flows into
 * (code-context.ts, from the language's tables), and comments (line, block and doc comments) to
 * the comment sink and read as prose.
 *
 * The walk enters only the subtrees whose text holds a mark (a quote, a comment's `/`); it keeps,
 * for each node it is in, what the context of a string may need (code-frames.ts).
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../candidate.js";
import { runSync, type Work } from "../work.js";
import { contextOf } from "./code-context.js";
import { ASKS_CHILD_START, CodeFrames, KEEPS_NODE } from "./code-frames.js";
import { Role, type CodeSyntax, type Literal } from "./code-syntax.js";
import { Marks } from "./marks.js";
import { proseCandidate, scanProse } from "./prose.js";
import { readTree, walkTree, type Descend, type Grammar, type SyntaxNode, type TreeCursor } from "./tree-sitter.js";
import { ValueBuilder } from "./value.js";

/** A piece of a value made of pieces: a literal, or an operand that is none (a hole). */
type Piece = Literal | readonly [number, number];

/** Reads `text` with `grammar` as `syntax` says, giving `found` its candidates and `comment` its comments. */
export function* scanCode(
  grammar: Grammar,
  syntax: CodeSyntax,
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const roles = grammar.kinds(syntax.roles, syntax.tokens ?? {}, Role.Token);
  yield* readTree(grammar, text, function* (tree) {
    yield* walkTree(tree, new CodeVisitor(text, syntax, roles, found, comment), new Marks(text, syntax.marks));
  });
}

class CodeVisitor {
  readonly #text: string;
  readonly #syntax: CodeSyntax;
  readonly #roles: Uint8Array;
  readonly #found: (candidate: Candidate) => void;
  readonly #comment: CommentSink | undefined;
  readonly #frames: CodeFrames;
  /** The starts of the literals a chain has read: not read again on their own. */
  readonly #taken = new Set<number>();

  constructor(
    text: string,
    syntax: CodeSyntax,
    roles: Uint8Array,
    found: (candidate: Candidate) => void,
    comment: CommentSink | undefined,
  ) {
    this.#text = text;
    this.#syntax = syntax;
    this.#roles = roles;
    this.#found = found;
    this.#comment = comment;
    this.#frames = new CodeFrames(text, syntax);
  }

  enter(cursor: TreeCursor, end: number, marked: boolean): Descend {
    const frames = this.#frames;
    const role = this.#roles[cursor.nodeTypeId] as Role;
    // An argument list's children all come here, to be given their places; an argument wrapper's
    // node tells whether it is named (then it has none), and its frame keeps it.
    let node: SyntaxNode | undefined;
    let index = -1;
    if (frames.countsChildren()) {
      if (role === Role.Argument && frames.role(frames.depth - 1) === Role.Arguments) node = cursor.currentNode;
      index = frames.childIndex(role, node);
    }
    if (!marked) return false;
    // The node of a role its frame keeps (a chain's operands are read from it too), and a literal's,
    // unless the language reads its literals from their range.
    const readsNode = role === Role.String ? this.#syntax.literalAt === undefined : KEEPS_NODE.has(role);
    if (node === undefined && readsNode) node = cursor.currentNode;
    // A node copied out of the runtime holds its start: no call for it. Else the start is read where
    // something asks it: a literal's, a comment's, a member's, or a child's of a frame that compares
    // its children's starts (a call for each node entered, most of which no value climbs through).
    const start =
      node !== undefined
        ? node.startIndex
        : role === Role.String || role === Role.Comment || role === Role.Member || asksChildStart(frames)
          ? cursor.startIndex
          : -1;
    switch (role) {
      case Role.Comment:
        this.#readComment(start, end);
        return false;
      case Role.String:
        return this.#enterString(node, start, end, index);
      case Role.Arguments:
      case Role.TokenTree:
        frames.push(role, start, end, index, undefined);
        return "untilLastMark";
      case Role.Binary:
        frames.push(role, start, end, index, node);
        if (frames.isChainRoot()) this.#readChain(node as SyntaxNode);
        return true;
      case Role.Call:
      case Role.Argument:
      case Role.NamedArgument:
      case Role.Assignment:
      case Role.Declarator:
      case Role.FieldInit:
      case Role.Conditional:
      case Role.Function:
      case Role.CaseLabel:
      case Role.Parameters:
        frames.push(role, start, end, index, node);
        return true;
      default:
        frames.push(role, start, end, index, undefined);
        return true;
    }
  }

  leave(): void {
    this.#frames.pop();
  }

  #readComment(start: number, end: number): void {
    const text = this.#text;
    const form = this.#syntax.comment(text, start, end);
    runSync(
      scanProse(text, form.textStart, form.textEnd, (match) =>
        this.#found(proseCandidate(match, "comment", "plain", form.quote)),
      ),
    );
    this.#comment?.({ text: text.slice(form.textStart, form.textEnd), start, end, block: form.block });
  }

  /** A literal on its own, unless a chain took it; true: its holes are walked (they may hold literals). */
  #enterString(node: SyntaxNode | undefined, start: number, end: number, index: number): boolean {
    const frames = this.#frames;
    const syntax = this.#syntax;
    const formatted = this.#isFormat(index);
    const literal =
      node === undefined
        ? syntax.literalAt?.(this.#text, start, end, formatted)
        : syntax.literal(this.#text, node, formatted);
    if (literal !== undefined && !this.#taken.has(start) && syntax.readsAsProse?.(this.#text, literal) === true) {
      this.#readProse(literal);
    } else if (literal !== undefined && !this.#taken.has(start)) {
      frames.push(Role.String, start, end, index, undefined);
      this.#emit([literal], contextOf(frames, this.#syntax, frames.depth - 1), false);
      frames.pop();
    }
    if (literal === undefined || !literal.templated) return false;
    frames.push(Role.String, start, end, index, undefined);
    return true;
  }

  /** The URIs written in a literal that is text more than a value: prose, spelled back into the literal. */
  #readProse(literal: Literal): void {
    runSync(
      scanProse(this.#text, literal.contentStart, literal.contentEnd, (match) =>
        this.#found(proseCandidate(match, "prose", literal.spelling, literal.quote)),
      ),
    );
  }

  /** Whether the literal at the argument `index` of the innermost argument list is its call's format. */
  #isFormat(index: number): boolean {
    const frames = this.#frames;
    const call = frames.depth - 2;
    if (index < 0 || this.#syntax.formats === undefined || frames.role(call) !== Role.Call) return false;
    return this.#syntax.formats(frames.callee(call), index);
  }

  /** `"https://" + host + "/x"`: one value, its operands that are no literal holes. */
  #readChain(root: SyntaxNode): void {
    const roles = this.#roles;
    const pieces: Piece[] = [];
    // The operands in document order: a stack of nodes still to read, the next on top.
    const stack: SyntaxNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop() as SyntaxNode;
      const role = roles[node.typeId] as Role;
      if (role === Role.Parenthesized && node.namedChildCount === 1) {
        stack.push(node.namedChildren[0] as SyntaxNode);
      } else if (role === Role.Binary && node.childForFieldName("operator")?.type === "+") {
        const right = node.childForFieldName("right");
        const left = node.childForFieldName("left");
        if (right !== null) stack.push(right);
        if (left !== null) stack.push(left);
      } else if (role === Role.String) {
        const literal = this.#syntax.literal(this.#text, node, false);
        pieces.push(literal ?? [node.startIndex, node.endIndex]);
        this.#taken.add(node.startIndex);
      } else {
        pieces.push([node.startIndex, node.endIndex]);
      }
    }
    if (!pieces.some((piece) => !isHole(piece))) return;
    const frames = this.#frames;
    this.#emit(pieces, contextOf(frames, this.#syntax, frames.depth - 1), true);
  }

  /** One value made of `pieces` (literals, and holes for what is no literal), in `context`. */
  #emit(pieces: readonly Piece[], context: StringContext, chained: boolean): void {
    const first = pieces[0] as Piece;
    const start = isHole(first) ? first[0] : first.contentStart;
    const builder = new ValueBuilder(this.#text, start);
    let end = start;
    let only: Literal | undefined;
    for (const piece of pieces) {
      if (isHole(piece)) {
        builder.appendHole(piece[0], piece[1]);
        end = piece[1];
        continue;
      }
      piece.read(builder);
      end = piece.contentEnd;
      only = piece;
    }
    const value = builder.build(end);
    // A value of pieces is fixed nowhere: a fix would land on one piece of a URI built elsewhere.
    const template = chained || pieces.length > 1 || only === undefined || only.templated || value.holes.length > 0;
    this.#found({
      value,
      spelling: template || only === undefined ? this.#syntax.templateSpelling : only.spelling,
      quote: only?.quote ?? "",
      start,
      end,
      site: { context, in: template ? "template" : "string" },
    });
  }
}

/** Whether the innermost frame compares its children's starts. */
function asksChildStart(frames: CodeFrames): boolean {
  return ASKS_CHILD_START.has(frames.role(frames.depth - 1));
}

function isHole(piece: Piece): piece is readonly [number, number] {
  return Array.isArray(piece);
}
