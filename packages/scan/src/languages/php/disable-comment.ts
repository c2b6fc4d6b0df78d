/**
 * Where a disable comment goes in PHP: on a line of its own before the finding's line, unless the
 * value is a heredoc's or nowdoc's, or began on an earlier line (the literal would take the comment in).
 * A finding in a template's HTML (html.ts) gets an HTML comment there, which the HTML reader reads.
 */
import { commentLineBefore } from "../../disable-comment.js";
import type { OffsetEdit } from "../../edits.js";
import type { FindingLine } from "../../language.js";

export function disableComment(line: FindingLine, words: string): OffsetEdit | undefined {
  if (line.candidate.start < line.lineStart || line.candidate.quote.startsWith("<<<")) return undefined;
  const markup = line.candidate.spelling.startsWith("html-") || line.candidate.spelling.endsWith("-in-html");
  return commentLineBefore(line, markup ? `<!-- ${words} -->` : `// ${words}`);
}
