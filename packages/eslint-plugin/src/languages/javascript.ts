/**
 * Strings of JavaScript, TypeScript, JSX and TSX: string literals, untagged template literals
 * (each quasi a literal piece, each `${...}` a hole) and `+` concatenations (non-literal operands
 * are holes), each with the context it flows into. One iterative walk of the tree; no recursion,
 * so a deeply nested file cannot overflow the stack.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import { isAssertionCallee, type StringContext } from "@urilint/core";
import { mapLiteral, type Spelling } from "../text/literal-map.js";
import { SourceString, type LiteralRole, type PieceInput } from "../text/source-string.js";
import type { StringSite } from "./site.js";

type Node = TSESTree.Node;
type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** A node's parent: ESLint's own `parent` pointers when the tree has them, else a map the walk fills. */
interface Parents {
  get(node: Node): Node | undefined;
}

const TREE_PARENTS: Parents = { get: (node) => node.parent ?? undefined }; // Program.parent is null

/** Every string site of a program. */
export function javascriptSites(program: Node, text: string, visitorKeys: VisitorKeys): StringSite[] {
  // ESLint links every node to its parent before rules run; a tree from elsewhere may not be.
  const firstChild = firstChildOf(program, visitorKeys);
  const linked = firstChild === undefined || firstChild.parent === program;
  const map = linked ? undefined : new Map<Node, Node>();
  const parents: Parents = map ?? TREE_PARENTS;
  const strings: TSESTree.StringLiteral[] = [];
  const templates: TSESTree.TemplateLiteral[] = [];
  const concatenations: TSESTree.BinaryExpression[] = [];
  const stack: Node[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "Literal" && typeof node.value === "string") strings.push(node as TSESTree.StringLiteral);
    else if (node.type === "TemplateLiteral") templates.push(node);
    else if (node.type === "BinaryExpression" && node.operator === "+") concatenations.push(node);
    const record = node as unknown as Record<string, unknown>;
    for (const key of keysOf(node, visitorKeys)) {
      const value = record[key];
      if (Array.isArray(value)) {
        for (const item of value) {
          if (!isAstNode(item)) continue;
          map?.set(item, node);
          stack.push(item);
        }
      } else if (isAstNode(value)) {
        map?.set(value, node);
        stack.push(value);
      }
    }
  }

  const sites: StringSite[] = [];
  const consumed = new Set<Node>();
  for (const root of concatenations) {
    if (isConcatenation(parents.get(root))) continue;
    const leaves = concatenationLeaves(root);
    if (!leaves.some((leaf) => isStringLiteral(leaf) || isUntaggedTemplate(leaf, parents))) continue;
    const inputs: PieceInput[] = [];
    for (const leaf of leaves) {
      if (isStringLiteral(leaf)) inputs.push(stringPiece(leaf, text, parents));
      else if (isUntaggedTemplate(leaf, parents)) inputs.push(...templatePieces(leaf, text));
      else inputs.push({ kind: "hole", range: leaf.range });
      consumed.add(leaf);
    }
    sites.push(site(new SourceString(inputs), root, parents));
  }
  for (const literal of strings) {
    if (consumed.has(literal) || !isValuePosition(literal, parents)) continue;
    sites.push(site(new SourceString([stringPiece(literal, text, parents)]), literal, parents));
  }
  for (const template of templates) {
    if (consumed.has(template) || !isUntaggedTemplate(template, parents)) continue;
    sites.push(site(new SourceString(templatePieces(template, text)), template, parents));
  }
  return sites;
}

function keysOf(node: Node, visitorKeys: VisitorKeys): readonly string[] {
  return visitorKeys[node.type] ?? Object.keys(node).filter((k) => k !== "parent");
}

function firstChildOf(node: Node, visitorKeys: VisitorKeys): Node | undefined {
  const record = node as unknown as Record<string, unknown>;
  for (const key of keysOf(node, visitorKeys)) {
    const value = record[key];
    if (Array.isArray(value)) {
      const first = value.find(isAstNode);
      if (first !== undefined) return first;
    } else if (isAstNode(value)) {
      return value;
    }
  }
  return undefined;
}

function isAstNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
    && Array.isArray((value as { range?: unknown }).range);
}

function isStringLiteral(node: Node): node is TSESTree.StringLiteral {
  return node.type === "Literal" && typeof node.value === "string";
}

function isConcatenation(node: Node | undefined): node is TSESTree.BinaryExpression {
  return node?.type === "BinaryExpression" && node.operator === "+";
}

/** Tagged templates are left alone: the tag decides what their text means. */
function isUntaggedTemplate(node: Node, parents: Parents): node is TSESTree.TemplateLiteral {
  return node.type === "TemplateLiteral" && parents.get(node)?.type !== "TaggedTemplateExpression"
    && node.quasis.every((q) => typeof q.value.cooked === "string");
}

