/**
 * One reading of every language: the ESLint plugin (a real ESLint run with each language's ESLint
 * plugin), the language server (its built binary over real stdio) and the `urilint` command (its
 * built binary) report the same findings on the same files: line, column, end, code, severity; the
 * same fixes (the server's fix-all edits are the plugin's fixes; the command's `--fix` writes what
 * ESLint's `--fix` writes). Over the committed cases of every language the plugin reads, and over
 * real files nobody here wrote: the installed packages' scripts, package.json files and YAML files.
 * No difference is allowed, and none is explained away.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { agreementFiles, type AgreementFile } from "./files.js";
import { commandFixed, commandReports } from "./command.js";
import { pluginFixed, pluginReports, unparsed } from "./plugin.js";
import { serverReports } from "./server.js";

const CASES = fileURLToPath(new URL("./cases/", import.meta.url));

/** The files in a fresh directory, each in a folder of its own (a package.json keeps its name). */
function project(files: readonly AgreementFile[]): string {
  const dir = mkdtempSync(join(tmpdir(), "urilint-agreement-"));
  for (const file of files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  return dir;
}

/** Every line of `a` not in `b` (as many times as it is missing). */
function missingFrom(a: readonly string[], b: readonly string[]): string[] {
  const rest = new Map<string, number>();
  for (const line of b) rest.set(line, (rest.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const left = rest.get(line) ?? 0;
    if (left === 0) return true;
    rest.set(line, left - 1);
    return false;
  });
}

/** The disagreements between two front-ends' lines, both ways. */
function disagreements(a: readonly string[], b: readonly string[], names: [string, string]): string[] {
  return [
    ...missingFrom(a, b).map((line) => `only ${names[0]}: ${line}`),
    ...missingFrom(b, a).map((line) => `only ${names[1]}: ${line}`),
  ];
}

async function agree(files: readonly AgreementFile[]): Promise<{ reports: number; files: number }> {
  const dir = project(files);
  const paths = files.map((file) => file.path);
  const plugin = await pluginReports(dir, paths);
  const command = commandReports(dir, paths);
  const server = await serverReports(dir, files);
  expect(disagreements(plugin.lines, command.lines, ["the plugin", "the command"])).toEqual([]);
  expect(disagreements(plugin.lines, server.lines, ["the plugin", "the server"])).toEqual([]);
  // The fixes: each safe fix of the server's fix-all is the plugin's, and --fix writes the same files.
  expect(disagreements(plugin.fixes, server.fixes, ["the plugin", "the server"])).toEqual([]);
  const fixedByEslint = await pluginFixed(dir, paths);
  const copy = mkdtempSync(join(tmpdir(), "urilint-agreement-fix-"));
  cpSync(dir, copy, { recursive: true });
  const fixedByCommand = commandFixed(copy, paths);
  expect(fixedByCommand).toEqual(fixedByEslint);
  return { reports: plugin.lines.length, files: files.length - files.filter((f) => unparsed.has(f.path)).length };
}

describe("the plugin, the server and the command agree", () => {
  it("on the committed cases of every language the plugin reads", async () => {
    const files = agreementFiles.committed(CASES);
    expect(files.map((f) => f.path).sort()).toEqual(
      [
        "config.toml",
        "config.yaml",
        "legacy.js",
        "npm/package.json",
        "page.html",
        "scripts.ts",
        "settings.json",
        "style.css",
        "view.tsx",
      ].sort(),
    );
    const { reports } = await agree(files);
    expect(reports).toBeGreaterThan(40);
  }, 180_000);

  it("on the installed packages' scripts, package.json files and YAML files", async () => {
    const files = agreementFiles.installed();
    const { reports, files: count } = await agree(files);
    console.log(
      `agreement: ${count} real files read by all three (${unparsed.size} ESLint could not parse), ${reports} reports of each front-end`,
    );
    expect(count).toBeGreaterThan(500);
    expect(reports).toBeGreaterThan(20);
  }, 600_000);
});
