/**
 * URIs in Markdown (CommonMark 0.31): inline link and image destinations `[text](dest "title")`,
 * link reference definitions `[label]: dest`, autolinks `<scheme:...>`, and URIs in the prose
 * around them. Code spans and fenced code blocks are code, not prose, and are left alone.
 * A single pass over the text, without backtracking.
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import { decode, type Value } from "../../reading/value.js";
import { proseCandidate, scanProse, type ProseMatch } from "../../reading/prose.js";
import type { Work } from "../../work.js";

export type MarkdownMatch =
  | {
      readonly kind: "destination";
      readonly value: Value;
      readonly start: number;
      readonly end: number;
      readonly bracketed: boolean;
    }
  | { readonly kind: "autolink"; readonly value: Value; readonly start: number; readonly end: number }
  | ({ readonly kind: "prose" } & ProseMatch)
  /** An HTML comment (`<!-- … -->`): its text is prose, and it may hold a disable directive. */
  | { readonly kind: "comment"; readonly start: number; readonly end: number; readonly textEnd: number };

/** The candidates of a Markdown document: destinations and autolinks are URIs by format, prose by content. */
export function scanMarkdown(
  document: string,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  return scanMarkdownMatches(document, (match) => {
    switch (match.kind) {
      case "destination":
        found({
          value: match.value,
          spelling: "markdown",
          quote: match.bracketed ? "<" : "(",
          start: match.start,
          end: match.end,
          site: { context: { kind: "format", field: "markdown-link-destination" }, in: "markdown-destination" },
        });
        break;
      case "autolink":
        found({
          value: match.value,
          spelling: "plain",
          quote: ">",
          start: match.start,
          end: match.end,
          site: { context: { kind: "format", field: "markdown-autolink" }, in: "markdown-autolink" },
        });
        break;
      case "prose":
        found(proseCandidate(match, "prose", "plain", ""));
        break;
      case "comment":
        comment?.({
          text: document.slice(match.start + 4, match.textEnd),
          start: match.start,
          end: match.end,
          block: true,
        });
        break;
    }
  });
}

export function* scanMarkdownMatches(document: string, found: (match: MarkdownMatch) => void): Work<void> {
  const end = document.length;
  const prose = (from: number, to: number): Work<void> =>
    scanProse(document, from, to, (match) => found({ kind: "prose", ...match }));
  let proseStart = 0;
  let lineStart = 0;
  let i = 0;
  let steps = 0;
  while (i < end) {
    if ((++steps & 0x3ff) === 0) yield;
    if (i === lineStart) {
      const fenceEnd = skipFencedCode(document, i);
      if (fenceEnd > i) {
        yield* prose(proseStart, i);
        i = lineStart = proseStart = fenceEnd;
        continue;
      }
      const definition = scanDefinition(document, i);
      if (definition !== undefined) {
        yield* prose(proseStart, i);
        emitDestination(document, definition.destinationStart, definition.destinationEnd, found);
        i = proseStart = definition.destinationEnd;
        continue;
      }
    }
    const code = document.charCodeAt(i);
    if (code === 0x0a) {
      i++;
      lineStart = i;
      continue;
    }
    if (code === 0x5c /* \ */) {
      i += 2;
      continue;
    }
    if (code === 0x60 /* ` */) {
      const spanEnd = skipCodeSpan(document, i);
      if (spanEnd > i) {
        yield* prose(proseStart, i);
        i = proseStart = spanEnd;
        continue;
      }
      while (i < end && document.charCodeAt(i) === 0x60) i++;
      continue;
    }
    if (code === 0x3c /* < */ && document.startsWith("<!--", i)) {
      // An HTML comment (CommonMark 6.6): opaque up to the first "-->"; its text stays prose.
      const close = document.indexOf("-->", i + 4);
      const commentEnd = close === -1 ? end : close + 3;
      found({ kind: "comment", start: i, end: commentEnd, textEnd: close === -1 ? end : close });
      i = commentEnd;
      continue;
    }
    if (code === 0x3c /* < */) {
      const close = autolinkEnd(document, i);
      if (close > 0) {
        yield* prose(proseStart, i);
        found({ kind: "autolink", value: decode(document, i + 1, close, "plain"), start: i + 1, end: close });
        i = proseStart = close + 1;
        continue;
      }
    }
    if (code === 0x5d /* ] */ && document.charCodeAt(i + 1) === 0x28 /* ( */) {
      let k = i + 2;
      while (k < end && isBlank(document.charCodeAt(k))) k++;
      const destinationEnd = destinationAt(document, k);
      if (destinationEnd > k) {
        yield* prose(proseStart, i);
        emitDestination(document, k, destinationEnd, found);
        i = proseStart = destinationEnd;
        continue;
      }
    }
    i++;
  }
  yield* prose(proseStart, end);
}

/** Reports a destination, without its angle brackets; an empty destination is no URI. */
function emitDestination(document: string, start: number, end: number, found: (match: MarkdownMatch) => void): void {
  const bracketed = document.charCodeAt(start) === 0x3c;
  const from = bracketed ? start + 1 : start;
  const to = bracketed ? end - 1 : end;
  if (to <= from) return;
  found({ kind: "destination", value: decode(document, from, to, "markdown"), start: from, end: to, bracketed });
}

