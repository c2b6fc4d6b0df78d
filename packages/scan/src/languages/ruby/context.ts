/**
 * Where a Ruby value flows, as the core's `StringContext`: up from the value through what passes
 * it on unchanged (parentheses, an array, `x || "default"`, `c ? a : b`, a `%` that fills it in,
 * `.strip` and `.freeze`) to the call, `key:` or `"key" =>`, assignment, parameter, comparison,
 * `when`, `return` or method body's last expression that takes it (not `url += "/x"`: a piece of
 * what `url` holds). Everything in an expectation or assertion (RSpec's `expect(...).to eq(...)`,
 * `expect { ... }.to raise_error`, Minitest's and Test::Unit's `assert_equal`) is test data: a
 * comparison, checked for leaked secrets only. The walk's frames stand for the tree above the
 * value; the decision is the core's detector's.
 */
import type { StringContext } from "@urilint/core";
import type { NodeStack } from "../../reading/node-stack.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole, isAssertion } from "./callees.js";

/** The node types the reader tells apart; any other is `Other`. */
export const Kind = {
  Other: 0,
  Comment: 1,
  String: 2,
  ChainedString: 3,
  HeredocBeginning: 4,
  HeredocBody: 5,
  Character: 6,
  StringArray: 7,
  BareString: 8,
  /** Regular expressions, symbols, commands, the data after `__END__`: not read. */
  Skipped: 9,
  Call: 10,
  ArgumentList: 11,
  Pair: 12,
  Collection: 13,
  Assignment: 14,
  OperatorAssignment: 15,
  Binary: 16,
  Parenthesized: 17,
  Conditional: 18,
  When: 19,
  Pattern: 20,
  Parameter: 21,
  Return: 22,
  Method: 23,
  Scope: 24,
  Lambda: 25,
  Block: 26,
  BodyStatement: 27,
  Splat: 28,
  /** Any anonymous node (punctuation, keywords). */
  Token: 29,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/** tree-sitter-ruby's node types, by kind. */
export const KIND_NAMES: Readonly<Record<string, Kind>> = {
  comment: Kind.Comment,
  string: Kind.String,
  chained_string: Kind.ChainedString,
  heredoc_beginning: Kind.HeredocBeginning,
  heredoc_body: Kind.HeredocBody,
  character: Kind.Character,
  string_array: Kind.StringArray,
  bare_string: Kind.BareString,
  regex: Kind.Skipped,
  subshell: Kind.Skipped,
  simple_symbol: Kind.Skipped,
  delimited_symbol: Kind.Skipped,
  symbol_array: Kind.Skipped,
  hash_key_symbol: Kind.Skipped,
  uninterpreted: Kind.Skipped,
  call: Kind.Call,
  argument_list: Kind.ArgumentList,
  pair: Kind.Pair,
  array: Kind.Collection,
  hash: Kind.Collection,
  assignment: Kind.Assignment,
  operator_assignment: Kind.OperatorAssignment,
  binary: Kind.Binary,
  parenthesized_statements: Kind.Parenthesized,
  conditional: Kind.Conditional,
  when: Kind.When,
  pattern: Kind.Pattern,
  optional_parameter: Kind.Parameter,
  keyword_parameter: Kind.Parameter,
  return: Kind.Return,
  method: Kind.Method,
  singleton_method: Kind.Method,
  class: Kind.Scope,
  module: Kind.Scope,
  singleton_class: Kind.Scope,
  lambda: Kind.Lambda,
  block: Kind.Block,
  do_block: Kind.Block,
  body_statement: Kind.BodyStatement,
  block_body: Kind.BodyStatement,
  splat_argument: Kind.Splat,
  hash_splat_argument: Kind.Splat,
  block_argument: Kind.Splat,
};

const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };
/**
 * How far up the climbs go: past it a value is plain and no test data. Real code passes a value
 * through a few wrappers at most; input nested thousands deep would make every climb a long one.
 */
const MAX_CLIMB = 64;
/** How deep a callee's path is followed before the rest is "?". */
const MAX_PATH = 16;

const COMPARISON_OPERATORS: ReadonlySet<string> = new Set(["==", "!=", "===", "=~", "!~", "<=>", "eql?"]);
const PASSING_OPERATORS: ReadonlySet<string> = new Set(["||", "or", "&&", "and"]);
/** Methods that give back their receiver's text, or a copy of it: `<<~EOS.strip`, `"x".freeze`. */
const PASSING_METHODS: ReadonlySet<string> = new Set([
  "strip",
  "chomp",
  "freeze",
  "dup",
  "squish",
  "lstrip",
  "rstrip",
  "to_s",
  "to_str",
]);

