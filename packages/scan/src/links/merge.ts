/**
 * A document's URI matches and its link matches as one list, in document order: a destination that
 * is both a URI and a link (`./docs/a.md` read as a URI by its format) is one match carrying both
 * kinds of findings, so that a front-end reports, silences and repairs them as it does any other.
 */
import type { UriMatch } from "../matches.js";

export function withLinkMatches(matches: readonly UriMatch[], links: readonly UriMatch[]): UriMatch[] {
  if (links.length === 0) return matches as UriMatch[];
  const merged = [...matches];
  const byRange = new Map(merged.map((match, i) => [`${match.candidate.start}:${match.candidate.end}`, i] as const));
  for (const link of links) {
    const at = byRange.get(`${link.candidate.start}:${link.candidate.end}`);
    const match = at === undefined ? undefined : merged[at]!;
    // The same text checked (no placeholder masked): the offsets of both kinds of findings agree.
    if (at !== undefined && match !== undefined && match.uri.text === link.uri.text && match.uri.holes.length === 0) {
      merged[at] = { ...match, findings: [...match.findings, ...link.findings] };
    } else {
      merged.push(link);
    }
  }
  return merged.sort((a, b) => a.candidate.start - b.candidate.start || a.candidate.end - b.candidate.end);
}
