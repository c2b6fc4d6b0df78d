/**
 * The files the agreement test reads: the committed cases, and real files nobody here wrote, from
 * the installed packages of the workspace's store (a stable, spread sample of each kind).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export interface AgreementFile {
  /** Where the file goes in the test's project (its extension and name kept). */
  readonly path: string;
  readonly text: string;
}

const STORE = fileURLToPath(new URL("../../node_modules/.pnpm/", import.meta.url));

function walk(dir: string, depth: number, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && depth < 9 && entry.name !== ".bin") walk(path, depth + 1, out);
    else if (entry.isFile()) out.push(path);
  }
}

let storeFiles: string[] | undefined;

function allStoreFiles(): string[] {
  if (storeFiles === undefined) {
    storeFiles = [];
    walk(STORE, 0, storeFiles);
    storeFiles.sort();
  }
  return storeFiles;
}

/** Every `step`-th of the files `accepts`, up to `limit`, under `maxBytes`. */
function spread(accepts: (path: string) => boolean, limit: number, maxBytes: number): string[] {
  const files = allStoreFiles().filter((path) => accepts(path) && statSync(path).size <= maxBytes);
  const step = Math.max(1, Math.floor(files.length / limit));
  const out: string[] = [];
  for (let i = 0; i < files.length && out.length < limit; i += step) out.push(files[i]!);
  return out;
}

/** A stored file under a name of its own in the project, with its base name (package.json stays package.json). */
function asProjectFile(path: string, index: number): AgreementFile {
  const name = relative(STORE, path).replace(/[^\w./-]+/g, "_");
  const base = name.slice(name.lastIndexOf("/") + 1);
  return { path: `real/${index}/${base}`, text: readFileSync(path, "utf8") };
}

export const agreementFiles = {
  committed(dir: string): AgreementFile[] {
    const out: string[] = [];
    walk(dir, 0, out);
    return out.sort().map((path) => ({ path: relative(dir, path), text: readFileSync(path, "utf8") }));
  },

  installed(): AgreementFile[] {
    const scripts = spread(
      (p) => /\.(?:[cm]?js|[cm]?ts)$/.test(p) && !/\.d\.[cm]?ts$|\.min\.js$/.test(p),
      320,
      300_000,
    );
    const manifests = spread((p) => p.endsWith("/package.json"), 160, 100_000);
    const yaml = spread((p) => /\.ya?ml$/.test(p) && !p.endsWith("pnpm-lock.yaml"), 60, 200_000);
    return [...scripts, ...manifests, ...yaml].map(asProjectFile);
  },
};
