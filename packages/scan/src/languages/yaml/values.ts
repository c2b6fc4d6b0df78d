/**
 * The candidates of one YAML scalar or comment, once its place in the document is known: what the
 * two walks of a YAML stream share, the `yaml` package's concrete syntax tree (yaml.ts, from the
 * text) and yaml-eslint-parser's tree (yaml-tree.ts, the tree ESLint already parsed). Each walk
 * only finds the scalars, their styles, content ranges and the keys they are stored under; what a
 * scalar holds is decided here, so both walks give the same candidates:
 *
 * - a flow scalar (plain, single- or double-quoted) is named by its key (7.4, 8.2.2); a sequence
 *   item by the key that holds the sequence, a `NAME=value` item by NAME;
 * - a block scalar (`|`, `>`, 8.1) of one content line is that line, the value of its key; a block
 *   of several lines is a script or a text, read as prose: each URI-shaped word a candidate by
 *   content (RFC 3986 Appendix C), and a line break always ends one;
 * - a comment (6.6) is prose.
 * The values and their maps come from yaml-scalar.ts; a value of several words that does not start
 * like a URI is read word by word (config-value.ts).
 */
import { hasUriDelimiter } from "@urilint/core";
import type { Candidate, CommentSink } from "../../candidate.js";
import type { Value } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { runSync } from "../../work.js";
import {
  itemCandidates,
  namedContext,
  proseCandidates,
  valueCandidates,
  type ValuePlace,
} from "../../reading/config-value.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import { decodeFlowScalar, isBreak, type FlowStyle, type YamlSpelling } from "./scalar.js";

/** Where a flow scalar sits: the key it is stored under, and whether it is a list's item. */
export interface ScalarPlace {
  readonly name: string | undefined;
  /** Directly a sequence's item: a `NAME=value` item names itself. */
  readonly isItem: boolean;
  /** Inside a flow collection (`[...]`, `{...}`), where `,[]{}` end a plain scalar. */
  readonly inFlow: boolean;
}

const SPELLINGS: Readonly<Record<FlowStyle, YamlSpelling>> = {
  plain: "yaml-plain",
  single: "yaml-single",
  double: "yaml-double",
};

/**
 * False for a flow scalar that certainly has no candidate: every candidate of a scalar is read
 * under a name or by its content, where the core takes no text without a URI delimiter
 * (hasUriDelimiter). Most scalars of a configuration file end here, before a value is built (or
 * their key's name is read). Folding and a doubled quote spell no delimiter; only the escapes of a
 * double-quoted scalar can, so that one is tested once decoded.
 */
export function mayHoldCandidates(text: string, start: number, end: number, style: FlowStyle): boolean {
  return style === "double" || hasUriDelimiter(text, start, end);
}

/**
 * The candidates of the flow scalar of `style` whose content (without quotes) is document[start,
 * end). Both walks call it only for a scalar `mayHoldCandidates` lets through.
 */
export function flowScalarCandidates(
  text: string,
  start: number,
  end: number,
  style: FlowStyle,
  { name, isItem, inFlow }: ScalarPlace,
  found: (candidate: Candidate) => void,
): void {
  const value = decodeFlowScalar(text, start, end, style);
  if (value.text.length === 0 || (style === "double" && !hasUriDelimiter(value.text))) return;
  const place: ValuePlace = {
    spelling: SPELLINGS[style],
    quote: style === "single" ? "'" : style === "double" ? '"' : inFlow ? "[" : "",
    in: "yaml",
  };
  if (isItem) itemCandidates(value, name, place, found);
  else valueCandidates(value, namedContext(name), place, found);
}

/**
 * The name a scalar key gives its value: its value as YAML reads it, from its content
 * document[start, end) (never a number or a boolean: `8080:` names "8080").
 */
export function scalarKeyName(text: string, start: number, end: number, style: FlowStyle): string {
  // Most keys are one plain word: their text is their source.
  if (style === "plain") {
    let k = start;
    while (k < end && !isBreak(text.charCodeAt(k))) k++;
    if (k === end) return text.slice(start, end);
  }
  return decodeFlowScalar(text, start, end, style).text;
}

const BLOCK: ValuePlace = { spelling: "yaml-block", quote: "\n", in: "yaml" };

/**
 * The candidates of a block scalar whose header (`|`, `>-`, `|2`, without its comment) is
 * `header` and whose content, after the header's line, is document[start, end): one line is its
 * key's value; several lines are prose (a script, a text), each URI-shaped word a candidate by
 * content.
 */
export function blockScalarCandidates(
  text: string,
  header: string,
  start: number,
  end: number,
  name: string | undefined,
  found: (candidate: Candidate) => void,
): void {
  const line = onlyLine(text, start, end);
  // An explicit indentation indicator (`|2`) makes leading spaces content: read such a block as prose.
  if (line !== undefined && !/\d/.test(header)) {
    if (!hasUriDelimiter(text, line.start, line.end)) return;
    const value: Value = { text: text.slice(line.start, line.end), holes: [], map: new IdentityMap(line.start) };
    valueCandidates(value, namedContext(name), BLOCK, found);
    return;
  }
  proseCandidates(text, start, end, BLOCK, found);
}

/** The one line of document[start, end) that is not blank (from its first non-space), if only one is. */
function onlyLine(text: string, start: number, end: number): { start: number; end: number } | undefined {
  let found: { start: number; end: number } | undefined;
  let k = start;
  while (k < end) {
    let lineEnd = k;
    while (lineEnd < end && !isBreak(text.charCodeAt(lineEnd))) lineEnd++;
    let first = k;
    while (first < lineEnd && text.charCodeAt(first) === 0x20) first++;
    if (first < lineEnd) {
      if (found !== undefined) return undefined;
      found = { start: first, end: lineEnd };
    }
    k = lineEnd + 1;
  }
  return found;
}

/** The candidates of the comment whose "#" is at `hash` and which ends at `end`, and the comment to `sink`. */
export function commentCandidates(
  text: string,
  hash: number,
  end: number,
  found: (candidate: Candidate) => void,
  sink: CommentSink | undefined,
): void {
  const start = hash + 1;
  runSync(scanProse(text, start, end, (match) => found(proseCandidate(match, "comment", "plain", "\n"))));
  sink?.({ text: text.slice(start, end), start: hash, end, block: false });
}
