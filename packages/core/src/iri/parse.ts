/**
 * IRIs (RFC 3987) in the same lossless, positioned model as URIs: the scanner reads the text with
 * the IRI grammar's extra characters (ucschar, and iprivate in the query) as allowed, and every
 * other rule of RFC 3986 as it is. The result is a UriReference whose components may hold
 * non-ASCII characters; `toString()` is the input.
 */
import type { Finding } from "../findings/finding.js";
import type { Span } from "../model.js";
import { acceptedExtensions, type ParseOptions } from "../parse/index.js";
import { issuesOf, parseCounting, parseOrThrow, type ParseResult } from "../parse/parse-result.js";
import { ACCEPT_IRI } from "../parse/scanner.js";
import type { UriReference } from "../uri-reference.js";

/** The scanner's ACCEPT_* bits for an IRI parse with these options. */
export function iriExtensions(options: ParseOptions | undefined): number {
  return ACCEPT_IRI | acceptedExtensions(options);
}

/** Parses `text` as an IRI-reference (or the goal given) without throwing. */
export function tryParseIri(text: string, options?: ParseOptions): ParseResult {
  return parseCounting(text, options?.goal ?? "uri-reference", iriExtensions(options));
}

/** Parses `text` as an IRI-reference (or the goal given); throws UriError carrying every issue. */
export function parseIri(text: string, options?: ParseOptions): UriReference {
  return parseOrThrow(text, options?.goal ?? "uri-reference", iriExtensions(options));
}

/** Every syntax issue of `text` read as an IRI; empty exactly when it is a valid IRI. Never throws. */
export function validateIri(text: string, options?: ParseOptions): Finding[] {
  return issuesOf(text, options?.goal ?? "uri-reference", iriExtensions(options));
}

/**
 * From the first non-ASCII character to the end of the last one, or undefined when there is none.
 * In a valid IRI these are exactly the characters a URI must write otherwise.
 */
export function nonAsciiSpan(text: string): Span | undefined {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) < 0x80) start++;
  if (start === text.length) return undefined;
  let end = text.length;
  while (text.charCodeAt(end - 1) < 0x80) end--;
  return { start, end };
}

/** Whether `text` is a valid IRI-reference that is not a URI-reference (RFC 3987 2). Never throws. */
export function isIriOnly(text: string, options?: ParseOptions): boolean {
  return nonAsciiSpan(text) !== undefined && tryParseIri(text, options).ok;
}
