/**
 * Output in chunks: a report of millions of problems is never one string (V8's strings end at about
 * 512 MB) and never built with recursion or argument spreads over its problems. JSON is written as
 * JSON.stringify(value, null, 2) would write it, each small value stringified alone and indented to
 * its depth, each large array an element at a time; characters a terminal acts on are written as
 * `\u` escapes (printable.ts), the same values for a program.
 */
import { printableJson } from "../printable.js";

/** About how many characters a chunk holds. */
const CHUNK = 64 * 1024;

/** The strings of `parts` joined into chunks of about CHUNK characters. */
export function* chunked(parts: Iterable<string>): Generator<string> {
  let pending = "";
  for (const part of parts) {
    pending += part;
    if (pending.length >= CHUNK) {
      yield pending;
      pending = "";
    }
  }
  if (pending !== "") yield pending;
}

/** A small value's JSON as it is written at `depth` inside another (two spaces a level). */
export function jsonAt(value: unknown, depth: number): string {
  return printableJson(JSON.stringify(value, null, 2)).replace(/\n/g, `\n${"  ".repeat(depth)}`);
}

/** An array's JSON at `depth`, an element at a time (each written by `element` at depth + 1). */
export function* jsonArray<T>(
  items: Iterable<T>,
  depth: number,
  element: (item: T) => Iterable<string>,
): Generator<string> {
  const pad = "  ".repeat(depth + 1);
  let first = true;
  for (const item of items) {
    yield first ? `[\n${pad}` : `,\n${pad}`;
    first = false;
    yield* element(item);
  }
  yield first ? "[]" : `\n${"  ".repeat(depth)}]`;
}

/** Marks a value's place in a template's shape (a private-use character, which no shape holds). */
const HOLE = "\uE000";

/** A value to be filled in at `index` of a template's values. */
export function hole(index: number): string {
  return `${HOLE}${index}`;
}

/**
 * A value of a fixed shape as jsonAt writes it at `depth`, with the primitive values marked by
 * `hole(i)` filled from `values[i]`: the layout is stringified once, each value alone (JSON.stringify
 * of a whole object per problem costs several times more on a million problems).
 */
export function jsonTemplate(shape: unknown, depth: number): (values: readonly unknown[]) => string {
  const parts = jsonAt(shape, depth).split(new RegExp(`"${HOLE}(\\d+)"`));
  const indices = parts.filter((_, i) => i % 2 === 1).map(Number);
  const texts = parts.filter((_, i) => i % 2 === 0);
  return (values) => {
    let text = texts[0] as string;
    for (let i = 0; i < indices.length; i++) text += jsonValue(values[indices[i] as number]) + (texts[i + 1] as string);
    return text;
  };
}

/**
 * What a string's JSON spells other than as it is: quotes, backslashes, controls (C0, DEL, C1),
 * lone surrogates, line separators and bidirectional controls (the last ones by printableJson).
 */
const NEEDS_ESCAPE =
  /["\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;

/** JSON.stringify of a primitive (escaped as above), without its cost where nothing needs escaping. */
export function jsonValue(value: unknown): string {
  if (typeof value === "string") return NEEDS_ESCAPE.test(value) ? printableJson(JSON.stringify(value)) : `"${value}"`;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? "null";
}
