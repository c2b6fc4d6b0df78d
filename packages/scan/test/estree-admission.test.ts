/**
 * The ESLint plugin's reading of ESTree, node by node: a value the caller's admission (the core's
 * `mayBeUri`) rejects is no candidate, the admission is asked with the value and its context, and
 * what it admits is still searched for an enclosing assertion; a file's comments give the same
 * candidates whether or not the ones with no ":" and no "<" are skipped.
 */
import * as espree from "espree";
import { describe, expect, it } from "vitest";
import { mayBeUri, type StringContext } from "@urilint/core";
import type { Candidate } from "../src/candidate.js";
import { commentCandidates } from "../src/languages/javascript/candidates.js";
import { estreeComments, type EstreeComment, type EstreeNode } from "../src/languages/javascript/estree.js";
import { ESTREE_VALUE_TYPES, readNode } from "../src/languages/javascript/estree-walk.js";

function parse(text: string, jsx = false): { nodes: EstreeNode[]; comments: EstreeComment[] } {
  const program = espree.parse(text, {
    ecmaVersion: "latest",
    range: true,
    comment: true,
    ecmaFeatures: { jsx },
  }) as unknown as EstreeNode;
  const nodes: EstreeNode[] = [];
  const walk = (node: EstreeNode, parent: EstreeNode | null): void => {
    (node as { parent?: EstreeNode | null }).parent = parent;
    if (ESTREE_VALUE_TYPES.includes(node.type)) nodes.push(node);
    for (const key of (espree.VisitorKeys as Record<string, string[]>)[node.type] ?? []) {
      for (const child of [node[key]].flat()) {
        if (typeof child === "object" && child !== null && typeof (child as EstreeNode).type === "string")
          walk(child as EstreeNode, node);
      }
    }
  };
  walk(program, null);
  return { nodes, comments: program["comments"] as EstreeComment[] };
}

describe("the reading of ESTree with an admission", () => {
  const text = [
    'fetch("a");',
    'log("not a url");',
    'const apiUrl = "x/y";',
    'const label = "Invalid URL.";',
    'expect(fetch("http://x:80/"));',
    'const base = "https://" + host + "/v1";',
  ].join("\n");

  it("builds no candidate for a value it rejects, and asks it with the value and its context", () => {
    const { nodes } = parse(text);
    const asked: [string, StringContext][] = [];
    const admits = (value: string, context: StringContext): boolean => {
      asked.push([value, context]);
      return mayBeUri(value, context);
    };
    const found: Candidate[] = [];
    const all: Candidate[] = [];
    for (const node of nodes) {
      readNode(node, text, (candidate) => found.push(candidate), admits);
      readNode(node, text, (candidate) => all.push(candidate));
    }
    expect(found.map((c) => c.value.text)).toEqual(["a", "x/y", "https://x/v1"]);
    // Without it, every value is a candidate but the assertion's.
    expect(all.map((c) => c.value.text)).toEqual(["a", "not a url", "x/y", "Invalid URL.", "https://x/v1"]);
    expect(asked).toContainEqual(["not a url", { kind: "sink", callee: "log", argument: 0 }]);
    expect(asked).toContainEqual(["x/y", { kind: "named", name: "apiUrl" }]);
    // The assertion's argument is admitted, then left out as test data.
    expect(asked.map(([value]) => value)).toContain("http://x:80/");
  });
});

describe("a string literal's admission", () => {
  it("is asked with the text its candidate holds, escaped or not, and a JSX reference the reading does not decode", () => {
    // The parser decodes `&copy;` in a JSX attribute; the reading keeps it as written (it decodes
    // the references a fix can spell back): the admission must see the reading's text.
    const text = [
      'const apiUrl = "https://a.example/x";',
      'const docsUrl = "h\\x74tps://b.example/\\u0079";',
      'const page = <a href="https://c.example/&copy;" title="d&amp;e:f">x</a>;',
    ].join("\n");
    const { nodes } = parse(text, true);
    const asked: string[] = [];
    const found: Candidate[] = [];
    for (const node of nodes) {
      readNode(
        node,
        text,
        (candidate) => found.push(candidate),
        (value, context) => {
          asked.push(value);
          return mayBeUri(value, context);
        },
      );
    }
    expect(asked).toEqual(["https://a.example/x", "https://b.example/y", "https://c.example/&copy;", "d&e:f"]);
    expect(found.map((c) => c.value.text)).toEqual(asked.slice(0, 3));
  });
});

describe("a script's comments", () => {
  it("give the candidates of every comment read as prose", () => {
    const text = [
      "// a word",
      "/* see <https://a.example/x y> */",
      "// https://b.example/ and mailto:c@d.example",
      "/** {@link https://e.example/f|its text} */",
      "// no colon here",
      "const x = { a: 1 }; // after a colon in code",
      "/* < not a link */ // http://g.example/",
    ].join("\n");
    const { comments } = parse(text);
    const skipping: Candidate[] = [];
    estreeComments(comments, text, (candidate) => skipping.push(candidate));
    const every: Candidate[] = [];
    for (const comment of comments) {
      const [start, end] = comment.range!;
      commentCandidates(text, start, end, comment.type === "Block", (candidate) => every.push(candidate));
    }
    expect(skipping.map((c) => c.value.text)).toEqual([
      "https://a.example/xy",
      "https://b.example/",
      "mailto:c@d.example",
      "https://e.example/f",
      "http://g.example/",
    ]);
    expect(skipping).toEqual(every);
  });
});
