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
  "node", "npm", "jsr", "bun", "deno", "workspace", "link", "portal", "patch", "catalog", "virtual",
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
  "www.w3.org", "w3.org", "schemas.xmlsoap.org", "schemas.openxmlformats.org", "schemas.microsoft.com",
  "purl.org", "json-schema.org", "xmlns.com", "ns.adobe.com", "schema.org", "www.opengis.net",
  "docs.oasis-open.org", "java.sun.com", "xmlns.jcp.org", "maven.apache.org", "www.springframework.org",
  "www.idpf.org", "ns.google.com", "www.google.com", "relaxng.org",
]);

/** The scheme's span when `text` starts with `scheme ":"`; undefined otherwise. */
export function schemeSpan(text: string): Span | undefined {
  if (!isIn(text.charCodeAt(0), ALPHA)) return undefined;
  let i = 1;
  while (i < text.length && isIn(text.charCodeAt(i), SCHEME_TAIL)) i++;
  return text.charCodeAt(i) === 0x3a ? { start: 0, end: i } : undefined;
}

/** True when `text` holds a character that separates words: it is prose, not one URI. */
export function hasWhitespace(text: string, start = 0, end = text.length): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
      || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff) return true;
  }
  return false;
}

export function isPayloadScheme(scheme: string): boolean {
  return PAYLOAD_SCHEMES.has(scheme.toLowerCase());
}

export function isModuleScheme(scheme: string): boolean {
  return MODULE_SCHEMES.has(scheme.toLowerCase());
}

/** The host of `scheme://host...` in lower case (up to "/", "?", "#" or ":"), after any userinfo. */
function authorityHost(text: string, from: number): string {
  let end = from;
  while (end < text.length && !"/?#".includes(text[end]!)) end++;
  let host = text.slice(from, end);
  const at = host.lastIndexOf("@");
  if (at !== -1) host = host.slice(at + 1);
  const colon = host.indexOf(":");
  return (colon === -1 ? host : host.slice(0, colon)).toLowerCase();
}

/** True when `text` is an http(s) URI on a vocabulary host (an identifier, not a location). */
export function isNamespaceIdentifier(text: string): boolean {
  const scheme = schemeSpan(text);
  if (scheme === undefined || !text.startsWith("//", scheme.end + 1)) return false;
  const name = text.slice(0, scheme.end).toLowerCase();
  if (name !== "http" && name !== "https") return false;
  return NAMESPACE_HOSTS.has(authorityHost(text, scheme.end + 3));
}

/**
 * Does `text` read as a URI by content alone? `holes` are opaque spans: a scheme that is (part of)
 * a hole is unknown, so it proves nothing. `extraSchemes` are the user's own schemes (lower case).
 */
export function looksLikeUri(text: string, holes: readonly Span[], extraSchemes: ReadonlySet<string>): boolean {
  const scheme = schemeSpan(text);
  if (scheme === undefined || scheme.end < 2 || hasWhitespace(text)) return false;
  if (holes.some((h) => h.start < scheme.end)) return false;
  const name = text.slice(0, scheme.end);
  if (isModuleScheme(name) || isPayloadScheme(name)) return false;
  const rest = scheme.end + 1;
  if (text.startsWith("//", rest)) {
    // "https://" alone is a protocol prefix waiting for a host, not a URI.
    return text.length > rest + 2 && !isNamespaceIdentifier(text);
  }
  // Without "//", only a known scheme in lower case, followed by something that is not a number:
  // "mailto:x", not "https:" (a protocol value), "Note:" (a label), "redis:6379" (host and port)
  // or "postgres:16" (an image tag).
  if (text.length === rest || name !== name.toLowerCase() || isIn(text.charCodeAt(rest), DIGIT)) return false;
  return isKnownScheme(name) || extraSchemes.has(name);
}
