/**
 * Candidates in TOML 1.1 (Cargo.toml, pyproject.toml, Pipfile, tool settings), read with
 * `toml-eslint-parser` (an AST with the range of every key, value and comment):
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
 * - comments are prose.
 * toml-eslint-parser stops at the first error. A document being typed is still read: the line of
 * the error is blanked (same offsets) and the parse tried again, a few times, and the blanked lines
 * are read as plain text (RFC 3986 Appendix C); a document that stays unreadable is plain text.
 */
import { ParseError, parseTOML, type AST } from "toml-eslint-parser";
import type { StringContext } from "@urilint/core";
import type { Candidate, CommentSink } from "../candidate.js";
import { runSync, type Work } from "../work.js";
import { itemCandidates, namedContext, valueCandidates, type ValuePlace } from "./config-value.js";
import { proseCandidate, scanProse } from "./text.js";
import { decodeTomlString } from "./toml-string.js";

export { spellToml, type TomlSpelling } from "./toml-string.js";

/** How many times a broken line is blanked before the document is read as plain text. */
const RECOVERIES = 8;

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

export function* scanToml(text: string, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
  const { program, blanked } = parseRecovering(text);
  yield;
  if (comment !== undefined) {
    for (const node of program?.comments ?? []) comment({ text: text.slice(node.range[0] + 1, node.range[1]), start: node.range[0], end: node.range[1], block: false });
  }
  if (program === undefined) {
    yield* scanProse(text, 0, text.length, (match) => found(proseCandidate(match, "prose", "plain", "\n")));
    return;
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
function stringValue(text: string, node: AST.TOMLStringValue, { name, path, inArray, item }: Visit, found: (candidate: Candidate) => void): void {
  const width = node.multiline ? 3 : 1;
  const [start, end] = node.range;
  const value = decodeTomlString(text, start + width, end - width, node.style, node.multiline);
  if (value.text.length === 0) return;
  const place: ValuePlace = { spelling: node.style === "basic" ? "toml-basic" : "toml-literal", quote: text.slice(start, start + width), in: "toml" };
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
    if (matches) return { kind: "format", field: (pattern[pattern.length - 1] === undefined ? path.slice(0, -1) : path).join(".") };
  }
  return namedContext(name);
}

/** A range of the document read as prose: a comment's text, or a line blanked to parse the rest. */
interface Prose {
  readonly start: number;
  readonly end: number;
  readonly in: "comment" | "prose";
}

interface Line {
  readonly start: number;
  readonly end: number;
}

/**
 * The document's AST, with the lines blanked to read it; no AST when it stays unreadable after
 * RECOVERIES lines.
 */
function parseRecovering(text: string): { program: AST.TOMLProgram | undefined; blanked: Line[] } {
  let source = text;
  const blanked: Line[] = [];
  for (let attempt = 0; attempt <= RECOVERIES; attempt++) {
    try {
      return { program: parseTOML(source, { tomlVersion: "1.1" }), blanked };
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      const line = lineToBlank(source, error.index);
      if (line === undefined) break;
      blanked.push(line);
      source = source.slice(0, line.start) + " ".repeat(line.end - line.start) + source.slice(line.end);
    }
  }
  return { program: undefined, blanked };
}

/**
 * The line holding `offset` (without its line break, so offsets hold when it is blanked); when
 * that line is blank already (an unterminated string is reported at the end), the nearest line
 * before it that is not; undefined when there is none.
 */
function lineToBlank(text: string, offset: number): Line | undefined {
  let end = Math.min(offset, text.length);
  while (end < text.length && !isBreak(text.charCodeAt(end))) end++;
  for (;;) {
    let start = end;
    while (start > 0 && !isBreak(text.charCodeAt(start - 1))) start--;
    if (text.slice(start, end).trim() !== "") return { start, end };
    if (start === 0) return undefined;
    end = start - 1;
    // A CR LF pair is one line break.
    if (end > 0 && text.charCodeAt(end) === 0x0a && text.charCodeAt(end - 1) === 0x0d) end--;
  }
}

function isBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}
