/**
 * A worker thread of `--jobs`: the context arrives once (workerData), then batches of tasks; each
 * batch's outcomes go back with the batch's id, in the batch's order.
 */
import { parentPort, workerData } from "node:worker_threads";
import { checkFile, prepare, type CheckContext, type CheckTask } from "./check-file.js";

export interface Batch {
  readonly id: number;
  readonly tasks: readonly CheckTask[];
}

const context = prepare(workerData as CheckContext);

parentPort?.on("message", (batch: Batch) => {
  parentPort?.postMessage({ id: batch.id, outcomes: batch.tasks.map((task) => checkFile(task, context)) });
});
