/**
 * Character classes of RFC 3986 (sections 2 and 3, Appendix A) as one lookup table: one load and
 * one AND per character. The same table drives validation, the findings and percent-encoding.
 */

export const ALPHA = 1 << 0;
export const DIGIT = 1 << 1;
export const HEXDIG = 1 << 2;
/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
export const UNRESERVED = 1 << 3;
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
export const SUB_DELIM = 1 << 4;
/** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" */
export const GEN_DELIM = 1 << 5;
/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): the characters after the first. */
export const SCHEME_TAIL = 1 << 6;
/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" (without the "%" of pct-encoded). */
export const PCHAR = 1 << 7;
/** segment-nz-nc: pchar without ":". */
export const PCHAR_NO_COLON = 1 << 8;
/** query = fragment = *( pchar / "/" / "?" ). */
export const QUERY = 1 << 9;
/** path characters: pchar / "/" (the "?" and "#" that end a path are not in it). */
export const PATH = 1 << 12;
/** userinfo = *( unreserved / pct-encoded / sub-delims / ":" ); also the tail of IPvFuture. */
export const USERINFO = 1 << 10;
/** reg-name = *( unreserved / pct-encoded / sub-delims ). */
export const REG_NAME = 1 << 11;

/** The code units of the delimiters the scanners look for (RFC 3986 2.2), by name. */
export const PERCENT = 0x25; // "%"
export const AT = 0x40; // "@"
export const QUESTION = 0x3f; // "?"
export const HASH = 0x23; // "#"
export const COLON = 0x3a; // ":"
export const SLASH = 0x2f; // "/"
export const BACKSLASH = 0x5c; // "\\"
export const DOT = 0x2e; // "."
export const OPEN_BRACKET = 0x5b; // "["
export const CLOSE_BRACKET = 0x5d; // "]"

export const CHAR_CLASS: Uint16Array = buildTable();

function buildTable(): Uint16Array {
  const table = new Uint16Array(128);
  const add = (chars: string, flags: number): void => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)]! |= flags;
  };
  const range = (from: string, to: string): string => {
    let out = "";
    for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) out += String.fromCharCode(c);
    return out;
  };
  const alpha = range("a", "z") + range("A", "Z");
  const digit = range("0", "9");
  const unreserved = alpha + digit + "-._~";
  const subDelims = "!$&'()*+,;=";

  add(alpha, ALPHA);
  add(digit, DIGIT);
  add(digit + "abcdefABCDEF", HEXDIG);
  add(unreserved, UNRESERVED);
  add(subDelims, SUB_DELIM);
  add(":/?#[]@", GEN_DELIM);
  add(alpha + digit + "+-.", SCHEME_TAIL);
  add(unreserved + subDelims + ":@", PCHAR);
  add(unreserved + subDelims + "@", PCHAR_NO_COLON);
  add(unreserved + subDelims + ":@/?", QUERY);
  add(unreserved + subDelims + ":@/", PATH);
  add(unreserved + subDelims + ":", USERINFO);
  add(unreserved + subDelims, REG_NAME);
  return table;
}

/** True when the UTF-16 code unit `code` is ASCII and in one of the classes in `flags`. */
export function isIn(code: number, flags: number): boolean {
  return code < 128 && (CHAR_CLASS[code]! & flags) !== 0;
}

export function isHexDigit(code: number): boolean {
  return code < 128 && (CHAR_CLASS[code]! & HEXDIG) !== 0;
}

export function isUnreserved(code: number): boolean {
  return code < 128 && (CHAR_CLASS[code]! & UNRESERVED) !== 0;
}

/** The value of a hexadecimal digit, or -1. */
export function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

const HEX_UPPER = "0123456789ABCDEF";

/** "%XX" for one octet, with upper-case hex digits (RFC 3986 2.1). */
export function percentOctet(octet: number): string {
  return "%" + HEX_UPPER[octet >> 4]! + HEX_UPPER[octet & 15]!;
}

/**
 * The UTF-8 percent-encoding of text[start, end), every character encoded. A lone surrogate has no
 * UTF-8 form; it is encoded as U+FFFD, the replacement character, as TextEncoder does.
 */
export function percentEncodeUtf8(text: string, start = 0, end = text.length): string {
  let out = "";
  for (let i = start; i < end; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < end) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) out += percentOctet(cp);
    else if (cp < 0x800) out += percentOctet(0xc0 | (cp >> 6)) + percentOctet(0x80 | (cp & 63));
    else if (cp < 0x10000) {
      out += percentOctet(0xe0 | (cp >> 12)) + percentOctet(0x80 | ((cp >> 6) & 63)) + percentOctet(0x80 | (cp & 63));
    } else {
      out +=
        percentOctet(0xf0 | (cp >> 18)) +
        percentOctet(0x80 | ((cp >> 12) & 63)) +
        percentOctet(0x80 | ((cp >> 6) & 63)) +
        percentOctet(0x80 | (cp & 63));
    }
  }
  return out;
}
