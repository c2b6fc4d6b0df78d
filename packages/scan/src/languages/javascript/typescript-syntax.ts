/**
 * TypeScript's syntax tree in the words of the policy (policy.ts): how a node holds its child.
 * Nothing is decided here; the parents are the links the walk sets (syntax-walk.ts).
 */
import type { Relation, ScriptSyntax } from "./policy.js";
import ts from "./typescript.cjs";

// TypeScript's exports are getters, a call on every read: the hot paths read them once.
const {
  SyntaxKind,
  isElementAccessExpression,
  isIdentifier,
  isJsxOpeningElement,
  isJsxSelfClosingElement,
  isNoSubstitutionTemplateLiteral,
  isNonNullExpression,
  isNumericLiteral,
  isParenthesizedExpression,
  isPrivateIdentifier,
  isPropertyAccessExpression,
  isStringLiteral,
  isStringLiteralLike,
} = ts;

const WRAPPER: Relation = { kind: "wrapper" };
const ARRAY_ELEMENT: Relation = { kind: "array-element" };
const CONDITION: Relation = { kind: "condition" };
const BRANCH: Relation = { kind: "branch" };
const LOGICAL_OPERAND: Relation = { kind: "logical-operand" };
const MODULE_SOURCE: Relation = { kind: "module-source" };
const KEY: Relation = { kind: "key" };
const CASE_TEST: Relation = { kind: "case-test" };
const DIRECTIVE: Relation = { kind: "directive" };
const TYPE: Relation = { kind: "type" };
const OTHER: Relation = { kind: "other" };
const SEQUENCE_LAST: Relation = { kind: "sequence-element", last: true };
const SEQUENCE_NOT_LAST: Relation = { kind: "sequence-element", last: false };

/** How deep a dotted path is read (`a.b.c.d...`). */
const MAX_PATH = 16;

export const typescriptSyntax: ScriptSyntax<ts.Node> = {
  parent: (node) => node.parent,
  relation,
  isFunction,
  isCall: (node) => node.kind === SyntaxKind.CallExpression || node.kind === SyntaxKind.NewExpression,
};

function relation(parent: ts.Node, child: ts.Node): Relation {
  switch (parent.kind) {
    case SyntaxKind.ParenthesizedExpression:
    case SyntaxKind.AsExpression:
    case SyntaxKind.SatisfiesExpression:
    case SyntaxKind.NonNullExpression:
    case SyntaxKind.TypeAssertionExpression:
    case SyntaxKind.AwaitExpression:
    case SyntaxKind.JsxExpression:
    case SyntaxKind.PartiallyEmittedExpression:
      return WRAPPER;
    case SyntaxKind.ArrayLiteralExpression:
      return ARRAY_ELEMENT;
    case SyntaxKind.ConditionalExpression:
      return (parent as ts.ConditionalExpression).condition === child ? CONDITION : BRANCH;
    case SyntaxKind.BinaryExpression:
      return binaryRelation(parent as ts.BinaryExpression, child);
    case SyntaxKind.CallExpression:
    case SyntaxKind.NewExpression: {
      const call = parent as ts.CallExpression | ts.NewExpression;
      const index = indexIn(call.arguments, child);
      if (index < 0) return OTHER;
      if (call.expression.kind === SyntaxKind.ImportKeyword) return MODULE_SOURCE;
      return { kind: "argument", callee: dottedPath(call.expression), index };
    }
    case SyntaxKind.Decorator:
      return OTHER;
    case SyntaxKind.VariableDeclaration:
    case SyntaxKind.PropertyDeclaration:
    case SyntaxKind.Parameter:
    case SyntaxKind.BindingElement:
    case SyntaxKind.EnumMember:
    case SyntaxKind.PropertyAssignment: {
      const declaration = parent as ts.VariableDeclaration | ts.PropertyDeclaration | ts.EnumMember;
      if (declaration.name === child) return KEY;
      if (declaration.initializer !== child) return OTHER;
      return { kind: "named-value", name: propertyName(declaration.name) };
    }
    case SyntaxKind.ComputedPropertyName:
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.MethodSignature:
    case SyntaxKind.PropertySignature:
    case SyntaxKind.GetAccessor:
    case SyntaxKind.SetAccessor:
      return (parent as ts.NamedDeclaration).name === child || parent.kind === SyntaxKind.ComputedPropertyName
        ? KEY
        : OTHER;
    case SyntaxKind.JsxAttribute: {
      const attribute = parent as ts.JsxAttribute;
      const element = attribute.parent.parent;
      const tag =
        isJsxOpeningElement(element) || isJsxSelfClosingElement(element) ? jsxName(element.tagName) : undefined;
      return { kind: "jsx-attribute", element: tag, name: jsxName(attribute.name) };
    }
    case SyntaxKind.ImportDeclaration:
    case SyntaxKind.ExportDeclaration:
    case SyntaxKind.ImportSpecifier:
    case SyntaxKind.ExportSpecifier:
    case SyntaxKind.ExternalModuleReference:
    case SyntaxKind.ModuleDeclaration:
    case SyntaxKind.JSDocImportTag:
      return MODULE_SOURCE;
    case SyntaxKind.ImportAttribute:
      return KEY;
    case SyntaxKind.LiteralType:
      return parent.parent?.kind === SyntaxKind.ImportType ? MODULE_SOURCE : TYPE;
    case SyntaxKind.CaseClause:
      return (parent as ts.CaseClause).expression === child ? CASE_TEST : OTHER;
    case SyntaxKind.ReturnStatement:
      return { kind: "returned", name: enclosingFunctionName(parent) };
    case SyntaxKind.ArrowFunction:
      return (parent as ts.ArrowFunction).body === child
        ? { kind: "arrow-body", name: functionName(parent as ts.ArrowFunction) }
        : OTHER;
    case SyntaxKind.ExpressionStatement:
      return isDirective(parent as ts.ExpressionStatement) ? DIRECTIVE : OTHER;
    default:
      return OTHER;
  }
}

