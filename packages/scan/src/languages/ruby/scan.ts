/**
 * Candidates in Ruby, read from tree-sitter's syntax tree (tree-sitter-ruby): every string
 * literal's value with its exact range (literal.ts reads the escapes and a squiggly heredoc's
 * indentation), `#{...}` interpolations as holes, one value for literals written side by side
 * (`"https://a" "/b"`) and for a `+` chain (`"https://" + host + ?/`, whose other operands are holes),
 * each word of `%w[...]` on its own, a heredoc's body in the context of its opening `<<~EOS`, the
 * context each value flows into (context.ts), comments (`#`, `=begin ... =end`) to the comment
 * sink and read as prose. Regular expressions, symbols and commands (backticks) are not read.
 *
 * The walk enters only the subtrees whose text holds a quote, a backtick, a `%`, a `<<`, a `#` or
 * a `=begin`; a heredoc's body, which starts with a line break, is marked when its opening is met.
 * A character literal (`?a`) is read only as a piece of a `+` chain: alone, one character is no URI.
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { startsList } from "../../reading/argument-places.js";
import { Marks } from "../../reading/marks.js";
import { NodeStack } from "../../reading/node-stack.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import {
  readTree,
  walkNodes,
  type Descend,
  type Grammar,
  type SyntaxNode,
  type ReadCursor,
} from "../../reading/tree-sitter.js";
import { isHole, valueOfPieces, type Range } from "../../reading/pieces.js";
import { runSync, type Work } from "../../work.js";
import { contextOf, Kind, KIND_NAMES, operatorOf } from "./context.js";
import { appendRubyText, isSquiggly, rubyForm, squigglyIndentation, type RubyForm } from "./literal.js";

/** Ruby's spellings: a literal of its own (`quote` is its opening delimiter), and a value made of pieces. */
export const RUBY = "ruby";
export const RUBY_TEMPLATE = "ruby-template";

/** A literal of the document: its form, its text's range, and its interpolations. */
interface Literal {
  readonly form: RubyForm;
  readonly delimiter: string;
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly holes: readonly Range[];
  /** A squiggly heredoc's indentation, left out of the value. */
  readonly skips?: readonly Range[];
}

/** A piece of a value made of pieces: a literal, or an operand that is none (a hole). */
type Piece = Literal | Range;

const NO_HOLES: readonly Range[] = [];

/** A heredoc whose opening was read and whose body is still to come, with the context of its opening. */
interface PendingHeredoc {
  readonly delimiter: string;
  readonly context: StringContext;
}

