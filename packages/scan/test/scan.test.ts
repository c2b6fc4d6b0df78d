import { describe, expect, it } from "vitest";
import type { Language } from "../src/language.js";
import { documentRange } from "../src/matches.js";
import { scanDocument } from "../src/scan.js";
import { alternatingScans, findingsIn, fixedText, positionAt, rangesIn, urisIn, urisOf } from "./support/documents.js";

describe("scripts: string literals, mapped exactly through escapes", () => {
  const cases: [source: string, findings: string[]][] = [
    ['fetch("HTTP://example.com/")', ["scheme-case: HTTP"]],
    // The scheme's "H" is written as an escape: the range covers the escape, not 6 characters off.
    ['fetch("\\u0048TTP://example.com/")', ["scheme-case: \\u0048TTP"]],
    ['fetch("\\u{48}T\\x54P://example.com/")', ["scheme-case: \\u{48}T\\x54P"]],
    ['fetch("http:\\u002F\\u002FEXAMPLE.com/")', ["host-case: EXAMPLE"]],
    ["fetch('https://example.com/a\\'b c')", ["whitespace:  "]],
    // A line continuation is not part of the value; the finding after it lands on the right text.
    ['fetch("https://example.com/\\\n%7e")', ["unreserved-percent-encoded: %7e"]],
    // Astral characters before the finding count two UTF-16 units in the document too.
    // A plane-15 private-use character: outside even an IRI's path (RFC 3987 2.2), so non-ascii.
    ['const x = "󰀀"; fetch("https://example.com/󰀀/a b")', ["non-ascii: 󰀀", "whitespace:  "]],
    ['fetch("https://example.com/\\u{F0000}/a\\x20b")', ["non-ascii: \\u{F0000}", "whitespace: \\x20"]],
  ];
  it.each(cases)("%s", (source, findings) => {
    expect(findingsIn(source)).toEqual(findings);
  });

  it("gives LSP positions in UTF-16 code units after astral characters", () => {
    const source = 'const s = "😀😀"; fetch("HTTP://x.com/")';
    const match = urisOf(source).matches.find((m) => m.candidate.value.text.startsWith("HTTP"));
    expect(match).toBeDefined();
    const finding = match!.findings[0]!;
    const range = documentRange(match!, finding.start, finding.end);
    expect(positionAt(source, range.start)).toEqual({ line: 0, character: source.indexOf("HTTP") });
    // The emoji are 2 units each: "HTTP" starts at character 25, not 23.
    expect(source.indexOf("HTTP")).toBe(25);
  });
});

describe("scripts: template literals", () => {
  it("makes each ${...} an opaque hole and maps findings around it", () => {
    expect(findingsIn("fetch(`HTTP://${host}/a/%7e`)")).toEqual([
      "scheme-case: HTTP",
      "unreserved-percent-encoded: %7e",
    ]);
  });

  it("reports nothing inside a hole (the hole's code is not URI text)", () => {
    expect(findingsIn("fetch(`https://${a b c}/x`)")).toEqual([]);
    expect(urisIn("fetch(`https://${'inner'}/x`)")).toEqual([
      { value: "https://x/x", spelled: "https://${'inner'}/x" },
    ]);
  });

  it("still checks string literals inside a hole, as their own URIs", () => {
    expect(findingsIn("fetch(`https://example.com/${fetch('HTTP://inner.com/')}`)")).toEqual(["scheme-case: HTTP"]);
  });

  it("reads escapes in templates and maps through them", () => {
    expect(findingsIn("fetch(`https://example.com/a\\u0020b`)")).toEqual(["whitespace: \\u0020"]);
  });

  it("reads String.raw text as written", () => {
    expect(urisIn("fetch(String.raw`https://example.com/\\x41`)").map((u) => u.value)).toEqual([
      "https://example.com/\\x41",
    ]);
    expect(urisIn("const url = String.raw`https://example.com/a`")).toEqual([
      { value: "https://example.com/a", spelled: "https://example.com/a" },
    ]);
  });
});

