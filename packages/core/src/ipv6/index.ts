/**
 * The text form of IPv6 addresses recommended by RFC 5952 (section 4 and 5): lower-case hex, no
 * leading zeros, the longest run of two or more zero pieces written "::" (the first one on a tie),
 * a single zero piece never compressed, and dotted decimal for the last 32 bits only where a
 * well-known prefix says they hold an IPv4 address (section 5: RFC 4291's IPv4-mapped
 * ::ffff:0:0/96 and RFC 2765's IPv4-translated ::ffff:0:0:0/96).
 */
import { checkIPv6Address } from "../parse/host.js";

/** The eight 16-bit pieces of a valid IPv6address (RFC 3986 3.2.2), or undefined if not valid. */
export function ipv6Pieces(address: string, start = 0, end = address.length): number[] | undefined {
  if (checkIPv6Address(address, start, end) !== undefined) return undefined;
  const head: number[] = [];
  const tail: number[] = [];
  let target = head;
  let i = start;
  if (address.charCodeAt(i) === 0x3a) {
    target = tail; // leading "::"
    i += 2;
  }
  while (i < end) {
    let value = 0;
    const pieceStart = i;
    let dotted = false;
    while (i < end) {
      const code = address.charCodeAt(i);
      if (code === 0x3a) break;
      if (code === 0x2e) dotted = true;
      i++;
    }
    if (dotted) {
      pushIPv4(address, pieceStart, i, target);
    } else {
      for (let k = pieceStart; k < i; k++) value = value * 16 + hexDigit(address.charCodeAt(k));
      target.push(value);
    }
    if (i < end) {
      i++; // the ":"
      if (i < end && address.charCodeAt(i) === 0x3a) {
        target = tail;
        i++;
      }
    }
  }
  const pieces = head.slice();
  for (let k = head.length + tail.length; k < 8; k++) pieces.push(0);
  pieces.push(...tail);
  return pieces;
}

/**
 * The RFC 5952 text of an IPv6 address. Accepts the bare address or the bracketed IP-literal and
 * answers in the same form; undefined when `address` is not an IPv6address.
 */
export function formatIPv6(address: string): string | undefined {
  const bracketed =
    address.length >= 2 && address.charCodeAt(0) === 0x5b && address.charCodeAt(address.length - 1) === 0x5d;
  const pieces = bracketed ? ipv6Pieces(address, 1, address.length - 1) : ipv6Pieces(address);
  if (pieces === undefined) return undefined;
  const text = formatPieces(pieces);
  return bracketed ? `[${text}]` : text;
}

/** RFC 5952 text of eight pieces. */
export function formatPieces(pieces: readonly number[]): string {
  const mixed = hasEmbeddedIPv4(pieces);
  const hexCount = mixed ? 6 : 8;
  // The longest run of zero pieces, of length two or more (RFC 5952 4.2.2, 4.2.3).
  let bestStart = -1;
  let bestLength = 1;
  for (let k = 0; k < hexCount;) {
    if (pieces[k] !== 0) {
      k++;
      continue;
    }
    let runEnd = k;
    while (runEnd < hexCount && pieces[runEnd] === 0) runEnd++;
    if (runEnd - k > bestLength) {
      bestStart = k;
      bestLength = runEnd - k;
    }
    k = runEnd;
  }
  let out = "";
  for (let k = 0; k < hexCount; k++) {
    if (k === bestStart) {
      out += "::";
      k += bestLength - 1;
      continue;
    }
    if (out !== "" && !out.endsWith(":")) out += ":";
    out += pieces[k]!.toString(16);
  }
  if (mixed) {
    if (!out.endsWith(":")) out += ":";
    const high = pieces[6]!;
    const low = pieces[7]!;
    out += `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return out;
}

/** IPv4-mapped (::ffff:a.b.c.d, RFC 4291 2.5.5.2) or IPv4-translated (::ffff:0:a.b.c.d, RFC 2765). */
function hasEmbeddedIPv4(pieces: readonly number[]): boolean {
  if (pieces[0] !== 0 || pieces[1] !== 0 || pieces[2] !== 0 || pieces[3] !== 0) return false;
  return (pieces[4] === 0 && pieces[5] === 0xffff) || (pieces[4] === 0xffff && pieces[5] === 0);
}

function pushIPv4(text: string, start: number, end: number, target: number[]): void {
  const octets = [0, 0, 0, 0];
  let index = 0;
  for (let k = start; k < end; k++) {
    const code = text.charCodeAt(k);
    if (code === 0x2e) index++;
    else octets[index] = octets[index]! * 10 + (code - 0x30);
  }
  target.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
}

function hexDigit(code: number): number {
  return code <= 0x39 ? code - 0x30 : (code | 0x20) - 0x61 + 10;
}
