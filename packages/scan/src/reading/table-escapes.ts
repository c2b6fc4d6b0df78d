/**
 * Backslash escapes read from two tables, as YAML's double-quoted scalars (YAML 1.2.2 5.7) and
 * TOML's basic strings write them: a character for one letter (`\n`), or a code point in a fixed
 * number of hex digits after a letter (`\x41`, `\u00e9`, `\U0001F600`). The value maps to the
 * whole escape.
 */
import { hexValue, type ValueBuilder } from "./value.js";

export interface EscapeTables {
  /** The character each one-letter escape stands for. */
  readonly simple: Readonly<Record<string, string>>;
  /** The number of hex digits after each letter of a code point escape. */
  readonly hex: Readonly<Record<string, number>>;
  /** Whether `\uD800`-`\uDFFF` stand for themselves (YAML) or are no escape (TOML: scalar values only). */
  readonly surrogates: boolean;
}

/**
 * Appends the escape at `at` (a backslash, its spelling ending by `end`) if the tables define it;
 * returns where the text goes on, or -1 when there is no such escape.
 */
export function appendTableEscape(
  builder: ValueBuilder,
  document: string,
  at: number,
  end: number,
  tables: EscapeTables,
): number {
  const letter = document[at + 1];
  if (letter === undefined || at + 1 >= end) return -1;
  const simple = tables.simple[letter];
  if (simple !== undefined) {
    builder.appendDecoded(simple, at, at + 2);
    return at + 2;
  }
  const digits = tables.hex[letter];
  if (digits === undefined) return -1;
  const stop = at + 2 + digits;
  const point = hexValue(document, at + 2, stop, end);
  if (point === undefined || point > 0x10ffff || (!tables.surrogates && point >= 0xd800 && point <= 0xdfff)) return -1;
  builder.appendDecoded(String.fromCodePoint(point), at, stop);
  return stop;
}
