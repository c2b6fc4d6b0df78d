/**
 * Path segment normalization (RFC 3986 6.2.2.3). "." and ".." segments "are intended only for use
 * within relative references" and are removed when a reference is resolved; a URI (with a scheme)
 * that still holds them is not normal, and remove_dot_segments (5.2.4) is applied to its path.
 * A relative reference keeps its dot segments: "./a" and "../b" say what they mean, and only
 * resolution against a base may remove them.
 *
 * The result must still read as a path: "/." guards a leading "//" without authority and "./" a
 * first segment with ":" (see build/recompose.ts).
 */
import { pathPrefix } from "../build/recompose.js";
import { hasDotSegments, removeDotSegments } from "../resolve/remove-dot-segments.js";

export function normalizeDotSegments(path: string, hasScheme: boolean, hasAuthority: boolean): string {
  if (!hasScheme || !hasDotSegments(path)) return path;
  const removed = removeDotSegments(path);
  return pathPrefix(hasScheme, hasAuthority, removed) + removed;
}

/**
 * Where two paths differ, in whole segments: [from, to) in `before` holds the segments that differ
 * (with the "/" that ends them), and the same common prefix and suffix frame them in `after`.
 * A report that replaces "b/../" is readable; one that replaces "/../" after "b" is not.
 */
export function differingSegments(before: string, after: string): { from: number; to: number } {
  const a = segmentStarts(before);
  const b = segmentStarts(after);
  const same = (i: number, j: number): boolean => sameSegment(before, a, i, after, b, j);
  // The common prefix stops before either path's last segment, so in both it ends with a "/" and
  // is the same text ("//x" against "/" shares one segment, not two).
  let prefix = 0;
  while (prefix < a.length - 1 && prefix < b.length - 1 && same(prefix, prefix)) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && same(a.length - 1 - suffix, b.length - 1 - suffix))
    suffix++;
  const from = prefix < a.length ? a[prefix]! : before.length;
  const to = suffix > 0 ? a[a.length - suffix]! : before.length;
  return { from, to };
}

/** Whether segment i of `x` (starts `xs`) equals segment j of `y`, compared in place. */
function sameSegment(
  x: string,
  xs: readonly number[],
  i: number,
  y: string,
  ys: readonly number[],
  j: number,
): boolean {
  const xStart = xs[i]!;
  const xEnd = i + 1 < xs.length ? xs[i + 1]! - 1 : x.length;
  const yStart = ys[j]!;
  const yEnd = j + 1 < ys.length ? ys[j + 1]! - 1 : y.length;
  if (xEnd - xStart !== yEnd - yStart) return false;
  for (let k = 0; k < xEnd - xStart; k++) if (x.charCodeAt(xStart + k) !== y.charCodeAt(yStart + k)) return false;
  return true;
}

function segmentStarts(path: string): number[] {
  let count = 1;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 0x2f) count++;
  // Sized once: growing a list of millions of segments by push costs more than the scan.
  const starts = new Array<number>(count).fill(0);
  let k = 1;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 0x2f) starts[k++] = i + 1;
  return starts;
}
