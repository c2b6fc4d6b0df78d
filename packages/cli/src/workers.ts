/**
 * Checking many files: in this thread alone (`--jobs 1`), or in this thread and `jobs - 1` worker
 * threads (node:worker_threads). Every thread takes batches of files from one queue as it finishes
 * the last, so a large file does not hold the others back; outcomes are put back at their task's
 * index, so the report's order never depends on the number of jobs or on timing.
 *
 * This thread works too: each thread is a V8 isolate that loads and compiles the scanners and
 * TypeScript's parser, and optimizes them, on its own (about a second of CPU), so one fewer worker
 * is one fewer start-up. Each worker is kept two batches ahead, and this thread reads the workers'
 * messages (and sends them more) at least every TURN_MS, even inside its own batch: a worker
 * that has finished its batches must not wait for this thread to finish one of scripts.
 * Batches shrink as the queue empties (guided scheduling), so the threads finish together.
 */
import { Worker } from "node:worker_threads";
import { checkFile, type CheckContext, type CheckOutcome, type CheckTask } from "./check-file.js";
import type { Batch } from "./worker.js";

/** Batches per thread at most: enough for the last ones to even out; each of at least MIN_BATCH tasks. */
const BATCHES_PER_THREAD = 16;
const MIN_BATCH = 8;
/** A batch is at most this share of what is left per thread: the last ones are small. */
const SHARE_OF_REST = 4;
/** Batches a worker holds at once: the next is there when it finishes one. */
const AHEAD = 2;
/** How long this thread checks files before it reads the workers' messages. */
const TURN_MS = 20;

export type Progress = (done: number, total: number) => void;

export async function checkAll(
  tasks: readonly CheckTask[],
  context: CheckContext,
  jobs: number,
  progress: Progress,
): Promise<CheckOutcome[]> {
  const threads = Math.max(1, Math.min(jobs, Math.ceil(tasks.length / (MIN_BATCH * AHEAD))));
  const largestBatch = Math.max(MIN_BATCH, Math.ceil(tasks.length / (threads * BATCHES_PER_THREAD)));
  const outcomes: CheckOutcome[] = new Array<CheckOutcome>(tasks.length);
  let next = 0;
  let done = 0;
  const take = (): Batch | undefined => {
    if (next >= tasks.length) return undefined;
    const size = Math.min(
      largestBatch,
      Math.max(MIN_BATCH, Math.ceil((tasks.length - next) / (threads * SHARE_OF_REST))),
    );
    const batch: Batch = { id: next, tasks: tasks.slice(next, next + size) };
    next += batch.tasks.length;
    return batch;
  };
  const store = (id: number, results: readonly CheckOutcome[]): void => {
    results.forEach((outcome, j) => {
      outcomes[id + j] = outcome;
    });
    done += results.length;
    progress(done, tasks.length);
  };

  const workers: Worker[] = [];
  let failure: Error | undefined;
  const allDone = new Promise<void>((resolve, reject) => {
    const settle = (error?: Error): void => {
      if (error !== undefined) {
        failure = error;
        reject(error);
      } else if (done === tasks.length) {
        resolve();
      }
    };
    for (let i = 1; i < threads; i++) {
      const worker = new Worker(new URL("./worker.js", import.meta.url), { workerData: context });
      workers.push(worker);
      const send = (): void => {
        const batch = take();
        if (batch !== undefined) worker.postMessage(batch);
      };
      worker.on("message", (message: { id: number; outcomes: CheckOutcome[] }) => {
        store(message.id, message.outcomes);
        send();
        settle();
      });
      worker.on("error", (error) => settle(error));
      worker.on("exit", (code) => {
        if (done < tasks.length && failure === undefined)
          settle(new Error(`a worker thread stopped (exit code ${code})`));
      });
      for (let k = 0; k < AHEAD; k++) send();
    }
    // This thread's share, batch by batch, with a turn of the event loop for the workers' messages
    // every TURN_MS (a turn for every file would cost more than small files do).
    void (async () => {
      let turnEnds = performance.now() + TURN_MS;
      for (let batch = take(); batch !== undefined && failure === undefined; batch = take()) {
        const results: CheckOutcome[] = [];
        for (const task of batch.tasks) {
          results.push(await checkFile(task, context));
          if (workers.length > 0 && performance.now() >= turnEnds) {
            await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
            turnEnds = performance.now() + TURN_MS;
          }
        }
        store(batch.id, results);
      }
      settle();
    })();
  });
  try {
    await allDone;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return outcomes;
}
