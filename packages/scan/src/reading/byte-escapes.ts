/**
 * C's byte escapes as Ruby and PHP write them in a double-quoted literal: `\xh` or `\xhh`
 * (hexadecimal) and `\o` to `\ooo` (octal, its value taken modulo 256). A byte below 0x80 is
 * that character; bytes above it are octets of an encoding: a run of escapes that spells one
 * character in UTF-8 (`\xC3\xA9`, é) is that character, any other such byte one opaque hole, a
 * unit of the value nobody here can tell. Written by hand: small and fully specified.
 */
import type { ValueBuilder } from "./value.js";

/** The byte of the escape at `at` (a backslash) and where it ends, or undefined for none. */
export function byteEscapeAt(document: string, at: number, end: number): [byte: number, stop: number] | undefined {
  if (document.charCodeAt(at) !== 0x5c || at + 1 >= end) return undefined;
  const first = document.charCodeAt(at + 1);
  let stop = at + 2;
  if (first === 0x78) {
    // \x
    while (stop < at + 4 && stop < end && isHex(document.charCodeAt(stop))) stop++;
    return stop === at + 2 ? undefined : [parseInt(document.slice(at + 2, stop), 16), stop];
  }
  if (!isOctal(first)) return undefined;
  while (stop < at + 4 && stop < end && isOctal(document.charCodeAt(stop))) stop++;
  return [parseInt(document.slice(at + 1, stop), 8) & 0xff, stop];
}

/**
 * Appends the byte escape at `at` (after the text from `run`), with the escapes after it that
 * complete a UTF-8 sequence; returns where the text goes on, or `at` when no byte escape is there.
 */
export function appendByteEscapes(
  builder: ValueBuilder,
  document: string,
  at: number,
  end: number,
  run: number,
): number {
  const lead = byteEscapeAt(document, at, end);
  if (lead === undefined) return at;
  const [byte, stop] = lead;
  builder.appendVerbatim(run, at);
  if (byte < 0x80) {
    builder.appendDecoded(String.fromCharCode(byte), at, stop);
    return stop;
  }
  const length =
    byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 1;
  const bytes = [byte];
  let next = stop;
  while (bytes.length < length) {
    const continuation = byteEscapeAt(document, next, end);
    if (continuation === undefined || continuation[0] < 0x80 || continuation[0] > 0xbf) break;
    bytes.push(continuation[0]);
    next = continuation[1];
  }
  const character = bytes.length === length && length > 1 ? decodeUtf8(bytes) : undefined;
  if (character === undefined) {
    builder.appendHole(at, stop);
    return stop;
  }
  builder.appendDecoded(character, at, next);
  return next;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The character `bytes` spell in UTF-8, or undefined when they spell none (an overlong form, a surrogate). */
function decodeUtf8(bytes: readonly number[]): string | undefined {
  try {
    return UTF8.decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

function isOctal(code: number): boolean {
  return code >= 0x30 && code <= 0x37;
}

function isHex(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);
}
