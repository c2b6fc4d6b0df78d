// The publication's line index must place every offset exactly where TextDocument's positionAt does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { LineIndex } from "../src/positions.js";

describe("LineIndex", () => {
  it("gives positionAt's position for every offset, whatever the line breaks", () => {
    const text = fc
      .array(fc.constantFrom("a", "é", "😀", " ", "\n", "\r", "\r\n", "\n\r"), { maxLength: 40 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (source) => {
        const document = TextDocument.create("file:///a.ts", "typescript", 1, source);
        const lines = new LineIndex(source);
        for (let offset = -2; offset <= source.length + 2; offset++)
          expect(lines.positionAt(offset)).toEqual(document.positionAt(offset));
      }),
      { numRuns: 500 },
    );
  });

  it("agrees with positionAt after incremental edits of the document", () => {
    let document = TextDocument.create("file:///a.ts", "typescript", 1, "a\r\nb\nc\rd");
    document = TextDocument.update(
      document,
      [{ range: { start: { line: 1, character: 1 }, end: { line: 2, character: 0 } }, text: "\r\n\r\nx" }],
      2,
    );
    const lines = new LineIndex(document.getText());
    for (let offset = 0; offset <= document.getText().length; offset++)
      expect(lines.positionAt(offset)).toEqual(document.positionAt(offset));
  });
});
