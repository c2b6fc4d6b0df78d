/**
 * @urilint/scan/files: what a front-end decides about a file before reading it as a language: the
 * `exclude` globs and the size limit; and whether a program keeps V8's code cache of TypeScript's
 * compiler between its runs. No parser is loaded from here, so a front-end that only selects
 * files, or answers from a cache, starts at once.
 */
import typescriptCodeCache from "./typescript-code-cache.cjs";

export { excludeMatcher, type PathMatcher } from "./excludes.js";
export { overSizeLimit, surelyOverSizeLimit, tooLargeMessage, type TooLarge } from "./size-limit.js";

/**
 * Keeps V8's code cache of TypeScript's compiler between the runs of this program, in the system's
 * temporary directory: about 250 ms of compiling for every process and worker thread that reads a
 * script, about 100 ms from the cache (typescript-code-cache.cts). For programs that own
 * their process (the `urilint` command); call it in each worker thread too, before the first script.
 */
export function useTypeScriptCodeCache(): void {
  typescriptCodeCache.use();
}

/**
 * For a program's own `require("typescript")` (the language server's): call it right before, and
 * call what it returns right after. It installs the code cache's hook when the program asked for
 * the cache, and removes it once TypeScript is loaded (the scanner's own loading does the same).
 */
export function startTypeScriptCodeCache(): () => void {
  return typescriptCodeCache.start();
}
