/** Lines and columns as ESLint counts them: every offset of texts with each kind of line break. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineIndex } from "../src/positions.js";

/** The line and column of `offset`, counted character by character: the reference. */
function counted(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a && i + 1 < offset) continue; // CR LF is one break, at its LF
    if (code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

describe("LineIndex", () => {
  it("places every offset as a character-by-character count does, whatever the line breaks", () => {
    const piece = fc.constantFrom("a", "bc", "\n", "\r\n", "\r", "\u2028", "\u2029", "é");
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join("")),
        (text) => {
          const lines = new LineIndex(text);
          for (let offset = 0; offset <= text.length; offset++) {
            // An offset between the CR and the LF of one break belongs to no line: ESLint never reports one.
            if (text.charCodeAt(offset - 1) === 0x0d && text.charCodeAt(offset) === 0x0a) continue;
            expect(lines.position(offset)).toEqual(counted(text, offset));
          }
        },
      ),
    );
  });

  it("counts lines with LF alone and with other breaks alike", () => {
    expect(new LineIndex("a\nbc\nd").position(5)).toEqual({ line: 3, column: 1 });
    expect(new LineIndex("a\r\nbc\u2028d").position(6)).toEqual({ line: 3, column: 1 });
  });
});
