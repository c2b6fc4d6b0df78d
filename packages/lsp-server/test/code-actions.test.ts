import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { TextEdit } from "vscode-languageserver";
import { codeActions, FIX_ALL_KIND, kindRequested, NORMALIZE_TITLE } from "../src/code-actions.js";
import { actionsFor, afterAction, titles } from "./support/actions.js";
import { analyzed } from "./support/service.js";

describe("fixes land as valid source, spelled for their place", () => {
  const cases: [
    source: string,
    language: "ts" | "jsx" | "json" | "markdown" | "text",
    title: string,
    expected: string,
  ][] = [
    ['fetch("HTTP://x.com/")', "ts", "Lower-case the scheme", 'fetch("http://x.com/")'],
    // The fix replaces the escapes it covers, and only them.
    ['fetch("\\u0048TTP://x.com/")', "ts", "Lower-case the scheme", 'fetch("http://x.com/")'],
    ['fetch("http:\\u002F\\u002FX.com/")', "ts", "Lower-case the host", 'fetch("http:\\u002F\\u002Fx.com/")'],
    // Both units of an astral escape are replaced together (the IRI's URI form, RFC 3987 3.1).
    [
      'fetch("https://x.com/\\u{1F600}")',
      "ts",
      "Write the URI form (RFC 3987 3.1)",
      'fetch("https://x.com/%F0%9F%98%80")',
    ],
    ['fetch("https://x.com/😀")', "ts", "Write the URI form (RFC 3987 3.1)", 'fetch("https://x.com/%F0%9F%98%80")'],
    [
      'fetch("https://x.com/\\u{F0000}")',
      "ts",
      "Percent-encode as %F3%B0%80%80",
      'fetch("https://x.com/%F3%B0%80%80")',
    ],
    ["fetch(`https://${host}/a b`)", "ts", "Percent-encode as %20", "fetch(`https://${host}/a%20b`)"],
    ['fetch("C:\\\\Users\\\\me")', "ts", "Write it as a file: URI", 'fetch("file:///C:/Users/me")'],
    [
      '<a href="https://x.com/?a=1&amp;b=%7e">x</a>',
      "jsx",
      "Decode the unreserved character",
      '<a href="https://x.com/?a=1&amp;b=~">x</a>',
    ],
    [
      '{"url": "http:\\/\\/x.com\\/a\\/.\\/b"}',
      "json",
      "Remove the dot segments",
      '{"url": "http:\\/\\/x.com\\/a\\/b"}',
    ],
    ["[a](<https://x.com/a b>)", "markdown", "Percent-encode as %20", "[a](<https://x.com/a%20b>)"],
    ["See <http://X.com:80/>.", "text", NORMALIZE_TITLE, "See <http://x.com/>."],
  ];
  it.each(cases)("%s: %s", (source, language, title, expected) => {
    expect(afterAction(source, title, language)).toBe(expected);
  });

  it("offers the safe fix as preferred, and a suggestion that is the same edit only once", () => {
    const { actions } = actionsFor('fetch("https://x.com:443/")');
    expect(actions.filter((a) => a.title === "Remove the default port")).toEqual([
      expect.objectContaining({ kind: "quickfix", isPreferred: true }),
    ]);
  });

  it("does not offer 'Normalize this URI' when one finding's fix already does it all", () => {
    expect(titles('fetch("https://x.com:443/")')).not.toContain(NORMALIZE_TITLE);
    expect(titles('fetch("HTTPS://x.com:443/")')).toContain(NORMALIZE_TITLE);
  });

  it("never offers an edit into a template hole", () => {
    const source = "fetch(`HTTP://${host}:80/`)";
    const { document, actions } = actionsFor(source);
    const hole = { start: source.indexOf("${"), end: source.indexOf("}") + 1 };
    for (const action of actions) {
      for (const edit of (action.edit?.changes?.[document.uri] ?? []) as TextEdit[]) {
        const start = document.offsetAt(edit.range.start);
        const end = document.offsetAt(edit.range.end);
        expect(end <= hole.start || start >= hole.end, `${action.title} edits the hole`).toBe(true);
      }
    }
  });
});

