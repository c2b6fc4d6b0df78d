/**
 * ESTree (the tree ESLint gives its rules: espree's, typescript-eslint's) in the words of the
 * policy (policy.ts), and the candidates of its string nodes: the same values, contexts, holes and
 * spellings that TypeScript's tree gives the command and the server (scan.ts). The ESLint plugin
 * hands over the nodes as ESLint's traversal reaches them (each with its parent linked), and its
 * comments; nothing here loads a parser.
 *
 * The nodes come from outside: every field is checked as it is read, and a shape not known here
 * reads as "other" (a plain string), never as an error.
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, ValueAdmission } from "../../candidate.js";
import type { ScriptSpelling } from "../../reading/value.js";
import { closedAt, commentCandidates, jsxTextCandidates, valueCandidate, type Part } from "./candidates.js";
import { contextOf, insideAssertion, type Relation, type ScriptSyntax } from "./policy.js";

/** An ESTree node, as far as this module reads it. */
export interface EstreeNode {
  readonly type: string;
  readonly range?: readonly [number, number];
  readonly parent?: EstreeNode | null;
  readonly [key: string]: unknown;
}

/** An ESTree comment (`Line` or `Block`), with its range. */
export interface EstreeComment {
  readonly type: string;
  readonly range?: readonly [number, number];
}

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
const PLAIN: StringContext = Object.freeze({ kind: "plain" });
const ASSIGNING: ReadonlySet<string> = new Set(["=", "||=", "??=", "&&="]);

export const estreeSyntax: ScriptSyntax<EstreeNode> = {
  parent: (node) => node.parent ?? undefined,
  relation,
  isFunction,
  isCall: (candidate) => candidate.type === "CallExpression" || candidate.type === "NewExpression",
};

function relation(parent: EstreeNode, child: EstreeNode): Relation {
  switch (parent.type) {
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
    case "TSTypeAssertion":
    case "ChainExpression":
    case "AwaitExpression":
    case "JSXExpressionContainer":
      return WRAPPER;
    case "ArrayExpression":
      return ARRAY_ELEMENT;
    case "ConditionalExpression":
      return parent["test"] === child ? CONDITION : BRANCH;
    case "LogicalExpression":
      return LOGICAL_OPERAND;
    case "SequenceExpression": {
      const expressions = parent["expressions"];
      return Array.isArray(expressions) && expressions[expressions.length - 1] === child
        ? SEQUENCE_LAST
        : SEQUENCE_NOT_LAST;
    }
    case "CallExpression":
    case "NewExpression": {
      const index = indexIn(parent["arguments"], child);
      return index < 0 ? OTHER : { kind: "argument", callee: dottedPath(node(parent["callee"])), index };
    }
    case "ImportExpression":
      return parent["source"] === child ? MODULE_SOURCE : OTHER;
    case "Property":
    case "PropertyDefinition":
    case "AccessorProperty":
    case "MethodDefinition":
    case "TSAbstractPropertyDefinition":
    case "TSAbstractMethodDefinition":
    case "TSAbstractAccessorProperty":
    case "TSPropertySignature":
    case "TSMethodSignature":
      if (parent["key"] === child) return KEY;
      return parent["value"] === child
        ? { kind: "named-value", name: keyName(node(parent["key"]), parent["computed"] === true) }
        : OTHER;
    case "VariableDeclarator": {
      if (parent["init"] !== child) return OTHER;
      const id = node(parent["id"]);
      return { kind: "named-value", name: id?.type === "Identifier" ? stringField(id, "name") : undefined };
    }
    case "AssignmentExpression":
      if (parent["right"] !== child) return OTHER;
      return ASSIGNING.has(String(parent["operator"]))
        ? { kind: "assigned", target: dottedPath(node(parent["left"])) }
        : { kind: "operand", operator: String(parent["operator"]) };
    case "AssignmentPattern": {
      if (parent["right"] !== child) return OTHER;
      const left = node(parent["left"]);
      return { kind: "named-value", name: left?.type === "Identifier" ? stringField(left, "name") : undefined };
    }
    case "TSEnumMember":
      if (parent["id"] === child) return KEY;
      return parent["initializer"] === child
        ? { kind: "named-value", name: keyName(node(parent["id"]), false) }
        : OTHER;
    case "JSXAttribute":
      return {
        kind: "jsx-attribute",
        element: jsxElementName(node(parent.parent)),
        name: jsxName(node(parent["name"])),
      };
    case "BinaryExpression":
      return { kind: "operand", operator: String(parent["operator"]) };
    case "SwitchCase":
      return parent["test"] === child ? CASE_TEST : OTHER;
    case "ReturnStatement":
      return { kind: "returned", name: enclosingFunctionName(parent) };
    case "ArrowFunctionExpression":
      return parent["body"] === child ? { kind: "arrow-body", name: functionName(parent) } : OTHER;
    case "ImportDeclaration":
    case "ExportAllDeclaration":
    case "ExportNamedDeclaration":
    case "TSExternalModuleReference":
    case "TSModuleDeclaration":
    case "ImportSpecifier":
    case "ExportSpecifier":
    case "ImportNamespaceSpecifier":
    case "ImportDefaultSpecifier":
      return MODULE_SOURCE;
    case "ImportAttribute":
      return KEY;
    case "TSImportType":
      return MODULE_SOURCE;
    case "TSLiteralType":
      return parent.parent?.type === "TSImportType" ? MODULE_SOURCE : TYPE;
    case "ExpressionStatement":
      return typeof parent["directive"] === "string" ? DIRECTIVE : OTHER;
    default:
      return OTHER;
  }
}

