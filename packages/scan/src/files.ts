/**
 * @urilint/scan/files: what a front-end decides about a file before reading it as a language: the
 * `exclude` globs and the size limit. No parser is loaded from here, so a front-end that only
 * selects files, or answers from a cache, starts at once.
 */
export { excludeMatcher, type PathMatcher } from "./excludes.js";
export { overSizeLimit, surelyOverSizeLimit, tooLargeMessage, type TooLarge } from "./size-limit.js";
