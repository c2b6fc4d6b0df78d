/**
 * The comparison ladder of RFC 3986 6.2: each rung costs more and finds more equivalences.
 * - "simple-string" (6.2.1): the same characters.
 * - "syntax-based" (6.2.2): the same after case, percent-encoding and dot-segment normalization.
 * - "scheme-based" (6.2.3): the same after also removing empty and default ports and writing an
 *   empty http(s)/ws(s) path as "/" (and IPv6 literals in their RFC 5952 form).
 * Equivalent references identify the same resource; references that are not may still do so
 * (6.1: false negatives are allowed, false positives are not). An IRI is compared through the URI
 * it maps to (RFC 3987 5.3.1 and 3.1), so an IRI and its URI form are equivalent.
 */
import { uriFormOf } from "../iri/mapping.js";
import { tryParseIri } from "../iri/parse.js";
import { tryParse, type ParseResult } from "../parse/index.js";
import { normalize, type NormalizationRule } from "./normalize.js";

export type Equivalence = "simple-string" | "syntax-based" | "scheme-based";

const SYNTAX_ONLY: Partial<Record<NormalizationRule, boolean>> = {
  "empty-port": false,
  "default-port": false,
  "empty-path": false,
  "ipv6-text": false,
};

/** The first rung of the ladder on which `a` and `b` are equal, or undefined. Never throws. */
export function equivalence(a: string, b: string): Equivalence | undefined {
  if (a === b) return "simple-string";
  const first = asUri(a);
  const second = asUri(b);
  if (!first.ok || !second.ok) return undefined;
  if (normalize(first.uri, { rules: SYNTAX_ONLY }) === normalize(second.uri, { rules: SYNTAX_ONLY }))
    return "syntax-based";
  if (normalize(first.uri) === normalize(second.uri)) return "scheme-based";
  return undefined;
}

/** The parse of a URI, or of the URI form of an IRI (RFC 3987 3.1). */
function asUri(text: string): ParseResult {
  const uri = tryParse(text);
  if (uri.ok) return uri;
  const iri = tryParseIri(text);
  if (!iri.ok) return uri;
  const form = uriFormOf(iri.uri);
  return form.ok ? tryParse(form.uri) : uri;
}

/** Whether `a` and `b` are equivalent on any rung of RFC 3986 6.2's ladder. Never throws. */
export function equivalent(a: string, b: string): boolean {
  return equivalence(a, b) !== undefined;
}
