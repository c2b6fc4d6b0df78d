/**
 * A worker thread of `--jobs`: the context arrives once (workerData), then batches of tasks; each
 * batch's outcomes go back with the batch's id, in the batch's order.
 */
import { parentPort, workerData } from "node:worker_threads";
import { useTypeScriptCodeCache } from "@urilint/scan/files";
import { checkFile, type CheckContext, type CheckTask } from "./check-file.js";

// Each worker is an isolate of its own, which loads TypeScript again: from the command's code cache.
useTypeScriptCodeCache();

export interface Batch {
  readonly id: number;
  readonly tasks: readonly CheckTask[];
}

const context = workerData as CheckContext;

parentPort?.on("message", (batch: Batch) => {
  void Promise.all(batch.tasks.map((task) => checkFile(task, context))).then((outcomes) => {
    parentPort?.postMessage({ id: batch.id, outcomes });
  });
});
