/**
 * Start-up: a check loads the parsers of the languages it reads, and no others (@urilint/scan's
 * language-modules.cts). A repository of text, `.env` files and Markdown loads neither TypeScript
 * nor any other parser; one with a script loads TypeScript. Checked by the modules the real binary
 * has loaded when it exits (a preloaded probe writes them down), never by timing.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { typescriptCompileProbe, type TypeScriptCompilation } from "../../../test-support/typescript-compile-probe.js";
import { Project } from "./support/repo.js";

const PARSERS =
  /node_modules\/(typescript|yaml|parse5|css-tree|dockerfile-ast|toml-eslint-parser|@vscode\/tree-sitter-wasm)\//;

/** The parser packages the binary has loaded when it exits, after `urilint args` in `project`. */
function parsersLoaded(project: Project, args: readonly string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "urilint-probe-"));
  const probe = join(dir, "probe.cjs");
  const out = join(dir, "loaded.json");
  writeFileSync(
    probe,
    `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(Object.keys(require.cache))));\n`,
  );
  project.expect(args, 0, { env: { NODE_OPTIONS: `--require ${probe}` } });
  const loaded = JSON.parse(readFileSync(out, "utf8")) as string[];
  return [...new Set(loaded.flatMap((path) => PARSERS.exec(path)?.[1] ?? []))].sort();
}

describe("start-up", () => {
  const files = {
    "notes.txt": "see HTTP://Example.com:80/\n",
    ".env": "URL=HTTP://Example.com:80/\n",
    "README.md": "<HTTP://Example.com:80/>\n",
  };

  it("loads no parser for text, .env and Markdown files", () => {
    const project = new Project(files).commitAll();
    expect(parsersLoaded(project, ["--jobs", "1"])).toEqual([]);
  });

  it("loads TypeScript for a script, and no other parser", () => {
    const project = new Project({ ...files, "src/a.ts": 'export const u = "HTTP://Example.com:80/";\n' }).commitAll();
    expect(parsersLoaded(project, ["--jobs", "1"])).toEqual(["typescript"]);
  });
});

describe("TypeScript's code cache", () => {
  const script = { "src/a.ts": 'export const u = "HTTP://Example.com:80/";\n' };

  /** A run with the cache in `cacheDir`: its report, and how it compiled typescript.js through the cache. */
  const runWith = (
    project: Project,
    cacheDir: string,
    env: Record<string, string> = {},
  ): { stdout: string; compiled?: TypeScriptCompilation } => {
    const probe = typescriptCompileProbe();
    const { stdout } = project.expect(["--format", "json", "--jobs", "1"], 0, {
      env: { V8_COMPILE_CACHE_CACHE_DIR: cacheDir, NODE_OPTIONS: `--require ${probe.path}`, ...env },
    });
    const compiled = probe.compiled();
    return { stdout, ...(compiled === undefined ? {} : { compiled }) };
  };

  it("is written by the first run that reads a script, and taken by V8 in the next ones, which report the same", () => {
    const project = new Project(script).commitAll();
    const cacheDir = join(mkdtempSync(join(tmpdir(), "urilint-code-cache-")), "cache");
    const first = runWith(project, cacheDir);
    expect(first.compiled).toEqual({ cachedData: false, rejected: false });
    // TypeScript's compiler alone: the hook is gone once it is loaded.
    const cached = Object.keys(JSON.parse(readFileSync(join(cacheDir, "urilint-typescript.MAP"), "utf8")) as object);
    expect(cached.map((path) => path.replace(/.*node_modules[\\/]/, ""))).toEqual(["typescript/lib/typescript.js"]);
    const second = runWith(project, cacheDir);
    expect(second.compiled).toEqual({ cachedData: true, rejected: false });
    expect(second.stdout).toBe(first.stdout);
  });

  it("is not written by a run that reads no script, nor with DISABLE_V8_COMPILE_CACHE=1", () => {
    const base = mkdtempSync(join(tmpdir(), "urilint-code-cache-"));
    const text = new Project({ "notes.txt": "see HTTP://Example.com:80/\n" }).commitAll();
    expect(runWith(text, join(base, "text")).compiled).toBeUndefined();
    expect(existsSync(join(base, "text"))).toBe(false);
    expect(
      runWith(new Project(script).commitAll(), join(base, "disabled"), { DISABLE_V8_COMPILE_CACHE: "1" }).compiled,
    ).toBeUndefined();
    expect(existsSync(join(base, "disabled"))).toBe(false);
  });
});
