/**
 * Where a link's, an image's or a definition's destination is written. mdast gives the decoded
 * destination (`url`) and the range of the whole construct; the destination's own range is found
 * by reading CommonMark's syntax from the end of the link text or label (6.3, 4.7), and taken
 * only when it decodes to mdast's `url`: a construct read otherwise than the parser read it gives
 * no candidate rather than a wrong one.
 */
import { decode, type Value } from "../../reading/value.js";

/** A destination as written: its range without angle brackets, its value, and whether it had them. */
export interface Destination {
  readonly start: number;
  readonly end: number;
  readonly value: Value;
  readonly bracketed: boolean;
}

/**
 * The destination of an inline link or image whose text or description ends at `close` (its "]"),
 * followed by "(" (CommonMark 6.3); undefined when there is none there, or it is not `url`.
 */
export function resourceDestination(
  document: string,
  close: number,
  end: number,
  url: string,
): Destination | undefined {
  if (document.charCodeAt(close) !== 0x5d /* ] */ || document.charCodeAt(close + 1) !== 0x28 /* ( */) return undefined;
  return destinationAfter(document, close + 2, end, url);
}

/**
 * The destination of a link reference definition starting at `start` (its "["): the label, ":",
 * then the destination (CommonMark 4.7); undefined when it is not `url`.
 */
export function definitionDestination(
  document: string,
  start: number,
  end: number,
  url: string,
): Destination | undefined {
  if (document.charCodeAt(start) !== 0x5b /* [ */) return undefined;
  // A label holds no unescaped bracket (4.7, 6.3).
  for (let k = start + 1; k < end; k++) {
    const code = document.charCodeAt(k);
    if (code === 0x5c /* \ */) k++;
    else if (code === 0x5b) return undefined;
    else if (code === 0x5d)
      return document.charCodeAt(k + 1) === 0x3a /* : */ ? destinationAfter(document, k + 2, end, url) : undefined;
  }
  return undefined;
}

/**
 * The "]" that ends an image's description opened at `from` - 1: brackets nest, a backslash escapes
 * the next character and a code span hides its content (6.1, 6.4).
 */
export function closingBracket(document: string, from: number, end: number): number | undefined {
  let depth = 0;
  for (let i = from; i < end; i++) {
    const code = document.charCodeAt(i);
    if (code === 0x5c /* \ */) {
      i++;
    } else if (code === 0x60 /* ` */) {
      let run = 1;
      while (document.charCodeAt(i + run) === 0x60) run++;
      const closing = document.indexOf("`".repeat(run), i + run);
      i = closing !== -1 && closing < end ? closing + run - 1 : i + run - 1;
    } else if (code === 0x5b /* [ */) {
      depth++;
    } else if (code === 0x5d /* ] */) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return undefined;
}

/**
 * The destination after optional white space with at most one line ending (and, after it, the
 * prefixes of the block quotes the construct sits in): `<...>` or a bare run whose parentheses
 * balance (6.3).
 */
function destinationAfter(document: string, from: number, end: number, url: string): Destination | undefined {
  if (url === "") return undefined;
  let i = from;
  let lineEnding = false;
  while (i < end) {
    const code = document.charCodeAt(i);
    if (code === 0x20 || code === 0x09) i++;
    else if ((code === 0x0a || code === 0x0d) && !lineEnding) {
      lineEnding = true;
      i += code === 0x0d && document.charCodeAt(i + 1) === 0x0a ? 2 : 1;
      while (i < end && (document.charCodeAt(i) === 0x3e /* > */ || isBlank(document.charCodeAt(i)))) i++;
    } else break;
  }
  const destination = document.charCodeAt(i) === 0x3c /* < */ ? bracketed(document, i, end) : bare(document, i, end);
  if (destination === undefined) return undefined;
  const value = decode(document, destination.start, destination.end, "markdown");
  return value.text === url ? { ...destination, value } : undefined;
}

function bracketed(document: string, at: number, end: number): Omit<Destination, "value"> | undefined {
  for (let k = at + 1; k < end; k++) {
    const code = document.charCodeAt(k);
    if (code === 0x5c /* \ */) k++;
    else if (code === 0x3e /* > */) return { start: at + 1, end: k, bracketed: true };
    else if (code === 0x3c || code === 0x0a || code === 0x0d) return undefined;
  }
  return undefined;
}

function bare(document: string, at: number, end: number): Omit<Destination, "value"> | undefined {
  let depth = 0;
  let k = at;
  while (k < end) {
    const code = document.charCodeAt(k);
    if (code <= 0x20 || code === 0x7f) break;
    if (code === 0x5c /* \ */ && k + 1 < end && document.charCodeAt(k + 1) > 0x20) {
      k += 2;
      continue;
    }
    if (code === 0x28 /* ( */) depth++;
    else if (code === 0x29 /* ) */) {
      if (depth === 0) break;
      depth--;
    }
    k++;
  }
  return k > at ? { start: at, end: k, bracketed: false } : undefined;
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09;
}
