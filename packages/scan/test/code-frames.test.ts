/**
 * What the shared walk of the compiled languages (src/reading/code-scan.ts, code-frames.ts) reads of
 * a tree to give its values their contexts, on Go's and C#'s real grammars: each call's test-data
 * question answered once however many values it holds, a node's start read only where a climb may
 * ask it, and an argument's name read once. The counts are of calls into the tree-sitter runtime and the language's tables, not of time.
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { csharpSyntax } from "../src/languages/csharp/syntax.js";
import { goSyntax } from "../src/languages/go/syntax.js";
import { scanCode } from "../src/reading/code-scan.js";
import { Role, type CodeSyntax } from "../src/reading/code-syntax.js";
import { Grammar } from "../src/reading/tree-sitter.js";
import { runSync } from "../src/work.js";

const go = new Grammar("tree-sitter-go.wasm");
const csharp = new Grammar("tree-sitter-c-sharp.wasm");
beforeAll(() => Promise.all([go.prepare(), csharp.prepare()]));

/** The candidates of `text` with Go's syntax, and how many times each callee was asked whether it holds test data. */
function scanCounting(text: string): { candidates: Candidate[]; asked: Map<string, number> } {
  const asked = new Map<string, number>();
  const syntax: CodeSyntax = {
    ...goSyntax,
    holdsTestData(callee) {
      asked.set(callee, (asked.get(callee) ?? 0) + 1);
      return goSyntax.holdsTestData(callee);
    },
  };
  const candidates: Candidate[] = [];
  runSync(scanCode(go, syntax, text, (candidate) => candidates.push(candidate)));
  return { candidates, asked };
}

/** How many times the runtime's cursor is asked for a node's start while `read` runs. */
function startsRead(read: () => void): number {
  // The runtime's cursor class, as the walk gets it.
  const tree = go.parse("package p\n");
  const cursor = tree.walk();
  const prototype = Object.getPrototypeOf(cursor) as object;
  cursor.delete();
  tree.delete();
  const descriptor = Object.getOwnPropertyDescriptor(prototype, "startIndex");
  const get = descriptor?.get;
  if (descriptor === undefined || get === undefined) throw new Error("the runtime's cursor has no startIndex getter");
  let count = 0;
  Object.defineProperty(prototype, "startIndex", {
    ...descriptor,
    get(this: unknown) {
      count++;
      return get.call(this) as number;
    },
  });
  try {
    read();
  } finally {
    Object.defineProperty(prototype, "startIndex", descriptor);
  }
  return count;
}

const COMPARISON: StringContext = { kind: "comparison" };

describe("the test-data question", () => {
  it("is asked once per call, however many values the call and the calls in it hold", () => {
    const strings = Array.from({ length: 12 }, (_, i) => `"https://a.example/${i}"`);
    const text = [
      "package p",
      "",
      "func TestA(t *testing.T) {",
      `  assert.Equal(t, wrap(${strings.slice(0, 6).join(", ")}), wrap(${strings.slice(6).join(", ")}))`,
      `  run(${strings.join(", ")})`,
      "}",
      "",
    ].join("\n");
    const { candidates, asked } = scanCounting(text);
    expect(candidates).toHaveLength(24);
    // The assertion's values are test data; run's are not.
    expect(candidates.slice(0, 12).map((candidate) => candidate.site.context)).toEqual(Array(12).fill(COMPARISON));
    expect(candidates[12]?.site.context).toEqual({ kind: "sink", callee: "run", argument: 0, role: "other" });
    expect(Object.fromEntries(asked)).toEqual({ "assert.Equal": 1, wrap: 2, run: 1 });
  });

  it("stops at the function around the value, and past the climb's reach", () => {
    const deep = "f(".repeat(70) + '"https://a.example/deep"' + ")".repeat(70);
    const text = [
      "package p",
      "",
      "func TestA(t *testing.T) {",
      '  assert.True(t, func() bool { return check("https://a.example/inner") }())',
      `  assert.True(t, ${deep})`,
      "}",
      "",
    ].join("\n");
    const contexts = scanCounting(text).candidates.map((candidate) => [candidate.value.text, candidate.site.context]);
    expect(contexts).toEqual([
      ["https://a.example/inner", { kind: "sink", callee: "check", argument: 0, role: "other" }],
      ["https://a.example/deep", { kind: "sink", callee: "f", argument: 0, role: "other" }],
    ]);
  });
});

describe("a node's start", () => {
  it("is read for the nodes a climb compares, not for every node the walk enters", () => {
    // Blocks in blocks: each block, statement list and `if` is entered on the way to the string.
    const nested = "if x {\n".repeat(20) + 'http.Get("https://a.example/")\n' + "}\n".repeat(20);
    const text = `package p\n\nfunc f() {\n${nested}}\n`;
    let candidates: Candidate[] = [];
    const reads = startsRead(() => {
      candidates = scanCounting(text).candidates;
    });
    expect(candidates.map((candidate) => candidate.site.context)).toEqual([
      { kind: "sink", callee: "http.Get", argument: 0, role: "uri" },
    ]);
    // The string's, the argument list's (its call compares its children's starts); the call's
    // comes with its node.
    expect(reads).toBeLessThanOrEqual(2);
  });
});

describe("an argument wrapper", () => {
  it("has its name read once, for its place and for the values in it", () => {
    const text = 'class C { void M() { Call("https://a.example/", url: "https://b.example/"); } }\n';
    const names: number[] = [];
    const syntax: CodeSyntax = {
      ...csharpSyntax,
      name(source, node, role) {
        if (role === Role.Argument) names.push(node.startIndex);
        return csharpSyntax.name(source, node, role);
      },
    };
    const candidates: Candidate[] = [];
    runSync(scanCode(csharp, syntax, text, (candidate) => candidates.push(candidate)));
    expect(candidates.map((candidate) => [candidate.value.text, candidate.site.context])).toEqual([
      ["https://a.example/", { kind: "sink", callee: "Call", argument: 0, role: "other" }],
      ["https://b.example/", { kind: "named", name: "url" }],
    ]);
    expect(names).toEqual([text.indexOf('"https://a'), text.indexOf("url:")]);
  });
});
