/**
 * Output in chunks: a report of millions of problems is never one string (V8's strings end at about
 * 512 MB) and never built with recursion or argument spreads over its problems. JSON is written as
 * JSON.stringify(value, null, 2) would write it, each small value stringified alone and indented to
 * its depth, each large array an element at a time.
 */

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
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(depth)}`);
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

/** `f` of each of `items`, as they come. */
export function* mapped<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}
