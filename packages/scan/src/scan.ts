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
export function* scanDocument(text: string, language: Language, found: (candidate: Candidate) => void, comment?: CommentSink): Work<void> {
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
