/** The reader of JSON documents: a scanner of its own (JSON is small and fully specified: RFC 8259, and JSON5's additions). */
import { commentLineBefore } from "../../disable-comment.js";
import type { LanguageReader } from "../../language.js";
import { scanJson } from "./scan.js";

export { scanJson } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, dialect, found, comment) => scanJson(text, found, comment, dialect),
  // JSON has no comments; JSON with comments and JSON5 do, but not inside a string that goes on from an earlier line.
  disableComment: (line, words) =>
    (line.dialect === "jsonc" || line.dialect === "json5") && line.candidate.start >= line.lineStart
      ? commentLineBefore(line, `// ${words}`)
      : undefined,
};
