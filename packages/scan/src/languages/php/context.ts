/**
 * Where a PHP value flows, as the core's `StringContext`: up from the value through what passes it
 * on unchanged (parentheses, an array's element, `$a ?? "default"`, `c ? a : b`) to the call
 * (its argument's place, or a named argument's name), `'key' => value`, assignment (`$url =`,
 * `$this->url =`, `$cfg['url'] =`, `$url ??=`; not `$url .= "/x"`: a piece of what it holds),
 * `const`, property, parameter default, `define('NAME', ...)`, comparison, `case` and `match`
 * arm, or `return` that takes it. Everything in an assertion's call (PHPUnit's `assertSame`,
 * Pest's `expect`) or returned by a PHPUnit data provider is test data: a comparison, checked for
 * leaked secrets only. The walk's frames stand for the tree above the value; the decision is the
 * core's detector's.
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
  EncapsedString: 3,
  Heredoc: 4,
  Nowdoc: 5,
  /** Shell commands (backticks): not read. */
  Skipped: 6,
  Call: 7,
  Arguments: 8,
  Argument: 9,
  ArrayElement: 10,
  Collection: 11,
  Assignment: 12,
  AugmentedAssignment: 13,
  Binary: 14,
  Parenthesized: 15,
  Conditional: 16,
  Constant: 17,
  Property: 18,
  Parameter: 19,
  Return: 20,
  Function: 21,
  Case: 22,
  Include: 23,
  Class: 24,
  /** Any anonymous node (punctuation, keywords). */
  Token: 25,
  /** The text outside `<?php ... ?>` (a template's HTML), and the `?>` before it. */
  Text: 26,
  CloseTag: 27,
  /** A call of a method (`$a->get()`, `$a?->get()`, `A::get()`): a call whose method has a name of its own. */
  MethodCall: 28,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/** tree-sitter-php's node types, by kind. */
export const KIND_NAMES: Readonly<Record<string, Kind>> = {
  comment: Kind.Comment,
  string: Kind.String,
  encapsed_string: Kind.EncapsedString,
  heredoc: Kind.Heredoc,
  nowdoc: Kind.Nowdoc,
  shell_command_expression: Kind.Skipped,
  text: Kind.Text,
  php_end_tag: Kind.CloseTag,
  function_call_expression: Kind.Call,
  member_call_expression: Kind.MethodCall,
  nullsafe_member_call_expression: Kind.MethodCall,
  scoped_call_expression: Kind.MethodCall,
  object_creation_expression: Kind.Call,
  arguments: Kind.Arguments,
  argument: Kind.Argument,
  array_element_initializer: Kind.ArrayElement,
  array_creation_expression: Kind.Collection,
  assignment_expression: Kind.Assignment,
  augmented_assignment_expression: Kind.AugmentedAssignment,
  binary_expression: Kind.Binary,
  parenthesized_expression: Kind.Parenthesized,
  conditional_expression: Kind.Conditional,
  const_element: Kind.Constant,
  property_element: Kind.Property,
  simple_parameter: Kind.Parameter,
  property_promotion_parameter: Kind.Parameter,
  return_statement: Kind.Return,
  function_definition: Kind.Function,
  method_declaration: Kind.Function,
  anonymous_function: Kind.Function,
  arrow_function: Kind.Function,
  case_statement: Kind.Case,
  match_condition_list: Kind.Case,
  include_expression: Kind.Include,
  include_once_expression: Kind.Include,
  require_expression: Kind.Include,
  require_once_expression: Kind.Include,
  class_declaration: Kind.Class,
  interface_declaration: Kind.Class,
  trait_declaration: Kind.Class,
  enum_declaration: Kind.Class,
};

const PLAIN: StringContext = { kind: "plain" };
const NO_PROVIDERS: ReadonlySet<string> = new Set();
const COMPARISON: StringContext = { kind: "comparison" };
const MODULE: StringContext = { kind: "module-specifier" };
/** How far up the climbs go: past it a value is plain and no test data. */
const MAX_CLIMB = 64;
/** How deep a callee's path is followed before the rest is "?". */
const MAX_PATH = 16;

const COMPARISON_OPERATORS: ReadonlySet<string> = new Set(["==", "!=", "===", "!==", "<>", "<=>"]);
const PASSING_OPERATORS: ReadonlySet<string> = new Set(["??", "?:", "||", "&&", "or", "and"]);

/**
 * The context of the value whose frame is at `value`; `providers` are the document's data
 * providers (data-providers.ts), whose values are test data.
 */
