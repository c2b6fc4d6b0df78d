/**
 * The nodes a walk of a Python syntax tree is in, from the module down, with what the context of a
 * string may ask of each: its kind, its range, its place among its parent's arguments, and for the
 * few kinds whose parts are read (a call's callee, an assignment's target, a dictionary key, an
 * operator) what the text before a child tells of them, or, where it tells nothing, the node
 * itself. tree-sitter's nodes know no parent cheaply (tree-sitter 0.25 finds one by a search from
 * the root): the walk keeps its own.
 */
import type { SyntaxNode } from "../../reading/tree-sitter.js";

/** The node types the reader tells apart; any other is `Other`. */
export const Kind = {
  Other: 0,
  Comment: 1,
  String: 2,
  ConcatenatedString: 3,
  Interpolation: 4,
  ExpressionStatement: 5,
  Call: 6,
  ArgumentList: 7,
  KeywordArgument: 8,
  Assignment: 9,
  DefaultParameter: 10,
  Pair: 11,
  BinaryOperator: 12,
  BooleanOperator: 13,
  NotOperator: 14,
  ComparisonOperator: 15,
  ConditionalExpression: 16,
  Parenthesized: 17,
  Collection: 18,
  Attribute: 19,
  AssertStatement: 20,
  ReturnStatement: 21,
  FunctionDefinition: 22,
  ClassDefinition: 23,
  Lambda: 24,
  Splat: 25,
  Subscript: 26,
  WithStatement: 27,
  /** Any anonymous node (punctuation, keywords). */
  Token: 28,
  Module: 29,
  Block: 30,
  DecoratedDefinition: 31,
  Decorator: 32,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/** tree-sitter-python's node types, by kind. */
export const KIND_NAMES: Readonly<Record<string, Kind>> = {
  comment: Kind.Comment,
  string: Kind.String,
  concatenated_string: Kind.ConcatenatedString,
  interpolation: Kind.Interpolation,
  expression_statement: Kind.ExpressionStatement,
  call: Kind.Call,
  argument_list: Kind.ArgumentList,
  keyword_argument: Kind.KeywordArgument,
  assignment: Kind.Assignment,
  default_parameter: Kind.DefaultParameter,
  typed_default_parameter: Kind.DefaultParameter,
  pair: Kind.Pair,
  binary_operator: Kind.BinaryOperator,
  boolean_operator: Kind.BooleanOperator,
  not_operator: Kind.NotOperator,
  comparison_operator: Kind.ComparisonOperator,
  conditional_expression: Kind.ConditionalExpression,
  parenthesized_expression: Kind.Parenthesized,
  list: Kind.Collection,
  tuple: Kind.Collection,
  set: Kind.Collection,
  expression_list: Kind.Collection,
  attribute: Kind.Attribute,
  assert_statement: Kind.AssertStatement,
  return_statement: Kind.ReturnStatement,
  function_definition: Kind.FunctionDefinition,
  class_definition: Kind.ClassDefinition,
  lambda: Kind.Lambda,
  list_splat: Kind.Splat,
  dictionary_splat: Kind.Splat,
  subscript: Kind.Subscript,
  with_statement: Kind.WithStatement,
  module: Kind.Module,
  block: Kind.Block,
  decorated_definition: Kind.DecoratedDefinition,
  decorator: Kind.Decorator,
};

/** A frame's test-data record before anyone asked (see `Frames.testData`), and the record of "no node decides". */
export const UNASKED = -2;
export const NO_TEST_DATA = -1;

/** How deep a dotted callee path is followed before the rest is "?". */
const MAX_PATH = 16;

export class Frames {
  readonly #text: string;
  readonly #kinds: Kind[] = [];
  readonly #starts: number[] = [];
  readonly #ends: number[] = [];
  /** The node's place among the arguments of the argument list it is in (-1: none, or not one). */
  readonly #indexes: number[] = [];
  readonly #nodes: (SyntaxNode | undefined)[] = [];
  /** How many children of the node have been given a place (argument lists, conditionals). */
  readonly #counts: number[] = [];
  readonly #read: (string | undefined)[] = [];
  /** What context.ts found above each node about test data, kept while the node is: `UNASKED` until asked. */
  readonly #testData: number[] = [];
  depth = 0;

  constructor(text: string) {
    this.#text = text;
  }

  /** Whether the innermost node is a module or a class's body: its statements are the top ones. */
  atTop(): boolean {
    return this.atTopOf(this.depth - 1);
  }

  /** Whether the node at `at` is a top statement's parent: a module or a class's body. */
  atTopOf(at: number): boolean {
    const kind = this.kind(at);
    return kind === Kind.Module || (kind === Kind.Block && this.kind(at - 1) === Kind.ClassDefinition);
  }

  push(kind: Kind, start: number, end: number, index: number, node: SyntaxNode | undefined): void {
    const at = this.depth++;
    this.#kinds[at] = kind;
    this.#starts[at] = start;
    this.#ends[at] = end;
    this.#indexes[at] = index;
    this.#nodes[at] = node;
    this.#counts[at] = 0;
    this.#read[at] = undefined;
    this.#testData[at] = UNASKED;
  }

  pop(): void {
    this.depth--;
    // Nodes are not kept past their frame: a tree's nodes are no use once it is deleted.
    this.#nodes[this.depth] = undefined;
  }

  kind(at: number): Kind {
    return at >= 0 ? (this.#kinds[at] as Kind) : Kind.Other;
  }
  start(at: number): number {
    return this.#starts[at] as number;
  }
  end(at: number): number {
    return this.#ends[at] as number;
  }
  index(at: number): number {
    return this.#indexes[at] as number;
  }

  /** What context.ts recorded about test data at the node at `at` (`UNASKED`: nothing yet; above the root: none). */
  testData(at: number): number {
    return at >= 0 ? (this.#testData[at] as number) : NO_TEST_DATA;
  }
  setTestData(at: number, found: number): void {
    this.#testData[at] = found;
  }

  /** Whether the innermost node gives its children places (an argument list, a conditional). */
  countsChildren(): boolean {
    const kind = this.kind(this.depth - 1);
    return kind === Kind.ArgumentList || kind === Kind.ConditionalExpression;
  }

  /** The place of a node of `kind` among the innermost node's children: positional arguments, or operands. */
  childIndex(kind: Kind): number {
    if (kind === Kind.Token || kind === Kind.Comment) return -1;
    const parent = this.depth - 1;
    if (this.#kinds[parent] === Kind.ArgumentList && (kind === Kind.KeywordArgument || kind === Kind.Splat)) return -1;
    return (this.#counts[parent] as number)++;
  }

  /** Whether document[start, end) is the whole of the innermost node, an expression statement. */
  isStatement(start: number, end: number): boolean {
    const at = this.depth - 1;
    return this.kind(at) === Kind.ExpressionStatement && this.start(at) === start && this.end(at) === end;
  }

  /** Whether a literal at `start` is the receiver of a `.format(...)` call: `"https://{}/x".format(host)`. */
  isFormatReceiver(start: number): boolean {
    const attribute = this.depth - 1;
    const call = attribute - 1;
    return (
      this.kind(attribute) === Kind.Attribute &&
      this.start(attribute) === start &&
      this.kind(call) === Kind.Call &&
      this.start(call) === start &&
      this.callee(call).endsWith(".format")
    );
  }

  /** Whether the `with` statement at `at` expects an exception: its body's values are test data. */
  expectsRaise(at: number): boolean {
    if (this.#kinds[at] !== Kind.WithStatement) return false;
    RAISES.lastIndex = this.start(at);
    return RAISES.test(this.#text);
  }

  /** Whether the innermost node is a `+` whose operands no `+` around it takes in. */
  isChainRoot(): boolean {
    let at = this.depth - 1;
    if (this.operator(at) !== "+") return false;
    do at--;
    while (this.kind(at) === Kind.Parenthesized);
    return !(this.kind(at) === Kind.BinaryOperator && this.operator(at) === "+");
  }

  /** The operator of the binary operator at `at`. */
  operator(at: number): string | undefined {
    if (this.#kinds[at] !== Kind.BinaryOperator) return undefined;
    return (this.#read[at] ??= this.#nodes[at]?.childForFieldName("operator")?.type ?? "");
  }

  /** The dotted path of the callee of the call at `at`, as written (`requests.get`, `a.b().c`, `?.get`). */
  callee(at: number): string {
    if (this.#kinds[at] !== Kind.Call) return "?";
    return (this.#read[at] ??=
      this.#writtenPath(at) ?? pathOf(this.#text, this.#nodes[at]?.childForFieldName("function") ?? null));
  }

  /**
   * The callee of the call at `at` read from the text before its argument list, when the walk is
   * in that list and the text is a plain dotted name (`requests.get`, `self.assertEqual`): then
   * it is the path `pathOf` reads from the nodes, at no call into the runtime (most callees are so).
   */
  #writtenPath(at: number): string | undefined {
    const list = at + 1;
    if (list >= this.depth || this.#kinds[list] !== Kind.ArgumentList) return undefined;
    return writtenPath(this.#text, this.start(at), this.start(list));
  }

  /**
   * The name the value of the assignment at `at` is stored under: `url`, `self.url` and
   * `d["url"]` are `url`. `child` is the frame of the assignment's child a value is in.
   */
  target(at: number, child: number): string | undefined {
    if (this.#kinds[at] !== Kind.Assignment) return undefined;
    const read = (this.#read[at] ??=
      this.#writtenTarget(at, child) ?? nameOf(this.#text, this.#nodes[at]?.childForFieldName("left") ?? null) ?? "");
    return read === "" ? undefined : read;
  }

  /** The name of the assignment at `at` read from the text before its value (the frame `child`): see `writtenTarget`. */
  #writtenTarget(at: number, child: number): string | undefined {
    if (child >= this.depth || this.start(child) === this.start(at)) return undefined;
    return writtenTarget(this.#text, this.start(at), this.start(child));
  }

  /**
   * The name a value in the dictionary pair at `at` is stored under, its key when that is a plain
   * string (`"url": ...`); undefined when the value (the frame `child`) is the key itself. Read
   * from the text before the value when that is such a key and `:`, else from the nodes.
   */
  keyOf(at: number, child: number): string | undefined {
    // A pair starts with its key.
    if (this.start(child) === this.start(at)) return undefined;
    const written = WRITTEN_KEY.exec(this.#text.slice(this.start(at), this.start(child)));
    if (written !== null) return written[2];
    const key = this.#nodes[at]?.childForFieldName("key");
    if (key === null || key === undefined || key.startIndex === this.start(child)) return undefined;
    return stringKey(this.#text, key);
  }

  /**
   * As the walk enters a child (of `kind`, from `start`) of the call, assignment or pair at `at`,
   * which was pushed without its node: whether the node is wanted, because what a value in that
   * child may ask of it (a callee, a name, a key) cannot be read from the text before the child.
   * What the text gives is kept. Most calls, assignments and pairs so never make a `Node`.
   */
  wantsNode(at: number, kind: Kind, start: number): boolean {
    if (this.#nodes[at] !== undefined || this.#read[at] !== undefined || kind === Kind.Comment) return false;
    const from = this.start(at);
    switch (this.#kinds[at]) {
      case Kind.Call: {
        const path = kind === Kind.ArgumentList ? writtenPath(this.#text, from, start) : undefined;
        if (path !== undefined) this.#read[at] = path;
        return path === undefined;
      }
      case Kind.Assignment: {
        const name = start === from ? undefined : writtenTarget(this.#text, from, start);
        if (name !== undefined) this.#read[at] = name;
        return name === undefined;
      }
      case Kind.Pair:
        return start !== from && !WRITTEN_KEY.test(this.#text.slice(from, start));
      default:
        return false;
    }
  }

  /** The node of the frame at `at`, found when `wantsNode` asked for it. */
  setNode(at: number, node: SyntaxNode): void {
    this.#nodes[at] = node;
  }

  /** The name at the start of the node at `at` (a keyword argument's, a parameter's, a `def`'s). */
  leadingName(at: number): string | undefined {
    let from = this.start(at);
    if (this.#kinds[at] === Kind.FunctionDefinition) {
      DEF.lastIndex = from;
      const match = DEF.exec(this.#text);
      if (match === null) return undefined;
      from = DEF.lastIndex;
    }
    NAME.lastIndex = from;
    return NAME.exec(this.#text)?.[0];
  }
}

/** `with pytest.raises(...)`, `with self.assertRaises(...)`, `with raises(...)`. */
const RAISES = /with\s+(?:pytest\.raises|self\.assertRaises\w*|raises)\s*\(/y;
/**
 * A dotted name of ASCII identifiers, as long as `pathOf` follows one, before the whitespace up
 * to an argument list; and a keyword among its names (`None.x` is no path of names; tree-sitter
 * reads `print` and `exec` as statements, `await` and `match` too where it can).
 */
const DOTTED_NAME = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*){0,15})[ \t\f\r\n]*$/;
/** The same before `=` and the value, and a plain string key before `:` and the value. */
const WRITTEN_TARGET = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)[ \t]*=[ \t]*$/;
const WRITTEN_KEY = /^(['"])([^'"\\{}\r\n]*)\1[ \t\f\r\n]*:[ \t\f\r\n]*$/;
const KEYWORD =
  /(?:^|\.)(?:False|None|True|and|as|assert|async|await|break|case|class|continue|def|del|elif|else|except|exec|finally|for|from|global|if|import|in|is|lambda|match|nonlocal|not|or|pass|print|raise|return|try|type|while|with|yield)(?=\.|$)/;
const NAME = /[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*/uy;
const DEF = /(?:async\s+)?def\s+/y;

/** document[start, end) read as a callee's path when it is a plain dotted name (and whitespace), without keywords. */
function writtenPath(text: string, start: number, end: number): string | undefined {
  const written = DOTTED_NAME.exec(text.slice(start, end))?.[1];
  return written === undefined || KEYWORD.test(written) ? undefined : written;
}

/**
 * document[start, end), the text before an assignment's value, read as the name `nameOf` gives
 * when it is a plain dotted name and `=` (`url = `, `self.url = `): the last of its names.
 */
function writtenTarget(text: string, start: number, end: number): string | undefined {
  const written = WRITTEN_TARGET.exec(text.slice(start, end))?.[1];
  if (written === undefined || KEYWORD.test(written)) return undefined;
  return written.slice(written.lastIndexOf(".") + 1);
}

/** The dotted path of an expression: names, attributes and calls (`f()`); "?" for anything else. */
export function pathOf(text: string, expression: SyntaxNode | null): string {
  const parts: string[] = [];
  let node = expression;
  for (let depth = 0; node !== null && depth < MAX_PATH; depth++) {
    switch (node.type) {
      case "identifier":
        parts.push(text.slice(node.startIndex, node.endIndex));
        return parts.reverse().join(".");
      case "attribute": {
        const name = node.childForFieldName("attribute");
        parts.push(name === null ? "?" : text.slice(name.startIndex, name.endIndex));
        node = node.childForFieldName("object");
        continue;
      }
      case "call": {
        // `aiohttp.ClientSession().get`: the call is a step of the path.
        const callee = pathOf(text, node.childForFieldName("function"));
        parts.push(`${callee}()`);
        return parts.reverse().join(".");
      }
      case "parenthesized_expression":
        node = node.namedChildCount === 1 ? node.namedChild(0) : null;
        continue;
      default:
        node = null;
    }
  }
  parts.push("?");
  return parts.reverse().join(".");
}

/** The name a value assigned to `target` is stored under, if it has one. */
function nameOf(text: string, target: SyntaxNode | null): string | undefined {
  if (target === null) return undefined;
  switch (target.type) {
    case "identifier":
      return text.slice(target.startIndex, target.endIndex);
    case "attribute": {
      const name = target.childForFieldName("attribute");
      return name === null ? undefined : text.slice(name.startIndex, name.endIndex);
    }
    case "subscript": {
      const key = target.childForFieldName("subscript");
      return key === null ? undefined : stringKey(text, key);
    }
    default:
      return undefined;
  }
}

/** The value of a key written as a plain literal without escapes (`"url"`, `'url'`), or a name. */
function stringKey(text: string, key: SyntaxNode): string | undefined {
  const spelled = text.slice(key.startIndex, key.endIndex);
  if (key.type === "string") {
    const match = /^(['"])([^'"\\{}]*)\1$/.exec(spelled);
    return match?.[2];
  }
  return undefined;
}
