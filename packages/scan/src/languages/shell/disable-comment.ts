/**
 * Where a disable comment goes in a shell script: on a line of its own before the finding's line,
 * unless that line continues the one before it with a backslash (a comment line there would end
 * the command) or the finding lies in a value begun on an earlier line or in a heredoc's body (a
 * comment line there would be text of the value).
 */
import { commentLineBefore } from "../../disable-comment.js";
import type { OffsetEdit } from "../../edits.js";
import type { FindingLine } from "../../language.js";

export function disableComment(line: FindingLine, words: string): OffsetEdit | undefined {
  const { text, lineStart, candidate } = line;
  if (candidate.start < lineStart || candidate.quote.startsWith("<<")) return undefined;
  let before = lineStart - 1;
  if (before > 0 && text.charCodeAt(before) === 0x0a && text.charCodeAt(before - 1) === 0x0d) before--;
  if (before > 0 && text.charCodeAt(before - 1) === 0x5c) return undefined;
  return commentLineBefore(line, `# ${words}`);
}
