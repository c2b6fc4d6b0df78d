/**
 * tree-sitter for the languages it reads (Python; Go, Rust, Java, C#, Ruby, PHP and shell can
 * follow), shared by their readers: the runtime is initialised once per process, each grammar
 * loaded once, on the first document of its language (a reader's `prepare()`); a parse gives a
 * tree whose positions are UTF-16 offsets into the text (web-tree-sitter parses a JavaScript
 * string as UTF-16), like every other range of this package; `walkTree` visits it in document
 * order with tree-sitter's own cursor (its stack lives in the runtime's memory: no recursion here,
 * however deep the input nests); `readTree` deletes the tree when the reading ends, however it
 * ends, so the WebAssembly memory it holds is given back.
 *
 * Where the runtime and grammars come from: @vscode/tree-sitter-wasm (Microsoft; what VS Code
 * itself loads). One package holds web-tree-sitter's runtime (tree-sitter 0.25) and grammars built
 * with it (bash, C#, C++, CSS, Go, INI, Java, JavaScript, PHP, PowerShell, Python, regex, Ruby,
 * Rust, TSX, TypeScript), so their ABI always matches; no dependency, no install script (pnpm's
 * `onlyBuiltDependencies` stays empty and npm runs nothing); 2.0 MB packed, 22 MB unpacked (the
 * runtime 0.2 MB, Python's grammar 0.46 MB). Dropped: the grammar packages themselves
 * (tree-sitter-python 0.25.0 ships its .wasm, but also a node-gyp-build install script and a peer
 * dependency on the native `tree-sitter`, which npm installs and builds), and tree-sitter-wasms
 * (50 MB unpacked, grammars built by tree-sitter 0.20, older than the runtimes now published).
 * Kotlin and HCL are not in the set; their grammars must come from a build of the same ABI.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Language, Parser, Query, Tree, TreeCursor } from "@vscode/tree-sitter-wasm";
import runtime from "./tree-sitter-runtime.cjs";
import type { Work } from "../work.js";

export type { Node as SyntaxNode, Query, Tree, TreeCursor } from "@vscode/tree-sitter-wasm";

/** Where the runtime and the grammars lie: the `wasm` folder of @vscode/tree-sitter-wasm. */
function wasmDirectory(): string {
  let manifest: string;
  try {
    manifest = createRequire(import.meta.url).resolve("@vscode/tree-sitter-wasm/package.json");
  } catch {
    throw new Error("the tree-sitter grammars are missing: the package @vscode/tree-sitter-wasm is not installed");
  }
  return join(dirname(manifest), "wasm");
}

let runtimeReady: Promise<void> | undefined;

/** Initialises the runtime, once per process (a failed attempt may be tried again). */
function initRuntime(): Promise<void> {
  runtimeReady ??= (async () => {
    const directory = wasmDirectory();
    const file = join(directory, "tree-sitter.wasm");
    if (!existsSync(file)) throw new Error(`the tree-sitter runtime is missing: ${file} does not exist`);
    await runtime.Parser.init({ locateFile: (name: string) => join(directory, name) });
  })().catch((error: unknown) => {
    runtimeReady = undefined;
    throw error;
  });
  return runtimeReady;
}

/**
 * One language's grammar: a `.wasm` file of @vscode/tree-sitter-wasm. A reader keeps one per
 * language in its module, awaits `prepare()` in its own `prepare`, and parses with `readTree`.
 */
export class Grammar {
  #language: Language | undefined;
  #parser: Parser | undefined;
  #loading: Promise<void> | undefined;
  readonly #queries = new Map<string, Query>();

  /** `file`: the grammar's file name in the package's `wasm` folder (`tree-sitter-python.wasm`). */
  constructor(readonly file: string) {}

