/**
 * Candidates in YAML 1.2 (docker-compose, Kubernetes, CI workflows, Helm values), read with the
 * `yaml` package's concrete syntax tree (its `Parser`: every token with its offset, comments
 * included, and errors as tokens, so a document being typed is still read). This walk finds the
 * scalars and the keys they are stored under; yaml-values.ts makes their candidates, for this walk
 * and for the walk of ESLint's tree (yaml-tree.ts):
 *
 * - every scalar value (plain, single- and double-quoted, block) is named by its nearest key (7.4,
 *   8.2.2); a sequence item by the key that holds the sequence, as in JSON. Keys, aliases (`*a`),
 *   tags and directives are never candidates; an anchored value (`&a x`) is read where it is
 *   written. Several documents (`---`) are read one after the other;
 * - comments (6.6) are prose.
 */
import { Parser, type CST } from "yaml";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Work } from "../../work.js";
import { isBreak, type FlowStyle } from "./scalar.js";
import {
  blockScalarCandidates,
  commentCandidates,
  flowScalarCandidates,
  mayHoldCandidates,
  scalarKeyName,
} from "./values.js";

export { spellYaml, type YamlSpelling } from "./scalar.js";

/** How much text is given to the parser between two checkpoints (cut after a line break). */
const CHUNK = 1 << 16;

/** A token to visit, with the key its scalars are stored under. */
interface Visit {
  readonly token: CST.Token | CST.SourceToken;
  readonly name: string | undefined;
  /** "key": a key or part of one (no candidates); "item": a sequence item; "value" otherwise. */
  readonly role: "key" | "item" | "value";
  readonly inFlow: boolean;
}

/**
 * The candidates of a YAML stream. The parser is given the text in chunks of about `chunk` units
 * (it keeps its state between them), with a checkpoint after each.
 *
 * Once a document has ended where the stream does not allow it (a line indented less than the
 * document's first, as in `  - a` then `url: b`), the parser reads every token after it as an
 * error up to the next `---`: one slip near the top of a file would hide all of it. So the stream
 * is read again from the line of the slip (`restartAt`) by a new parser, as if a `---` stood there.
 */
export function* scanYaml(
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  chunk = CHUNK,
): Work<void> {
  let parser = new Parser();
  let parserStart = 0;
  /** The parser's last token that is not white space. */
  let previous: CST.Token | undefined;
  let at = 0;
  let cut = 0;
  while (at < text.length) {
    if (at >= cut) cut = chunkEnd(text, at, chunk);
    const last = cut >= text.length;
    let restart: number | undefined;
    for (const token of parser.parse(text.slice(at, cut), !last)) {
      if (token.type === "error") {
        restart = restartAt(text, token, previous, parserStart);
        if (restart !== undefined) break;
      }
      if (token.type !== "space" && token.type !== "newline") previous = token;
      visitTree(text, token, found, comment);
    }
    if (restart !== undefined) {
      // The rest of this chunk goes to the new parser; its offsets count from the start of the text.
      parser = new Parser();
      parser.offset = restart;
      parserStart = restart;
      previous = undefined;
      at = restart;
      continue;
    }
    at = cut;
    if (!last) yield;
  }
}

/**
 * Where to read the stream again after an error between its documents: the start of the error's
 * line, when nothing of that line was read as a part of a document. That holds when the error
 * begins its line, and when the line's first tokens are the ones the parser left at the end of the
 * document before (the `url` of `url: b`, read as neither key nor value). Otherwise (the rest of a
 * broken line) the scan reads on, to the next line. Always past where the parser started, so the
 * scan moves on.
 */
function restartAt(
  text: string,
  error: CST.Token,
  previous: CST.Token | undefined,
  parserStart: number,
): number | undefined {
  const lineStart = startOfLine(text, error.offset);
  if (lineStart <= parserStart) return undefined;
  if (onlySpacesBetween(text, lineStart, error.offset)) return lineStart;
  if (previous?.type !== "document") return undefined;
  const left = previous.end?.filter((token) => token.offset >= lineStart) ?? [];
  const leftUnread =
    left.length > 0 && left.every((token) => token.type !== "comment") && left.some((token) => token.type !== "space");
  return leftUnread ? lineStart : undefined;
}

function startOfLine(text: string, offset: number): number {
  let k = offset;
  while (k > 0 && !isBreak(text.charCodeAt(k - 1))) k--;
  return k;
}

function onlySpacesBetween(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (text.charCodeAt(k) !== 0x20) return false;
  return true;
}

/** Where the chunk from `at` ends: after the first line break past `at + chunk`, or the end. */
function chunkEnd(text: string, at: number, chunk: number): number {
  if (text.length - at <= chunk) return text.length;
  let k = at + chunk;
  while (k < text.length && !isBreak(text.charCodeAt(k))) k++;
  // A CR LF pair stays in one chunk.
  if (text.charCodeAt(k) === 0x0d && text.charCodeAt(k + 1) === 0x0a) k++;
  return Math.min(text.length, k + 1);
}

