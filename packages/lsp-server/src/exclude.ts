/**
 * The `exclude` setting: glob patterns of files to leave alone, matched (by @urilint/scan's
 * `excludeMatcher`, as the command matches them) against a document's path relative to the
 * workspace folder that holds it, or its whole path outside any folder.
 */
import { excludeMatcher, type PathMatcher } from "@urilint/scan";

/** One matcher per settings value: the patterns array of a settings value never changes. */
const matchers = new WeakMap<readonly string[], PathMatcher>();

export function isExcluded(documentUri: string, folders: readonly string[], patterns: readonly string[]): boolean {
  if (patterns.length === 0) return false;
  let matcher = matchers.get(patterns);
  if (matcher === undefined) matchers.set(patterns, (matcher = excludeMatcher(patterns)));
  return matcher(relativePath(documentUri, folders));
}

/** The path of `documentUri` under the deepest folder that holds it, without a leading "/". */
export function relativePath(documentUri: string, folders: readonly string[]): string {
  let best = "";
  for (const folder of folders) {
    const base = folder.endsWith("/") ? folder : `${folder}/`;
    if (documentUri.startsWith(base) && base.length > best.length) best = base;
  }
  const path = best === "" ? documentUri.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "") : documentUri.slice(best.length);
  return safeDecode(path.replace(/^\/+/, ""));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