  /** Loads the runtime (once per process) and this grammar (once). */
  prepare(): Promise<void> {
    this.#loading ??= this.#load().catch((error: unknown) => {
      this.#loading = undefined;
      throw error;
    });
    return this.#loading;
  }

  async #load(): Promise<void> {
    await initRuntime();
    const path = join(wasmDirectory(), this.file);
    let bytes: Uint8Array;
    try {
      bytes = await readFile(path);
    } catch {
      throw new Error(`the tree-sitter grammar ${this.file} is missing: ${path} cannot be read`);
    }
    this.#language = await runtime.Language.load(bytes);
  }

  /** The loaded language; throws before `prepare()` has resolved. */
  get language(): Language {
    if (this.#language === undefined)
      throw new Error(`the tree-sitter grammar ${this.file} is not loaded: await its prepare() first`);
    return this.#language;
  }

  /**
   * A table from each symbol id of the grammar (a cursor's `nodeTypeId`) to the number `kinds`
   * gives its node type, 0 for any other. Named and anonymous symbols are told apart (`"string"`
   * the node, `anonymous["+"]` the token); every symbol of a type counts (a grammar may alias
   * several symbols to one type).
   */
  kinds(named: Readonly<Record<string, number>>, anonymous: Readonly<Record<string, number>> = {}): Uint8Array {
    const language = this.language;
    const table = new Uint8Array(language.types.length);
    for (let id = 0; id < language.types.length; id++) {
      const type = language.types[id];
      if (type === undefined) continue;
      const kinds = language.nodeTypeIsNamed(id) ? named : anonymous;
      if (Object.prototype.hasOwnProperty.call(kinds, type)) table[id] = kinds[type] as number;
    }
    return table;
  }

  /** The id of a field (a cursor's `currentFieldId`); throws for a name the grammar does not have. */
  fieldId(name: string): number {
    const id = this.language.fieldIdForName(name);
    if (id === null || id === undefined) throw new Error(`the grammar ${this.file} has no field "${name}"`);
    return id;
  }

  /**
   * A query in tree-sitter's query language, compiled once and kept for the life of the process
   * (a pattern matched by the runtime, where a walk from JavaScript would visit every node).
   */
  query(source: string): Query {
    let query = this.#queries.get(source);
    if (query === undefined) {
      query = new runtime.Query(this.language, source);
      this.#queries.set(source, query);
    }
    return query;
  }

  /** Parses `text`; the caller deletes the tree (`readTree` does). */
  parse(text: string): Tree {
    if (this.#parser === undefined) {
      const parser = new runtime.Parser();
      parser.setLanguage(this.language);
      this.#parser = parser;
    }
    const tree = this.#parser.parse(text);
    if (tree === null) throw new Error(`tree-sitter gave no tree for a document read with ${this.file}`);
    return tree;
  }
}

/** Parses `text` with `grammar`, reads the tree with `read`, and deletes it however the reading ends. */
export function* readTree<T>(grammar: Grammar, text: string, read: (tree: Tree) => Work<T>): Work<T> {
  const tree = grammar.parse(text);
  try {
    yield;
    return yield* read(tree);
  } finally {
    tree.delete();
  }
}

/** What a walk does at each node. The cursor stands on the node: read it, never move it. */
export interface SyntaxVisitor {
  /** Called for every node (anonymous tokens included), parents first; true: visit its children. */
  enter(cursor: TreeCursor): boolean;
  /** Called after the children of every node whose `enter` returned true, the cursor back on it. */
  leave(cursor: TreeCursor): void;
}

/** How many nodes are visited between two checkpoints of a walk. */
const CHECKPOINT = 1024;

/** Visits every node of `tree` in document order, with the tree's cursor (no recursion). */
export function* walkTree(tree: Tree, visitor: SyntaxVisitor): Work<void> {
  const cursor = tree.walk();
  try {
    let steps = 0;
    let entered = visitor.enter(cursor);
    for (;;) {
      if (++steps % CHECKPOINT === 0) yield;
      if (entered && cursor.gotoFirstChild()) {
        entered = visitor.enter(cursor);
        continue;
      }
      if (entered) visitor.leave(cursor);
      // The node is done: on to its next sibling, or up to the parents it ends.
      for (;;) {
        if (cursor.gotoNextSibling()) {
          entered = visitor.enter(cursor);
          break;
        }
        if (!cursor.gotoParent()) return;
        visitor.leave(cursor);
      }
    }
  } finally {
    cursor.delete();
  }
}
