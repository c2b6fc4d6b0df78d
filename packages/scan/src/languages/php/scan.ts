/**
 * Candidates in PHP, read from tree-sitter's syntax tree (tree-sitter-php): every string literal's
 * value with its exact range (literal.ts reads the escapes and a heredoc's closing indentation),
 * interpolations (`$x`, `{$x->y}`, `${x}`) as holes, one value for a `.` chain (`"https://" . $host
 * . "/x"`, whose other operands are holes), the context each value flows into (context.ts),
 * comments (`//`, `#`, `/* ... *\/`) to the comment sink and read as prose. The text outside
 * `<?php ... ?>` (a template's HTML) is read by the HTML reader, the PHP in it a hole (html.ts).
 * Shell commands (backticks) are not read.
 *
 * The values a PHPUnit data provider returns are test data, as an assertion's are.
 *
 * The walk enters only the subtrees whose text holds a quote, a backtick, a `#`, a `//`, a `/*`,
 * a `<<<` or a `?>` (and the text after a `?>`, or at the start: a template's HTML).
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
import { dataProviders } from "./data-providers.js";
import { TemplateText } from "./html.js";
import { appendPhpText, closingIndentation, escapesOf, type PhpEscapes } from "./literal.js";

/** PHP's spellings: a literal of its own (`quote`: `'`, `"`, `<<<`, `<<<'`), and a value made of pieces. */
export const PHP = "php";
export const PHP_TEMPLATE = "php-template";

/** A literal of the document: how it is read, its text's range, its interpolations. */
interface Literal {
  readonly quote: string;
  readonly escapes: PhpEscapes;
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly holes: readonly Range[];
  /** A heredoc's or nowdoc's closing indentation, left out of the value. */
  readonly skips?: readonly Range[];
}

/** A piece of a value made of pieces: a literal, or an operand that is none (a hole). */
type Piece = Literal | Range;

const NO_HOLES: readonly Range[] = [];

