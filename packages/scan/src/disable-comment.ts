/**
 * The comment that a "Disable <rule> for this line" fix writes: `urilint-disable-next-line <rule>`
 * on a line of its own before the finding's line, indented like it, in the document's comment
 * syntax. urilint's own word, not `eslint-disable`: ESLint ignores it (a project that does not use
 * the ESLint plugin gets no "rule not found" error), and the ESLint plugin, the language server
 * and the `urilint` command all honour it.
 *
 * Where a line of its own would change the document, the language places the comment elsewhere or
 * nowhere (its reader's `disableComment`: Markdown at the end of the line, JSX children as
 * `{/* … *\/}`, JSON only with comments); a line that continues a value begun on an earlier line
 * (a YAML block scalar, a multi-line string) gets none, since the comment would become part of the
 * value. Every comment is read back through the language's scanner before it is offered: one that
 * would not be read as a directive where it stands is not offered.
 */
import type { Candidate } from "./candidate.js";
import { directivesOf } from "./directives.js";
import type { OffsetEdit } from "./edits.js";
import { definitionOf, readerOf, type FindingLine, type Language } from "./language.js";

/**
 * The edit that silences `rule` on the line holding `candidate`'s finding at `offset`, or
 * undefined where no comment can be written safely.
 */
export function disableCommentEdit(
  text: string,
  language: Language,
  candidate: Candidate,
  offset: number,
  rule: string,
): OffsetEdit | undefined {
  const edit = commentEdit(text, language, candidate, offset, rule);
  return edit !== undefined && readsBackAsDirective(text, language, edit) ? edit : undefined;
}

/** A comment on a line of its own before the finding's line, indented like it. */
export function commentLineBefore(line: FindingLine, comment: string): OffsetEdit {
  const indent = line.text.slice(line.lineStart, line.indentEnd);
  return { start: line.lineStart, end: line.lineStart, text: `${indent}${comment}${line.newline}` };
}

/**
 * Whether the comment, once written, is read as a directive where it stands: a line inside a YAML
 * block scalar, a multi-line string or a heredoc would hold it as text of the value instead.
 */
function readsBackAsDirective(text: string, language: Language, edit: OffsetEdit): boolean {
  const written = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  const end = edit.start + edit.text.length;
  return directivesOf(written, language).some((directive) => edit.start <= directive.start && directive.end <= end);
}

function commentEdit(
  text: string,
  language: Language,
  candidate: Candidate,
  offset: number,
  rule: string,
): OffsetEdit | undefined {
  const definition = definitionOf(language);
  if (definition === undefined) return undefined;
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  let indentEnd = lineStart;
  while (indentEnd < text.length && (text[indentEnd] === " " || text[indentEnd] === "\t")) indentEnd++;
  const newline = text.charCodeAt(text.indexOf("\n", lineStart) - 1) === 0x0d ? "\r\n" : "\n";
  const line: FindingLine = { text, dialect: language, candidate, offset, lineStart, indentEnd, newline };
  const words = `urilint-disable-next-line ${rule}`;
  const reader = readerOf(language);
  if (reader.disableComment !== undefined) return reader.disableComment(line, words);
  // The line continues a value that starts on an earlier line: a comment would join the value.
  if (candidate.start < lineStart) return undefined;
  const lineBefore = definition.comments.lineBefore;
  return lineBefore === undefined ? undefined : commentLineBefore(line, lineBefore(words));
}
