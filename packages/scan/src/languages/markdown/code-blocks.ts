/**
 * The language a fenced code block is read as, from the first word of its info string, the way
 * ESLint's Markdown processor hands a block to the configuration of its language: any language
 * the registry reads by that name (`js`, `typescript`, `json`, `yaml`, `toml`, `dockerfile`,
 * `.env`, `html`, `css`...). A block of another language, or of none, is code urilint does not
 * parse: it is left alone, as code spans are. So is a block of a language read with a WebAssembly
 * grammar (`python`): its reader must be prepared asynchronously, which a Markdown reading cannot
 * wait for, and reading it only where a front-end happened to prepare it would make the plugin,
 * the server and the command disagree.
 *
 * Shells and plain text are read as plain text while no language of the registry claims their
 * names: a password in a `sh` block (`psql postgres://user:pw@db/app`) is as leaked as one in
 * prose. A shell language, once registered under these names, reads them instead.
 *
 * A Markdown block is an example of Markdown (its links are placeholders more often than not),
 * and it is not read: nor is a Markdown reading ever nested in another.
 */
import { definitionOf, languageOfName, readsAsynchronously, type Language } from "../../language.js";
import { language as markdown } from "./language.js";

/** Names of shells and of plain text, read as plain text until a language claims them. */
const PLAIN_TEXT_NAMES: ReadonlySet<string> = new Set([
  "sh",
  "bash",
  "zsh",
  "ksh",
  "shell",
  "shellscript",
  "shell-session",
  "console",
  "text",
  "txt",
  "plain",
  "plaintext",
]);

/**
 * The dialect a block whose info string starts with `lang` (mdast's `lang`: the info string's
 * first word) is read as, or undefined when it is not read. Quarto and R Markdown write the
 * language of a chunk in braces, with options after a comma (`{r}`, `{python, echo=FALSE}`,
 * `{.js}`).
 */
export function codeBlockDialect(lang: string | null | undefined): Language | undefined {
  if (lang === null || lang === undefined) return undefined;
  const name = /^\{?\.?([^\s{},]*)/.exec(lang)?.[1]?.toLowerCase() ?? "";
  if (name === "") return undefined;
  const plain = PLAIN_TEXT_NAMES.has(name) ? "text" : undefined;
  const dialect = languageOfName(name) ?? plain;
  if (dialect === undefined || definitionOf(dialect) === markdown) return undefined;
  // A shell's block is then plain text, any other left alone (the header says why).
  return readsAsynchronously(dialect) ? plain : dialect;
}
