/**
 * Progress on stderr, for long runs on a terminal only: nothing is written before a run has taken a
 * second (short runs stay quiet), at most ten updates a second, and the line is cleared at the end.
 * Never on stdout, which carries the report.
 */
import type { Progress } from "./workers.js";

const QUIET_FOR_MS = 1000;
const EVERY_MS = 100;

export interface ProgressLine {
  readonly update: Progress;
  readonly clear: () => void;
}

export function progressLine(stream: NodeJS.WriteStream): ProgressLine {
  if (stream.isTTY !== true) return { update: () => undefined, clear: () => undefined };
  const started = Date.now();
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      const now = Date.now();
      if (now - started < QUIET_FOR_MS || now - last < EVERY_MS) return;
      last = now;
      shown = true;
      stream.write(`\r\u001b[Kurilint: ${done}/${total} files`);
    },
    clear() {
      if (shown) stream.write("\r\u001b[K");
    },
  };
}
