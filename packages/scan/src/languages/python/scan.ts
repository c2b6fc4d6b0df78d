/**
 * Candidates in Python, read from tree-sitter's syntax tree (tree-sitter-python): every string
 * literal's value with its exact range (literal.ts reads the escapes), one value for literals
 * written side by side (`"https://a" "/b"`) and for a `+` chain (`"https://" + host + "/x"`, whose
 * other operands are holes, as an f-string's `{...}` fields are), the context each value flows
 * into (context.ts), comments (`#`) to the comment sink and, with docstrings, read as prose.
 *
 * The walk enters only the subtrees whose text holds a quote or a `#`; it keeps, for each node it
 * is in, what the context of a string may need (frames.ts).
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import { Marks } from "../../reading/marks.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import {
  readTree,
  walkTree,
  type Grammar,
  type SyntaxNode,
  type TreeCursor,
  type Descend,
} from "../../reading/tree-sitter.js";
import { isHole, valueOfPieces, type Range } from "../../reading/pieces.js";
import { runSync, type Work } from "../../work.js";
import { contextOf } from "./context.js";
import { TestTables } from "./test-tables.js";
import { Frames, Kind, KIND_NAMES } from "./frames.js";
import { IdentityMap } from "../../text-map.js";
import { NO_HOLES, type ValueBuilder } from "../../reading/value.js";
import { appendLiteralText, delimiterOf, formatFields, isVerbatim, literalForm, type LiteralForm } from "./literal.js";

/** Python's spellings: a literal of its own (`quote` is its opening delimiter), and a value made of pieces. */
export const PYTHON = "python";
export const PYTHON_TEMPLATE = "python-template";

/** A string literal of the document, read from its text and, for an f-string, its fields. */
interface Literal {
  readonly form: LiteralForm;
  /** The node's range, and its text's (inside the quotes). */
  readonly start: number;
  readonly end: number;
  readonly contentStart: number;
  readonly contentEnd: number;
  /** The document ranges of its `{...}` fields, in order (f-strings and t-strings): holes of its value. */
  readonly holes: readonly Range[];
}

/** A piece of a value made of pieces: a literal, or an operand that is none (a hole). */
type Piece = Literal | Range;

const NO_FIELDS: readonly Range[] = [];

