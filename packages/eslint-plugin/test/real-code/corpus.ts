/**
 * Real code to lint: the published sources of packages already installed in the workspace's pnpm
 * store (node_modules/.pnpm/<name>@<version>/node_modules/<name>), or any folder given by path.
 */
import { readdirSync, realpathSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const STORE = join(ROOT, "node_modules", ".pnpm");

/** Extensions the plugin lints: JavaScript, TypeScript (declarations too), JSON and Markdown. */
export const EXTENSIONS = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|json|md)$/;

/** Packages of the lockfile with much code and many URIs (docs links, specs, HTTP clients). */
export const PACKAGES = [
  "eslint",
  "@typescript-eslint/eslint-plugin",
  "@typescript-eslint/typescript-estree",
  "@typescript-eslint/utils",
  "vitest",
  "@vitest/runner",
  "vite",
  "vscode-languageserver",
  "vscode-languageserver-protocol",
  "vscode-jsonrpc",
  "fast-check",
  "whatwg-url",
  "uri-js",
  "urijs",
  "undici",
  "playwright-core",
  "@eslint/markdown",
  "@eslint/json",
  "esbuild",
];

export interface CorpusPackage {
  readonly name: string;
  readonly dir: string;
  readonly files: string[];
}

/** The installed copies of `name` in the pnpm store (one per version). */
export function storeDirs(name: string): string[] {
  const prefix = `${name.replace("/", "+")}@`;
  const dirs = new Set<string>();
  for (const entry of readdirSync(STORE)) {
    if (!entry.startsWith(prefix)) continue;
    try {
      dirs.add(realpathSync(join(STORE, entry, "node_modules", name)));
    } catch {
      // an entry for another package whose name starts the same way
    }
  }
  return [...dirs].sort();
}

/** Every lintable file under `dir`, in a stable order, without nested node_modules or huge files. */
export function filesOf(dir: string, maxBytes: number): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) stack.push(path);
      } else if (entry.isFile() && EXTENSIONS.test(entry.name) && statSync(path).size <= maxBytes) {
        out.push(path);
      }
    }
  }
  return out.sort();
}

export function packageFromDir(dir: string, maxBytes: number): CorpusPackage {
  return { name: relative(ROOT, dir) || dir, dir, files: filesOf(dir, maxBytes) };
}

/** Every `step`-th file (a stable, spread-out subset), at most `max` of them. */
export function sample(files: readonly string[], max: number): string[] {
  if (files.length <= max) return [...files];
  const step = files.length / max;
  const out: string[] = [];
  for (let i = 0; i < max; i++) out.push(files[Math.floor(i * step)]!);
  return out;
}
