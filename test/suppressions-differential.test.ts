/**
 * Silencing on purpose, the same everywhere: one project whose files (TypeScript, JSON, Markdown,
 * YAML, TOML, CSS, HTML) carry every form of disable comment — eslint- and urilint-, -line,
 * -next-line, blocks with enable, rule names, finding codes, reasons after `--` — read by the three
 * front-ends: the real ESLint with the plugin and each language's ESLint plugin, the built
 * `urilint` command, and the language server over stdio. All three must report the same findings
 * at the same places. (.env files and Dockerfiles, which ESLint never reads, are compared between
 * the command and the server.) Unused directives are left out: ESLint reports its own, the server
 * and the command urilint's.
 */
import css from "@eslint/css";
import html from "@html-eslint/eslint-plugin";
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import { ESLint, type Linter } from "eslint";
import toml from "eslint-plugin-toml";
import yml from "eslint-plugin-yml";
import tseslint from "typescript-eslint";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import plugin from "../packages/eslint-plugin/src/index.js";
import { Project, jsonOf } from "../packages/cli/test/support/repo.js";
import { CAPABILITIES, startClient } from "../packages/lsp-server/test/support/client.js";

const FILES: Record<string, string> = {
  "src/api.ts": [
    'export const a = "HTTP://a.example:80/"; // eslint-disable-line urilint/normalized-case',
    "// eslint-disable-next-line urilint/no-default-port -- a fixture",
    'export const b = "HTTP://b.example:80/";',
    'export const c = "HTTP://c.example/"; // urilint-disable-line scheme-case',
    "/* eslint-disable urilint/normalized-case */",
    'export const d = "HTTP://d.example/";',
    "/* eslint-enable urilint/normalized-case */",
    "// eslint-disable urilint/normalized-case (a line comment: no directive in JavaScript)",
    'export const e = "HTTP://e.example/";',
    "/* urilint-disable no-default-port */",
    'export const f = "https://f.example:443/";',
    "/* urilint-enable */",
    'export const g = "https://g.example:443/";',
    "",
  ].join("\n"),
  "config/settings.json": [
    "{",
    "  // urilint-disable-next-line normalized-case",
    '  "homepage": "HTTP://example.com/",',
    '  "docs": "HTTP://docs.example.com/", /* eslint-disable-line urilint/normalized-case */',
    '  "api": "HTTP://api.example.com/"',
    "}",
    "",
  ].join("\n"),
  "README.md": [
    "<!-- eslint-disable-next-line urilint/normalized-case -->",
    "See <HTTP://one.example/>.",
    "",
    "And <HTTP://two.example/>. <!-- urilint-disable-line -->",
    "",
    "And <HTTP://three.example/>.",
    "",
  ].join("\n"),
  "config/compose.yaml": [
    "services:",
    "  api:",
    "    environment:",
    "      # eslint-disable-next-line urilint/normalized-case",
    "      A: HTTP://a.example:80/",
    "      B: HTTP://b.example:80/ # urilint-disable-line default-port",
    "      # urilint-disable no-plaintext-password -- test data",
    "      C: postgres://app:hunter2secret@db/app",
    "      # urilint-enable",
    "      D: postgres://app:s3cr3tPa55@db/app",
    "",
  ].join("\n"),
  "app.toml": [
    "[package]",
    'homepage = "HTTP://example.com/" # eslint-disable-line',
    "# urilint-disable-next-line no-default-port",
    'repository = "https://github.com:443/o/r"',
    'documentation = "HTTP://docs.example.com/"',
    "",
  ].join("\n"),
  "public/site.css": [
    "/* eslint-disable-next-line urilint/normalized-case */",
    ".a { background: url(HTTP://a.example/a.png); }",
    ".b { background: url(HTTP://b.example/b.png); } /* urilint-disable-line */",
    ".c { background: url(HTTP://c.example/c.png); }",
    "",
  ].join("\n"),
  "public/index.html": [
    "<!-- eslint-disable-next-line urilint/normalized-case -->",
    '<a href="HTTP://a.example/">a</a>',
    '<a href="HTTP://b.example/">b</a> <!-- urilint-disable-line -->',
    '<a href="HTTP://c.example/">c</a>',
    "",
  ].join("\n"),
};

