/**
 * The parsers (and TypeScript) are optional peer dependencies of @urilint/scan: the ESLint plugin
 * reads most languages from the trees of ESLint's own language plugins and installs none of them,
 * while the `urilint` command and the language server depend on them all. When a language module
 * is loaded where the parser it imports is not installed, the error says which package to install
 * instead of Node's "Cannot find package".
 */

/** The optional peer dependencies of @urilint/scan (its package.json, checked by a test). */
export const PARSER_PACKAGES: readonly string[] = [
  "css-tree",
  "dockerfile-ast",
  "parse5",
  "toml-eslint-parser",
  "typescript",
  "yaml",
];

/** What each language module reads, for the message. */
const READS: Readonly<Record<string, string>> = {
  css: "CSS (style sheets, and the style sheets and style attributes of HTML)",
  dockerfile: "Dockerfiles",
  html: "HTML",
  script: "JavaScript and TypeScript (scripts, and the scripts of HTML)",
  "script-tokens": "JavaScript and TypeScript (scripts, and the scripts of HTML)",
  typescript: "JavaScript and TypeScript (scripts, and the scripts of HTML)",
  toml: "TOML",
  yaml: "YAML",
};

/** A language module could not be loaded because the parser package it needs is not installed. */
export class MissingParserError extends Error {
  readonly code = "URILINT_MISSING_PARSER";

  constructor(
    readonly languageModule: string,
    readonly packageName: string,
    options: { cause: unknown },
  ) {
    super(
      `urilint: reading ${READS[languageModule] ?? languageModule} needs the package "${packageName}", which is not installed. ` +
        `Install it next to @urilint/scan (npm install --save-dev ${packageName}): ` +
        `it is an optional peer dependency, which the urilint command and the language server bring ` +
        `and the ESLint plugin does not.`,
      options,
    );
    this.name = "MissingParserError";
  }
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
  return PARSER_PACKAGES.includes(packageName) ? packageName : undefined;
}

/** `load()` of the language module `name`, with a missing parser reported as a MissingParserError. */
export function loadWithParser<T>(name: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    const packageName = missingParserPackage(error);
    if (packageName === undefined) throw error;
    throw new MissingParserError(name, packageName, { cause: error });
  }
}