function binaryRelation(binary: ts.BinaryExpression, child: ts.Node): Relation {
  const operator = binary.operatorToken.kind;
  switch (operator) {
    case SyntaxKind.BarBarToken:
    case SyntaxKind.QuestionQuestionToken:
    case SyntaxKind.AmpersandAmpersandToken:
      return LOGICAL_OPERAND;
    case SyntaxKind.EqualsToken:
    case SyntaxKind.BarBarEqualsToken:
    case SyntaxKind.QuestionQuestionEqualsToken:
    case SyntaxKind.AmpersandAmpersandEqualsToken:
      return binary.right === child ? { kind: "assigned", target: dottedPath(binary.left) } : OTHER;
    case SyntaxKind.CommaToken:
      return binary.right === child ? SEQUENCE_LAST : SEQUENCE_NOT_LAST;
    default:
      return { kind: "operand", operator: ts.tokenToString(operator) ?? "?" };
  }
}

function isFunction(node: ts.Node): boolean {
  switch (node.kind) {
    case SyntaxKind.FunctionDeclaration:
    case SyntaxKind.FunctionExpression:
    case SyntaxKind.ArrowFunction:
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.Constructor:
    case SyntaxKind.GetAccessor:
    case SyntaxKind.SetAccessor:
      return true;
    default:
      return false;
  }
}

/** A string alone in a statement at the start of a script or a function body (ECMAScript 11.2.1). */
function isDirective(statement: ts.ExpressionStatement): boolean {
  if (!isStringLiteral(statement.expression)) return false;
  const block = statement.parent;
  if (block.kind !== SyntaxKind.SourceFile && !(block.kind === SyntaxKind.Block && isFunction(block.parent))) {
    return false;
  }
  for (const sibling of (block as ts.Block | ts.SourceFile).statements) {
    if (sibling === statement) return true;
    if (!ts.isExpressionStatement(sibling) || !isStringLiteral(sibling.expression)) return false;
  }
  return false;
}

/** `nodes.indexOf(node)`, as a loop the compiler inlines. */
function indexIn(nodes: readonly ts.Node[] | undefined, node: ts.Node): number {
  if (nodes === undefined) return -1;
  for (let i = 0; i < nodes.length; i++) if (nodes[i] === node) return i;
  return -1;
}

/**
 * The dotted path of a callee or assignment target as written: `fetch`, `this.http.get`; a part
 * that is not a plain name is "?" (`getClient().get` is "?.get").
 */
export function dottedPath(expression: ts.Node): string {
  const parts: string[] = [];
  let node: ts.Node = expression;
  for (let depth = 0; depth < MAX_PATH; depth++) {
    if (isIdentifier(node) || isPrivateIdentifier(node)) {
      parts.push(node.text);
      return parts.reverse().join(".");
    }
    switch (node.kind) {
      case SyntaxKind.ThisKeyword:
        parts.push("this");
        return parts.reverse().join(".");
      case SyntaxKind.SuperKeyword:
        parts.push("super");
        return parts.reverse().join(".");
      case SyntaxKind.MetaProperty: {
        const meta = node as ts.MetaProperty;
        parts.push(`${ts.tokenToString(meta.keywordToken)}.${meta.name.text}`);
        return parts.reverse().join(".");
      }
    }
    if (isPropertyAccessExpression(node)) {
      parts.push(isPrivateIdentifier(node.name) ? `#${node.name.text}` : node.name.text);
      node = node.expression;
      continue;
    }
    if (isElementAccessExpression(node)) {
      parts.push(isStringLiteralLike(node.argumentExpression) ? node.argumentExpression.text : "?");
      node = node.expression;
      continue;
    }
    if (
      isParenthesizedExpression(node) ||
      isNonNullExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      node = node.expression;
      continue;
    }
    break;
  }
  parts.push("?");
  return parts.reverse().join(".");
}

function propertyName(name: ts.Node): string | undefined {
  if (
    isIdentifier(name) ||
    isPrivateIdentifier(name) ||
    isStringLiteral(name) ||
    isNumericLiteral(name) ||
    isNoSubstitutionTemplateLiteral(name)
  ) {
    return name.text;
  }
  return undefined;
}

function jsxName(name: ts.Node): string {
  if (isIdentifier(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  if (isPropertyAccessExpression(name)) return name.name.text;
  if (name.kind === SyntaxKind.ThisKeyword) return "this";
  return "?";
}

function enclosingFunctionName(node: ts.Node): string | undefined {
  for (let current = node.parent; current !== undefined; current = current.parent) {
    if (isFunction(current)) return functionName(current as ts.FunctionLikeDeclaration);
  }
  return undefined;
}

/** `function apiUrl()`, `get apiUrl()`, `apiUrl() {}`, `const apiUrl = () => ...`, `{ apiUrl: () => ... }`. */
export function functionName(fn: ts.Node): string | undefined {
  const declared = (fn as ts.FunctionLikeDeclaration).name;
  if (
    declared !== undefined &&
    (isIdentifier(declared) || isPrivateIdentifier(declared) || isStringLiteral(declared))
  ) {
    return declared.text;
  }
  const parent = fn.parent;
  if (parent === undefined) return undefined;
  if (
    (parent.kind === SyntaxKind.VariableDeclaration ||
      parent.kind === SyntaxKind.PropertyAssignment ||
      parent.kind === SyntaxKind.PropertyDeclaration) &&
    (parent as ts.VariableDeclaration).initializer === fn
  ) {
    return propertyName((parent as ts.VariableDeclaration).name);
  }
  return undefined;
}
