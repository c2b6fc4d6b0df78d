/**
 * Candidates in JavaScript, TypeScript, JSX and TSX, read from TypeScript's syntax tree (never a
 * regular expression over the source): strings, templates and chains of `+`, each one value with
 * its holes, in the context the policy gives it (policy.ts, the same as ESLint's trees get:
 * estree.ts); URI-shaped runs of comments and JSX text.
 */
import ts from "./typescript.cjs";
import type { Work } from "../../work.js";
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { ScriptLanguage } from "./dialect.js";
import type { ScriptSpelling } from "../../reading/value.js";
import { walkSyntax } from "./syntax-walk.js";
import { closedAt, commentCandidates, jsxTextCandidates, valueCandidate, type Part } from "./candidates.js";
import { contextOf, insideAssertion } from "./policy.js";
import { dottedPath, functionName, typescriptSyntax } from "./typescript-syntax.js";

// TypeScript's exports are getters, a call on every read: the walk's hot paths read them once.
const { SyntaxKind, isStatement, isTemplateTail } = ts;

const SCRIPT_KINDS: Readonly<Record<ScriptLanguage, ts.ScriptKind>> = {
  js: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

export function parseScript(text: string, kind: ScriptLanguage): ts.SourceFile {
  return ts.createSourceFile(
    `file.${kind}`,
    text,
    // JSDoc stays trivia: its URIs are read like any comment's.
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    // The walk sets the parent links on its way down: a pass of the parser's own would cost as much.
    false,
    SCRIPT_KINDS[kind],
  );
}

/**
 * Statements as units of a scan. Whatever a statement holds is read from its own subtree and text,
 * but for one thing read from above: the name of the function around it, which names the value of
 * a `return` (its scope). So the candidates of an unchanged statement in the same scope are the
 * same as before, moved.
 */
export interface ScriptUnits {
  /** Before a statement in `scope`: true when an earlier scan's results stand for it (it is then not read). */
  enter(statement: ts.Statement, scope: string): boolean;
  /** After a statement that was read: the candidates found since `enter` are all of its own. */
  leave(statement: ts.Statement): void;
}

export function* scanScript(
  sourceFile: ts.SourceFile,
  found: (candidate: Candidate) => void,
  units?: ScriptUnits,
  comment?: CommentSink,
): Work<void> {
  const text = sourceFile.text;
  const marks = new Marks(text);
  yield* walkSyntax(sourceFile, {
    node(node) {
      switch (node.kind) {
        case SyntaxKind.StringLiteral:
          if (!isOperand(node)) stringValue(sourceFile, node as ts.StringLiteral, found);
          break;
        case SyntaxKind.NoSubstitutionTemplateLiteral:
        case SyntaxKind.TemplateExpression:
          if (node.parent.kind !== SyntaxKind.TaggedTemplateExpression && !isOperand(node))
            templateValue(sourceFile, node as ts.TemplateLiteral, found);
          break;
        case SyntaxKind.TaggedTemplateExpression:
          taggedTemplateValue(sourceFile, node as ts.TaggedTemplateExpression, found);
          break;
        case SyntaxKind.BinaryExpression:
          if (isChainRoot(node as ts.BinaryExpression)) chainValue(sourceFile, node as ts.BinaryExpression, found);
          break;
        case SyntaxKind.JsxText:
          jsxTextCandidates(text, node.pos, node.end, found);
          break;
        default:
          // A node whose text holds no mark (an empty one included) holds no candidate: its subtree
          // is not visited. Its text is taken from `pos`: the comments of its leading trivia are
          // read only at its first token. The statements in it are never entered, and need not be:
          // they hold nothing to keep for the next scan, and a scan that reaches them skips them.
          if (!marks.within(node.pos, node.end)) return "skip";
          if (units !== undefined && isStatement(node)) return units.enter(node, scopeOf(node)) ? "skip" : "unit";
      }
      return "walk";
    },
    exit(node) {
      units?.leave(node as ts.Statement);
    },
    comment(commentKind, start, end) {
      const block = commentKind === SyntaxKind.MultiLineCommentTrivia;
      commentCandidates(text, start, end, block, found);
      comment?.({ text: text.slice(start + 2, block ? end - 2 : end), start, end, block });
    },
  });
}

/**
 * The characters without one of which a text holds no candidate: a quote or a backtick (literals,
 * JSX attribute values), "<" (JSX text lies inside an element) and "/" (comments). Found lazily,
 * as the walk asks about ranges in document order: the text is searched once at most.
 */
class Marks {
  readonly #text: string;
  readonly #pattern: RegExp;
  /** Where the last search started... */
  #from = 0;
  /** ...and the first mark at or after it (the text's length: none); -1 before any search. */
  #next = -1;

  constructor(text: string, pattern: RegExp = /["'`<\/]/g) {
    this.#text = text;
    this.#pattern = pattern;
  }

  /** Whether a mark lies in [start, end). */
  within(start: number, end: number): boolean {
    if (start < this.#from || start > this.#next) {
      this.#pattern.lastIndex = start;
      this.#next = this.#pattern.test(this.#text) ? this.#pattern.lastIndex - 1 : this.#text.length;
      this.#from = start;
    }
    return this.#next < end;
  }
}

/** The comments of a parsed script, for its disable directives: a walk that enters only what holds a "/". */
export function* scanScriptComments(sourceFile: ts.SourceFile, comment: CommentSink): Work<void> {
  const text = sourceFile.text;
  const slashes = new Marks(text, /\//g);
  yield* walkSyntax(sourceFile, {
    node: (node) => (slashes.within(node.pos, node.end) ? "walk" : "skip"),
    comment(commentKind, start, end) {
      const block = commentKind === SyntaxKind.MultiLineCommentTrivia;
      comment({ text: text.slice(start + 2, block ? end - 2 : end), start, end, block });
    },
  });
}

/** What a statement's candidates read from above it: the name of the nearest function around it ("" for none). */
function scopeOf(statement: ts.Node): string {
  for (let node = statement.parent; node !== undefined; node = node.parent) {
    if (typescriptSyntax.isFunction(node)) return functionName(node) ?? "";
  }
  return "";
}

function stringValue(sourceFile: ts.SourceFile, node: ts.StringLiteral, found: (candidate: Candidate) => void): void {
  const context = contextOf(typescriptSyntax, node);
  if (context === undefined || insideAssertion(typescriptSyntax, node)) return;
  const parts = [stringPart(sourceFile, node, stringSpelling(node))];
  found(valueCandidate(sourceFile.text, parts, context, "string"));
}

function templateValue(
  sourceFile: ts.SourceFile,
  node: ts.TemplateLiteral,
  found: (candidate: Candidate) => void,
): void {
  const context = contextOf(typescriptSyntax, node);
  if (context === undefined || insideAssertion(typescriptSyntax, node)) return;
  found(valueCandidate(sourceFile.text, templateParts(sourceFile, node, "template"), context, "template"));
}

/** A tagged template is judged by its text alone, and never fixed: the tag decides what it means (policy.ts). */
function taggedTemplateValue(
  sourceFile: ts.SourceFile,
  node: ts.TaggedTemplateExpression,
  found: (candidate: Candidate) => void,
): void {
  if (insideAssertion(typescriptSyntax, node)) return;
  const spelling = dottedPath(node.tag) === "String.raw" ? "raw-template" : "tagged-template";
  found(valueCandidate(sourceFile.text, templateParts(sourceFile, node.template, spelling), PLAIN, "template"));
}

const PLAIN: StringContext = Object.freeze({ kind: "plain" });

/** A chain of `+` holding a string or a template: one value, every other operand a hole. */
function chainValue(sourceFile: ts.SourceFile, root: ts.BinaryExpression, found: (candidate: Candidate) => void): void {
  const leaves = chainLeaves(root);
  if (!leaves.some(isLiteralLeaf)) return;
  const context = contextOf(typescriptSyntax, root);
  if (context === undefined || insideAssertion(typescriptSyntax, root)) return;
  const parts: Part[] = [];
  for (const leaf of leaves) {
    // An operand of `+` is a string wherever the chain stands (its parent is not linked yet: the walk links on its way down).
    if (leaf.kind === SyntaxKind.StringLiteral) parts.push(stringPart(sourceFile, leaf as ts.StringLiteral, "string"));
    else if (isLiteralLeaf(leaf))
      for (const part of templateParts(sourceFile, leaf as ts.TemplateLiteral, "template")) parts.push(part);
    else parts.push({ kind: "hole", start: leaf.getStart(sourceFile), end: leaf.end });
  }
  found(valueCandidate(sourceFile.text, parts, context, "string"));
}

function stringPart(sourceFile: ts.SourceFile, node: ts.StringLiteral, spelling: ScriptSpelling): Part {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile);
  const quote = text[start] as string;
  const end = node.end - 1;
  // An unterminated literal has no closing quote; its value runs to the end of the token.
  const contentEnd = end > start && text[end] === quote ? end : node.end;
  return { kind: "literal", start: start + 1, end: contentEnd, spelling, quote };
}

/** How a string is written back: in a JSX attribute, in a place only a literal may stand, or as any string. */
function stringSpelling(node: ts.StringLiteral): ScriptSpelling {
  switch (node.parent.kind) {
    case SyntaxKind.JsxAttribute:
      return "jsx-attribute";
    case SyntaxKind.LiteralType:
    case SyntaxKind.EnumMember:
      return "constant-string";
    default:
      return "string";
  }
}

/** A template's texts, decoded in `spelling`, each `${...}` one hole (from "${" to "}"). */
function templateParts(sourceFile: ts.SourceFile, node: ts.TemplateLiteral, spelling: ScriptSpelling): Part[] {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile) + 1;
  if (node.kind === SyntaxKind.NoSubstitutionTemplateLiteral) {
    return [{ kind: "literal", start, end: closedAt(text, node.end, "`"), spelling, quote: "`" }];
  }
  let partEnd = node.head.end - 2; // before "${"
  const parts: Part[] = [{ kind: "literal", start, end: partEnd, spelling, quote: "`" }];
  for (const span of node.templateSpans) {
    const literalStart = span.literal.getStart(sourceFile); // at "}"
    parts.push({ kind: "hole", start: partEnd, end: literalStart + 1 });
    partEnd = isTemplateTail(span.literal) ? closedAt(text, span.literal.end, "`") : span.literal.end - 2;
    parts.push({ kind: "literal", start: literalStart + 1, end: partEnd, spelling, quote: "`" });
  }
  return parts;
}

/** A string or an untagged template: what makes a chain of `+` a value of ours. */
function isLiteralLeaf(node: ts.Node): boolean {
  return (
    node.kind === SyntaxKind.StringLiteral ||
    node.kind === SyntaxKind.NoSubstitutionTemplateLiteral ||
    node.kind === SyntaxKind.TemplateExpression
  );
}

function isConcatenation(node: ts.Node | undefined): node is ts.BinaryExpression {
  return (
    node?.kind === SyntaxKind.BinaryExpression &&
    (node as ts.BinaryExpression).operatorToken.kind === SyntaxKind.PlusToken
  );
}

/** The node around `node`, through parentheses (ESTree has none: `("a" + b) + c` is one chain there too). */
function outside(node: ts.Node): ts.Node | undefined {
  let parent = node.parent;
  while (parent?.kind === SyntaxKind.ParenthesizedExpression) parent = parent.parent;
  return parent;
}

/** Whether `node` is an operand of a chain of `+`: the chain is read as one value instead. */
function isOperand(node: ts.Node): boolean {
  return isConcatenation(outside(node));
}

function isChainRoot(node: ts.BinaryExpression): boolean {
  return node.operatorToken.kind === SyntaxKind.PlusToken && !isConcatenation(outside(node));
}

/** The operands of a chain of `+`, left to right, through parentheses (an explicit stack, not recursion). */
function chainLeaves(root: ts.BinaryExpression): ts.Node[] {
  const leaves: ts.Node[] = [];
  const stack: ts.Node[] = [root];
  while (stack.length > 0) {
    let node = stack.pop()!;
    while (node.kind === SyntaxKind.ParenthesizedExpression) node = (node as ts.ParenthesizedExpression).expression;
    if (isConcatenation(node)) stack.push(node.right, node.left);
    else leaves.push(node);
  }
  return leaves;
}