describe("scripts: where a string sits decides (the shared detector)", () => {
  it("leaves module specifiers, comparisons and search patterns alone", () => {
    const source = [
      'import x from "node:fs";',
      'export * from "https://deno.land/x/mod.ts";',
      'const y = require("npm:HTTP://x");',
      'if (u === "HTTP://EXAMPLE.com") {}',
      'u.startsWith("HTTP://");',
      'switch (u) { case "HTTP://A.com": break; }',
    ].join("\n");
    expect(findingsIn(source)).toEqual([]);
  });

  it("checks sinks, URI names, attributes and assignments", () => {
    expect(findingsIn('new URL("HTTP://x.com")')).toEqual(["scheme-case: HTTP"]);
    expect(findingsIn('const apiUrl = "localhost:3000"')).toContainEqual(
      expect.stringMatching(/^host-port-without-scheme: /),
    );
    expect(findingsIn('location.href = "https://x.com:443/"')).toEqual(["default-port: :443"]);
    expect(findingsIn('<a href="HTTP://x.com/">x</a>', "tsx")).toEqual(["scheme-case: HTTP"]);
  });

  it("takes the user's extra sinks from the settings", () => {
    const source = 'api.call("localhost:3000")';
    expect(findingsIn(source)).toEqual([]);
    expect(findingsIn(source, "ts", { sinks: ["api.call"] })).toEqual([
      expect.stringMatching(/^host-port-without-scheme: /),
    ]);
  });

  it("does not read an XML namespace as a location", () => {
    expect(findingsIn('el.setAttribute("xmlns", "HTTP://www.w3.org/2000/svg")')).toEqual([]);
  });
});

describe("JSX", () => {
  it("decodes character references in attributes and maps through them", () => {
    expect(findingsIn('<a href="https://x.com/a?b=1&amp;c=%7e">x</a>', "jsx")).toEqual([
      "unreserved-percent-encoded: %7e",
    ]);
    expect(findingsIn('<a href="HTTP&#58;//x.com/">x</a>', "jsx")).toEqual(["scheme-case: HTTP"]);
  });

  it("reads URIs in JSX text as prose, and `// x` in JSX text is text, not a comment", () => {
    const source = "const a = <p>see HTTP://x.com/ // and http://y.com:80/</p>;";
    expect(findingsIn(source, "jsx")).toEqual(["scheme-case: HTTP", "default-port: :80"]);
  });
});

/** Each URI found: where it was read (string, comment, JSX text...) and its spelling. */
function sites(source: string, language: Language = "ts"): [string, string][] {
  return urisOf(source, language).matches.map((m) => [
    m.candidate.site.in,
    source.slice(m.candidate.start, m.candidate.end),
  ]);
}

