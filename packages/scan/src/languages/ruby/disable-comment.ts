/**
 * Where a disable comment goes in Ruby: on a line of its own before the finding's line, unless
 * that line continues the one before it with a backslash (a comment line there would end the
 * statement) or a value begun on an earlier line (a heredoc or a multi-line string would take it
 * in; a comment inside `=begin ... =end` is no directive, and is never offered: see
 * `readsBackAsDirective`).
 */
import { commentLineBefore } from "../../disable-comment.js";
import type { OffsetEdit } from "../../edits.js";
import type { FindingLine } from "../../language.js";

export function disableComment(line: FindingLine, words: string): OffsetEdit | undefined {
  const { text, lineStart, candidate } = line;
  if (candidate.start < lineStart) return undefined;
  let before = lineStart - 1;
  if (before > 0 && text.charCodeAt(before) === 0x0a && text.charCodeAt(before - 1) === 0x0d) before--;
  if (before > 0 && text.charCodeAt(before - 1) === 0x5c) return undefined;
  return commentLineBefore(line, `# ${words}`);
}
