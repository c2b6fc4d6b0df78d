/**
 * Offsets to LSP positions for the many ranges of one publication. TextDocument's `positionAt`
 * finds its line starts with a loop over every character on its first call, which is most of the
 * cost before the code is optimized (the first document a server opens); here they are found with
 * `indexOf`, native code from the first call. The positions are the same as `positionAt`'s, to the
 * character: a line ends at "\r\n", "\r" or "\n", and an offset inside a line break is moved back
 * to the end of its line.
 */
import type { Position } from "vscode-languageserver";

export class LineIndex {
  readonly #text: string;
  /** The offset of each line's first character. */
  readonly #starts: number[];

  constructor(text: string) {
    this.#text = text;
    this.#starts = lineStarts(text);
  }

  positionAt(offset: number): Position {
    const text = this.#text;
    const starts = this.#starts;
    const at = Math.max(Math.min(offset, text.length), 0);
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((starts[middle] as number) > at) high = middle;
      else low = middle + 1;
    }
    const line = low - 1;
    const lineStart = starts[line] as number;
    let before = at;
    while (before > lineStart && isLineBreak(text.charCodeAt(before - 1))) before--;
    return { line, character: before - lineStart };
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  if (!text.includes("\r")) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  const breaks = /\r\n?|\n/g;
  while (breaks.exec(text) !== null) starts.push(breaks.lastIndex);
  return starts;
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}