describe("comments", () => {
  it("reads URIs in line, block and JSDoc comments", () => {
    const source = [
      "// see HTTP://example.com/docs.",
      "/* mirrored at <http://example.com:80/a> */",
      "/** @see https://example.com/%7euser */",
      "f(/* http://EXAMPLE.com/ */);",
    ].join("\n");
    expect(findingsIn(source)).toEqual([
      "scheme-case: HTTP",
      "default-port: :80",
      "unreserved-percent-encoded: %7e",
      "host-case: EXAMPLE",
    ]);
  });

  it("reads a comment's quoted strings, lists and curly quotes as prose is read (issue 34's scripts)", () => {
    const source = [
      "/**",
      " * @example",
      " *   const urls = ['https://x.example/z'].map(String);",
      " * Allowed origins: https://a.example,https://b.example",
      " * “'https:'” is the default.",
      " */",
    ].join("\n");
    expect(findingsIn(source)).toEqual([]);
  });

  it("ends the target of JSDoc's inline link tag at the bar before its text (tmp's lib/tmp.js)", () => {
    const source = [
      "/**",
      " * @see {@link https://github.com/raszi/node-tmp/issues/57|raszi/node-tmp#57}",
      " * {@linkplain HTTP://x.example/a|x} and {@link HTTP://y.example/|}",
      " * but not elsewhere: https://x.example/a|b",
      " */",
    ].join("\n");
    expect(rangesIn(source, "js").map(([code, start, end]) => `${code}: ${source.slice(start, end)}`)).toEqual([
      "scheme-case: HTTP",
      "scheme-case: HTTP",
      "invalid-character: |",
    ]);
    expect(urisIn(source, "js").map((u) => u.value)).toEqual([
      "https://github.com/raszi/node-tmp/issues/57",
      "HTTP://x.example/a",
      "HTTP://y.example/",
      "https://x.example/a|b",
    ]);
  });

  it("does not read a string as a comment, nor a comment as a string", () => {
    expect(findingsIn('const s = "// http://x.com:80/"; // "HTTP://y.com/"')).toEqual(["scheme-case: HTTP"]);
  });

  // Comments are read between the tokens of the tree: "//" and "/*" inside a literal never start one.
  const comments: [what: string, language: Language, source: string, found: [string, string][]][] = [
    [
      "not in a regular expression",
      "ts",
      "const re = /https:\\/\\/x\\.com\\/* [/*] HTTP:\\/\\/a\\.com\\//g; // see HTTP://b.com/",
      [["comment", "HTTP://b.com/"]],
    ],
    [
      "after a division",
      "ts",
      "const d = a / /* HTTP://c.com/ */ b / 2; // HTTP://d.com/",
      [
        ["comment", "HTTP://c.com/"],
        ["comment", "HTTP://d.com/"],
      ],
    ],
    [
      "in a template's hole, not in a template",
      "ts",
      "fetch(`https://x.com/${ /* HTTP://e.com/ */ id }/${ `// HTTP://f.com/` }`)",
      [
        ["template", "https://x.com/${ /* HTTP://e.com/ */ id }/${ `// HTTP://f.com/` }"],
        ["comment", "HTTP://e.com/"],
      ],
    ],
    [
      "in an empty block, array and object",
      "ts",
      "function f() { /* HTTP://g.com/ */ }\nconst a = [/* HTTP://h.com/ */];\nconst o = {/* HTTP://i.com/ */};",
      [
        ["comment", "HTTP://g.com/"],
        ["comment", "HTTP://h.com/"],
        ["comment", "HTTP://i.com/"],
      ],
    ],
    [
      "not in a shebang line",
      "ts",
      "#!/usr/bin/env node HTTP://j.com/\nconst x = 1; // HTTP://k.com/",
      [["comment", "HTTP://k.com/"]],
    ],
    [
      "in a JSX expression, not in JSX text",
      "tsx",
      "const p = <p>/* HTTP://l.com/ */ {/* HTTP://m.com/ */} // HTTP://n.com/</p>;",
      [
        ["jsx-text", "HTTP://l.com/"],
        ["comment", "HTTP://m.com/"],
        ["jsx-text", "HTTP://n.com/"],
      ],
    ],
    [
      "in a JSX attribute's expression",
      "tsx",
      'const q = <a href="HTTP://o.com/" title={/* HTTP://p.com/ */ t}>x</a>;',
      [
        ["string", "HTTP://o.com/"],
        ["comment", "HTTP://p.com/"],
      ],
    ],
    [
      "each once, however many lie between two tokens",
      "ts",
      "let m = x /* HTTP://q.com/ */ /* HTTP://r.com/ */\n/* HTTP://s.com/ */ + 1; type T = /* HTTP://t.com/ */ string;",
      [
        ["comment", "HTTP://q.com/"],
        ["comment", "HTTP://r.com/"],
        ["comment", "HTTP://s.com/"],
        ["comment", "HTTP://t.com/"],
      ],
    ],
  ];
  it.each(comments)("finds comments %s", (_what, language, source, found) => {
    expect(sites(source, language)).toEqual(found);
  });
});

// A node whose text holds no quote, backtick, "<" or "/" is not visited: each case holds one kind only.
describe("the nodes left unvisited for holding no candidate", () => {
  const cases: [what: string, language: Language, source: string, found: [string, string][]][] = [
    [
      "a double quote",
      "ts",
      'function f(x: number) { if (x > 1) return "mailto:a@example.com"; return 0; }',
      [["string", "mailto:a@example.com"]],
    ],
    [
      "a single quote",
      "ts",
      "function f(x: number) { if (x > 1) return 'mailto:a@example.com'; return 0; }",
      [["string", "mailto:a@example.com"]],
    ],
    ["a backtick", "ts", "let a = 1; const link = `mailto:a@example.com`;", [["template", "mailto:a@example.com"]]],
    [
      'a "<" (JSX text in an element left open)',
      "tsx",
      "const v = <p>see urn:isbn:0451450523",
      [["jsx-text", "urn:isbn:0451450523"]],
    ],
    // The comment is in the leading trivia of `return 1;`, not yet read when the walk reaches it.
    [
      'a "/" (a comment before a statement)',
      "ts",
      "function f() {\n  // HTTP://lead.example.com\n  return 1;\n}",
      [["comment", "HTTP://lead.example.com"]],
    ],
    [
      "a quote at the statement's very start (a string left open)",
      "ts",
      "let a = 1;'mailto:a@example.com",
      [["string", "mailto:a@example.com"]],
    ],
  ];
  it.each(cases)("finds a candidate whose only mark is %s", (_what, language, source, found) => {
    expect(sites(source, language)).toEqual(found);
  });
});

