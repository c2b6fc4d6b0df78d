// An open document re-reads after an edit only what it changed (a script: an incremental parse, the
// URIs of every unchanged statement kept; every language: the results of values read again): its
// analysis must always equal a fresh one of the same text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveChecks, type FindingCode } from "@urilint/core";
import { OpenDocument, type DocumentAnalysis } from "../src/document.js";
import { findUrisWithDirectives } from "../src/uris.js";
import type { Language } from "../src/language.js";
import { documentRange, matchOptions, type MatchOptions } from "../src/matches.js";
import { runSync } from "../src/work.js";
import { changeRange, REPARSED_LIMIT, ScriptReading } from "../src/languages/javascript/incremental.js";

const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);

/** Everything the features read from an analysis, with every range in document offsets. */
function summary(analysis: Omit<DocumentAnalysis, "directives">): unknown {
  if (analysis.matches.length === 0) return { matches: [], ...(analysis.unreadable ? { unreadable: true } : {}) };
  return analysis.matches.map((match) => ({
    start: match.candidate.start,
    end: match.candidate.end,
    site: match.candidate.site,
    value: match.candidate.value.text,
    valueRange: match.candidate.value.map.toDocument(0, match.candidate.value.text.length),
    findings: match.findings.map((finding) => ({
      code: finding.code,
      ...documentRange(match, finding.start, finding.end),
    })),
  }));
}

function fresh(text: string, language: Language, options: MatchOptions = OPTIONS): unknown {
  return summary(runSync(findUrisWithDirectives(text, language, options)));
}

function withMemo(memo: OpenDocument, text: string, language: Language, options: MatchOptions = OPTIONS): unknown {
  memo.update(text, language);
  return summary(runSync(memo.analyze(options)));
}

/** The open document's analysis of `text`, whole. */
function analyzed(memo: OpenDocument, text: string, language: Language): DocumentAnalysis {
  memo.update(text, language);
  return runSync(memo.analyze(OPTIONS));
}

const SOURCE = [
  "#!/usr/bin/env node",
  'import x from "node:fs";',
  "// see HTTP://example.com/docs.",
  'const apiUrl = "https://example.com:443/a/./b";',
  "function load(id: string) {",
  "  /* mirrored at <http://EXAMPLE.com/a> */",
  '  if (id === "HTTP://skip.com") return fetch(`https://${host}/items/${id}?q=%7e`);',
  '  return fetch("http://exa mple.com/" + id);',
  "}",
  // Statements with no quote, backtick, "<" or "/" are not read at all, until an edit gives them one.
  "function add(a: number, b: number) {",
  "  let total = a * b;",
  "  return total + 1;",
  "}",
  "class Client {",
  '  base = "HTTP://client.example.com/";',
  '  get(path: string) { return fetch(new URL(path, "https://x.com:443/")); }',
  "}",
  'const view = <a href="HTTP://jsx.example.com/">see http://text.example.com:80/</a>;',
  'export default { links: ["mailto:someone@example.com?subject=a b", `ftp://x.com/${a}`] };',
].join("\n");

/** Pieces an edit inserts: code, literals, comment and template delimiters, brackets, lines. */
const PIECES = [
  '"',
  "'",
  "`",
  "${",
  "}",
  "{",
  "(",
  ")",
  "/*",
  "*/",
  "//",
  "\n",
  " ",
  ";",
  "<p>",
  "</p>",
  "x",
  'fetch("HTTP://A.com:80/");\n',
  "// HTTP://B.com/\n",
  "function f() {\n",
  "}\n",
  "/re/",
  "http://e x.com/",
];

const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 30 }),
  insert: fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })),
});

function apply(text: string, change: { at: number; remove: number; insert: string }): string {
  const at = change.at % (text.length + 1);
  return text.slice(0, at) + change.insert + text.slice(at + change.remove);
}

