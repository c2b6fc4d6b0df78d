/**
 * What a link's destination points at: a local file (resolved as RFC 3986 5.2 says, with the
 * document's own `file:` URI as the base, 5.1.3), a heading of the document itself, something the
 * link checker leaves alone (a network URI, never fetched; another scheme; a template), or a
 * mistake with a reason: a destination that cannot be a link at all (`https:` with no host,
 * Markdown link syntax inside a destination). A relative path that reads as an e-mail address or
 * a host name (`security@example.com`, `git.k8s.io/x`) carries that reading as `lookalike`, which
 * the checker reports only if no such file exists.
 *
 * Spans are offsets into the destination's value (its decoded text), for ranges and repairs.
 */
import { findPlaceholders, percentDecode, resolve, split, tryParse, type Span } from "@urilint/core";
import { fileSegmentsStart, type HostedRepository } from "./hosted.js";
import { fileUri, joinPath, pathOfUriPath } from "./paths.js";

export interface Fragment {
  /** Percent-decoded (UTF-8), as a browser compares it with an element's id (URL Standard, HTML 7.4.6.4). */
  readonly value: string;
  /** Without the "#". */
  readonly span: Span;
}

/** A written path segment: its decoded name and its span. */
export interface WrittenSegment {
  readonly name: string;
  readonly span: Span;
}

export type LinkTarget =
  | { readonly kind: "ignored" }
  | { readonly kind: "malformed"; readonly reason: string; readonly repair?: Repair }
  | { readonly kind: "self"; readonly fragment: Fragment }
  | {
      readonly kind: "file";
      /** The absolute path (decoded), without a trailing "/". */
      readonly path: string;
      /** The path was written from the root ("/docs/a.md"): a site reads it as a route. */
      readonly rooted: boolean;
      /** The reference as written, for a site's routes: its path resolved as a URL path would be. */
      readonly reference: string;
      readonly trailingSlash: boolean;
      readonly fragment: Fragment | undefined;
      /** The path part as written. */
      readonly pathSpan: Span;
      /** The written segments after the last dot segment, which end the resolved path in order. */
      readonly tail: readonly WrittenSegment[];
      readonly lookalike: Lookalike | undefined;
    };

/** A repair of a malformed link: text inserted at the start of its destination, or its first and last characters removed. */
export type Repair =
  { readonly title: string; readonly insert: string } | { readonly title: string; readonly unwrap: true };

export interface Lookalike {
  readonly reason: string;
  readonly repair: Repair;
}

/** Schemes whose URIs need an authority (RFC 9110 4.2, RFC 6455 3, RFC 959 via RFC 1738). */
const NETWORK_SCHEMES = new Set(["http", "https", "ws", "wss", "ftp"]);

/**
 * The target of `text` (a destination's value) written in the document at `document` (an absolute
 * path); a path from the root ("/x") is resolved against `root`.
 */
