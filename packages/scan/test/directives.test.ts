/**
 * The disable directives of a document in every language with comments: found in its real
 * comments (read by the language's own scanner), never in a string or a value that only looks
 * like one, with the comment's exact range.
 */
import { resolveChecks, type CommentSpan } from "@urilint/core";
import { describe, expect, it } from "vitest";
import { directivesOf, mayHoldDirectives } from "../src/directives.js";
import type { Language } from "../src/language.js";
import { matchOptions } from "../src/matches.js";
import { scanDocument } from "../src/scan.js";
import { readerOf } from "../src/language.js";
import { findUrisWithDirectives } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { installedFiles } from "./support/real-samples.js";

/** [language, document, the directives as "kind prefix targets @ comment text"]. */
const rows: [Language, string, string[]][] = [
  [
    "ts",
    'const a = "x"; // urilint-disable-line no-invalid-uri\n/* eslint-disable urilint/normalized-case */\n',
    [
      "disable-line urilint no-invalid-uri @ // urilint-disable-line no-invalid-uri",
      "disable eslint normalized-case @ /* eslint-disable urilint/normalized-case */",
    ],
  ],
  // ESLint's JavaScript: eslint-disable in a line comment is no directive; urilint's own words are.
  [
    "js",
    "// eslint-disable urilint/normalized-case\n// urilint-disable normalized-case\n",
    ["disable urilint normalized-case @ // urilint-disable normalized-case"],
  ],
  [
    "tsx",
    'const a = <a href="x">{/* urilint-disable-next-line */}</a>;\n',
    ["disable-next-line urilint * @ /* urilint-disable-next-line */"],
  ],
  [
    "json",
    '{\n  // eslint-disable-next-line urilint/no-default-port\n  "a": "b"\n}\n',
    ["disable-next-line eslint no-default-port @ // eslint-disable-next-line urilint/no-default-port"],
  ],
  [
    "markdown",
    "Text <!-- urilint-disable-line --> and `<!-- urilint-disable -->` in code.\n",
    ["disable-line urilint * @ <!-- urilint-disable-line -->"],
  ],
  [
    "yaml",
    'a: "# urilint-disable-line" # urilint-disable-line default-port\n# eslint-disable urilint/no-invalid-uri\n',
    [
      "disable-line urilint no-default-port/default-port @ # urilint-disable-line default-port",
      "disable eslint no-invalid-uri @ # eslint-disable urilint/no-invalid-uri",
    ],
  ],
  [
    "toml",
    'a = "# urilint-disable-line"\nb = 1 # urilint-disable-line -- why\n',
    ["disable-line urilint * @ # urilint-disable-line -- why"],
  ],
  [
    "dotenv",
    "A=https://x # urilint-disable-line\n# urilint-disable-next-line no-plaintext-password\nB='#urilint-disable'\n",
    [
      "disable-line urilint * @ # urilint-disable-line",
      "disable-next-line urilint no-plaintext-password @ # urilint-disable-next-line no-plaintext-password",
    ],
  ],
  [
    "dockerfile",
    "FROM node:20\n# urilint-disable-next-line\nENV A=https://x\nRUN echo '# urilint-disable'\n",
    ["disable-next-line urilint * @ # urilint-disable-next-line"],
  ],
  [
    "html",
    '<a title="<!-- urilint-disable-line -->">x</a> <!-- urilint-disable-line no-invalid-uri -->\n',
    ["disable-line urilint no-invalid-uri @ <!-- urilint-disable-line no-invalid-uri -->"],
  ],
  [
    "css",
    'a { content: "/* urilint-disable */"; } /* urilint-disable-next-line */\n',
    ["disable-next-line urilint * @ /* urilint-disable-next-line */"],
  ],
  [
    "xml",
    '<a title="<!-- urilint-disable-line -->"/>\n<!-- urilint-disable-next-line no-plaintext-password -->\n<url>x</url>\n',
    ["disable-next-line urilint no-plaintext-password @ <!-- urilint-disable-next-line no-plaintext-password -->"],
  ],
  [
    "properties",
    "a=# urilint-disable-line\n  ! urilint-disable-next-line no-plaintext-password\nb=x\\\n# urilint-disable\n",
    ["disable-next-line urilint no-plaintext-password @ ! urilint-disable-next-line no-plaintext-password"],
  ],
  [
    "ini",
    "[a]\nk = # urilint-disable-line\n  ; urilint-disable-next-line no-plaintext-password\nurl = x\n",
    ["disable-next-line urilint no-plaintext-password @ ; urilint-disable-next-line no-plaintext-password"],
  ],
  [
    "gitconfig",
    '[remote "origin"]\n\turl = "#urilint-disable" # urilint-disable-line\n',
    ["disable-line urilint * @ # urilint-disable-line"],
  ],
  // Plain text has no comments.
  ["text", "# urilint-disable-line\n", []],
];

describe("directivesOf", () => {
  it.each(rows)("%s: %j", (language, document, expected) => {
    const found = directivesOf(document, language).map((d) => {
      const targets = d.all
        ? "*"
        : d.targets.map((t) => (t.code === undefined ? t.rule : `${t.rule}/${t.code}`)).join(",");
      return `${d.kind} ${d.prefix} ${targets} @ ${document.slice(d.start, d.end).trimEnd()}`;
    });
    expect(found).toEqual(expected);
  });

  it("costs one search of a text without a directive word", () => {
    expect(directivesOf("a: 1\n# a comment\n", "yaml")).toEqual([]);
  });
});

/**
 * The command reads a document's directives from the comments of its own scan
 * (findUrisWithDirectives); directivesOf reads a script's with TypeScript's token scanner. Both
 * must find the same directives: on the rows above; and, on the installed packages' scripts that
 * hold a directive word, the two readings give the very same comments.
 */
describe("directives read with the scan", () => {
  const options = matchOptions({}, resolveChecks({}, {}).codes);
  const withScan = (text: string, language: Language) =>
    runSync(findUrisWithDirectives(text, language, options)).directives;

  it.each(rows)("%s: %j", (language, document) => {
    expect(withScan(document, language)).toEqual(directivesOf(document, language));
  });

  it("on the installed packages' scripts", () => {
    // The scripts (not declarations) that hold a directive word.
    const files = installedFiles(
      (path) => /\.(?:js|ts)$/.test(path) && !path.endsWith(".d.ts"),
      300,
      500_000,
      mayHoldDirectives,
    );
    expect(files.length).toBeGreaterThan(100);
    let comments = 0;
    for (const { path, text } of files) {
      const language: Language = path.endsWith(".ts") ? "ts" : "js";
      // What directivesOf reads: the comments alone, from a walk that enters only what holds a "/".
      const byTokens: CommentSpan[] = [];
      runSync(readerOf(language).readComments!(text, language, (span) => byTokens.push(span)));
      const byScan: CommentSpan[] = [];
      runSync(
        scanDocument(
          text,
          language,
          () => undefined,
          (span) => byScan.push(span),
        ),
      );
      expect(byScan, path).toEqual(byTokens);
      expect(withScan(text, language), path).toEqual(directivesOf(text, language));
      comments += byTokens.length;
    }
    expect(comments).toBeGreaterThan(5000);
  });
});
