/**
 * TypeScript's parse and the scanners of scripts, as this package exports them (the language
 * server parses a script once and re-scans the statements that changed), loaded on the first call:
 * a process that reads no script never compiles TypeScript (the registry loads the reader).
 */
import { readerOf } from "./language.js";
import type { JavascriptReader } from "./languages/javascript/index.js";

export type { ScriptUnits } from "./languages/javascript/scan.js";
export { isScript, type ScriptLanguage } from "./languages/javascript/dialect.js";

function javascript(): JavascriptReader {
  return readerOf("ts") as JavascriptReader;
}

export function parseScript(
  ...args: Parameters<JavascriptReader["parseScript"]>
): ReturnType<JavascriptReader["parseScript"]> {
  return javascript().parseScript(...args);
}

export function scanScript(
  ...args: Parameters<JavascriptReader["scanScript"]>
): ReturnType<JavascriptReader["scanScript"]> {
  return javascript().scanScript(...args);
}
