/** The `urilint` command's reports and fixes: its built binary, with the JSON format, and `--fix`. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EVERY_CHECK_AN_ERROR } from "./settings.js";
import { fileURLToPath } from "node:url";
import { unparsed } from "./plugin.js";
import { findingLine, type Reports } from "./report.js";

const BIN = fileURLToPath(new URL("../../packages/cli/dist/bin.js", import.meta.url));

interface JsonReport {
  readonly files: readonly {
    readonly path: string;
    readonly problems: readonly {
      code: string;
      severity: "error" | "warning" | "info";
      line: number;
      column: number;
      endLine: number;
      endColumn: number;
    }[];
  }[];
}

const CONFIG = join(mkdtempSync(join(tmpdir(), "urilint-agreement-config-")), "urilint.json");
writeFileSync(CONFIG, JSON.stringify(EVERY_CHECK_AN_ERROR));

function run(cwd: string, args: readonly string[]): string {
  const result = spawnSync(process.execPath, [BIN, "--config", CONFIG, ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0 && result.status !== 1) throw new Error(`urilint exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

export function commandReports(cwd: string, files: readonly string[]): Reports {
  const report = JSON.parse(run(cwd, ["--format", "json", ...files])) as JsonReport;
  const lines = report.files.flatMap((file) =>
    unparsed.has(file.path)
      ? []
      : file.problems.map((p) => findingLine(file.path, p.line, p.column, p.endLine, p.endColumn, p.code, p.severity)),
  );
  return { lines: lines.sort(), fixes: [] };
}

/** What `urilint --fix` writes: the text of each file it changed. */
export function commandFixed(cwd: string, files: readonly string[]): Record<string, string> {
  const before = new Map(files.map((path) => [path, readFileSync(join(cwd, path), "utf8")]));
  run(cwd, ["--fix", "--format", "json", ...files]);
  const fixed: Record<string, string> = {};
  for (const [path, text] of before) {
    const after = readFileSync(join(cwd, path), "utf8");
    if (after !== text && !unparsed.has(path)) fixed[path] = after;
  }
  return fixed;
}
