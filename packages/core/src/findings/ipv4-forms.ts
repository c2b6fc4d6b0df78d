/**
 * RFC 3986 7.4: "0x7f.1", "127.1", "012.0.0.1" and "2130706433" are reg-names to RFC 3986, but
 * inet_aton(3) and the WHATWG URL parser read them as IPv4 addresses. This module reads a host the
 * way they do, in one left-to-right scan.
 */
import { DOT } from "../chars.js";

const ZERO = 0x30;
const MAX_ADDRESS = 0xffff_ffff;

/**
 * The dotted-decimal address that inet_aton(3) (and the WHATWG IPv4 parser) reads from `host`, or
 * undefined when `host` is not an address for them. One to four parts separated by "."; a part is
 * hexadecimal after "0x", octal after a leading "0", decimal otherwise; the last part fills the
 * remaining bytes. A single trailing "." is accepted, as browsers do.
 */
export function inetAton(host: string): string | undefined {
  let end = host.length;
  if (end > 0 && host.charCodeAt(end - 1) === DOT) end--;
  if (end === 0) return undefined;
  const parts: number[] = [];
  let i = 0;
  while (i <= end) {
    if (parts.length === 4) return undefined;
    const part = readPart(host, i, end);
    if (part === undefined) return undefined;
    parts.push(part.value);
    i = part.next + 1; // skip the "."
  }
  return combine(parts);
}

/** True for RFC 3986's IPv4address: exactly four dec-octets, no leading zeros. */
export function isDottedDecimal(host: string): boolean {
  let octets = 0;
  let i = 0;
  while (i <= host.length) {
    const start = i;
    let value = 0;
    while (i < host.length && isDigit(host.charCodeAt(i))) {
      value = value * 10 + (host.charCodeAt(i) - ZERO);
      i++;
      if (value > 255) return false;
    }
    const length = i - start;
    if (length === 0 || (length > 1 && host.charCodeAt(start) === ZERO)) return false;
    octets++;
    if (i === host.length) return octets === 4;
    if (host.charCodeAt(i) !== DOT || octets === 4) return false;
    i++;
  }
  return false;
}

/** The address a rare IPv4 form stands for, or undefined when `host` is dotted-decimal or not an address. */
export function rareIPv4Address(host: string): string | undefined {
  return isDottedDecimal(host) ? undefined : inetAton(host);
}

function readPart(text: string, start: number, end: number): { value: number; next: number } | undefined {
  let i = start;
  let radix = 10;
  if (i < end && text.charCodeAt(i) === ZERO) {
    const next = i + 1 < end ? text.charCodeAt(i + 1) | 0x20 : -1;
    if (next === 0x78 /* x */) {
      radix = 16;
      i += 2;
    } else if (next !== -1 && next !== (DOT | 0x20)) {
      radix = 8;
      i += 1;
    }
  }
  const digitsStart = i;
  let value = 0;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === DOT) break;
    const digit = digitValue(code);
    if (digit >= radix) return undefined;
    value = value * radix + digit;
    if (value > MAX_ADDRESS) return undefined;
  }
  // "0x" alone is 0 to both readers; any other empty part ("1..2", ".1") is not an address.
  if (i === digitsStart && radix !== 16) return undefined;
  return { value, next: i };
}

/** The last part fills the bytes the others leave: a.b.c.d, a.b.cd, a.bcd or abcd (inet_aton(3)). */
function combine(parts: readonly number[]): string | undefined {
  const last = parts.length - 1;
  for (let p = 0; p < last; p++) if (parts[p]! > 255) return undefined;
  if (parts[last]! >= 256 ** (4 - last)) return undefined;
  let address = parts[last]!;
  for (let p = 0; p < last; p++) address += parts[p]! * 256 ** (3 - p);
  return [address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255].join(".");
}

function isDigit(code: number): boolean {
  return code >= ZERO && code <= 0x39;
}

function digitValue(code: number): number {
  if (isDigit(code)) return code - ZERO;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return 99;
}
