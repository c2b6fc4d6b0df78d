/**
 * tree-sitter for the languages it reads (Python, Ruby, PHP; Go, Rust, Java, C# and shell can
 * follow), shared by their readers: the runtime is initialised once per process, each grammar
 * loaded once, on the first document of its language (a reader's `prepare()`); a parse gives a
 * tree whose positions are UTF-16 offsets into the text (web-tree-sitter parses a JavaScript
 * string as UTF-16), like every other range of this package; `walkTree` visits it in document
 * order with tree-sitter's own cursor (its stack lives in the runtime's memory: no recursion here,
 * however deep the input nests), `walkNodes` the same nodes by tree-sitter's nodes; `readTree` deletes the tree when the reading ends, however it
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
 * Kotlin and HCL are not in the set: their grammars come from their own packages of the
 * tree-sitter-grammars organisation, which ship a `.wasm` of ABI 14 (the runtime loads 13 to 15);
 * there the peer dependency on the native `tree-sitter` is optional (npm does not install it) and
 * the install script finds a prebuilt binding for the common platforms (nothing is built).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Language, Node as SyntaxNode, Parser, Tree, TreeCursor } from "@vscode/tree-sitter-wasm";
import runtime from "./tree-sitter-runtime.cjs";
import type { Marks } from "./marks.js";
import { MissingParserError } from "../missing-parser-error.js";
import type { Work } from "../work.js";

export type { Node as SyntaxNode, Tree, TreeCursor } from "@vscode/tree-sitter-wasm";

/** The package that holds the runtime and most grammars (in its `wasm` folder). */
const RUNTIME_PACKAGE = "@vscode/tree-sitter-wasm";

/**
 * Where the `.wasm` files of `packageName` lie: the `wasm` folder of @vscode/tree-sitter-wasm or
 * the root of a grammar's own package (`@tree-sitter-grammars/tree-sitter-kotlin`), or, for a
 * bundle that ships no node_modules (the VS Code extension's server), a `wasm` folder beside it.
 */
