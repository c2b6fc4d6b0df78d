/**
 * The error that names a parser package to install (see missing-parser.ts). A module of its own,
 * importing nothing: the readers' shared modules (reading/tree-sitter.ts) throw it without
 * reaching the registry of languages, which imports the readers.
 */
/** A language module could not be loaded because the parser package it needs is not installed. */
export class MissingParserError extends Error {
  readonly code = "URILINT_MISSING_PARSER";

  constructor(
    readonly language: string,
    readonly packageName: string,
    options: { cause: unknown },
  ) {
    super(
      `urilint: reading ${language} needs the package "${packageName}", which is not installed. ` +
        `Install it next to @urilint/scan (npm install --save-dev ${packageName}): ` +
        `it is an optional peer dependency, which the urilint command and the language server bring ` +
        `and the ESLint plugin does not.`,
      options,
    );
    this.name = "MissingParserError";
  }
}
