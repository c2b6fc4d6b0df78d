/**
 * Which scanner reads a document: from an editor's languageId when it names one we read, else from
 * the file's name (extension, or a well-known name such as `.env.local` or `Dockerfile.dev`), else
 * plain text (RFC 3986 Appendix C delimiting).
 */

export type ScriptLanguage = "js" | "jsx" | "ts" | "tsx";

export type Language =
  ScriptLanguage | "json" | "markdown" | "yaml" | "toml" | "dotenv" | "dockerfile" | "html" | "css" | "text";

/**
 * Editors' languageIds for the languages we read. A languageId that says only "text" or names a
 * language we do not parse (`plaintext`, `properties`, `shellscript`; eglot's `conf-unix`) is not
 * here: the file's name decides then, so a `.env` file that an editor calls `plaintext` or
 * `properties` is still read as what it is.
 */
const LANGUAGE_IDS: Readonly<Record<string, Language>> = {
  javascript: "js",
  javascriptreact: "jsx",
  typescript: "ts",
  typescriptreact: "tsx",
  json: "json",
  jsonc: "json",
  json5: "json",
  markdown: "markdown",
  mdx: "markdown",
  yaml: "yaml",
  "github-actions-workflow": "yaml",
  dockercompose: "yaml",
  helm: "yaml",
  toml: "toml",
  dotenv: "dotenv",
  dockerfile: "dockerfile",
  html: "html",
  css: "css",
};

/** File extensions. A source map (`.map`, ECMA-426) is JSON: read as text, its escapes would read as backslashes in URIs. */
const EXTENSIONS: Readonly<Record<string, Language>> = {
  js: "js",
  mjs: "js",
  cjs: "js",
  jsx: "jsx",
  ts: "ts",
  mts: "ts",
  cts: "ts",
  tsx: "tsx",
  json: "json",
  jsonc: "json",
  map: "json",
  md: "markdown",
  markdown: "markdown",
  env: "dotenv",
  dockerfile: "dockerfile",
  yaml: "yaml",
  yml: "yaml",
  toml: "toml",
  html: "html",
  htm: "html",
  css: "css",
};

/** Names of files in TOML that have no extension, or one other formats share (`.lock`). */
const TOML_FILE_NAMES: ReadonlySet<string> = new Set(["pipfile", "cargo.lock", "poetry.lock", "uv.lock", "pdm.lock"]);

/** Every language a document can be read as. */
export const LANGUAGES: readonly Language[] = Object.freeze([...new Set(Object.values(EXTENSIONS)), "text"]);

/**
 * The language of a document: its languageId when it names one we read, else its file name (`path`
 * may be a path or a URI; a query or fragment is ignored), else plain text.
 */
export function languageOf(languageId: string | undefined, path: string): Language {
  const byId = languageId !== undefined && hasOwn(LANGUAGE_IDS, languageId) ? LANGUAGE_IDS[languageId] : undefined;
  return byId ?? languageOfPath(path) ?? "text";
}

/** The language a file's name says, or undefined when it names none we read. */
export function languageOfPath(path: string): Language | undefined {
  const clean = path.replace(/[?#].*$/, "");
  const name = clean.slice(clean.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (TOML_FILE_NAMES.has(name.toLowerCase())) return "toml";
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  return hasOwn(EXTENSIONS, extension) ? EXTENSIONS[extension] : languageOfName(name);
}

/** Names without a telling extension: `.env`, `.env.local`, `Dockerfile`, `Dockerfile.dev`, `Containerfile`. */
function languageOfName(name: string): Language | undefined {
  if (name === ".env" || name.startsWith(".env.")) return "dotenv";
  if (/^(?:Dockerfile|Containerfile)(?:\.|$)/i.test(name)) return "dockerfile";
  return undefined;
}

export function isScript(language: Language): language is ScriptLanguage {
  return language === "js" || language === "jsx" || language === "ts" || language === "tsx";
}

function hasOwn<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}
