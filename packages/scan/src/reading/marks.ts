/**
 * The characters without one of which a range of a document holds no candidate (a language's
 * quotes and comment starts): a walk of a syntax tree skips every subtree whose text holds none.
 * Found lazily, as the walk asks about ranges in document order: the text is searched once at most.
 */
export class Marks {
  readonly #text: string;
  readonly #pattern: RegExp;
  /** Where the last search started... */
  #from = 0;
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
    return this.#next;
  }
}