/**
 * CommonMark 6.3 link destination at `at`: `<...>` without line breaks or unescaped "<", ">"; or a
 * run without spaces or controls whose parentheses balance. Returns its end, or `at` if none.
 */
function destinationAt(document: string, at: number): number {
  const end = document.length;
  if (document.charCodeAt(at) === 0x3c) {
    for (let k = at + 1; k < end; k++) {
      const code = document.charCodeAt(k);
      if (code === 0x5c) k++;
      else if (code === 0x3e) return k + 1;
      else if (code === 0x3c || code === 0x0a || code === 0x0d) return at;
    }
    return at;
  }
  let depth = 0;
  let k = at;
  while (k < end) {
    const code = document.charCodeAt(k);
    if (code <= 0x20 || code === 0x7f) break;
    if (code === 0x5c && k + 1 < end && document.charCodeAt(k + 1) > 0x20) {
      k += 2;
      continue;
    }
    if (code === 0x28) depth++;
    else if (code === 0x29) {
      if (depth === 0) break;
      depth--;
    }
    k++;
  }
  return depth === 0 ? k : at;
}

/** CommonMark 4.7 `[label]: destination` at a line start (up to three spaces of indentation). */
function scanDefinition(
  document: string,
  lineStart: number,
): { destinationStart: number; destinationEnd: number } | undefined {
  let k = lineStart;
  while (k < lineStart + 3 && document.charCodeAt(k) === 0x20) k++;
  if (document.charCodeAt(k) !== 0x5b) return undefined;
  const end = document.length;
  let j = k + 1;
  // A label holds at most 999 characters and no unescaped brackets.
  const limit = Math.min(end, j + 1000);
  while (j < limit) {
    const code = document.charCodeAt(j);
    if (code === 0x5c) j += 2;
    else if (code === 0x5b) return undefined;
    else if (code === 0x5d) break;
    else j++;
  }
  if (j >= limit || j === k + 1 || document.charCodeAt(j + 1) !== 0x3a) return undefined;
  j += 2;
  let newlines = 0;
  while (j < end && (isBlank(document.charCodeAt(j)) || document.charCodeAt(j) === 0x0a)) {
    if (document.charCodeAt(j) === 0x0a && ++newlines > 1) return undefined;
    j++;
  }
  const destinationEnd = destinationAt(document, j);
  return destinationEnd > j ? { destinationStart: j, destinationEnd } : undefined;
}

/** CommonMark 6.5 autolink `<scheme:...>`: returns the index of ">" or -1. */
function autolinkEnd(document: string, at: number): number {
  let k = at + 1;
  const schemeStart = k;
  while (k < document.length && isSchemeChar(document.charCodeAt(k), k === schemeStart)) k++;
  const schemeLength = k - schemeStart;
  if (schemeLength < 2 || schemeLength > 32 || document.charCodeAt(k) !== 0x3a) return -1;
  for (k++; k < document.length; k++) {
    const code = document.charCodeAt(k);
    if (code === 0x3e) return k;
    if (code <= 0x20 || code === 0x3c || code === 0x7f) return -1;
  }
  return -1;
}

/** How far a code span's closing run is looked for: bounds the cost of many unclosed runs. */
const MAX_CODE_SPAN_LENGTH = 10_000;

/** CommonMark 6.1: a run of n backticks up to the next run of exactly n. Returns its end or `at`. */
function skipCodeSpan(document: string, at: number): number {
  let k = at;
  while (document.charCodeAt(k) === 0x60) k++;
  const width = k - at;
  const limit = at + MAX_CODE_SPAN_LENGTH;
  for (;;) {
    const open = document.indexOf("`", k);
    if (open === -1 || open > limit) return at;
    let close = open;
    while (document.charCodeAt(close) === 0x60) close++;
    if (close - open === width) return close;
    k = close;
  }
}

/** CommonMark 4.5: a fence of three or more "`" or "~" up to its closing fence (or the end). */
function skipFencedCode(document: string, lineStart: number): number {
  let k = lineStart;
  while (k < lineStart + 3 && document.charCodeAt(k) === 0x20) k++;
  const fence = document.charCodeAt(k);
  if (fence !== 0x60 && fence !== 0x7e) return lineStart;
  let width = 0;
  while (document.charCodeAt(k + width) === fence) width++;
  if (width < 3) return lineStart;
  let next = document.indexOf("\n", k);
  while (next !== -1) {
    let j = next + 1;
    while (j < next + 4 && document.charCodeAt(j) === 0x20) j++;
    let run = 0;
    while (document.charCodeAt(j + run) === fence) run++;
    if (run >= width) {
      const lineEnd = document.indexOf("\n", j);
      return lineEnd === -1 ? document.length : lineEnd + 1;
    }
    next = document.indexOf("\n", j);
  }
  return document.length;
}

function isSchemeChar(code: number, first: boolean): boolean {
  const alpha = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  if (first) return alpha;
  return alpha || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09;
}
