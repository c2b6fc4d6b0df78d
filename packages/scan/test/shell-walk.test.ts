/**
 * The shell reader's one walk (walk.ts): for the reader, the same visits as `walkTree` makes; for
 * the recovery, every string and word across lines, as a look at every node finds them; both in one
 * walk of the tree; and the words the walk does not enter (nothing inside them is read).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { Marks } from "../src/reading/marks.js";
import {
  Grammar,
  walkTree,
  type Descend,
  type SyntaxNode,
  type Tree,
  type TreeCursor,
} from "../src/reading/tree-sitter.js";
import { scanShell } from "../src/languages/shell/scan.js";
import { walkShell, type StringAcrossLines } from "../src/languages/shell/walk.js";
import { runSync } from "../src/work.js";

const bash = new Grammar("tree-sitter-bash.wasm");

beforeAll(() => bash.prepare());

const MARKS = /[:%@#\\\u0080-\uffff]/g;

/** Scripts with every shape the walk meets: errors (zsh's syntax), strings across lines, heredocs, nesting. */
const SCRIPTS = [
  'curl -fsSL "https://a.example/x" -o out # fetch\nURL=https://b.example/\n',
  'f() {\n  local u="${1:-https://c.example/}"\n  echo "a\nb" "$(curl http://d.example/)"\n}\n',
  'case ${(f)x} in\n a) echo "p\ncurl https://e.example/a\n" ;;\nesac\n',
  'echo ${(j: :)x} "a\nb" c "d\ne"\nf # http://f.example\n',
  "cat <<EOF\nsee https://g.example/\nEOF\nfor x in a b; do\n  wget 'http://h.example/'$x\ndone\n",
  'if [ "a" = "b ]; then\necho x\nfoo "c\nd"\n',
  'echo $(( 1 + \necho "a\nb"\n',
  '(( $+functions[a] )) ||\nf() {\n  curl http://i.example/:$x "j\nk" \\\n  l\n}\n',
];

/** A visitor that records what it is shown and asks for each of the walk's modes by the node's type. */
function recorder(types: readonly (string | null)[]): {
  visits: string[];
  mode: (cursor: TreeCursor, typeId: number, start: number, end: number, marked: boolean) => Descend;
} {
  const visits: string[] = [];
  const mode = (cursor: TreeCursor, typeId: number, start: number, end: number, marked: boolean): Descend => {
    const type = types[typeId] || "ERROR";
    // The start the walk read, when it gives one, is the node's.
    if (start >= 0 && start !== cursor.startIndex) visits.push(`${type}: a start of ${start}`);
    visits.push(`${type} ${cursor.startIndex}-${end}${marked ? " marked" : ""}`);
    if (!marked) return false;
    if (type === "command" || type === "variable_assignment") return "untilLastMark";
    if (type === "heredoc_redirect") return "all";
    if (type === "comment" || type === "command_name") return false;
    return true;
  };
  return { visits, mode };
}

/** The visits of `walkTree` and of `walkShell`, each with the same modes. */
function bothWalks(tree: Tree, text: string): { tree: string[]; shell: string[] } {
  const types = tree.language.types;
  const fromTree = recorder(types);
  runSync(
    walkTree(
      tree,
      {
        enter: (cursor, end, marked) => fromTree.mode(cursor, cursor.nodeTypeId, -1, end, marked),
        leave: () => fromTree.visits.push("leave"),
      },
      new Marks(text, MARKS),
    ),
  );
  const fromShell = recorder(types);
  const visitor = { enter: fromShell.mode, leave: () => void fromShell.visits.push("leave") };
  runSync(walkShell(tree, text, { visitor, marks: new Marks(text, MARKS) }, []));
  return { tree: fromTree.visits, shell: fromShell.visits };
}

/** The strings and words across lines, from a look at every node of the tree. */
function everyStringAcrossLines(tree: Tree, text: string): StringAcrossLines[] {
  const found: StringAcrossLines[] = [];
  const visit = (node: SyntaxNode, inError: boolean): void => {
    const across = text.slice(node.startIndex, node.endIndex).includes("\n");
    if (across && ["string", "raw_string", "ansi_c_string", "word"].includes(node.type))
      found.push([node.startIndex, node.endIndex, inError]);
    for (const child of node.children) if (child !== null) visit(child, inError || node.type === "ERROR");
  };
  visit(tree.rootNode, false);
  return found;
}

function withTree<T>(text: string, read: (tree: Tree) => T): T {
  const tree = bash.parse(text);
  try {
    return read(tree);
  } finally {
    tree.delete();
  }
}

describe("the shell's walk", () => {
  it("shows the reader the nodes walkTree shows it, in the same order, while it finds the strings across lines", () => {
    for (const script of SCRIPTS) {
      const { tree, shell } = withTree(script, (tree) => bothWalks(tree, script));
      expect(shell, script).toEqual(tree);
    }
  });

  it("finds every string and word across lines, and whether it lies in an ERROR node", () => {
    for (const script of SCRIPTS) {
      withTree(script, (tree) => {
        const strings: StringAcrossLines[] = [];
        runSync(walkShell(tree, script, undefined, strings));
        expect(strings, script).toEqual(everyStringAcrossLines(tree, script));
        const alongside: StringAcrossLines[] = [];
        runSync(
          walkShell(
            tree,
            script,
            { visitor: { enter: () => true, leave: () => {} }, marks: new Marks(script, MARKS) },
            alongside,
          ),
        );
        expect(alongside, script).toEqual(strings);
      });
    }
  });
});

describe("the scan of a shell script", () => {
  /** The node types the walk's cursor stood on when it went into a node's children, and the values found. */
  function entered(source: string): { types: string[]; values: string[]; cursors: number } {
    const probe = bash.parse("x");
    const cursorType = Object.getPrototypeOf(probe.walk()) as TreeCursor;
    const treeType = Object.getPrototypeOf(probe) as Tree;
    probe.delete();
    const types: string[] = [];
    const intoChildren = cursorType.gotoFirstChild;
    vi.spyOn(cursorType, "gotoFirstChild").mockImplementation(function (this: TreeCursor) {
      types.push(this.nodeType);
      return intoChildren.call(this);
    });
    const walks = vi.spyOn(treeType, "walk");
    const found: Candidate[] = [];
    try {
      runSync(scanShell(bash, source, (candidate) => found.push(candidate)));
      return { types, values: found.map((candidate) => candidate.value.text), cursors: walks.mock.calls.length };
    } finally {
      vi.restoreAllMocks();
    }
  }

  it("walks a tree with an error once, for the reading and the recovery both", () => {
    const read = entered('echo ${(j: :)x} "a\nb" https://a.example/\n');
    expect(read.values).toEqual(["(j: :)x", "https://a.example/"]);
    expect(read.cursors).toBe(1);
  });

  it("does not go into a word inside which nothing is read", () => {
    const read = entered('curl "https://a.example/$x" x"https://b.example/"\'c\'$y\n');
    expect(read.values).toEqual(["https://a.example/x", "xhttps://b.example/cx"]);
    expect(read.types).not.toContain("string");
    expect(read.types).not.toContain("concatenation");
  });

  it("goes into a word that holds a command, a default value or an error", () => {
    const read = entered('echo "$(curl https://a.example/)" x${u:-https://b.example/}\n');
    expect(read.values).toEqual(["https://a.example/", "xx", "https://b.example/"]);
    expect(read.types).toContain("string");
    expect(read.types).toContain("concatenation");
  });
});
