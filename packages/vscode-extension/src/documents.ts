/**
 * Which documents the client hands to the server. Kept free of the `vscode` module so the choice
 * is unit-tested without an editor, and so package.json's activation events can be checked
 * against it.
 */

import { ACTIVATION_LANGUAGES, FILE_PATTERNS, LANGUAGE_IDS, PATTERN_LANGUAGES } from "./languages.generated.js";

export { FILE_PATTERNS, PATTERN_LANGUAGES };

/**
 * The languages the server reads, by the ids editors give them (the languages' records of
 * @urilint/scan: languages.generated.ts). Files VS Code misnames (it calls `.env` "properties" and
 * `.env.local` "shellscript", and has no TOML language) are selected by their names: FILE_PATTERNS.
 */
export const LANGUAGES = LANGUAGE_IDS;

/** Plain text is opt-in (`urilint.plaintext.enable`): prose is full of things that only look like URIs. */
export const PLAINTEXT_LANGUAGE = "plaintext";

/** Saved files and new unsaved editors; never other schemes (git diffs, output panes, settings UI). */
export const SCHEMES = ["file", "untitled"] as const;

export type DocumentFilter =
  { readonly language: string; readonly scheme: string } | { readonly pattern: string; readonly scheme: "file" };

export function languagesFor(plaintextEnabled: boolean): string[] {
  return plaintextEnabled ? [...LANGUAGES, PLAINTEXT_LANGUAGE] : [...LANGUAGES];
}

/** The languages whose first document activates the extension. */
export function activationLanguages(): string[] {
  return [...ACTIVATION_LANGUAGES];
}

export function documentSelector(plaintextEnabled: boolean): DocumentFilter[] {
  const byLanguage = languagesFor(plaintextEnabled).flatMap((language) =>
    SCHEMES.map((scheme) => ({ language, scheme })),
  );
  // Only saved files have a name to match.
  const byName = FILE_PATTERNS.map((pattern) => ({ pattern, scheme: "file" as const }));
  return [...byLanguage, ...byName];
}
