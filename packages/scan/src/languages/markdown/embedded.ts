/**
 * Text that Markdown holds and another language reads (a fenced code block's content, an HTML
 * node, front matter), placed back in the document. mdast gives such text as its `value`, without
 * what Markdown adds around it: a fence's indentation, and the prefixes of the block quotes and
 * list items it sits in (`> `, an item's indentation). So each line of the value is the end of its
 * line in the document (or of the node, for the last line of a node that ends within a line), and
 * a candidate found on one line of the value is in the document at that line's offset.
 *
 * Two things cannot be placed exactly, and are skipped:
 * - a value whose line is not the end of its document line: a tab that a container's prefix cut in
 *   two is read as spaces that the document does not hold (CommonMark 2.2), and no offset of the
 *   value's line lands on the document's;
 * - a candidate that runs across lines whose prefixes differ (inside a block quote or a list
 *   item): its range would take in the prefix of the next line, and a fix written over it would
 *   drop that prefix and break the block.
 */
import type { Candidate, CommentSink } from "../../candidate.js";

/** Where the lines of a value are in the document. */
export interface Placement {
  /** The offset in the value where each of its lines starts. */
  readonly lineStarts: readonly number[];
  /** What each line adds to an offset of the value to make it the document's. */
  readonly shifts: readonly number[];
  /** Every line has the same shift (no prefix differs): a candidate may run across lines. */
  readonly uniform: boolean;
}

/**
 * The placement of `value`, whose first line ends the document's line that starts at
 * `firstLineStart`, and whose last line ends at `lastLineEnd` (a node ending within its line) or
 * at its line's end; undefined when a line of the value is not the end of its document line.
 */
export function placeLines(
  document: string,
  value: string,
  firstLineStart: number,
  lastLineEnd?: number,
): Placement | undefined {
  const lineStarts: number[] = [];
  const shifts: number[] = [];
  let uniform = true;
  let from = 0;
  let line = firstLineStart;
  for (;;) {
    const valueBreak = value.indexOf("\n", from);
    const valueLineEnd = valueBreak === -1 ? value.length : valueBreak;
    const lineBreak = document.indexOf("\n", line);
    let lineEnd = lineBreak === -1 ? document.length : lineBreak;
    if (valueBreak === -1 && lastLineEnd !== undefined) {
      if (lastLineEnd < line || lastLineEnd > lineEnd) return undefined;
      lineEnd = lastLineEnd;
    }
    const at = lineEnd - (valueLineEnd - from);
    if (at < line || !sameText(document, at, value, from, valueLineEnd)) return undefined;
    lineStarts.push(from);
    shifts.push(at - from);
    if (shifts.length > 1 && at - from !== shifts[0]) uniform = false;
    if (valueBreak === -1) return { lineStarts, shifts, uniform };
    if (lineBreak === -1) return undefined;
    from = valueBreak + 1;
    line = lineBreak + 1;
  }
}

/** Whether document[at, at + end - from) is value[from, end). */
function sameText(document: string, at: number, value: string, from: number, end: number): boolean {
  for (let i = from, j = at; i < end; i++, j++) if (value.charCodeAt(i) !== document.charCodeAt(j)) return false;
  return true;
}

/** The index of the line of the value that holds `offset`. */
function lineOf(placement: Placement, offset: number): number {
  const starts = placement.lineStarts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The candidate found in the value, in the document; undefined when it cannot be placed exactly. */
export function placeCandidate(candidate: Candidate, placement: Placement): Candidate | undefined {
  let shift = placement.shifts[0] as number;
  if (!placement.uniform) {
    const line = lineOf(placement, candidate.start);
    if (line !== lineOf(placement, Math.max(candidate.start, candidate.end - 1))) return undefined;
    shift = placement.shifts[line] as number;
  }
  if (shift === 0) return candidate;
  return {
    ...candidate,
    value: { ...candidate.value, map: candidate.value.map.shifted(shift) },
    start: candidate.start + shift,
    end: candidate.end + shift,
  };
}

/** A comment sink for comments found in the value, which gives them to `sink` at their document range. */
export function placedComments(sink: CommentSink, placement: Placement): CommentSink {
  return (comment) => {
    const start = comment.start + (placement.shifts[lineOf(placement, comment.start)] as number);
    const last = Math.max(comment.start, comment.end - 1);
    const end = comment.end + (placement.shifts[lineOf(placement, last)] as number);
    sink({ ...comment, start, end });
  };
}
