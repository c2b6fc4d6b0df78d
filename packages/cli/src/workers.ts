/**
 * Checking many files: in this thread, or in `jobs` worker threads (node:worker_threads) that take
 * small batches as they finish the last, so a large file does not hold the others back. Outcomes are
 * put back at their task's index: the result's order never depends on the number of jobs or on
 * timing.
 */
import { Worker } from "node:worker_threads";
import { checkFile, prepare, type CheckContext, type CheckOutcome, type CheckTask } from "./check-file.js";
import type { Batch } from "./worker.js";

/** Tasks per message: enough to make a message's cost small beside the work, few enough to share evenly. */
const BATCH_SIZE = 8;

export type Progress = (done: number, total: number) => void;

export async function checkAll(tasks: readonly CheckTask[], context: CheckContext, jobs: number, progress: Progress): Promise<CheckOutcome[]> {
  if (jobs <= 1 || tasks.length <= BATCH_SIZE) return checkHere(tasks, context, progress);
  return checkInWorkers(tasks, context, Math.min(jobs, Math.ceil(tasks.length / BATCH_SIZE)), progress);
}

async function checkHere(tasks: readonly CheckTask[], context: CheckContext, progress: Progress): Promise<CheckOutcome[]> {
  const prepared = prepare(context);
  const outcomes: CheckOutcome[] = [];
  for (const task of tasks) {
    outcomes.push(checkFile(task, prepared));
    progress(outcomes.length, tasks.length);
    // Let a progress line reach the terminal now and then.
    if (outcomes.length % 256 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return outcomes;
}

function checkInWorkers(tasks: readonly CheckTask[], context: CheckContext, count: number, progress: Progress): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = new Array<CheckOutcome>(tasks.length);
  let next = 0;
  let done = 0;
  const workers: Worker[] = [];
  return new Promise<CheckOutcome[]>((resolve, reject) => {
    const finish = (error?: Error): void => {
      for (const worker of workers) void worker.terminate();
      if (error === undefined) resolve(outcomes);
      else reject(error);
    };
    const send = (worker: Worker): boolean => {
      if (next >= tasks.length) return false;
      const batch: Batch = { id: next, tasks: tasks.slice(next, next + BATCH_SIZE) };
      next += batch.tasks.length;
      worker.postMessage(batch);
      return true;
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL("./worker.js", import.meta.url), { workerData: context });
      workers.push(worker);
      worker.on("message", (message: { id: number; outcomes: CheckOutcome[] }) => {
        message.outcomes.forEach((outcome, j) => {
          outcomes[message.id + j] = outcome;
        });
        done += message.outcomes.length;
        progress(done, tasks.length);
        if (done === tasks.length) finish();
        else send(worker);
      });
      worker.on("error", (error) => finish(error));
      worker.on("exit", (code) => {
        if (done < tasks.length && code !== 0) finish(new Error(`a worker thread stopped (exit code ${code})`));
      });
      send(worker);
    }
  });
}
