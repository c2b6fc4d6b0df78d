/**
 * What the shared walk (reading/code-scan.ts) needs of tree-sitter-c-sharp's trees: the part each
 * node type plays in the flow of a string, how a literal, a comment, a callee and a name read. An
 * attribute is a call of `[Name]` (`[InlineData("...")]`), its `Name = x` and `Name: x` named
 * arguments; a property is named by its name, its initializer (`= "..."`) and its expression body
 * (`=> "..."`) what it gives.
 */
import { cStyleComment } from "../../reading/code-comments.js";
import { pathOf, type PathShape } from "../../reading/code-path.js";
import { Role, type CodeSyntax } from "../../reading/code-syntax.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole, holdsTestData, passesThrough } from "./callees.js";
import { readCSharpLiteral } from "./literal.js";

const ROLES: Readonly<Record<string, Role>> = {
  comment: Role.Comment,
  string_literal: Role.String,
  verbatim_string_literal: Role.String,
  raw_string_literal: Role.String,
  interpolated_string_expression: Role.String,
  binary_expression: Role.Binary,
  invocation_expression: Role.Call,
  object_creation_expression: Role.Call,
  attribute: Role.Call,
  argument_list: Role.Arguments,
  attribute_argument_list: Role.Arguments,
  argument: Role.Argument,
  attribute_argument: Role.Argument,
  assignment_expression: Role.Assignment,
  variable_declarator: Role.Declarator,
  initializer_expression: Role.Collection,
  array_creation_expression: Role.Collection,
  implicit_array_creation_expression: Role.Collection,
  collection_expression: Role.Collection,
  element_binding_expression: Role.Collection,
  parenthesized_expression: Role.Parenthesized,
  cast_expression: Role.Parenthesized,
  conditional_expression: Role.Conditional,
  return_statement: Role.Return,
  arrow_expression_clause: Role.Return,
  method_declaration: Role.Function,
  local_function_statement: Role.Function,
  constructor_declaration: Role.Function,
  property_declaration: Role.Function,
  lambda_expression: Role.Lambda,
  anonymous_method_expression: Role.Lambda,
  class_declaration: Role.Class,
  struct_declaration: Role.Class,
  record_declaration: Role.Class,
  interface_declaration: Role.Class,
  member_access_expression: Role.Member,
  constant_pattern: Role.CaseLabel,
  case_switch_label: Role.CaseLabel,
};

/** Nodes that stand for their one named child; a member's name may be one (`GetAsync<T>` is `GetAsync`). */
const WRAPPERS: ReadonlySet<string> = new Set(["parenthesized_expression", "generic_name", "await_expression"]);

const PATH: PathShape = {
  names: new Set(["identifier", "predefined_type", "this", "base"]),
  members: { member_access_expression: ["expression", "name"], qualified_name: ["qualifier", "name"] },
  calls: { invocation_expression: "function" },
  creations: { object_creation_expression: "type" },
  // tree-sitter-c-sharp reads `await client?.GetAsync(x)` as `(await client)?.GetAsync(x)`.
  wrappers: WRAPPERS,
  memberNameWrappers: WRAPPERS,
};

export const csharpSyntax: CodeSyntax = {
  roles: ROLES,
  // Quotes and a comment's slash: a subtree without one holds no literal and no comment.
  marks: /["/]/g,
  templateSpelling: "csharp-template",
  literal: (text, node) => readCSharpLiteral(text, node),
  comment: cStyleComment,
  callee(text, node) {
    switch (node.type) {
      case "object_creation_expression":
        // `new Uri(x)` is `Uri`, as the core's `new URL(x)` is `URL`.
        return pathOf(text, node.childForFieldName("type"), PATH);
      case "attribute":
        return `[${pathOf(text, node.childForFieldName("name"), PATH)}]`;
      case "invocation_expression":
        return calleePath(text, node.childForFieldName("function"));
      default:
        return "?";
    }
  },
  name(text, node, role) {
    switch (role) {
      case Role.Assignment:
        // `url += "/x"` adds a piece to what `url` holds.
        if (node.childForFieldName("operator")?.type !== "=") return undefined;
        return nameOf(text, node.childForFieldName("left"));
      case Role.Declarator:
      case Role.Function:
        return nameOf(text, node.childForFieldName("name"));
      case Role.Argument:
        return nameOf(text, argumentName(node));
      default:
        return undefined;
    }
  },
  argumentRole,
  holdsTestData,
  passesThrough,
};

/** The callee of an invocation: a path, or `client?.GetAsync` for a conditional access. */
function calleePath(text: string, callee: SyntaxNode | null): string {
  if (callee?.type !== "conditional_access_expression") return pathOf(text, callee, PATH);
  const binding = callee.namedChildren.find((child) => child?.type === "member_binding_expression");
  const name = binding?.childForFieldName("name") ?? null;
  const method = name === null ? "?" : pathOf(text, name, PATH);
  return `${pathOf(text, callee.childForFieldName("condition"), PATH)}.${method}`;
}

/** The name of a named argument: `url: x` (an argument's `name`), an attribute's `Name: x`. */
function argumentName(node: SyntaxNode): SyntaxNode | null {
  const name = node.childForFieldName("name");
  if (name !== null) return name;
  const first = node.child(0);
  return first?.type === "identifier" && node.child(1)?.type === ":" ? first : null;
}

/** The name a value stored in `target` goes under: `url`, `this.Url` and `options.BaseUrl` are their last names. */
function nameOf(text: string, target: SyntaxNode | null): string | undefined {
  if (target === null) return undefined;
  if (target.type === "identifier") return text.slice(target.startIndex, target.endIndex);
  if (target.type === "member_access_expression") return nameOf(text, target.childForFieldName("name"));
  return undefined;
}
