/**
 * TypeScript's parse and the scanners of scripts, as this package exports them (the language
 * server parses a script once and re-scans the statements that changed), loaded on the first call:
 * a process that reads no script never compiles TypeScript (language-modules.cts).
 */
import languageModule from "./language-modules.cjs";
import type * as Script from "./languages/script.js";
import type * as ScriptTokens from "./languages/script-tokens.js";

export type { ScriptUnits } from "./languages/script.js";

export function parseScript(...args: Parameters<typeof Script.parseScript>): ReturnType<typeof Script.parseScript> {
  return languageModule("script").parseScript(...args);
}

export function scanScript(...args: Parameters<typeof Script.scanScript>): ReturnType<typeof Script.scanScript> {
  return languageModule("script").scanScript(...args);
}

export function scanScriptTokens(
  ...args: Parameters<typeof ScriptTokens.scanScriptTokens>
): ReturnType<typeof ScriptTokens.scanScriptTokens> {
  return languageModule("script-tokens").scanScriptTokens(...args);
}
