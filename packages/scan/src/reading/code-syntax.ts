/**
 * What a reader of a compiled language's tree-sitter tree (Go, Rust, Java, Kotlin, C#) tells the
 * shared walk (code-scan.ts) about its language: which node types play which part in the flow of a
 * string (a call, its arguments, an assignment, a `+`...), how its literals read (their escapes
 * and holes: the language's own module), and its tables of callees. The walk and the climb that
 * gives a value its context (code-context.ts) are the same for every such language; what differs
 * is said here, in the language's folder.
 */
import type { ArgumentRole } from "@urilint/core";
import type { SyntaxNode } from "./tree-sitter.js";
import type { ValueBuilder } from "./value.js";

/** The parts a node plays; any node type a language does not name is `Other`. */
export const Role = {
  Other: 0,
  /** Any anonymous node (punctuation, keywords), unless named in `tokens`. */
  Token: 1,
  Comment: 2,
  /** A string literal (`literal` reads it); its holes' subtrees are walked. */
  String: 3,
  /** A binary operator (`+` chains, comparisons, `??`). */
  Binary: 4,
  /** A call: its callee is `callee(node)`, its arguments a child of role `Arguments`. */
  Call: 5,
  Arguments: 6,
  /** An argument wrapper (Java's annotation `key = value`): named when `name(node)` gives one, else passed through. */
  Argument: 7,
  /** `name: value`, `name = value` inside an argument list. */
  NamedArgument: 8,
  /** `target = value` (`+=` and the like are no assignment of the value: `operator`). */
  Assignment: 9,
  /** A declaration of a named variable, constant, field or property with its value. */
  Declarator: 10,
  /** `key: value` in a struct or object literal. */
  FieldInit: 11,
  Parenthesized: 12,
  /** Array and list literals, expression lists: each element goes where the whole goes. */
  Collection: 13,
  /** `c ? a : b`: its operands go where it goes, its condition nowhere. */
  Conditional: 14,
  Return: 15,
  /** A function or method: a `return` is named by it, test data stops at it. */
  Function: 16,
  Lambda: 17,
  Class: 18,
  /** `obj.member`: a receiver passed on to the call it is the callee of. */
  Member: 19,
  /** A `case` label or a pattern matched against: a comparison. */
  CaseLabel: 20,
  /** An import path. */
  Import: 21,
  /** A comma (among a Rust macro's tokens: it separates the arguments). */
  Comma: 22,
  /** A Rust macro's token tree: its arguments are separated by commas. */
  TokenTree: 23,
  /**
   * A function's parameters, each default a child after its parameter (Kotlin's `fun f(url: String
   * = "https://a/")`): the default is named by the parameter before it (`name` of that parameter).
   */
  Parameters: 24,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** A string literal of a document: where its text lies and how its value reads. */
export interface Literal {
  /** The node's range, and its text's (inside the delimiters). */
  readonly start: number;
  readonly end: number;
  readonly contentStart: number;
  readonly contentEnd: number;
  /** How a value is written back into it: a spelling its language claims, and its delimiter. */
  readonly spelling: string;
  readonly quote: string;
  /** Whether it holds holes (interpolations) or bytes no text holds: its value is then no literal's to fix. */
  readonly templated: boolean;
  /** Appends its value, unit by unit mapped to the document, holes included. */
  read(builder: ValueBuilder): void;
}

/** How a comment is read: its text without delimiters, whether it is a block, and what ends it. */
export interface CommentForm {
  readonly textStart: number;
  readonly textEnd: number;
  readonly block: boolean;
  /** What ends it, for a fix in it: "\n" for a line comment, "*\/" for a block. */
  readonly quote: string;
}

/** What a language tells the shared walk. */
export interface CodeSyntax {
  /** Roles of the named node types. */
  readonly roles: Readonly<Record<string, Role>>;
  /** Roles of anonymous node types (a Rust macro's commas). */
  readonly tokens?: Readonly<Record<string, Role>>;
  /** The characters without one of which a subtree holds no literal and no comment (a global class). */
  readonly marks: RegExp;
  /** The spelling of a value made of pieces (never fixed). */
  readonly templateSpelling: string;
  /**
   * The literal at `node` (of role String), or undefined for one that holds no text (a char);
   * `formatted`: it is the format of a call that fills `{...}` fields in (`formats`).
   */
  literal(text: string, node: SyntaxNode, formatted: boolean): Literal | undefined;
  /**
   * Whether `literal` is text more than a value (Kotlin's raw string of several lines, whose
   * indentation the program trims, or a body of JSON or a command): its URIs are then read as prose,
   * each where it is written, instead of its whole value.
   */
  readsAsProse?(text: string, literal: Literal): boolean;
  /**
   * The same literal read from its range, document[start, end), alone: for a language whose
   * literals need no part of their node (no interpolation), so that the walk copies no node out of
   * the runtime for a string.
   */
  literalAt?(text: string, start: number, end: number, formatted: boolean): Literal | undefined;
  /** Whether argument `argument` of a call to `callee` is a format whose `{...}` fields are filled in (Rust's `format!`). */
  formats?(callee: string, argument: number): boolean;
  comment(text: string, start: number, end: number): CommentForm;
  /** The dotted path of the callee of a Call node as written (`http.Get`, `Request.Builder().url`, `@GET`, `format!`). */
  callee(text: string, node: SyntaxNode): string;
  /**
   * The name a node of role Assignment, Declarator, FieldInit, NamedArgument, Argument or Function
   * gives its value; for Parameters, `node` is the parameter a default follows.
   */
  name(text: string, node: SyntaxNode, role: Role): string | undefined;
  /** What positional argument `argument` of a call to `callee` is. */
  argumentRole(callee: string, argument: number): ArgumentRole;
  /**
   * What the receiver of the method `callee` ends with is, where that method says (Kotlin's
   * `"https://a/".toHttpUrl()`: a URI); undefined: the receiver is no argument of it.
   */
  receiverRole?(callee: string): ArgumentRole | undefined;
  /**
   * Whether the child starting at `start` of a node of role CaseLabel is what it compares with,
   * where the node has no `value` field (Kotlin's `when` entry: its conditions, not its body).
   */
  isCaseValue?(node: SyntaxNode, start: number): boolean;
  /** Whether everything in a call to `callee` is test data (an assertion). */
  holdsTestData(callee: string): boolean;
  /**
   * Whether the value of argument `argument` of a call to `callee` goes where the call's value goes
   * (`fmt.Sprintf`'s format, `unwrap_or`'s default); -1: the receiver of the method `callee` ends
   * with (`"https://%s".formatted(h)`, `"https://a/".into()`).
   */
  passesThrough(callee: string, argument: number): boolean;
}
