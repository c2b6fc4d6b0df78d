/**
 * One entry for every language: a document's text in, its URI candidates out, in document order.
 * Callers (the language server, the command, the ESLint plugin's non-JavaScript languages) never
 * know which parser reads a language. Each language's reader (and its parser) is loaded on the
 * first document of that language (the registry, languages/registry.cts): plain text needs none of them.
 */
import type { Candidate, CommentSink, ValueAdmission } from "./candidate.js";
import { readerOf, type Language } from "./language.js";
import type { Work } from "./work.js";

/**
 * Finds the candidates of `text` read as `language`, and gives `comment` every comment it reads. May throw a RangeError (or TypeScript's
 * "Debug Failure") when a parser gives up on a document nested deeper than its stack: see
 * `isParserOverflow`. With `admits`, a language's reader may leave out the candidates it rejects
 * (see `LanguageReader.scan`).
 */
export function* scanDocument(
  text: string,
  language: Language,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
  admits?: ValueAdmission,
): Work<void> {
  const steps = readerOf(language).scan(text, language, collect, comment, admits);
  const batch: Candidate[] = [];
  let done = false;
  try {
    for (;;) {
      const outer = collected;
      collected = batch;
      let step: ReturnType<typeof steps.next>;
      try {
        step = steps.next();
      } finally {
        collected = outer;
      }
      for (const candidate of batch) found(candidate);
      batch.length = 0;
      if (step.done === true) {
        done = true;
        return;
      }
      yield;
    }
  } finally {
    // Stopped between two steps (a cancelled analysis): the language's scan ends too.
    if (!done) steps.return();
  }
}

/**
 * Where the language scanners put their candidates: one function for the life of the process.
 * V8 compiles a scanner's loop for the callback it sees there; handed a new closure per scan, that
 * code was thrown away as soon as a full garbage collection took the closure ("weak objects" in
 * `--trace-deopt`), and a JSON scan after one ran at half its speed. The scanners report here,
 * into the batch of the step being run, and scanDocument hands each step's batch to its caller.
 * Steps of two scans may alternate (the server yields between them), never overlap.
 */
let collected: Candidate[] = [];

function collect(candidate: Candidate): void {
  collected.push(candidate);
}

/**
 * Whether `error` is a parser giving up on a document (recursion deeper than the stack: thousands
 * of nested brackets). Such a document is reported as unread, once, rather than as a crash.
 */
export function isParserOverflow(error: unknown): boolean {
  return error instanceof RangeError || (error instanceof Error && error.message.startsWith("Debug Failure"));
}
