/**
 * Expected findings written as the text they cover: each [code, needle] is the next occurrence of
 * `needle` in the document after the previous finding's start (and after `after`, when given), so
 * a table states exact ranges in a form a reviewer can read.
 */

/** [code, start, end] of each [code, needle, after?], found in order in `source`. */
export function rangesOf(
  source: string,
  expected: readonly (readonly [code: string, needle: string, after?: string])[],
): [string, number, number][] {
  let from = 0;
  return expected.map(([code, needle, after]) => {
    if (after !== undefined) from = Math.max(from, source.indexOf(after, from) + after.length);
    const start = source.indexOf(needle, from);
    if (start < 0) throw new Error(`${JSON.stringify(needle)} is not in the document after offset ${from}`);
    from = start;
    return [code, start, start + needle.length];
  });
}