describe("an open document", () => {
  /** Random edits of `source`: after each, the open document's analysis equals a fresh one. */
  const equalsFreshAfterEdits = (source: string, language: Language, numRuns: number): void => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        const memo = new OpenDocument(source, language);
        let text = source;
        expect(withMemo(memo, text, language)).toEqual(fresh(text, language));
        for (const change of edits) {
          text = apply(text, change);
          expect(withMemo(memo, text, language)).toEqual(fresh(text, language));
        }
      }),
      { numRuns },
    );
  };

  it.each(["ts", "tsx", "js"] as const)("equals a fresh analysis after every edit (%s)", (language) => {
    equalsFreshAfterEdits(SOURCE, language, 150);
  });

  it("names a return's value by its function, after the function is renamed too", () => {
    const memo = new OpenDocument("", "ts");
    const steps = [
      'function apiUrl() {\n  if (a) {\n    return "localhost:3000/api";\n  }\n}\n',
      'function label() {\n  if (a) {\n    return "localhost:3000/api";\n  }\n}\n',
      'function apiUrl() {\n  if (a) {\n    return "localhost:3000/api";\n  }\n}\n',
    ];
    for (const text of steps) expect(withMemo(memo, text, "ts")).toEqual(fresh(text, "ts"));
    const found = (text: string): number => runSync(findUrisWithDirectives(text, "ts", OPTIONS)).matches.length;
    // Named apiUrl, "localhost:3000/api" is a URI missing its scheme; named label, it is no URI.
    expect(steps.map(found)).toEqual([1, 0, 1]);
  });

  const PROSE = [
    "# Links",
    "A [link](HTTP://example.com/a) and <http://EXAMPLE.com/> and https://x.com:443/b.",
    '{ "homepage": "HTTP://example.com/", "urls": ["https://x.com:443/", "mailto:a@b.c?subject=a b"] }',
    "[ref]: https://example.com/a/../b",
  ].join("\n");

  it.each(["json", "markdown", "text"] as const)("equals a fresh analysis after every edit (%s)", (language) => {
    equalsFreshAfterEdits(PROSE, language, 100);
  });

  it("tells literals with the same text apart by their holes", () => {
    // The same text and context: a string's dot segments are reported, a template's next to a hole are not.
    const memo = new OpenDocument("", "ts");
    const steps = [
      'fetch("https://x.com/x/../a");',
      'fetch("https://x.com/x/../a"); ',
      "fetch(`https://x.com/${a}/../a`); ",
    ];
    for (const text of steps) expect(withMemo(memo, text, "ts")).toEqual(fresh(text, "ts"));
    const codes = (text: string): FindingCode[][] =>
      runSync(findUrisWithDirectives(text, "ts", OPTIONS)).matches.map((m) => m.findings.map((f) => f.code));
    expect(codes(steps[0]!)).toEqual([["dot-segments"]]);
    expect(codes(steps[2]!)).toEqual([[]]);
  });

  it("keeps the URIs of the statements an edit did not touch, and moves those after it", () => {
    const memo = new OpenDocument(SOURCE, "tsx");
    const before = analyzed(memo, SOURCE, "tsx");
    const at = SOURCE.indexOf("class Client");
    const text = `${SOURCE.slice(0, at)}const inserted = "HTTP://new.example.com/";\n${SOURCE.slice(at)}`;
    const after = analyzed(memo, text, "tsx");
    expect(summary(after)).toEqual(fresh(text, "tsx"));
    // Statements before the edit are taken as they were: the very same results.
    const untouched = before.matches.filter((m) => m.candidate.end < at);
    expect(untouched.length).toBeGreaterThan(3);
    for (const match of untouched) expect(after.matches).toContain(match);
    // The inserted one is new, and those after it are moved by the inserted length.
    const moved = after.matches.filter((m) => m.candidate.start > at);
    expect(moved.map((m) => m.candidate.value.text)).toContain("HTTP://new.example.com/");
    expect(moved.length).toBe(before.matches.filter((m) => m.candidate.start > at).length + 1);
  });

  it("checks everything again when the settings change", () => {
    const memo = new OpenDocument(SOURCE, "tsx");
    withMemo(memo, SOURCE, "tsx");
    const codes = new Set(resolveChecks({}, {}).codes);
    codes.delete("default-port");
    const strict = matchOptions({}, codes);
    expect(withMemo(memo, SOURCE, "tsx", strict)).toEqual(fresh(SOURCE, "tsx", strict));
    expect(withMemo(memo, `${SOURCE}\n`, "tsx")).toEqual(fresh(`${SOURCE}\n`, "tsx"));
  });

  it("stays right after an analysis is stopped halfway", () => {
    const big = Array.from(
      { length: 400 },
      (_, i) => `fetch("HTTP://x${i}.com:80/a/../b"); // http://c${i}.com:80/`,
    ).join("\n");
    const memo = new OpenDocument(big, "ts");
    withMemo(memo, big, "ts");
    memo.update(`x;${big}`);
    const stopped = memo.analyze(OPTIONS);
    for (let i = 0; i < 3; i++) stopped.next();
    stopped.return(undefined as never);
    const text = `${big.slice(0, 500)}y;${big.slice(500)}`;
    expect(withMemo(memo, text, "ts")).toEqual(fresh(text, "ts"));
  });

  it("parses in full again once the incremental parses add up to the limit, so old texts are let go", () => {
    const reading = new ScriptReading("ts");
    const base = `const first = "https://example.com/";\n${"let x = 1;\n".repeat(100_000)}`;
    let tree = reading.parse(base);
    let first = tree.statements[0];
    let text = base;
    const reused: boolean[] = [];
    const incremental = Math.floor(REPARSED_LIMIT / (base.length + 20));
    for (let edit = 1; edit <= incremental + 2; edit++) {
      text = `${text}f(${edit});\n`;
      tree = reading.parse(text);
      // An incremental parse keeps the untouched first statement's node (and the old text it was read from).
      reused.push(tree.statements[0] === first);
      first = tree.statements[0];
    }
    expect(incremental).toBeGreaterThan(2);
    expect(reused).toEqual([...Array<boolean>(incremental).fill(true), false, true]);
  });

  it("follows a change of language by reading the document afresh", () => {
    const memo = new OpenDocument(SOURCE, "tsx");
    withMemo(memo, SOURCE, "tsx");
    expect(withMemo(memo, SOURCE, "ts")).toEqual(fresh(SOURCE, "ts"));
  });

  it("reports a document nested too deeply for the parser as unread, and recovers", () => {
    const memo = new OpenDocument(SOURCE, "ts");
    withMemo(memo, SOURCE, "ts");
    const deep = `const u = ${"[".repeat(20000)}"HTTP://x.com"${"]".repeat(20000)};`;
    expect(withMemo(memo, deep, "ts")).toEqual({ matches: [], unreadable: true });
    expect(memo.closed).toBe(false);
    expect(withMemo(memo, SOURCE, "ts")).toEqual(fresh(SOURCE, "ts"));
  });
});

