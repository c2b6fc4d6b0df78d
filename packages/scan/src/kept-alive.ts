/**
 * Objects kept for the life of the process for their shape: the latest of each kind a scanner
 * makes that holds no document text.
 *
 * V8 throws away optimized code when a full garbage collection finds no live object of a hidden
 * class that the code creates ("weak objects" in `--trace-deopt`). Between two scans every object
 * a scan made is garbage, so a scan that came after a full collection ran in unoptimized code
 * until V8 compiled it again. The core keeps its parse results alive for the same reason (its
 * parse-result.ts). Nothing kept may hold a document's text (a slice of it keeps the whole
 * document alive: the language server's soak test measures that): candidates and values are not
 * kept, and a scan's reader lets go of its document first.
 */
const KEPT_ALIVE = new Map<string, unknown>();

/** Keeps `objects` alive in place of the ones kept before under `kind`. */
export function keepAlive(kind: string, objects: unknown): void {
  KEPT_ALIVE.set(kind, objects);
}
