/**
 * A PHP template's HTML: the text outside `<?php ... ?>` (tree-sitter-php's `text` nodes), read by
 * the HTML reader (html/template.ts) with every PHP region a hole, so that a URI in the markup gets
 * the finding it gets in an `.html` file, and a value that holds PHP (`href="<?= $base ?>/x"`) is a
 * template, never fixed. A region runs from the end of a text to the end of the `?>` that closes it
 * (the white space after `?>`, which the grammar gives to no node, stays HTML), or to the end of
 * the document; a script's `#!` line is one too.
 */
import type { Candidate, CommentSink } from "../../candidate.js";
import { readerOf } from "../../language.js";
import type * as Html from "../html/index.js";
import type { Hole } from "../html/template.js";
import type { Work } from "../../work.js";

/** The text nodes and `?>` tags of a PHP document, as its walk meets them (in document order). */
export class TemplateText {
  readonly #holes: Hole[] = [];
  /** Where the last text ended, and the end of the last `?>` after it (-1: none). */
  #textEnd = 0;
  #closeEnd = -1;
  /** Whether a text holds more than white space. */
  #markup = false;

  constructor(private readonly text: string) {}

  /** The `?>` at [start, end). */
  close(end: number): void {
    this.#closeEnd = end;
  }

  /** A text node at [start, end). */
  textNode(start: number, end: number): void {
    // PHP's command line skips a script's `#!` line: no output, no markup.
    const from = start === 0 && this.text.startsWith("#!") ? lineAfter(this.text, end) : start;
    if (from < this.#textEnd) return;
    this.#hole(from);
    this.#textEnd = Math.max(from, end);
    if (!this.#markup && this.text.slice(from, end).trim() !== "") this.#markup = true;
  }

  /** The HTML's candidates, when the document has any markup. */
  *read(found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
    if (!this.#markup) return;
    this.#hole(this.text.length);
    const html = readerOf("html") as typeof Html.reader;
    yield* html.scanTemplate(this.text, this.#holes, found, comment);
  }

  /** The PHP between the last text and `next`. */
  #hole(next: number): void {
    const end = this.#closeEnd > this.#textEnd && this.#closeEnd <= next ? this.#closeEnd : next;
    if (end > this.#textEnd) this.#holes.push([this.#textEnd, end]);
    this.#closeEnd = -1;
  }
}

/** Where the line after the first of `text` starts, or `end` if that is sooner. */
function lineAfter(text: string, end: number): number {
  const lineEnd = text.indexOf("\n");
  return lineEnd === -1 ? end : Math.min(end, lineEnd + 1);
}
