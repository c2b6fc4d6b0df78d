/**
 * CSS read from the tree and comments @eslint/css gives ESLint (its fork of css-tree, lists as
 * arrays, comments on its SourceCode) gives exactly what the scanner reads from the text: the same
 * candidates in the same order, the same comments, and so the same findings and fixes. The trees
 * come from the real language, through ESLint's Linter. A tree of another shape gives undefined.
 */
import css from "@eslint/css";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { readCssTree } from "../src/languages/css/tree.js";
import { scanCss } from "../src/languages/css/scan.js";
import { findUrisInTree } from "../src/tree-uris.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { realSamples } from "./support/real-samples.js";
import { EVERY_CHECK, collected, reported } from "./support/tree-differential.js";

/**
 * @eslint/css's tree and comments of `text`, as its rules see them; `tolerant` (its language
 * option) keeps what it cannot parse as Raw nodes, as css-tree does by default, instead of failing.
 */
function parsedByEslint(text: string, tolerant = false): { ast: { type: string }; comments: unknown } {
  let parsed: { ast: { type: string }; comments: unknown } | undefined;
  const capture = {
    rules: {
      capture: {
        create(context: { sourceCode: { ast: { type: string }; comments?: unknown } }) {
          parsed = { ast: context.sourceCode.ast, comments: context.sourceCode.comments };
          return {};
        },
      },
    },
  };
  const messages = new Linter().verify(
    text,
    [
      {
        files: ["**/*.css"],
        plugins: { css, test: capture },
        language: "css/css",
        languageOptions: { tolerant },
        rules: { "test/capture": "error" },
      },
    ] as Linter.Config[],
    "file.css",
  );
  if (parsed === undefined) throw new Error(messages.map((message) => message.message).join("; "));
  return parsed;
}

function fromText(text: string): { candidates: string[]; comments: string[] } {
  return collected((found, comment) => runSync(scanCss(text, found, comment)));
}

function fromTree(text: string, tolerant = false): { candidates: string[]; comments: string[] } {
  const { ast, comments } = parsedByEslint(text, tolerant);
  return collected((found, comment) => readCssTree(text, ast, found, comment, comments));
}

const OPTIONS = EVERY_CHECK;

describe("CSS from ESLint's tree: the same candidates as from the text", () => {
  it.each([
    [
      "url() quoted and not, with escapes",
      'a { background: url(HTTP://A.example:80/x.png); b: url( "http://b.example/\\41" ) }\n',
    ],
    [
      "@import, @namespace and @font-face",
      "@import \"http://a.example:80/x.css\";\n@namespace svg url(http://www.w3.org/2000/svg);\n@font-face { src: url('http://c.example/f.woff2') format('woff2') }\n",
    ],
    [
      "image-set() and attribute selectors",
      'a[href^="http://x.example"] { b: image-set("http://a.example/1x.png" 1x) }\n',
    ],
    [
      "strings, custom properties and comments",
      '/* see http://a.example:80/ */\n:root { --u: url(http://b.example) }\na::after { content: "visit http://c.example" }\n',
    ],
    ["an empty style sheet", ""],
  ])("%s", (_what, text) => {
    expect(fromTree(text)).toEqual(fromText(text));
  });

  // Some samples have errors (IE hacks): @eslint/css reads them only when tolerant.
  it.each(realSamples("css").map((sample) => [sample.name, sample.text]))("the sample %s, tolerant", (_name, text) => {
    expect(fromTree(text, true)).toEqual(fromText(text));
    const { ast, comments } = parsedByEslint(text, true);
    const tree = findUrisInTree(text, "css", ast, OPTIONS, { comments });
    expect(tree).toBeDefined();
    expect(reported(tree)).toEqual(reported(runSync(findUris(text, "css", OPTIONS))));
  });

  it("reads the samples without errors from the strict language's tree too", () => {
    const strict = realSamples("css").filter((sample) => parses(sample.text));
    expect(strict.length).toBeGreaterThan(0);
    for (const { text } of strict) expect(fromTree(text)).toEqual(fromText(text));
  });
});

function parses(text: string): boolean {
  try {
    parsedByEslint(text);
    return true;
  } catch {
    return false;
  }
}

describe("CSS from ESLint's tree: a tree it does not know is left to the text", () => {
  it.each([
    ["no comments", { type: "StyleSheet", children: [] }, undefined],
    ["a comment without offsets", { type: "StyleSheet", children: [] }, [{ type: "Comment" }]],
    ["not a style sheet", { type: "Program", body: [] }, []],
  ])("%s", (_what, tree, comments) => {
    expect(findUrisInTree("a {}", "css", tree, OPTIONS, { comments })).toBeUndefined();
  });
});
