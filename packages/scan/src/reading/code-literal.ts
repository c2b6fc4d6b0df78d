/**
 * A literal's value as its language's reader decodes it once (code-syntax.ts's `Literal`): runs
 * of text as written, decoded escapes and holes, each with its document range, replayed into a
 * `ValueBuilder` when the value is built. Byte escapes (Go's `\xe9`, Rust's `b"\xff"`) are read
 * as UTF-8, as the program prints them: a run that is no UTF-8 text is one hole per byte (an
 * opaque unit; the value is then never fixed, since no text would write those bytes back).
 */
import type { Literal } from "./code-syntax.js";
import type { ValueBuilder } from "./value.js";

const VERBATIM = 0;
const DECODED = 1;
const HOLE = 2;

/** A byte escape waiting to be read with the ones after it. */
interface PendingByte {
  readonly value: number;
  readonly start: number;
  readonly end: number;
}

/** Collects a literal's parts in document order, then gives the literal (`finish`). */
export class LiteralParts {
  /**
   * The parts, four entries each: kind, start, end and decoded value ("" but for DECODED). One
   * array, not four: a document has a literal for every string, and most have one part.
   */
  readonly #parts: (number | string)[] = [];
  #bytes: PendingByte[] | undefined;
  #holes = 0;

  /** document[start, end) as it is written. */
  verbatim(start: number, end: number): void {
    if (end <= start) return;
    this.#flushBytes();
    // Runs that meet are one run (a reader that goes unit by unit, as Java's text blocks are read).
    const parts = this.#parts;
    const last = parts.length - 4;
    if (last >= 0 && parts[last] === VERBATIM && parts[last + 2] === start) parts[last + 2] = end;
    else parts.push(VERBATIM, start, end, "");
  }

  /** `value`, decoded from document[start, end) (an escape; "" for a line continuation). */
  decoded(value: string, start: number, end: number): void {
    this.#flushBytes();
    this.#parts.push(DECODED, start, end, value);
  }

  /** A hole: one opaque unit for document[start, end) (an interpolation). */
  hole(start: number, end: number): void {
    this.#flushBytes();
    this.#holes++;
    this.#parts.push(HOLE, start, end, "");
  }

  /** One byte of a byte escape (`\xe9`, `\351`): read with the bytes around it as UTF-8. */
  byte(value: number, start: number, end: number): void {
    if (value < 0x80) this.decoded(String.fromCharCode(value), start, end);
    else (this.#bytes ??= []).push({ value, start, end });
  }

  /** The literal, with its delimiters' ranges and how a fix is written into it. */
  finish(
    start: number,
    end: number,
    contentStart: number,
    contentEnd: number,
    spelling: string,
    quote: string,
  ): Literal {
    this.#flushBytes();
    const parts = this.#parts;
    return {
      start,
      end,
      contentStart,
      contentEnd,
      spelling,
      quote,
      templated: this.#holes > 0,
      read(builder: ValueBuilder): void {
        for (let i = 0; i < parts.length; i += 4) {
          const kind = parts[i];
          const from = parts[i + 1] as number;
          const to = parts[i + 2] as number;
          if (kind === VERBATIM) builder.appendVerbatim(from, to);
          else if (kind === DECODED) builder.appendDecoded(parts[i + 3] as string, from, to);
          else builder.appendHole(from, to);
        }
      },
    };
  }

  /** The pending bytes as UTF-8: each whole sequence one character, every other byte a hole. */
  #flushBytes(): void {
    const bytes = this.#bytes;
    if (bytes === undefined || bytes.length === 0) return;
    this.#bytes = undefined;
    let i = 0;
    while (i < bytes.length) {
      const length = sequenceLength(bytes, i);
      const first = bytes[i] as PendingByte;
      if (length === 0) {
        this.#holes++;
        this.#parts.push(HOLE, first.start, first.end, "");
        i++;
        continue;
      }
      let point = first.value & (0xff >> (length + 1));
      for (let k = 1; k < length; k++) point = (point << 6) | ((bytes[i + k] as PendingByte).value & 0x3f);
      this.#parts.push(DECODED, first.start, (bytes[i + length - 1] as PendingByte).end, String.fromCodePoint(point));
      i += length;
    }
  }
}

/** The length of the well-formed UTF-8 sequence at bytes[i] (RFC 3629, section 4), or 0. */
function sequenceLength(bytes: readonly PendingByte[], i: number): number {
  const lead = (bytes[i] as PendingByte).value;
  const length =
    lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (length === 0 || i + length > bytes.length) return 0;
  const second = (bytes[i + 1] as PendingByte).value;
  // The second byte's narrower ranges: no overlong form, no surrogate, nothing past U+10FFFF.
  const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  if (second < low || second > high) return 0;
  for (let k = 2; k < length; k++) {
    const next = (bytes[i + k] as PendingByte).value;
    if (next < 0x80 || next > 0xbf) return 0;
  }
  return length;
}

/** The value of the hex digits text[start, end), or undefined if any is missing or no hex digit. */
export function hexDigits(text: string, start: number, end: number): number | undefined {
  if (start >= end) return undefined;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = hexDigit(text.charCodeAt(i));
    if (digit < 0) return undefined;
    value = value * 16 + digit;
  }
  return value;
}

export function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

export function isOctalDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x37;
}

/** Whether a code point may stand in a string (not a surrogate, not past U+10FFFF). */
export function isScalarValue(point: number): boolean {
  return point <= 0x10ffff && (point < 0xd800 || point > 0xdfff);
}

/** `code` as `digits` lower-case hex digits. */
export function hex(code: number, digits: number): string {
  return code.toString(16).padStart(digits, "0");
}

/** Whether value[i] is a surrogate without its other half (no UTF-8 text holds one). */
export function isLoneSurrogate(value: string, i: number): boolean {
  const code = value.charCodeAt(i);
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = value.charCodeAt(i + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = value.charCodeAt(i - 1);
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
}