/** Visits one top-level token of the stream in document order, with its own stack (no recursion). */
function visitTree(
  text: string,
  root: CST.Token,
  found: (candidate: Candidate) => void,
  commentSink: CommentSink | undefined,
): void {
  const stack: Visit[] = [{ token: root, name: undefined, role: "value", inFlow: false }];
  const next: Visit[] = [];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { token, name, role, inFlow } = visit;
    // Inside a key, nothing is a candidate; comments are still read.
    const valueRole = role === "key" ? "key" : "value";
    switch (token.type) {
      case "comment":
        comment(text, token as CST.SourceToken, found, commentSink);
        break;
      case "document":
        comments(next, token.start);
        child(next, token.value, undefined, "value", false);
        comments(next, token.end);
        break;
      case "doc-end":
        comments(next, token.end);
        break;
      case "block-map":
        for (const item of token.items) {
          comments(next, item.start);
          child(next, item.key, undefined, "key", inFlow);
          comments(next, item.sep);
          child(next, item.value, role === "key" ? undefined : keyName(text, item.key), valueRole, inFlow);
        }
        break;
      case "block-seq":
        for (const item of token.items) {
          comments(next, item.start);
          child(next, item.value, name, role === "key" ? "key" : "item", inFlow);
        }
        break;
      case "flow-collection": {
        const isSequence = token.start.source === "[";
        for (const item of token.items) {
          comments(next, item.start);
          if (item.key !== undefined) {
            // A pair: in a flow mapping, or a single-pair mapping inside a flow sequence (7.4.3).
            child(next, item.key, undefined, "key", true);
            comments(next, item.sep);
            child(next, item.value, role === "key" ? undefined : keyName(text, item.key), valueRole, true);
          } else {
            comments(next, item.sep);
            child(
              next,
              item.value,
              isSequence ? name : undefined,
              role === "key" ? "key" : isSequence ? "item" : "value",
              true,
            );
          }
        }
        comments(next, token.end);
        break;
      }
      case "scalar":
      case "single-quoted-scalar":
      case "double-quoted-scalar":
        if (role !== "key") flowScalar(text, token, name, role === "item", inFlow, found);
        comments(next, token.end);
        break;
      case "block-scalar":
        comments(next, token.props);
        if (role !== "key") blockScalar(text, token, name, found);
        break;
      case "alias":
        comments(next, token.end);
        break;
      default:
        // Directives, errors, and the source tokens that are not comments.
        break;
    }
    // The children were listed in document order; the stack gives back the last pushed first.
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i] as Visit);
    next.length = 0;
  }
}

function child(
  into: Visit[],
  token: CST.Token | null | undefined,
  name: string | undefined,
  role: Visit["role"],
  inFlow: boolean,
): void {
  if (token !== null && token !== undefined) into.push({ token, name, role, inFlow });
}

/** The comments among `tokens` (the other source tokens hold no text worth reading). */
function comments(into: Visit[], tokens: readonly (CST.Token | CST.SourceToken)[] | undefined): void {
  if (tokens === undefined) return;
  for (const token of tokens)
    if (token.type === "comment") into.push({ token, name: undefined, role: "value", inFlow: false });
}

const STYLES: Readonly<Record<CST.FlowScalar["type"], FlowStyle | undefined>> = {
  scalar: "plain",
  "single-quoted-scalar": "single",
  "double-quoted-scalar": "double",
  alias: undefined,
};

/** The content range of a flow scalar token, without its quotes. */
function contentOf(text: string, token: CST.FlowScalar, style: FlowStyle): { start: number; end: number } {
  const start = token.offset;
  let end = start + token.source.length;
  if (style === "plain") return { start, end };
  if (isClosed(token.source, style)) {
    end--;
  } else {
    // A quote left open (a document being typed): the value is what was written, without the
    // white space and line breaks the parser took up to the next token.
    while (end > start + 1 && isSpace(text.charCodeAt(end - 1))) end--;
  }
  return { start: start + 1, end };
}

function flowScalar(
  text: string,
  token: CST.FlowScalar,
  name: string | undefined,
  isItem: boolean,
  inFlow: boolean,
  found: (candidate: Candidate) => void,
): void {
  const style = STYLES[token.type];
  if (style === undefined) return;
  const { start, end } = contentOf(text, token, style);
  if (mayHoldCandidates(text, start, end, style))
    flowScalarCandidates(text, start, end, style, { name, isItem, inFlow }, found);
}

function blockScalar(
  text: string,
  token: CST.BlockScalar,
  name: string | undefined,
  found: (candidate: Candidate) => void,
): void {
  // The content starts after the header line (its props: header, comment, line break).
  const lastProp = token.props[token.props.length - 1];
  const start =
    lastProp !== undefined && "source" in lastProp ? lastProp.offset + lastProp.source.length : token.offset;
  const header = token.props.find((prop): prop is CST.SourceToken => prop.type === "block-scalar-header");
  blockScalarCandidates(text, header?.source ?? "", start, start + token.source.length, name, found);
}

function comment(
  text: string,
  token: CST.SourceToken,
  found: (candidate: Candidate) => void,
  sink: CommentSink | undefined,
): void {
  commentCandidates(text, token.offset, token.offset + token.source.length, found, sink);
}

/** The text of a scalar key, or undefined for a collection, an alias or no key. */
function keyName(text: string, key: CST.Token | null | undefined): string | undefined {
  if (key === null || key === undefined) return undefined;
  if (key.type !== "scalar" && key.type !== "single-quoted-scalar" && key.type !== "double-quoted-scalar")
    return undefined;
  const style = STYLES[key.type] as FlowStyle;
  const { start, end } = contentOf(text, key, style);
  return scalarKeyName(text, start, end, style);
}

/** Whether a quoted scalar's source ends with its closing quote. */
function isClosed(source: string, style: FlowStyle): boolean {
  const quote = style === "single" ? 0x27 : 0x22;
  if (source.length < 2 || source.charCodeAt(source.length - 1) !== quote) return false;
  let run = 0;
  for (let k = source.length - 2; k > 0; k--) {
    const code = source.charCodeAt(k);
    if (style === "double" ? code !== 0x5c : code !== 0x27) break;
    run++;
  }
  // A double quote after an odd number of backslashes is escaped; a single quote after an odd
  // number of quotes is half of a `''`.
  return run % 2 === 0;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || isBreak(code);
}
