/**
 * YAML read from yaml-eslint-parser's tree (what eslint-plugin-yml gives ESLint's rules) gives
 * exactly what the scanner reads from the text: the same candidates (range, spelling, quote, site,
 * value) in the same order, the same comments, and so the same findings and fixes. The tree comes
 * from the real parser, as ESLint makes it; a tree of another shape gives undefined (the caller
 * then reads the text).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { readYamlTree } from "../src/languages/yaml/tree.js";
import { scanYaml } from "../src/languages/yaml/scan.js";
import { findUrisInTree } from "../src/tree-uris.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { realSamples } from "./support/real-samples.js";
import { EVERY_CHECK, collected, reported } from "./support/tree-differential.js";

/** yaml-eslint-parser, as eslint-plugin-yml (a devDependency of the workspace) loads it. */
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve("eslint-plugin-yml"));
const { parseForESLint } = requireFromPlugin("yaml-eslint-parser") as {
  parseForESLint(text: string): { ast: unknown };
};

function treeOf(text: string): { type: string } {
  return parseForESLint(text).ast as { type: string };
}

function parses(text: string): boolean {
  try {
    treeOf(text);
    return true;
  } catch {
    return false;
  }
}

function fromText(text: string): { candidates: string[]; comments: string[] } {
  return collected((found, comment) => runSync(scanYaml(text, found, comment)));
}

function fromTree(text: string): { candidates: string[]; comments: string[] } {
  return collected((found, comment) => readYamlTree(text, treeOf(text), found, comment));
}

const OPTIONS = EVERY_CHECK;

describe("YAML from ESLint's tree: the same candidates as from the text", () => {
  it.each([
    [
      "plain, quoted and escaped values",
      "a: HTTP://A.example:80/\nb: 'http://b.example/it''s'\nc: \"http://c.example/\\x41%7e\"\n",
    ],
    [
      "keys that are not strings, quoted, anchored or tagged",
      '8080: http://a.example\n"u r l": http://b.example\n&k key: http://c.example\n!!str t: http://d.example\n',
    ],
    ["a complex key, an empty key and an empty value", "? [a, b]\n: http://a.example\n: http://b.example\nempty:\n"],
    [
      "sequences: NAME=value items, nested and flow ones",
      "env:\n  - DB_URL=postgres://u:p@db/app\n  - - http://a.example\n  - [HTTP://b.example, {c: http://c.example}]\n",
    ],
    [
      "flow mappings with a key alone and a pair in a sequence",
      "m: { http://a.example, b: http://b.example }\nl: [ x: http://x.example ]\n",
    ],
    ["anchors, tags and aliases", "base: &b http://a.example:80/\ncopy: *b\ntagged: !url http://c.example\n"],
    [
      "a multi-line plain scalar and a folded quoted one",
      'k: http://a.example/\n  continued\nq: "http://b.example/\n\n  x"\n',
    ],
    [
      "block scalars of one line, of several lines, with indicators",
      "a: |\n  http://a.example:80/\nb: >-\n  run curl http://b.example\n  and http://c.example\nc: |2\n   http://d.example\nd: |+ # keep\n  http://e.example\n\n",
    ],
    [
      "comments everywhere",
      "# see http://a.example:80/\nk: v # http://b.example:80/\nl:\n  # http://c.example\n  - x\n",
    ],
    [
      "several documents, directives and CR LF",
      "%YAML 1.2\n---\na: http://a.example\r\n...\r\n---\r\nb: http://b.example:80/\r\n",
    ],
    ["a document that is one scalar", "http://a.example:80/\n"],
    [
      "lists of URIs and words",
      "origins: https://a.example,https://b.example\ncmd: curl -f http://localhost:80/health\n",
    ],
    ["an empty document", ""],
  ])("%s", (_what, text) => {
    expect(fromTree(text)).toEqual(fromText(text));
  });

  // A Helm template is not YAML until rendered: yaml-eslint-parser (and so ESLint) rejects it.
  const parsed = realSamples("yaml").filter((sample) => parses(sample.text));
  it("reads most samples (the others are Helm templates)", () => {
    expect(parsed.length).toBeGreaterThanOrEqual(realSamples("yaml").length - 2);
  });

  it.each(parsed.map((sample) => [sample.name, sample.text]))("the sample %s", (_name, text) => {
    expect(fromTree(text)).toEqual(fromText(text));
    const tree = findUrisInTree(text, "yaml", treeOf(text), OPTIONS);
    expect(tree).toBeDefined();
    expect(reported(tree)).toEqual(reported(runSync(findUris(text, "yaml", OPTIONS))));
  });
});

describe("YAML from ESLint's tree: a tree it does not know is left to the text", () => {
  it.each([
    [
      "another node type",
      {
        type: "Program",
        body: [{ type: "YAMLDocument", content: { type: "YAMLSomething", range: [0, 1] } }],
        comments: [],
      },
    ],
    [
      "a scalar without a range",
      {
        type: "Program",
        body: [{ type: "YAMLDocument", content: { type: "YAMLScalar", style: "plain" } }],
        comments: [],
      },
    ],
    ["no comments list", { type: "Program", body: [] }],
    ["not a node", "a: b"],
  ])("%s", (_what, tree) => {
    expect(findUrisInTree("a: b\n", "yaml", tree, OPTIONS)).toBeUndefined();
  });

  it("reads no tree of a language it has no reader for", () => {
    expect(findUrisInTree("a { b: url(x) }", "css", { type: "StyleSheet", children: [] }, OPTIONS)).toBeUndefined();
  });
});
