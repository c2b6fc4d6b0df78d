/**
 * Strings of JavaScript, TypeScript, JSX and TSX: string literals, untagged template literals
 * (each quasi a literal piece, each `${...}` a hole) and `+` concatenations (non-literal operands
 * are holes), each with the context it flows into.
 *
 * The nodes come from listeners riding ESLint's own traversal, not from a second walk of the
 * tree, and each is judged as ESLint visits it, from its value (literal values, one "x" per hole)
 * and its context alone: its pieces of source (and their escape maps) are built only when it is a
 * URI, and most of a program's strings are not.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import {
  isAssertionCallee,
  MAY_HOLD_FINDING,
  mayHoldFinding,
  type Span,
  type StringContext,
  type UriCandidate,
} from "@urilint/core";
import { mapLiteral, type Spelling } from "../text/literal-map.js";
import { SourceString, type LiteralRole, type PieceInput } from "../text/source-string.js";
import type { Detect, UriString } from "./site.js";

type Node = TSESTree.Node;
type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** Receives each string node of a file: a string literal, an untagged template, a `+` chain's root. */
export type StringNodeVisitor = (node: Node) => void;

/**
 * A string literal worth a look: one that may hold a finding (`mayHoldFinding`), and is not the
 * module an import or export names. The rules report findings only, and most literals of a program
 * are words such as `GET` or `customer_id` that no context turns into one, or module paths
 * (`"./resources/Customers.js"`, which `isValuePosition` leaves alone): ESLint's selector leaves
 * them out before any listener is called.
 */
export const LITERAL_SELECTOR =
  `Literal[value=/${MAY_HOLD_FINDING.source}/]` +
  ":not(ImportDeclaration > .source, ExportAllDeclaration > .source, ExportNamedDeclaration > .source, ImportExpression > .source)";

/**
 * ESLint listeners for a file's traversal: `start` at its Program, each string node to `visit`
 * (operands of a `+` chain belong to the chain's root), `end` when the Program is left. The
 * selectors let ESLint skip the other literals and operators: every listener call is timed against
 * the rule.
 */
export function stringNodeListeners(
  visit: StringNodeVisitor,
  start: () => void,
  end: () => void,
): Record<string, (node: never) => void> {
  const visitUnlessOperand = (node: Node): void => {
    if (!isConcatenation(node.parent)) visit(node);
  };
  return {
    Program: start,
    [LITERAL_SELECTOR]: visitUnlessOperand,
    TemplateLiteral: visitUnlessOperand,
    "BinaryExpression[operator='+']": visitUnlessOperand,
    "Program:exit": end,
  };
}

/**
 * The same for a tree whose traversal no listener saw: one iterative walk (no recursion), linking
 * parents where they are missing, as ESLint's traversal does.
 */
export function forEachStringNode(program: Node, visitorKeys: VisitorKeys, visit: StringNodeVisitor): void {
  const stack: Node[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const record = node as unknown as Record<string, unknown>;
    for (const key of visitorKeys[node.type] ?? Object.keys(node).filter((k) => k !== "parent")) {
      const value = record[key];
      for (const child of Array.isArray(value) ? value : [value]) {
        if (!isAstNode(child)) continue;
        (child as { parent?: Node }).parent ??= node;
        stack.push(child);
      }
    }
    if (
      ((isStringLiteral(node) && mayHoldFinding(node.value)) ||
        node.type === "TemplateLiteral" ||
        isConcatenation(node)) &&
      !isConcatenation(node.parent)
    ) {
      visit(node);
    }
  }
}

const NO_HOLES: readonly Span[] = Object.freeze([]);

/** The URI a string node holds, if any: judged by `detect`, its pieces built only then. */
export function javascriptUri(node: Node, text: string, detect: Detect): UriString | undefined {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? literalUri(node as TSESTree.StringLiteral, text, detect) : undefined;
    case "TemplateLiteral":
      return isUntaggedTemplate(node) ? templateUri(node, text, detect) : undefined;
    case "BinaryExpression":
      return concatenationUri(node, text, detect);
    default:
      return undefined;
  }
}