export function* scanPhp(
  grammar: Grammar,
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const kinds = grammar.kinds(KIND_NAMES, {}, Kind.Token);
  const template = new TemplateText(text);
  yield* readTree(grammar, text, function* (tree) {
    const marks = new Marks(text, /["'`#]|\/[/*]|<<<|\?>/g);
    // A document that starts with markup starts with a text node.
    marks.add(0);
    yield* walkNodes(tree, new PhpVisitor(text, kinds, dataProviders(text), found, comment, marks, template), marks);
  });
  yield* template.read(found, comment);
}

/** Node kinds whose node the context reads (a callee, a name, an operator). */
const KEPT: ReadonlySet<Kind> = new Set<Kind>([
  Kind.Call,
  Kind.MethodCall,
  Kind.ArrayElement,
  Kind.Assignment,
  Kind.AugmentedAssignment,
  Kind.Binary,
  Kind.Conditional,
  Kind.Constant,
  Kind.Property,
  Kind.Parameter,
  Kind.Function,
]);

/**
 * The kinds not kept whose start is read: a literal's, a comment's, a template text's, and those
 * the context passes a value up through (context.ts compares their start with a condition's, a
 * key's or a target's). Any other start nothing reads, and not reading it saves a call into the
 * runtime per node.
 */
const START_READ: ReadonlySet<Kind> = new Set<Kind>([
  Kind.Comment,
  Kind.Text,
  Kind.String,
  Kind.EncapsedString,
  Kind.Heredoc,
  Kind.Nowdoc,
  Kind.Parenthesized,
  Kind.Collection,
  Kind.Arguments,
  Kind.Argument,
]);

class PhpVisitor {
  readonly #text: string;
  readonly #kinds: Uint8Array;
  readonly #providers: ReadonlySet<string>;
  readonly #found: (candidate: Candidate) => void;
  readonly #comment: CommentSink | undefined;
  readonly #marks: Marks;
  readonly #template: TemplateText;
  readonly #frames = new NodeStack();
  /** The starts of the literals a `.` chain has read: not read again on their own. */
  readonly #taken = new Set<number>();

  constructor(
    text: string,
    kinds: Uint8Array,
    providers: ReadonlySet<string>,
    found: (candidate: Candidate) => void,
    comment: CommentSink | undefined,
    marks: Marks,
    template: TemplateText,
  ) {
    this.#text = text;
    this.#marks = marks;
    this.#template = template;
    this.#kinds = kinds;
    this.#providers = providers;
    this.#found = found;
    this.#comment = comment;
  }

  enter(cursor: ReadCursor, end: number, marked: boolean): Descend {
    const frames = this.#frames;
    const kind = this.#kinds[cursor.nodeTypeId] as Kind;
    if (!marked) return false;
    // An argument's place among the positional ones (punctuation has none).
    const index =
      kind === Kind.Argument && frames.kind(frames.depth - 1) === Kind.Arguments ? this.#argumentIndex(cursor) : -1;
    let node = KEPT.has(kind) ? cursor.currentNode : undefined;
    // A node copied out of the runtime holds its start: no call for it; a start nothing reads is -1.
    const start = node !== undefined ? node.startIndex : START_READ.has(kind) ? cursor.startIndex : -1;
    // Only an argument that starts with a name can be named (`url: 'https://...'`): the context
    // reads the name from its node, asked for only then.
    if (kind === Kind.Argument && mayStartName(this.#text.charCodeAt(start))) node = cursor.currentNode;
    switch (kind) {
      case Kind.Comment:
        this.#readComment(start, end);
        return false;
      case Kind.Skipped:
        return false;
      case Kind.CloseTag:
        // The text after it holds no mark of its own.
        this.#marks.add(end);
        this.#template.close(end);
        return false;
      case Kind.Text:
        this.#template.textNode(start, end);
        return false;
      case Kind.Arguments:
        // Its node counts the places of the arguments before a value's (`new Request($method, 'https://...')`: the URI is the second).
        frames.push(kind, start, end, index, cursor.currentNode);
        return true;
      case Kind.String:
      case Kind.EncapsedString:
      case Kind.Heredoc:
      case Kind.Nowdoc: {
        frames.push(kind, start, end, index, undefined);
        if (!this.#taken.has(start)) {
          const literal = this.#literal(kind, start, end, () => cursor.currentNode);
          if (literal !== undefined)
            this.#emit([literal], contextOf(this.#text, frames, frames.depth - 1, this.#providers), false);
        }
        // Its interpolations may hold literals of their own (`{$a['key']}`).
        if (kind !== Kind.String && kind !== Kind.Nowdoc) return true;
        frames.pop();
        return false;
      }
      case Kind.Binary: {
        const binary = node as SyntaxNode;
        frames.push(kind, start, end, index, binary);
        if (frames.read(frames.depth - 1, operatorOf) === "." && !this.#inChain()) this.#readChain(binary);
        return true;
      }
      default:
        frames.push(kind, start, end, index, node);
        return true;
    }
  }

  leave(): void {
    this.#frames.pop();
  }

  /** The place of an argument among its call's arguments. */
  #argumentIndex(cursor: ReadCursor): number {
    const frames = this.#frames;
    const list = frames.depth - 1;
    if (startsList(this.#text, frames.start(list), cursor.startIndex)) return 0;
    const kinds = this.#kinds;
    return frames.places(list).placeOf(cursor.currentNode, (child) => kinds[child.typeId] === Kind.Argument);
  }

  #readComment(start: number, end: number): void {
    const text = this.#text;
    const block = text.startsWith("/*", start);
    const textStart = start + (text[start] === "#" ? 1 : 2);
    const textEnd = block && end - 2 >= textStart && text.startsWith("*/", end - 2) ? end - 2 : end;
    runSync(
      scanProse(text, textStart, textEnd, (match) =>
        this.#found(proseCandidate(match, "comment", "plain", block ? "*/" : "\n")),
      ),
    );
    this.#comment?.({ text: text.slice(textStart, textEnd), start, end, block });
  }

  /**
   * The literal of a `string`, `encapsed_string`, `heredoc` or `nowdoc` node at document[start,
   * end), or undefined. Its node, which costs a copy out of the runtime, is asked for only where
   * its children tell something: a heredoc's parts, and the interpolations of a string whose text
   * holds a `$` (every interpolation of the grammar starts with one: `$x`, `{$x}`, `${x}`).
   */
  #literal(kind: Kind, start: number, end: number, node: () => SyntaxNode): Literal | undefined {
    const text = this.#text;
    if (kind === Kind.Heredoc || kind === Kind.Nowdoc) return this.#heredoc(kind, node());
    // A binary string's `b` prefix comes before the quote.
    const open = text[start] === "b" || text[start] === "B" ? start + 1 : start;
    const quote = text[open] as string;
    const escapes = escapesOf(quote);
    if (escapes === undefined) return undefined;
    const contentStart = open + 1;
    const closed = end - 1 >= contentStart && text[end - 1] === quote;
    const contentEnd = closed ? end - 1 : end;
    const dollar = text.indexOf("$", contentStart);
    const holes =
      kind === Kind.EncapsedString && dollar !== -1 && dollar < contentEnd
        ? holesOf(text, node(), contentStart, contentEnd)
        : NO_HOLES;
    return { quote, escapes, contentStart, contentEnd, holes };
  }

  /** A heredoc's or nowdoc's body, less its closing marker's indentation. */
  #heredoc(kind: Kind, node: SyntaxNode): Literal | undefined {
    const text = this.#text;
    const body = node.childForFieldName("value");
    const endTag = node.childForFieldName("end_tag");
    if (body === null || endTag === null) return undefined;
    // The body starts with the line break after the opening; the one before the closing marker is not the value's.
    const contentStart = text.startsWith("\r\n", body.startIndex) ? body.startIndex + 2 : body.startIndex + 1;
    const contentEnd = body.endIndex;
    if (contentEnd < contentStart) return undefined;
    const lineStart = text.lastIndexOf("\n", endTag.startIndex - 1) + 1;
    const indent = /^[ \t]*$/.test(text.slice(lineStart, endTag.startIndex)) ? endTag.startIndex - lineStart : 0;
    const quote = kind === Kind.Nowdoc ? "<<<'" : "<<<";
    const holes = kind === Kind.Heredoc ? holesOf(text, body, contentStart, contentEnd) : NO_HOLES;
    const skips = closingIndentation(text, contentStart, contentEnd, indent, holes);
    return { quote, escapes: escapesOf(quote) as PhpEscapes, contentStart, contentEnd, holes, skips };
  }

  /** Whether the innermost node, a `.`, is an operand of a `.` around it (which reads the chain). */
  #inChain(): boolean {
    const frames = this.#frames;
    let at = frames.depth - 2;
    while (frames.kind(at) === Kind.Parenthesized) at--;
    return frames.kind(at) === Kind.Binary && frames.read(at, operatorOf) === ".";
  }

  /** `"https://" . $host . "/x"`: one value, its operands that are no literal holes. */
  #readChain(root: SyntaxNode): void {
    const pieces: Piece[] = [];
    const stack: SyntaxNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop() as SyntaxNode;
      const kind = this.#kinds[node.typeId] as Kind;
      if (kind === Kind.Parenthesized && node.namedChildCount === 1) stack.push(node.namedChild(0) as SyntaxNode);
      else if (kind === Kind.Binary && isConcatenation(node)) {
        const right = node.childForFieldName("right");
        const left = node.childForFieldName("left");
        if (right !== null) stack.push(right);
        if (left !== null) stack.push(left);
      } else if (
        kind === Kind.String ||
        kind === Kind.EncapsedString ||
        kind === Kind.Heredoc ||
        kind === Kind.Nowdoc
      ) {
        const start = node.startIndex;
        const end = node.endIndex;
        const literal = this.#literal(kind, start, end, () => node);
        pieces.push(literal ?? [start, end]);
        this.#taken.add(start);
      } else pieces.push([node.startIndex, node.endIndex]);
    }
    if (!pieces.some((piece) => !isHole(piece))) return;
    this.#emit(pieces, contextOf(this.#text, this.#frames, this.#frames.depth - 1, this.#providers), true);
  }

  /** One value made of `pieces` (literals, and holes for what is no literal), in `context`. */
  #emit(pieces: readonly Piece[], context: StringContext, chained: boolean): void {
    const text = this.#text;
    const { value, start, end } = valueOfPieces(text, pieces, (builder, from, to, literal) =>
      appendPhpText(builder, text, from, to, literal.escapes, literal.skips),
    );
    const last = pieces.findLast((piece) => !isHole(piece));
    const quote = last === undefined || isHole(last) ? undefined : last.quote;
    // A value of pieces is fixed nowhere: a fix would land on one piece of a URI built elsewhere.
    const template = chained || value.holes.length > 0 || quote === undefined;
    this.#found({
      value,
      spelling: template ? PHP_TEMPLATE : PHP,
      quote: quote ?? "",
      start,
      end,
      site: { context, in: template ? "template" : "string" },
    });
  }
}

