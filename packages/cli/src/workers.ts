/**
 * Checking many files: in this thread alone (`--jobs 1`), or in this thread and `jobs - 1` worker
 * threads (node:worker_threads). Every thread takes batches of files from one queue as it finishes
 * the last, so a large file does not hold the others back; outcomes are put back at their task's
 * index, so the report's order never depends on the number of jobs or on timing.
 *
 * This thread works too: each thread is a V8 isolate that loads and compiles the scanners and
 * TypeScript's parser, and optimizes them, on its own (about a second of CPU), so one fewer worker
 * is one fewer start-up. Each worker is kept two batches ahead, so it never waits for this thread.
 */
import { Worker } from "node:worker_threads";
import { checkFile, type CheckContext, type CheckOutcome, type CheckTask } from "./check-file.js";
import type { Batch } from "./worker.js";

/** Batches per thread: enough for the last ones to even out; each of at least MIN_BATCH tasks. */
const BATCHES_PER_THREAD = 16;
const MIN_BATCH = 8;
/** Batches a worker holds at once: the next is there when it finishes one. */
const AHEAD = 2;

export type Progress = (done: number, total: number) => void;

export async function checkAll(tasks: readonly CheckTask[], context: CheckContext, jobs: number, progress: Progress): Promise<CheckOutcome[]> {
  const threads = Math.max(1, Math.min(jobs, Math.ceil(tasks.length / (MIN_BATCH * AHEAD))));
  const batchSize = Math.max(MIN_BATCH, Math.ceil(tasks.length / (threads * BATCHES_PER_THREAD)));
  const outcomes: CheckOutcome[] = new Array<CheckOutcome>(tasks.length);
  let next = 0;
  let done = 0;
  const take = (): Batch | undefined => {
    if (next >= tasks.length) return undefined;
    const batch: Batch = { id: next, tasks: tasks.slice(next, next + batchSize) };
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
        if (done < tasks.length && failure === undefined) settle(new Error(`a worker thread stopped (exit code ${code})`));
      });
      for (let k = 0; k < AHEAD; k++) send();
    }
    // This thread's share: a batch, then a turn of the event loop for the workers' messages.
    void (async () => {
      for (let batch = take(); batch !== undefined && failure === undefined; batch = take()) {
        const results: CheckOutcome[] = [];
        for (const task of batch.tasks) results.push(await checkFile(task, context));
        store(batch.id, results);
        await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
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
