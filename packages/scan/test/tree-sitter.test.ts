/**
 * The tree-sitter plumbing every tree-sitter language shares (src/reading/tree-sitter.ts), on a real
 * grammar of @vscode/tree-sitter-wasm: loading once, positions in UTF-16 units, a walk that does not
 * recurse, trees deleted however a reading ends, and clear errors.
 */
import { describe, expect, it } from "vitest";
import { Marks } from "../src/reading/marks.js";
import { Grammar, readTree, walkNodes, walkTree, type Descend, type Tree } from "../src/reading/tree-sitter.js";
import { runSync, type Work } from "../src/work.js";

const python = new Grammar("tree-sitter-python.wasm");

/** Every node of a walk, as `type [start, end)`, parents first. */
function nodesOf(grammar: Grammar, text: string): string[] {
  const nodes: string[] = [];
  runSync(
    readTree(grammar, text, (tree) =>
      walkTree(tree, {
        enter(cursor) {
          nodes.push(`${cursor.nodeType} [${cursor.startIndex}, ${cursor.endIndex})`);
          return true;
        },
        leave() {},
      }),
    ),
  );
  return nodes;
}

describe("a grammar", () => {
  it("loads once, however many times it is prepared", async () => {
    const first = python.prepare();
    expect(python.prepare()).toBe(first);
    await first;
    expect(python.prepare()).toBe(first);
  });

  it("says clearly when it is used before it is loaded", () => {
    const unloaded = new Grammar("tree-sitter-go.wasm");
    expect(() => unloaded.parse("package main")).toThrow(/tree-sitter-go\.wasm is not loaded: await its prepare\(\)/);
  });

  it("says clearly when its file is missing, and may be tried again", async () => {
    const missing = new Grammar("tree-sitter-cobol.wasm");
    await expect(missing.prepare()).rejects.toThrow(
      /the tree-sitter grammar tree-sitter-cobol\.wasm is missing: .* cannot be read/,
    );
    await expect(missing.prepare()).rejects.toThrow(/is missing/);
  });

  it("tells its node types and fields by the names the grammar gives them", async () => {
    await python.prepare();
    const kinds = python.kinds({ string: 1, comment: 2 }, { "+": 3 });
    const seen = new Map<string, number>();
    runSync(
      readTree(python, 'x = "a" + b  # c', (tree) =>
        walkTree(tree, {
          enter(cursor) {
            seen.set(cursor.nodeIsNamed ? cursor.nodeType : `'${cursor.nodeType}'`, kinds[cursor.nodeTypeId] ?? -1);
            return true;
          },
          leave() {},
        }),
      ),
    );
    expect(seen.get("string")).toBe(1);
    expect(seen.get("comment")).toBe(2);
    expect(seen.get("'+'")).toBe(3);
    expect(seen.get("identifier")).toBe(0);
    expect(python.fieldId("left")).toBeGreaterThan(0);
    expect(() => python.fieldId("no_such_field")).toThrow(/has no field "no_such_field"/);
  });
});

/**
 * What a walk of Python `text` with marks at `"` and `#` enters (type, "(no mark)" where the node
 * holds none, and its text): every marked node is descended into, an argument list as `argumentList` says.
 */
