/**
 * Start-up: a check loads the parsers of the languages it reads, and no others (@urilint/scan's
 * language-modules.cts). A repository of text, `.env` files and Markdown loads neither TypeScript
 * nor any other parser; one with a script loads TypeScript. Checked by the modules the real binary
 * has loaded when it exits (a preloaded probe writes them down), never by timing.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Project } from "./support/repo.js";

const PARSERS = /node_modules\/(typescript|yaml|parse5|css-tree|dockerfile-ast|toml-eslint-parser)\//;

/** The parser packages the binary has loaded when it exits, after `urilint args` in `project`. */
function parsersLoaded(project: Project, args: readonly string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "urilint-probe-"));
  const probe = join(dir, "probe.cjs");
  const out = join(dir, "loaded.json");
  writeFileSync(probe, `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(Object.keys(require.cache))));\n`);
  project.expect(args, 0, { env: { NODE_OPTIONS: `--require ${probe}` } });
  const loaded = JSON.parse(readFileSync(out, "utf8")) as string[];
  return [...new Set(loaded.flatMap((path) => PARSERS.exec(path)?.[1] ?? []))].sort();
}

describe("start-up", () => {
  const files = { "notes.txt": "see HTTP://Example.com:80/\n", ".env": "URL=HTTP://Example.com:80/\n", "README.md": "<HTTP://Example.com:80/>\n" };

  it("loads no parser for text, .env and Markdown files", () => {
    const project = new Project(files).commitAll();
    expect(parsersLoaded(project, ["--jobs", "1"])).toEqual([]);
  });

  it("loads TypeScript for a script, and no other parser", () => {
    const project = new Project({ ...files, "src/a.ts": 'export const u = "HTTP://Example.com:80/";\n' }).commitAll();
    expect(parsersLoaded(project, ["--jobs", "1"])).toEqual(["typescript"]);
  });
});
