/** The reader of JSON documents: a scanner of its own (JSON is small and fully specified: RFC 8259). */
import type { LanguageReader } from "../../language.js";
import { commentLineBefore } from "../../disable-comment.js";
import { scanJson } from "./scan.js";

export { scanJson } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanJson(text, found, comment),
  // JSON has no comments; JSON with comments does, but not inside a string that goes on from an earlier line.
  disableComment: (line, words) =>
    line.dialect === "jsonc" && line.candidate.start >= line.lineStart
      ? commentLineBefore(line, `// ${words}`)
      : undefined,
};
