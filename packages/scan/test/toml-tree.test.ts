/**
 * TOML read from the tree eslint-plugin-toml gives ESLint (toml-eslint-parser's `parseForESLint`,
 * with the plugin's default options) gives exactly what the scanner reads from the text: the same
 * candidates in the same order, the same comments, and so the same findings and fixes. A tree of
 * another shape gives undefined (the caller then reads the text).
 */
import { parseForESLint } from "toml-eslint-parser";
import { describe, expect, it } from "vitest";
import { readTomlTree } from "../src/languages/toml/tree.js";
import { scanToml } from "../src/languages/toml/scan.js";
import { findUrisInTree } from "../src/tree-uris.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { realSamples } from "./support/real-samples.js";
import { EVERY_CHECK, collected, reported } from "./support/tree-differential.js";

function treeOf(text: string): { type: string } {
  return parseForESLint(text).ast as unknown as { type: string };
}

function fromText(text: string): { candidates: string[]; comments: string[] } {
  return collected((found, comment) => runSync(scanToml(text, found, comment)));
}

function fromTree(text: string): { candidates: string[]; comments: string[] } {
  return collected((found, comment) => readTomlTree(text, treeOf(text), found, comment));
}

const OPTIONS = EVERY_CHECK;

describe("TOML from ESLint's tree: the same candidates as from the text", () => {
  it.each([
    [
      "strings of every style",
      "a = \"HTTP://A.example:80/\"\nb = 'http://b.example/%7e'\nc = \"\"\"\nhttp://c.example/\\u0041\"\"\"\nd = '''http://d.example'''\n",
    ],
    [
      "dotted keys, tables, array tables and a format's fields",
      '[package]\nhomepage = "http://a.example:80/"\n[[bin]]\nx.url = "http://b.example"\n[project.urls]\nDocs = "http://c.example"\n',
    ],
    [
      "arrays, NAME=value items and inline tables",
      'env = ["DB=postgres://u:p@db/app", ["http://a.example"]]\nt = { url = "http://b.example:80/" }\n',
    ],
    ["comments", "# see http://a.example:80/\na = 1 # http://b.example\n"],
    ["an empty document", ""],
  ])("%s", (_what, text) => {
    expect(fromTree(text)).toEqual(fromText(text));
  });

  it.each(realSamples("toml").map((sample) => [sample.name, sample.text]))("the sample %s", (_name, text) => {
    expect(fromTree(text)).toEqual(fromText(text));
    const tree = findUrisInTree(text, "toml", treeOf(text), OPTIONS);
    expect(tree).toBeDefined();
    expect(reported(tree)).toEqual(reported(runSync(findUris(text, "toml", OPTIONS))));
  });
});

describe("TOML from ESLint's tree: a tree it does not know is left to the text", () => {
  it.each([
    ["a YAML tree", { type: "Program", body: [{ type: "YAMLDocument" }], comments: [] }],
    ["no comments list", { type: "Program", body: [{ type: "TOMLTopLevelTable", body: [] }] }],
    ["not a program", { type: "TOMLTopLevelTable", body: [] }],
  ])("%s", (_what, tree) => {
    expect(findUrisInTree("a = 1\n", "toml", tree, OPTIONS)).toBeUndefined();
  });
});
