/** The reader of Markdown documents. */
import type { LanguageReader } from "../../language.js";
import { scanMarkdown } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanMarkdown(text, found, comment),
  // At the end of the finding's line: an HTML comment on a line of its own would split the paragraph around it.
  disableComment(line, words) {
    const { text, offset } = line;
    let lineEnd = text.indexOf("\n", offset);
    if (lineEnd === -1) lineEnd = text.length;
    if (text.charCodeAt(lineEnd - 1) === 0x0d) lineEnd--;
    return { start: lineEnd, end: lineEnd, text: ` <!-- ${words.replace("-next-line", "-line")} -->` };
  },
};