/** The context of the value whose frame is at `value`. */
export function contextOf(text: string, frames: NodeStack, value: number): StringContext {
  // The climb first: the callee it reads for a sink is the one the test-data check would read.
  const context = climb(text, frames, value);
  return isTestData(text, frames, value) ? COMPARISON : context;
}

/** Where the value whose frame is at `value` flows, test data aside. */
function climb(text: string, frames: NodeStack, value: number): StringContext {
  let child = value;
  const top = Math.max(0, value - MAX_CLIMB);
  for (let parent = value - 1; parent >= top; child = parent, parent--) {
    const node = frames.node(parent);
    switch (frames.kind(parent) as Kind) {
      case Kind.Parenthesized:
      case Kind.Collection:
      case Kind.StringArray:
      case Kind.Pattern:
        continue;
      case Kind.Binary: {
        const operator = frames.read(parent, operatorOf);
        if (PASSING_OPERATORS.has(operator)) continue;
        if (operator === "%" && frames.start(child) === frames.start(parent)) continue;
        return COMPARISON_OPERATORS.has(operator) ? COMPARISON : PLAIN;
      }
      case Kind.Conditional:
        // `c ? a : b`: the condition says nothing of the value.
        if (frames.start(child) === frames.start(parent)) return PLAIN;
        continue;
      case Kind.Call: {
        // The receiver of `.strip`: the value goes where the call's goes.
        if (frames.start(child) !== frames.start(parent)) return PLAIN;
        const method = node?.childForFieldName("method");
        if (
          method !== null &&
          method !== undefined &&
          PASSING_METHODS.has(text.slice(method.startIndex, method.endIndex))
        )
          continue;
        return PLAIN;
      }
      case Kind.ArgumentList: {
        const owner = frames.kind(parent - 1) as Kind;
        if (owner === Kind.Return) return named(enclosingMethodName(text, frames, parent - 1));
        const argument = frames.index(child);
        if (owner !== Kind.Call || argument < 0) return PLAIN;
        const callee = frames.read(parent - 1, (call) => calleeOf(text, call ?? null));
        return { kind: "sink", callee, argument, role: argumentRole(callee, argument) };
      }
      case Kind.Pair: {
        const key = node?.childForFieldName("key");
        if (key === null || key === undefined || key.startIndex === frames.start(child)) return PLAIN;
        return named(keyName(text, key));
      }
      case Kind.Assignment: {
        const left = node?.childForFieldName("left");
        if (left === null || left === undefined || left.startIndex === frames.start(child)) return PLAIN;
        return named(targetName(text, left));
      }
      case Kind.OperatorAssignment: {
        // `url ||= "https://..."` sets a default; `url += "/x"` adds a piece.
        const operator = node?.childForFieldName("operator")?.type;
        if (operator !== "||=" && operator !== "&&=") return PLAIN;
        return named(targetName(text, node?.childForFieldName("left") ?? null));
      }
      case Kind.Parameter:
        return named(nameField(text, node));
      case Kind.When:
        return COMPARISON;
      case Kind.Return:
        return named(enclosingMethodName(text, frames, parent));
      case Kind.BodyStatement: {
        // A method's last expression is what it returns; RSpec's `let(:url) { "..." }` names its block's.
        if (frames.end(child) !== frames.end(parent)) return PLAIN;
        const owner = frames.kind(parent - 1) as Kind;
        if (owner === Kind.Method) return named(nameField(text, frames.node(parent - 1)));
        if (owner === Kind.Block && frames.kind(parent - 2) === Kind.Call)
          return named(letName(text, frames.node(parent - 2)));
        return PLAIN;
      }
      default:
        return PLAIN;
    }
  }
  return PLAIN;
}

/** A binary node's operator (`+`, `||`, `==`), read once per frame (`frames.read(at, operatorOf)`): the scan and the context both ask. */
export function operatorOf(binary: SyntaxNode | undefined): string {
  return binary?.childForFieldName("operator")?.type ?? "";
}

function named(name: string | undefined): StringContext {
  return name === undefined || name === "" ? PLAIN : { kind: "named", name };
}

/** Whether the value is test data: inside an expectation's or assertion's call, within the same method or block of a lambda. */
function isTestData(text: string, frames: NodeStack, value: number): boolean {
  for (let at = value - 1; at >= Math.max(0, value - MAX_CLIMB); at--) {
    switch (frames.kind(at) as Kind) {
      case Kind.Call:
        if (frames.decide(at, (call) => isAssertionCall(text, frames.readAlready(at), call))) return true;
        break;
      case Kind.Method:
      case Kind.Scope:
      case Kind.Lambda:
        return false;
    }
  }
  return false;
}

/**
 * Whether a call is an assertion, as `isAssertion` of its callee's path says, reading the path
 * only when it was read already or its receiver's text holds "assert" (`assert.equal`): an
 * enclosing call's method name is enough otherwise, and reading a path costs calls into the runtime.
 */
