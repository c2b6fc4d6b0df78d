/**
 * Document links for the valid absolute URIs of a document (RFC 3986 4.3 absolute-URI, with an
 * optional fragment): a relative reference has no target without a base, a template hole has no
 * value yet, and a URI with a password is not linked (the link target would carry the secret).
 */
import { passwordSpan, tryParse } from "@urilint/core";
import type { Analysis } from "./analysis.js";
import type { DocumentRange } from "@urilint/scan";

export interface LinkTarget {
  readonly range: DocumentRange;
  readonly target: string;
}

export function documentLinks(analysis: Analysis): LinkTarget[] {
  const links: LinkTarget[] = [];
  for (const match of analysis.matches) {
    const { uri, candidate } = match;
    if (uri.holes.length > 0 || candidate.value.holes.length > 0) continue;
    const parsed = tryParse(uri.text, { goal: "uri" });
    if (!parsed.ok || passwordSpan(uri.text) !== undefined) continue;
    links.push({ range: { start: candidate.start, end: candidate.end }, target: uri.text });
  }
  return links;
}
