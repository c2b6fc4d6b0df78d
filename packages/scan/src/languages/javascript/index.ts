/**
 * The reader of JavaScript and TypeScript documents (TypeScript's parser is loaded with it), and
 * the parse and scans the language server drives itself (scripts.ts).
 */
import type { LanguageReader } from "../../language.js";
import type { ScriptLanguage } from "./dialect.js";
import { disableComment } from "./disable-comment.js";
import { ScriptReading } from "./incremental.js";
import { parseScript, scanScript, scanScriptComments } from "./scan.js";

export const reader = {
  *scan(text, dialect, found, comment) {
    const sourceFile = parseScript(text, dialect as ScriptLanguage);
    yield;
    return yield* scanScript(sourceFile, found, undefined, comment);
  },
  disableComment,
  openDocument: (dialect) => new ScriptReading(dialect as ScriptLanguage),
  // Its comments alone: a parse, and a walk of only what holds a "/" (no value is read or judged).
  *readComments(text, dialect, comment) {
    const sourceFile = parseScript(text, dialect as ScriptLanguage);
    yield;
    yield* scanScriptComments(sourceFile, comment);
  },
  parseScript,
  scanScript,
} satisfies LanguageReader & Record<string, unknown>;

export type JavascriptReader = typeof reader;