describe("no action that leaves the URI as it was, or rewrites what no finding is about (issue 34)", () => {
  it.each([
    ["[x](http://exa mple.com)", "markdown"],
    ["See http://exa mple.com here", "text"],
  ] as const)("%s: no 'Normalize this URI' for a URI with no finding", (source, language) => {
    expect(titles(source, language)).not.toContain(NORMALIZE_TITLE);
  });

  it("normalizes only what is reported: a check that is off stays as written", () => {
    const source = 'fetch("HTTP://X.com:80/");';
    const { document, analysis } = analyzed(source, "ts", { checks: { "default-port": false } });
    const actions = codeActions(
      document,
      analysis,
      { range: { start: 0, end: source.length }, diagnostics: [], language: "ts" },
      { documentChanges: false },
    );
    const normalize = actions.find((a) => a.title === NORMALIZE_TITLE)!;
    const fixed = TextDocument.applyEdits(document, (normalize.edit?.changes?.[document.uri] ?? []) as TextEdit[]);
    expect(fixed).toBe('fetch("http://x.com:80/");');
  });

  it("drops a repair after which the URI still has the error it claims to repair", () => {
    const source = 'fetch("https://example.com/a b");';
    const { document, analysis } = analyzed(source);
    // A repair that writes the space again (as a broken spelling could): the URI stays broken.
    const withBogus = {
      ...analysis,
      matches: analysis.matches.map((match) => ({
        ...match,
        findings: match.findings.map((finding) => ({
          ...finding,
          suggestions: [
            { title: "Bogus", edits: [{ start: finding.start, end: finding.end, text: "  " }] },
            ...finding.suggestions,
          ],
        })),
      })),
    };
    const actions = codeActions(
      document,
      withBogus,
      { range: { start: 0, end: 0 }, diagnostics: [], language: "ts" },
      { documentChanges: false },
    );
    const offered = codeActions(
      document,
      withBogus,
      { range: { start: 10, end: 10 }, diagnostics: [], language: "ts" },
      { documentChanges: false },
    ).map((a) => a.title);
    expect(actions).toEqual([]);
    expect(offered).toContain("Percent-encode as %20");
    expect(offered).not.toContain("Bogus");
  });
});

describe("fix all (source.fixAll.urilint)", () => {
  const source = 'fetch("HTTP://x.com:80/a/./b");\nconst db = "postgres://admin:hunter2@db/x";\n';

  it("applies every safe normalization, never the password's removal nor a suggestion", () => {
    const { document, actions } = actionsFor(source, "ts", { start: 0, end: 0 }, ["source.fixAll"]);
    expect(actions.map((a) => a.kind)).toEqual([FIX_ALL_KIND]);
    const fixed = TextDocument.applyEdits(document, (actions[0]!.edit?.changes?.[document.uri] ?? []) as TextEdit[]);
    // The dot segments are a suggestion (removing them may change what a server serves).
    expect(fixed).toBe('fetch("http://x.com/a/./b");\nconst db = "postgres://admin:hunter2@db/x";\n');
  });

  it("honours the settings: a check that is off is not fixed", () => {
    const { document, analysis } = analyzed(source, "ts", { checks: { "scheme-case": false } });
    const actions = codeActions(
      document,
      analysis,
      { range: { start: 0, end: 0 }, diagnostics: [], only: [FIX_ALL_KIND] },
      { documentChanges: false },
    );
    const fixed = TextDocument.applyEdits(document, (actions[0]!.edit?.changes?.[document.uri] ?? []) as TextEdit[]);
    expect(fixed.split("\n")[0]).toBe('fetch("HTTP://x.com/a/./b");');
  });
});

describe("recomputed from code and range alone", () => {
  it("finds the finding of a diagnostic that comes back with only code, message and range", () => {
    const source = 'fetch("HTTP://x.com/"); fetch("HTTP://y.com/");';
    const { document, analysis } = analyzed(source);
    const at = source.lastIndexOf("HTTP");
    const range = { start: document.positionAt(at), end: document.positionAt(at + 4) };
    const actions = codeActions(
      document,
      analysis,
      {
        range: { start: 0, end: 0 }, // the cursor elsewhere: the diagnostic's range is what counts
        diagnostics: [{ range, message: "whatever the client kept", code: "scheme-case" }],
        only: ["quickfix"],
      },
      { documentChanges: false },
    );
    const fix = actions.find((a) => a.title === "Lower-case the scheme" && a.diagnostics !== undefined)!;
    expect(fix.diagnostics?.[0]?.code).toBe("scheme-case");
    const edits = (fix.edit?.changes?.[document.uri] ?? []) as TextEdit[];
    expect(edits.map((e) => document.offsetAt(e.range.start))).toEqual([at]);
  });

  it("ignores diagnostics of other tools", () => {
    const source = 'fetch("https://x.com/");';
    const { document, analysis } = analyzed(source);
    const actions = codeActions(
      document,
      analysis,
      {
        range: { start: 0, end: 0 },
        diagnostics: [
          {
            range: { start: { line: 0, character: 7 }, end: { line: 0, character: 12 } },
            message: "x",
            code: "scheme-case",
            source: "eslint",
          },
        ],
      },
      { documentChanges: false },
    );
    expect(actions).toEqual([]);
  });
});

describe("kindRequested: `only` matches hierarchically", () => {
  const cases: [only: string[] | undefined, kind: string, expected: boolean][] = [
    [undefined, "quickfix", true],
    [[], "source.fixAll.urilint", true],
    [["source"], "source.fixAll.urilint", true],
    [["source.fixAll"], "source.fixAll.urilint", true],
    [["source.fixAll.urilint"], "source.fixAll.urilint", true],
    [["source.fix"], "source.fixAll.urilint", false],
    [["quickfix"], "source.fixAll.urilint", false],
    [["refactor", "quickfix"], "quickfix", true],
  ];
  it.each(cases)("only %j, kind %s: %s", (only, kind, expected) => {
    expect(kindRequested(only, kind)).toBe(expected);
  });
});
