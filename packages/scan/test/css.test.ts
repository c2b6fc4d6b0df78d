/**
 * The CSS scanner: documents with their findings (code, exact document range) and fixed text for
 * quoted and unquoted `url()`, `@import` and `image-set()`, escapes; the traps that must stay
 * silent; passwords; the decoder against css-tree's own values; fixes read back by css-tree; and
 * fuzzing.
 */
import { parse, walk, type CssNode } from "css-tree";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageOf } from "../src/language.js";
import { decodeCss, spellCss, type CssSpelling } from "../src/languages/css/string.js";
import { documentRange } from "../src/matches.js";
import { fixedText, rangesIn, urisIn } from "./support/documents.js";
import { expectSoundScan, fuzzTests, withFixes } from "./support/fuzz.js";
import { rangesOf } from "./support/ranges.js";
import { expectPasswordReportedNotEchoed } from "./support/secrets.js";

describe("CSS: which documents are CSS", () => {
  it.each([
    ["css", "file:///a/x"],
    [undefined, "site.css"],
    [undefined, "/a/B.CSS"],
  ])("%s %s", (languageId, path) => {
    expect(languageOf(languageId, path)).toBe("css");
  });
  it("leaves SCSS and Less alone (css-tree does not read their syntax)", () => {
    expect(languageOf("scss", "a.scss")).toBe("text");
    expect(languageOf("less", "a.less")).toBe("text");
  });
});

type Row = [what: string, document: string, findings: [code: string, needle: string, after?: string][], fixed: string];

describe("CSS: findings at their exact ranges, fixed in the url's quoting", () => {
  const rows: Row[] = [
    [
      "an unquoted url",
      "a { background: url(HTTP://Example.com:80/bg.png) }",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "a { background: url(http://example.com/bg.png) }",
    ],
    [
      "a double-quoted url",
      'a { background: url("HTTP://Example.com:80/bg.png") }',
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      'a { background: url("http://example.com/bg.png") }',
    ],
    [
      "a single-quoted url with white space inside the parentheses",
      "a { background: url(  'https://example.com:443/x'  ) }",
      [["default-port", ":443"]],
      "a { background: url(  'https://example.com/x'  ) }",
    ],
    [
      "@import with a string and with url()",
      '@import "HTTP://a.example/x.css";\n@import url(http://b.example:80/y.css) screen;\n@import url("https://c.example/%7e.css") layer(base);',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
        ["unreserved-percent-encoded", "%7e"],
      ],
      '@import "http://a.example/x.css";\n@import url(http://b.example/y.css) screen;\n@import url("https://c.example/~.css") layer(base);',
    ],
    [
      "image-set() strings and urls",
      'a { background-image: image-set("HTTP://i.example/1.png" 1x, url(https://i.example:443/2.png) 2x); }',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":443"],
      ],
      'a { background-image: image-set("http://i.example/1.png" 1x, url(https://i.example/2.png) 2x); }',
    ],
    [
      "@font-face src",
      '@font-face { font-family: X; src: url(HTTP://f.example/x.woff2) format("woff2"), local("X"); }',
      [["scheme-case", "HTTP"]],
      '@font-face { font-family: X; src: url(http://f.example/x.woff2) format("woff2"), local("X"); }',
    ],
    [
      "an escaped space in an unquoted url is a space of the URL",
      "a { b: url(https://example.com/a\\ b.png) }",
      [["whitespace", "\\ "]],
      "a { b: url(https://example.com/a\\ b.png) }",
    ],
    [
      "hex escapes map to their whole spelling, the space after them included",
      'a { b: url("\\48 TTP://x.example/\\25 7e") }',
      [
        ["scheme-case", "\\48 TTP"],
        ["unreserved-percent-encoded", "\\25 7e"],
      ],
      'a { b: url("http://x.example/~") }',
    ],
    [
      "an escaped quote stays escaped when the fix lands beside it",
      "a { b: url('HTTP://x.example/it\\'s') }",
      [["scheme-case", "HTTP"]],
      "a { b: url('http://x.example/it\\'s') }",
    ],
    [
      "a line continuation in a string is nothing",
      'a { b: url("http://x.example:80/a\\\nb") }',
      [["default-port", ":80"]],
      'a { b: url("http://x.example/a\\\nb") }',
    ],
    [
      "comments are prose",
      "/* see HTTP://docs.example/ */\na { color: red } /* http://b.example:80/ */",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "/* see http://docs.example/ */\na { color: red } /* http://b.example/ */",
    ],
    [
      "a string's words, by content",
      'a::after { content: "Visit HTTP://x.example/ now" }',
      [["scheme-case", "HTTP"]],
      'a::after { content: "Visit http://x.example/ now" }',
    ],
    [
      "media and supports rules",
      "@media (min-width: 1px) { @supports (display: grid) { .a { background: url(HTTP://n.example/) } } }",
      [["scheme-case", "HTTP"]],
      "@media (min-width: 1px) { @supports (display: grid) { .a { background: url(http://n.example/) } } }",
    ],
    [
      "CR LF line ends",
      "a {\r\n  b: url(HTTP://x.example/);\r\n}\r\n/* http://c.example:80/ */\r\n",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "a {\r\n  b: url(http://x.example/);\r\n}\r\n/* http://c.example/ */\r\n",
    ],
  ];
  it.each(rows)("%s", (_what, document, findings, fixed) => {
    expect(rangesIn(document, "css")).toEqual(rangesOf(document, findings));
    expect(fixedText(document, "css")).toBe(fixed);
  });
});

