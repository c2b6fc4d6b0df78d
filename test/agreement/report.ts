/** What each front-end reported, in one form: a line per finding, and a line per safe fix. */
export interface Reports {
  /** "path line:column-endLine:endColumn code severity", sorted. */
  readonly lines: readonly string[];
  /** "path start-end text" for every safe fix (the plugin's autofixes, the server's fix-all edits), sorted. */
  readonly fixes: readonly string[];
}

export function findingLine(
  path: string,
  line: number,
  column: number,
  endLine: number,
  endColumn: number,
  code: string,
  severity: "error" | "warning" | "info",
): string {
  return `${path} ${line}:${column}-${endLine}:${endColumn} ${code} ${severity}`;
}

export function fixLine(path: string, start: number, end: number, text: string): string {
  return `${path} ${start}-${end} ${JSON.stringify(text)}`;
}

/** The edits a document takes at once: in document order, none overlapping an earlier one (as a fix-all applies them). */
export function disjointEdits<T extends { start: number; end: number }>(edits: readonly T[]): T[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: T[] = [];
  let end = -1;
  for (const edit of sorted) {
    if (edit.start < end) continue;
    out.push(edit);
    end = edit.end;
  }
  return out;
}
