import type { Finding } from "../findings/finding.js";
import type { Goal } from "../model.js";
import { UriReference } from "../uri-reference.js";
import { scan } from "./scanner.js";
import { split, type SplitReference } from "./split.js";

export { split, type SplitReference } from "./split.js";
export { isIPv4Address, checkIPv6Address, checkIPvFuture } from "./host.js";

export interface ParseOptions {
  /** Which rule of RFC 3986 the text must match; default "uri-reference". */
  readonly goal?: Goal;
}

export type ParseResult =
  | { readonly ok: true; readonly uri: UriReference; readonly issues: readonly Finding[] }
  | { readonly ok: false; readonly uri: undefined; readonly issues: readonly Finding[]; readonly split: SplitReference };

/**
 * The error `parse` throws. Its message names the problems, never the input: the input may hold a
 * password.
 */
export class UriError extends Error {
  readonly issues: readonly Finding[];

  constructor(issues: readonly Finding[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(first === undefined ? "Not a valid URI reference" : `Not a valid URI reference: ${first.message} at ${first.start}${more}`);
    this.name = "UriError";
    this.issues = issues;
  }
}

/** Parses without throwing: the reference when valid, else every issue and the lenient split. */
export function tryParse(text: string, options?: ParseOptions): ParseResult {
  const result = scan(text, options?.goal);
  if (result.issues.length === 0) {
    return { ok: true, uri: new UriReference(text, result, result.hostKind), issues: result.issues };
  }
  return { ok: false, uri: undefined, issues: result.issues, split: split(text) };
}

/** Parses `text` as a URI-reference (or the goal given); throws UriError carrying every issue. */
export function parse(text: string, options?: ParseOptions): UriReference {
  const result = tryParse(text, options);
  if (!result.ok) throw new UriError(result.issues);
  return result.uri;
}

/** Every syntax issue of `text`; empty exactly when it is valid for the goal. Never throws. */
export function validate(text: string, options?: ParseOptions): Finding[] {
  return scan(text, options?.goal).issues.slice();
}
