/**
 * The core's edits are offsets into the URI text it checked; a document edit replaces the spelling
 * of those characters in the source. An edit that cuts an escape sequence in two is widened to the
 * whole escape, and the replacement is spelled for its place (quote style, template, JSON,
 * Markdown), or dropped when it cannot be written there.
 */
import type { TextEdit as UriEdit } from "@urilint/core";
import { spell } from "./spell.js";
import type { DocumentRange } from "./text-map.js";
import type { UriMatch } from "./matches.js";

/** A document edit as offsets, before positions are computed. */
export interface OffsetEdit extends DocumentRange {
  readonly text: string;
}

/** The document edit for one edit of the URI text, or undefined when it cannot be spelled. */
export function toOffsetEdit(match: UriMatch, edit: UriEdit): OffsetEdit | undefined {
  const { candidate, uri } = match;
  const value = candidate.value;
  const start = uri.toInput(edit.start);
  const end = uri.toInput(edit.end);
  const wide = value.map.widen(start, end);
  const replacement = value.text.slice(wide.start, start) + edit.text + value.text.slice(end, wide.end);
  const spelled = spell(replacement, candidate.spelling, candidate.quote);
  if (spelled === undefined) return undefined;
  const range = value.map.toDocument(wide.start, wide.end);
  return { start: range.start, end: range.end, text: spelled };
}

/** Every edit of one repair, or undefined when any of them cannot be spelled. */
export function toOffsetEdits(match: UriMatch, edits: readonly UriEdit[]): OffsetEdit[] | undefined {
  const out: OffsetEdit[] = [];
  for (const edit of edits) {
    const mapped = toOffsetEdit(match, edit);
    if (mapped === undefined) return undefined;
    out.push(mapped);
  }
  return out;
}

/** Keeps edits that do not overlap an earlier one (in document order), as one WorkspaceEdit needs. */
export function disjoint(edits: readonly OffsetEdit[]): OffsetEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: OffsetEdit[] = [];
  let end = -1;
  for (const edit of sorted) {
    if (edit.start < end) continue;
    out.push(edit);
    end = edit.end;
  }
  return out;
}
