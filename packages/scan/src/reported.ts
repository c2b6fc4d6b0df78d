/**
 * The findings a front-end reports for a document: every finding of its URIs at its document
 * range, less those its disable comments silence (the core's suppression model), and the
 * `urilint-` comments that silenced nothing. The language server and the command report the same
 * list from the same call.
 */
import { applyDirectives, type Directive, type Finding, type FindingCode, type UnusedDirective } from "@urilint/core";
import type { UriMatch } from "./matches.js";
import { documentRange } from "./matches.js";

/** A finding of a URI at its range in the document. */
export interface PlacedFinding {
  readonly match: UriMatch;
  readonly finding: Finding;
  readonly start: number;
  readonly end: number;
  /** For the suppression model: the finding's code. */
  readonly code: FindingCode;
}

export interface ReportedFindings {
  /** In document order. */
  readonly findings: readonly PlacedFinding[];
  readonly unused: readonly UnusedDirective[];
}

/** The findings of `matches` not silenced by `directives`; `lineOf` gives an offset's line. */
export function reportedFindings(
  matches: readonly UriMatch[],
  directives: readonly Directive[],
  lineOf: (offset: number) => number,
): ReportedFindings {
  const placed: PlacedFinding[] = [];
  for (const match of matches) {
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      placed.push({ match, finding, start: range.start, end: range.end, code: finding.code });
    }
  }
  if (directives.length === 0) return { findings: placed, unused: [] };
  const { kept, unused } = applyDirectives(placed, directives, lineOf);
  return { findings: kept, unused };
}
