/**
 * The candidates of a JSON document read from @eslint/json's tree (Momoa's: Document, Object and
 * Member, Array and Element, String), as the scanner finds them in the text (scan.ts): the same
 * values, the same contexts from the same policy (policy.ts), comments read as prose. ESLint's JSON
 * language does not say which file it parsed: the front-end gives the document's dialect (a
 * package.json is `npm-package`), as the command and the server do.
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Language, TreeReader } from "../../language.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import { asNode, nodes, optionalNode, rangeOf, UnexpectedTree, type TreeNode } from "../../reading/tree-node.js";
import { decode } from "../../reading/value.js";
import { runSync } from "../../work.js";
import { jsonPolicyOf, namedContext, nearestName, type JsonPath } from "./policy.js";

interface Frame {
  readonly node: TreeNode;
  readonly path: JsonPath;
}

/** Reads an @eslint/json `Document` as `dialect`; its comments (JSONC, JSON5) come from its SourceCode. */
export function readJsonTree(
  text: string,
  document: TreeNode,
  dialect: Language,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  comments?: unknown,
): void {
  if (document.type !== "Document") throw new UnexpectedTree(document.type);
  const policy = jsonPolicyOf(dialect);
  const json5 = dialect === "json5";
  const candidates: Candidate[] = [];
  const body = optionalNode(document, "body");
  const stack: Frame[] = body === undefined ? [] : [{ node: body, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    switch (node.type) {
      case "Object": {
        const members = nodes(node, "members");
        for (let i = members.length - 1; i >= 0; i--) {
          const member = asNode(members[i]);
          const name = memberName(optionalNode(member, "name"));
          const value = optionalNode(member, "value");
          if (name !== undefined && value !== undefined) stack.push({ node: value, path: [...path, name] });
        }
        break;
      }
      case "Array": {
        const elements = nodes(node, "elements");
        for (let i = elements.length - 1; i >= 0; i--) {
          const value = optionalNode(asNode(elements[i]), "value");
          if (value !== undefined) stack.push({ node: value, path: [...path, i] });
        }
        break;
      }
      case "String": {
        const [start, end] = rangeOf(node);
        const quote = text[start] as string;
        const spelling = json5 ? "json5" : "json";
        const value = decode(text, start + 1, end - 1, json5 ? "string" : "json");
        const context = policy === undefined ? namedContext(nearestName(path)) : policy.context(path, value.text);
        candidates.push({ value, spelling, quote, start: start + 1, end: end - 1, site: { context, in: "json" } });
        break;
      }
    }
  }
  for (const span of commentSpans(text, comments)) {
    runSync(
      scanProse(text, span.contentStart, span.contentEnd, (match) =>
        candidates.push(proseCandidate(match, "comment", "plain", span.block ? "*/" : "\n")),
      ),
    );
    comment?.({
      text: text.slice(span.contentStart, span.contentEnd),
      start: span.start,
      end: span.end,
      block: span.block,
    });
  }
  candidates.sort((a, b) => a.start - b.start);
  for (const candidate of candidates) found(candidate);
}

export const readTree: TreeReader = readJsonTree;

function memberName(name: TreeNode | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (name.type === "String" && typeof name["value"] === "string") return name["value"];
  if (name.type === "Identifier" && typeof name["name"] === "string") return name["name"];
  return undefined;
}

interface CommentSpan {
  readonly start: number;
  readonly end: number;
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly block: boolean;
}

/** Momoa's comment tokens (`LineComment`, `BlockComment`) with their ranges. */
function commentSpans(text: string, comments: unknown): CommentSpan[] {
  if (!Array.isArray(comments)) return [];
  const spans: CommentSpan[] = [];
  for (const token of comments) {
    const node = asNode(token);
    if (node.type !== "LineComment" && node.type !== "BlockComment") continue;
    const [start, end] = rangeOf(node);
    const block = node.type === "BlockComment";
    const contentEnd = block && text.startsWith("*/", end - 2) ? end - 2 : end;
    spans.push({ start, end, contentStart: start + 2, contentEnd, block });
  }
  return spans;
}