function isFunction(candidate: EstreeNode): boolean {
  return (
    candidate.type === "FunctionDeclaration" ||
    candidate.type === "FunctionExpression" ||
    candidate.type === "ArrowFunctionExpression"
  );
}

/**
 * The candidate `value` (a string literal, a template literal, a tagged template or the root of a
 * chain of `+`), or undefined where it holds none of ours: a literal that is an operand of a chain
 * (the chain is read whole), a key, a directive, test data, a number, or a value `admits` rejects.
 */
export function estreeValue(value: EstreeNode, document: string, admits?: ValueAdmission): Candidate | undefined {
  switch (value.type) {
    case "Literal": {
      const text = value["value"];
      const range = value.range;
      if (typeof text !== "string" || range === undefined || isConcatenation(value.parent)) return undefined;
      return judgedLiteral(value, text, range, document, admits);
    }
    case "TemplateLiteral":
      if (value.parent?.type === "TaggedTemplateExpression" || isConcatenation(value.parent)) return undefined;
      return judged(value, document, templateParts(value, document, "template"), "template", admits);
    case "TaggedTemplateExpression": {
      const template = node(value["quasi"]);
      if (template === undefined) return undefined;
      const spelling = dottedPath(node(value["tag"])) === "String.raw" ? "raw-template" : "tagged-template";
      const parts = templateParts(template, document, spelling);
      if (parts === undefined) return undefined;
      const candidate = valueCandidate(document, parts, PLAIN, "template");
      if (admits !== undefined && !admits(candidate.value.text, PLAIN)) return undefined;
      return insideAssertion(estreeSyntax, value) ? undefined : candidate;
    }
    case "BinaryExpression":
      return isConcatenation(value) && !isConcatenation(value.parent) ? chainValue(value, document, admits) : undefined;
    default:
      return undefined;
  }
}

/** The candidates of a JSX text node (text on the page), read as prose. */
export function estreeJsxText(text: EstreeNode, document: string, found: (candidate: Candidate) => void): void {
  if (text.range !== undefined) jsxTextCandidates(document, text.range[0], text.range[1], found);
}

/** The candidates of a file's comments, read as prose. */
export function estreeComments(
  comments: readonly EstreeComment[],
  document: string,
  found: (candidate: Candidate) => void,
): void {
  // A candidate of prose needs a "<" or a scheme's ":" (scanProse): the next of each in the file,
  // found with one search per character from comment to comment, skips most comments unread.
  let nextColon = -1;
  let nextLess = -1;
  for (const comment of comments) {
    if (comment.range === undefined || (comment.type !== "Line" && comment.type !== "Block")) continue;
    const [start, end] = comment.range;
    if (nextColon < start) nextColon = indexOrEnd(document, ":", start);
    if (nextLess < start) nextLess = indexOrEnd(document, "<", start);
    if (nextColon >= end && nextLess >= end) continue;
    commentCandidates(document, start, end, comment.type === "Block", found);
  }
}

/** Where `search` next occurs in `document` from `from`, or its length. */
function indexOrEnd(document: string, search: string, from: number): number {
  const at = document.indexOf(search, from);
  return at === -1 ? document.length : at;
}

function judged(
  value: EstreeNode,
  document: string,
  parts: Part[] | undefined,
  where: "string" | "template",
  admits: ValueAdmission | undefined,
): Candidate | undefined {
  if (parts === undefined) return undefined;
  const context = contextOf(estreeSyntax, value);
  if (context === undefined) return undefined;
  const candidate = valueCandidate(document, parts, context, where);
  // The climb to the nearest function costs more than the test: it is made for a possible URI only.
  if (admits !== undefined && !admits(candidate.value.text, context)) return undefined;
  return insideAssertion(estreeSyntax, value) ? undefined : candidate;
}