/** The operands of a chain of `+`, left to right (an explicit stack, not recursion). */
function concatenationLeaves(root: TSESTree.BinaryExpression): Node[] {
  const leaves: Node[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isConcatenation(node)) {
      stack.push(node.right, node.left);
    } else {
      leaves.push(node);
    }
  }
  return leaves;
}

/** Where a string literal is a value, not a key, a module name or a directive. */
function isValuePosition(literal: TSESTree.StringLiteral, parents: Parents): boolean {
  const parent = parents.get(literal);
  if (parent === undefined) return false;
  switch (parent.type) {
    case "Property":
    case "PropertyDefinition":
    case "MethodDefinition":
    case "AccessorProperty":
    case "TSAbstractPropertyDefinition":
    case "TSAbstractMethodDefinition":
    case "TSAbstractAccessorProperty":
    case "TSPropertySignature":
    case "TSMethodSignature":
      return parent.key !== literal;
    case "TSEnumMember":
      return parent.id !== literal;
    case "ImportDeclaration":
    case "ExportAllDeclaration":
    case "ExportNamedDeclaration":
    case "ImportExpression":
    case "ImportAttribute":
    case "TSImportType":
    case "TSExternalModuleReference":
    case "TSModuleDeclaration":
    case "ImportSpecifier":
    case "ExportSpecifier":
    case "ImportNamespaceSpecifier":
    case "ImportDefaultSpecifier":
      return false;
    case "ExpressionStatement":
      return parent.directive === undefined;
    default:
      return true;
  }
}

function stringPiece(literal: TSESTree.StringLiteral, text: string, parents: Parents): PieceInput {
  const [start, end] = literal.range;
  const parent = parents.get(literal);
  const jsx = parent?.type === "JSXAttribute";
  const spelling: Spelling = jsx ? "jsx" : text[start] === "'" ? "js-single" : "js-double";
  return {
    kind: "literal",
    map: mapLiteral(text, start + 1, end - 1, literal.value, spelling),
    role: jsx ? "jsx-attribute" : literalRole(literal, parents),
    range: literal.range,
  };
}

/** A literal may be rewritten into a template only where an expression may stand. */
function literalRole(literal: Node, parents: Parents): LiteralRole {
  const parent = parents.get(literal)?.type;
  return parent === "TSLiteralType" || parent === "TSEnumMember" ? "fixed" : "string";
}

/** Quasis as literal pieces and `${...}` as holes (the hole spans from "${" to "}"). */
function templatePieces(template: TSESTree.TemplateLiteral, text: string): PieceInput[] {
  const inputs: PieceInput[] = [];
  const quasis = template.quasis;
  for (let i = 0; i < quasis.length; i++) {
    const quasi = quasis[i]!;
    // A quasi's range includes its delimiters: "`" or "}" before, "`" or "${" after.
    const contentStart = quasi.range[0] + 1;
    const contentEnd = quasi.range[1] - (quasi.tail ? 1 : 2);
    inputs.push({
      kind: "literal",
      map: mapLiteral(text, contentStart, contentEnd, quasi.value.cooked ?? "", "template"),
      role: "quasi",
      range: quasi.range,
    });
    const next = quasis[i + 1];
    if (next !== undefined) inputs.push({ kind: "hole", range: [contentEnd, next.range[0] + 1] });
  }
  return inputs;
}

function site(string: SourceString, node: Node, parents: Parents): StringSite {
  if (insideAssertion(node, parents)) return { string, context: { kind: "comparison" } };
  const { context, name } = contextOf(node, parents);
  return { string, context, name };
}

/** `expect(normalize("HTTP://X")).toBe(...)`: the strings of a test assertion are test data. */
function insideAssertion(node: Node, parents: Parents): boolean {
  for (let current = parents.get(node); current !== undefined; current = parents.get(current)) {
    if ((current.type === "CallExpression" || current.type === "NewExpression") && isAssertionCallee(dottedPath(current.callee))) {
      return true;
    }
    if (current.type === "FunctionDeclaration" || current.type === "FunctionExpression" || current.type === "ArrowFunctionExpression") {
      return false;
    }
  }
  return false;
}

const PLAIN: StringContext = { kind: "plain" };
const COMPARISON_OPERATORS = new Set(["===", "!==", "==", "!="]);

/**
 * Where the value of `node` goes: up through wrappers that pass it on unchanged (`as`, `!`, `??`,
 * `?:`, array elements), to the call, attribute, assignment or name that receives it.
 */
