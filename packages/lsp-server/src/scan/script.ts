/**
 * Candidates in JavaScript, TypeScript, JSX and TSX, read from the TypeScript syntax tree (never a
 * regular expression over the source): string literals, template literals (each `${...}` is an
 * opaque hole), JSX attribute values, and URI-shaped runs in comments and JSX text.
 */
import ts from "typescript";
import { runSync, type Work } from "../work.js";
import type { StringContext } from "@urilint/core";
import type { Candidate } from "./candidate.js";
import { decode, ValueBuilder, type Spelling } from "./spelling.js";
import { walkSyntax } from "./syntax-walk.js";
import { scanProse } from "./text.js";

export type ScriptKind = "js" | "jsx" | "ts" | "tsx";

const SCRIPT_KINDS: Readonly<Record<ScriptKind, ts.ScriptKind>> = {
  js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX, ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX,
};

export function parseScript(text: string, kind: ScriptKind): ts.SourceFile {
  return ts.createSourceFile(
    `file.${kind}`,
    text,
    // JSDoc stays trivia: its URIs are read like any comment's.
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    true,
    SCRIPT_KINDS[kind],
  );
}

export function* scanScript(text: string, kind: ScriptKind, found: (candidate: Candidate) => void): Work<void> {
  const sourceFile = parseScript(text, kind);
  yield;
  yield* walkSyntax(sourceFile, {
    node(node) {
      switch (node.kind) {
        case ts.SyntaxKind.StringLiteral:
          stringLiteral(sourceFile, node as ts.StringLiteral, found);
          break;
        case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
          if (!ts.isTaggedTemplateExpression(node.parent)) templateLiteral(sourceFile, node as ts.NoSubstitutionTemplateLiteral, contextOf(node), "template", found);
          break;
        case ts.SyntaxKind.TemplateExpression:
          if (!ts.isTaggedTemplateExpression(node.parent)) templateLiteral(sourceFile, node as ts.TemplateExpression, contextOf(node), "template", found);
          break;
        case ts.SyntaxKind.TaggedTemplateExpression: {
          // A tag may build anything from the text (SQL, CSS, HTML): only the text can tell.
          const tagged = node as ts.TaggedTemplateExpression;
          const raw = nameOf(tagged.tag) === "String.raw";
          templateLiteral(sourceFile, tagged.template, { kind: "plain" }, raw ? "raw-template" : "template", found);
          break;
        }
        case ts.SyntaxKind.JsxText:
          runSync(scanProse(text, node.pos, node.end, (match) => found({
            value: match.value, spelling: "jsx-text", quote: "", start: match.start, end: match.end,
            site: { context: { kind: "plain" }, in: "jsx-text", delimiter: match.delimiter },
          })));
          break;
      }
      return true;
    },
    comment(commentKind, start, end) {
      const block = commentKind === ts.SyntaxKind.MultiLineCommentTrivia;
      runSync(scanProse(text, start + 2, block ? end - 2 : end, (match) => found({
        value: match.value, spelling: "plain", quote: block ? "*/" : "\n", start: match.start, end: match.end,
        site: { context: { kind: "plain" }, in: "comment", delimiter: match.delimiter },
      })));
    },
  });
}

function stringLiteral(sourceFile: ts.SourceFile, node: ts.StringLiteral, found: (candidate: Candidate) => void): void {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile);
  const quote = text[start] as string;
  const end = node.end - 1;
  // An unterminated literal has no closing quote; its value runs to the end of the token.
  const contentEnd = end > start && text[end] === quote ? end : node.end;
  const inJsx = ts.isJsxAttribute(node.parent);
  const spelling: Spelling = inJsx ? "jsx-attribute" : "string";
  found({
    value: decode(text, start + 1, contentEnd, spelling), spelling, quote, start: start + 1, end: contentEnd,
    site: { context: contextOf(node), in: "string" },
  });
}

