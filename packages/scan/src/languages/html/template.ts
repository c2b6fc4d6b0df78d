/**
 * HTML with holes: the markup of a template (a PHP file's text outside `<?php ... ?>`), whose
 * other language's regions (`<?= $base ?>`) are given as document ranges. The HTML is read as an
 * `.html` document is (scan.ts: the same attributes, contexts, scripts and style sheets), over a
 * copy of the text in which each hole's units are written `x`: the copy keeps every offset, and a
 * hole inside an attribute, a URL or a script's string stays one run of text there (the way a
 * template engine's output would), instead of ending a tag or a value. A candidate that covers
 * part of a hole is then a template: each hole is one placeholder of its value, and it is never
 * fixed (spelling `html-template`); a candidate that covers only holes is no candidate.
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import { ValueBuilder, type Value } from "../../reading/value.js";
import type { Work } from "../../work.js";
import { scanHtml } from "./scan.js";

/** A region of the document that is not HTML: [start, end), in document order, not overlapping. */
export type Hole = readonly [start: number, end: number];

/** The spelling of a value made of HTML and holes: never written back. */
export const HTML_TEMPLATE = "html-template";

/** Candidates of the HTML of `text`, whose `holes` are another language's regions. */
export function* scanHtmlTemplate(
  text: string,
  holes: readonly Hole[],
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const candidates: Candidate[] = [];
  yield* scanHtml(masked(text, holes), (candidate) => candidates.push(candidate), comment);
  for (const candidate of candidates) {
    const first = holes[firstHoleEndingAfter(holes, candidate.start)];
    if (first === undefined || first[0] >= candidate.end) {
      found(candidate);
      continue;
    }
    const value = withHoles(text, candidate.value, holes);
    if (value === undefined) continue;
    const { pieces: _pieces, ...rest } = candidate;
    found({ ...rest, value, spelling: HTML_TEMPLATE, site: { ...candidate.site, in: "template" } });
  }
}

/** The index of the first hole that ends after `offset` (holes.length: none). */
function firstHoleEndingAfter(holes: readonly Hole[], offset: number): number {
  let low = 0;
  let high = holes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((holes[middle] as Hole)[1] <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `text` with the units of every hole written `x`. */
function masked(text: string, holes: readonly Hole[]): string {
  if (holes.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of holes) {
    parts.push(text.slice(at, start), "x".repeat(end - start));
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

/**
 * `value` (read from the masked text) with each run of units that a hole spelled made one hole;
 * the holes it had already (a script's `${...}`) stay. Undefined when nothing but holes is left.
 */
function withHoles(text: string, value: Value, holes: readonly Hole[]): Value | undefined {
  const range = value.map.toDocument(0, value.text.length);
  const builder = new ValueBuilder(text, range.start);
  let ownHole = 0;
  let lastHole: Hole | undefined;
  let holds = false;
  for (let i = 0; i < value.text.length; i++) {
    const { start, end } = value.map.toDocument(i, i + 1);
    const next = holes[firstHoleEndingAfter(holes, start)];
    const hole = next !== undefined && next[0] <= start ? next : undefined;
    while (ownHole < value.holes.length && (value.holes[ownHole]?.end ?? 0) <= i) ownHole++;
    const inOwnHole = (value.holes[ownHole]?.start ?? Infinity) <= i;
    if (hole !== undefined) {
      if (hole !== lastHole) builder.appendHole(hole[0], hole[1]);
      lastHole = hole;
      continue;
    }
    lastHole = undefined;
    if (inOwnHole) builder.appendHole(start, end);
    else {
      holds = true;
      const unit = value.text[i] as string;
      if (end === start + 1 && text[start] === unit) builder.appendVerbatim(start, end);
      else builder.appendDecoded(unit, start, end);
    }
  }
  return holds ? builder.build(range.end) : undefined;
}