/**
 * Whether a PHP name (a named argument's) may start with the character `code`: anything but a
 * quote, a `$`, a bracket, a parenthesis or a digit, which start a literal, a variable or an
 * expression (a character not listed, unknown to the rule, is taken as a possible name).
 */
function mayStartName(code: number): boolean {
  switch (code) {
    case 0x22: // "
    case 0x24: // $
    case 0x27: // '
    case 0x28: // (
    case 0x5b: // [
      return false;
    default:
      return !(code >= 0x30 && code <= 0x39);
  }
}

function isConcatenation(node: SyntaxNode): boolean {
  return operatorOf(node) === ".";
}

/**
 * The interpolations of a literal's content document[start, end): whatever lies between its text
 * children (`string_content`, `escape_sequence`), braces of `{$x}` included, but white space (a
 * heredoc's line breaks belong to no child).
 */
function holesOf(text: string, node: SyntaxNode, start: number, end: number): readonly Range[] {
  let holes: Range[] | undefined;
  const gap = (from: number, to: number): void => {
    if (to > from && !/^\s*$/.test(text.slice(from, to))) (holes ??= []).push([from, to]);
  };
  let at = start;
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    const type = child?.type;
    if (child === null || (type !== "string_content" && type !== "escape_sequence")) continue;
    gap(at, Math.min(child.startIndex, end));
    at = Math.max(at, child.endIndex);
  }
  gap(at, end);
  return holes ?? NO_HOLES;
}
