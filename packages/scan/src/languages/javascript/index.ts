/**
 * The reader of JavaScript and TypeScript documents (TypeScript's parser is loaded with it), and
 * the parse and scans the language server drives itself (scripts.ts).
 */
import type { LanguageReader } from "../../language.js";
import type { ScriptLanguage } from "./dialect.js";
import { disableComment } from "./disable-comment.js";
import { parseScript, scanScript } from "./scan.js";
import { scanScriptTokens } from "./tokens.js";

export const reader = {
  *scan(text, dialect, found, comment) {
    const sourceFile = parseScript(text, dialect as ScriptLanguage);
    yield;
    return yield* scanScript(sourceFile, found, undefined, comment);
  },
  disableComment,
  // TypeScript's scanner alone finds a script's comments, several times faster than a parse.
  readComments: (text, _dialect, comment) => scanScriptTokens(text, () => undefined, comment),
  parseScript,
  scanScript,
  scanScriptTokens,
} satisfies LanguageReader & Record<string, unknown>;

export type JavascriptReader = typeof reader;
