/**
 * The candidates of a script, built from the parts of its source that spell a value: the content
 * of a string or a template's text, and holes (a template's `${...}`, an operand of `+` that is not
 * a literal). TypeScript's tree (scan.ts) and ESTree (estree.ts) each say where the parts are; the
 * value, its map back to the document and the spelling of each part are made here alike for both.
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, Site, SpelledPiece } from "../../candidate.js";
import { proseCandidate, scanProse, type ProseMatch } from "../../reading/prose.js";
import { NO_HOLES, ValueBuilder, decode, type ScriptSpelling } from "../../reading/value.js";
import { runSync } from "../../work.js";

/** A part of a value: a literal's content [start, end) of the document, or a hole spanning the expression it stands for. */
export type Part =
  | {
      readonly kind: "literal";
      readonly start: number;
      readonly end: number;
      readonly spelling: ScriptSpelling;
      readonly quote: string;
    }
  | { readonly kind: "hole"; readonly start: number; readonly end: number };

/** Where a value is read from: one literal, or several (a chain of `+`, a template's texts and holes). */
export function valueCandidate(
  document: string,
  parts: readonly Part[],
  context: StringContext,
  where: Site["in"],
): Candidate {
  const first = parts[0]!;
  // One string, the most common value by far: no builder, and no unit-by-unit map unless it holds an escape.
  if (parts.length === 1 && first.kind === "literal") {
    return {
      value: decode(document, first.start, first.end, first.spelling),
      spelling: first.spelling,
      quote: first.quote,
      start: first.start,
      end: first.end,
      site: { context, in: where },
    };
  }
  const builder = new ValueBuilder(document, first.start);
  const pieces: SpelledPiece[] = [];
  for (const part of parts) {
    if (part.kind === "hole") {
      builder.appendHole(part.start, part.end);
      continue;
    }
    const start = builder.length;
    builder.append(part.start, part.end, part.spelling);
    pieces.push({ start, end: builder.length, spelling: part.spelling, quote: part.quote });
  }
  const last = parts[parts.length - 1]!;
  const firstLiteral = pieces[0];
  const spelled = firstLiteral ?? { spelling: "tagged-template" as const, quote: "" };
  return {
    value: builder.build(last.end),
    spelling: spelled.spelling,
    quote: spelled.quote,
    // A value of more than one literal, or with holes: a replacement must lie inside one literal.
    ...(parts.length > 1 ? { pieces } : {}),
    start: first.start,
    end: last.end,
    site: { context, in: where },
  };
}

/**
 * The URI-shaped runs of a comment's text, delimited as prose (RFC 3986 Appendix C); in JSDoc's
 * inline link tag, `{@link https://x.example/a|its text}` (and `@linkcode`, `@linkplain`), the
 * target ends at the `|` that starts the link's text.
 */
export function commentCandidates(
  document: string,
  start: number,
  end: number,
  block: boolean,
  found: (candidate: Candidate) => void,
): void {
  const contentEnd = block ? end - 2 : end;
  runSync(
    scanProse(document, start + 2, contentEnd, (match) =>
      found(proseCandidate(linkTarget(document, start + 2, match), "comment", "plain", block ? "*/" : "\n")),
    ),
  );
}

/** JSDoc's inline link tag and the whitespace after its name, just before a URI. */
const INLINE_LINK_TAG = /\{@link(?:code|plain)?\s+$/;

/** The longest `{@linkplain` and whitespace looked at before a URI. */
const INLINE_LINK_TAG_LENGTH = 24;

/** `match`, or its part before the `|` of a JSDoc inline link tag it is the target of. */
function linkTarget(document: string, textStart: number, match: ProseMatch): ProseMatch {
  const bar = match.value.text.indexOf("|");
  if (bar <= 0) return match;
  const before = document.slice(Math.max(textStart, match.start - INLINE_LINK_TAG_LENGTH), match.start);
  if (!INLINE_LINK_TAG.test(before)) return match;
  // Prose has no holes, and the map of its first units is the whole run's.
  const map = match.value.map;
  return {
    ...match,
    value: { text: match.value.text.slice(0, bar), holes: NO_HOLES, map },
    end: map.toDocument(0, bar).end,
  };
}

/** The URI-shaped runs of JSX text (text on the page), delimited as prose. */
export function jsxTextCandidates(
  document: string,
  start: number,
  end: number,
  found: (candidate: Candidate) => void,
): void {
  runSync(scanProse(document, start, end, (match) => found(proseCandidate(match, "jsx-text", "jsx-text", ""))));
}

/** The content of a template's text between its delimiters (`` ` `` or `}` before, `` ` `` or `${` after), for a part's range. */
export function closedAt(document: string, tokenEnd: number, delimiter: string): number {
  return document[tokenEnd - 1] === delimiter ? tokenEnd - 1 : tokenEnd;
}
