/**
 * The content test: does a string, wherever it is, read as a URI by itself? Only two shapes do:
 * `scheme://...` with any scheme of two or more characters, and `scheme:...` with a scheme urilint
 * knows (schemes.ts), written in lower case. Everything else needs a context that expects a URI.
 */
import { ALPHA, DIGIT, SCHEME_TAIL, isIn } from "../chars.js";
import type { Span } from "../model.js";
import { isKnownScheme } from "../schemes.js";

/** Schemes that name modules or packages, not resources (Node, npm, JSR, Bun, pnpm, Yarn). */
const MODULE_SCHEMES: ReadonlySet<string> = new Set([
  "node",
  "npm",
  "jsr",
  "bun",
  "deno",
  "workspace",
  "link",
  "portal",
  "patch",
  "catalog",
  "virtual",
]);

/**
 * Schemes whose "URI" is a payload rather than a location: `data:` (RFC 2397) carries content that
 * browsers accept unencoded (inline SVG), `javascript:` carries code. Neither is checked anywhere.
 */
const PAYLOAD_SCHEMES: ReadonlySet<string> = new Set(["data", "javascript", "vbscript"]);

/**
 * Hosts whose http(s) URIs are identifiers of vocabularies, not places to fetch: XML namespaces
 * (SVG, XHTML, XLink, MathML, XML Schema, XML-DSig, RDF), SOAP, Office Open XML, Dublin Core,
 * JSON Schema and JSON-LD vocabularies. Rewriting them breaks the documents that use them.
 */
const NAMESPACE_HOSTS: ReadonlySet<string> = new Set([
  "www.w3.org",
  "w3.org",
  "schemas.xmlsoap.org",
  "schemas.openxmlformats.org",
  "schemas.microsoft.com",
  "purl.org",
  "json-schema.org",
  "xmlns.com",
  "ns.adobe.com",
  "schema.org",
  "www.opengis.net",
  "docs.oasis-open.org",
  "java.sun.com",
  "xmlns.jcp.org",
  "maven.apache.org",
  "www.springframework.org",
  "www.idpf.org",
  "ns.google.com",
  "www.google.com",
  "relaxng.org",
]);

/** The scheme's span when `text` starts with `scheme ":"`; undefined otherwise. */
export function schemeSpan(text: string): Span | undefined {
  const end = schemeEnd(text);
  return end < 0 ? undefined : { start: 0, end };
}

/** Where the scheme of `text` ends (at its ":"), or -1 when `text` does not start with one. */
export function schemeEnd(text: string): number {
  if (!isIn(text.charCodeAt(0), ALPHA)) return -1;
  let i = 1;
  while (i < text.length && isIn(text.charCodeAt(i), SCHEME_TAIL)) i++;
  return text.charCodeAt(i) === 0x3a ? i : -1;
}

/** True when `text` holds a character that separates words: it is prose, not one URI. */
export function hasWhitespace(text: string, start = 0, end = text.length): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (
      c <= 0x20 ||
      c === 0x7f ||
      c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff
    )
      return true;
  }
  return false;
}

