/**
 * One string as a URI sees it, assembled from pieces of source: literals (a string, a template
 * quasi, a JSON string, a Markdown destination) and holes (a `${...}` substitution, a non-literal
 * operand of `+`). A hole is one "x" in the text and opaque to the checks. Offsets in the text map
 * back to the source through the pieces; an edit maps only when it lies inside one literal.
 */
import type { Span } from "@urilint/core";
import { spell, type LiteralMap } from "./literal-map.js";

/** How a literal could be rewritten whole (for the "read it from the environment" suggestion). */
export type LiteralRole =
  | "string" // a JS string literal in an expression position
  | "jsx-attribute" // a JSX attribute's string value: href="x"
  | "quasi" // a quasi of an untagged template literal
  | "fixed"; // anything else: JSON, Markdown, type positions

export interface LiteralPiece {
  readonly kind: "literal";
  /** Offset of the piece in the assembled text. */
  readonly start: number;
  readonly map: LiteralMap;
  readonly role: LiteralRole;
  /** The whole literal's source range, delimiters included. */
  readonly range: readonly [number, number];
}

export interface HolePiece {
  readonly kind: "hole";
  readonly start: number;
  /** The source range of the expression the hole stands for. */
  readonly range: readonly [number, number];
}

export type Piece = LiteralPiece | HolePiece;

/** A source replacement: [start, end) of the source text becomes `text`. */
export interface SourceEdit {
  readonly range: readonly [number, number];
  readonly text: string;
}

export type PieceInput =
  | {
      readonly kind: "literal";
      readonly map: LiteralMap;
      readonly role: LiteralRole;
      readonly range: readonly [number, number];
    }
  | { readonly kind: "hole"; readonly range: readonly [number, number] };

const NO_HOLES: readonly Span[] = Object.freeze([]);

export class SourceString {
  readonly text: string;
  readonly holes: readonly Span[];
  readonly pieces: readonly Piece[];

  constructor(inputs: readonly PieceInput[]) {
    // Arrays of their final length and plain object literals: a file has thousands of strings.
    let text = "";
    let holeCount = 0;
    const pieces = new Array<Piece>(inputs.length);
    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i]!;
      if (input.kind === "hole") {
        pieces[i] = { kind: "hole", start: text.length, range: input.range };
        holeCount++;
        text += "x";
      } else {
        pieces[i] = { kind: "literal", start: text.length, map: input.map, role: input.role, range: input.range };
        text += input.map.value;
      }
    }
    const holes = holeCount === 0 ? NO_HOLES : new Array<Span>(holeCount);
    for (let i = 0, h = 0; h < holeCount; i++) {
      const piece = pieces[i]!;
      if (piece.kind === "hole") (holes as Span[])[h++] = { start: piece.start, end: piece.start + 1 };
    }
    this.text = text;
    this.holes = holes;
    this.pieces = pieces;
  }

  /** The piece holding text offset `offset` (the last piece for the end of the text). */
  pieceAt(offset: number): Piece | undefined {
    let lo = 0;
    let hi = this.pieces.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.pieces[mid]!.start <= offset) lo = mid + 1;
      else hi = mid;
    }
    // Skip back over empty literals that start at the same offset.
    let index = lo - 1;
    while (index > 0 && pieceLength(this.pieces[index]!) === 0 && this.pieces[index]!.start === offset) index--;
    return this.pieces[index];
  }

  /** The source range spelling text[start, end); an empty range maps to an insertion point. */
  sourceRange(start: number, end: number): [number, number] {
    if (start >= end) {
      const at = this.#insertionPoint(start) ?? this.#boundary(start);
      return [at, at];
    }
    return [this.#startOf(start), this.#endOf(end - 1)];
  }

  /**
   * The source edit replacing text[start, end) with `text`, or undefined when that cannot be done
   * exactly: the span leaves its literal, touches a hole, splits an escape, or `text` cannot be
   * spelled in that literal.
   */
  edit(start: number, end: number, replacement: string): SourceEdit | undefined {
    const piece = this.#literalFor(start, end);
    if (piece === undefined || !piece.map.exact) return undefined;
    const map = piece.map;
    const from = start - piece.start;
    const to = end - piece.start;
    const spelled = spell(replacement, map.spelling);
    if (spelled === undefined) return undefined;
    if (from === to) {
      const at = from < map.value.length ? map.starts[from]! : map.contentEnd;
      // Inserting inside one escape that spells two units (a surrogate pair) would break it.
      if (from > 0 && from < map.value.length && map.starts[from] === map.starts[from - 1]) return undefined;
      return { range: [at, at], text: spelled };
    }
    if (from > 0 && map.starts[from] === map.starts[from - 1]) return undefined;
    if (to < map.value.length && map.ends[to - 1] === map.ends[to]) return undefined;
    return { range: [map.starts[from]!, map.ends[to - 1]!], text: spelled };
  }

  /** The literal piece containing text[start, end) entirely (for an empty span, touching it). */
  #literalFor(start: number, end: number): LiteralPiece | undefined {
    for (const piece of this.pieces) {
      if (piece.kind !== "literal") continue;
      const pieceEnd = piece.start + piece.map.value.length;
      if (start >= piece.start && end <= pieceEnd && (start < pieceEnd || start === end)) return piece;
    }
    return undefined;
  }

  #startOf(offset: number): number {
    const piece = this.pieceAt(offset)!;
    return piece.kind === "hole" ? piece.range[0] : (piece.map.starts[offset - piece.start] ?? piece.map.contentEnd);
  }

  #endOf(offset: number): number {
    const piece = this.pieceAt(offset)!;
    return piece.kind === "hole" ? piece.range[1] : (piece.map.ends[offset - piece.start] ?? piece.map.contentEnd);
  }

  #insertionPoint(offset: number): number | undefined {
    const piece = this.#literalFor(offset, offset);
    if (piece === undefined) return undefined;
    const local = offset - piece.start;
    return local < piece.map.value.length ? piece.map.starts[local] : piece.map.contentEnd;
  }

  /** Where an insertion point next to a hole is shown: the hole's edge. */
  #boundary(offset: number): number {
    const piece = this.pieceAt(offset);
    if (piece === undefined) return 0;
    if (piece.kind === "hole") return offset > piece.start ? piece.range[1] : piece.range[0];
    return piece.map.contentEnd;
  }
}

function pieceLength(piece: Piece): number {
  return piece.kind === "hole" ? 1 : piece.map.value.length;
}
