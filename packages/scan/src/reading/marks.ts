/**
 * The characters without one of which a range of a document holds no candidate (a language's
 * quotes and comment starts): a walk of a syntax tree skips every subtree whose text holds none.
 * Found lazily, as the walk asks about ranges in document order: the text is searched once at most.
 * A reader may add a mark where no character tells one (a heredoc's body, which starts with a
 * line break: Ruby's and shell's) before the walk reaches it.
 */
export class Marks {
  readonly #text: string;
  readonly #pattern: RegExp;
  /** Where the last search started... */
  #from = 0;
  /** The marks added by `add`, in document order. */
  readonly #added: number[] = [];
  /** ...and the first mark at or after it (the text's length: none); -1 before any search. */
  #next = -1;

  /** `pattern`: a character class, as a global expression (`/["'#]/g`). */
  constructor(text: string, pattern: RegExp) {
    if (!pattern.global) throw new Error("Marks needs a global expression");
    this.#text = text;
    this.#pattern = new RegExp(pattern.source, pattern.flags);
  }

  /** Whether a mark lies in [start, end). */
  within(start: number, end: number): boolean {
    return this.next(start) < end;
  }

  /** Where the first mark at or after `from` lies (the text's length: none). */
  next(from: number): number {
    if (from < this.#from || from > this.#next) {
      this.#pattern.lastIndex = from;
      this.#next = this.#pattern.test(this.#text) ? this.#pattern.lastIndex - 1 : this.#text.length;
      this.#from = from;
    }
    const added = this.#added;
    if (added.length === 0) return this.#next;
    // The first added mark at or after `from` (a binary search: they are few, and sorted).
    let low = 0;
    let high = added.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((added[middle] as number) < from) low = middle + 1;
      else high = middle;
    }
    const first = added[low];
    return first !== undefined && first < this.#next ? first : this.#next;
  }

  /** Marks `offset` too (a walk asks about it only after this call). */
  add(offset: number): void {
    if (offset < 0 || offset >= this.#text.length) return;
    const added = this.#added;
    let at = added.length;
    while (at > 0 && (added[at - 1] as number) > offset) at--;
    if (added[at - 1] !== offset) added.splice(at, 0, offset);
  }
}