export function* scanPython(
  grammar: Grammar,
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const kinds = grammar.kinds(KIND_NAMES, {}, Kind.Token);
  yield* readTree(grammar, text, function* (tree) {
    const tables = TestTables.mayHold(text) ? new TestTables(text) : undefined;
    // With tables, the candidates wait for the end of the walk, when the tables are known.
    const pending: Candidate[] = [];
    const visitor = new PythonVisitor(
      text,
      kinds,
      tables,
      tables === undefined ? found : (c) => pending.push(c),
      comment,
    );
    // Quotes and `#`: a subtree without one holds no literal and no comment.
    yield* walkTree(tree, visitor, new Marks(text, /["'#]/g));
    if (tables === undefined) return;
    const ranges = tables.ranges();
    let next = 0;
    for (const candidate of pending) {
      while (next < ranges.length && (ranges[next] as [number, number])[1] <= candidate.start) next++;
      const range = ranges[next];
      const inTable = range !== undefined && range[0] <= candidate.start;
      const literal = candidate.site.in === "string" || candidate.site.in === "template";
      found(inTable && literal ? { ...candidate, site: { ...candidate.site, context: COMPARISON } } : candidate);
    }
  });
}

const COMPARISON: StringContext = { kind: "comparison" };

class PythonVisitor {
  readonly #text: string;
  readonly #kinds: Uint8Array;
  readonly #found: (candidate: Candidate) => void;
  readonly #comment: CommentSink | undefined;
  readonly #frames: Frames;
  /** Where the top statements and the decorators go, when the document may hold pytest's tables. */
  readonly #tables: TestTables | undefined;
  /** The starts of the literals a value made of pieces has read: not read again on their own. */
  readonly #taken = new Set<number>();
  /** How a literal's text between its fields is appended to a value (one function for the document). */
  readonly #appendText: (builder: ValueBuilder, from: number, to: number, literal: Literal) => void;

  constructor(
    text: string,
    kinds: Uint8Array,
    tables: TestTables | undefined,
    found: (candidate: Candidate) => void,
    comment?: CommentSink,
  ) {
    this.#text = text;
    this.#kinds = kinds;
    this.#tables = tables;
    this.#found = found;
    this.#comment = comment;
    this.#frames = new Frames(text);
    this.#appendText = (builder, from, to, literal) => appendLiteralText(builder, text, from, to, literal.form);
  }

  enter(cursor: TreeCursor, end: number, marked: boolean): Descend {
    const frames = this.#frames;
    const kind = this.#kinds[cursor.nodeTypeId] as Kind;
    // An argument list's and a conditional's children all come here, to be given their places.
    const index = frames.countsChildren() ? frames.childIndex(kind) : -1;
    if (this.#tables !== undefined) {
      const descend = this.#enterForTables(cursor, kind, end, marked, index);
      if (descend !== undefined) return descend;
    }
    if (!marked) return false;
    const start = cursor.startIndex;
    const parent = frames.depth - 1;
    if (parent >= 0 && frames.wantsNode(parent, kind, start)) frames.setNode(parent, parentNode(cursor));
    switch (kind) {
      case Kind.Comment:
        this.#readComment(start, end);
        return false;
      case Kind.String:
        return this.#enterString(cursor, start, end, index);
      case Kind.ArgumentList:
      case Kind.ConditionalExpression:
        frames.push(kind, start, end, index, undefined);
        return "untilLastMark";
      case Kind.ConcatenatedString:
        this.#enterConcatenation(cursor.currentNode, index);
        return true;
      case Kind.BinaryOperator: {
        const node = cursor.currentNode;
        frames.push(kind, start, end, index, node);
        if (frames.isChainRoot()) this.#readChain(node);
        return true;
      }
      // A call's, an assignment's and a pair's node is taken by the child that wants it (`wantsNode`).
      default:
        frames.push(kind, start, end, index, undefined);
        return true;
    }
  }

  leave(): void {
    this.#frames.pop();
  }

  /**
   * Where pytest's tables may be: the top statements (every one, with a mark or not), the
   * assignments among them and the calls of the decorators, recorded; undefined for the nodes
   * read as any document's are.
   */
  #enterForTables(cursor: TreeCursor, kind: Kind, end: number, marked: boolean, index: number): Descend | undefined {
    const frames = this.#frames;
    const tables = this.#tables as TestTables;
    const parent = frames.kind(frames.depth - 1);
    let all: boolean;
    switch (kind) {
      case Kind.Module:
        all = true;
        break;
      case Kind.Block:
        all = parent === Kind.ClassDefinition;
        break;
      case Kind.ClassDefinition:
      case Kind.ExpressionStatement:
      case Kind.DecoratedDefinition:
        all = frames.depth === 0 || frames.atTop();
        break;
      case Kind.Decorator:
        all = parent === Kind.DecoratedDefinition;
        break;
      case Kind.Assignment:
        if (parent === Kind.ExpressionStatement && frames.atTopOf(frames.depth - 2))
          tables.assignment(cursor.currentNode);
        return marked ? undefined : false;
      case Kind.Call:
        if (parent === Kind.Decorator) tables.decoratorCall(cursor.currentNode);
        return marked ? undefined : false;
      default:
        return marked ? undefined : false;
    }
    if (!all) return undefined;
    frames.push(kind, cursor.startIndex, end, index, undefined);
    return "all";
  }

  #readComment(start: number, end: number): void {
    const text = this.#text;
    runSync(scanProse(text, start + 1, end, (match) => this.#found(proseCandidate(match, "comment", "plain", "\n"))));
    this.#comment?.({ text: text.slice(start + 1, end), start, end, block: false });
  }

  /** A literal on its own, unless a value made of pieces took it; true: its fields are walked. */
  #enterString(cursor: TreeCursor, start: number, end: number, index: number): boolean {
    const text = this.#text;
    const form = formAt(text, start, end);
    const formatted = form?.formatted === true && text.indexOf("{", start) < end;
    if (form !== undefined && !this.#taken.has(start)) {
      const literal =
        !form.formatted && this.#frames.isFormatReceiver(start)
          ? formatTemplate(text, start, end, form)
          : readLiteral(text, start, end, form, formatted ? cursor.currentNode : undefined);
      if (this.#frames.isStatement(start, end) && !form.formatted) this.#readDocstring(literal);
      else {
        this.#frames.push(Kind.String, start, end, index, undefined);
        this.#emitLiteral(literal, contextOf(this.#frames, this.#frames.depth - 1));
        this.#frames.pop();
      }
    }
    if (!formatted) return false;
    this.#frames.push(Kind.String, start, end, index, undefined);
    return true;
  }

  /** Literals written side by side: one value, unless a `+` chain took it. Its frame is pushed. */
  #enterConcatenation(node: SyntaxNode, index: number): void {
    const { startIndex: start, endIndex: end } = node;
    const literals = literalsOf(this.#text, node);
    const taken = this.#taken.has(start);
    for (const literal of literals) this.#taken.add(literal.start);
    const docstring = this.#frames.isStatement(start, end) && !literals.some((literal) => literal.form.formatted);
    this.#frames.push(Kind.ConcatenatedString, start, end, index, undefined);
    if (taken || literals.length === 0) return;
    if (docstring) for (const literal of literals) this.#readDocstring(literal);
    else this.#emit(literals, contextOf(this.#frames, this.#frames.depth - 1), false);
  }

  /** `"https://" + host + "/x"`: one value, its operands that are no literal holes. */
  #readChain(root: SyntaxNode): void {
    const pieces: Piece[] = [];
    // The operands in document order: a stack of nodes still to read, the next on top.
    const stack: SyntaxNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop() as SyntaxNode;
      const kind = this.#kinds[node.typeId] as Kind;
      if (kind === Kind.Parenthesized && node.namedChildCount === 1) {
        stack.push(node.namedChildren[0] as SyntaxNode);
      } else if (kind === Kind.BinaryOperator && operatorOf(node) === "+") {
        const right = node.childForFieldName("right");
        const left = node.childForFieldName("left");
        if (right !== null) stack.push(right);
        if (left !== null) stack.push(left);
      } else if (kind === Kind.String) {
        const form = formAt(this.#text, node.startIndex, node.endIndex);
        if (form === undefined) pieces.push([node.startIndex, node.endIndex]);
        else
          pieces.push(readLiteral(this.#text, node.startIndex, node.endIndex, form, form.formatted ? node : undefined));
        this.#taken.add(node.startIndex);
      } else if (kind === Kind.ConcatenatedString) {
        for (const literal of literalsOf(this.#text, node)) pieces.push(literal);
        this.#taken.add(node.startIndex);
      } else {
        pieces.push([node.startIndex, node.endIndex]);
      }
    }
    if (!pieces.some((piece) => !isHole(piece))) return;
    this.#emit(pieces, contextOf(this.#frames, this.#frames.depth - 1), true);
  }

  /** A docstring (a literal that is a statement of its own): prose. */
  #readDocstring(literal: Literal): void {
    const quote = delimiterOf(literal.form);
    runSync(
      scanProse(this.#text, literal.contentStart, literal.contentEnd, (match) =>
        this.#found(proseCandidate(match, "prose", PYTHON, quote)),
      ),
    );
  }

  /** A literal on its own, in `context`: most are their text unchanged, their value built at once. */
  #emitLiteral(literal: Literal, context: StringContext): void {
    const text = this.#text;
    const { contentStart: start, contentEnd: end } = literal;
    if (literal.holes.length > 0 || !isVerbatim(text, start, end, literal.form)) {
      this.#emit([literal], context, false);
      return;
    }
    this.#found({
      value: { text: text.slice(start, end), holes: NO_HOLES, map: new IdentityMap(start) },
      spelling: PYTHON,
      quote: delimiterOf(literal.form),
      start,
      end,
      site: { context, in: "string" },
    });
  }

  /** One value made of `pieces` (literals, and holes for what is no literal), in `context`. */
  #emit(pieces: readonly Piece[], context: StringContext, chained: boolean): void {
    const text = this.#text;
    const { value, start, end } = valueOfPieces(text, pieces, this.#appendText);
    let delimiter: string | undefined;
    let oneForm = true;
    for (const piece of pieces) {
      if (isHole(piece)) continue;
      const its = delimiterOf(piece.form);
      oneForm &&= delimiter === undefined || delimiter === its;
      delimiter = its;
    }
    // A value of pieces is fixed nowhere: a fix would land on one piece of a URI built elsewhere.
    // Literals side by side in one form are one literal to a fix (the text between them goes).
    const template = chained || value.holes.length > 0 || !oneForm || delimiter === undefined;
    this.#found({
      value,
      spelling: template ? PYTHON_TEMPLATE : PYTHON,
      quote: delimiter ?? "",
      start,
      end,
      site: { context, in: template ? "template" : "string" },
    });
  }
}