describe("JSON", () => {
  it("checks values, never keys, named by their property", () => {
    const source = '{ "HTTP://key.com": "x", "homepage": "HTTP://example.com/", "urls": ["https://x.com:443/"] }';
    expect(findingsIn(source, "json")).toEqual(["scheme-case: HTTP", "default-port: :443"]);
  });

  it("maps through JSON escapes", () => {
    expect(findingsIn('{ "url": "http:\\/\\/EXAMPLE.com\\/" }', "json")).toEqual(["host-case: EXAMPLE"]);
  });

  it("reads a value with words after its URI as prose, unless its member names a URI", () => {
    // css-tree's data/patch.json and TypeScript's Japanese messages: prose in a value, no broken URI.
    const prose = '{ "comment": "https://a.example/#x & https://b.example/#y", "m": "https://aka.ms/x も参照" }';
    expect(findingsIn(prose, "json")).toEqual([]);
    // Under a URI name, or in an array of a parser's fixtures, the space is a mistake in the URI.
    expect(findingsIn('{ "url": "https://aka.ms/x も参照" }', "json")).toEqual(["whitespace:  "]);
    expect(findingsIn('[["http://example.com:123/one/space in.url?q1=a1#body"]]', "json")).toEqual(["whitespace:  "]);
  });

  it("leaves $schema alone", () => {
    expect(findingsIn('{ "$schema": "HTTP://json-schema.org/draft-07/schema#" }', "json")).toEqual([]);
  });
});

describe("Markdown", () => {
  it("checks link and image destinations, reference definitions and autolinks", () => {
    const source = [
      'A [link](HTTP://example.com/a) and ![img](<https://example.com/a b.png> "title").',
      "",
      "[ref]: https://example.com:443/x",
      "",
      "Auto <http://EXAMPLE.com/> and relative [doc](./a/../b.md) and [abs](https://example.com/a/../b.md).",
    ].join("\n");
    // A relative reference keeps its dot segments (RFC 3986 6.2.2.3); a URI's are reported.
    expect(findingsIn(source, "markdown")).toEqual([
      "scheme-case: HTTP",
      "whitespace:  ",
      "default-port: :443",
      "host-case: EXAMPLE",
      "dot-segments: a/../",
    ]);
  });

  it("keeps balanced parentheses in a destination and maps through backslash escapes", () => {
    expect(urisIn("[w](https://en.wikipedia.org/wiki/URI_(disambiguation))", "markdown").map((u) => u.value)).toEqual([
      "https://en.wikipedia.org/wiki/URI_(disambiguation)",
    ]);
    expect(findingsIn("[w](https://example.com/a\\(b\\)%7e)", "markdown")).toEqual(["unreserved-percent-encoded: %7e"]);
  });

  it("skips code spans and reads a fenced block as the language its info string names", () => {
    const source = "Use `HTTP://x.com` here.\n\n```js\nfetch('HTTP://y.com')\n```\n\nBut HTTP://z.com counts.";
    expect(findingsIn(source, "markdown")).toEqual(["scheme-case: HTTP", "scheme-case: HTTP"]);
    expect(urisIn(source, "markdown").map((u) => u.value)).toEqual(["HTTP://y.com", "HTTP://z.com"]);
  });

  it("reads the link text as prose, stopping at its bracket", () => {
    expect(urisIn("[https://example.com/](https://example.com/)", "markdown").map((u) => u.spelled)).toEqual([
      "https://example.com/",
      "https://example.com/",
    ]);
  });
});

