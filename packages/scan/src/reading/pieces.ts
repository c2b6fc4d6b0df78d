/**
 * A value written in pieces: literals side by side or joined by a language's operator (`+`, `.`),
 * with holes for what is no literal (a variable, a call) and for each literal's interpolations.
 * The readers that join pieces (Python, Ruby, PHP) build its value here, each appending a
 * literal's text by its own escapes.
 */
import { ValueBuilder, type Value } from "./value.js";

/** A document range that is no literal: one hole of the value. */
export type Range = readonly [number, number];

/** A literal among the pieces: its text's range (inside its quotes), and its interpolations' ranges, in order. */
export interface PieceLiteral {
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly holes: readonly Range[];
}

export function isHole<L>(piece: L | Range): piece is Range {
  return Array.isArray(piece);
}

/**
 * The value of `pieces` (at least one) in `text`: each hole one placeholder, each literal's text
 * between its interpolations appended by `appendText` (document [from, to), read as `literal`
 * reads it); and the document range the pieces cover.
 */
export function valueOfPieces<L extends PieceLiteral>(
  text: string,
  pieces: readonly (L | Range)[],
  appendText: (builder: ValueBuilder, from: number, to: number, literal: L) => void,
): { readonly value: Value; readonly start: number; readonly end: number } {
  const first = pieces[0]!;
  const start = isHole(first) ? first[0] : first.contentStart;
  const builder = new ValueBuilder(text, start);
  let end = start;
  for (const piece of pieces) {
    if (isHole(piece)) {
      builder.appendHole(piece[0], piece[1]);
      end = piece[1];
      continue;
    }
    let at = piece.contentStart;
    for (const [holeStart, holeEnd] of piece.holes) {
      appendText(builder, at, holeStart, piece);
      builder.appendHole(holeStart, holeEnd);
      at = holeEnd;
    }
    appendText(builder, at, piece.contentEnd, piece);
    end = piece.contentEnd;
  }
  return { value: builder.build(end), start, end };
}
