/**
 * The nodes a walk of a code tree (code-scan.ts) is in, from the root down, with what the context
 * of a string may ask of each: its role, its range, its place among its parent's arguments, and for
 * the roles whose parts are read (a call's callee, an assignment's target, an operator) the node
 * itself. tree-sitter's nodes know no parent cheaply: the walk keeps its own.
 */
import { Role, type CodeSyntax } from "./code-syntax.js";
import type { SyntaxNode } from "./tree-sitter.js";

/**
 * The roles whose node a frame keeps, to read its parts when a value climbs through it (the walk
 * copies their node out of the runtime as it enters them).
 */
export const KEEPS_NODE: ReadonlySet<Role> = new Set<Role>([
  Role.Binary,
  Role.Call,
  Role.Argument,
  Role.NamedArgument,
  Role.Assignment,
  Role.Declarator,
  Role.FieldInit,
  Role.Conditional,
  Role.Function,
  Role.CaseLabel,
  Role.Parameters,
]);

/** A frame's test-data answer not yet asked. */
const UNKNOWN = -2;

/**
 * The roles whose frames' children's starts a climb compares (with the frame's own, or a case's or
 * a default's place): for the children of any other frame, the walk reads no start (-1).
 */
export const ASKS_CHILD_START: ReadonlySet<Role> = new Set<Role>([
  Role.Member,
  Role.Call,
  Role.NamedArgument,
  Role.Declarator,
  Role.FieldInit,
  Role.Assignment,
  Role.CaseLabel,
  Role.Parameters,
  Role.Conditional,
]);

export class CodeFrames {
  readonly #text: string;
  readonly #syntax: CodeSyntax;
  readonly #roles: Role[] = [];
  readonly #starts: number[] = [];
  readonly #ends: number[] = [];
  /** The node's place among the arguments of the argument list it is in (-1: none, or not one). */
  readonly #indexes: number[] = [];
  readonly #nodes: (SyntaxNode | undefined)[] = [];
  /** How many children of the node have been given a place (argument lists, token trees). */
  readonly #counts: number[] = [];
  readonly #read: (string | undefined)[] = [];
  /**
   * For each frame, the nearest call at or above it, within its function, whose arguments are all
   * test data (its depth; -1: none, or a function, lambda or class first): answered once per frame,
   * not by a climb for every string under it. `UNKNOWN` until asked.
   */
  readonly #testData: number[] = [];
  /** The argument wrapper `childIndex` last read the name of, and that name ("": none), for its frame. */
  #argument: SyntaxNode | undefined;
  #argumentName = "";
  depth = 0;

  constructor(text: string, syntax: CodeSyntax) {
    this.#text = text;
    this.#syntax = syntax;
  }

  push(role: Role, start: number, end: number, index: number, node: SyntaxNode | undefined): void {
    const at = this.depth++;
    this.#roles[at] = role;
    this.#starts[at] = start;
    this.#ends[at] = end;
    this.#indexes[at] = index;
    this.#nodes[at] = KEEPS_NODE.has(role) ? node : undefined;
    this.#counts[at] = 0;
    this.#read[at] = node !== undefined && node === this.#argument ? this.#argumentName : undefined;
    this.#argument = undefined;
    this.#testData[at] = UNKNOWN;
  }

  pop(): void {
    this.depth--;
    // Nodes are not kept past their frame: a tree's nodes are no use once it is deleted.
    this.#nodes[this.depth] = undefined;
  }