function enteredWithMarks(text: string, argumentList: Descend): string[] {
  const entered: string[] = [];
  runSync(
    readTree(python, text, (tree) =>
      walkTree(
        tree,
        {
          enter(cursor, end, marked): Descend {
            entered.push(`${cursor.nodeType}${marked ? "" : " (no mark)"} ${text.slice(cursor.startIndex, end)}`);
            if (!marked) return false;
            return cursor.nodeType === "argument_list" ? argumentList : true;
          },
          leave() {},
        },
        new Marks(text, /["#]/g),
      ),
    ),
  );
  return entered;
}

describe("a parse", () => {
  it("gives positions as UTF-16 offsets into the text", async () => {
    await python.prepare();
    const text = 'é = "x😀y" + "z"\n';
    expect(nodesOf(python, text)).toEqual(expect.arrayContaining(["string [4, 10)", "string [13, 16)"]));
    expect(text.slice(4, 10)).toBe('"x😀y"');
  });

  it("visits every node once, in document order, parents first", async () => {
    await python.prepare();
    expect(nodesOf(python, "f(1)")).toEqual([
      "module [0, 4)",
      "expression_statement [0, 4)",
      "call [0, 4)",
      "identifier [0, 1)",
      "argument_list [1, 4)",
      "( [1, 2)",
      "integer [2, 3)",
      ") [3, 4)",
    ]);
  });

  it("leaves a subtree unvisited when asked, and leaves only the nodes it entered", async () => {
    await python.prepare();
    const events: string[] = [];
    runSync(
      readTree(python, "f(g(1), 2)", (tree) =>
        walkTree(tree, {
          enter(cursor) {
            events.push(`enter ${cursor.nodeType}`);
            return cursor.nodeType !== "call" || cursor.startIndex === 0;
          },
          leave(cursor) {
            events.push(`leave ${cursor.nodeType}`);
          },
        }),
      ),
    );
    expect(events.filter((event) => event.includes("call"))).toEqual(["enter call", "enter call", "leave call"]);
    expect(events.filter((event) => event.includes("integer"))).toEqual(["enter integer", "leave integer"]);
    expect(events.at(-1)).toBe("leave module");
  });

  it("with marks, enters only the subtrees that hold one, and every child of a node that asks", async () => {
    await python.prepare();
    const text = 'a = b + c\nf(x, y, "s")\nd = e  # c\n';
    const entered = enteredWithMarks(text, "all");
    expect(entered).toEqual([
      `module ${text}`,
      'expression_statement f(x, y, "s")',
      'call f(x, y, "s")',
      'argument_list (x, y, "s")',
      "( (no mark) (",
      "identifier (no mark) x",
      ", (no mark) ,",
      "identifier (no mark) y",
      ", (no mark) ,",
      'string "s"',
      'string_start "',
      'string_end "',
      ") (no mark) )",
      "comment # c",
    ]);
  });

  it("with marks, visits an argument list's children up to the last that holds one when asked", async () => {
    await python.prepare();
    const text = 'f(x, "s", y, g(z))\nf(x, "a", "b", y)  # c\n';
    const entered = enteredWithMarks(text, "untilLastMark");
    expect(entered).toEqual([
      `module ${text}`,
      'expression_statement f(x, "s", y, g(z))',
      'call f(x, "s", y, g(z))',
      'argument_list (x, "s", y, g(z))',
      "( (no mark) (",
      "identifier (no mark) x",
      ", (no mark) ,",
      'string "s"',
      'string_start "',
      'string_end "',
      'expression_statement f(x, "a", "b", y)',
      'call f(x, "a", "b", y)',
      'argument_list (x, "a", "b", y)',
      "( (no mark) (",
      "identifier (no mark) x",
      ", (no mark) ,",
      'string "a"',
      'string_start "',
      'string_end "',
      ", (no mark) ,",
      'string "b"',
      'string_start "',
      'string_end "',
      "comment # c",
    ]);
  });

  it("walks input nested far deeper than the call stack could recurse", async () => {
    await python.prepare();
    const depth = 100_000;
    const text = `x = ${"[".repeat(depth)}"https://deep.example/"${"]".repeat(depth)}\n`;
    let deepest = 0;
    let level = 0;
    runSync(
      readTree(python, text, (tree) =>
        walkTree(tree, {
          enter() {
            deepest = Math.max(deepest, ++level);
            return true;
          },
          leave() {
            level--;
          },
        }),
      ),
    );
    expect(deepest).toBeGreaterThan(depth);
    expect(level).toBe(0);
  });

  it("deletes the tree when the reading ends, stops or throws", async () => {
    await python.prepare();
    const trees: Tree[] = [];
    function* keep(tree: Tree): Work<number> {
      trees.push(tree);
      yield;
      return tree.rootNode.childCount;
    }
    expect(runSync(readTree(python, "a\nb\n", keep))).toBe(2);
    // Stopped between two steps (a cancelled analysis).
    const stopped = readTree(python, "a", keep);
    stopped.next();
    stopped.next();
    stopped.return(0);
    expect(() =>
      runSync(
        readTree(python, "a", function* (tree) {
          trees.push(tree);
          yield;
          throw new Error("a reader's bug");
        }),
      ),
    ).toThrow("a reader's bug");
    // The runtime zeroes a deleted tree's handle (web-tree-sitter's Tree#delete).
    expect(trees.map((tree) => (tree as unknown as Record<number, number>)[0])).toEqual([0, 0, 0]);
  });
});

/**
 * What a visitor sees of a walk, `walk` the cursor walk or the node walk: each node entered (its
 * type, range, whether it holds a mark) and left, with what the visitor asks of each kind.
 */
function eventsOf(text: string, walk: typeof walkNodes, asks: (type: string) => Descend, marks: boolean): string[] {
  const events: string[] = [];
  runSync(
    readTree(python, text, (tree) =>
      walk(
        tree,
        {
          enter(cursor, end, marked): Descend {
            const node = cursor.currentNode;
            events.push(
              `enter ${cursor.nodeType} ${cursor.startIndex} ${end} ${node.startIndex} ${node.endIndex} ${marked}`,
            );
            return marked ? asks(cursor.nodeType) : false;
          },
          leave(cursor) {
            events.push(`leave ${cursor.nodeType} ${cursor.startIndex} ${cursor.endIndex}`);
          },
        },
        marks ? new Marks(text, /["#]/g) : undefined,
      ),
    ),
  );
  return events;
}

describe("the node walk", () => {
  // A module of more statements than a node is asked for its child at a mark before its children
  // are read as a list, an unclosed string, nested calls, and a mark in a comment.
  const wide = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? `x${i} = 1` : `f${i}(a, "s${i}", g(b, "t"))`));
  const documents = [
    'a = b + c\nf(x, y, "s")\nd = e  # c\n',
    'f(x, "s", y, g(z))\nf(x, "a", "b", y)  # c\n',
    `${wide.join("\n")}\n# end\n`,
    'f(x, "a", g("b", y), z)\nh("unclosed, 1)\n',
    `x = ${"[".repeat(50)}"deep"${"]".repeat(50)}\n`,
  ];
  const askings: Record<string, (type: string) => Descend> = {
    "every marked node": () => true,
    "every child of an argument list": (type) => (type === "argument_list" ? "all" : true),
    "an argument list's children up to its last mark": (type) => (type === "argument_list" ? "untilLastMark" : true),
    "strings not entered": (type) => type !== "string",
  };

  it.each(Object.keys(askings))("enters and leaves the nodes the cursor walk does, in its order: %s", async (name) => {
    await python.prepare();
    const asks = askings[name] as (type: string) => Descend;
    for (const text of documents) {
      for (const marks of [true, false]) {
        const byCursor = eventsOf(text, walkTree, asks, marks);
        expect(byCursor.length).toBeGreaterThan(4);
        expect(eventsOf(text, walkNodes, asks, marks)).toEqual(byCursor);
      }
    }
  });

  it("walks input nested far deeper than the call stack could recurse", async () => {
    await python.prepare();
    const depth = 100_000;
    const text = `x = ${"[".repeat(depth)}"https://deep.example/"${"]".repeat(depth)}\n`;
    let deepest = 0;
    let level = 0;
    runSync(
      readTree(python, text, (tree) =>
        walkNodes(
          tree,
          {
            enter() {
              deepest = Math.max(deepest, ++level);
              return true;
            },
            leave() {
              level--;
            },
          },
          new Marks(text, /["#]/g),
        ),
      ),
    );
    expect(deepest).toBeGreaterThan(depth);
    expect(level).toBe(0);
  });
});
