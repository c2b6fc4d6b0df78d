/**
 * One entry for every language: a document's text in, its URI candidates out, in document order.
 * Callers (the language server, the command, the ESLint plugin's non-JavaScript languages) never
 * know which parser reads a language. Each language's module (and its parser) is loaded on the
 * first document of that language (language-modules.cts): plain text needs none of them.
 */
import type { Candidate, CommentSink } from "./candidate.js";
import { isScript, type Language } from "./language.js";
import languageModule from "./language-modules.cjs";
import { scanText } from "./languages/text.js";
import type { Work } from "./work.js";

/**
 * Finds the candidates of `text` read as `language`, and gives `comment` every comment it reads. May throw a RangeError (or TypeScript's
 * "Debug Failure") when a parser gives up on a document nested deeper than its stack: see
 * `isParserOverflow`.
 */
export function* scanDocument(
  text: string,
  language: Language,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  const steps = scanLanguage(text, language, collect, comment);
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

function* scanLanguage(
  text: string,
  language: Language,
  found: (candidate: Candidate) => void,
  comment?: CommentSink,
): Work<void> {
  if (isScript(language)) {
    const { parseScript, scanScript } = languageModule("script");
    const sourceFile = parseScript(text, language);
    yield;
    return yield* scanScript(sourceFile, found, undefined, comment);
  }
  switch (language) {
    case "json":
      return yield* languageModule("json").scanJson(text, found, comment);
    case "markdown":
      return yield* languageModule("markdown").scanMarkdown(text, found, comment);
    case "dotenv":
      return yield* languageModule("dotenv").scanDotenv(text, found, comment);
    case "dockerfile":
      return yield* languageModule("dockerfile").scanDockerfile(text, found, comment);
    case "yaml":
      return yield* languageModule("yaml").scanYaml(text, found, comment);
    case "toml":
      return yield* languageModule("toml").scanToml(text, found, comment);
    case "html":
      return yield* languageModule("html").scanHtml(text, found, comment);
    case "css":
      return yield* languageModule("css").scanCss(text, found, comment);
    case "text":
      return yield* scanText(text, found);
  }
}

/**
 * Whether `error` is a parser giving up on a document (recursion deeper than the stack: thousands
 * of nested brackets). Such a document is reported as unread, once, rather than as a crash.
 */
export function isParserOverflow(error: unknown): boolean {
  return error instanceof RangeError || (error instanceof Error && error.message.startsWith("Debug Failure"));
}
