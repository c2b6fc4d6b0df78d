/**
 * Candidates in TOML from toml-eslint-parser's tree: the tree the TOML scanner parses (toml.ts),
 * or the one eslint-plugin-toml gave ESLint (the same parser), read without parsing again.
 *
 * - every string value (basic, literal, multi-line) is named by its key, the last part of a dotted
 *   key (`tool.poetry.homepage = "..."` is named `homepage`); an array's strings by the key that
 *   holds the array (a `NAME=value` item by NAME, as pytest-env's `env = [...]` writes them); an
 *   inline table's by its own keys. Keys and table headers (`[a.b]`, `[[array]]`) are never
 *   candidates;
 * - the fields that a manifest format defines as URLs are read as such (`{ kind: "format" }`):
 *   Cargo's `package.homepage`, `repository` and `documentation` (also under `workspace.package`),
 *   the Python packaging `project.urls` table (PEP 621), Poetry's `tool.poetry` fields of the same
 *   names and its `tool.poetry.urls`;
 * - comments, and the lines the scanner blanked to parse the rest, are prose.
 */
import type { AST } from "toml-eslint-parser";
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { TreeReader } from "../../language.js";
import { UnexpectedTree, type TreeNode } from "../../reading/tree-node.js";
import { runSync, type Work } from "../../work.js";
import { itemCandidates, namedContext, valueCandidates, type ValuePlace } from "../../reading/config-value.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import { decodeTomlString } from "./string.js";

/** A line of the document: here, one the scanner blanked to parse the rest. */
export interface Line {
  readonly start: number;
  readonly end: number;
}

/** How many values are read between two checkpoints. */
const CHECKPOINT = 1 << 10;

/** A key's path inside the document: table names (array tables' indices included) and keys. */
type Path = readonly (string | number)[];

/** A value to visit, with the key it is stored under and that key's path. */
interface Visit {
  readonly node: AST.TOMLContentNode;
  readonly name: string | undefined;
  readonly path: Path;
  /** An array's element (no format's field), or anything inside one. */
  readonly inArray: boolean;
  /** Directly an array's element: a `NAME=value` item may name itself. */
  readonly item: boolean;
}

/**
 * The candidates of `text` from `tree`, the tree eslint-plugin-toml made of it (toml-eslint-parser's
 * `Program`); throws UnexpectedTree when the tree is not of that shape.
 */
export function readTomlTree(
  text: string,
  tree: TreeNode,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): void {
  const body = tree["body"];
  if (
    tree.type !== "Program" ||
    !Array.isArray(tree["comments"]) ||
    !Array.isArray(body) ||
    body.length !== 1 ||
    (body[0] as TreeNode | undefined)?.type !== "TOMLTopLevelTable"
  ) {
    throw new UnexpectedTree(tree.type);
  }
  runSync(readTomlProgram(text, tree as unknown as AST.TOMLProgram, [], found, comment));
}

