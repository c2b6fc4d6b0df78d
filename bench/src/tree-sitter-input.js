// A language read with a tree-sitter grammar (of @vscode/tree-sitter-wasm, or of its own package), for the scanner
// benchmark (scan-inputs/<language>.js): the development corpus's files of the language
// (../shared/corpus-dev-polyglot, members only, as its MANIFEST.tsv lists them), each a document of
// its own, repeated (`documents`: what the command reads), or joined and repeated (`document`, `grow`:
// one large document, for the growth table), or where the corpus is not there, the files of the installed packages with its
// extension, or where there are none the judged excerpts of the corpus that the scanner's tests
// keep (packages/scan/test/real/<language>/cases.ts); the parser beside the scanner is the grammar alone, on the same runtime: the parse
// the scanner starts with, its tree deleted.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { REPO_ROOT } from "./lib.js";
import { judgedExcerpts, once, realFiles, records } from "./real-files.js";

const require = createRequire(import.meta.url);
const { Parser, Language } = require("@vscode/tree-sitter-wasm");
const WASM = join(dirname(require.resolve("@vscode/tree-sitter-wasm/package.json")), "wasm");
const ready = Parser.init({ locateFile: (name) => join(WASM, name) });

/** The corpus beside the repository, or one level up (a git worktree in a folder of its own), if it is there. */
const CORPUS = [join(REPO_ROOT, "..", "shared"), join(REPO_ROOT, "..", "..", "shared")]
  .map((shared) => join(shared, "corpus-dev-polyglot"))
  .find((dir) => existsSync(join(dir, "MANIFEST.tsv")));

/**
 * The input module's exports for `language` (the corpus's folder name too), read with `grammar`
 * (a file of the package's wasm folder, or of the root of `grammarPackage`, a grammar's own
 * package: Kotlin's and HCL's); `extension` finds the installed packages' files.
 */
export async function treeSitterInput(language, grammar, extension, grammarPackage) {
  await ready;
  const parser = new Parser();
  const folder = grammarPackage === undefined ? WASM : dirname(require.resolve(`${grammarPackage}/package.json`));
  parser.setLanguage(await Language.load(readFileSync(join(folder, grammar))));
  const files = once(() => {
    if (CORPUS === undefined) {
      const installed = realFiles((path) => path.endsWith(`.${extension}`), 300).map((file) => file.text);
      return installed.length > 0 ? installed : judgedExcerpts(language);
    }
    return readFileSync(join(CORPUS, "MANIFEST.tsv"), "utf8")
      .split("\n")
      .map((line) => line.split("\t"))
      .filter((row) => row[0] === language && row[4] === "corpus")
      .map(([, repo, , path]) => readFileSync(join(CORPUS, language, repo.replace("/", "__"), path), "utf8"));
  });
  const grow = (target) => records(files(), target);
  // Joined, a file's error can change how the files after it parse: in the shell corpus a zsh file
  // put tree-sitter-bash in its recovery, and from there 3.7 of the 4 MB were one heredoc's body,
  // cheap to lex and with nothing to read. A user's files are parsed each on its own.
  const documents = (target = 4_000_000) => {
    const out = [];
    for (let length = 0, i = 0; length < target; i++) {
      const file = files()[i % files().length];
      out.push(file);
      length += file.length;
    }
    return out;
  };
  return {
    source:
      CORPUS === undefined
        ? `installed packages' .${extension} files (else the judged excerpts of the corpus), joined and repeated`
        : `the dev corpus's ${language} files, joined and repeated`,
    parser: {
      name: `${grammar.replace(/\.wasm$/, "")} (web-tree-sitter)`,
      parse(text) {
        const tree = parser.parse(text);
        const nodes = tree.rootNode.descendantCount;
        tree.delete();
        return nodes;
      },
    },
    documentsSource:
      CORPUS === undefined
        ? `installed packages' .${extension} files (else the judged excerpts of the corpus), each a document, repeated`
        : `the dev corpus's ${language} files, each a document, repeated`,
    documents,
    document: () => grow(4_000_000),
    grow,
  };
}