/**
 * `judged` for a string literal whose value `text` its parser decoded, most of a program's
 * strings: each field of the node is read once (the nodes of a tree come in many shapes, and each
 * read costs), and a literal written without an escape or a character reference is tested with
 * that value before its candidate (a second decoding, with a map) is built. Every escape
 * (ECMA-262 12.9.4: `\n`, `\x41`, `\u{1F600}`, a line continuation) and every reference of a JSX
 * attribute (`&amp;`) is longer than what it stands for: a value as long as the literal's content
 * is that content, the text `decode` gives.
 */
function judgedLiteral(
  literal: EstreeNode,
  text: string,
  range: readonly [number, number],
  document: string,
  admits: ValueAdmission | undefined,
): Candidate | undefined {
  const context = contextOf(estreeSyntax, literal);
  if (context === undefined) return undefined;
  const start = range[0];
  const end = range[1];
  const unescaped = text.length === end - start - 2;
  if (admits !== undefined && unescaped && !admits(text, context)) return undefined;
  const part: Part = {
    kind: "literal",
    start: start + 1,
    end: end - 1,
    spelling: stringSpelling(literal),
    quote: document[start] as string,
  };
  const candidate = valueCandidate(document, [part], context, "string");
  if (admits !== undefined && !unescaped && !admits(candidate.value.text, context)) return undefined;
  return insideAssertion(estreeSyntax, literal) ? undefined : candidate;
}

/** A chain of `+` holding a string or a template: one value, every other operand a hole. */
function chainValue(root: EstreeNode, document: string, admits: ValueAdmission | undefined): Candidate | undefined {
  const leaves = chainLeaves(root);
  if (!leaves.some(isLiteralLeaf)) return undefined;
  const parts: Part[] = [];
  for (const leaf of leaves) {
    if (leaf.range === undefined) return undefined;
    if (leaf.type === "Literal") parts.push(stringPart(leaf, document, "string"));
    else if (isLiteralLeaf(leaf)) {
      const template = templateParts(leaf, document, "template");
      if (template === undefined) return undefined;
      for (const part of template) parts.push(part);
    } else parts.push({ kind: "hole", start: leaf.range[0], end: leaf.range[1] });
  }
  return judged(root, document, parts, "string", admits);
}

function stringPart(literal: EstreeNode, document: string, spelling: ScriptSpelling): Part {
  const [start, end] = literal.range!;
  const quote = document[start] as string;
  return { kind: "literal", start: start + 1, end: end - 1, spelling, quote };
}

/** How a string is written back: in a JSX attribute, in a place only a literal may stand, or as any string. */
function stringSpelling(literal: EstreeNode): ScriptSpelling {
  switch (literal.parent?.type) {
    case "JSXAttribute":
      return "jsx-attribute";
    case "TSLiteralType":
    case "TSEnumMember":
      return "constant-string";
    default:
      return "string";
  }
}

/** A template's texts, decoded in `spelling`, each `${...}` one hole (from "${" to "}"). */
function templateParts(template: EstreeNode, document: string, spelling: ScriptSpelling): Part[] | undefined {
  const quasis = template["quasis"];
  if (!Array.isArray(quasis) || quasis.length === 0) return undefined;
  const parts: Part[] = [];
  for (let i = 0; i < quasis.length; i++) {
    const quasi = node(quasis[i]);
    if (quasi?.range === undefined) return undefined;
    // A quasi's range includes its delimiters: "`" or "}" before, "`" or "${" after.
    const contentStart = quasi.range[0] + 1;
    const tail = quasi["tail"] === true;
    const contentEnd = tail ? closedAt(document, quasi.range[1], "`") : quasi.range[1] - 2;
    if (i > 0) {
      const previous = parts[parts.length - 1]!;
      parts.push({ kind: "hole", start: previous.end, end: contentStart });
    }
    parts.push({ kind: "literal", start: contentStart, end: contentEnd, spelling, quote: "`" });
  }
  return parts;
}

function isLiteralLeaf(leaf: EstreeNode): boolean {
  return (
    (leaf.type === "Literal" && typeof leaf["value"] === "string") ||
    (leaf.type === "TemplateLiteral" && leaf.parent?.type !== "TaggedTemplateExpression")
  );
}

function isConcatenation(candidate: EstreeNode | null | undefined): boolean {
  return candidate?.type === "BinaryExpression" && candidate["operator"] === "+";
}