export function contextOf(
  text: string,
  frames: NodeStack,
  value: number,
  providers: ReadonlySet<string> = NO_PROVIDERS,
): StringContext {
  if (isTestData(text, frames, value, providers)) return COMPARISON;
  let child = value;
  const top = Math.max(0, value - MAX_CLIMB);
  for (let parent = value - 1; parent >= top; child = parent, parent--) {
    const node = frames.node(parent);
    switch (frames.kind(parent) as Kind) {
      case Kind.Parenthesized:
      case Kind.Collection:
        continue;
      case Kind.Binary: {
        const operator = frames.read(parent, operatorOf);
        if (PASSING_OPERATORS.has(operator)) continue;
        return COMPARISON_OPERATORS.has(operator) ? COMPARISON : PLAIN;
      }
      case Kind.Conditional:
        if (frames.start(child) === frames.start(parent)) return PLAIN;
        continue;
      case Kind.ArrayElement: {
        // `'key' => value`: the value is named by its key; a key, which starts the element, is no value.
        const key = frames.read(parent, (element) => keyOf(text, element));
        if (key === NO_KEY) continue;
        if (frames.start(child) === frames.start(parent)) return PLAIN;
        return named(key);
      }
      case Kind.Argument: {
        // A name (`url: 'https://...'`) comes before its value: none when they start together.
        if (frames.start(child) === frames.start(parent)) continue;
        const name = node?.childForFieldName("name") ?? (node?.namedChildCount === 2 ? node.namedChild(0) : null);
        if (name !== null && name !== undefined && name.type === "name") return named(nameOf(text, name));
        continue;
      }
      case Kind.Arguments: {
        const argument = frames.index(child);
        const owner = frames.kind(parent - 1);
        if ((owner !== Kind.Call && owner !== Kind.MethodCall) || argument < 0) return PLAIN;
        const callee = frames.read(parent - 1, (call) => calleeOf(text, call ?? null));
        if (callee === "define" && argument === 1) return named(defineName(text, frames.node(parent - 1)));
        return { kind: "sink", callee, argument, role: argumentRole(callee, argument) };
      }
      case Kind.Assignment: {
        const left = node?.childForFieldName("left");
        if (left === null || left === undefined || left.startIndex === frames.start(child)) return PLAIN;
        return named(targetName(text, left, 0));
      }
      case Kind.AugmentedAssignment: {
        const operator = node?.childForFieldName("operator")?.type;
        if (operator !== "??=") return PLAIN;
        return named(targetName(text, node?.childForFieldName("left") ?? null, 0));
      }
      case Kind.Constant:
        return named(node?.namedChild(0)?.type === "name" ? nameOf(text, node.namedChild(0)) : undefined);
      case Kind.Property:
        return named(targetName(text, node?.namedChild(0) ?? null, 0));
      case Kind.Parameter:
        return named(targetName(text, node?.childForFieldName("name") ?? null, 0));
      case Kind.Return:
        return named(enclosingFunctionName(text, frames, parent));
      case Kind.Function:
        // An arrow function's body is what it returns.
        return node?.type === "arrow_function" ? named(functionName(text, frames, parent)) : PLAIN;
      case Kind.Case:
        return COMPARISON;
      case Kind.Include:
        return MODULE;
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

/** Whether the value is test data: inside an assertion's call within the same function, or in a data provider. */
function isTestData(text: string, frames: NodeStack, value: number, providers: ReadonlySet<string>): boolean {
  for (let at = value - 1; at >= Math.max(0, value - MAX_CLIMB); at--) {
    switch (frames.kind(at) as Kind) {
      case Kind.Call:
        if (isAssertion(frames.read(at, (call) => calleeOf(text, call ?? null)))) return true;
        break;
      case Kind.MethodCall:
        if (frames.decide(at, (call) => isAssertionMethodCall(text, frames.readAlready(at), call))) return true;
        break;
      case Kind.Function: {
        if (providers.size === 0) return false;
        // A method's name, read once per frame ("" for a function that is no method: none of the providers).
        const method = frames.read(at, (node) =>
          node?.type === "method_declaration" ? (nameOf(text, node.childForFieldName("name")) ?? "") : "",
        );
        return method !== "" && providers.has(method);
      }
      case Kind.Class:
        return false;
    }
  }
  return false;
}

/**
 * Whether a method's call is an assertion, as `isAssertion` of its callee's path says, reading
 * the path only when it was read already or its object's text holds "assert" (`$assert->same`):
 * the method's name decides otherwise (`isAssertion` of a path reads only its last segment but
 * for a path that starts with "assert."), and an enclosing call's path costs calls into the runtime.
 */
function isAssertionMethodCall(text: string, callee: string | undefined, call: SyntaxNode | undefined): boolean {
  if (callee !== undefined) return isAssertion(callee);
  if (call === undefined) return isAssertion("?");
  const name = call.childForFieldName("name");
  const method = nameOf(text, name) ?? "?";
  // A name written with a dot (`$a->{$b . 'c'}()`) is no segment of its own.
  if (method.includes(".")) return isAssertion(calleeOf(text, call));
  if (isAssertion(method)) return true;
  const objectEnd = name === null ? call.endIndex : name.startIndex;
  return text.slice(call.startIndex, objectEnd).includes("assert") && isAssertion(calleeOf(text, call));
}

/** The name of the function or method whose `return` is at `at`. */
function enclosingFunctionName(text: string, frames: NodeStack, at: number): string | undefined {
  for (let k = at - 1; k >= Math.max(0, at - MAX_CLIMB); k--) {
    if (frames.kind(k) === Kind.Function) return functionName(text, frames, k);
    if (frames.kind(k) === Kind.Class) return undefined;
  }
  return undefined;
}

/** A function's or method's name; a closure's is the name it is assigned to. */
function functionName(text: string, frames: NodeStack, at: number): string | undefined {
  const name = frames.node(at)?.childForFieldName("name");
  if (name !== null && name !== undefined) return nameOf(text, name);
  const parent = frames.node(at - 1);
  if (frames.kind(at - 1) === Kind.Assignment && parent !== undefined)
    return targetName(text, parent.childForFieldName("left"), 0);
  return undefined;
}

function nameOf(text: string, node: SyntaxNode | null): string | undefined {
  return node === null ? undefined : text.slice(node.startIndex, node.endIndex);
}

/** What `keyOf` gives for an array element without a key (no name is this). */
const NO_KEY = "\0";

/**
 * The name an array element's key gives its value (`'url' => ...`: "url"; "" for a key that is no
 * plain literal), or NO_KEY; read once per element, which its key and its value may both ask.
 */
function keyOf(text: string, element: SyntaxNode | undefined): string {
  const key = element !== undefined && element.namedChildCount === 2 ? element.namedChild(0) : null;
  return key === null ? NO_KEY : (literalName(text, key) ?? "");
}

/** The name `define('NAME', value)` gives its value (read from the call: its argument list keeps no node). */
function defineName(text: string, call: SyntaxNode | undefined): string | undefined {
  const first = call?.childForFieldName("arguments")?.namedChild(0)?.namedChild(0);
  return first === null || first === undefined ? undefined : literalName(text, first);
}

/** A plain literal's text as a name: `'url'`, `"url"`; undefined for anything else. */
function literalName(text: string, node: SyntaxNode): string | undefined {
  // A node's type is a call into the runtime each time it is read: read once.
  const type = node.type;
  if (type === "name") return nameOf(text, node);
  if (type !== "string" && type !== "encapsed_string") return undefined;
  return /^(['"])([^'"\\$]*)\1$/.exec(text.slice(node.startIndex, node.endIndex))?.[2];
}

/** The name a value assigned to `target` is stored under: `$url`, `$this->url`, `self::$url`, `$cfg['url']`. */
function targetName(text: string, target: SyntaxNode | null, depth: number): string | undefined {
  if (target === null || depth > MAX_PATH) return undefined;
  switch (target.type) {
    case "variable_name":
      return text.slice(target.startIndex + 1, target.endIndex);
    case "name":
      return nameOf(text, target);
    case "member_access_expression":
    case "nullsafe_member_access_expression":
    case "scoped_property_access_expression":
      return targetName(text, target.childForFieldName("name"), depth + 1);
    case "subscript_expression": {
      const key = target.namedChild(1);
      return key === null ? undefined : literalName(text, key);
    }
    default:
      return undefined;
  }
}

/** The path of a call's callee as written, steps joined by ".": `curl_init`, `this.client.request`, `Http.get`, `new Uri`. */
export function calleeOf(text: string, call: SyntaxNode | null, depth = 0): string {
  if (call === null) return "?";
  switch (call.type) {
    case "function_call_expression":
      return pathOf(text, call.childForFieldName("function"), depth + 1);
    case "object_creation_expression": {
      const type = call.namedChild(0);
      return `new ${type === null ? "?" : lastName(text, type)}`;
    }
    case "scoped_call_expression":
      return `${pathOf(text, call.childForFieldName("scope"), depth + 1)}.${nameOf(text, call.childForFieldName("name")) ?? "?"}`;
    default:
      return `${pathOf(text, call.childForFieldName("object"), depth + 1)}.${nameOf(text, call.childForFieldName("name")) ?? "?"}`;
  }
}

function pathOf(text: string, node: SyntaxNode | null, depth: number): string {
  if (node === null || depth > MAX_PATH) return "?";
  switch (node.type) {
    case "name":
    case "relative_scope":
      return nameOf(text, node) ?? "?";
    case "qualified_name":
      return lastName(text, node);
    case "variable_name":
      return text.slice(node.startIndex + 1, node.endIndex);
    case "member_access_expression":
    case "nullsafe_member_access_expression":
      return `${pathOf(text, node.childForFieldName("object"), depth + 1)}.${nameOf(text, node.childForFieldName("name")) ?? "?"}`;
    case "function_call_expression":
    case "member_call_expression":
    case "nullsafe_member_call_expression":
    case "scoped_call_expression":
      return `${calleeOf(text, node, depth + 1)}()`;
    default:
      return "?";
  }
}

/** The last name of a qualified name: `\GuzzleHttp\Psr7\Uri` is `Uri`. */
function lastName(text: string, node: SyntaxNode): string {
  const spelled = text.slice(node.startIndex, node.endIndex);
  return spelled.slice(spelled.lastIndexOf("\\") + 1);
}