function literalUri(literal: TSESTree.StringLiteral, text: string, detect: Detect): UriString | undefined {
  if (!isValuePosition(literal)) return undefined;
  const context = contextOf(literal);
  const candidate = detect(literal.value, context, NO_HOLES);
  return candidate === undefined
    ? undefined
    : found(new SourceString([stringPiece(literal, text)]), literal, candidate, context);
}

function templateUri(template: TSESTree.TemplateLiteral, text: string, detect: Detect): UriString | undefined {
  const value = new AssembledText();
  value.template(template);
  const context = contextOf(template);
  const candidate = detect(value.text, context, value.holes);
  return candidate === undefined
    ? undefined
    : found(new SourceString(templatePieces(template, text)), template, candidate, context);
}

function concatenationUri(root: TSESTree.BinaryExpression, text: string, detect: Detect): UriString | undefined {
  const leaves = concatenationLeaves(root);
  if (!leaves.some((leaf) => isStringLiteral(leaf) || isUntaggedTemplate(leaf))) return undefined;
  const value = new AssembledText();
  for (const leaf of leaves) {
    if (isStringLiteral(leaf)) value.literal(leaf.value);
    else if (isUntaggedTemplate(leaf)) value.template(leaf);
    else value.hole();
  }
  const context = contextOf(root);
  const candidate = detect(value.text, context, value.holes);
  if (candidate === undefined) return undefined;
  const inputs: PieceInput[] = [];
  for (const leaf of leaves) {
    if (isStringLiteral(leaf)) inputs.push(stringPiece(leaf, text));
    else if (isUntaggedTemplate(leaf)) inputs.push(...templatePieces(leaf, text));
    else inputs.push({ kind: "hole", range: leaf.range });
  }
  return found(new SourceString(inputs), root, candidate, context);
}

/**
 * The text and holes a SourceString assembles (each hole one "x"), from the literals' values
 * alone: the detector judges these, and the pieces with their source maps are built only for the
 * few strings it takes.
 */
class AssembledText {
  text = "";
  holes: Span[] | readonly Span[] = NO_HOLES;

  literal(value: string): void {
    this.text += value;
  }

  hole(): void {
    if (this.holes === NO_HOLES) this.holes = [];
    (this.holes as Span[]).push({ start: this.text.length, end: this.text.length + 1 });
    this.text += "x";
  }

  /** An untagged template's quasis, with a hole for each `${...}` (its quasis are all cooked). */
  template(template: TSESTree.TemplateLiteral): void {
    const quasis = template.quasis;
    for (let i = 0; i < quasis.length; i++) {
      if (i > 0) this.hole();
      this.literal(quasis[i]!.value.cooked ?? "");
    }
  }
}

/**
 * `expect(normalize("HTTP://X")).toBe(...)`: the strings of a test assertion are test data, a
 * "comparison" context, which `detectUri` never takes. Asked only of the few strings it took.
 */
function found(
  string: SourceString,
  node: Node,
  candidate: UriCandidate,
  context: StringContext,
): UriString | undefined {
  return insideAssertion(node) ? undefined : { string, candidate, name: storedUnder(context) };
}

function isAstNode(value: unknown): value is Node {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string" &&
    Array.isArray((value as { range?: unknown }).range)
  );
}

function isStringLiteral(node: Node): node is TSESTree.StringLiteral {
  return node.type === "Literal" && typeof node.value === "string";
}

function isConcatenation(node: Node | null | undefined): node is TSESTree.BinaryExpression {
  return node?.type === "BinaryExpression" && node.operator === "+";
}

/** Tagged templates are left alone: the tag decides what their text means. */
function isUntaggedTemplate(node: Node): node is TSESTree.TemplateLiteral {
  return node.type === "TemplateLiteral" && node.parent?.type !== "TaggedTemplateExpression" && isCooked(node.quasis);
}

