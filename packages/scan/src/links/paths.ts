/**
 * File paths and `file:` URIs, both ways, for resolving links against a document's own location
 * (RFC 3986 5.1.3: the base URI of a document is the URI it was retrieved from) and RFC 8089 for
 * the `file:` scheme. Paths are absolute with "/" between segments; a Windows path starts with its
 * drive ("C:/repo"), whose URI is "file:///C:/repo".
 */
import { percentDecode, percentEncode } from "@urilint/core";

/** The `file:` URI of an absolute path, each segment percent-encoded (RFC 8089 2, RFC 3986 3.3). */
export function fileUri(path: string): string {
  const segments = path
    .split("/")
    .map((segment, i) => (i === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeSegment(segment)));
  const joined = segments.join("/");
  return `file://${joined.startsWith("/") ? "" : "/"}${joined}`;
}

/** A path segment percent-encoded where RFC 3986 needs it (UTF-8). */
export function encodeSegment(segment: string): string {
  return percentEncode(segment, "segment");
}

/**
 * A path segment as a link would write it: the characters a reference cannot hold percent-encoded,
 * letters of other scripts kept (GitHub and browsers read them as IRIs, RFC 3987).
 */
export function linkSegment(segment: string): string {
  let out = "";
  for (const char of segment) out += char.charCodeAt(0) < 0x80 ? encodeSegment(char) : char;
  return out;
}

/** The path of a `file:` URI's path component, percent-decoded (UTF-8), or undefined when it does not decode. */
export function pathOfUriPath(uriPath: string): string | undefined {
  const decoded = percentDecode(uriPath);
  if (decoded.errors.length > 0) return undefined;
  // "/C:/repo" is the drive path "C:/repo" (RFC 8089 E.2).
  return /^\/[A-Za-z]:(\/|$)/.test(decoded.value) ? decoded.value.slice(1) : decoded.value;
}

/** Whether `path` is `root` or inside it. */
export function isWithin(path: string, root: string): boolean {
  if (path === root) return true;
  return path.startsWith(root.endsWith("/") ? root : `${root}/`);
}

/** `path` relative to `from` (a folder), with "..", for messages: "docs/setup.md", "../README.md". */
export function relativePath(from: string, path: string): string {
  const a = from.split("/").filter((s) => s !== "");
  const b = path.split("/").filter((s) => s !== "");
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  const up = a.slice(common).map(() => "..");
  const rest = b.slice(common);
  const relative = [...up, ...rest].join("/");
  return relative === "" ? "." : relative;
}

/** The segments of `path` below `root` (`path` within it). */
export function segmentsBelow(root: string, path: string): string[] {
  if (path === root) return [];
  return path.slice(root.endsWith("/") ? root.length : root.length + 1).split("/");
}

/** `root` joined with relative segments. */
export function joinPath(root: string, ...segments: readonly string[]): string {
  const rest = segments.filter((s) => s !== "").join("/");
  if (rest === "") return root;
  return root.endsWith("/") ? root + rest : `${root}/${rest}`;
}
