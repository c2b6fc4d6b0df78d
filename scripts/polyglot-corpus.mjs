/**
 * The polyglot development corpus for the scripts that read it: where it is (URILINT_CORPUS, else
 * `../shared/corpus-dev-polyglot` beside the repository or beside the folder of a git worktree), and
 * the member files of one of its folders, as its MANIFEST.tsv lists them (not the licence files beside them).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The corpus's folder; exits with 2 and says why when it is not there. */
export function corpusDir() {
  const corpus = [
    process.env.URILINT_CORPUS,
    join(root, "..", "shared", "corpus-dev-polyglot"),
    join(root, "..", "..", "shared", "corpus-dev-polyglot"),
  ].find((dir) => dir !== undefined && existsSync(join(dir, "MANIFEST.tsv")));
  if (corpus === undefined) {
    console.error("the polyglot corpus is not there: set URILINT_CORPUS");
    process.exit(2);
  }
  return corpus;
}

/** The member files of `folder` (`{ path, text, repo, ... }`, the manifest's columns), in its order. */
export function corpusMembers(corpus, folder) {
  const [header, ...rows] = readFileSync(join(corpus, "MANIFEST.tsv"), "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split("\t"));
  return rows
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])))
    .filter((row) => row.lang === folder && row.kind === "corpus")
    .map((row) => ({ ...row, file: join(corpus, folder, row.repo.replace("/", "__"), row.path) }));
}