export function* scanRuby(
  grammar: Grammar,
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const kinds = grammar.kinds(KIND_NAMES, {}, Kind.Token);
  yield* readTree(grammar, text, function* (tree) {
    const marks = new Marks(text, /["'%#`]|<<|^=begin/gm);
    yield* walkNodes(tree, new RubyVisitor(text, kinds, marks, found, comment), marks);
  });
}

/** The kinds whose node `enter` reads (its parts, or its children) or keeps in its frame for the context. */
const NODE_READ: ReadonlySet<Kind> = new Set<Kind>([
  Kind.ChainedString,
  Kind.StringArray,
  Kind.BareString,
  Kind.HeredocBody,
  Kind.ArgumentList,
  Kind.Binary,
  Kind.Call,
  Kind.Assignment,
  Kind.OperatorAssignment,
  Kind.Pair,
  Kind.Parameter,
  Kind.Method,
  Kind.Conditional,
]);

/**
 * The kinds without a node in their frame whose start is read: a literal's and a comment's, and
 * those the context passes a value up through (context.ts compares their start with a call's,
 * an operator's, a condition's, a key's or a target's). Any other start nothing reads, and not
 * reading it saves a call into the runtime per node.
 */
const START_READ: ReadonlySet<Kind> = new Set<Kind>([
  Kind.Comment,
  Kind.String,
  Kind.Character,
  Kind.HeredocBeginning,
  Kind.Parenthesized,
  Kind.Collection,
  Kind.Pattern,
]);

class RubyVisitor {
  readonly #text: string;
  readonly #kinds: Uint8Array;
  readonly #marks: Marks;
  readonly #found: (candidate: Candidate) => void;
  readonly #comment: CommentSink | undefined;
  readonly #frames = new NodeStack();
  /** The starts of the literals a value made of pieces has read: not read again on their own. */
  readonly #taken = new Set<number>();
  readonly #heredocs: PendingHeredoc[] = [];

  constructor(
    text: string,
    kinds: Uint8Array,
    marks: Marks,
    found: (candidate: Candidate) => void,
    comment: CommentSink | undefined,
  ) {
    this.#text = text;
    this.#kinds = kinds;
    this.#marks = marks;
    this.#found = found;
    this.#comment = comment;
  }

  enter(cursor: ReadCursor, end: number, marked: boolean): Descend {
    const frames = this.#frames;
    const kind = this.#kinds[cursor.nodeTypeId] as Kind;
    // A word of `%w[...]` holds no mark: its list asked for every child.
    if (!marked && kind !== Kind.BareString) return false;
    const index = frames.kind(frames.depth - 1) === Kind.ArgumentList ? this.#argumentIndex(kind, cursor) : -1;
    const node = NODE_READ.has(kind) ? cursor.currentNode : undefined;
    // A node copied out of the runtime holds its start: no call for it; a start nothing reads is -1.
    const start = node !== undefined ? node.startIndex : START_READ.has(kind) ? cursor.startIndex : -1;
    switch (kind) {
      case Kind.Comment:
        this.#readComment(start, end);
        return false;
      case Kind.String:
      case Kind.Character: {
        const literal = this.#taken.has(start) ? undefined : this.#literal(kind, start, end, () => cursor.currentNode);
        frames.push(kind, start, end, index, undefined);
        if (literal !== undefined) this.#emit([literal], contextOf(this.#text, frames, frames.depth - 1), false);
        // Its interpolations may hold literals of their own (a literal read here says whether it has any).
        if (
          kind === Kind.String &&
          (literal === undefined ? holdsHash(this.#text, start, end) : literal.holes.length > 0)
        )
          return true;
        frames.pop();
        return false;
      }
      case Kind.ChainedString: {
        frames.push(kind, start, end, index, undefined);
        const chain = node as SyntaxNode;
        if (!this.#taken.has(start)) {
          const literals = this.#literalsOf(chain);
          if (literals.length > 0) this.#emit(literals, contextOf(this.#text, frames, frames.depth - 1), false);
        }
        for (const child of chain.namedChildren) if (child !== null) this.#taken.add(child.startIndex);
        return true;
      }
      case Kind.StringArray:
        frames.push(kind, start, end, index, node);
        // Its words hold no mark of their own.
        return "all";
      case Kind.BareString:
        frames.push(kind, start, end, index, undefined);
        this.#readWord(node as SyntaxNode);
        return true;
      case Kind.HeredocBeginning:
        frames.push(kind, start, end, index, undefined);
        this.#openHeredoc(start, end);
        frames.pop();
        return false;
      case Kind.HeredocBody:
        frames.push(kind, start, end, index, undefined);
        this.#readHeredoc(node as SyntaxNode);
        return true;
      case Kind.Skipped:
        return false;
      case Kind.ArgumentList:
        // Its node counts the places of the arguments before a value's (`link_to name, "/home"`: the URI is the second).
        frames.push(kind, start, end, index, node);
        return true;
      case Kind.Binary: {
        const binary = node as SyntaxNode;
        frames.push(kind, start, end, index, binary);
        if (frames.read(frames.depth - 1, operatorOf) === "+" && !this.#inPlusChain()) this.#readChain(binary);
        return true;
      }
      case Kind.Call:
      case Kind.Assignment:
      case Kind.OperatorAssignment:
      case Kind.Pair:
      case Kind.Parameter:
      case Kind.Method:
      case Kind.Conditional:
        frames.push(kind, start, end, index, node);
        return true;
      default:
        frames.push(kind, start, end, index, undefined);
        return true;
    }
  }

  leave(): void {
    this.#frames.pop();
  }

  /** The place of an argument among its call's positional arguments (a `key: value` pair, a splat or a block: none). */
  #argumentIndex(kind: Kind, cursor: ReadCursor): number {
    if (!isPositional(kind)) return -1;
    const frames = this.#frames;
    const list = frames.depth - 1;
    if (startsList(this.#text, frames.start(list), cursor.startIndex)) return 0;
    const kinds = this.#kinds;
    return frames.places(list).placeOf(cursor.currentNode, (child) => isPositional(kinds[child.typeId] as Kind));
  }

  #readComment(start: number, end: number): void {
    const text = this.#text;
    const block = text.startsWith("=begin", start);
    // `=begin` and `=end` each stand on a line of their own: the text between them is the comment's.
    const textStart = block ? Math.min(end, start + "=begin".length) : start + 1;
    let textEnd = end;
    if (block) {
      const close = text.lastIndexOf("\n=end", end);
      textEnd = close >= textStart ? close + 1 : end;
    }
    runSync(
      scanProse(text, textStart, textEnd, (match) =>
        this.#found(proseCandidate(match, "comment", "plain", block ? "\n=end" : "\n")),
      ),
    );
    this.#comment?.({ text: text.slice(textStart, textEnd), start, end, block });
  }

  /**
   * The literal of a `string` or `character` node at document[start, end), or undefined for a
   * form that is no string. Its delimiters are read from the text (tree-sitter's tokens say the
   * same), and its node, which costs a copy out of the runtime, is asked for only when a `#`
   * within may start an interpolation.
   */
  #literal(kind: Kind, start: number, end: number, node: () => SyntaxNode): Literal | undefined {
    const text = this.#text;
    if (kind === Kind.Character) {
      const form = rubyForm("?");
      return form === undefined
        ? undefined
        : { form, delimiter: "?", contentStart: start + 1, contentEnd: end, holes: NO_HOLES };
    }
    const delimiter = openingDelimiter(text, start, end);
    const form = delimiter === undefined ? undefined : rubyForm(delimiter);
    if (form === undefined || delimiter === undefined) return undefined;
    const contentStart = start + delimiter.length;
    const close = form.close;
    const closed = end - close.length >= contentStart && text.startsWith(close, end - close.length);
    const contentEnd = closed ? end - close.length : end;
    const holes =
      form.escapes === "double" && holdsHash(text, contentStart, contentEnd) ? interpolationsOf(node()) : NO_HOLES;
    return { form, delimiter, contentStart, contentEnd, holes };
  }

  /** The literals of a `chained_string`, in order. */
  #literalsOf(node: SyntaxNode): Literal[] {
    const literals: Literal[] = [];
    for (const child of node.namedChildren) {
      const literal =
        child === null
          ? undefined
          : this.#literal(this.#kinds[child.typeId] as Kind, child.startIndex, child.endIndex, () => child);
      if (literal !== undefined) literals.push(literal);
    }
    return literals;
  }

  /** One word of `%w[...]` or `%W[...]`, in the context of the list. */
  #readWord(node: SyntaxNode): void {
    const frames = this.#frames;
    const list = frames.node(frames.depth - 2);
    const open = list?.firstChild;
    if (open === null || open === undefined) return;
    const delimiter = this.#text.slice(open.startIndex, open.endIndex);
    const form = rubyForm(delimiter);
    if (form === undefined) return;
    const literal = {
      form,
      delimiter,
      contentStart: node.startIndex,
      contentEnd: node.endIndex,
      holes: interpolationsOf(node),
    };
    this.#emit([literal], contextOf(this.#text, frames, frames.depth - 1), false);
  }

  /** A heredoc's opening: its context is taken here, its body read when the walk reaches it. */
  #openHeredoc(start: number, end: number): void {
    const text = this.#text;
    const frames = this.#frames;
    this.#heredocs.push({ delimiter: text.slice(start, end), context: contextOf(text, frames, frames.depth - 1) });
    // The first body of a line starts with the line break that ends it.
    if (this.#heredocs.length === 1) {
      const lineEnd = text.indexOf("\n", end);
      if (lineEnd !== -1) this.#marks.add(lineEnd);
    }
  }

  #readHeredoc(node: SyntaxNode): void {
    const pending = this.#heredocs.shift();
    const text = this.#text;
    const { startIndex: start, endIndex: end } = node;
    // The next body of the same line starts where this one ends.
    if (this.#heredocs.length > 0) this.#marks.add(end);
    const form = pending === undefined ? undefined : rubyForm(pending.delimiter);
    if (pending === undefined || form === undefined) return;
    const contentStart = text.charCodeAt(start) === 0x0d ? start + 2 : start + 1;
    const last = node.lastChild;
    const closed = last !== null && last.type === "heredoc_end";
    const contentEnd = closed ? text.lastIndexOf("\n", last.startIndex) + 1 : end;
    if (contentEnd < contentStart) return;
    const holes = interpolationsOf(node);
    // A body left open can end, after tree-sitter's recovery, before its own interpolations: unread.
    if (holes.some(([from, to]) => from < contentStart || to > contentEnd)) return;
    const skips = isSquiggly(pending.delimiter)
      ? squigglyIndentation(text, contentStart, contentEnd, holes)
      : undefined;
    this.#emit(
      [{ form, delimiter: pending.delimiter, contentStart, contentEnd, holes, skips }],
      pending.context,
      false,
    );
  }

  /** Whether the innermost node, a `+`, is an operand of a `+` around it (which reads the chain). */
  #inPlusChain(): boolean {
    const frames = this.#frames;
    let at = frames.depth - 2;
    while (frames.kind(at) === Kind.Parenthesized) at--;
    return frames.kind(at) === Kind.Binary && frames.read(at, operatorOf) === "+";
  }

  /** `"https://" + host + "/x"`: one value, its operands that are no literal holes. */
  #readChain(root: SyntaxNode): void {
    const pieces: Piece[] = [];
    const stack: SyntaxNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop() as SyntaxNode;
      const kind = this.#kinds[node.typeId] as Kind;
      if (kind === Kind.Parenthesized && node.namedChildCount === 1) stack.push(node.namedChildren[0] as SyntaxNode);
      else if (kind === Kind.Binary && isPlus(node)) {
        const right = node.childForFieldName("right");
        const left = node.childForFieldName("left");
        if (right !== null) stack.push(right);
        if (left !== null) stack.push(left);
      } else if (kind === Kind.String || kind === Kind.Character) {
        const literal = this.#literal(kind, node.startIndex, node.endIndex, () => node);
        pieces.push(literal ?? [node.startIndex, node.endIndex]);
        this.#taken.add(node.startIndex);
      } else if (kind === Kind.ChainedString) {
        for (const literal of this.#literalsOf(node)) pieces.push(literal);
        this.#taken.add(node.startIndex);
      } else pieces.push([node.startIndex, node.endIndex]);
    }
    if (!pieces.some((piece) => !isHole(piece))) return;
    this.#emit(pieces, contextOf(this.#text, this.#frames, this.#frames.depth - 1), true);
  }

  /** One value made of `pieces` (literals, and holes for what is no literal), in `context`. */
  #emit(pieces: readonly Piece[], context: StringContext, chained: boolean): void {
    const text = this.#text;
    const { value, start, end } = valueOfPieces(text, pieces, (builder, from, to, literal) =>
      appendRubyText(builder, text, from, to, literal.form, literal.skips),
    );
    let delimiter: string | undefined;
    let oneForm = true;
    for (const piece of pieces) {
      if (isHole(piece)) continue;
      oneForm &&= delimiter === undefined || delimiter === piece.delimiter;
      delimiter = piece.delimiter;
    }
    // A value of pieces is fixed nowhere: a fix would land on one piece of a URI built elsewhere.
    const template = chained || value.holes.length > 0 || !oneForm || delimiter === undefined;
    this.#found({
      value,
      spelling: template ? RUBY_TEMPLATE : RUBY,
      quote: delimiter ?? "",
      start,
      end,
      site: { context, in: template ? "template" : "string" },
    });
  }
}