/** The node of the parent of the node `cursor` stands on; the cursor is brought back where it stood. */
function parentNode(cursor: TreeCursor): SyntaxNode {
  const here = cursor.copy();
  try {
    cursor.gotoParent();
    return cursor.currentNode;
  } finally {
    cursor.resetTo(here);
    here.delete();
  }
}

/** The form of the literal at document[start, end), read from its opening delimiter. */
function formAt(text: string, start: number, end: number): LiteralForm | undefined {
  let at = start;
  while (at < end && at - start < 3 && isAsciiLetter(text.charCodeAt(at))) at++;
  const quote = text.charCodeAt(at);
  if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) return undefined;
  const triple = end - at >= 6 && text.charCodeAt(at + 1) === quote && text.charCodeAt(at + 2) === quote;
  if (at === start) return PLAIN_FORMS[(quote === DOUBLE_QUOTE ? 0 : 2) + (triple ? 1 : 0)];
  const delimiter = text.slice(start, at + (triple ? 3 : 1));
  let form = PREFIXED_FORMS.get(delimiter);
  if (form === undefined) {
    form = literalForm(delimiter);
    // Only the forms Python has are kept: a few thousand spellings (`rb`, `Rb`, `f`...) at most.
    if (form !== undefined) PREFIXED_FORMS.set(delimiter, form);
  }
  return form;
}

