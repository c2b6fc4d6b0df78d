/** The ESLint plugin's reports and fixes: a real ESLint run, with each language's ESLint plugin, as users configure it. */
import css from "@eslint/css";
import json from "@eslint/json";
import html from "@html-eslint/eslint-plugin";
import { ESLint, type Linter } from "eslint";
import toml from "eslint-plugin-toml";
import yml from "eslint-plugin-yml";
import { relative } from "node:path";
import tseslint from "typescript-eslint";
import plugin from "../../packages/eslint-plugin/src/index.js";
import { disjointEdits, findingLine, fixLine, type Reports } from "./report.js";

const SCRIPTS = ["**/*.js", "**/*.mjs", "**/*.cjs", "**/*.jsx", "**/*.ts", "**/*.mts", "**/*.cts", "**/*.tsx"];

const CONFIG: Linter.Config[] = [
  { files: ["**/*.ts", "**/*.mts", "**/*.cts", "**/*.tsx"], languageOptions: { parser: tseslint.parser } },
  { files: ["**/*.jsx", "**/*.tsx"], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" } },
  { files: SCRIPTS, ...plugin.configs.all },
  { plugins: { json } },
  plugin.configs.json,
  plugin.configs.json5,
  { plugins: { yml } },
  plugin.configs.yaml,
  { plugins: { toml } },
  plugin.configs.toml,
  { plugins: { css } },
  plugin.configs.css,
  { plugins: { html } },
  plugin.configs.html,
  // Every check, as errors: what the command and the server are told too (settings.ts), so that the
  // comparison covers every code, also those off by default.
  { plugins: { urilint: plugin }, rules: plugin.configs.all.rules },
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
];

function eslint(cwd: string, fix: boolean): ESLint {
  return new ESLint({ cwd, ignore: false, overrideConfigFile: true, overrideConfig: CONFIG, fix });
}

/** The files ESLint could not parse: no reading of theirs is compared (the others' parsers are more forgiving). */
export const unparsed = new Set<string>();

export async function pluginReports(cwd: string, files: readonly string[]): Promise<Reports> {
  const lines: string[] = [];
  const fixes: string[] = [];
  for (const result of await eslint(cwd, false).lintFiles([...files])) {
    const path = relative(cwd, result.filePath);
    if (result.messages.some((m) => m.fatal === true)) {
      unparsed.add(path);
      continue;
    }
    const edits: { start: number; end: number; text: string }[] = [];
    for (const m of result.messages) {
      if (m.ruleId?.startsWith("urilint/") !== true) continue;
      lines.push(
        findingLine(
          path,
          m.line,
          m.column,
          m.endLine ?? m.line,
          m.endColumn ?? m.column,
          m.messageId!,
          m.severity === 2 ? "error" : "warning",
        ),
      );
      if (m.fix !== undefined) edits.push({ start: m.fix.range[0], end: m.fix.range[1], text: m.fix.text });
    }
    for (const edit of disjointEdits(edits)) fixes.push(fixLine(path, edit.start, edit.end, edit.text));
  }
  return { lines: lines.sort(), fixes: fixes.sort() };
}

/** What ESLint's --fix writes: the fixed text of each file it changed (files it could not parse left out). */
export async function pluginFixed(cwd: string, files: readonly string[]): Promise<Record<string, string>> {
  const fixed: Record<string, string> = {};
  for (const result of await eslint(cwd, true).lintFiles([...files])) {
    const path = relative(cwd, result.filePath);
    if (result.output !== undefined && !unparsed.has(path)) fixed[path] = result.output;
  }
  return fixed;
}
