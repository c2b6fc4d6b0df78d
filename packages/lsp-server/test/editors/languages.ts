/**
 * One row per kind of file the README's editor snippets cover: the file's name and text, the
 * findings every editor must show for it, and the languageId each editor sends for it. Adding a
 * language to the tests is adding a row.
 *
 * Every text holds the same faulty URI, `HTTP://example.com:80/a`: a `scheme-case` finding (a
 * warning by default) and a `default-port` finding, an error only because each snippet's settings
 * say so, which proves the settings reached the server. The script, JSON, HTML and CSS rows spell
 * their slashes with escapes (`\u002F`, `\/`, `&#x2F;`, `\2F `), which only that language's
 * scanner decodes: a file read as something else shows other findings.
 */

/** The editors whose README snippets are tested. */
export type Editor = "neovim" | "emacs" | "vim";

export interface LanguageRow {
  readonly file: string;
  readonly text: string;
  /** `code line:character severity`, 0-based, as the editor shows them. */
  readonly findings: readonly string[];
  /** The languageId each editor sends in didOpen; null where its snippet does not cover the file. */
  readonly languageIds: Readonly<Record<Editor, string | null>>;
}

function row(
  file: string,
  text: string,
  at: [line: number, character: number],
  languageIds: LanguageRow["languageIds"],
  portAt?: number,
): LanguageRow {
  const [line, character] = at;
  // The port's colon follows `HTTP://example.com` (18 characters) unless escapes lengthen it.
  const port = portAt ?? character + "HTTP://example.com".length;
  return {
    file,
    text,
    findings: [`scheme-case ${line}:${character} warning`, `default-port ${line}:${port} error`],
    languageIds,
  };
}

const ids = (neovim: string | null, emacs: string | null, vim: string | null) => ({ neovim, emacs, vim });

export const LANGUAGE_ROWS: readonly LanguageRow[] = [
  row(
    "example.ts",
    'const api: string = "HTTP:\\u002F\\u002Fexample.com:80/a";\n',
    [0, 21],
    ids("typescript", "js", "typescript"),
    49,
  ),
  row(
    "example.tsx",
    'export const Api = () => <a href="HTTP://example.com:80/a">api</a>;\n',
    [0, 34],
    ids("typescriptreact", "js", "typescriptreact"),
  ),
  row("example.mts", 'export const api: string = "HTTP://example.com:80/a";\n', [0, 28], ids("", "js", "typescript")),
  row("example.cts", 'export const api: string = "HTTP://example.com:80/a";\n', [0, 28], ids("", "js", "typescript")),
  row(
    "example.js",
    'fetch("HTTP:\\u002F\\u002Fexample.com:80/a");\n',
    [0, 7],
    ids("javascript", "js", "javascript"),
    35,
  ),
  row(
    "example.jsx",
    'export const Api = () => <a href="HTTP://example.com:80/a">api</a>;\n',
    [0, 34],
    ids("javascriptreact", "js", "javascriptreact"),
  ),
  row("example.mjs", 'export const api = "HTTP://example.com:80/a";\n', [0, 20], ids("javascript", "js", "javascript")),
  row("example.cjs", 'exports.api = "HTTP://example.com:80/a";\n', [0, 15], ids("javascript", "js", "javascript")),
  row("config.json", '{ "api": "HTTP:\\/\\/example.com:80/a" }\n', [0, 10], ids("json", "js", "json"), 30),
  row(
    "settings.jsonc",
    '{\n  // the API\n  "api": "HTTP://example.com:80/a",\n}\n',
    [2, 10],
    ids("jsonc", "js", "jsonc"),
  ),
  row(
    "README.md",
    "# Notes\n\nThe [API](HTTP://example.com:80/a).\n",
    [2, 10],
    ids("markdown", "markdown", "markdown"),
  ),
  row("notes.txt", "See HTTP://example.com:80/a for details.\n", [0, 4], ids("text", null, "text")),
  row("config.yml", 'api: "HTTP://example.com:80/a"\n', [0, 6], ids("yaml", "yaml", "yaml")),
  row(
    "compose.yaml",
    "services:\n  web:\n    environment:\n      API_URL: HTTP://example.com:80/a\n",
    [3, 15],
    ids("yaml", "yaml", "yaml"),
  ),
  row("config.toml", 'api = "HTTP://example.com:80/a"\n', [0, 7], ids("toml", "conf-toml", "toml")),
  row(".env", "API_URL=HTTP://example.com:80/a\n", [0, 8], ids("", "conf-unix", "sh.dotenv")),
  row(".env.local", 'API_URL="HTTP://example.com:80/a"\n', [0, 9], ids("", "conf-unix", "sh.dotenv")),
  row(
    "Dockerfile",
    "FROM node:20\nENV API_URL=HTTP://example.com:80/a\n",
    [1, 12],
    ids("dockerfile", "dockerfile", "dockerfile"),
  ),
  row(
    "Dockerfile.dev",
    "FROM node:20\nADD HTTP://example.com:80/a /app/\n",
    [1, 4],
    ids("dockerfile", "dockerfile", "dockerfile"),
  ),
  row("index.html", '<a href="HTTP:&#x2F;&#x2F;example.com:80/a">api</a>\n', [0, 9], ids("html", "mhtml", "html"), 37),
  row(
    "style.css",
    'body { background: url("HTTP:\\2F \\2F example.com:80/a"); }\n',
    [0, 24],
    ids("css", "css", "css"),
    48,
  ),
];

/** The rows an editor's snippet covers. */
export function rowsFor(editor: Editor): LanguageRow[] {
  return LANGUAGE_ROWS.filter((r) => r.languageIds[editor] !== null);
}

/**
 * Where the Emacs and Vim drivers ask for the hover and a fix, as the README tells users to: in the
 * scheme of example.ts's URI (line 1, column 24, 1-based), and what they must see there.
 */
export const FEATURE_PROBE = {
  file: "example.ts",
  column: 24,
  /** Lines of the hover without its Markdown marks (ALE strips them); the severity comes from the snippet's settings. */
  hover: [
    "- scheme: HTTP",
    "- normalized: http://example.com/a",
    "- error: Port 80 is the default for http; leave it out (default-port)",
  ],
  /** The first offered fix lower-cases the scheme, spelled through the file's escapes. */
  fixedLine: 'const api: string = "http:\\u002F\\u002Fexample.com:80/a";',
  findingsAfterFix: ["default-port 0:49 error"],
} as const;
