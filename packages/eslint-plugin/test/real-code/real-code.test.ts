/**
 * The plugin on real code: the real ESLint class, the `all` config (every rule), espree for
 * JavaScript, @typescript-eslint/parser for TypeScript, @eslint/json and @eslint/markdown, over the
 * published sources of big packages already in the workspace's pnpm store. No rule may crash: a
 * crash is an exception out of ESLint, a fatal message that is not the file's own parse error, or
 * an internal error the analysis caught (analysisStats.failures). Prints the files, the findings
 * per rule and the most frequent findings with an example each, to judge false positives.
 *
 * CI lints a spread-out subset of each package; `node scripts/reliability/lint-real-code.mjs`
 * lints every file of every package, plus any folders given on its command line.
 * Knobs: URILINT_REAL_CODE=all (every file), URILINT_REAL_CODE_DIRS (folders, separated by ':').
 */
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import tsParser from "@typescript-eslint/parser";
import { ESLint, type Linter } from "eslint";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { analysisStats } from "../../src/analysis.js";
import plugin from "../../src/index.js";
import { packageFromDir, PACKAGES, ROOT, sample, storeDirs, type CorpusPackage } from "./corpus.js";

const EVERYTHING = process.env["URILINT_REAL_CODE"] === "all";
const EXTRA_DIRS = (process.env["URILINT_REAL_CODE_DIRS"] ?? "").split(":").filter((dir) => dir !== "");
/** Files per package in CI: enough to meet every kind of file, small enough for well under a minute. */
const CI_FILES_PER_PACKAGE = 40;
/** Minified bundles above this size are skipped in CI (the on-demand run takes up to 5 MB). */
const MAX_BYTES = EVERYTHING ? 5_000_000 : 400_000;

const CONFIG: Linter.Config[] = [
  { plugins: { json, markdown } },
  plugin.configs.json,
  plugin.configs.json5,
  plugin.configs.markdown,
  { files: ["**/*.ts", "**/*.mts", "**/*.cts", "**/*.tsx"], languageOptions: { parser: tsParser } },
  { files: ["**/*.jsx"], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" } },
  // Their eslint-disable comments name rules of their own setups: inline configuration is off.
  { ...plugin.configs.all, linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" } },
];

interface Finding {
  readonly rule: string;
  readonly message: string;
  readonly where: string;
  readonly text: string;
}

interface Totals {
  files: number;
  parseErrors: string[];
  crashes: string[];
  findings: Finding[];
}

async function lintPackage(corpus: CorpusPackage, files: readonly string[], totals: Totals): Promise<void> {
  const eslint = new ESLint({
    cwd: corpus.dir,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: CONFIG,
    errorOnUnmatchedPattern: false,
  });
  for (const file of files) {
    const name = relative(ROOT, file);
    let results: ESLint.LintResult[];
    try {
      results = await eslint.lintFiles([file]);
    } catch (error) {
      totals.crashes.push(`${name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      continue;
    }
    for (const result of results) {
      totals.files++;
      const lines = readFileSync(file, "utf8").split(/\r\n|[\n\r\u2028\u2029]/);
      for (const message of result.messages) {
        if (message.fatal === true) {
          // A file the parser cannot read (Flow, a newer syntax) is not the plugin's doing.
          if (message.ruleId === null && message.message.startsWith("Parsing error"))
            totals.parseErrors.push(`${name}: ${message.message}`);
          else totals.crashes.push(`${name}:${message.line}: ${message.message}`);
          continue;
        }
        // ESLint's note that the file's own directives are ignored (noInlineConfig) is not a finding.
        if (message.ruleId === null && message.message.includes("'noInlineConfig'")) continue;
        if (message.ruleId?.startsWith("urilint/") !== true) {
          totals.crashes.push(`${name}:${message.line}: unexpected message ${message.ruleId}: ${message.message}`);
          continue;
        }
        const line = lines[message.line - 1] ?? "";
        const exact =
          message.endLine === message.line
            ? line.slice(message.column - 1, (message.endColumn ?? message.column) - 1)
            : line.slice(message.column - 1);
        // An insertion point (an empty range) is shown with the text before it.
        const text = exact !== "" ? exact : `…${line.slice(Math.max(0, message.column - 50), message.column - 1)}‸`;
        totals.findings.push({
          rule: message.ruleId,
          message: message.message,
          where: `${name}:${message.line}:${message.column}`,
          text: text.slice(0, 120),
        });
      }
    }
  }
}

function report(totals: Totals, packages: number): string {
  const perRule = new Map<string, number>();
  const perMessage = new Map<string, Finding[]>();
  for (const finding of totals.findings) {
    perRule.set(finding.rule, (perRule.get(finding.rule) ?? 0) + 1);
    const same = perMessage.get(finding.message) ?? [];
    same.push(finding);
    perMessage.set(finding.message, same);
  }
  const out = [
    `real code: ${totals.files} files of ${packages} packages, ${totals.findings.length} findings, ${totals.parseErrors.length} files the parser could not read, ${totals.crashes.length} crashes`,
    "findings per rule:",
    ...[...perRule].sort((a, b) => b[1] - a[1]).map(([rule, count]) => `  ${String(count).padStart(6)}  ${rule}`),
    "most frequent findings (count, message, an example: where and the reported text):",
    ...[...perMessage]
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, 20)
      .map(
        ([message, list]) =>
          `  ${String(list.length).padStart(6)}  ${message}\n          e.g. ${list[0]!.where}  ${JSON.stringify(list[0]!.text)}`,
      ),
    ...(totals.parseErrors.length > 0
      ? ["files the parser could not read:", ...totals.parseErrors.slice(0, 10).map((e) => `  ${e}`)]
      : []),
  ];
  return out.join("\n");
}

function corpus(): { corpus: CorpusPackage; files: string[] }[] {
  const packages = [...PACKAGES.flatMap((name) => storeDirs(name)), ...EXTRA_DIRS].map((dir) =>
    packageFromDir(dir, MAX_BYTES),
  );
  return packages.map((p) => ({
    corpus: p,
    files: EVERYTHING || EXTRA_DIRS.includes(p.dir) ? p.files : sample(p.files, CI_FILES_PER_PACKAGE),
  }));
}

describe("the plugin on the published sources of real packages", () => {
  it(
    "lints them with every rule and never crashes",
    async () => {
      const chosen = corpus();
      // The packages are devDependencies of the workspace: most of them must be there.
      expect(chosen.length).toBeGreaterThanOrEqual(PACKAGES.length - 2);
      const totals: Totals = { files: 0, parseErrors: [], crashes: [], findings: [] };
      const failuresBefore = analysisStats.failures;
      for (const { corpus: p, files } of chosen) await lintPackage(p, files, totals);
      console.log(report(totals, chosen.length));

      expect(totals.crashes).toEqual([]);
      expect(analysisStats.failures - failuresBefore, "internal errors caught by the analysis").toBe(0);
      // The run reached real URIs (not vacuous), and the parsers read nearly every file.
      expect(totals.files).toBeGreaterThan(EVERYTHING ? 1000 : 400);
      expect(totals.findings.length).toBeGreaterThan(0);
      expect(totals.parseErrors.length).toBeLessThan(totals.files / 20);
    },
    EVERYTHING || EXTRA_DIRS.length > 0 ? 3_600_000 : 120_000,
  );
});