/** A template's value: its literal parts decoded, each `${...}` one opaque hole. */
function templateLiteral(
  sourceFile: ts.SourceFile,
  node: ts.TemplateLiteral,
  context: StringContext,
  spelling: Spelling,
  found: (candidate: Candidate) => void,
): void {
  const text = sourceFile.text;
  const start = node.getStart(sourceFile) + 1;
  const builder = new ValueBuilder(text, start);
  let end: number;
  if (ts.isNoSubstitutionTemplateLiteral(node)) {
    end = closedAt(text, node.end, "`");
    builder.append(start, end, spelling);
  } else {
    let partEnd = node.head.end - 2; // before "${"
    builder.append(start, partEnd, spelling);
    end = partEnd;
    for (const span of node.templateSpans) {
      const literalStart = span.literal.getStart(sourceFile); // at "}"
      builder.appendHole(partEnd, literalStart + 1);
      const isTail = ts.isTemplateTail(span.literal);
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
 * decision is the detector's.
 */
export function contextOf(literal: ts.Node): StringContext {
  let child: ts.Node = literal;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const parent = child.parent;
    if (parent === undefined) break;
    switch (parent.kind) {
      case ts.SyntaxKind.ParenthesizedExpression:
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.SatisfiesExpression:
      case ts.SyntaxKind.NonNullExpression:
      case ts.SyntaxKind.TypeAssertionExpression:
      case ts.SyntaxKind.ArrayLiteralExpression:
      case ts.SyntaxKind.JsxExpression:
        child = parent;
        continue;
      case ts.SyntaxKind.ConditionalExpression:
        if ((parent as ts.ConditionalExpression).condition === child) return PLAIN;
        child = parent;
        continue;
      case ts.SyntaxKind.BinaryExpression: {
        const binary = parent as ts.BinaryExpression;
        const operator = binary.operatorToken.kind;
        if (operator === ts.SyntaxKind.EqualsEqualsEqualsToken || operator === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
          operator === ts.SyntaxKind.EqualsEqualsToken || operator === ts.SyntaxKind.ExclamationEqualsToken) {
          return { kind: "comparison" };
        }
        if (operator === ts.SyntaxKind.EqualsToken && binary.right === child) {
          return { kind: "assignment", target: nameOf(binary.left) };
        }
        if ((operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken ||
          operator === ts.SyntaxKind.AmpersandAmpersandToken) && binary.right === child) {
          child = parent;
          continue;
        }
        return PLAIN;
      }
      case ts.SyntaxKind.CallExpression:
      case ts.SyntaxKind.NewExpression: {
        const call = parent as ts.CallExpression | ts.NewExpression;
        const index = call.arguments?.indexOf(child as ts.Expression) ?? -1;
        if (index < 0) return PLAIN;
        if (call.expression.kind === ts.SyntaxKind.ImportKeyword) return { kind: "module-specifier" };
        return { kind: "sink", callee: nameOf(call.expression), argument: index };
      }
      case ts.SyntaxKind.VariableDeclaration:
      case ts.SyntaxKind.PropertyDeclaration:
      case ts.SyntaxKind.Parameter:
      case ts.SyntaxKind.BindingElement:
      case ts.SyntaxKind.EnumMember: {
        const declaration = parent as ts.VariableDeclaration | ts.PropertyDeclaration | ts.ParameterDeclaration | ts.BindingElement | ts.EnumMember;
        if (declaration.initializer !== child) return PLAIN;
        const name = propertyName(declaration.name);
        return name === undefined ? PLAIN : { kind: "named", name };
      }
      case ts.SyntaxKind.PropertyAssignment: {
        const assignment = parent as ts.PropertyAssignment;
        if (assignment.name === child) return PLAIN;
        const name = propertyName(assignment.name);
        return name === undefined ? PLAIN : { kind: "named", name };
      }
      case ts.SyntaxKind.JsxAttribute: {
        const attribute = parent as ts.JsxAttribute;
        const element = attribute.parent.parent;
        const tag = ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element) ? element.tagName.getText() : undefined;
        return { kind: "attribute", element: tag, name: attribute.name.getText() };
      }
      case ts.SyntaxKind.ImportDeclaration:
      case ts.SyntaxKind.ExportDeclaration:
      case ts.SyntaxKind.ExternalModuleReference:
      case ts.SyntaxKind.ModuleDeclaration:
      case ts.SyntaxKind.JSDocImportTag:
        return { kind: "module-specifier" };
      case ts.SyntaxKind.LiteralType:
        return parent.parent?.kind === ts.SyntaxKind.ImportType ? { kind: "module-specifier" } : PLAIN;
      case ts.SyntaxKind.CaseClause:
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
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      parts.push(node.text);
      return parts.reverse().join(".");
    }
    if (node.kind === ts.SyntaxKind.ThisKeyword) {
      parts.push("this");
      return parts.reverse().join(".");
    }
    if (ts.isPropertyAccessExpression(node)) {
      parts.push(node.name.text);
      node = node.expression;
      continue;
    }
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      parts.push(node.argumentExpression.text);
      node = node.expression;
      continue;
    }
    if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) {
      node = node.expression;
      continue;
    }
    break;
  }
  parts.push("?");
  return parts.reverse().join(".");
}

function propertyName(name: ts.Node): string | undefined {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ||
    ts.isNoSubstitutionTemplateLiteral(name)) {
    return name.text;
  }
  return undefined;
}
