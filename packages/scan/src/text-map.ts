/**
 * The bridge between the text the core sees (a literal's value: escapes decoded, holes replaced by
 * a placeholder) and the document the user edits. Every offset is a UTF-16 code unit, like LSP's
 * default position encoding, so an astral character is two units on both sides.
 */

/** Where a range of the value lies in the document: a half-open range of document offsets. */
export interface DocumentRange {
  readonly start: number;
  readonly end: number;
}

export interface TextMap {
  /** The document range of the value's units [start, end); an empty range maps to a position. */
  toDocument(start: number, end: number): DocumentRange;
  /**
   * The smallest value range that contains [start, end) and does not cut through an escape
   * sequence (an escape such as `\u{1F600}` yields two units that can only be replaced together).
   */
  widen(start: number, end: number): { start: number; end: number };
  /** The same map for the same value moved by `delta` in the document (an edit before it). */
  shifted(delta: number): TextMap;
}

/** A value written as-is in the document from `base` on: prose, comments, Markdown autolinks. */
export class IdentityMap implements TextMap {
  constructor(readonly base: number) {}

  toDocument(start: number, end: number): DocumentRange {
    return { start: this.base + start, end: this.base + end };
  }
  widen(start: number, end: number): { start: number; end: number } {
    return { start, end };
  }
  shifted(delta: number): TextMap {
    return new IdentityMap(this.base + delta);
  }
}

/**
 * A value decoded from a spelling with escapes: `starts[i]`/`ends[i]` are the document range of the
 * spelling that produced unit i (both units of an astral escape share one range); `contentEnd` is
 * where the spelling ends, used for an insertion at the end of the value.
 */
export class EscapeMap implements TextMap {
  constructor(
    private readonly starts: readonly number[],
    private readonly ends: readonly number[],
    private readonly contentEnd: number,
    /** Added to every document offset above: the value was moved by an edit before it. */
    private readonly delta = 0,
  ) {}

  toDocument(start: number, end: number): DocumentRange {
    const at = this.#positionOf(start) + this.delta;
    if (end <= start) return { start: at, end: at };
    return { start: at, end: (this.ends[Math.min(end, this.ends.length) - 1] ?? this.contentEnd) + this.delta };
  }

  shifted(delta: number): TextMap {
    return new EscapeMap(this.starts, this.ends, this.contentEnd, this.delta + delta);
  }

  /**
   * The map of the value's units [start, end) as a value of their own: each unit where
   * `toDocument(unit, unit + 1)` puts it, and the end where `toDocument(end, end)` does, without a
   * range object per unit.
   */
  cut(start: number, end: number): EscapeMap {
    const delta = this.delta;
    const starts: number[] = [];
    const ends: number[] = [];
    for (let unit = start; unit < end; unit++) {
      starts.push(this.#positionOf(unit) + delta);
      ends.push((this.ends[Math.min(unit + 1, this.ends.length) - 1] ?? this.contentEnd) + delta);
    }
    return new EscapeMap(starts, ends, this.#positionOf(end) + delta);
  }

  widen(start: number, end: number): { start: number; end: number } {
    let from = start;
    let to = end;
    while (from > 0 && from < this.starts.length && this.starts[from - 1] === this.starts[from]) from--;
    while (to > 0 && to < this.starts.length && this.starts[to] === this.starts[to - 1]) to++;
    return { start: from, end: to };
  }

  #positionOf(index: number): number {
    return index < this.starts.length ? (this.starts[index] ?? this.contentEnd) : this.contentEnd;
  }
}

/**
 * One map of each kind, kept for the life of the process. V8 holds the hidden classes of an
 * object's fields only as long as some object has them, and throws away the optimized code that
 * relies on them when a garbage collection finds none alive ("weak objects" in `--trace-deopt`):
 * between two scans every map is usually garbage, so each full collection cost the next scan of a
 * configuration file its optimized code (see KEPT_ALIVE in the core's parse/parse-result.ts).
 * Exported, so that the module holds them.
 */
export const KEPT_ALIVE: readonly TextMap[] = [new IdentityMap(0), new EscapeMap([], [], 0)];