function wasmDirectory(packageName = RUNTIME_PACKAGE): string {
  try {
    const root = dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`));
    return packageName === RUNTIME_PACKAGE ? join(root, "wasm") : root;
  } catch (error) {
    const beside = join(dirname(fileURLToPath(import.meta.url)), "wasm");
    if (existsSync(join(beside, "tree-sitter.wasm"))) return beside;
    throw error;
  }
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

  /**
   * `file`: the grammar's file name (`tree-sitter-python.wasm`); `from`, for a grammar that is not
   * in @vscode/tree-sitter-wasm's set: the package that ships it and the language, as people write
   * it, for the error that names the package when it is not installed.
   */
  constructor(
    readonly file: string,
    readonly from?: { readonly package: string; readonly language: string },
  ) {}

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
    const from = this.from;
    let directory: string;
    try {
      directory = wasmDirectory(from?.package);
    } catch (error) {
      if (from === undefined || (error as { code?: unknown }).code !== "MODULE_NOT_FOUND") throw error;
      throw new MissingParserError(from.language, from.package, { cause: error });
    }
    const path = join(directory, this.file);
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

  /** The tables `kinds` made, by their `named` table (a reader's constant): each is made once. */
  readonly #kindTables = new WeakMap<
    object,
    { anonymous: Readonly<Record<string, number>>; otherToken: number; table: Uint8Array }
  >();

  /**
   * A table from each symbol id of the grammar (a cursor's `nodeTypeId`) to the number `kinds`
   * gives its node type, 0 for any other named one and `otherToken` for any other anonymous one
   * (punctuation and keywords). Named and anonymous symbols are told apart (`"string"` the node,
   * `anonymous["+"]` the token); every symbol of a type counts (a grammar may alias several
   * symbols to one type). Made once for the same tables and kept: readers ask on every document.
   */
  kinds(
    named: Readonly<Record<string, number>>,
    anonymous: Readonly<Record<string, number>> = {},
    otherToken = 0,
  ): Uint8Array {
    const kept = this.#kindTables.get(named);
    if (kept !== undefined && kept.otherToken === otherToken && sameKinds(kept.anonymous, anonymous)) return kept.table;
    const language = this.language;
    const table = new Uint8Array(language.types.length);
    for (let id = 0; id < language.types.length; id++) {
      const type = language.types[id];
      if (type === undefined) continue;
      const isNamed = language.nodeTypeIsNamed(id);
      const kinds = isNamed ? named : anonymous;
      if (Object.prototype.hasOwnProperty.call(kinds, type)) table[id] = kinds[type] as number;
      else if (!isNamed) table[id] = otherToken;
    }
    this.#kindTables.set(named, { anonymous, otherToken, table });
    return table;
  }

  /** The id of a field (a cursor's `currentFieldId`); throws for a name the grammar does not have. */
  fieldId(name: string): number {
    const id = this.language.fieldIdForName(name);
    if (id === null || id === undefined) throw new Error(`the grammar ${this.file} has no field "${name}"`);
    return id;
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

/** Whether two tables of kinds say the same (a reader may pass a new `{}` on every call). */
function sameKinds(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
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

/**
 * What a walk does with a node's children: `false` none, `true` those that hold a mark (every
 * child when the walk has no marks), `"all"` every child, marked or not, and `"untilLastMark"`
 * every child up to the last that holds a mark (an argument list's: those before a value give it
 * its place; those after it tell nothing, and are not visited).
 */
export type Descend = boolean | "all" | "untilLastMark";

/**
 * What a visitor may read of the node a walk stands on: its type, range and the node itself. A
 * cursor walk (`walkTree`) gives its cursor, a node walk (`walkNodes`) the node it holds.
 */
export type ReadCursor = Pick<TreeCursor, "nodeTypeId" | "nodeType" | "startIndex" | "endIndex" | "currentNode">;

/** What a walk does at each node. `cursor` stands on the node: read it, never move it. */
export interface SyntaxVisitor<Cursor extends ReadCursor = ReadCursor> {
  /**
   * Called for the nodes of the tree in document order, parents first: with marks, only for the
   * nodes that hold one and for every child of a node that asked for `"all"`. `end` is the node's
   * end, `marked` whether it holds a mark (always true without marks).
   */
  enter(cursor: Cursor, end: number, marked: boolean): Descend;
  /** Called after the children of every node whose `enter` did not return false, the cursor back on it. */
  leave(cursor: Cursor): void;
}

/** How many nodes are visited between two checkpoints of a walk. */
const CHECKPOINT = 1024;

/**
 * Visits the nodes of `tree` in document order with the tree's cursor (its stack lives in the
 * runtime: no recursion here). With `marks` (the characters without one of which a subtree holds
 * nothing the visitor wants: a language's quotes and comment starts), a subtree without a mark is
 * never visited: the cursor steps over the children before the next mark, and goes back up past
 * the last one. Marks must lie inside tokens (a tree-sitter tree gives every comment a node).
 * For a visitor that moves the cursor itself and brings it back (HCL's reads a template's parts
 * so); `walkNodes` visits the same nodes with fewer calls into the runtime for one that only reads.
 */
export function* walkTree(tree: Tree, visitor: SyntaxVisitor<TreeCursor>, marks?: Marks): Work<void> {
  const cursor = tree.walk();
  /** The ends and modes of the nodes entered, from the root down to the cursor's parent's. */
  const ends: number[] = [];
  const modes: Descend[] = [];
  /** Where the last node the walk is done with ends: the next mark lies at or after it. */
  let done = 0;
  const nextMark = (): number => (marks === undefined ? -1 : marks.next(done));
  try {
    let steps = 0;
    let end = cursor.endIndex;
    let mode = visitor.enter(cursor, end, marks === undefined || nextMark() < end);
    for (;;) {
      if (++steps % CHECKPOINT === 0) yield;
      // Into the node's children, as its mode says.
      if (mode !== false) {
        let moved: boolean;
        let childEnd = -1;
        if (marks === undefined || mode === "all") moved = cursor.gotoFirstChild();
        else if (mode === "untilLastMark") moved = nextMark() < end && cursor.gotoFirstChild();
        else {
          // The first child that holds the next mark. (web-tree-sitter 0.25's gotoFirstChildForIndex
          // would do it in one call, but it always goes to the first child.)
          const mark = nextMark();
          moved = mark < end && cursor.gotoFirstChild();
          while (moved) {
            childEnd = cursor.endIndex;
            if (childEnd > mark) break;
            done = childEnd;
            if (!cursor.gotoNextSibling()) {
              cursor.gotoParent();
              moved = false;
            }
          }
        }
        if (moved) {
          ends.push(end);
          modes.push(mode);
          // The search above read the child's end (one call into the runtime fewer per node).
          end = childEnd < 0 ? cursor.endIndex : childEnd;
          mode = visitor.enter(cursor, end, marks === undefined || nextMark() < end);
          continue;
        }
        visitor.leave(cursor);
      }
      done = end;
      // The node is done: on to the next sibling its parent wants, or up past the parents it ends.
      for (;;) {
        const parentMode = modes[modes.length - 1];
        if (parentMode === undefined) return;
        const parentEnd = ends[ends.length - 1] as number;
        let found = false;
        let siblingEnd = -1;
        if (marks === undefined || parentMode === "all") found = cursor.gotoNextSibling();
        else if (parentMode === "untilLastMark") found = nextMark() < parentEnd && cursor.gotoNextSibling();
        else {
          const mark = nextMark();
          while (mark < parentEnd && cursor.gotoNextSibling()) {
            siblingEnd = cursor.endIndex;
            if (siblingEnd > mark) {
              found = true;
              break;
            }
            done = siblingEnd;
          }
        }
        if (found) {
          end = siblingEnd < 0 ? cursor.endIndex : siblingEnd;
          mode = visitor.enter(cursor, end, marks === undefined || nextMark() < end);
          break;
        }
        cursor.gotoParent();
        ends.pop();
        modes.pop();
        visitor.leave(cursor);
        done = parentEnd;
      }
    }
  } finally {
    cursor.delete();
  }
}

/**
 * How many times a node walk asks a node for its child at a mark before it reads all its children
 * once: each question is answered by counting the children from the first (a module's thousands of
 * statements would make a walk quadratic), the list by one call, but at the price of a `Node` for
 * every child, which a node with few marked children does not pay.
 */
const SEARCHES_BEFORE_LIST = 8;

/** The node a node walk stands on, read as a cursor is: its start and the node itself cost no call. */
class NodeCursor implements ReadCursor {
  node: SyntaxNode;
  end: number;

  constructor(node: SyntaxNode, end: number) {
    this.node = node;
    this.end = end;
  }

  get nodeTypeId(): number {
    return this.node.typeId;
  }
  get nodeType(): string {
    return this.node.type;
  }
  get startIndex(): number {
    return this.node.startIndex;
  }
  get endIndex(): number {
    return this.end;
  }
  get currentNode(): SyntaxNode {
    return this.node;
  }
}

/**
 * `walkTree`'s walk, the same nodes and calls of `visitor` in the same order, by tree-sitter's
 * nodes instead of its cursor, for a visitor that only reads where the walk stands: the child
 * that holds the next mark is one call (`firstChildForIndex`, which the cursor's
 * `gotoFirstChildForIndex` would be, were it not broken in web-tree-sitter 0.25), where the cursor
 * steps over each child before it (two calls each); a node's start and the node itself come with
 * it; the parents are kept here, so going up is no call. The children of a node whose visitor asks
 * for `"all"` or `"untilLastMark"` are read as one list. A node is an allocation of a few hundred
 * bytes; the walk makes one for each node it enters, which the readers mostly made anyway.
 */
export function* walkNodes(tree: Tree, visitor: SyntaxVisitor, marks?: Marks): Work<void> {
  /** The nodes entered, from the root down to the current node's parent, with their ends and modes... */
  const parents: SyntaxNode[] = [];
  const ends: number[] = [];
  const modes: Descend[] = [];
  /** ...the list of their children when it was read, with the place of the current node in it... */
  const lists: ((SyntaxNode | null)[] | undefined)[] = [];
  const places: number[] = [];
  /** ...and how many times they were asked for their child at a mark. */
  const searches: number[] = [];
  /** Where the last node the walk is done with ends: the next mark lies at or after it. */
  let done = 0;
  const nextMark = (): number => (marks === undefined ? -1 : marks.next(done));
  let node = tree.rootNode;
  let end = node.endIndex;
  const at = new NodeCursor(node, end);
  let steps = 0;
  let mode = visitor.enter(at, end, marks === undefined || nextMark() < end);
  for (;;) {
    if (++steps % CHECKPOINT === 0) yield;
    // Into the node's children, as its mode says.
    if (mode !== false) {
      let child: SyntaxNode | null = null;
      let list: (SyntaxNode | null)[] | undefined;
      if (marks === undefined || mode === "all" || (mode === "untilLastMark" && nextMark() < end)) {
        list = node.children;
        child = list[0] ?? null;
      } else if (mode === true) {
        const mark = nextMark();
        if (mark < end) child = node.firstChildForIndex(mark);
      }
      if (child !== null) {
        parents.push(node);
        ends.push(end);
        modes.push(mode);
        lists.push(list);
        places.push(0);
        searches.push(1);
        node = child;
        end = child.endIndex;
        at.node = node;
        at.end = end;
        mode = visitor.enter(at, end, marks === undefined || nextMark() < end);
        continue;
      }
      visitor.leave(at);
    }
    done = end;
    // The node is done: on to the next sibling its parent wants, or up past the parents it ends.
    for (;;) {
      const depth = parents.length - 1;
      if (depth < 0) return;
      const parentMode = modes[depth] as Descend;
      const parentEnd = ends[depth] as number;
      let sibling: SyntaxNode | null = null;
      if (marks === undefined || parentMode === "all" || (parentMode === "untilLastMark" && nextMark() < parentEnd)) {
        const place = (places[depth] as number) + 1;
        places[depth] = place;
        sibling = (lists[depth] as (SyntaxNode | null)[])[place] ?? null;
      } else if (parentMode === true) {
        const mark = nextMark();
        if (mark < parentEnd) sibling = childAt(parents, lists, searches, depth, mark);
      }
      if (sibling !== null) {
        node = sibling;
        end = sibling.endIndex;
        at.node = node;
        at.end = end;
        mode = visitor.enter(at, end, marks === undefined || nextMark() < end);
        break;
      }
      node = parents.pop() as SyntaxNode;
      end = parentEnd;
      ends.pop();
      modes.pop();
      lists.pop();
      places.pop();
      searches.pop();
      at.node = node;
      at.end = end;
      visitor.leave(at);
      done = parentEnd;
    }
  }
}

/**
 * The first child of the node at `depth` that ends after `mark` (the one that holds it, or the
 * first after it): asked of the node, or, once it has been asked often, found in the list of its
 * children (by their starts: children do not overlap, so only the last that starts at or before
 * the mark may end before it).
 */
function childAt(
  parents: readonly SyntaxNode[],
  lists: ((SyntaxNode | null)[] | undefined)[],
  searches: number[],
  depth: number,
  mark: number,
): SyntaxNode | null {
  const parent = parents[depth] as SyntaxNode;
  let list = lists[depth];
  if (list === undefined) {
    const asked = (searches[depth] as number) + 1;
    searches[depth] = asked;
    if (asked <= SEARCHES_BEFORE_LIST) return parent.firstChildForIndex(mark);
    list = parent.children;
    lists[depth] = list;
  }
  // The last child that starts at or before the mark.
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as SyntaxNode).startIndex <= mark) low = middle + 1;
    else high = middle;
  }
  const before = list[low - 1];
  if (before !== undefined && before !== null && before.endIndex > mark) return before;
  return list[low] ?? null;
}