function contextOf(node: Node, parents: Parents): { context: StringContext; name?: string } {
  let child: Node = node;
  for (let parent = parents.get(child); parent !== undefined; child = parent, parent = parents.get(child)) {
    switch (parent.type) {
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
      case "TSTypeAssertion":
      case "ChainExpression":
      case "LogicalExpression":
      case "ArrayExpression":
      case "AwaitExpression":
        continue;
      case "ConditionalExpression":
        if (parent.test === child) return { context: PLAIN };
        continue;
      case "SequenceExpression":
        if (parent.expressions[parent.expressions.length - 1] === child) continue;
        return { context: PLAIN };
      case "CallExpression":
      case "NewExpression": {
        const argument = (parent.arguments as Node[]).indexOf(child);
        if (argument === -1) return { context: PLAIN };
        return { context: { kind: "sink", callee: dottedPath(parent.callee), argument } };
      }
      case "ImportExpression":
        return { context: { kind: "module-specifier" } };
      case "Property":
      case "PropertyDefinition":
      case "AccessorProperty":
        return named(parent.value === child ? keyName(parent.key, parent.computed) : undefined);
      case "VariableDeclarator":
        return named(parent.init === child && parent.id.type === "Identifier" ? parent.id.name : undefined);
      case "AssignmentExpression":
        if (parent.right !== child) return { context: PLAIN };
        return { context: { kind: "assignment", target: dottedPath(parent.left) }, name: lastSegment(dottedPath(parent.left)) };
      case "AssignmentPattern":
        return named(parent.right === child && parent.left.type === "Identifier" ? parent.left.name : undefined);
      case "TSEnumMember":
        return named(keyName(parent.id, false));
      case "JSXExpressionContainer":
        continue;
      case "JSXAttribute":
        return { context: { kind: "attribute", element: jsxElementName(parents.get(parent)), name: jsxName(parent.name) } };
      case "BinaryExpression":
        return { context: COMPARISON_OPERATORS.has(parent.operator) ? { kind: "comparison" } : PLAIN };
      case "SwitchCase":
        return { context: parent.test === child ? { kind: "comparison" } : PLAIN };
      case "ReturnStatement":
        return named(enclosingFunctionName(parent, parents));
      case "ArrowFunctionExpression":
        return named(parent.body === child ? functionName(parent, parents) : undefined);
      default:
        return { context: PLAIN };
    }
  }
  return { context: PLAIN };
}

function named(name: string | undefined): { context: StringContext; name?: string } {
  return name === undefined ? { context: PLAIN } : { context: { kind: "named", name }, name };
}

function keyName(key: Node, computed: boolean): string | undefined {
  if (key.type === "Identifier" && !computed) return key.name;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  if (key.type === "PrivateIdentifier") return key.name;
  return undefined;
}

/** `a.b.c` for a member chain; a segment that is not a plain name is "?". */
function dottedPath(expression: Node): string {
  const segments: string[] = [];
  let node: Node | undefined = expression;
  while (node !== undefined) {
    switch (node.type) {
      case "ChainExpression":
      case "TSNonNullExpression":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
        node = node.expression;
        continue;
      case "MemberExpression":
        segments.push(node.computed
          ? node.property.type === "Literal" && typeof node.property.value === "string" ? node.property.value : "?"
          : node.property.type === "PrivateIdentifier" ? `#${node.property.name}` : (node.property as TSESTree.Identifier).name);
        node = node.object;
        continue;
      case "Identifier":
        segments.push(node.name);
        break;
      case "ThisExpression":
        segments.push("this");
        break;
      case "Super":
        segments.push("super");
        break;
      case "MetaProperty":
        segments.push(`${node.meta.name}.${node.property.name}`);
        break;
      default:
        segments.push("?");
    }
    node = undefined;
  }
  return segments.reverse().join(".");
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf(".") + 1);
}

function jsxName(name: TSESTree.JSXAttribute["name"]): string {
  return name.type === "JSXNamespacedName" ? `${name.namespace.name}:${name.name.name}` : name.name;
}

function jsxElementName(opening: Node | undefined): string | undefined {
  if (opening?.type !== "JSXOpeningElement") return undefined;
  const name = opening.name;
  switch (name.type) {
    case "JSXIdentifier":
      return name.name;
    case "JSXMemberExpression":
      return name.property.name;
    case "JSXNamespacedName":
      return `${name.namespace.name}:${name.name.name}`;
  }
}

function enclosingFunctionName(node: Node, parents: Parents): string | undefined {
  for (let current = parents.get(node); current !== undefined; current = parents.get(current)) {
    if (current.type === "FunctionDeclaration" || current.type === "FunctionExpression" || current.type === "ArrowFunctionExpression") {
      return functionName(current, parents);
    }
  }
  return undefined;
}

/** `function apiUrl()`, `get apiUrl()`, `apiUrl() {}`, `const apiUrl = () => ...`. */
function functionName(fn: TSESTree.FunctionLike, parents: Parents): string | undefined {
  if ((fn.type === "FunctionDeclaration" || fn.type === "FunctionExpression") && fn.id) return fn.id.name;
  const parent = parents.get(fn);
  if (parent?.type === "VariableDeclarator" && parent.id.type === "Identifier") return parent.id.name;
  if ((parent?.type === "MethodDefinition" || parent?.type === "Property" || parent?.type === "PropertyDefinition") && parent.value === fn) {
    return keyName(parent.key, parent.computed);
  }
  return undefined;
}