const NOT_ESLINT: Record<string, string> = {
  ".env":
    "# urilint-disable-next-line no-plaintext-password\nA=postgres://app:hunter2secret@db/app\nB=HTTP://b.example/ # urilint-disable-line normalized-case\nC=HTTP://c.example/\n",
  Dockerfile: "FROM node:20\n# urilint-disable-next-line\nENV A=HTTP://a.example/\nENV B=HTTP://b.example/\n",
};

const project = new Project(
  { ...FILES, ...NOT_ESLINT, "urilint.config.json": JSON.stringify({ reportUnusedDisableDirectives: "off" }) },
  { git: false },
);

const CONFIG: Linter.Config[] = [
  { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } },
  { plugins: { json, markdown, yml, toml, css, html } },
  plugin.configs.json,
  plugin.configs.json5,
  plugin.configs.markdown,
  plugin.configs.yaml,
  plugin.configs.toml,
  plugin.configs.css,
  plugin.configs.html,
  { ...plugin.configs.recommended, files: ["**/*.ts"] },
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
];

/** "path:line:column code" of every urilint report of ESLint. */
async function eslintReports(): Promise<string[]> {
  const eslint = new ESLint({ cwd: project.dir, overrideConfigFile: true, overrideConfig: CONFIG });
  const out: string[] = [];
  for (const result of await eslint.lintFiles(Object.keys(FILES))) {
    for (const m of result.messages) {
      expect(m.fatal, `${result.filePath}: ${m.message}`).not.toBe(true);
      if (m.ruleId?.startsWith("urilint/"))
        out.push(`${result.filePath.slice(project.dir.length + 1)}:${m.line}:${m.column} ${m.messageId}`);
    }
  }
  return out.sort();
}

function commandReports(files: readonly string[]): string[] {
  const report = jsonOf(project.run(["--format", "json", ...files]));
  return report.files.flatMap((f) => f.problems.map((p) => `${f.path}:${p.line}:${p.column} ${p.code}`)).sort();
}

const LANGUAGE_IDS: Record<string, string> = {
  ts: "typescript",
  json: "jsonc",
  md: "markdown",
  yaml: "yaml",
  toml: "toml",
  css: "css",
  html: "html",
  env: "properties",
  "": "dockerfile",
};

async function serverReports(files: readonly string[]): Promise<string[]> {
  const client = await startClient({
    capabilities: CAPABILITIES.neovim,
    initializationOptions: { reportUnusedDisableDirectives: "off" },
  });
  const out: string[] = [];
  try {
    for (const path of files) {
      const uri = pathToFileURL(join(project.dir, path)).href;
      const extension = /\.([a-z]+)$/.exec(path)?.[1] ?? "";
      const next = client.nextDiagnostics(uri);
      await client.open(uri, LANGUAGE_IDS[extension] ?? "plaintext", readFileSync(join(project.dir, path), "utf8"));
      for (const d of (await next).diagnostics)
        out.push(`${path}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code as string}`);
    }
  } finally {
    await client.stop();
  }
  return out.sort();
}

describe("disable comments in ESLint, the command and the language server", () => {
  it("silence the same findings in every language ESLint reads", async () => {
    const files = Object.keys(FILES);
    const [byEslint, byCommand, byServer] = [await eslintReports(), commandReports(files), await serverReports(files)];
    expect(byCommand).toEqual(byEslint);
    expect(byServer).toEqual(byEslint);
    // Each file kept exactly its unsilenced findings (not everything, not nothing).
    expect(byEslint).toEqual([
      "README.md:6:6 scheme-case",
      "app.toml:5:18 scheme-case",
      "config/compose.yaml:10:25 plaintext-password",
      "config/compose.yaml:5:26 default-port",
      "config/compose.yaml:6:10 scheme-case",
      "config/settings.json:5:11 scheme-case",
      "public/index.html:4:10 scheme-case",
      "public/site.css:4:22 scheme-case",
      "src/api.ts:13:36 default-port",
      "src/api.ts:1:35 default-port",
      "src/api.ts:3:19 scheme-case",
      "src/api.ts:9:19 scheme-case",
    ]);
  }, 120_000);

  it("silence the same findings in .env files and Dockerfiles in the command and the server", async () => {
    const files = Object.keys(NOT_ESLINT);
    const byCommand = commandReports(files);
    expect(await serverReports(files)).toEqual(byCommand);
    expect(byCommand).toEqual([".env:4:3 scheme-case", "Dockerfile:4:7 scheme-case"]);
  }, 60_000);
});
