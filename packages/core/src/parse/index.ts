import type { Finding } from "../findings/finding.js";
import type { Goal } from "../model.js";
import type { UriReference } from "../uri-reference.js";
import { issuesOf, parseCounting, parseOrThrow, type ParseResult } from "./parse-result.js";
import { ACCEPT_ZONE_ID } from "./scanner.js";

export { UriError } from "./uri-error.js";

export { split, type SplitReference } from "./split.js";
export type { ParseResult } from "./parse-result.js";
export { isIPv4Address, checkIPv6Address, checkIPvFuture } from "./host.js";

export interface ParseOptions {
  /** Which rule of RFC 3986 the text must match; default "uri-reference". */
  readonly goal?: Goal;
  /** Accept zone identifiers in IPv6 literals, "[fe80::1%25eth0]" (RFC 6874); default false. */
  readonly zoneIdentifiers?: boolean;
}

/** The scanner's ACCEPT_* bits for these options. */
export function acceptedExtensions(options: ParseOptions | undefined): number {
  return options?.zoneIdentifiers === true ? ACCEPT_ZONE_ID : 0;
}

/**
 * Parses without throwing: the reference when valid, else every issue and the lenient split (built
 * when first read; see parse-result.ts).
 */
export function tryParse(text: string, options?: ParseOptions): ParseResult {
  return parseCounting(text, options?.goal ?? "uri-reference", acceptedExtensions(options));
}

/** Parses `text` as a URI-reference (or the goal given); throws UriError carrying every issue. */
export function parse(text: string, options?: ParseOptions): UriReference {
  return parseOrThrow(text, options?.goal ?? "uri-reference", acceptedExtensions(options));
}

/** Every syntax issue of `text`; empty exactly when it is valid for the goal. Never throws. */
export function validate(text: string, options?: ParseOptions): Finding[] {
  return issuesOf(text, options?.goal ?? "uri-reference", acceptedExtensions(options));
}
