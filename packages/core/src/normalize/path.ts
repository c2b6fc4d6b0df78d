/**
 * Path segment normalization (RFC 3986 6.2.2.3) that keeps the path's meaning and keeps it a
 * valid path of the same reference.
 *
 * With a scheme, an authority or an absolute path, remove_dot_segments (5.2.4) is exactly what
 * resolution does to the path, so it is applied as written.
 *
 * A relative-path reference is different: its leading ".." segments are what it means (they
 * climb the base's path), so they stay, and "a/.." does not become "/" (5.2.4's answer, an
 * absolute path) but "." (the base's directory, as "a/.." resolves). The result resolves to the
 * same target as the input against every base whose path has a "/": relative dot segments are
 * folded one by one, and only the ".." that would climb above the reference stay. An empty result
 * is written "." ("./" when the path ended with "/"), as both are already normal.
 *
 * Either way the result must still read as a path: "/.//" guards a leading "//" without authority
 * and "./" guards a first segment with ":" (see build/recompose.ts).
 */
import { pathPrefix } from "../build/recompose.js";
import { dotSegmentKind, hasDotSegments, removeDotSegments } from "../resolve/remove-dot-segments.js";

export function normalizeDotSegments(path: string, hasScheme: boolean, hasAuthority: boolean): string {
  if (!hasDotSegments(path)) return path;
  const absolute = path.charCodeAt(0) === 0x2f;
  if (hasScheme || hasAuthority || absolute) {
    const removed = removeDotSegments(path);
    return pathPrefix(hasScheme, hasAuthority, removed) + removed;
  }
  return normalizeRelativePath(path);
}

function normalizeRelativePath(path: string): string {
  const segments = path.split("/");
  const kept: string[] = [];
  const ups: string[] = []; // ".." segments that climb above the reference, as written
  const last = segments.length - 1;
  for (let k = 0; k <= last; k++) {
    const segment = segments[k]!;
    const kind = dotSegmentKind(segment, 0, segment.length);
    if (kind === 0) {
      kept.push(segment);
    } else if (kind === 2 && kept.length === 0) {
      ups.push(segment);
    } else {
      if (kind === 2) kept.pop();
      if (k === last) kept.push(""); // "a/." and "a/b/.." end with "/"
    }
  }
  if (ups.length > 0) return kept.length === 0 ? ups.join("/") : ups.join("/") + "/" + kept.join("/");
  if (kept.length === 0 || (kept.length === 1 && kept[0] === "")) {
    return path.charCodeAt(path.length - 1) === 0x2f ? "./" : ".";
  }
  const joined = kept.join("/");
  // An empty first segment would make the path absolute, a ":" in it a scheme: keep a "./".
  return kept[0] === "" || pathPrefix(false, false, joined) === "./" ? "./" + joined : joined;
}
