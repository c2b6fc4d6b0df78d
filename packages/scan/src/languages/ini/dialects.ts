/**
 * The INI dialects read here, and the rules each follows. No INI standard exists; each dialect is
 * the one documented reader its files are written for.
 *
 * - `ini`: Python's configparser (3.11, `ConfigParser` with its defaults): a line whose first
 *   non-blank character is `#` or `;` is a comment (inside a multi-line value too); `[name]` opens
 *   a section; `key = value` or `key: value` splits at the first `=` or `:`, both sides stripped;
 *   a line indented deeper than its entry's continues the value (each line stripped; a blank line
 *   inside is kept); no inline comments, no quotes. BasicInterpolation reads `%(name)s` as
 *   another value (a hole here) and `%%` as `%`: a value that uses either is read so; one that
 *   does not is read as written (its file is read raw, or by another INI reader). Entries before
 *   the first section (which configparser refuses) are read too.
 * - `gitconfig`: git-config(1): `[section]` and `[section "subsection"]` (the subsection quoted,
 *   `\"` and `\\` escaped, other backslashes dropped); `name = value`, split at the first `=`;
 *   `#` and `;` start a comment anywhere outside double quotes; double quotes are removed and keep
 *   the white space and comment characters inside; `\"` `\\` `\n` `\t` `\b` are escapes, and a
 *   backslash at the end of a line continues the value on the next; white space around the value
 *   is dropped, and each blank inside it reads as a space.
 * - `editorconfig`: the EditorConfig specification (0.17): comments are lines starting with `#`
 *   or `;`; `[glob]` sections; `key = value` split at the first `=`, both sides trimmed; no
 *   continuation, no quotes, no interpolation.
 */
import type { Language } from "../../language.js";

export interface IniDialect {
  /** The characters that end a key. */
  readonly delimiters: string;
  /** Python's indented continuation lines. */
  readonly indentedContinuation: boolean;
  /** Python's BasicInterpolation: `%(name)s` and `%%`. */
  readonly interpolation: boolean;
  /** git's values: quotes, escapes, inline comments, backslash continuation; `[section "subsection"]`. */
  readonly git: boolean;
}

const DIALECTS: Readonly<Record<string, IniDialect>> = {
  ini: { delimiters: "=:", indentedContinuation: true, interpolation: true, git: false },
  gitconfig: { delimiters: "=", indentedContinuation: false, interpolation: false, git: true },
  editorconfig: { delimiters: "=", indentedContinuation: false, interpolation: false, git: false },
};

export function dialectOf(language: Language): IniDialect {
  return DIALECTS[language] ?? DIALECTS["ini"]!;
}
