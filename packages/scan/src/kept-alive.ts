/**
 * The latest objects of each kind a scanner makes, kept for the life of the process.
 *
 * V8 throws away optimized code when a full garbage collection finds no live object of a hidden
 * class that the code creates ("weak objects" in `--trace-deopt`). Between two scans every
 * candidate, value and builder is garbage, so a scan that came after a full collection ran in
 * unoptimized code until V8 compiled it again: the JSON scan of a 4 MB document took 4x its time.
 * The core keeps its parse results alive for the same reason (its parse-result.ts). The latest
 * objects are kept, not samples made at load time: theirs are the shapes the code now expects.
 */
const KEPT_ALIVE = new Map<string, unknown>();

/** Keeps `objects` alive in place of the ones kept before under `kind`. */
export function keepAlive(kind: string, objects: unknown): void {
  KEPT_ALIVE.set(kind, objects);
}
