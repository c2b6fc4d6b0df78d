// PHP: the development corpus's PHP files (guzzle/guzzle and guzzle/psr7; ../shared/corpus-dev-polyglot,
// members only, as its MANIFEST.tsv lists them), joined and repeated; where the corpus is not
// there, the .php files of the installed packages, or where there are none the judged excerpts of
// the corpus that the scanner's tests keep. The parser beside the scanner is tree-sitter's
// PHP grammar alone, on the same runtime (@vscode/tree-sitter-wasm): the parse the scanner
// starts with, its tree deleted.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { REPO_ROOT } from "../lib.js";
import { judgedExcerpts, once, realFiles, records } from "../real-files.js";

const require = createRequire(import.meta.url);
const { Parser, Language } = require("@vscode/tree-sitter-wasm");

const WASM = join(dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")), "wasm");
await Parser.init({ locateFile: (name) => join(WASM, name) });
const grammar = await Language.load(readFileSync(join(WASM, "tree-sitter-php.wasm")));
const treeSitter = new Parser();
treeSitter.setLanguage(grammar);

/** The corpus beside the repository (a worktree sits one level deeper), if it is there. */
const CORPUS = [join(REPO_ROOT, "..", "shared"), join(REPO_ROOT, "..", "..", "shared")]
  .map((shared) => join(shared, "corpus-dev-polyglot"))
  .find((dir) => existsSync(join(dir, "MANIFEST.tsv")));

export const language = "php";
export const source =
  CORPUS === undefined
    ? "installed packages' .php files (else the judged excerpts of the corpus), joined and repeated"
    : "the dev corpus's PHP files (guzzle, psr7), joined and repeated";
export const parser = {
  name: "tree-sitter-php (web-tree-sitter)",
  parse(text) {
    const tree = treeSitter.parse(text);
    const nodes = tree.rootNode.descendantCount;
    tree.delete();
    return nodes;
  },
};

const files = once(() => {
  if (CORPUS === undefined) {
    const installed = realFiles((path) => path.endsWith(".php"), 300).map((file) => file.text);
    return installed.length > 0 ? installed : judgedExcerpts("php");
  }
  return readFileSync(join(CORPUS, "MANIFEST.tsv"), "utf8")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((row) => row[0] === "php" && row[4] === "corpus")
    .map(([, repo, , path]) => readFileSync(join(CORPUS, "php", repo.replace("/", "__"), path), "utf8"));
});

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(files(), target);
}
