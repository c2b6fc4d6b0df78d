/**
 * TOML read from the tree eslint-plugin-toml gives ESLint (toml-eslint-parser's `parseForESLint`,
 * with the plugin's default options) gives exactly what the scanner reads from the text: the same
 * candidates in the same order, the same comments, and so the same findings and fixes. A tree of
 * another shape gives undefined (the caller then reads the text).
 */
import { FINDING_CODES } from "@urilint/core";
import { parseForESLint } from "toml-eslint-parser";
import { describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { toOffsetEdits } from "../src/edits.js";
import { readTomlTree } from "../src/languages/toml-tree.js";
import { scanToml } from "../src/languages/toml.js";
import { documentRange, matchOptions, type DocumentUris } from "../src/matches.js";
import { findUrisInTree } from "../src/tree-uris.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { realSamples } from "./support/real-samples.js";

function treeOf(text: string): { type: string } {
  return parseForESLint(text).ast as unknown as { type: string };
}

/** A candidate as one line: everything a finding's range, context and fix depend on. */
function shown(candidate: Candidate): string {
  const { start, end, spelling, quote, site, value } = candidate;
  return `${start}-${end} ${spelling} ${JSON.stringify(quote)} ${JSON.stringify(site)} ${JSON.stringify(value.text)}`;
}

function fromText(text: string): { candidates: string[]; comments: string[] } {
  const candidates: string[] = [];
  const comments: string[] = [];
  runSync(scanToml(text, (candidate) => candidates.push(shown(candidate)), (comment) => comments.push(JSON.stringify(comment))));
  return { candidates, comments };
}

function fromTree(text: string): { candidates: string[]; comments: string[] } {
  const candidates: string[] = [];
  const comments: string[] = [];
  readTomlTree(text, treeOf(text), (candidate) => candidates.push(shown(candidate)), (comment) => comments.push(JSON.stringify(comment)));
  return { candidates, comments };
}

/** Each finding as "code start-end" with its fix's edits: what ESLint reports and writes. */
function reported(uris: DocumentUris | undefined): string[] {
  return (uris?.matches ?? []).flatMap((match) => match.findings.map((finding) => {
    const range = documentRange(match, finding.start, finding.end);
    const fix = finding.fix === undefined ? "" : JSON.stringify(toOffsetEdits(match, [finding.fix]));
    return `${finding.code} ${range.start}-${range.end} ${fix}`;
  }));
}

const OPTIONS = matchOptions({}, new Set(FINDING_CODES));

describe("TOML from ESLint's tree: the same candidates as from the text", () => {
  it.each([
    ["strings of every style", "a = \"HTTP://A.example:80/\"\nb = 'http://b.example/%7e'\nc = \"\"\"\nhttp://c.example/\\u0041\"\"\"\nd = '''http://d.example'''\n"],
    ["dotted keys, tables, array tables and a format's fields", "[package]\nhomepage = \"http://a.example:80/\"\n[[bin]]\nx.url = \"http://b.example\"\n[project.urls]\nDocs = \"http://c.example\"\n"],
    ["arrays, NAME=value items and inline tables", "env = [\"DB=postgres://u:p@db/app\", [\"http://a.example\"]]\nt = { url = \"http://b.example:80/\" }\n"],
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