/** The operands of a chain of `+`, left to right (an explicit stack, not recursion). */
function chainLeaves(root: EstreeNode): EstreeNode[] {
  const leaves: EstreeNode[] = [];
  const stack: EstreeNode[] = [root];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (isConcatenation(current)) {
      const left = node(current["left"]);
      const right = node(current["right"]);
      if (right !== undefined) stack.push(right);
      if (left !== undefined) stack.push(left);
    } else leaves.push(current);
  }
  return leaves;
}

/** `a.b.c` for a member chain; a segment that is not a plain name is "?". */
export function dottedPath(expression: EstreeNode | undefined): string {
  const segments: string[] = [];
  let current = expression;
  for (let depth = 0; current !== undefined && depth < 16; depth++) {
    switch (current.type) {
      case "ChainExpression":
      case "TSNonNullExpression":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
        current = node(current["expression"]);
        continue;
      case "MemberExpression": {
        const property = node(current["property"]);
        segments.push(
          current["computed"] === true
            ? property?.type === "Literal" && typeof property["value"] === "string"
              ? property["value"]
              : "?"
            : property?.type === "PrivateIdentifier"
              ? `#${stringField(property, "name") ?? "?"}`
              : (stringField(property, "name") ?? "?"),
        );
        current = node(current["object"]);
        continue;
      }
      case "Identifier":
        segments.push(stringField(current, "name") ?? "?");
        break;
      case "ThisExpression":
        segments.push("this");
        break;
      case "Super":
        segments.push("super");
        break;
      case "MetaProperty":
        segments.push(
          `${stringField(node(current["meta"]), "name")}.${stringField(node(current["property"]), "name")}`,
        );
        break;
      default:
        segments.push("?");
    }
    return segments.reverse().join(".");
  }
  segments.push("?");
  return segments.reverse().join(".");
}

function keyName(key: EstreeNode | undefined, computed: boolean): string | undefined {
  if (key === undefined) return undefined;
  if ((key.type === "Identifier" || key.type === "PrivateIdentifier") && !computed) return stringField(key, "name");
  if (key.type === "Literal" && (typeof key["value"] === "string" || typeof key["value"] === "number")) {
    return String(key["value"]);
  }
  return undefined;
}

function jsxName(name: EstreeNode | undefined): string {
  if (name?.type === "JSXNamespacedName") {
    return `${stringField(node(name["namespace"]), "name")}:${stringField(node(name["name"]), "name")}`;
  }
  return stringField(name, "name") ?? "?";
}

function jsxElementName(opening: EstreeNode | undefined): string | undefined {
  if (opening?.type !== "JSXOpeningElement") return undefined;
  const name = node(opening["name"]);
  switch (name?.type) {
    case "JSXIdentifier":
      return stringField(name, "name");
    case "JSXMemberExpression":
      return stringField(node(name["property"]), "name");
    case "JSXNamespacedName":
      return jsxName(name);
    default:
      return undefined;
  }
}

function enclosingFunctionName(from: EstreeNode): string | undefined {
  for (let current = from.parent ?? undefined; current !== undefined; current = current.parent ?? undefined) {
    if (isFunction(current)) return functionName(current);
  }
  return undefined;
}

/** `function apiUrl()`, `get apiUrl()`, `apiUrl() {}`, `const apiUrl = () => ...`, `{ apiUrl: () => ... }`. */
function functionName(fn: EstreeNode): string | undefined {
  const id = node(fn["id"]);
  if (id !== undefined) return stringField(id, "name");
  const parent = fn.parent ?? undefined;
  if (parent?.type === "VariableDeclarator" && parent["init"] === fn) {
    const declared = node(parent["id"]);
    return declared?.type === "Identifier" ? stringField(declared, "name") : undefined;
  }
  if (
    (parent?.type === "MethodDefinition" || parent?.type === "Property" || parent?.type === "PropertyDefinition") &&
    parent["value"] === fn
  ) {
    return keyName(node(parent["key"]), parent["computed"] === true);
  }
  return undefined;
}

/** `nodes.indexOf(node)`, as a loop the compiler inlines. */
function indexIn(nodes: unknown, child: EstreeNode): number {
  if (!Array.isArray(nodes)) return -1;
  for (let i = 0; i < nodes.length; i++) if (nodes[i] === child) return i;
  return -1;
}

function node(value: unknown): EstreeNode | undefined {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
    ? (value as EstreeNode)
    : undefined;
}

function stringField(of: EstreeNode | undefined, key: string): string | undefined {
  const value = of?.[key];
  return typeof value === "string" ? value : undefined;
}