export function linkTarget(text: string, document: string, root: string, hosted?: HostedRepository): LinkTarget {
  if (text === "" || findPlaceholders(text).length > 0) return { kind: "ignored" };
  if (/\]\(|^\[|^</.test(text)) {
    return {
      kind: "malformed",
      reason: "it holds Markdown link syntax ('[...](...)'), a link written inside another link's destination",
    };
  }
  if (text.startsWith("(") && text.endsWith(")")) {
    return {
      kind: "malformed",
      reason:
        "it is written in a second pair of parentheses, which are part of it: it reads as a relative path that starts with '('",
      repair: { title: "Remove the parentheses around the link", unwrap: true },
    };
  }
  // A backslash reads as "/" in a browser's http(s) URL (URL Standard), and so on a rendered page.
  const written = text.replace(/\\/g, "/");
  const parts = split(written).spans;
  if (parts.scheme !== undefined) {
    const scheme = written.slice(parts.scheme.start, parts.scheme.end).toLowerCase();
    if (scheme === "file") return fileTarget(written, parts.fragment);
    if (hosted !== undefined && (scheme === "https" || scheme === "http") && parts.authority !== undefined) {
      return repositoryFile(written, root, hosted) ?? { kind: "ignored" };
    }
    if (NETWORK_SCHEMES.has(scheme) && parts.authority === undefined) {
      return {
        kind: "malformed",
        reason: `'${scheme}:' is followed by no host: a web address is written '${scheme}://' and a host name`,
      };
    }
    return { kind: "ignored" };
  }
  if (parts.authority !== undefined) return { kind: "ignored" };
  const pathSpan = parts.path ?? { start: 0, end: 0 };
  const fragment = fragmentOf(written, parts.fragment);
  if (pathSpan.start === pathSpan.end && parts.query === undefined) {
    return fragment === undefined ? { kind: "ignored" } : { kind: "self", fragment };
  }
  const pathText = written.slice(pathSpan.start, pathSpan.end);
  const rooted = pathText.startsWith("/");
  const base = rooted ? fileUri(`${root}/`) : fileUri(document);
  const reference = rooted ? pathText.slice(1) : pathText;
  // "?plain=1" is the document itself (5.2.2: the base's path); "/" is the root.
  const target = !rooted && reference === "" ? document : resolvedPath(base, reference === "" ? "./" : reference);
  if (target === undefined) return { kind: "ignored" };
  return {
    kind: "file",
    path: target.endsWith("/") && target.length > 1 ? target.slice(0, -1) : target,
    rooted,
    reference: pathText,
    trailingSlash: pathText.endsWith("/"),
    fragment,
    pathSpan,
    tail: tailOf(written, pathSpan),
    lookalike: rooted ? undefined : lookalikeOf(pathText),
  };
}

/** `file:///path#f` and `file://localhost/path`: a local file; a file of another host is not checked. */
function fileTarget(text: string, fragmentSpan: Span | undefined): LinkTarget {
  const parsed = tryParse(encodeLeniently(text));
  if (!parsed.ok) return { kind: "ignored" };
  const host = parsed.uri.host;
  // A file of another host is not this machine's; a userinfo has no place in a file URI, and
  // nothing of it may be shown (a password).
  if (host !== undefined && host !== "" && host.toLowerCase() !== "localhost") return { kind: "ignored" };
  if (parsed.uri.userInfo !== undefined) return { kind: "ignored" };
  const path = pathOfUriPath(parsed.uri.path);
  if (path === undefined || path === "") return { kind: "ignored" };
  const parts = split(text).spans;
  const pathSpan = parts.path ?? { start: 0, end: 0 };
  return {
    kind: "file",
    path: path.endsWith("/") && path.length > 1 ? path.slice(0, -1) : path,
    rooted: false,
    reference: text.slice(pathSpan.start, pathSpan.end),
    trailingSlash: path.endsWith("/"),
    fragment: fragmentOf(text, fragmentSpan),
    pathSpan,
    tail: tailOf(text, pathSpan),
    lookalike: undefined,
  };
}

/** A link to a file of the repository by its full address on GitHub or GitLab (hosted.ts). */
function repositoryFile(text: string, root: string, hosted: HostedRepository): LinkTarget | undefined {
  const parsed = tryParse(encodeLeniently(text));
  if (!parsed.ok || parsed.uri.host === undefined || parsed.uri.userInfo !== undefined) return undefined;
  const path = pathOfUriPath(parsed.uri.path);
  if (path === undefined) return undefined;
  const segments = path.split("/");
  const start = fileSegmentsStart(hosted, parsed.uri.host, segments);
  if (start === undefined) return undefined;
  const parts = split(text).spans;
  const pathSpan = parts.path ?? { start: 0, end: 0 };
  const file = joinPath(root, ...segments.slice(start));
  return {
    kind: "file",
    path: file.endsWith("/") && file.length > 1 ? file.slice(0, -1) : file,
    rooted: false,
    reference: text.slice(pathSpan.start, pathSpan.end),
    trailingSlash: path.endsWith("/"),
    fragment: fragmentOf(text, parts.fragment),
    pathSpan,
    tail: tailOf(text, pathSpan),
    lookalike: undefined,
  };
}

/** The decoded path `reference` leads to from `base` (RFC 3986 5.2), or undefined when it cannot be read. */
function resolvedPath(base: string, reference: string): string | undefined {
  try {
    const target = resolve(base, encodeLeniently(reference));
    const parsed = tryParse(target);
    return parsed.ok ? pathOfUriPath(parsed.uri.path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The reference with what RFC 3986 does not allow in it percent-encoded as UTF-8, as browsers and
 * GitHub do before they follow it (URL Standard, the path percent-encode set): white space, other
 * scripts' letters (RFC 3987 3.1), a "%" that starts no escape.
 */
export function encodeLeniently(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const code = char.charCodeAt(0);
    if (char === "%" && !/^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) out += "%25";
    else if (code <= 0x20 || code >= 0x7f || '"<>^`{|}'.includes(char)) out += encodeURIComponent(char);
    else if (code >= 0xd800 && code <= 0xdbff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else out += char;
  }
  return out;
}

function fragmentOf(text: string, span: Span | undefined): Fragment | undefined {
  if (span === undefined) return undefined;
  const raw = text.slice(span.start, span.end);
  const decoded = percentDecode(raw);
  return { value: decoded.errors.length === 0 ? decoded.value : raw, span };
}

/** The written segments after the last "." or ".." segment: they end the resolved path, in order. */
function tailOf(text: string, pathSpan: Span): WrittenSegment[] {
  const segments: WrittenSegment[] = [];
  let start = pathSpan.start;
  for (let i = pathSpan.start; i <= pathSpan.end; i++) {
    if (i < pathSpan.end && text[i] !== "/") continue;
    const raw = text.slice(start, i);
    const decoded = percentDecode(raw);
    const name = decoded.errors.length === 0 ? decoded.value : raw;
    if (name === "." || name === "..") segments.length = 0;
    else if (name !== "") segments.push({ name, span: { start, end: i } });
    start = i + 1;
  }
  return segments;
}

/** Labels of a host name; a top-level domain of letters (RFC 1035 2.3.1, RFC 3696 2). */
const HOST_NAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,63}$/;
/** Top-level domains common in links written without a scheme; a file's extension is rarely one. */
const COMMON_TOP_LEVEL = new Set(["com", "org", "net", "io", "dev", "edu", "gov", "app", "ai", "co", "me", "info"]);

/** How a relative path that names no file may have been meant: an e-mail address, a host name. */
function lookalikeOf(path: string): Lookalike | undefined {
  if (EMAIL.test(path)) {
    return {
      reason: `'${path}' is an e-mail address, and a link to one starts with 'mailto:'`,
      repair: { title: "Write 'mailto:' before the address", insert: "mailto:" },
    };
  }
  const slash = path.indexOf("/");
  const first = slash === -1 ? path : path.slice(0, slash);
  if (!HOST_NAME.test(first)) return undefined;
  const labels = first.split(".");
  const topLevel = labels.at(-1)!.toLowerCase();
  if (labels[0]!.toLowerCase() !== "www" && !COMMON_TOP_LEVEL.has(topLevel)) return undefined;
  return {
    reason: `'${first}' is a host name, and a link to it needs a scheme: 'https://${first}${slash === -1 ? "" : "/..."}'`,
    repair: { title: "Write 'https://' before the host name", insert: "https://" },
  };
}