describe("CSS: what stays silent", () => {
  const traps: [what: string, document: string][] = [
    ["a fragment reference", ".x { filter: url(#gradient); mask: url('#m') }"],
    [
      "data: URLs",
      ".x { background: url(data:image/png;base64,iVBORw0KGgo=) } .y { background: url(\"data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'></svg>\") }",
    ],
    [
      "relative references",
      ".x { background: url(../img/a.png) } .y { background: url('./b.png') } @import 'base.css'; .z { cursor: url(/c.cur), auto }",
    ],
    [
      "custom properties and var()",
      ":root { --brand: #fff; --bg: url(HTTP://X.example/) } .x { color: var(--brand); background: var(--bg, url(HTTP://Y.example/)) }",
    ],
    ["@namespace", '@namespace url(http://www.w3.org/1999/xhtml); @namespace svg "http://www.w3.org/2000/svg";'],
    [
      "attribute selectors compare with a pattern",
      'a[href^="http://"], a[href*="://"], a[href="https://example.com:443/"] { color: red }',
    ],
    [
      "strings that are no URLs",
      '.x { font-family: "Helvetica Neue", sans-serif; content: "\\201C"; quotes: "«" "»"; grid-template-areas: "a b" }',
    ],
    [
      "what css-tree could not parse",
      ".x { background: url(a b c); filter: progid:DXImageTransform.Microsoft.gradient(startColorstr='#1', endColorstr='#2') }",
    ],
    ["a password placeholder", ".x { background: url(https://user:changeme@img.example/a.png) }"],
  ];
  it.each(traps)("%s", (_what, document) => {
    expect(rangesIn(document, "css")).toEqual([]);
  });
});

describe("CSS: passwords are reported at their range, never echoed", () => {
  const cases: [document: string, password: string, value?: string][] = [
    [".x { background: url(https://bot:hunter2@img.example/a.png) }", "hunter2"],
    ['@import "https://u:s3cr\\65 t@css.example/x.css";', "s3cr\\65 t", "s3cret"],
  ];
  it.each(cases)("%j", (document, password, value) => {
    expectPasswordReportedNotEchoed(document, password, "css", value);
  });
});

describe("CSS: spelling a replacement", () => {
  const cases: [value: string, spelling: CssSpelling, quote: string, spelled: string | undefined][] = [
    ["a b", "css-string", '"', "a b"],
    ['a"b\\c', "css-string", '"', 'a\\"b\\\\c'],
    ["a'b", "css-string", '"', "a'b"],
    ["a\nb", "css-string", "'", "a\\a b"],
    ["a b(c)'d\"", "css-url", "(", "a\\ b\\(c\\)\\'d\\\""],
    ["a\tb", "css-url", "(", "a\\9 b"],
    ['a"&b', "css-string-in-html", '""', "a\\&quot;&amp;b"],
    ["a'b", "css-string-in-html", "'\"", "a\\'b"],
    ["a b", "css-url-in-html", "(", "a\\&#32;b"],
  ];
  it.each(cases)("%j as %s (quote %j) is %j", (value, spelling, quote, spelled) => {
    expect(spellCss(value, spelling, quote)).toBe(spelled);
  });
});

