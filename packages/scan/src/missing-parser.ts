/**
 * The parsers (and TypeScript) are optional peer dependencies of @urilint/scan: the ESLint plugin
 * reads most languages from the trees of ESLint's own language plugins and installs none of them,
 * while the `urilint` command and the language server depend on them all. When a language module
 * is loaded where the parser it imports is not installed, the error says which package to install
 * instead of Node's "Cannot find package".
 */
import { languageDefinitions } from "./language.js";
import { MissingParserError } from "./missing-parser-error.js";

export { MissingParserError };

/** The optional peer dependencies of @urilint/scan: the parsers the languages' records name (its package.json, checked by a test). */
export function parserPackages(): readonly string[] {
  return [...new Set(languageDefinitions().flatMap((definition) => definition.parsers ?? []))].sort();
}

/**
 * The parser package that `error` (thrown while loading a module) says is missing, if it is one
 * of ours. Node says "Cannot find package 'yaml' imported from ..." for an ES module's import and
 * "Cannot find module 'typescript'" for a require().
 */
export function missingParserPackage(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return undefined;
  const specifier = /Cannot find (?:package|module) '([^']+)'/.exec(String((error as Error).message))?.[1];
  if (specifier === undefined) return undefined;
  const packageName = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
  return parserPackages().includes(packageName) ? packageName : undefined;
}

/** `load()` of the reader of `language` (its name, as people write it), with a missing parser reported as a MissingParserError. */
export function loadWithParser<T>(language: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    const packageName = missingParserPackage(error);
    if (packageName === undefined) throw error;
    throw new MissingParserError(language, packageName, { cause: error });
  }
}
