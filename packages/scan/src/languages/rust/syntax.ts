/**
 * What the shared walk (reading/code-scan.ts) needs of tree-sitter-rust's trees: the part each node
 * type plays in the flow of a string, how a literal, a comment, a callee and a name read. A macro
 * (`format!`, `assert_eq!`) is a call whose arguments are its token tree's comma-separated parts.
 */
import { cStyleComment } from "../../reading/code-comments.js";
import { pathOf, type PathShape } from "../../reading/code-path.js";
import { Role, type CodeSyntax } from "../../reading/code-syntax.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole, formats, holdsTestData, passesThrough } from "./callees.js";
import { readRustLiteral } from "./literal.js";

const ROLES: Readonly<Record<string, Role>> = {
  line_comment: Role.Comment,
  block_comment: Role.Comment,
  string_literal: Role.String,
  raw_string_literal: Role.String,
  binary_expression: Role.Binary,
  call_expression: Role.Call,
  macro_invocation: Role.Call,
  arguments: Role.Arguments,
  token_tree: Role.TokenTree,
  assignment_expression: Role.Assignment,
  let_declaration: Role.Declarator,
  const_item: Role.Declarator,
  static_item: Role.Declarator,
  field_initializer: Role.FieldInit,
  array_expression: Role.Collection,
  tuple_expression: Role.Collection,
  parenthesized_expression: Role.Parenthesized,
  reference_expression: Role.Parenthesized,
  return_expression: Role.Return,
  function_item: Role.Function,
  closure_expression: Role.Lambda,
  impl_item: Role.Class,
  field_expression: Role.Member,
  generic_function: Role.Member,
  match_pattern: Role.CaseLabel,
};

const PATH: PathShape = {
  names: new Set(["identifier", "field_identifier", "type_identifier", "self", "crate", "super"]),
  members: {
    scoped_identifier: ["path", "name"],
    field_expression: ["value", "field"],
    scoped_type_identifier: ["path", "name"],
  },
  calls: { call_expression: "function" },
  wrappers: new Set(["parenthesized_expression", "generic_function", "try_expression", "await_expression"]),
};

export const rustSyntax: CodeSyntax = {
  roles: ROLES,
  tokens: { ",": Role.Comma },
  // Quotes and a comment's slash: a subtree without one holds no literal and no comment.
  marks: /["/]/g,
  templateSpelling: "rust-template",
  literal: (text, node, formatted) => readRustLiteral(text, node.startIndex, node.endIndex, formatted),
  literalAt: (text, start, end, formatted) => readRustLiteral(text, start, end, formatted),
  formats,
  comment: cStyleComment,
  callee(text, node) {
    if (node.type === "macro_invocation") return `${pathOf(text, node.childForFieldName("macro"), PATH)}!`;
    return pathOf(text, node.childForFieldName("function"), PATH);
  },
  name(text, node, role) {
    switch (role) {
      case Role.Assignment:
        return nameOf(text, node.childForFieldName("left"));
      case Role.Declarator:
        return nameOf(text, node.childForFieldName("pattern") ?? node.childForFieldName("name"));
      case Role.FieldInit:
        return nameOf(text, node.childForFieldName("field"));
      case Role.Function:
        return nameOf(text, node.childForFieldName("name"));
      default:
        return undefined;
    }
  },
  argumentRole,
  holdsTestData,
  passesThrough,
};

/** The name a value stored in `target` goes under: `url`, `self.url` and `mut url` are `url`. */
function nameOf(text: string, target: SyntaxNode | null): string | undefined {
  let node = target;
  for (let depth = 0; node !== null && depth < 4; depth++) {
    switch (node.type) {
      case "identifier":
      case "field_identifier":
        return text.slice(node.startIndex, node.endIndex);
      case "field_expression":
        node = node.childForFieldName("field");
        continue;
      case "mut_pattern":
        node = node.namedChild(0);
        continue;
      default:
        return undefined;
    }
  }
  return undefined;
}