function isCooked(quasis: readonly TSESTree.TemplateElement[]): boolean {
  for (const quasi of quasis) if (typeof quasi.value.cooked !== "string") return false;
  return true;
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
function isValuePosition(literal: TSESTree.StringLiteral): boolean {
  const parent = parentOf(literal);
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

function stringPiece(literal: TSESTree.StringLiteral, text: string): PieceInput {
  const [start, end] = literal.range;
  const parent = parentOf(literal);
  const jsx = parent?.type === "JSXAttribute";
  const spelling: Spelling = jsx ? "jsx" : text[start] === "'" ? "js-single" : "js-double";
  return {
    kind: "literal",
    map: mapLiteral(text, start + 1, end - 1, literal.value, spelling),
    role: jsx ? "jsx-attribute" : literalRole(literal),
    range: literal.range,
  };
}

/** A literal may be rewritten into a template only where an expression may stand. */
function literalRole(literal: Node): LiteralRole {
  const parent = parentOf(literal)?.type;
  return parent === "TSLiteralType" || parent === "TSEnumMember" ? "fixed" : "string";
}

/** Quasis as literal pieces and `${...}` as holes (the hole spans from "${" to "}"). */
function templatePieces(template: TSESTree.TemplateLiteral, text: string): PieceInput[] {
  const quasis = template.quasis;
  const inputs = new Array<PieceInput>(Math.max(0, 2 * quasis.length - 1));
  for (let i = 0; i < quasis.length; i++) {
    const quasi = quasis[i]!;
    // A quasi's range includes its delimiters: "`" or "}" before, "`" or "${" after.
    const contentStart = quasi.range[0] + 1;
    const contentEnd = quasi.range[1] - (quasi.tail ? 1 : 2);
    inputs[2 * i] = {
      kind: "literal",
      map: mapLiteral(text, contentStart, contentEnd, quasi.value.cooked ?? "", "template"),
      role: "quasi",
      range: quasi.range,
    };
    const next = quasis[i + 1];
    if (next !== undefined) inputs[2 * i + 1] = { kind: "hole", range: [contentEnd, next.range[0] + 1] };
  }
  return inputs;
}

/** Whether `node` sits in the arguments of an assertion, up to the nearest function. */
function insideAssertion(node: Node): boolean {
  for (let current = parentOf(node); current !== undefined; current = parentOf(current)) {
    if (
      (current.type === "CallExpression" || current.type === "NewExpression") &&
      isAssertionCallee(dottedPath(current.callee))
    ) {
      return true;
    }
    if (
      current.type === "FunctionDeclaration" ||
      current.type === "FunctionExpression" ||
      current.type === "ArrowFunctionExpression"
    ) {
      return false;
    }
  }
  return false;
}

const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };
const MODULE_SPECIFIER: StringContext = { kind: "module-specifier" };
const COMPARISON_OPERATORS = new Set(["===", "!==", "==", "!="]);

/**
 * Where the value of `node` goes: up through wrappers that pass it on unchanged (`as`, `!`, `??`,
 * `?:`, array elements), to the call, attribute, assignment or name that receives it.
 */
function contextOf(node: Node): StringContext {
  let child: Node = node;
  for (let parent = parentOf(child); parent !== undefined; child = parent, parent = parentOf(child)) {
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
        if (parent.test === child) return PLAIN;
        continue;
      case "SequenceExpression":
        if (parent.expressions[parent.expressions.length - 1] === child) continue;
        return PLAIN;
      case "CallExpression":
      case "NewExpression": {
        const argument = indexIn(parent.arguments, child);
        if (argument === -1) return PLAIN;
        return { kind: "sink", callee: dottedPath(parent.callee), argument };
      }
      case "ImportExpression":
        return MODULE_SPECIFIER;
      case "Property":
      case "PropertyDefinition":
      case "AccessorProperty":
        return named(parent.value === child ? keyName(parent.key, parent.computed) : undefined);
      case "VariableDeclarator":
        return named(parent.init === child && parent.id.type === "Identifier" ? parent.id.name : undefined);
      case "AssignmentExpression": {
        if (parent.right !== child) return PLAIN;
        const target = dottedPath(parent.left);
        return { kind: "assignment", target };
      }
      case "AssignmentPattern":
        return named(parent.right === child && parent.left.type === "Identifier" ? parent.left.name : undefined);
      case "TSEnumMember":
        return named(keyName(parent.id, false));
      case "JSXExpressionContainer":
        continue;
      case "JSXAttribute":
        return { kind: "attribute", element: jsxElementName(parentOf(parent)), name: jsxName(parent.name) };
      case "BinaryExpression":
        return COMPARISON_OPERATORS.has(parent.operator) ? COMPARISON : PLAIN;
      case "SwitchCase":
        return parent.test === child ? COMPARISON : PLAIN;
      case "ReturnStatement":
        return named(enclosingFunctionName(parent));
      case "ArrowFunctionExpression":
        return named(parent.body === child ? functionName(parent) : undefined);
      default:
        return PLAIN;
    }
  }
  return PLAIN;
}

