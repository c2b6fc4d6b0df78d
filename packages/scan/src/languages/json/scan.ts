/**
 * Candidates in JSON, JSON with comments (RFC 8259 plus `//` and `/* *\/` comments) and JSON5
 * (single-quoted strings, names without quotes): string values, never keys, each in the context
 * the JSON policy gives it (policy.ts: named by its member, or what its document's format says),
 * and URI-shaped runs in comments. A single left-to-right pass that keeps the open objects and
 * arrays on a stack; broken JSON (a document being typed) still yields its values.
 */
import type { StringContext } from "@urilint/core";
import { runSync, type Work } from "../../work.js";
import type { Candidate, CommentSink } from "../../candidate.js";
import { decode, NO_HOLES } from "../../reading/value.js";
import { IdentityMap } from "../../text-map.js";
import { proseCandidate, scanProse } from "../../reading/prose.js";
import type { Language } from "../../language.js";
import { jsonPolicyOf, namedContext, type JsonPath } from "./policy.js";

/** How many characters are read between two checkpoints. */
const CHECKPOINT = 1 << 14;

/** An open object (with the key being read) or array. */
interface Container {
  readonly kind: "object" | "array";
  /** Where the container sits: its parent, and the member name or index it is the value of. */
  readonly parent: Container | undefined;
  readonly segment: string | number | undefined;
  /** In an array: the index of the value being read. */
  index: number;
  key: string | undefined;
  /** The context of the strings named by `key`: made once per key, not once per string. */
  context: StringContext;
  /** In an object: true between a key's ":" and the next "," (a string there is a value). */
  afterColon: boolean;
}

const PLAIN: StringContext = Object.freeze({ kind: "plain" });

export function* scanJson(
  text: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  dialect: Language = "json",
): Work<void> {
  const policy = jsonPolicyOf(dialect);
  // JSON5 strings may be single-quoted and escape as ECMAScript's do.
  const json5 = dialect === "json5";
  const stack: Container[] = [];
  const end = text.length;
  let checkpoint = CHECKPOINT;
  let i = 0;
  while (i < end) {
    if (i >= checkpoint) {
      yield;
      checkpoint = i + CHECKPOINT;
    }
    const code = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    if (code === 0x22 || (code === 0x27 && json5)) {
      // A string: "...", or '...' in JSON5.
      const quote = text[i] as '"' | "'";
      const spelling = json5 ? "json5" : "json";
      const run = quote === '"' && !json5 ? plainRunEnd(text, i + 1) : i + 1;
      const close = stringEnd(text, run, code);
      const contentEnd = close < end ? close : end;
      if (top?.kind === "object" && !top.afterColon) {
        // Most keys hold no escape (the plain run reaches the end): their text is their name.
        const key =
          run === contentEnd ? text.slice(i + 1, contentEnd) : decode(text, i + 1, contentEnd, decoding(spelling)).text;
        top.key = key;
        top.context = policy === undefined ? namedContext(key) : PLAIN;
      } else {
        // Most strings hold no escape: their value is their text, read where it stands.
        const value =
          run === contentEnd
            ? { text: text.slice(i + 1, contentEnd), holes: NO_HOLES, map: new IdentityMap(i + 1) }
            : decode(text, i + 1, contentEnd, decoding(spelling));
        found({
          value,
          spelling,
          quote,
          start: i + 1,
          end: contentEnd,
          site: {
            context: policy === undefined ? (top?.context ?? PLAIN) : policy.context(pathOf(top), value.text),
            in: "json",
          },
        });
      }
      i = close + 1;
      continue;
    }
    switch (code) {
      case 0x7b: // {
        stack.push({
          kind: "object",
          parent: top,
          segment: segmentIn(top),
          index: 0,
          key: undefined,
          context: PLAIN,
          afterColon: false,
        });
        i++;
        break;
      case 0x5b: // [
        // An array's values are named by the property that holds it: {"urls": ["..."]}.
        stack.push({
          kind: "array",
          parent: top,
          segment: segmentIn(top),
          index: 0,
          key: top?.key,
          context: top?.context ?? PLAIN,
          afterColon: false,
        });
        i++;
        break;
      case 0x7d: // }
      case 0x5d: // ]
        stack.pop();
        i++;
        break;
      case 0x3a: // :
        if (top?.kind === "object") top.afterColon = true;
        i++;
        break;
      case 0x2c: // ,
        if (top?.kind === "object") top.afterColon = false;
        else if (top !== undefined) top.index++;
        i++;
        break;
      case 0x2f: {
        // a comment, in JSON with comments
        const next = text.charCodeAt(i + 1);
        if (next === 0x2f || next === 0x2a) {
          const block = next === 0x2a;
          const close = block ? text.indexOf("*/", i + 2) : lineEnd(text, i + 2);
          const commentEnd = close === -1 ? end : close;
          runSync(
            scanProse(text, i + 2, commentEnd, (match) =>
              found(proseCandidate(match, "comment", "plain", block ? "*/" : "\n")),
            ),
          );
          comment?.({
            text: text.slice(i + 2, commentEnd),
            start: i,
            end: block && close !== -1 ? close + 2 : commentEnd,
            block,
          });
          i = block && close !== -1 ? close + 2 : commentEnd;
        } else {
          i++;
        }
        break;
      }
      case 0x20: // blanks between tokens: mostly a line break and an indent, read here rather than
      case 0x0a: // by a call of the expression below
      case 0x0d:
      case 0x09:
        i++;
        while (i < end && isBlank(text.charCodeAt(i))) i++;
        break;
      default: {
        // A JSON5 member name without quotes.
        if (json5 && top?.kind === "object" && !top.afterColon && isNameStart(code)) {
          const nameEnd = identifierEnd(text, i);
          top.key = text.slice(i, nameEnd);
          top.context = policy === undefined ? namedContext(top.key) : PLAIN;
          i = nameEnd;
          break;
        }
        // Numbers, literals and anything broken: on to the next character that means something.
        i = nextStructural(text, i + 1);
      }
    }
  }
}