function isAssertionCall(text: string, callee: string | undefined, call: SyntaxNode | undefined): boolean {
  if (callee !== undefined) return isAssertion(callee);
  if (call === undefined) return isAssertion("?");
  const method = call.childForFieldName("method");
  const name = method === null ? "?" : text.slice(method.startIndex, method.endIndex);
  if (isAssertion(name)) return true;
  // The path's other segments count only when it starts with "assert." (isAssertion's last test).
  const receiverEnd = method === null ? call.endIndex : method.startIndex;
  return text.slice(call.startIndex, receiverEnd).includes("assert") && isAssertion(calleeOf(text, call));
}

/** The name of the method whose `return` is at `at`. */
function enclosingMethodName(text: string, frames: NodeStack, at: number): string | undefined {
  for (let k = at - 1; k >= Math.max(0, at - MAX_CLIMB); k--) {
    const kind = frames.kind(k) as Kind;
    if (kind === Kind.Method) return nameField(text, frames.node(k));
    if (kind === Kind.Lambda || kind === Kind.Scope) return undefined;
  }
  return undefined;
}

/** The name `let(:url)`, `let!(:url)` or `subject(:url)` gives the value of its block. */
function letName(text: string, call: SyntaxNode | undefined): string | undefined {
  const method = call?.childForFieldName("method");
  if (method === null || method === undefined) return undefined;
  const name = text.slice(method.startIndex, method.endIndex);
  if (name !== "let" && name !== "let!" && name !== "subject") return undefined;
  const first = call?.childForFieldName("arguments")?.namedChild(0);
  return first?.type === "simple_symbol" ? text.slice(first.startIndex + 1, first.endIndex) : undefined;
}

function nameField(text: string, node: SyntaxNode | undefined): string | undefined {
  const name = node?.childForFieldName("name");
  return name === null || name === undefined ? undefined : text.slice(name.startIndex, name.endIndex);
}

/** The path of a call's callee as written: `Net::HTTP.get`, `Faraday.new().get`, `conn.get`, `get`. */
export function calleeOf(text: string, call: SyntaxNode | null, depth = 0): string {
  if (call === null) return "?";
  const method = call.childForFieldName("method");
  const name = method === null ? "?" : text.slice(method.startIndex, method.endIndex);
  // A receiver comes before its method: a method that starts the call has none, and is not asked for one.
  const receiver = method !== null && method.startIndex === call.startIndex ? null : call.childForFieldName("receiver");
  return receiver === null ? name : `${receiverPath(text, receiver, depth + 1)}.${name}`;
}

function receiverPath(text: string, node: SyntaxNode, depth: number): string {
  if (depth > MAX_PATH) return "?";
  switch (node.type) {
    case "identifier":
    case "constant":
    case "self":
    case "instance_variable":
    case "class_variable":
    case "global_variable":
    case "scope_resolution":
      return text.slice(node.startIndex, node.endIndex);
    case "call":
      return `${calleeOf(text, node, depth)}${node.childForFieldName("arguments") === null ? "" : "()"}`;
    case "parenthesized_statements": {
      const inner = node.namedChildCount === 1 ? node.namedChild(0) : null;
      return inner === null ? "?" : receiverPath(text, inner, depth + 1);
    }
    default:
      return "?";
  }
}

/** The name a value assigned to `target` is stored under: `url`, `@url`, `self.url`, `h[:url]`, `Config::URL`. */
function targetName(text: string, target: SyntaxNode | null): string | undefined {
  if (target === null) return undefined;
  switch (target.type) {
    case "identifier":
    case "constant":
      return text.slice(target.startIndex, target.endIndex);
    case "instance_variable":
    case "class_variable":
    case "global_variable":
      return text.slice(target.startIndex, target.endIndex).replace(/^[@$]+/, "");
    case "call":
      return nameOf(text, target.childForFieldName("method"));
    case "scope_resolution":
      return nameOf(text, target.childForFieldName("name"));
    case "element_reference": {
      const key = target.namedChild(1);
      return key === null ? undefined : keyName(text, key);
    }
    default:
      return undefined;
  }
}

function nameOf(text: string, node: SyntaxNode | null): string | undefined {
  return node === null ? undefined : text.slice(node.startIndex, node.endIndex);
}

/** A hash key's name: `url:`, `:url =>`, `"url" =>` (a plain literal). */
function keyName(text: string, key: SyntaxNode): string | undefined {
  const spelled = text.slice(key.startIndex, key.endIndex);
  switch (key.type) {
    case "hash_key_symbol":
    case "identifier":
    case "constant":
      return spelled;
    case "simple_symbol":
      return spelled.slice(1);
    case "string":
      return /^(['"])([^'"\\#]*)\1$/.exec(spelled)?.[2];
    default:
      return undefined;
  }
}