/** `nodes.indexOf(node)`, as a loop the compiler inlines (the builtin call showed in profiles). */
function indexIn(nodes: readonly Node[], node: Node): number {
  for (let i = 0; i < nodes.length; i++) if (nodes[i] === node) return i;
  return -1;
}

function named(name: string | undefined): StringContext {
  return name === undefined ? PLAIN : { kind: "named", name };
}

/** The name a value is stored under (`databaseUrl`, `config.apiUrl` → apiUrl), if any. */
function storedUnder(context: StringContext): string | undefined {
  if (context.kind === "named") return context.name;
  return context.kind === "assignment" ? lastSegment(context.target) : undefined;
}

function keyName(key: Node, computed: boolean): string | undefined {
  if (key.type === "Identifier" && !computed) return key.name;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  if (key.type === "PrivateIdentifier") return key.name;
  return undefined;
}

/** `a.b.c` for a member chain; a segment that is not a plain name is "?". */
function dottedPath(expression: Node): string {
  // The usual callees, `f` and `a.f` or `this.f`, without building a list of segments.
  if (expression.type === "Identifier") return expression.name;
  if (expression.type === "MemberExpression" && !expression.computed && expression.property.type === "Identifier") {
    const object = expression.object;
    if (object.type === "Identifier") return `${object.name}.${expression.property.name}`;
    if (object.type === "ThisExpression") return `this.${expression.property.name}`;
  }
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
        segments.push(
          node.computed
            ? node.property.type === "Literal" && typeof node.property.value === "string"
              ? node.property.value
              : "?"
            : node.property.type === "PrivateIdentifier"
              ? `#${node.property.name}`
              : (node.property as TSESTree.Identifier).name,
        );
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

function enclosingFunctionName(node: Node): string | undefined {
  for (let current = parentOf(node); current !== undefined; current = parentOf(current)) {
    if (
      current.type === "FunctionDeclaration" ||
      current.type === "FunctionExpression" ||
      current.type === "ArrowFunctionExpression"
    ) {
      return functionName(current);
    }
  }
  return undefined;
}

/** `function apiUrl()`, `get apiUrl()`, `apiUrl() {}`, `const apiUrl = () => ...`. */
function functionName(fn: TSESTree.FunctionLike): string | undefined {
  if ((fn.type === "FunctionDeclaration" || fn.type === "FunctionExpression") && fn.id) return fn.id.name;
  const parent = parentOf(fn);
  if (parent?.type === "VariableDeclarator" && parent.id.type === "Identifier") return parent.id.name;
  if (
    (parent?.type === "MethodDefinition" || parent?.type === "Property" || parent?.type === "PropertyDefinition") &&
    parent.value === fn
  ) {
    return keyName(parent.key, parent.computed);
  }
  return undefined;
}

/** ESLint links every node to its parent before rules run (Program's parent is null). */
function parentOf(node: Node): Node | undefined {
  return node.parent ?? undefined;
}