/** The member name or index under which a value of `container` sits now. */
function segmentIn(container: Container | undefined): string | number | undefined {
  if (container === undefined) return undefined;
  return container.kind === "array" ? container.index : container.key;
}

/** The path of the value being read in `container` (the policy of a dialect reads it: few documents have one). */
function pathOf(container: Container | undefined): JsonPath {
  const path: (string | number)[] = [];
  const here = segmentIn(container);
  if (here !== undefined) path.push(here);
  for (let c = container; c?.parent !== undefined; c = c.parent) if (c.segment !== undefined) path.push(c.segment);
  return path.reverse();
}

function decoding(spelling: "json" | "json5"): "json" | "string" {
  return spelling === "json" ? "json" : "string";
}

function isNameStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x24;
}

function identifierEnd(text: string, from: number): number {
  let k = from;
  while (k < text.length) {
    const code = text.charCodeAt(k);
    if (isNameStart(code) || (code >= 0x30 && code <= 0x39)) k++;
    else break;
  }
  return k;
}

/** The characters the scan acts on: brackets, ":", ",", a string's quote and a comment's "/" (and JSON5's other quote). */
const STRUCTURAL = /[{}[\]:,"'/]/g;

/** The index of the next structural character from `from`, or the text's length. */
function nextStructural(text: string, from: number): number {
  STRUCTURAL.lastIndex = from;
  return STRUCTURAL.test(text) ? STRUCTURAL.lastIndex - 1 : text.length;
}

/** A run of string content without an escape, a quote or a line break. */
const PLAIN_RUN = /[^"\\\n\r]*/y;

/** Where the run of string content from `from` without an escape, a quote or a line break ends. */
function plainRunEnd(text: string, from: number): number {
  PLAIN_RUN.lastIndex = from;
  PLAIN_RUN.test(text);
  return PLAIN_RUN.lastIndex;
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/**
 * The index of the closing quote of a string (or of the line break if unclosed), read from `from`,
 * where its plain run ends.
 */
function stringEnd(text: string, from: number, quote: number): number {
  for (let k = from; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code === 0x5c) k++;
    else if (code === quote) return k;
    else if (code === 0x0a || code === 0x0d) return k;
  }
  return text.length;
}

function lineEnd(text: string, from: number): number {
  for (let k = from; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code === 0x0a || code === 0x0d) return k;
  }
  return text.length;
}
