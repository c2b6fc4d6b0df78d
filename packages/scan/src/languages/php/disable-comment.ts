/**
 * Where a disable comment goes in PHP: on a line of its own before the finding's line, unless the
 * value is a heredoc's or nowdoc's, or began on an earlier line (the literal would take the comment in).
 * A finding that is not PHP's own (its spelling is none of PHP's record) was read in the template's
 * HTML (html.ts): it gets the comment an HTML file gets, which the HTML reader reads there.
 */
import { commentLineBefore } from "../../disable-comment.js";
import type { OffsetEdit } from "../../edits.js";
import type { FindingLine } from "../../language.js";
import { language as html } from "../html/language.js";
import { language as php } from "./language.js";

const PHP_SPELLINGS: ReadonlySet<string> = new Set(php.spellings);

export function disableComment(line: FindingLine, words: string): OffsetEdit | undefined {
  if (line.candidate.start < line.lineStart || line.candidate.quote.startsWith("<<<")) return undefined;
  const { lineBefore } = PHP_SPELLINGS.has(line.candidate.spelling) ? php.comments : html.comments;
  return commentLineBefore(line, lineBefore(words));
}
