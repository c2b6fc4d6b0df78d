// Python: the development corpus's Python files (psf/requests and urllib3; ../shared/corpus-dev-polyglot,
// members only, as its MANIFEST.tsv lists them), joined and repeated; where the corpus is not
// there, the .py files of the installed packages. The parser beside the scanner is tree-sitter's
// Python grammar alone, on the same runtime (@vscode/tree-sitter-wasm): the parse the scanner
// starts with, its tree deleted.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { REPO_ROOT } from "../lib.js";
import { once, realFiles, records } from "../real-files.js";

const require = createRequire(import.meta.url);
const { Parser, Language } = require("@vscode/tree-sitter-wasm");

const WASM = join(dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")), "wasm");
await Parser.init({ locateFile: (name) => join(WASM, name) });
const grammar = await Language.load(readFileSync(join(WASM, "tree-sitter-python.wasm")));
const treeSitter = new Parser();
treeSitter.setLanguage(grammar);

/** The corpus beside the repository, or one level up (a git worktree in a folder of its own), if it is there. */
const CORPUS = [join(REPO_ROOT, "..", "shared"), join(REPO_ROOT, "..", "..", "shared")]
  .map((shared) => join(shared, "corpus-dev-polyglot"))
  .find((dir) => existsSync(join(dir, "MANIFEST.tsv")));

export const language = "python";
export const source =
  CORPUS === undefined
    ? "installed packages' .py files, joined and repeated"
    : "the dev corpus's Python files (requests, urllib3), joined and repeated";
export const parser = {
  name: "tree-sitter-python (web-tree-sitter)",
  parse(text) {
    const tree = treeSitter.parse(text);
    const nodes = tree.rootNode.descendantCount;
    tree.delete();
    return nodes;
  },
};

const files = once(() => {
  if (CORPUS === undefined) return realFiles((path) => path.endsWith(".py"), 300).map((file) => file.text);
  return readFileSync(join(CORPUS, "MANIFEST.tsv"), "utf8")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((row) => row[0] === "python" && row[4] === "corpus")
    .map(([, repo, , path]) => readFileSync(join(CORPUS, "python", repo.replace("/", "__"), path), "utf8"));
});

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(files(), target);
}
