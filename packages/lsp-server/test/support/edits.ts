/** Test helpers for the edits a server sends: the text edits of one document, and a text with them applied. */
import type { TextEdit, WorkspaceEdit } from "vscode-languageserver-protocol/node";

/** The edits of `uri` in a workspace edit, in either of its two shapes (`changes` or `documentChanges`). */
export function editsOf(edit: WorkspaceEdit | undefined, uri: string): TextEdit[] {
  if (edit?.changes !== undefined) return edit.changes[uri] ?? [];
  const change = edit?.documentChanges?.[0];
  return change !== undefined && "edits" in change ? (change.edits as TextEdit[]) : [];
}

/** Applies LSP edits (non-overlapping) to a text whose lines end with LF. */
export function apply(text: string, edits: readonly TextEdit[]): string {
  const lines = text.split("\n");
  const offset = (p: { line: number; character: number }): number =>
    lines.slice(0, p.line).reduce((sum, line) => sum + line.length + 1, 0) + p.character;
  let out = text;
  for (const edit of [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start))) {
    out = out.slice(0, offset(edit.range.start)) + edit.newText + out.slice(offset(edit.range.end));
  }
  return out;
}
