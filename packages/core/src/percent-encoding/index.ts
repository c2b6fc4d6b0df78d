/**
 * Percent-encoding (RFC 3986 2.1, 2.4) per component. Encoding uses the same character table as
 * validation (chars.ts): a character is encoded exactly when the component's grammar does not
 * allow it, and "%" always is, so `percentDecode(percentEncode(x)).value === x` for any well-formed
 * string x and the result is always valid in that component.
 *
 * Lone surrogates: a JavaScript string may hold an unpaired UTF-16 surrogate, which has no UTF-8
 * form. `percentEncode` encodes it as U+FFFD (%EF%BF%BD), as TextEncoder and the WHATWG URL
 * parser do; `hasLoneSurrogate` lets a caller that must not lose data check first.
 */
import { PCHAR, PCHAR_NO_COLON, QUERY, REG_NAME, USERINFO, CHAR_CLASS, hexValue, percentEncodeUtf8 } from "../chars.js";

export type EncodableComponent = "userInfo" | "host" | "segment" | "segmentNoColon" | "query" | "fragment";

/** The characters each component allows unencoded (Appendix A, without the "%" of pct-encoded). */
const ALLOWED: Readonly<Record<EncodableComponent, number>> = {
  userInfo: USERINFO,
  host: REG_NAME,
  segment: PCHAR,
  segmentNoColon: PCHAR_NO_COLON,
  query: QUERY,
  fragment: QUERY,
};

/**
 * `text` as the component: every character the component does not allow, and "%", is encoded as
 * its UTF-8 octets; everything else is kept. A "segment" never holds "/": it is encoded.
 */
export function percentEncode(text: string, component: EncodableComponent): string {
  const allowed = ALLOWED[component];
  let out = "";
  let copied = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code < 128 && (CHAR_CLASS[code]! & allowed) !== 0) {
      i++;
      continue;
    }
    let runEnd = i + 1;
    while (runEnd < n) {
      const next = text.charCodeAt(runEnd);
      if (next < 128 && (CHAR_CLASS[next]! & allowed) !== 0) break;
      runEnd++;
    }
    out += text.slice(copied, i) + percentEncodeUtf8(text, i, runEnd);
    copied = i = runEnd;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** True when `text` holds a UTF-16 surrogate without its pair (it cannot be encoded as UTF-8). */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    if (code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    return true;
  }
  return false;
}

export interface DecodeError {
  /** "malformed-escape": a "%" without two hex digits, kept as written. "invalid-utf8": octets
   *  that are not UTF-8 (each maximal ill-formed subsequence, as Unicode 3.9 counts them), decoded
   *  as one U+FFFD. */
  readonly kind: "malformed-escape" | "invalid-utf8";
  readonly start: number;
  readonly end: number;
}

export interface DecodeResult {
  readonly value: string;
  readonly errors: readonly DecodeError[];
}

const NO_ERRORS: readonly DecodeError[] = Object.freeze([]);

/**
 * Decodes every pct-encoded triplet of `text` as UTF-8. Never throws: malformed escapes and
 * invalid UTF-8 are reported with their spans in `text`. Characters that are not escapes are kept.
 */
export function percentDecode(text: string): DecodeResult {
  const first = text.indexOf("%");
  if (first < 0) return { value: text, errors: NO_ERRORS };
  const errors: DecodeError[] = [];
  let out = text.slice(0, first);
  let i = first;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code !== 0x25) {
      const next = text.indexOf("%", i);
      const end = next < 0 ? n : next;
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (!isTriplet(text, i)) {
      let end = i + 1;
      while (end < n && end < i + 3 && isAlphaNumeric(text.charCodeAt(end))) end++;
      errors.push({ kind: "malformed-escape", start: i, end });
      out += text.slice(i, end);
      i = end;
      continue;
    }
    // A run of triplets is a run of octets: decode it as UTF-8.
    let runEnd = i;
    while (isTriplet(text, runEnd)) runEnd += 3;
    out += decodeUtf8Run(text, i, runEnd, errors);
    i = runEnd;
  }
  return { value: out, errors: errors.length === 0 ? NO_ERRORS : errors };
}

function isTriplet(text: string, i: number): boolean {
  return text.charCodeAt(i) === 0x25 && hexValue(text.charCodeAt(i + 1)) >= 0 && hexValue(text.charCodeAt(i + 2)) >= 0;
}

function isAlphaNumeric(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
}

function octetAt(text: string, i: number): number {
  return (hexValue(text.charCodeAt(i + 1)) << 4) | hexValue(text.charCodeAt(i + 2));
}

/**
 * UTF-8 decoding of the triplets in text[start, end) (3 characters each), replacing each maximal
 * ill-formed subsequence with U+FFFD (the WHATWG and Unicode recommended practice).
 */
function decodeUtf8Run(text: string, start: number, end: number, errors: DecodeError[]): string {
  let out = "";
  let i = start;
  while (i < end) {
    const lead = octetAt(text, i);
    if (lead < 0x80) {
      out += String.fromCharCode(lead);
      i += 3;
      continue;
    }
    let needed: number;
    let lower = 0x80;
    let upper = 0xbf;
    let cp: number;
    if (lead >= 0xc2 && lead <= 0xdf) {
      needed = 1;
      cp = lead & 0x1f;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      needed = 2;
      cp = lead & 0x0f;
      if (lead === 0xe0) lower = 0xa0;
      if (lead === 0xed) upper = 0x9f; // no surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      needed = 3;
      cp = lead & 0x07;
      if (lead === 0xf0) lower = 0x90;
      if (lead === 0xf4) upper = 0x8f; // nothing above U+10FFFF
    } else {
      errors.push({ kind: "invalid-utf8", start: i, end: i + 3 });
      out += "\uFFFD";
      i += 3;
      continue;
    }
    let j = i + 3;
    let seen = 0;
    while (seen < needed && j < end) {
      const octet = octetAt(text, j);
      if (octet < lower || octet > upper) break;
      cp = (cp << 6) | (octet & 0x3f);
      lower = 0x80;
      upper = 0xbf;
      seen++;
      j += 3;
    }
    if (seen < needed) {
      errors.push({ kind: "invalid-utf8", start: i, end: j });
      out += "\uFFFD";
    } else {
      out += String.fromCodePoint(cp);
    }
    i = j;
  }
  return out;
}
