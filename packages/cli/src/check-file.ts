/**
 * One file, start to end: read its bytes (source.ts), answer from the cache when their hash has
 * not changed, else decode them and analyze the text (analyze.ts). The analysis and the parsers behind it are loaded on the
 * first file that needs them: a run answered from the cache, or one over files that cannot be read,
 * never loads them. The same function runs in the main thread and in workers.
 */
import type { Settings } from "./config.js";
import type { FileEntry } from "./files.js";
import { maskText } from "./mask.js";
import type { FileResult, Note, Problem } from "./results.js";
import { decode, readBytes, type FileStamp } from "./source.js";

/** The stamp as a cached result's field: absent when there is none. */
export function stampOf(stamp: FileStamp | undefined): { stamp?: FileStamp } {
  return stamp === undefined ? {} : { stamp };
}

/** What every file of a run shares; plain data, so that it can be sent to workers. */
export interface CheckContext {
  readonly cwd: string;
  /** The repository's real path (git's top level, else the working directory): nothing outside it is written. */
  readonly root: string;
  readonly settings: Settings;
  readonly fix: boolean;
  /** Whether the results go to the cache: only then is each file's content hashed. */
  readonly caching: boolean;
}

/** A result kept in the cache: the content's hash (and the file's stamp) and what was found in it. */
export interface CachedResult {
  readonly hash: string;
  readonly stamp?: FileStamp;
  readonly problems: readonly Problem[];
  readonly note?: Note;
}

export interface CheckTask {
  readonly entry: FileEntry;
  readonly cached?: CachedResult;
}

export interface CheckOutcome {
  readonly result: FileResult;
  /** What the cache should keep for this file (absent: nothing worth keeping). */
  readonly toCache?: CachedResult;
}

type Analysis = typeof import("./analyze.js");
let analysis: Analysis | undefined;

export async function checkFile(task: CheckTask, context: CheckContext): Promise<CheckOutcome> {
  const { entry, cached } = task;
  try {
    // Under --fix, a cached result with a fix must be checked again: the fix is applied then.
    const reusable =
      cached !== undefined && !(context.fix && cached.problems.some((p) => p.fixable)) ? cached : undefined;
    const read = readBytes(
      entry,
      {
        cwd: context.cwd,
        root: context.root,
        maxFileSize: context.settings.maxFileSize,
        hashed: context.caching,
        fixing: context.fix,
      },
      reusable?.stamp,
    );
    if (!read.ok) return { result: { path: entry.path, problems: [], note: read.note } };
    if (reusable !== undefined && (read.unchanged || reusable.hash === read.hash)) {
      const result: FileResult =
        reusable.note === undefined
          ? { path: entry.path, problems: reusable.problems }
          : { path: entry.path, problems: reusable.problems, note: reusable.note };
      return { result, toCache: read.unchanged ? reusable : { ...reusable, ...stampOf(read.stamp) } };
    }
    if (read.unchanged) throw new Error("a file was found unchanged without a cached result");
    const source = decode(read.bytes, read, context.settings.maxFileSize);
    if (!source.ok) return { result: { path: entry.path, problems: [], note: source.note } };
    analysis ??= await import("./analyze.js");
    return await analysis.analyze(entry, source.content, context);
  } catch (error) {
    // A bug must not stop the run: the file gets a note, the other files are still checked. The
    // error's message may name a path or quote a value: masked.
    const detail =
      error instanceof Error ? maskText(`${error.name}: ${error.message.split("\n")[0] ?? ""}`) : "unknown error";
    return {
      result: {
        path: entry.path,
        problems: [],
        note: { kind: "internal-error", message: `urilint failed on this file (${detail})` },
      },
    };
  }
}
