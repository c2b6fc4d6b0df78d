/**
 * The core's edits are offsets into the URI text it checked; a document edit replaces the spelling
 * of those characters in the source. An edit that cuts an escape sequence in two is widened to the
 * whole escape, and the replacement is spelled for its place (quote style, template, JSON,
 * Markdown), or dropped when it cannot be written there.
 */
import type { Span, TextEdit as UriEdit } from "@urilint/core";
import type { SpelledPiece } from "./candidate.js";
import { spell } from "./spell.js";
import type { DocumentRange } from "./text-map.js";
import type { UriMatch } from "./matches.js";

/** A document edit as offsets, before positions are computed. */
export interface OffsetEdit extends DocumentRange {
  readonly text: string;
}

/**
 * The document edit for one edit of the URI text, or undefined when it cannot be spelled: it
 * touches a hole (what a hole holds is not the document's to change here), leaves the literal it
 * starts in, or its text cannot be written there.
 */
export function toOffsetEdit(match: UriMatch, edit: UriEdit): OffsetEdit | undefined {
  const { candidate, uri } = match;
  const value = candidate.value;
  const start = uri.toInput(edit.start);
  const end = uri.toInput(edit.end);
  const wide = value.map.widen(start, end);
  if (overlapsHole(value.holes, wide.start, wide.end)) return undefined;
  const piece = candidate.pieces === undefined ? candidate : pieceHolding(candidate.pieces, wide.start, wide.end);
  if (piece === undefined) return undefined;
  const replacement = value.text.slice(wide.start, start) + edit.text + value.text.slice(end, wide.end);
  const spelled = spell(replacement, piece.spelling, piece.quote);
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

/** Whether [start, end) takes in a unit of a hole (an empty range never does). */
function overlapsHole(holes: readonly Span[], start: number, end: number): boolean {
  for (const hole of holes) if (start < hole.end && hole.start < end) return true;
  return false;
}

/** The literal that holds [start, end) whole (an insertion: the literal it touches, the earlier one at a boundary). */
function pieceHolding(pieces: readonly SpelledPiece[], start: number, end: number): SpelledPiece | undefined {
  for (const piece of pieces) if (piece.start <= start && end <= piece.end) return piece;
  return undefined;
}
