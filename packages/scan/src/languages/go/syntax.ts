/**
 * What the shared walk (reading/code-scan.ts) needs of tree-sitter-go's trees: the part each node
 * type plays in the flow of a string, how a literal, a comment, a callee and a name read.
 */
import { cStyleComment } from "../../reading/code-comments.js";
import { pathOf, type PathShape } from "../../reading/code-path.js";
import { Role, type CodeSyntax } from "../../reading/code-syntax.js";
import type { SyntaxNode } from "../../reading/tree-sitter.js";
import { argumentRole, holdsTestData, passesThrough } from "./callees.js";
import { readGoLiteral } from "./literal.js";

const ROLES: Readonly<Record<string, Role>> = {
  comment: Role.Comment,
  interpreted_string_literal: Role.String,
  raw_string_literal: Role.String,
  binary_expression: Role.Binary,
  call_expression: Role.Call,
  argument_list: Role.Arguments,
  assignment_statement: Role.Assignment,
  short_var_declaration: Role.Declarator,
  var_spec: Role.Declarator,
  const_spec: Role.Declarator,
  keyed_element: Role.FieldInit,
  composite_literal: Role.Collection,
  literal_value: Role.Collection,
  literal_element: Role.Collection,
  expression_list: Role.Collection,
  parenthesized_expression: Role.Parenthesized,
  return_statement: Role.Return,
  function_declaration: Role.Function,
  method_declaration: Role.Function,
  func_literal: Role.Lambda,
  type_declaration: Role.Class,
  selector_expression: Role.Member,
  expression_case: Role.CaseLabel,
  import_spec: Role.Import,
};

const PATH: PathShape = {
  names: new Set(["identifier", "field_identifier", "package_identifier", "type_identifier"]),
  members: { selector_expression: ["operand", "field"], qualified_type: ["package", "name"] },
  calls: { call_expression: "function" },
  wrappers: new Set(["parenthesized_expression", "generic_type"]),
};

export const goSyntax: CodeSyntax = {
  roles: ROLES,
  // Quotes and a comment's slash: a subtree without one holds no literal and no comment.
  marks: /["`/]/g,
  templateSpelling: "go-template",
  literal: (text, node) => readGoLiteral(text, node.startIndex, node.endIndex),
  literalAt: (text, start, end) => readGoLiteral(text, start, end),
  comment: cStyleComment,
  callee: (text, node) => pathOf(text, node.childForFieldName("function"), PATH),
  name(text, node, role) {
    switch (role) {
      case Role.Assignment:
        // `url += "/x"` adds a piece to what `url` holds.
        if (node.childForFieldName("operator")?.type !== "=") return undefined;
        return targetName(text, node.childForFieldName("left"));
      case Role.Declarator:
        return targetName(text, node.childForFieldName("left") ?? node.childForFieldName("name"));
      case Role.FieldInit:
        return targetName(text, node.childForFieldName("key"));
      case Role.Function: {
        const name = node.childForFieldName("name");
        return name === null ? undefined : text.slice(name.startIndex, name.endIndex);
      }
      default:
        return undefined;
    }
  },
  argumentRole,
  holdsTestData,
  passesThrough,
};

/** The name a value stored in `target` goes under: `url`, `c.url`, `m["url"]` and `{URL: ...}` are `url`. */
function targetName(text: string, target: SyntaxNode | null): string | undefined {
  let node = target;
  for (let depth = 0; node !== null && depth < 4; depth++) {
    switch (node.type) {
      case "identifier":
      case "field_identifier":
        return text.slice(node.startIndex, node.endIndex);
      case "expression_list":
      case "literal_element":
        node = node.namedChild(0);
        continue;
      case "selector_expression":
        node = node.childForFieldName("field");
        continue;
      case "index_expression":
        node = node.childForFieldName("index");
        continue;
      case "interpreted_string_literal": {
        // A key written without escapes.
        const key = text.slice(node.startIndex + 1, node.endIndex - 1);
        return /^[\w.-]+$/.test(key) ? key : undefined;
      }
      default:
        return undefined;
    }
  }
  return undefined;
}
