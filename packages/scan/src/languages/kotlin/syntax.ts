/**
 * What the shared walk (reading/code-scan.ts) needs of tree-sitter-kotlin's trees: the part each
 * node type plays in the flow of a string, how a literal, a comment, a callee and a name read. An
 * annotation is a call of `@Name` (Retrofit's `@GET("users/{id}")`); `"https://a/".toHttpUrl()` is
 * a call whose receiver is its URI; `"url" to "https://a/"` (a map's entry) names its value by its
 * key; a `when` entry's conditions are compared with its subject, its body is not.
 */
import { cStyleComment } from "../../reading/code-comments.js";
import { Role, type CodeSyntax } from "../../reading/code-syntax.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole, holdsTestData, passesThrough, receiverRole } from "./callees.js";
import { readKotlinLiteral } from "./literal.js";

const ROLES: Readonly<Record<string, Role>> = {
  line_comment: Role.Comment,
  block_comment: Role.Comment,
  string_literal: Role.String,
  multiline_string_literal: Role.String,
  binary_expression: Role.Binary,
  call_expression: Role.Call,
  constructor_invocation: Role.Call,
  value_arguments: Role.Arguments,
  value_argument: Role.Argument,
  assignment: Role.Assignment,
  property_declaration: Role.Declarator,
  class_parameter: Role.Declarator,
  infix_expression: Role.FieldInit,
  collection_literal: Role.Collection,
  parenthesized_expression: Role.Parenthesized,
  as_expression: Role.Parenthesized,
  // An expression body (`fun url() = "https://a/"`) gives its value to its function.
  function_body: Role.Parenthesized,
  if_expression: Role.Conditional,
  return_expression: Role.Return,
  function_declaration: Role.Function,
  getter: Role.Function,
  secondary_constructor: Role.Function,
  lambda_literal: Role.Lambda,
  anonymous_function: Role.Lambda,
  class_declaration: Role.Class,
  object_declaration: Role.Class,
  companion_object: Role.Class,
  object_literal: Role.Class,
  navigation_expression: Role.Member,
  when_entry: Role.CaseLabel,
  function_value_parameters: Role.Parameters,
};

/** How deep a callee's path is followed before the rest is "?". */
const MAX_PATH = 16;

export const kotlinSyntax: CodeSyntax = {
  roles: ROLES,
  // Quotes and a comment's slash: a subtree without one holds no literal and no comment.
  marks: /["/]/g,
  templateSpelling: "kotlin-template",
  literal: (text, node) => readKotlinLiteral(text, node),
  // A raw string of several lines (a body, a command, text the program trims with trimIndent() or
  // trimMargin()) holds URIs among other text; one with templates is a template.
  readsAsProse: (text, literal) =>
    literal.quote === '"""' &&
    !literal.templated &&
    /[\n\r]/.test(text.slice(literal.contentStart, literal.contentEnd)),
  comment: cStyleComment,
  callee(text, node) {
    const callee = node.namedChild(0);
    if (node.type === "constructor_invocation")
      return `${node.parent?.type === "annotation" ? "@" : ""}${pathOf(text, callee, 0)}`;
    return pathOf(text, callee, 0);
  },
  name(text, node, role) {
    switch (role) {
      case Role.Assignment:
        if (node.childForFieldName("operator")?.type !== "=") return undefined;
        return nameOf(text, node.childForFieldName("left"));
      case Role.Declarator:
        return declaredName(text, node);
      case Role.Function:
        // A getter gives the value of its property.
        if (node.type === "getter") return node.parent === null ? undefined : declaredName(text, node.parent);
        return nameOf(text, node.childForFieldName("name"));
      case Role.Argument: {
        // `name = value`; an annotation's `value = x` is its one argument written long.
        if (childOfType(node, "=") === null) return undefined;
        const key = nameOf(text, node.namedChild(0));
        return key === "value" ? undefined : key;
      }
      case Role.FieldInit:
        return entryKey(text, node);
      case Role.Parameters:
        // The parameter a default follows: `url: String` in `fun f(url: String = "https://a/")`.
        return node.type === "parameter" ? nameOf(text, node.namedChild(0)) : undefined;
      default:
        return undefined;
    }
  },
  isCaseValue(entry, start) {
    // A `when` entry's conditions stand before its `->`; its body after.
    const arrow = childOfType(entry, "->");
    return arrow !== null && start < arrow.startIndex;
  },
  argumentRole,
  receiverRole,
  holdsTestData,
  passesThrough,
};

/** The first child of `node` of type `type` (named or not). */
function childOfType(node: SyntaxNode, type: string): SyntaxNode | null {
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (child?.type === type) return child;
  }
  return null;
}

/** The dotted path of a callee as written: `Request.Builder().url`, `client.get`, `?.toHttpUrl`. */
function pathOf(text: string, node: SyntaxNode | null, depth: number): string {
  if (node === null || depth >= MAX_PATH) return "?";
  switch (node.type) {
    case "identifier":
    case "this_expression":
    case "super_expression":
      return text.slice(node.startIndex, node.endIndex);
    case "navigation_expression": {
      const member = node.namedChild(node.namedChildCount - 1);
      const name = member?.type === "identifier" ? text.slice(member.startIndex, member.endIndex) : "?";
      return `${pathOf(text, node.namedChild(0), depth + 1)}.${name}`;
    }
    case "call_expression":
      return `${pathOf(text, node.namedChild(0), depth + 1)}()`;
    case "parenthesized_expression":
      return pathOf(text, node.namedChild(0), depth + 1);
    case "user_type": {
      // `Request.Builder`, its type arguments left out.
      const names: string[] = [];
      for (const child of node.namedChildren)
        if (child?.type === "identifier") names.push(text.slice(child.startIndex, child.endIndex));
      return names.length === 0 ? "?" : names.join(".");
    }
    default:
      return "?";
  }
}

/** The name `val url = ...` (a property) or `class A(val url: String = ...)` (a class's parameter) declares. */
function declaredName(text: string, node: SyntaxNode): string | undefined {
  return nameOf(text, childOfType(node, "variable_declaration")?.namedChild(0) ?? childOfType(node, "identifier"));
}

/** The name a value stored in `target` goes under: `url` and `this.url` are `url`. */
function nameOf(text: string, target: SyntaxNode | null): string | undefined {
  if (target === null) return undefined;
  if (target.type === "identifier") return text.slice(target.startIndex, target.endIndex);
  if (target.type === "navigation_expression") return nameOf(text, target.namedChild(target.namedChildCount - 1));
  return undefined;
}

/** The key of a map's entry `"url" to value`: a literal's text without escapes or templates. */
function entryKey(text: string, node: SyntaxNode): string | undefined {
  if (node.namedChildCount !== 3) return undefined;
  const [key, operator] = [node.namedChild(0), node.namedChild(1)];
  if (key?.type !== "string_literal" || operator === null) return undefined;
  if (text.slice(operator.startIndex, operator.endIndex) !== "to") return undefined;
  const content = text.slice(key.startIndex + 1, key.endIndex - 1);
  return /[\\$"]/.test(content) || content === "" ? undefined : content;
}
