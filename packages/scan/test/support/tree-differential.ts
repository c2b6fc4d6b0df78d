/**
 * What the tree tests compare between a document read from its text and from ESLint's tree of it:
 * each candidate as one line (everything a finding's range, context and fix depend on, its map
 * included), the comments, and each finding with its fix's edits.
 */
import { FINDING_CODES } from "@urilint/core";
import type { Candidate, CommentSink } from "../../src/candidate.js";
import { toOffsetEdits } from "../../src/edits.js";
import { documentRange, matchOptions, type DocumentUris } from "../../src/matches.js";

/** A candidate as one line: everything a finding's range, context and fix depend on. */
export function shown(candidate: Candidate): string {
  const { start, end, spelling, quote, site, value } = candidate;
  const map = value.map.toDocument(0, value.text.length);
  return `${start}-${end} ${spelling} ${JSON.stringify(quote)} ${JSON.stringify(site)} ${JSON.stringify(value.text)} ${map.start}-${map.end}`;
}

/** The candidates and comments one read gives to its sinks, each as one line. */
export function collected(read: (found: (candidate: Candidate) => void, comment: CommentSink) => void): {
  candidates: string[];
  comments: string[];
} {
  const candidates: string[] = [];
  const comments: string[] = [];
  read(
    (candidate) => candidates.push(shown(candidate)),
    (comment) => comments.push(JSON.stringify(comment)),
  );
  return { candidates, comments };
}

/** Each finding as "code start-end" with its fix's edits: what ESLint reports and writes. */
export function reported(uris: DocumentUris | undefined): string[] {
  return (uris?.matches ?? []).flatMap((match) =>
    match.findings.map((finding) => {
      const range = documentRange(match, finding.start, finding.end);
      const fix = finding.fix === undefined ? "" : JSON.stringify(toOffsetEdits(match, [finding.fix]));
      return `${finding.code} ${range.start}-${range.end} ${fix}`;
    }),
  );
}

/** Every check on. */
export const EVERY_CHECK = matchOptions({}, new Set(FINDING_CODES));
