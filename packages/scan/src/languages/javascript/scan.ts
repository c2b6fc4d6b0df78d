/**
 * Candidates in JavaScript, TypeScript, JSX and TSX, read from the TypeScript syntax tree (never a
 * regular expression over the source): string literals, template literals (each `${...}` is an
 * opaque hole), JSX attribute values, and URI-shaped runs in comments and JSX text.
 */
import ts from "./typescript.cjs";
import { runSync, type Work } from "../../work.js";
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { ScriptLanguage } from "./dialect.js";
import { decode, ValueBuilder, type ScriptSpelling } from "../../reading/value.js";
import { walkSyntax } from "./syntax-walk.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";

// TypeScript's exports are getters, a call on every read: the walk's hot paths read them once.
const {
  SyntaxKind,
  isElementAccessExpression,
  isIdentifier,
  isJsxAttribute,
  isJsxOpeningElement,
  isJsxSelfClosingElement,
  isNoSubstitutionTemplateLiteral,
  isNonNullExpression,
  isNumericLiteral,
  isParenthesizedExpression,
  isPrivateIdentifier,
  isPropertyAccessExpression,
  isStatement,
  isStringLiteral,
  isStringLiteralLike,
  isTaggedTemplateExpression,
  isTemplateTail,
} = ts;

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
 * Statements as units of a scan. Whatever a statement holds is read from its own subtree and text:
 * the context of a string never depends on anything above the statement around it (contextOf stops
 * at the first statement), so the candidates of an unchanged statement are the same as before, moved.
 */
export interface ScriptUnits {
  /** Before a statement: true when an earlier scan's results stand for it (it is then not read). */
  enter(statement: ts.Statement): boolean;
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
          stringLiteral(sourceFile, node as ts.StringLiteral, found);
          break;
        case SyntaxKind.NoSubstitutionTemplateLiteral:
          if (!isTaggedTemplateExpression(node.parent))
            templateLiteral(sourceFile, node as ts.NoSubstitutionTemplateLiteral, contextOf(node), "template", found);
          break;
        case SyntaxKind.TemplateExpression:
          if (!isTaggedTemplateExpression(node.parent))
            templateLiteral(sourceFile, node as ts.TemplateExpression, contextOf(node), "template", found);
          break;
        case SyntaxKind.TaggedTemplateExpression: {
          // A tag may build anything from the text (SQL, CSS, HTML): only the text can tell.
          const tagged = node as ts.TaggedTemplateExpression;
          const raw = nameOf(tagged.tag) === "String.raw";
          templateLiteral(sourceFile, tagged.template, { kind: "plain" }, raw ? "raw-template" : "template", found);
          break;
        }
        case SyntaxKind.JsxText:
          runSync(
            scanProse(text, node.pos, node.end, (match) => found(proseCandidate(match, "jsx-text", "jsx-text", ""))),
          );
          break;
        default:
          // A node whose text holds no mark (an empty one included) holds no candidate: its subtree
          // is not visited. Its text is taken from `pos`: the comments of its leading trivia are
          // read only at its first token. The statements in it are never entered, and need not be:
          // they hold nothing to keep for the next scan, and a scan that reaches them skips them.
          if (!marks.within(node.pos, node.end)) return "skip";
          if (units !== undefined && isStatement(node)) return units.enter(node) ? "skip" : "unit";
      }
      return "walk";
    },
    exit(node) {
      units?.leave(node as ts.Statement);
    },
    comment(commentKind, start, end) {
      const block = commentKind === SyntaxKind.MultiLineCommentTrivia;
      runSync(
        scanProse(text, start + 2, block ? end - 2 : end, (match) =>
          found(proseCandidate(match, "comment", "plain", block ? "*/" : "\n")),
        ),
      );
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
  readonly #pattern = /["'`<\/]/g;
  /** Where the last search started... */
  #from = 0;
  /** ...and the first mark at or after it (the text's length: none); -1 before any search. */
  #next = -1;

  constructor(text: string) {
    this.#text = text;
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

function stringLiteral(sourceFile: ts.SourceFile, node: ts.StringLiteral, found: (candidate: Candidate) => void): void {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile);
  const quote = text[start] as string;
  const end = node.end - 1;
  // An unterminated literal has no closing quote; its value runs to the end of the token.
  const contentEnd = end > start && text[end] === quote ? end : node.end;
  const inJsx = isJsxAttribute(node.parent);
  const spelling: ScriptSpelling = inJsx ? "jsx-attribute" : "string";
  found({
    value: decode(text, start + 1, contentEnd, spelling),
    spelling,
    quote,
    start: start + 1,
    end: contentEnd,
    site: { context: contextOf(node), in: "string" },
  });
}

/** A template's value: its literal parts decoded, each `${...}` one opaque hole. */
function templateLiteral(
  sourceFile: ts.SourceFile,
  node: ts.TemplateLiteral,
  context: StringContext,
  spelling: ScriptSpelling,
  found: (candidate: Candidate) => void,
): void {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile) + 1;
  const builder = new ValueBuilder(text, start);
  let end: number;
  if (isNoSubstitutionTemplateLiteral(node)) {
    end = closedAt(text, node.end, "`");
    builder.append(start, end, spelling);
  } else {
    let partEnd = node.head.end - 2; // before "${"
    builder.append(start, partEnd, spelling);
    end = partEnd;
    for (const span of node.templateSpans) {
      const literalStart = span.literal.getStart(sourceFile); // at "}"
      builder.appendHole(partEnd, literalStart + 1);
      const isTail = isTemplateTail(span.literal);
      partEnd = isTail ? closedAt(text, span.literal.end, "`") : span.literal.end - 2;
      builder.append(literalStart + 1, partEnd, spelling);
      end = partEnd;
    }
  }
  found({ value: builder.build(end), spelling, quote: "`", start, end, site: { context, in: "template" } });
}

