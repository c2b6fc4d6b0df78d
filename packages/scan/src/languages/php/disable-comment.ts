/**
 * Where a disable comment goes in PHP: on a line of its own before the finding's line, unless the
 * value is a heredoc's or nowdoc's, or began on an earlier line (the literal would take the comment in).
 */
import { commentLineBefore } from "../../disable-comment.js";
import type { OffsetEdit } from "../../edits.js";
import type { FindingLine } from "../../language.js";

export function disableComment(line: FindingLine, words: string): OffsetEdit | undefined {
  if (line.candidate.start < line.lineStart || line.candidate.quote.startsWith("<<<")) return undefined;
  return commentLineBefore(line, `// ${words}`);
}
