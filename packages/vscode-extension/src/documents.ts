/**
 * Which documents the client hands to the server. Kept free of the `vscode` module so the choice
 * is unit-tested without an editor, and so package.json's activation events can be checked
 * against it.
 */

/**
 * Languages the server always reads: JS/TS literals, JSON values, Markdown, and the
 * configuration files where connection strings live. `dockercompose` is VS Code's language for
 * compose files (YAML); `dotenv`, `toml`, `mdx` (MDX), `quarto` (`.qmd`) and `rmd` (R Markdown)
 * come from extensions (VS Code has none of them built in).
 */
export const LANGUAGES = [
  "javascript",
  "typescript",
  "javascriptreact",
  "typescriptreact",
  "json",
  "jsonc",
  "markdown",
  "mdx",
  "quarto",
  "rmd",
  "yaml",
  "dockercompose",
  "toml",
  "dotenv",
  "dockerfile",
  "html",
  "css",
] as const;

/**
 * Every name Markdown is written under (@urilint/scan's record of Markdown lists the same): VS Code
 * 1.100 calls `.md`, `.markdown`, `.mkd`, `.mdwn` and `.mdown` "markdown", the others plain text
 * unless an extension knows them.
 */
export const MARKDOWN_EXTENSIONS = [
  "md",
  "markdown",
  "mdx",
  "qmd",
  "rmd",
  "mkd",
  "mkdn",
  "mdwn",
  "mdown",
  "mkdown",
] as const;

/**
 * Files selected by their name, whatever language the editor gives them: VS Code 1.100 calls
 * `.env` "properties" and `.env.local` "shellscript", has no TOML language (a `.toml` file is
 * plain text without an extension for it), and knows half of Markdown's names. The server reads
 * each by its name. R Markdown's `.Rmd` is written so more often than not.
 */
export const FILE_PATTERNS = [
  ...MARKDOWN_EXTENSIONS.map((extension) => `**/*.${extension}`),
  "**/*.Rmd",
  "**/.env",
  "**/.env.*",
  "**/*.env",
  "**/*.toml",
  "**/Dockerfile",
  "**/Dockerfile.*",
  "**/*.dockerfile",
  "**/Containerfile",
  "**/Containerfile.*",
] as const;

/** The languages VS Code gives the files of FILE_PATTERNS: opening one must start the extension. */
export const PATTERN_LANGUAGES = ["properties", "shellscript", "plaintext"] as const;

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
  return [...new Set([...LANGUAGES, ...PATTERN_LANGUAGES])];
}

export function documentSelector(plaintextEnabled: boolean): DocumentFilter[] {
  const byLanguage = languagesFor(plaintextEnabled).flatMap((language) =>
    SCHEMES.map((scheme) => ({ language, scheme })),
  );
  // Only saved files have a name to match.
  const byName = FILE_PATTERNS.map((pattern) => ({ pattern, scheme: "file" as const }));
  return [...byLanguage, ...byName];
}
