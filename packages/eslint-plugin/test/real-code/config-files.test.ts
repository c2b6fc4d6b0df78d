/**
 * Real YAML, TOML, HTML and CSS files through the real ESLint class, the languages of
 * eslint-plugin-yml, eslint-plugin-toml, @html-eslint and @eslint/css, and every urilint rule
 * (`all`): the committed samples of @urilint/scan (compose files, CI workflows, Kubernetes and
 * Helm, OpenAPI, Cargo and Python manifests, pages and style sheets), whose findings a person read
 * and judged in their findings.json, and such files of the workspace's installed packages. No rule may crash, and every file gets exactly
 * the findings the scanner gives the language server and the `urilint` command: the same codes at
 * the same ranges.
 */
import css from "@eslint/css";
import html from "@html-eslint/eslint-plugin";
import { ESLint, type Linter } from "eslint";
import toml from "eslint-plugin-toml";
import yml from "eslint-plugin-yml";
import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE, FINDING_CODES } from "@urilint/core";
import { documentRange, findUris, matchOptions, runSync, type Language } from "@urilint/scan";
import { describe, expect, it } from "vitest";
import { analysisStats } from "../../src/analysis.js";
import plugin from "../../src/index.js";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const SAMPLES = join(ROOT, "packages/scan/test/real");
const STORE = join(ROOT, "node_modules/.pnpm");

const CONFIG: Linter.Config[] = [
  { plugins: { yml, toml, css, html } },
  { ...plugin.configs.yaml, ignores: [] },
  plugin.configs.toml,
  plugin.configs.css,
  plugin.configs.html,
  {
    files: ["**/*.yaml", "**/*.yml", "**/*.toml", "**/*.css", "**/*.html", "**/*.htm"],
    // Every rule of a URI's text; no-broken-link's findings depend on the files around the linted
    // one (its own tests, rules/no-broken-link.test.ts), and these are linted under made-up paths.
    rules: { ...plugin.configs.all.rules!, "urilint/no-broken-link": "off" },
  },
];

/** "code start-end" of every finding the scanner gives the file: what the server and the command report. */
function scannerFindings(text: string, language: Language): string[] {
  const options = matchOptions({}, new Set(FINDING_CODES));
  const found: string[] = [];
  for (const match of runSync(findUris(text, language, options)).matches) {
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      found.push(`${finding.code} ${range.start}-${range.end}`);
    }
  }
  return found.sort();
}

function offsetOf(lineStarts: readonly number[], line: number, column: number): number {
  return lineStarts[line - 1]! + column - 1;
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|[\n\r\u2028\u2029]/g)) starts.push(match.index + match[0].length);
  return starts;
}

/** The files of a folder tree whose name matches, in a stable order, each text once. */
function filesUnder(dir: string, name: RegExp, limit: number): string[] {
  const out: string[] = [];
  const walk = (folder: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    } catch {
      return;
    }
    for (const entry of entries) {
      if (out.length >= limit) return;
      const path = join(folder, entry.name);
      if (entry.isDirectory() && depth < 12) walk(path, depth + 1);
      else if (entry.isFile() && name.test(entry.name)) out.push(path);
    }
  };
  walk(dir, 0);
  return out;
}

const files = [
  ...filesUnder(join(SAMPLES, "yaml"), /\.ya?ml$/, 100),
  ...filesUnder(join(SAMPLES, "toml"), /\.toml$/, 100),
  ...filesUnder(join(SAMPLES, "html"), /\.html?$/, 100),
  ...filesUnder(join(SAMPLES, "css"), /\.css$/, 100),
  ...filesUnder(STORE, /\.(?:ya?ml|toml|html?|css)$/, 400),
];

const LANGUAGES: readonly [RegExp, Language][] = [
  [/\.toml$/, "toml"],
  [/\.html?$/, "html"],
  [/\.css$/, "css"],
  [/\.ya?ml$/, "yaml"],
];

describe("real YAML, TOML, HTML and CSS files through ESLint's languages", () => {
  it("are linted without a crash, each with exactly the scanner's findings", async () => {
    const eslint = new ESLint({ cwd: ROOT, ignore: false, overrideConfigFile: true, overrideConfig: CONFIG });
    const failuresBefore = analysisStats.failures;
    const reports: string[] = [];
    const unparsed: string[] = [];
    let linted = 0;
    for (const [index, file] of files.entries()) {
      const text = readFileSync(file, "utf8");
      // Linted as text under a path of their own: ESLint ignores whatever lies in node_modules.
      const [result] = await eslint.lintText(text, {
        filePath: join(ROOT, "real-config-files", String(index), basename(file)),
      });
      if (result === undefined) continue;
      const fatal = result.messages.filter((m) => m.fatal === true);
      // A file the YAML or TOML parser rejects (a template, a broken fixture) is not the plugin's doing.
      if (fatal.some((m) => m.ruleId === null && m.message.startsWith("Parsing error"))) {
        unparsed.push(`${relative(ROOT, file)}: ${fatal[0]!.message}`);
        continue;
      }
      expect(fatal, file).toEqual([]);
      linted++;
      const starts = lineStartsOf(text);
      const byEslint = result.messages
        .map((m) => {
          const code = m.messageId ?? `${m.ruleId}: ${m.message}`;
          if (m.messageId === undefined) throw new Error(`${file}:${m.line} ${code}`);
          expect(m.ruleId, file).toBe(`urilint/${CATALOGUE[code as keyof typeof CATALOGUE].rule}`);
          return `${code} ${offsetOf(starts, m.line, m.column)}-${offsetOf(starts, m.endLine!, m.endColumn!)}`;
        })
        .sort();
      const language = LANGUAGES.find(([pattern]) => pattern.test(file))![1];
      expect(byEslint, relative(ROOT, file)).toEqual(scannerFindings(text, language));
      for (const m of result.messages) reports.push(`${relative(ROOT, file)}:${m.line}:${m.column} ${m.messageId}`);
    }
    expect(analysisStats.failures).toBe(failuresBefore);
    // The committed samples alone hold 24 judged findings: the files were really linted.
    expect(linted).toBeGreaterThan(30);
    expect(reports.length).toBeGreaterThan(20);
    console.log(
      `real YAML/TOML/HTML/CSS: ${linted} of ${files.length} files linted, ${reports.length} reports\n${reports.join("\n")}`,
    );
    console.log(`not parsed by their ESLint language (no rule runs on them):\n${unparsed.join("\n")}`);
  }, 120_000);
});
