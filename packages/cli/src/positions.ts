/**
 * Document offsets as lines and columns, both from 1, columns in UTF-16 code units: what ESLint
 * reports (the same line breaks: CRLF, LF, CR, U+2028, U+2029) and SARIF's default column kind.
 */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (const match of text.matchAll(/\r\n|[\n\r\u2028\u2029]/g)) this.starts.push((match.index as number) + match[0].length);
  }

  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (this.starts[low] as number) + 1 };
  }
}