  role(at: number): Role {
    return at >= 0 ? (this.#roles[at] as Role) : Role.Other;
  }
  /** The start of the node at `at`: -1 unless its role or its parent's asks (ASKS_CHILD_START). */
  start(at: number): number {
    return this.#starts[at] as number;
  }
  end(at: number): number {
    return this.#ends[at] as number;
  }
  index(at: number): number {
    return this.#indexes[at] as number;
  }

  /** Whether the innermost node gives its children places (an argument list, a token tree). */
  countsChildren(): boolean {
    const role = this.role(this.depth - 1);
    return role === Role.Arguments || role === Role.TokenTree;
  }

  /**
   * The place of a node of `role` among the innermost node's arguments: positional arguments are
   * counted (an argument wrapper, whose node is `argument`, unless it is named); in a token tree,
   * the commas before it.
   */
  childIndex(role: Role, argument: SyntaxNode | undefined): number {
    const parent = this.depth - 1;
    if (this.#roles[parent] === Role.TokenTree) {
      if (role === Role.Comma) this.#counts[parent] = (this.#counts[parent] as number) + 1;
      return role === Role.Token || role === Role.Comma || role === Role.Comment
        ? -1
        : (this.#counts[parent] as number);
    }
    if (role === Role.Token || role === Role.Comment || role === Role.Comma || role === Role.NamedArgument) return -1;
    if (role === Role.Argument && argument !== undefined) {
      // Kept for the argument's frame: a value in it asks its name again.
      const name = this.#syntax.name(this.#text, argument, role);
      this.#argument = argument;
      this.#argumentName = name ?? "";
      if (name !== undefined) return -1;
    }
    return (this.#counts[parent] as number)++;
  }

  /** The operator of the binary node at `at`. */
  operator(at: number): string | undefined {
    if (this.#roles[at] !== Role.Binary) return undefined;
    return (this.#read[at] ??= this.#nodes[at]?.childForFieldName("operator")?.type ?? "");
  }

  /** Whether the innermost node is a `+` whose operands no `+` around it takes in. */
  isChainRoot(): boolean {
    let at = this.depth - 1;
    if (this.operator(at) !== "+") return false;
    do at--;
    while (this.role(at) === Role.Parenthesized);
    return this.operator(at) !== "+";
  }

  /** The callee of the call at `at`, as its language writes it. */
  callee(at: number): string {
    if (this.#roles[at] !== Role.Call) return "?";
    const node = this.#nodes[at];
    return (this.#read[at] ??= node === undefined ? "?" : this.#syntax.callee(this.#text, node));
  }

  /**
   * The depth of the nearest frame at or above `at` that is a call whose arguments are all test data
   * (an assertion: `holdsTestData` of its callee), with no function, lambda or class between: -1 if
   * there is none. Each frame's answer is kept while it lives: a frame's answer is its own, or its
   * parent's.
   */
  testDataCall(at: number): number {
    const answers = this.#testData;
    let stop = at;
    let found = -1;
    for (; stop >= 0; stop--) {
      const known = answers[stop] as number;
      if (known !== UNKNOWN) {
        found = known;
        break;
      }
      const role = this.#roles[stop];
      if (role === Role.Function || role === Role.Lambda || role === Role.Class) break;
      if (role === Role.Call && this.#syntax.holdsTestData(this.callee(stop))) {
        found = stop;
        break;
      }
    }
    for (let k = at; k >= stop && k >= 0; k--) answers[k] = found;
    return found;
  }

  /** The name the node at `at` gives a value (an assignment's target, a declarator's, a key, a function's). */
  name(at: number): string | undefined {
    const node = this.#nodes[at];
    if (node === undefined) return undefined;
    const read = (this.#read[at] ??= this.#syntax.name(this.#text, node, this.role(at)) ?? "");
    return read === "" ? undefined : read;
  }

  /**
   * Whether the node at `childAt`, a child of the case at `at`, is what the case compares with: in
   * its `value` field where it has one (Go's `case "a", "b":` holds its statements too).
   */
  isCaseValue(at: number, childAt: number): boolean {
    const node = this.#nodes[at];
    if (node !== undefined && this.#syntax.isCaseValue !== undefined)
      return this.#syntax.isCaseValue(node, this.start(childAt));
    const value = node?.childForFieldName("value");
    if (value === null || value === undefined) return true;
    return value.startIndex <= this.start(childAt) && this.end(childAt) <= value.endIndex;
  }

  /** The name of the parameter a default (the node at `childAt`, a child of the parameters at `at`) follows. */
  parameterBefore(at: number, childAt: number): string | undefined {
    const node = this.#nodes[at];
    if (node === undefined) return undefined;
    const start = this.start(childAt);
    let before: SyntaxNode | null = null;
    for (let i = 0; i < node.namedChildCount; i++) {
      const child = node.namedChild(i);
      if (child === null || child.startIndex >= start) break;
      before = child;
    }
    return before === null ? undefined : this.#syntax.name(this.#text, before, Role.Parameters);
  }

  /** Whether the node at `childAt`, a child of the conditional at `at`, is its condition. */
  isCondition(at: number, childAt: number): boolean {
    const condition = this.#nodes[at]?.childForFieldName("condition");
    return condition !== null && condition !== undefined && condition.startIndex === this.start(childAt);
  }
}
