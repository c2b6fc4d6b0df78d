/**
 * Document offsets as lines and columns, both from 1, columns in UTF-16 code units: what ESLint
 * reports (the same line breaks: CRLF, LF, CR, U+2028, U+2029) and SARIF's default column kind.
 * The line starts are found on the first question, not before: most files a run reads hold URIs
 * and no finding, and are never asked one.
 */
export class LineIndex {
  readonly #text: string;
  #starts: number[] | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  position(offset: number): { line: number; column: number } {
    const starts = (this.#starts ??= lineStarts(this.#text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  }
}

/** Where each line starts: with `indexOf` (native from the first call) when "\n" is the only line break. */
function lineStarts(text: string): number[] {
  const starts = [0];
  if (!OTHER_BREAK.test(text)) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  for (const match of text.matchAll(/\r\n|[\n\r\u2028\u2029]/g)) starts.push((match.index as number) + match[0].length);
  return starts;
}

const OTHER_BREAK = /[\r\u2028\u2029]/;