describe("changeRange", () => {
  const cases: [before: string, after: string, start: number, length: number, newLength: number][] = [
    ["abc", "abc", 3, 0, 0],
    ["abc", "abXc", 2, 0, 1],
    ["abc", "ac", 1, 1, 0],
    ["aaaa", "aa", 2, 2, 0],
    ["", "xyz", 0, 0, 3],
    ["xyz", "", 0, 3, 0],
    ["a".repeat(1000) + "b" + "c".repeat(1000), "a".repeat(1000) + "BB" + "c".repeat(1000), 1000, 1, 2],
  ];
  it.each(cases)("%j -> %j", (before, after, start, length, newLength) => {
    expect(changeRange(before, after)).toEqual({ span: { start, length }, newLength });
  });

  it("always describes an edit that turns one text into the other", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.string({ maxLength: 600 }), (before, after) => {
        const { span, newLength } = changeRange(before, after);
        const rebuilt =
          before.slice(0, span.start) +
          after.slice(span.start, span.start + newLength) +
          before.slice(span.start + span.length);
        expect(rebuilt).toBe(after);
      }),
    );
  });
});

describe("a closed document", () => {
  it("keeps nothing and is analysed no more", () => {
    const memo = new OpenDocument(SOURCE, "ts");
    withMemo(memo, SOURCE, "ts");
    memo.close();
    expect(memo.text).toBe("");
    expect(() => runSync(memo.analyze(OPTIONS))).toThrow(/closed/);
  });
});
