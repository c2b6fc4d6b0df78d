// Real files for the scanner benchmark: found under the bench's installed packages (the pnpm
// store), read once and kept, in a stable order.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CORPUS_DIR, REPO_ROOT } from "./lib.js";

const STORE = join(REPO_ROOT, "node_modules", ".pnpm");
let all;

/** Every file of the store (its path), walked once, in path order. */
export function storeFiles() {
  if (all !== undefined) return all;
  all = [];
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 12) walk(path, depth + 1);
      else if (entry.isFile()) all.push(path);
    }
  };
  walk(STORE, 0);
  all.sort();
  return all;
}

/** Up to `limit` files whose path `accepts`, largest first, with their text. */
export function realFiles(accepts, limit = 200) {
  return storeFiles()
    .filter(accepts)
    .map((path) => ({ path, size: statSync(path).size }))
    .sort((a, b) => b.size - a.size || (a.path < b.path ? -1 : 1))
    .slice(0, limit)
    .map(({ path }) => ({ path, text: readFileSync(path, "utf8") }));
}

/**
 * The records joined with `separator`, repeated to about `target` units. Only records of at most a
 * quarter of the target are taken (the smallest one if none is), so that a small document is made
 * of several whole records, like a large one.
 */
export function records(items, target, separator = "\n") {
  if (items.length === 0) throw new Error("no real records to build a document from");
  let fitting = items.filter((item) => item.length <= target / 4);
  if (fitting.length === 0) fitting = [items.reduce((a, b) => (b.length < a.length ? b : a))];
  const out = [];
  let length = 0;
  for (let i = 0; length < target; i++) {
    const item = fitting[i % fitting.length];
    out.push(item);
    length += item.length + separator.length;
  }
  return out.join(separator);
}

/** `load()` once, then its result. */
export function once(load) {
  let value;
  return () => (value ??= load());
}

/**
 * The texts of the development corpus's member files of `kind` (MANIFEST.tsv: its `corpus` rows,
 * not the licence files beside them) whose path `accepts`, in the manifest's order.
 */
export function corpusFiles(kind, accepts = () => true) {
  const manifest = readFileSync(join(CORPUS_DIR, "MANIFEST.tsv"), "utf8").trim().split("\n").slice(1);
  return manifest
    .map((line) => line.split("\t"))
    .filter(([lang, , , path, role]) => lang === kind && role === "corpus" && accepts(path))
    .map(([lang, repo, , path]) => readFileSync(join(CORPUS_DIR, lang, repo.replace("/", "__"), path), "utf8"));
}

/**
 * The real excerpts a language's judged cases hold (packages/scan/test/real/<language>/cases.ts,
 * cut from the development corpus), for a machine that has neither the corpus nor a file of that
 * language among its installed packages: each row's `source` written as a double-quoted string
 * (a row Prettier spelled otherwise is left out).
 */
export function judgedExcerpts(language) {
  const path = join(REPO_ROOT, "packages", "scan", "test", "real", language, "cases.ts");
  const excerpts = [];
  for (const match of readFileSync(path, "utf8").matchAll(/source:\s*("(?:[^"\\\n]|\\.)*")/g)) {
    try {
      excerpts.push(JSON.parse(match[1]));
    } catch {
      // A JavaScript escape JSON does not read (\'): left out.
    }
  }
  return excerpts;
}