/** The opening delimiter of the string literal at document[start, end): a quote, or a percent literal's `%q(`. */
function openingDelimiter(text: string, start: number, end: number): string | undefined {
  const first = text[start];
  if (first === '"' || first === "'") return first;
  if (first !== "%" || end - start < 2) return undefined;
  const letter = text[start + 1] as string;
  return /[A-Za-z]/.test(letter) ? text.slice(start, start + 3) : text.slice(start, start + 2);
}

/**
 * Whether document[from, to) holds a `#` (where an interpolation starts), searched there only: an
 * `indexOf` from `from` would read on to the document's next `#`, however far (and give -1 past the last).
 */
function holdsHash(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === 0x23) return true;
  return false;
}

/** Whether a child of an argument list of this kind takes a place among the positional arguments. */
function isPositional(kind: Kind): boolean {
  return kind !== Kind.Token && kind !== Kind.Comment && kind !== Kind.Pair && kind !== Kind.Splat;
}

function isPlus(node: SyntaxNode): boolean {
  return operatorOf(node) === "+";
}

/** The document ranges of a literal's interpolations (`#{...}`, `#@x`), in order. */
function interpolationsOf(node: SyntaxNode): readonly Range[] {
  let holes: Range[] | undefined;
  for (const child of node.namedChildren) {
    if (child?.type !== "interpolation") continue;
    (holes ??= []).push([child.startIndex, child.endIndex]);
  }
  return holes ?? NO_HOLES;
}
