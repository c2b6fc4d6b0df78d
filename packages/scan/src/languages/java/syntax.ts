/**
 * What the shared walk (reading/code-scan.ts) needs of tree-sitter-java's trees: the part each node
 * type plays in the flow of a string, how a literal, a comment, a callee and a name read. An
 * annotation is a call of `@Name` (Retrofit's `@GET("users/{id}")`), its `value = ...` its first
 * argument.
 */
import { cStyleComment } from "../../reading/code-comments.js";
import { pathOf, type PathShape } from "../../reading/code-path.js";
import { Role, type CodeSyntax } from "../../reading/code-syntax.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole, holdsTestData, passesThrough } from "./callees.js";
import { readJavaLiteral } from "./literal.js";

const ROLES: Readonly<Record<string, Role>> = {
  line_comment: Role.Comment,
  block_comment: Role.Comment,
  string_literal: Role.String,
  binary_expression: Role.Binary,
  method_invocation: Role.Call,
  object_creation_expression: Role.Call,
  explicit_constructor_invocation: Role.Call,
  annotation: Role.Call,
  argument_list: Role.Arguments,
  annotation_argument_list: Role.Arguments,
  element_value_pair: Role.Argument,
  assignment_expression: Role.Assignment,
  variable_declarator: Role.Declarator,
  array_initializer: Role.Collection,
  element_value_array_initializer: Role.Collection,
  parenthesized_expression: Role.Parenthesized,
  cast_expression: Role.Parenthesized,
  ternary_expression: Role.Conditional,
  return_statement: Role.Return,
  method_declaration: Role.Function,
  constructor_declaration: Role.Function,
  lambda_expression: Role.Lambda,
  field_access: Role.Member,
  switch_label: Role.CaseLabel,
};

const PATH: PathShape = {
  names: new Set(["identifier", "type_identifier", "scoped_type_identifier", "this", "super"]),
  members: { field_access: ["object", "field"], scoped_identifier: ["scope", "name"] },
  calls: {},
  methodCalls: { method_invocation: ["object", "name"] },
  creations: { object_creation_expression: "type" },
  wrappers: new Set(["parenthesized_expression", "generic_type"]),
};

export const javaSyntax: CodeSyntax = {
  roles: ROLES,
  // Quotes and a comment's slash: a subtree without one holds no literal and no comment.
  marks: /["/]/g,
  templateSpelling: "java-template",
  literal: (text, node) => readJavaLiteral(text, node.startIndex, node.endIndex),
  literalAt: (text, start, end) => readJavaLiteral(text, start, end),
  comment: cStyleComment,
  callee(text, node) {
    switch (node.type) {
      case "object_creation_expression":
        // `new URI(x)` is `URI`, as the core's `new URL(x)` is `URL`.
        return pathOf(text, node.childForFieldName("type"), PATH);
      case "annotation":
        return `@${pathOf(text, node.childForFieldName("name"), PATH)}`;
      case "method_invocation": {
        const name = node.childForFieldName("name");
        const method = name === null ? "?" : text.slice(name.startIndex, name.endIndex);
        const object = node.childForFieldName("object");
        return object === null ? method : `${pathOf(text, object, PATH)}.${method}`;
      }
      default:
        return "?";
    }
  },
  name(text, node, role) {
    switch (role) {
      case Role.Assignment:
        if (node.childForFieldName("operator")?.type !== "=") return undefined;
        return nameOf(text, node.childForFieldName("left"));
      case Role.Declarator:
      case Role.Function:
        return nameOf(text, node.childForFieldName("name"));
      case Role.Argument: {
        // An annotation's `value = x` is its one argument written long.
        const key = nameOf(text, node.childForFieldName("key"));
        return key === "value" ? undefined : key;
      }
      default:
        return undefined;
    }
  },
  argumentRole,
  holdsTestData,
  passesThrough,
};

/** The name a value stored in `target` goes under: `url` and `this.url` are `url`. */
function nameOf(text: string, target: SyntaxNode | null): string | undefined {
  if (target === null) return undefined;
  if (target.type === "identifier") return text.slice(target.startIndex, target.endIndex);
  if (target.type === "field_access") return nameOf(text, target.childForFieldName("field"));
  return undefined;
}