/** The Url and String nodes of a style sheet. */
function valueNodes(css: string): CssNode[] {
  const out: CssNode[] = [];
  walk(parse(css, { positions: true }), (node) => {
    if (node.type === "Url" || node.type === "String") out.push(node);
  });
  return out;
}

const ESCAPE_PIECES = [
  "a",
  "B",
  "/",
  ":",
  " ",
  "(",
  "%7e",
  "😀",
  "é",
  "\\\\",
  '\\"',
  "\\'",
  "\\(",
  "\\)",
  "\\ ",
  "\\26 ",
  "\\26",
  "\\000026x",
  "\\1F600",
  "\\0",
  "\\D800 ",
  "\\110000",
  "\\41\r\n",
  "\\41\t",
  "\\g",
  "\\\n",
  "\\\r\n",
  "\\😀",
];

describe("CSS: the decoder reads every string and url as css-tree does", () => {
  it("agrees on generated strings and urls", () => {
    const pieces = fc.array(fc.constantFrom(...ESCAPE_PIECES), { maxLength: 10 });
    fc.assert(
      fc.property(pieces, fc.constantFrom('"', "'", ""), (parts, quote) => {
        // A quoted url holds no piece with its quote; an unquoted one no raw white space, quote or parenthesis, no line continuation.
        const content =
          quote === ""
            ? parts
                .filter((part) => !/^\\[\r\n]/.test(part))
                .map((part) => (part.startsWith("\\") ? part : part.replace(/[\s"'()]/g, "_")))
                .join("")
            : parts.filter((part) => !part.includes(quote)).join("");
        const css = quote === "" ? `a{b:url(${content})}` : `a{b:url(${quote}${content}${quote})}`;
        // css-tree reads an unquoted url that ends with an escaped space (`url(a\\ )`) as "a )", where
        // CSS Syntax 4.3.6 (and the scanner) read "a ": that one difference is left out.
        if (quote === "" && content.endsWith("\\ ")) return;
        const node = valueNodes(css)[0];
        if (node?.type !== "Url") return; // css-tree reads a broken url as Raw text
        const start = quote === "" ? 8 : 9;
        expect(decodeCss(css, start, start + content.length).text).toBe(node.value);
      }),
      { numRuns: 3000 },
    );
  });
});

const uriArbitrary = fc
  .record({
    scheme: fc.constantFrom("HTTP", "http", "Https"),
    host: fc.constantFrom("EXAMPLE.com", "example.com", "Ex.Org"),
    port: fc.constantFrom("", ":80", ":443", ":8080"),
    path: fc.array(fc.constantFrom("a", "%7e", "%7Euser", ".", "..", "b%2f", "x'y", "q(r)"), { maxLength: 4 }),
    query: fc.constantFrom("", "?q=%41", "?a=1&b=%2a", '?x="y"'),
  })
  .map(({ scheme, host, port, path, query }) => `${scheme}://${host}${port}/${path.join("/")}${query}`);

/** `uri` written in a `url()` with `quote` ("" unquoted), some characters escaped. */
function written(uri: string, quote: string, escapes: boolean[]): string {
  let out = "";
  for (let i = 0; i < uri.length; i++) {
    const char = uri[i]!;
    if (char === quote || (quote === "" && `"'()`.includes(char))) out += `\\${char}`;
    else if (escapes[i % escapes.length] === true && i % 3 === 0) out += `\\${char.charCodeAt(0).toString(16)} `;
    else out += char;
  }
  return `url(${quote}${out}${quote})`;
}

describe("CSS: fixes keep the document valid and mean what the core meant", () => {
  it("every fix applied, the value css-tree reads is the URI with the core's fixes applied", () => {
    fc.assert(
      fc.property(
        uriArbitrary,
        fc.constantFrom('"', "'", ""),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        (uri, quote, escapes) => {
          const source = `.x { background: ${written(uri, quote, escapes)} no-repeat }`;
          const read = (text: string): string | undefined => {
            const node = valueNodes(text)[0];
            return node?.type === "Url" ? node.value : undefined;
          };
          expect(read(source)).toBe(uri);
          expect(read(fixedText(source, "css"))).toBe(withFixes(uri));
        },
      ),
      { numRuns: 600 },
    );
  });
});

const SAMPLE = [
  "/* Theme, see HTTP://docs.example.com:80/theme */",
  '@import url("https://fonts.example.com:443/css2?family=Inter&display=swap");',
  "@import 'base.css' layer(base);",
  ":root { --brand: #0a58ca; --hero: url(../img/hero.jpg); }",
  "body { background: #fff url(HTTP://cdn.example.com/bg%7e.png) no-repeat; }",
  ".logo { background-image: image-set(\"logo.png\" 1x, url('https://cdn.example.com/logo@2x.png') 2x); }",
  '@font-face { font-family: Inter; src: url(/fonts/inter.woff2) format("woff2"), url("https://u:hunter2@fonts.example.com/i.woff") format("woff"); }',
  ".icon { mask: url(#mask); background: url(data:image/svg+xml;base64,PHN2Zz4=); }",
  'a[href^="http://"]::after { content: " (external: http://x.example/ \\2197)"; }',
  '@media print { .x { background: url( "HTTP://print.example.com/a\\ b.png" ) } }',
  "",
].join("\n");

describe("CSS: fuzzing (never throws, candidates well formed)", () => {
  fuzzTests(
    "css",
    [
      "a",
      "{",
      "}",
      ":",
      ";",
      " ",
      "\n",
      "\r\n",
      "url(",
      ")",
      "(",
      '"',
      "'",
      "\\",
      "\\26 ",
      "@import ",
      "@media x",
      "@font-face",
      "/*",
      "*/",
      "--x:",
      "var(",
      "image-set(",
      "http://x.com:80/",
      "HTTP://A.com/%7e",
      "#a",
      "data:,",
      ",",
      "!important",
      "😀",
      "\uD800",
      "\0",
    ],
    SAMPLE,
    "{}();:\"'\\/* \n\r\t@,",
  );

  it("on deep nesting", () => {
    expectSoundScan(`a { b: ${"f(".repeat(20_000)}url(http://x.com:80/)${")".repeat(20_000)} }`, "css");
    expectSoundScan(`${"@media x { ".repeat(2_000)}a { b: url(http://x.com:80/) }${"}".repeat(2_000)}`, "css");
  });

  it("on a 10 MB style sheet, with a finding at its very end", () => {
    // A framework's rules, as a style sheet holds them: a url() now and then among colors and boxes.
    const record = [
      ".btn-primary { color: #fff; background-color: #0d6efd; border-color: #0d6efd; padding: .375rem .75rem; }",
      ".btn-primary:hover, .btn-primary:focus { color: #fff; background-color: #0b5ed7; box-shadow: 0 0 0 .25rem rgba(49, 132, 253, .5); }",
      "@media (min-width: 768px) { .navbar-expand-md .navbar-nav { flex-direction: row; } .navbar-brand { margin-right: 1rem; } }",
      '.form-select { background-image: url("https://cdn.example.com/icons/chevron.svg"); background-position: right .75rem center; }',
      "",
    ].join("\n");
    const big = `${SAMPLE}${record.repeat(Math.ceil(10_000_000 / record.length))}.last { background: url(HTTP://end.example.com/) }\n`;
    const matches = expectSoundScan(big, "css");
    const lastMatch = matches[matches.length - 1]!;
    const finding = lastMatch.findings[0]!;
    const range = documentRange(lastMatch, finding.start, finding.end);
    expect([finding.code, range.start, range.end]).toEqual([
      "scheme-case",
      big.lastIndexOf("HTTP"),
      big.lastIndexOf("HTTP") + 4,
    ]);
  }, 60_000);
});

describe("CSS: a URI read whole", () => {
  it("gives the decoded value and its spelling", () => {
    expect(urisIn('a { b: url("https://example.com/\\26 x") }', "css")).toEqual([
      { value: "https://example.com/&x", spelled: "https://example.com/\\26 x" },
    ]);
  });
});
