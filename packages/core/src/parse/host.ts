/**
 * The host alternatives of RFC 3986 3.2.2 that have an inner grammar: IPv4address, IPv6address and
 * IPvFuture. Each scans text[start, end) once, left to right, without backtracking.
 */
import { HEXDIG, UNRESERVED, USERINFO, hexValue, isIn } from "../chars.js";

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

/** Why an IP literal's inside is invalid, and the characters at fault. */
export interface HostProblem {
  readonly reason: string;
  readonly start: number;
  readonly end: number;
}

/**
 * IPv6address (the nine ABNF forms of section 3.2.2, which amount to: eight 16-bit pieces, or
 * fewer with exactly one "::" standing for at least one zero piece; the last two pieces may be
 * written as an IPv4address). Returns undefined when valid, otherwise why not, for the message.
 */
export function checkIPv6Address(text: string, start: number, end: number): string | undefined {
  return ipv6Problem(text, start, end)?.reason;
}

/**
 * `checkIPv6Address` with the place of the fault: the second "::", the ninth piece, a piece of
 * five digits, the octet over 255 of the IPv4 part, the character that is not allowed. A count that
 * is too small (no one place is wrong) spans the whole address.
 */
export function ipv6Problem(text: string, start: number, end: number): HostProblem | undefined {
  const at = (reason: string, from: number, to: number): HostProblem => ({ reason, start: from, end: to });
  if (start === end) return at("the IPv6 address is empty", start, end);
  let pieces = 0;
  let compressed = false;
  let i = start;
  if (text.charCodeAt(i) === 0x3a) {
    if (text.charCodeAt(i + 1) !== 0x3a || i + 1 >= end)
      return at("an IPv6 address cannot start with a single ':'", i, i + 1);
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
      const ipv4 = ipv4Problem(text, pieceStart, end);
      if (ipv4 !== undefined) return ipv4;
      pieces += 2;
      if (pieces > 8 || (compressed && pieces > 7)) return tooManyPieces(compressed, pieceStart, end);
      i = end;
      break;
    }
    if (digits === 0) {
      if (i < end && text.charCodeAt(i) === 0x25)
        return at('zone identifiers ("%25...", RFC 6874) are not part of RFC 3986', i, end);
      return i < end
        ? at(`${describeUnit(text, i)} is not a hexadecimal digit`, i, i + 1)
        : at("an IPv6 address cannot end with a single ':'", i - 1, i);
    }
    if (digits > 4) return at("a piece of an IPv6 address has at most four hexadecimal digits", pieceStart, i);
    pieces++;
    if (pieces > 8 || (compressed && pieces > 7)) return tooManyPieces(compressed, pieceStart, end);
    if (i === end) break;
    if (text.charCodeAt(i) !== 0x3a) {
      if (text.charCodeAt(i) === 0x25)
        return at('zone identifiers ("%25...", RFC 6874) are not part of RFC 3986', i, end);
      return at(`${describeUnit(text, i)} cannot appear in an IPv6 address`, i, i + 1);
    }
    i++;
    if (i < end && text.charCodeAt(i) === 0x3a) {
      if (compressed) return at("an IPv6 address can hold '::' only once", i - 1, i + 1);
      // "::" stands for at least one zero piece: at most seven pieces go with it (Appendix A's
      // last form is [ *6( h16 ":" ) h16 ] "::"), and after eight it cannot even begin.
      if (pieces === 8) return at("an IPv6 address of eight pieces has no room for '::'", i - 1, i + 1);
      compressed = true;
      i++;
    } else if (i === end) {
      return at("an IPv6 address cannot end with a single ':'", i - 1, i);
    }
  }
  if (!compressed && pieces < 8) return at("an IPv6 address has eight pieces, or fewer with '::'", start, end);
  return undefined;
}

/** The pieces from `from` on are one too many. */
function tooManyPieces(compressed: boolean, from: number, end: number): HostProblem {
  const reason = compressed
    ? "an IPv6 address with '::' has at most seven other pieces"
    : "an IPv6 address has at most eight pieces";
  return { reason, start: from, end };
}

/** Why text[start, end) is not an IPv4address (the IPv6 address's last part), at the octet at fault. */
function ipv4Problem(text: string, start: number, end: number): HostProblem | undefined {
  if (isIPv4Address(text, start, end)) return undefined;
  let octetStart = start;
  for (let octet = 0; octet < 4; octet++) {
    let i = octetStart;
    while (i < end && text.charCodeAt(i) !== 0x2e) i++;
    const octetEnd = i;
    const what = `the IPv4 part's octet ${JSON.stringify(text.slice(octetStart, octetEnd))}`;
    for (let k = octetStart; k < octetEnd; k++) {
      const code = text.charCodeAt(k);
      if (code === 0x3a) return { reason: "the IPv4 part can only end the address", start: k, end };
      if (code < 0x30 || code > 0x39)
        return { reason: `${describeUnit(text, k)} is not a digit of the IPv4 part`, start: k, end: k + 1 };
    }
    if (octetEnd === octetStart)
      return {
        reason: "the IPv4 part has an empty octet",
        start: Math.max(start, octetStart - 1),
        end: Math.min(end, octetStart + 1),
      };
    if (octetEnd - octetStart > 1 && text.charCodeAt(octetStart) === 0x30)
      return { reason: `${what} has a leading zero`, start: octetStart, end: octetEnd };
    if (octetEnd - octetStart > 3 || Number(text.slice(octetStart, octetEnd)) > 255)
      return { reason: `${what} is over 255`, start: octetStart, end: octetEnd };
    if (octetEnd === end) {
      return octet < 3 ? { reason: "the IPv4 part needs exactly four octets", start, end } : undefined;
    }
    octetStart = octetEnd + 1;
  }
  return { reason: "the IPv4 part needs exactly four octets", start, end };
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

/**
 * RFC 6874 section 2: IPv6addrz = IPv6address "%25" ZoneID, ZoneID = 1*( unreserved / pct-encoded ).
 * `start` is the first character after "%25". Undefined when the zone identifier is valid.
 */
export function zoneIdProblem(text: string, start: number, end: number): HostProblem | undefined {
  if (start === end) return { reason: "the zone identifier after '%25' is empty", start: start - 3, end: start };
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isIn(code, UNRESERVED)) continue;
    if (
      code === 0x25 &&
      hexValue(text.charCodeAt(i + 1)) >= 0 &&
      hexValue(text.charCodeAt(i + 2)) >= 0 &&
      i + 2 < end
    ) {
      i += 2;
      continue;
    }
    return {
      reason: `${describeUnit(text, i)} cannot appear in a zone identifier (RFC 6874: unreserved characters and percent-encodings)`,
      start: i,
      end: i + 1,
    };
  }
  return undefined;
}