/** A piece of text holding a URI delimiter (a path, query, fragment, userinfo or escape): no plain word. */
const URI_PIECE = /[/@?#=&%]/;

/** A sign that joins two things in prose (`&`, `|`, `/`, `+`, a dash), whitespace, and another URI (`scheme://`, RFC 3986 3.1). */
const JOINED_URI = /^[&|/+\-\u2013\u2014]{1,2}\s+[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/**
 * A word of a script written without spaces between words: Han (CJK ideographs, their extension A
 * and compatibility forms) and kana (hiragana, katakana, half-width katakana).
 */
const UNSPACED_SCRIPT = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/**
 * Whether the whitespace in `scheme://...` (after `from`) is a mistake inside one URI rather than
 * the start of prose. It is when:
 * - it ends the text (`"http://example.com/\t"`), except a line break: output is written with one;
 * - it is a control character, or a line break with more text after it (`"https://a/\r\nSet-Cookie: x"`,
 *   `"https://user:p\rass@host/"`: a line injected into the URI);
 * - one more piece of the URI follows it, and no more words: a piece holding a URI delimiter
 *   (`"https://example.com/My Path/File.html"`, `"http://user:pw @host/"`), any piece once a query
 *   or fragment has begun (`"https://example.com/search?q=a b"`), or any piece after a path
 *   (`"https://example.com/a b"`).
 * - every piece after it holds a URI delimiter (`"http://x.org/hello world/a.html?q=b c#frag"`).
 * A plain word after the URI makes it prose (`"https://example.com is down"`, an issue title), and
 * so does
 * - a sign that joins two URIs in prose, then another URI (`"https://a.example/#x & https://b.example/#y"`);
 *   another URI right after the whitespace may still be a command injected into one
 *   (`"https://nodejs.org/dist&&xdg-open http://www.google.com;"`), a mistake in the URI;
 * - a word of a script written without spaces between words (Han, kana), with no URI delimiter
 *   (`"https://aka.ms/tsconfig/module も参照"`, "see also"): such a sentence sets a URI apart from
 *   its words with a space, and a path has no reason to.
 */
export function isWhitespaceInsideUri(text: string, from: number): boolean {
  let w = from;
  while (w < text.length && !hasWhitespace(text, w, w + 1)) w++;
  if (w === text.length) return false;
  let after = w;
  let lineBreak = false;
  while (after < text.length && hasWhitespace(text, after, after + 1)) {
    const c = text.charCodeAt(after);
    if (c === 0x0a || c === 0x0d) lineBreak = true;
    else if ((c < 0x20 && c !== 0x09 && c !== 0x0b && c !== 0x0c) || c === 0x7f) return true;
    after++;
  }
  if (after === text.length) return !lineBreak;
  if (lineBreak) return true;
  const piece = text.slice(after);
  if (JOINED_URI.test(piece)) return false;
  // Several pieces: one URI only if each is a piece of a URI, never a plain word.
  if (hasWhitespace(piece))
    return !/[\r\n]/.test(piece) && piece.split(/\s+/).every((part) => part === "" || URI_PIECE.test(part));
  if (UNSPACED_SCRIPT.test(piece) && !URI_PIECE.test(piece)) return false;
  const before = text.slice(from, w);
  const slash = before.indexOf("/");
  const hasPath = slash !== -1 && slash < before.length - 1;
  return hasPath || before.includes("?") || before.includes("#") || /[/@?#=&%]/.test(piece);
}

/**
 * A regular expression written where a path would be: an anchor "^" at the start, or a backslash
 * before a character that means something in a pattern (`/favicon\.ico`, `/user/\d+`). A URI
 * never holds a backslash (RFC 3986 2), and a relative reference has no use for one.
 */
export function isPattern(text: string): boolean {
  return text.startsWith("^") || /\\[.\\/dDwWsSbB()[\]{}?*+|^$-]/.test(text);
}

export function isPayloadScheme(scheme: string): boolean {
  return PAYLOAD_SCHEMES.has(scheme.toLowerCase());
}

/** Whether `text` starts with a payload scheme (`data:`, `javascript:`). */
export function hasPayloadScheme(text: string): boolean {
  const end = schemeEnd(text);
  // The payload schemes have 4 to 10 letters: most texts need no slice.
  return end >= 4 && end <= 10 && isPayloadScheme(text.slice(0, end));
}

export function isModuleScheme(scheme: string): boolean {
  return MODULE_SCHEMES.has(scheme.toLowerCase());
}

/** The host of `scheme://host...` in lower case (up to "/", "?", "#" or ":"), after any userinfo. */
function authorityHost(text: string, from: number): string {
  let end = from;
  let start = from;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if (code === 0x2f || code === 0x3f || code === 0x23) break; // "/", "?", "#"
    if (code === 0x40) start = end + 1; // "@": the host follows the last one
  }
  let colon = start;
  while (colon < end && text.charCodeAt(colon) !== 0x3a) colon++;
  return text.slice(start, colon).toLowerCase();
}

/** Whether text[0, end) is "http" or "https", in any case. */
function isHttpScheme(text: string, end: number): boolean {
  if (end !== 4 && end !== 5) return false;
  if (
    (text.charCodeAt(0) | 0x20) !== 0x68 ||
    (text.charCodeAt(1) | 0x20) !== 0x74 ||
    (text.charCodeAt(2) | 0x20) !== 0x74 ||
    (text.charCodeAt(3) | 0x20) !== 0x70
  )
    return false;
  return end === 4 || (text.charCodeAt(4) | 0x20) === 0x73;
}

/** True when `text` is an http(s) URI on a vocabulary host (an identifier, not a location). */
export function isNamespaceIdentifier(text: string): boolean {
  const end = schemeEnd(text);
  return isHttpScheme(text, end) && text.startsWith("//", end + 1) && NAMESPACE_HOSTS.has(authorityHost(text, end + 3));
}

/**
 * Does `text` read as a URI by content alone? `holes` are opaque spans: a scheme that is (part of)
 * a hole is unknown, so it proves nothing. `extraSchemes` are the user's own schemes (lower case).
 */
export function looksLikeUri(text: string, holes: readonly Span[], extraSchemes: ReadonlySet<string>): boolean {
  const end = schemeEnd(text);
  if (end < 2) return false;
  const rest = end + 1;
  if (hasWhitespace(text) && !(text.startsWith("//", rest) && isWhitespaceInsideUri(text, rest + 2))) return false;
  for (const hole of holes) if (hole.start < end) return false;
  if (text.startsWith("//", rest)) {
    // "https://" alone is a protocol prefix waiting for a host, not a URI. http(s) is neither a
    // module nor a payload scheme: the common case needs no lower-cased copy of the scheme.
    if (text.length <= rest + 2) return false;
    if (isHttpScheme(text, end)) return !isNamespaceIdentifier(text);
    const lower = text.slice(0, end).toLowerCase();
    return !MODULE_SCHEMES.has(lower) && !PAYLOAD_SCHEMES.has(lower);
  }
  // Without "//", only a known scheme in lower case, followed by something that is not a number:
  // "mailto:x", not "https:" (a protocol value), "Note:" (a label), "redis:6379" (host and port)
  // or "postgres:16" (an image tag).
  const name = text.slice(0, end);
  if (isModuleScheme(name) || isPayloadScheme(name)) return false;
  if (text.length === rest || name !== name.toLowerCase() || isIn(text.charCodeAt(rest), DIGIT)) return false;
  return isKnownScheme(name) || extraSchemes.has(name);
}