const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
/** The forms of `"`, `"""`, `'` and `'''`, and of the prefixed delimiters read so far: each read once. */
const PLAIN_FORMS = ['"', '"""', "'", "'''"].map((quote) => literalForm(quote));
const PREFIXED_FORMS = new Map<string, LiteralForm>();

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** The literal at document[start, end) of `form`; `node` (an f-string's) gives its fields. */
function readLiteral(
  text: string,
  start: number,
  end: number,
  form: LiteralForm,
  node: SyntaxNode | undefined,
): Literal {
  const quote = form.quote;
  let contentStart = start;
  while (text[contentStart] !== quote[0]) contentStart++;
  contentStart += quote.length;
  // An unterminated literal (a parse error) runs to the end of its node.
  const closed = end - quote.length >= contentStart && text.startsWith(quote, end - quote.length);
  const contentEnd = closed ? end - quote.length : end;
  let fields = NO_FIELDS;
  if (node !== undefined) {
    const found: (readonly [number, number])[] = [];
    for (const child of node.children) {
      if (child?.type === "interpolation" && child.startIndex >= contentStart && child.endIndex <= contentEnd)
        found.push([child.startIndex, child.endIndex]);
    }
    fields = found;
  }
  return { form, start, end, contentStart, contentEnd, holes: fields };
}

/** A literal that `.format(...)` fills in: its replacement fields are holes, `{{` and `}}` braces. */
function formatTemplate(text: string, start: number, end: number, form: LiteralForm): Literal {
  const literal = readLiteral(text, start, end, form, undefined);
  return {
    ...literal,
    form: { ...form, formatted: true },
    holes: formatFields(text, literal.contentStart, literal.contentEnd),
  };
}

/** The literals of a `concatenated_string`, in order. */
function literalsOf(text: string, node: SyntaxNode): Literal[] {
  const literals: Literal[] = [];
  for (const child of node.namedChildren) {
    if (child?.type !== "string") continue;
    const form = formAt(text, child.startIndex, child.endIndex);
    if (form === undefined) continue;
    literals.push(readLiteral(text, child.startIndex, child.endIndex, form, form.formatted ? child : undefined));
  }
  return literals;
}

/** A binary operator's operator (`+`, `%`). */
export function operatorOf(node: SyntaxNode): string | undefined {
  return node.childForFieldName("operator")?.type;
}