/** The end of a literal's content: before its closing delimiter, if it has one. */
function closedAt(text: string, tokenEnd: number, delimiter: string): number {
  return text[tokenEnd - 1] === delimiter ? tokenEnd - 1 : tokenEnd;
}

/** How deep the search for a string's context climbs through wrappers (parentheses, `as`, `??`). */
const MAX_DEPTH = 16;

const PLAIN: StringContext = { kind: "plain" };

/**
 * Where a string sits, as plain data for the shared detector: the syntax tree is read here, the
 * decision is the detector's. It climbs through expressions only, so it never reads above the
 * statement around the string: the incremental analysis (ScriptUnits) relies on that.
 */
export function contextOf(literal: ts.Node): StringContext {
  let child: ts.Node = literal;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const parent = child.parent;
    if (parent === undefined) break;
    switch (parent.kind) {
      case SyntaxKind.ParenthesizedExpression:
      case SyntaxKind.AsExpression:
      case SyntaxKind.SatisfiesExpression:
      case SyntaxKind.NonNullExpression:
      case SyntaxKind.TypeAssertionExpression:
      case SyntaxKind.ArrayLiteralExpression:
      case SyntaxKind.JsxExpression:
        child = parent;
        continue;
      case SyntaxKind.ConditionalExpression:
        if ((parent as ts.ConditionalExpression).condition === child) return PLAIN;
        child = parent;
        continue;
      case SyntaxKind.BinaryExpression: {
        const binary = parent as ts.BinaryExpression;
        const operator = binary.operatorToken.kind;
        if (
          operator === SyntaxKind.EqualsEqualsEqualsToken ||
          operator === SyntaxKind.ExclamationEqualsEqualsToken ||
          operator === SyntaxKind.EqualsEqualsToken ||
          operator === SyntaxKind.ExclamationEqualsToken
        ) {
          return { kind: "comparison" };
        }
        if (operator === SyntaxKind.EqualsToken && binary.right === child) {
          return { kind: "assignment", target: nameOf(binary.left) };
        }
        if (
          (operator === SyntaxKind.BarBarToken ||
            operator === SyntaxKind.QuestionQuestionToken ||
            operator === SyntaxKind.AmpersandAmpersandToken) &&
          binary.right === child
        ) {
          child = parent;
          continue;
        }
        return PLAIN;
      }
      case SyntaxKind.CallExpression:
      case SyntaxKind.NewExpression: {
        const call = parent as ts.CallExpression | ts.NewExpression;
        const index = call.arguments?.indexOf(child as ts.Expression) ?? -1;
        if (index < 0) return PLAIN;
        if (call.expression.kind === SyntaxKind.ImportKeyword) return { kind: "module-specifier" };
        return { kind: "sink", callee: nameOf(call.expression), argument: index };
      }
      case SyntaxKind.VariableDeclaration:
      case SyntaxKind.PropertyDeclaration:
      case SyntaxKind.Parameter:
      case SyntaxKind.BindingElement:
      case SyntaxKind.EnumMember: {
        const declaration = parent as
          ts.VariableDeclaration | ts.PropertyDeclaration | ts.ParameterDeclaration | ts.BindingElement | ts.EnumMember;
        if (declaration.initializer !== child) return PLAIN;
        const name = propertyName(declaration.name);
        return name === undefined ? PLAIN : { kind: "named", name };
      }
      case SyntaxKind.PropertyAssignment: {
        const assignment = parent as ts.PropertyAssignment;
        if (assignment.name === child) return PLAIN;
        const name = propertyName(assignment.name);
        return name === undefined ? PLAIN : { kind: "named", name };
      }
      case SyntaxKind.JsxAttribute: {
        const attribute = parent as ts.JsxAttribute;
        const element = attribute.parent.parent;
        const tag =
          isJsxOpeningElement(element) || isJsxSelfClosingElement(element) ? element.tagName.getText() : undefined;
        return { kind: "attribute", element: tag, name: attribute.name.getText() };
      }
      case SyntaxKind.ImportDeclaration:
      case SyntaxKind.ExportDeclaration:
      case SyntaxKind.ExternalModuleReference:
      case SyntaxKind.ModuleDeclaration:
      case SyntaxKind.JSDocImportTag:
        return { kind: "module-specifier" };
      case SyntaxKind.LiteralType:
        return parent.parent?.kind === SyntaxKind.ImportType ? { kind: "module-specifier" } : PLAIN;
      case SyntaxKind.CaseClause:
        return (parent as ts.CaseClause).expression === child ? { kind: "comparison" } : PLAIN;
      default:
        return PLAIN;
    }
  }
  return PLAIN;
}

/**
 * The dotted path of a callee or assignment target as written: `fetch`, `this.http.get`; a part
 * that is not a plain name is "?" (`getClient().get` is "?.get").
 */
function nameOf(expression: ts.Node): string {
  const parts: string[] = [];
  let node: ts.Node = expression;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (isIdentifier(node) || isPrivateIdentifier(node)) {
      parts.push(node.text);
      return parts.reverse().join(".");
    }
    if (node.kind === SyntaxKind.ThisKeyword) {
      parts.push("this");
      return parts.reverse().join(".");
    }
    if (isPropertyAccessExpression(node)) {
      parts.push(node.name.text);
      node = node.expression;
      continue;
    }
    if (isElementAccessExpression(node) && isStringLiteralLike(node.argumentExpression)) {
      parts.push(node.argumentExpression.text);
      node = node.expression;
      continue;
    }
    if (isParenthesizedExpression(node) || isNonNullExpression(node)) {
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
