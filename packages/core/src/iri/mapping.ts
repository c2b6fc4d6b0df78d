/**
 * The two mappings between IRIs and URIs. RFC 3987 3.1: an IRI becomes a URI by percent-encoding
 * the UTF-8 octets of every non-ASCII character; the host goes instead to its ASCII form through
 * UTS #46 (A-labels), which is what resolvers look up (3.1 step 2 allows either; browsers do this).
 * RFC 3987 3.2: a URI is shown as an IRI by decoding the percent-encoded UTF-8 of characters the
 * IRI grammar allows there, and A-labels to U-labels; nothing else is decoded, so the IRI maps back
 * to an equivalent URI.
 */
import { hexValue, percentEncodeUtf8 } from "../chars.js";
import { createFinding } from "../findings/finding.js";
import type { ComponentName, Span } from "../model.js";
import { UriError, type ParseOptions } from "../parse/index.js";
import type { UriReference } from "../uri-reference.js";
import { isIriChar } from "./chars.js";
import { hostToUnicode, idnaHost, type IdnaProblem } from "./idna.js";
import { parseIri } from "./parse.js";

export type UriForm =
  | { readonly ok: true; readonly uri: string }
  /** The host has no ASCII form: why, with a span into the IRI's text. */
  | { readonly ok: false; readonly problem: IdnaProblem };

/** The URI form of a parsed IRI (RFC 3987 3.1); for a URI, its own text. Never throws. */
export function uriFormOf(iri: UriReference): UriForm {
  const text = iri.input;
  const host = iri.spans.host;
  if (host === undefined || iri.hostKind !== "reg-name" || !hasNonAscii(text, host.start, host.end)) {
    return { ok: true, uri: encodeNonAscii(text, 0, text.length) };
  }
  const result = idnaHost(text.slice(host.start, host.end));
  if (!result.ok) {
    const { reason, start, end } = result.problem;
    return { ok: false, problem: { reason, start: host.start + start, end: host.start + end } };
  }
  return {
    ok: true,
    uri: encodeNonAscii(text, 0, host.start) + result.ascii + encodeNonAscii(text, host.end, text.length),
  };
}

/**
 * The URI an IRI maps to (RFC 3987 3.1). Throws UriError when `iri` is not a valid IRI-reference,
 * or when its host has no ASCII form (the error's finding says why).
 */
export function iriToUri(iri: string, options?: ParseOptions): string {
  const form = uriFormOf(parseIri(iri, options));
  if (form.ok) return form.uri;
  const { reason, start, end } = form.problem;
  throw new UriError([createFinding("invalid-idna", { start, end, component: "host", data: { reason } })]);
}

/**
 * The IRI that shows a URI to people (RFC 3987 3.2): percent-encoded UTF-8 of characters the IRI
 * allows in that component decoded, A-label hosts in Unicode. Octets that are not UTF-8, ASCII
 * octets (decoding "%2F" would change the meaning), and the bidi formatting characters that 4.1
 * forbids stay encoded. An IRI is accepted too; its characters stay. Throws UriError when `uri` is
 * not a valid IRI-reference.
 */
export function uriToIri(uri: string, options?: ParseOptions): string {
  const reference = parseIri(uri, options);
  const spans = reference.spans;
  let out = "";
  let at = 0;
  const decode = (span: Span | undefined, component: ComponentName): void => {
    if (span === undefined) return;
    out += uri.slice(at, span.start) + decodeIriChars(uri, span.start, span.end, component);
    at = span.end;
  };
  decode(spans.userInfo, "userInfo");
  // A-labels become U-labels. A percent-encoded name stays as written: mapped back (3.1) it would
  // become A-labels, another text for the same name.
  const host = spans.host;
  const unicode =
    host === undefined || reference.hostKind !== "reg-name"
      ? undefined
      : hostToUnicode(uri.slice(host.start, host.end));
  if (unicode !== undefined) {
    out += uri.slice(at, host!.start) + unicode;
    at = host!.end;
  }
  decode(spans.path, "path");
  decode(spans.query, "query");
  decode(spans.fragment, "fragment");
  return out + uri.slice(at);
}

function hasNonAscii(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) >= 0x80) return true;
  return false;
}

/** text[start, end) with every non-ASCII character percent-encoded as UTF-8 (RFC 3987 3.1 step 2). */
function encodeNonAscii(text: string, start: number, end: number): string {
  let out = "";
  let copied = start;
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    let runEnd = i + 1;
    while (runEnd < end && text.charCodeAt(runEnd) >= 0x80) runEnd++;
    out += text.slice(copied, i) + percentEncodeUtf8(text, i, runEnd);
    copied = runEnd;
    i = runEnd - 1;
  }
  return out + text.slice(copied, end);
}

/** RFC 3987 4.1: LRM, RLM, LRE, RLE, PDF, LRO, RLO, and the isolates of Unicode 6.3. */
function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/**
 * text[start, end) with each percent-encoded UTF-8 sequence (RFC 3629) of a character the IRI
 * grammar allows in `component` decoded; everything else as written.
 */
function decodeIriChars(text: string, start: number, end: number, component: ComponentName): string {
  let out = "";
  let copied = start;
  for (let i = text.indexOf("%", start); i >= 0 && i < end; i = text.indexOf("%", i + 1)) {
    const lead = octetAt(text, i, end);
    const length = lead < 0xc2 ? 0 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : lead < 0xf5 ? 4 : 0;
    if (length === 0) continue;
    let cp = lead & (0xff >> (length + 1));
    let ok = true;
    for (let k = 1; k < length && ok; k++) {
      const next = octetAt(text, i + 3 * k, end);
      ok = next >= 0x80 && next <= 0xbf;
      cp = (cp << 6) | (next & 0x3f);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    const minimum = length === 3 ? 0x800 : length === 4 ? 0x10000 : 0x80;
    if (!ok || cp < minimum || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) continue;
    if (!isIriChar(cp, component) || isBidiFormatting(cp)) continue;
    out += text.slice(copied, i) + String.fromCodePoint(cp);
    copied = i + 3 * length;
    i = copied - 1;
  }
  return out + text.slice(copied, end);
}

/** The octet of the triplet at `i`, or -1 when there is no triplet there. */
function octetAt(text: string, i: number, end: number): number {
  if (i + 2 >= end || text.charCodeAt(i) !== 0x25) return -1;
  const high = hexValue(text.charCodeAt(i + 1));
  const low = hexValue(text.charCodeAt(i + 2));
  return high < 0 || low < 0 ? -1 : (high << 4) | low;
}
