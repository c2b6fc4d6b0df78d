// Preloaded into the server by the memory soak test (`node --expose-gc --import heap-probe.mjs`).
// On SIGUSR2 it runs a full garbage collection and writes the heap the server still uses to
// `<tmpdir>/urilint-heap-<pid>.json`. The test judges that figure rather than the resident set
// size: RSS also counts memory V8 has freed but not yet handed back, so it jumps by tens of MB
// from one reading to the next, while the heap after a full collection is what the server holds.
import { renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const target = join(tmpdir(), `urilint-heap-${process.pid}.json`);
process.on("SIGUSR2", () => {
  globalThis.gc();
  const { heapUsed, external } = process.memoryUsage();
  // Written whole and renamed, so the test never reads half a file.
  writeFileSync(`${target}.partial`, JSON.stringify({ heapUsed, external }));
  renameSync(`${target}.partial`, target);
});
