/**
 * Long scans are generators that yield at checkpoints. The same scan runs to the end at once in
 * tests (`runSync`) and, in the server, in slices that give the event loop a turn so that a
 * `$/cancelRequest` or a newer edit can arrive and stop it (`runAsync`).
 */

export type Work<T> = Generator<void | typeof TURN, T, void>;

/**
 * Yielded by a work that has just handed something on (a first part of its result): `runAsync`
 * gives the event loop its turn at once, so that what was handed on goes out before the work
 * goes on. `runSync` reads it as any checkpoint.
 */
export const TURN: unique symbol = Symbol("urilint.turn");

export interface CancellationLike {
  readonly isCancellationRequested: boolean;
}

/** Thrown by `runAsync` when the token was cancelled at a checkpoint. */
export class Cancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "Cancelled";
  }
}

export function runSync<T>(work: Work<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done === true) return step.value;
  }
}

/** How long a scan may hold the event loop before it lets other messages in. */
const SLICE_MS = 8;

export async function runAsync<T>(work: Work<T>, token: CancellationLike): Promise<T> {
  let sliceStart = Date.now();
  for (;;) {
    if (token.isCancellationRequested) {
      work.return(undefined as T);
      throw new Cancelled();
    }
    const step = work.next();
    if (step.done === true) return step.value;
    if (step.value === TURN) {
      // A timer, not an immediate: what the hand-off queued as immediates (vscode-jsonrpc queues
      // its writes so) runs before the work goes on.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      sliceStart = Date.now();
    } else if (Date.now() - sliceStart >= SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = Date.now();
    }
  }
}