/** The candidates of `program`, read from `text` with the lines in `blanked` blanked, in document order. */
export function* readTomlProgram(
  text: string,
  program: AST.TOMLProgram,
  blanked: readonly Line[],
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  if (comment !== undefined) {
    for (const node of program.comments)
      comment({
        text: text.slice(node.range[0] + 1, node.range[1]),
        start: node.range[0],
        end: node.range[1],
        block: false,
      });
  }
  // Comments and blanked lines are prose, read in document order between the values.
  const prose: Prose[] = [
    ...program.comments.map((node): Prose => ({ start: node.range[0] + 1, end: node.range[1], in: "comment" })),
    ...blanked.map((line): Prose => ({ ...line, in: "prose" })),
  ].sort((a, b) => a.start - b.start);
  let nextProse = 0;
  const proseBefore = (offset: number): void => {
    for (; nextProse < prose.length && (prose[nextProse] as Prose).start < offset; nextProse++) {
      const { start, end, in: where } = prose[nextProse] as Prose;
      runSync(scanProse(text, start, end, (match) => found(proseCandidate(match, where, "plain", "\n"))));
    }
  };
  const stack: Visit[] = [];
  let steps = 0;
  for (const entry of (program.body[0] as AST.TOMLTopLevelTable).body) {
    const pairs = entry.type === "TOMLTable" ? entry.body : [entry];
    const tablePath: Path = entry.type === "TOMLTable" ? entry.resolvedKey : [];
    for (let i = pairs.length - 1; i >= 0; i--) push(stack, pairs[i] as AST.TOMLKeyValue, tablePath, false);
    for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
      if ((++steps & (CHECKPOINT - 1)) === 0) yield;
      const { node, name, path, inArray } = visit;
      switch (node.type) {
        case "TOMLValue":
          if (node.kind === "string") {
            proseBefore(node.range[0]);
            stringValue(text, node, visit, found);
          }
          break;
        case "TOMLArray":
          for (let i = node.elements.length - 1; i >= 0; i--) {
            stack.push({ node: node.elements[i] as AST.TOMLContentNode, name, path, inArray: true, item: true });
          }
          break;
        case "TOMLInlineTable":
          for (let i = node.body.length - 1; i >= 0; i--) push(stack, node.body[i] as AST.TOMLKeyValue, path, inArray);
          break;
      }
    }
  }
  proseBefore(text.length + 1);
}

function push(stack: Visit[], pair: AST.TOMLKeyValue, path: Path, inArray: boolean): void {
  const names = pair.key.keys.map((key) => (key.type === "TOMLBare" ? key.name : key.value));
  stack.push({ node: pair.value, name: names[names.length - 1], path: [...path, ...names], inArray, item: false });
}

/** A string's candidates: an array's item may be `NAME=value`; a format's field is a URI by format. */
function stringValue(
  text: string,
  node: AST.TOMLStringValue,
  { name, path, inArray, item }: Visit,
  found: (candidate: Candidate) => void,
): void {
  const width = node.multiline ? 3 : 1;
  const [start, end] = node.range;
  const value = decodeTomlString(text, start + width, end - width, node.style, node.multiline);
  if (value.text.length === 0) return;
  const place: ValuePlace = {
    spelling: node.style === "basic" ? "toml-basic" : "toml-literal",
    quote: text.slice(start, start + width),
    in: "toml",
  };
  if (item) itemCandidates(value, name, place, found);
  else valueCandidates(value, inArray ? namedContext(name) : contextOf(name, path), place, found);
}

const URL_FIELDS: ReadonlySet<string> = new Set(["homepage", "repository", "documentation"]);

/**
 * Paths of the fields a manifest format defines as URLs: a string is a name, URL_FIELDS one of
 * those names, undefined any key (a table of labelled URLs).
 */
const FORMAT_FIELDS: readonly (readonly (string | ReadonlySet<string> | undefined)[])[] = [
  ["package", URL_FIELDS], // Cargo, "The Manifest Format"
  ["workspace", "package", URL_FIELDS], // Cargo workspaces
  ["project", "urls", undefined], // PEP 621 (pyproject.toml)
  ["tool", "poetry", URL_FIELDS],
  ["tool", "poetry", "urls", undefined],
];

/** A format's field (named by its path, `package.homepage` or `project.urls`), else the key's name. */
function contextOf(name: string | undefined, path: Path): StringContext {
  for (const pattern of FORMAT_FIELDS) {
    if (pattern.length !== path.length) continue;
    const matches = pattern.every((part, i) => {
      const segment = path[i];
      if (typeof segment !== "string") return false;
      return part === undefined || (typeof part === "string" ? part === segment : part.has(segment));
    });
    if (matches)
      return {
        kind: "format",
        field: (pattern[pattern.length - 1] === undefined ? path.slice(0, -1) : path).join("."),
      };
  }
  return namedContext(name);
}

/** A range of the document read as prose: a comment's text, or a line blanked to parse the rest. */
interface Prose {
  readonly start: number;
  readonly end: number;
  readonly in: "comment" | "prose";
}

/** The reader the registry loads for trees of this language. */
export const readTree: TreeReader = (text, tree, _dialect, found, comment) => readTomlTree(text, tree, found, comment);
