/**
 * The host alternatives of RFC 3986 3.2.2 that have an inner grammar: IPv4address, IPv6address and
 * IPvFuture. Each scans text[start, end) once, left to right, without backtracking.
 */
import { HEXDIG, USERINFO, hexValue, isIn } from "../chars.js";

/**
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet, where a dec-octet is 0-255
 * written without leading zeros. "127.1" or "012.0.0.1" are not IPv4addresses: they are reg-names
 * (section 7.4 warns about them; the findings do too).
 */
export function isIPv4Address(text: string, start: number, end: number): boolean {
  let octets = 0;
  let i = start;
  while (octets < 4) {
    const octetStart = i;
    let value = 0;
    while (i < end && i - octetStart < 4) {
      const code = text.charCodeAt(i);
      if (code < 0x30 || code > 0x39) break;
      value = value * 10 + (code - 0x30);
      i++;
    }
    const digits = i - octetStart;
    if (digits === 0 || digits > 3 || value > 255) return false;
    if (digits > 1 && text.charCodeAt(octetStart) === 0x30) return false;
    octets++;
    if (octets < 4) {
      if (i >= end || text.charCodeAt(i) !== 0x2e) return false;
      i++;
    }
  }
  return i === end;
}

/**
 * IPv6address (the nine ABNF forms of section 3.2.2, which amount to: eight 16-bit pieces, or
 * fewer with exactly one "::" standing for at least one zero piece; the last two pieces may be
 * written as an IPv4address). Returns undefined when valid, otherwise why not, for the message.
 */
export function checkIPv6Address(text: string, start: number, end: number): string | undefined {
  if (start === end) return "the IPv6 address is empty";
  let pieces = 0;
  let compressed = false;
  let i = start;
  if (text.charCodeAt(i) === 0x3a) {
    if (text.charCodeAt(i + 1) !== 0x3a || i + 1 >= end) return "an IPv6 address cannot start with a single ':'";
    compressed = true;
    i += 2;
    if (i === end) return undefined;
  }
  while (i < end) {
    const pieceStart = i;
    while (i < end && isIn(text.charCodeAt(i), HEXDIG)) i++;
    const digits = i - pieceStart;
    if (i < end && text.charCodeAt(i) === 0x2e) {
      // ls32 as an IPv4address: only as the last piece, worth two 16-bit pieces.
      if (!isIPv4Address(text, pieceStart, end)) return "the IPv4 part is not a valid dotted-decimal address";
      pieces += 2;
      i = end;
      break;
    }
    if (digits === 0) {
      if (i < end && text.charCodeAt(i) === 0x25) return "zone identifiers (\"%25...\", RFC 6874) are not part of RFC 3986";
      return i < end ? `${describeUnit(text, i)} is not a hexadecimal digit` : "an IPv6 address cannot end with a single ':'";
    }
    if (digits > 4) return "a piece of an IPv6 address has at most four hexadecimal digits";
    pieces++;
    if (i === end) break;
    if (text.charCodeAt(i) !== 0x3a) {
      if (text.charCodeAt(i) === 0x25) return "zone identifiers (\"%25...\", RFC 6874) are not part of RFC 3986";
      return `${describeUnit(text, i)} cannot appear in an IPv6 address`;
    }
    i++;
    if (i < end && text.charCodeAt(i) === 0x3a) {
      if (compressed) return "an IPv6 address can hold '::' only once";
      compressed = true;
      i++;
    } else if (i === end) {
      return "an IPv6 address cannot end with a single ':'";
    }
    if (pieces > 8) break;
  }
  if (pieces > 8 || (compressed && pieces > 7)) {
    return compressed ? "an IPv6 address with '::' has at most seven other pieces" : "an IPv6 address has at most eight pieces";
  }
  if (!compressed && pieces < 8) return "an IPv6 address has eight pieces, or fewer with '::'";
  return undefined;
}

/** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). Undefined when valid. */
export function checkIPvFuture(text: string, start: number, end: number): string | undefined {
  let i = start + 1; // after the "v"
  const versionStart = i;
  while (i < end && hexValue(text.charCodeAt(i)) >= 0) i++;
  if (i === versionStart) return "IPvFuture needs a hexadecimal version after 'v'";
  if (i >= end || text.charCodeAt(i) !== 0x2e) return "IPvFuture needs a '.' after its version";
  i++;
  if (i === end) return "IPvFuture needs an address after 'v<version>.'";
  for (; i < end; i++) {
    if (!isIn(text.charCodeAt(i), USERINFO)) return `${describeUnit(text, i)} cannot appear in an IPvFuture address`;
  }
  return undefined;
}

function describeUnit(text: string, index: number): string {
  return `'${text[index]}'`;
}
