/**
 * Which documents the client hands to the server. Kept free of the `vscode` module so the choice
 * is unit-tested without an editor, and so package.json's activation events can be checked
 * against it.
 */

/** Languages the server always reads: JS/TS string and template literals, JSON values, Markdown links. */
export const LANGUAGES = [
  "javascript",
  "typescript",
  "javascriptreact",
  "typescriptreact",
  "json",
  "jsonc",
  "markdown",
] as const;

/** Plain text is opt-in (`urilint.plaintext.enable`): prose is full of things that only look like URIs. */
export const PLAINTEXT_LANGUAGE = "plaintext";

/** Saved files and new unsaved editors; never other schemes (git diffs, output panes, settings UI). */
export const SCHEMES = ["file", "untitled"] as const;

export interface DocumentFilter {
  readonly language: string;
  readonly scheme: string;
}

export function languagesFor(plaintextEnabled: boolean): string[] {
  return plaintextEnabled ? [...LANGUAGES, PLAINTEXT_LANGUAGE] : [...LANGUAGES];
}

export function documentSelector(plaintextEnabled: boolean): DocumentFilter[] {
  return languagesFor(plaintextEnabled).flatMap((language) =>
    SCHEMES.map((scheme) => ({ language, scheme })),
  );
}