describe("plain text: RFC 3986 Appendix C delimiting", () => {
  it("finds the URIs of the appendix's own example", () => {
    const text = [
      // The appendix names www.w3.org, which the shared detector keeps as a namespace identifier.
      'Yes, Jim, I found it under "http://www.example.org/Addressing/",',
      "but you can probably pick it up from <ftp://foo.example.",
      "com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/",
      "ietf/uri/historical.html#WARNING>.",
    ].join("\n");
    expect(urisIn(text, "text").map((u) => u.value)).toEqual([
      "http://www.example.org/Addressing/",
      "ftp://foo.example.com/rfc/",
      "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
    ]);
  });

  it("drops trailing punctuation and unbalanced closing brackets", () => {
    const text = "See http://a.com/x. Or (http://b.com/y), or http://c.com/z?; and http://d.com/w_(v).";
    expect(urisIn(text, "text").map((u) => u.value)).toEqual([
      "http://a.com/x",
      "http://b.com/y",
      "http://c.com/z",
      "http://d.com/w_(v)",
    ]);
  });

  it("does not take labels, times or paths for URIs", () => {
    expect(urisIn("Error: failed. TODO: fix. At 10:30. C:\\Users\\me and git@github.com:org/repo.git", "text")).toEqual(
      [],
    );
  });

  it("maps a URI broken across lines inside <...> to each of its pieces", () => {
    const text = "<http://EXAMPLE.\n   com/a>";
    const match = urisOf(text, "text").matches[0]!;
    expect(match.candidate.value.text).toBe("http://EXAMPLE.com/a");
    const finding = match.findings.find((f) => f.code === "host-case")!;
    const range = documentRange(match, finding.start, finding.end);
    expect(text.slice(range.start, range.end)).toBe("EXAMPLE");
  });
});

describe("robustness", () => {
  const broken = [
    'fetch("unterminated',
    "fetch(`unterminated ${",
    '<a href="x',
    "/* unterminated comment http://x.com",
    '{ "a": "http://x.com\\',
    "[x](<http://x.com",
    "<http://",
    "\\",
    "\uD800",
  ];
  it.each(broken)("never throws on %j", (source) => {
    for (const language of ["ts", "tsx", "json", "markdown", "text"] as const) {
      expect(() => urisOf(source, language)).not.toThrow();
    }
  });

  it("walks deep nesting with its own stack, and reports a file the parser cannot read as unread", () => {
    const deep = `const u = ${"[".repeat(500)}"HTTP://x.com"${"]".repeat(500)};`;
    expect(findingsIn(deep)).toEqual(["scheme-case: HTTP"]);
    const tooDeep = `const u = ${"[".repeat(20000)}"HTTP://x.com"${"]".repeat(20000)};`;
    expect(urisOf(tooDeep, "ts")).toEqual({ matches: [], unreadable: true });
  });

  it("keeps document positions consistent after CRLF line ends", () => {
    const source = 'x\r\nfetch("HTTP://x.com")';
    const match = urisOf(source).matches[0]!;
    const range = documentRange(match, 0, 4);
    expect(positionAt(source, range.start)).toEqual({ line: 1, character: 7 });
    expect(source.slice(range.start, range.end)).toBe("HTTP");
  });
});

describe("fixes spelled back into the document", () => {
  it("applies every autofix in its quoting, and a second pass finds nothing more", () => {
    const source = "fetch('HTTP://Example.COM:80/a/%7e'); // see HTTP://X.com:80/\nconst s = `http://A.com:80/${p}`;";
    const fixed = fixedText(source, "ts");
    expect(fixed).toBe("fetch('http://example.com/a/~'); // see http://x.com/\nconst s = `http://a.com/${p}`;");
    expect(fixedText(fixed, "ts")).toBe(fixed);
    expect(rangesIn(fixed, "ts")).toEqual([]);
  });
});

/**
 * The language scanners report into the batch of the step being run (scan.ts); the server runs
 * the steps of several documents' scans in turn, and abandons a scan when a newer edit arrives.
 */
describe("scans whose steps alternate", () => {
  // Long enough for many checkpoints (16 K characters each).
  const json = `[${Array.from({ length: 3000 }, (_, k) => `"https://a.example/${k}"`).join(",")}]`;
  const dotenv = Array.from(
    { length: 3000 },
    (_, k) => `URL_${k}=https://b.example/${k} # see https://c.example/${k}`,
  ).join("\n");

  it("give each scan its own candidates, in order, as when run alone", () => {
    const { alone, together, rounds } = alternatingScans([
      [json, "json"],
      [dotenv, "dotenv"],
    ]);
    expect(rounds).toBeGreaterThan(5);
    expect(alone[0]).toHaveLength(3000);
    expect(alone[1]).toHaveLength(6000);
    expect(together).toEqual(alone);
  });

  it("leave nothing behind when one is abandoned halfway", () => {
    const abandoned: string[] = [];
    const scan = scanDocument(json, "json", (candidate) => abandoned.push(candidate.value.text));
    scan.next();
    scan.next();
    scan.return();
    const before = abandoned.length;
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(3000);
    expect(alternatingScans([[dotenv, "dotenv"]]).alone[0]).toHaveLength(6000);
    expect(abandoned).toHaveLength(before);
  });
});
