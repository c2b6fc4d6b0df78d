/**
 * The HTML scanner: documents with their findings (code, exact document range) and fixed text for
 * each quoting and character reference, the traps that must stay silent, passwords never echoed,
 * the attribute microsyntaxes (srcset, ping, meta refresh), scripts and style sheets read by their
 * own scanners, the decoder against parse5's own attribute and text values, fixes read back by
 * parse5, and fuzzing.
 */
import fc from "fast-check";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { languageOf, languageOfPath } from "../src/language.js";
import { spellHtml, type HtmlSpelling } from "../src/languages/html/spell.js";
import { decodeHtml } from "../src/languages/html/text.js";
import { metaRefreshUrl, srcsetUrls } from "../src/languages/html/url-lists.js";
import { scanHtml } from "../src/languages/html/scan.js";
import { documentRange } from "../src/matches.js";
import { runSync } from "../src/work.js";
import { fixedText, rangesIn, urisIn } from "./support/documents.js";
import { expectSoundScan, fuzzTests, withFixes } from "./support/fuzz.js";
import { rangesOf } from "./support/ranges.js";
import { expectPasswordReportedNotEchoed } from "./support/secrets.js";

describe("HTML: which documents are HTML", () => {
  it.each([
    ["html", "file:///a/page"],
    [undefined, "index.html"],
    [undefined, "/site/old/INDEX.HTM"],
    ["plaintext", "file:///a/b.html"],
  ])("%s %s", (languageId, path) => {
    expect(languageOf(languageId, path)).toBe("html");
  });
  it("leaves what parse5 does not read as HTML alone", () => {
    expect(languageOfPath("page.xhtml")).toBeUndefined();
    expect(languageOfPath("App.vue")).toBeUndefined();
    expect(languageOf("vue", "App.vue")).toBe("text");
  });
});

type Row = [what: string, document: string, findings: [code: string, needle: string, after?: string][], fixed: string];

describe("HTML: findings at their exact ranges, fixed in the attribute's quoting", () => {
  const rows: Row[] = [
    [
      "a double-quoted href",
      '<a href="HTTP://Example.com:80/">x</a>',
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      '<a href="http://example.com/">x</a>',
    ],
    [
      "a single-quoted href",
      "<a href='HTTP://Example.com:80/'>x</a>",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "<a href='http://example.com/'>x</a>",
    ],
    [
      "an unquoted href",
      "<a href=HTTP://Example.com:80/>x</a>",
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":80"],
      ],
      "<a href=http://example.com/>x</a>",
    ],
    [
      "white space around the name and the equals sign",
      '<a\n  HREF = "http://example.com:80/" >x</a>',
      [["default-port", ":80"]],
      '<a\n  HREF = "http://example.com/" >x</a>',
    ],
    [
      "a space in a src is a broken URL",
      '<img src="https://example.com/a b.png">',
      [["whitespace", " ", "/a"]],
      '<img src="https://example.com/a b.png">',
    ],
    [
      "the white space around a URL is no part of it",
      '<a href="  https://example.com:443/  ">x</a>',
      [["default-port", ":443"]],
      '<a href="  https://example.com/  ">x</a>',
    ],
    // A reference maps to its whole spelling; a fix that touches it writes & as &amp;.
    [
      "&amp; in a query",
      '<a href="https://example.com/?a=1&amp;b=%7e">x</a>',
      [["unreserved-percent-encoded", "%7e"]],
      '<a href="https://example.com/?a=1&amp;b=~">x</a>',
    ],
    [
      "references inside the scheme and host",
      '<a href="&#72;TTP://&#x45;xample.com/">x</a>',
      [
        ["scheme-case", "&#72;TTP"],
        ["host-case", "&#x45;"],
      ],
      '<a href="http://example.com/">x</a>',
    ],
    // An attribute decodes a legacy reference (no semicolon) only where "=" or a letter does not follow it.
    [
      "a named reference without its semicolon",
      '<a href="HTTP://example.com/?a&copy=1&b=&copy">x</a>',
      [
        ["scheme-case", "HTTP"],
        ["iri", "&copy", "&b="],
      ],
      '<a href="http://example.com/?a&copy=1&b=&copy">x</a>',
    ],
    [
      "a percent-encoding fix next to &amp;",
      '<a href="http://example.com/%7e&amp;x">x</a>',
      [["unreserved-percent-encoded", "%7e"]],
      '<a href="http://example.com/~&amp;x">x</a>',
    ],
    [
      "CR LF inside a value is one line feed",
      '<a href="http://example.com/a\r\nb">x</a>',
      [["control-character", "\r\n"]],
      '<a href="http://example.com/a\r\nb">x</a>',
    ],
    [
      "srcset: each candidate's URL",
      '<img srcset="HTTP://a.example/1.png 1x, https://b.example:443/2.png 2x,c.png">',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":443"],
      ],
      '<img srcset="http://a.example/1.png 1x, https://b.example/2.png 2x,c.png">',
    ],
    [
      "ping: a list of URLs",
      '<a href="/x" ping="https://t.example:443/p HTTP://u.example/q">x</a>',
      [
        ["default-port", ":443"],
        ["scheme-case", "HTTP"],
      ],
      '<a href="/x" ping="https://t.example/p http://u.example/q">x</a>',
    ],
    [
      "meta refresh: the URL part only",
      '<meta http-equiv="Refresh" content="5; url=\'HTTP://Example.com/next\'">',
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
      ],
      '<meta http-equiv="Refresh" content="5; url=\'http://example.com/next\'">',
    ],
    [
      "base href, form action, button formaction, video poster, blockquote cite",
      [
        '<base href="http://example.com:80/">',
        '<form action="HTTP://f.example/"><button formaction="http://g.example:80/">b</button></form>',
        '<video poster="http://v.example/%7e.png"></video><blockquote cite="HTTPS://q.example/">q</blockquote>',
      ].join("\n"),
      [
        ["default-port", ":80"],
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
        ["unreserved-percent-encoded", "%7e"],
        ["scheme-case", "HTTPS"],
      ],
      [
        '<base href="http://example.com/">',
        '<form action="http://f.example/"><button formaction="http://g.example/">b</button></form>',
        '<video poster="http://v.example/~.png"></video><blockquote cite="https://q.example/">q</blockquote>',
      ].join("\n"),
    ],
    [
      "object data, manifest, background, longdesc",
      '<html manifest="HTTP://m.example/app.appcache"><body background="http://b.example:80/bg.png"><object data="HTTP://o.example/movie.swf"></object><img longdesc="http://l.example/%41"></body></html>',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
        ["scheme-case", "HTTP"],
        ["unreserved-percent-encoded", "%41"],
      ],
      '<html manifest="http://m.example/app.appcache"><body background="http://b.example/bg.png"><object data="http://o.example/movie.swf"></object><img longdesc="http://l.example/A"></body></html>',
    ],
    [
      "an SVG xlink:href",
      '<svg><use xlink:href="HTTP://icons.example/sprite.svg#i"/></svg>',
      [["scheme-case", "HTTP"]],
      '<svg><use xlink:href="http://icons.example/sprite.svg#i"/></svg>',
    ],
    [
      "a data- attribute named like a URL, an og:image content",
      '<div data-api-url="http://api.example:80/"></div><meta property="og:image" content="HTTPS://cdn.example/og.png">',
      [
        ["default-port", ":80"],
        ["scheme-case", "HTTPS"],
      ],
      '<div data-api-url="http://api.example/"></div><meta property="og:image" content="https://cdn.example/og.png">',
    ],
    [
      "a title's words, read word by word",
      '<abbr title="See HTTP://docs.example/ for more">d</abbr>',
      [["scheme-case", "HTTP"]],
      '<abbr title="See http://docs.example/ for more">d</abbr>',
    ],
    [
      "text and comments are prose; text decodes references",
      "<!-- mirror: HTTP://m.example/ -->\n<p>See http://docs.example:80/?a=1&amp;b=2.</p>",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "<!-- mirror: http://m.example/ -->\n<p>See http://docs.example/?a=1&amp;b=2.</p>",
    ],
    // Neither holds a ":" or a URI delimiter as written: only their references spell them.
    [
      "a URI spelled with references alone, in text and in a title",
      '<p>HTTP&colon;&sol;&sol;docs&period;example&sol;</p><abbr title="HTTP&colon;&sol;&sol;t&period;example&sol;">t</abbr>',
      [
        ["scheme-case", "HTTP"],
        ["scheme-case", "HTTP", "title="],
      ],
      '<p>http&colon;&sol;&sol;docs&period;example&sol;</p><abbr title="http&colon;&sol;&sol;t&period;example&sol;">t</abbr>',
    ],
    [
      "a raw text element is read as written",
      "<xmp>HTTP://x.example/&amp;</xmp>",
      [["scheme-case", "HTTP"]],
      "<xmp>http://x.example/&amp;</xmp>",
    ],
    [
      "UTF-16 offsets after astral characters",
      '<p>😀</p><a href="HTTP://x.example/">x</a>',
      [["scheme-case", "HTTP"]],
      '<p>😀</p><a href="http://x.example/">x</a>',
    ],
    [
      "elements of a template and of noscript",
      '<template><img src="HTTP://t.example/a.png"></template><noscript><img src="http://n.example:80/p.gif"></noscript>',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      '<template><img src="http://t.example/a.png"></template><noscript><img src="http://n.example/p.gif"></noscript>',
    ],
    [
      "content moved by the parser keeps its place",
      '<table><a href="HTTP://moved.example/">m</a><tr><td><a href="http://cell.example:80/">c</a></td></tr></table>',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      '<table><a href="http://moved.example/">m</a><tr><td><a href="http://cell.example/">c</a></td></tr></table>',
    ],
  ];
  it.each(rows)("%s", (_what, document, findings, fixed) => {
    expect(rangesIn(document, "html")).toEqual(rangesOf(document, findings));
    expect(fixedText(document, "html")).toBe(fixed);
  });
});

describe("HTML: scripts and style sheets are read by their own scanners", () => {
  const rows: Row[] = [
    [
      "a classic script, offsets in the document",
      '<p>x</p>\n<script>\n  fetch("HTTP://api.example/x");\n  const u = "http:\\u002F\\u002Fa.example:80/";\n</script>',
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      '<p>x</p>\n<script>\n  fetch("http://api.example/x");\n  const u = "http:\\u002F\\u002Fa.example/";\n</script>',
    ],
    [
      "a module script",
      '<script type="module">import x from "HTTPS://cdn.example/x.js";</script>',
      [],
      '<script type="module">import x from "HTTPS://cdn.example/x.js";</script>',
    ],
    [
      "JSON-LD and an import map",
      '<script type="application/ld+json">{"url": "HTTP://Example.com/"}</script><script type="importmap">{"imports": {"x": "https://cdn.example:443/x.js"}}</script>',
      [
        ["scheme-case", "HTTP"],
        ["host-case", "E"],
        ["default-port", ":443"],
      ],
      '<script type="application/ld+json">{"url": "http://example.com/"}</script><script type="importmap">{"imports": {"x": "https://cdn.example/x.js"}}</script>',
    ],
    [
      "a style element",
      "<style>\n  body { background: url(HTTP://img.example/a.png) }\n  @import 'http://css.example:80/x.css';\n</style>",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "<style>\n  body { background: url(http://img.example/a.png) }\n  @import 'http://css.example/x.css';\n</style>",
    ],
    [
      "a style attribute: its references decoded, a fix spelled for CSS then for the attribute",
      "<div style=\"background: url(&quot;HTTP://s.example/a&quot;), url('http://t.example:80/')\"></div>",
      [
        ["scheme-case", "HTTP"],
        ["default-port", ":80"],
      ],
      "<div style=\"background: url(&quot;http://s.example/a&quot;), url('http://t.example/')\"></div>",
    ],
    [
      "an unquoted url in a single-quoted style attribute",
      "<div style='background:url(http://s.example/%7e)'></div>",
      [["unreserved-percent-encoded", "%7e"]],
      "<div style='background:url(http://s.example/~)'></div>",
    ],
  ];
  it.each(rows)("%s", (_what, document, findings, fixed) => {
    expect(rangesIn(document, "html")).toEqual(rangesOf(document, findings));
    expect(fixedText(document, "html")).toBe(fixed);
  });

  it("leaves template scripts and other types alone", () => {
    const document =
      '<script type="text/template"><a href="HTTP://x.example/">{{ name }}</a></script><script type="text/x-handlebars-template">HTTP://y.example/</script><style type="text/less">a { b: url(HTTP://z.example/) }</style>';
    expect(rangesIn(document, "html")).toEqual([]);
  });
});

describe("HTML: what stays silent", () => {
  const traps: [what: string, document: string][] = [
    [
      "a fragment, a script URL, mail and phone links",
      '<a href="#top">t</a><a href="javascript:void(0)">j</a><a href="mailto:someone@example.com">m</a><a href="tel:+1-555-0100">t</a>',
    ],
    [
      "data: URLs, their payload never read",
      '<img src="data:image/svg+xml;utf8,<svg xmlns=\'http://www.w3.org/2000/svg\'></svg>"><img src="data:image/png;base64,iVBORw0KGgo=">',
    ],
    [
      "XML namespaces and microdata types",
      '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"></svg><div itemscope itemtype="HTTP://schema.org/Person"></div></html>',
    ],
    [
      "template placeholders",
      [
        '<a href="{{ url }}">a</a><a href="{% url \'home\' %}">b</a><a href="<%= link_path %>">c</a>',
        '<img src="${base}/a.png"><script src="/static/{{ version }}/app.js"></script><link href="{% static \'css/site.css\' %}" rel="stylesheet">',
      ].join("\n"),
    ],
    ["empty and valueless attributes", '<a href="">x</a><a href>y</a><img src=" "><form action></form>'],
    [
      "relative references",
      '<a href="../docs/index.html">d</a><img src="img/logo.png" srcset="img/logo@2x.png 2x"><a href="?page=2">n</a><a href="//cdn.example.com/x.js">c</a>',
    ],
    [
      "attributes that are no URLs",
      '<meta name="viewport" content="width=device-width, initial-scale=1"><input type="email" placeholder="you@example.com" pattern="[a-z]+:[0-9]+"><time datetime="2024-01-02T03:04">t</time><div class="a:b c:d" id="x:y"></div>',
    ],
    ["event handlers are script, not read", '<a href="/x" onclick="location.href=\'HTTP://X.example/\'">x</a>'],
    [
      "a meta refresh without a URL, and other http-equiv",
      '<meta http-equiv="refresh" content="30"><meta http-equiv="content-type" content="text/html; charset=utf-8">',
    ],
    [
      "a password placeholder",
      '<a href="postgres://app:changeme@db/app">x</a><a href="https://user:<password>@host/">y</a>',
    ],
  ];
  it.each(traps)("%s", (_what, document) => {
    expect(rangesIn(document, "html")).toEqual([]);
  });
});

describe("HTML: passwords are reported at their range, never echoed", () => {
  const cases: [document: string, password: string, value?: string][] = [
    ['<a href="postgres://app:hunter2@db/app">db</a>', "hunter2"],
    ["<a href='https://bot:s3cr&amp;t@example.com/'>x</a>", "s3cr&amp;t", "s3cr&t"],
    ["<p>Use https://me:Zq7kPlanted@example.com/ today</p>", "Zq7kPlanted"],
    ['<div style="background:url(https://u:p4ssword9@img.example/a.png)"></div>', "p4ssword9"],
  ];
  it.each(cases)("%j", (document, password, value) => {
    expectPasswordReportedNotEchoed(document, password, "html", value);
  });
});

describe("HTML: the attribute microsyntaxes", () => {
  const spans = (text: string, found: { start: number; end: number }[]): string[] =>
    found.map((span) => text.slice(span.start, span.end));
  it.each([
    ["a.png", ["a.png"]],
    ["a.png 1x, b.png 2x", ["a.png", "b.png"]],
    // A comma is part of a URL unless white space follows it.
    ["  a.png,b.png  ,  c.png 480w", ["a.png,b.png", "c.png"]],
    ["a.png,, b.png", ["a.png", "b.png"]],
    ["data:image/png;base64,AAA= 1x, b.png 2x", ["data:image/png;base64,AAA=", "b.png"]],
    ["a.png (max-width: 1px, x) 1x, b.png", ["a.png", "b.png"]],
    [",,,", []],
    ["{{ book.cover_small.url }} 1x, {{ book.cover.url }} 2x", ["{{ book.cover_small.url }}", "{{ book.cover.url }}"]],
  ])("srcset %j", (text, expected) => {
    expect(spans(text, srcsetUrls(text))).toEqual(expected);
  });
  it.each([
    ["5; url=https://a.example/", "https://a.example/"],
    ["0;URL='/next' ", "/next"],
    ['0; url = "x y" z', "x y"],
    ["3, /y", "/y"],
    ["3 /y  ", "/y"],
    [".5;u=x", "u=x"],
    ["0; 'quoted' rest", "quoted"],
    ["30", undefined],
    ["abc", undefined],
    ["5x; url=a", undefined],
    ["5;", undefined],
  ])("meta refresh %j", (text, expected) => {
    const span = metaRefreshUrl(text);
    expect(span === undefined ? undefined : text.slice(span.start, span.end)).toBe(expected);
  });
});

/** Each candidate: where it was read, its context, and its document text. */
function candidates(source: string): [string, string, string][] {
  const out: Candidate[] = [];
  runSync(scanHtml(source, (candidate) => out.push(candidate)));
  return out.map((c) => {
    const { context } = c.site;
    const described =
      context.kind === "attribute"
        ? `attribute ${context.element} ${context.name}`
        : context.kind === "format"
          ? `format ${context.field}`
          : context.kind === "named"
            ? `named ${context.name}`
            : context.kind === "sink"
              ? `sink ${context.callee}`
              : context.kind;
    return [c.site.in, described, source.slice(c.start, c.end)];
  });
}

describe("HTML: candidates and their context", () => {
  it("names every value after its element and attribute, in document order", () => {
    const source = [
      "<!-- a://0 -->",
      '<link rel="stylesheet" href="b://1">',
      '<img src="c://2" srcset="d://3 1x, d://4 2x" alt="see e://5">',
      "<p>f://6 &amp; g://7</p>",
      '<script>fetch("h://8")</script>',
      '<div style="background: url(i://9)"></div>',
    ].join("\n");
    expect(candidates(source)).toEqual([
      ["comment", "plain", "a://0"],
      // rel="stylesheet" holds no URI delimiter: an attribute of no role without one is no candidate.
      ["html", "attribute link href", "b://1"],
      ["html", "attribute img src", "c://2"],
      ["html", "format html-srcset", "d://3"],
      ["html", "format html-srcset", "d://4"],
      ["html", "plain", "e://5"],
      ["prose", "plain", "f://6"],
      ["prose", "plain", "g://7"],
      ["string", "sink fetch", "h://8"],
      ["css", "format css-url", "i://9"],
    ]);
  });
});

describe("HTML: spelling a replacement", () => {
  const cases: [value: string, spelling: HtmlSpelling, quote: string, spelled: string | undefined][] = [
    ["a&b", "html-attribute", '"', "a&amp;b"],
    ['say "hi"', "html-attribute", '"', "say &quot;hi&quot;"],
    ["it's", "html-attribute", "'", "it&#39;s"],
    ['it\'s "x"', "html-attribute", "'", 'it&#39;s "x"'],
    ["a b>c", "html-attribute", "", "a&#32;b&#62;c"],
    ["a<b&c", "html-text", "<", "a&lt;b&amp;c"],
    ["a\rb", "html-attribute", '"', undefined],
  ];
  it.each(cases)("%j as %s (quote %j) is %j", (value, spelling, quote, spelled) => {
    expect(spellHtml(value, spelling, quote)).toBe(spelled);
  });
});

type Element = DefaultTreeAdapterMap["element"];

/** Every element of a parse5 tree, in tree order. */
function elements(node: DefaultTreeAdapterMap["node"]): Element[] {
  const out: Element[] = [];
  const stack = [node];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if ("tagName" in next) out.push(next);
    if ("childNodes" in next) for (let i = next.childNodes.length - 1; i >= 0; i--) stack.push(next.childNodes[i]!);
  }
  return out;
}

const REFERENCE_PIECES = [
  "a",
  "B",
  "/",
  ":",
  " ",
  "=",
  "x1",
  "&",
  "&amp;",
  "&amp",
  "&ampx",
  "&AMP;",
  "&lt;",
  "&#47;",
  "&#x2F;",
  "&#X2f",
  "&#0;",
  "&#128;",
  "&#xD800;",
  "&#1114112;",
  "&copy",
  "&copy=",
  "&notit;",
  "&NotEqualTilde;",
  "&unknown;",
  "&#;",
  "&#x;",
  "\r\n",
  "\r",
  "\n",
  "\0",
  "😀",
  "é",
];

describe("HTML: the decoder reads every value as parse5 does", () => {
  const body = fc.array(fc.constantFrom(...REFERENCE_PIECES), { maxLength: 12 }).map((parts) => parts.join(""));

  it("agrees on attribute values of every quoting", () => {
    fc.assert(
      fc.property(body, fc.constantFrom('"', "'", ""), (value, quote) => {
        const written = quote === "" ? value.replace(/[\s"'<=>`]/g, "_") || "_" : value.replaceAll(quote, "");
        const source = `<p title=${quote}${written}${quote}>x</p>`;
        const element = elements(parse(source, { sourceCodeLocationInfo: true })).find((e) => e.tagName === "p")!;
        const start = source.indexOf("=") + 1 + quote.length;
        const decoded = decodeHtml(source, start, start + written.length, "attribute");
        expect(decoded.text).toBe(element.attrs[0]!.value);
        let previous = start;
        for (let unit = 0; unit < decoded.text.length; unit++) {
          const range = decoded.map.toDocument(unit, unit + 1);
          expect(range.start).toBeGreaterThanOrEqual(previous);
          expect(range.end).toBeLessThanOrEqual(start + written.length);
          previous = range.start;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees on text (U+0000, which the tree drops, left out)", () => {
    fc.assert(
      fc.property(body, (value) => {
        const written = value.replaceAll("\0", "").replaceAll("<", "");
        const source = `<p>${written}</p>`;
        const paragraph = elements(parse(source)).find((e) => e.tagName === "p")!;
        const text = paragraph.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
        expect(decodeHtml(source, 3, 3 + written.length, "text").text).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});

const uriArbitrary = fc
  .record({
    scheme: fc.constantFrom("HTTP", "http", "Https"),
    host: fc.constantFrom("EXAMPLE.com", "example.com", "Ex.Org"),
    port: fc.constantFrom("", ":80", ":443", ":8080"),
    path: fc.array(fc.constantFrom("a", "%7e", "%7Euser", ".", "..", "b%2f", "x'y", "q&r"), { maxLength: 4 }),
    query: fc.constantFrom("", "?q=%41", "?a=1&b=%2a", '?x="y"'),
  })
  .map(({ scheme, host, port, path, query }) => `${scheme}://${host}${port}/${path.join("/")}${query}`);

/** `uri` written as an attribute value in `quote`, some characters as references. */
function written(uri: string, quote: string, references: boolean[]): string {
  let out = "";
  for (let i = 0; i < uri.length; i++) {
    const char = uri[i]!;
    if (
      char === "&" ||
      char === quote ||
      (quote === "" && `"'<=>\``.includes(char)) ||
      (references[i % references.length] === true && i % 3 === 0)
    ) {
      out += i % 2 === 0 ? `&#${char.charCodeAt(0)};` : `&#x${char.charCodeAt(0).toString(16)};`;
    } else {
      out += char;
    }
  }
  return `${quote}${out}${quote}`;
}

describe("HTML: fixes keep the document valid and mean what the core meant", () => {
  it("every fix applied, the value parse5 reads is the URI with the core's fixes applied", () => {
    fc.assert(
      fc.property(
        uriArbitrary,
        fc.constantFrom('"', "'", ""),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        (uri, quote, references) => {
          const source = `<a href=${written(uri, quote, references)} title=x>link</a>`;
          const read = (text: string): string | undefined =>
            elements(parse(text))
              .find((e) => e.tagName === "a")
              ?.attrs.find((a) => a.name === "href")?.value;
          expect(read(source)).toBe(uri);
          expect(read(fixedText(source, "html"))).toBe(withFixes(uri));
        },
      ),
      { numRuns: 600 },
    );
  });
});

const SAMPLE = [
  "<!doctype html>",
  '<html lang="en">',
  "<head>",
  '  <meta charset="utf-8"><meta http-equiv="refresh" content="10; url=HTTP://Example.com/next">',
  '  <link rel="stylesheet" href="https://cdn.example.com:443/site.css?v=1&amp;x=%7e">',
  "  <style>body { background: url('HTTP://img.example.com/bg.png') } /* see http://x.example:80/ */</style>",
  '  <script type="application/ld+json">{"@context": "https://schema.org", "url": "HTTP://Example.com/"}</script>',
  "</head>",
  "<body>",
  "  <!-- TODO: http://todo.example.com:80/ -->",
  '  <a href="HTTP://Example.com:80/a b" ping="https://p.example/a https://p.example:443/b">x</a>',
  "  <img src='img/a.png' srcset='img/a@2x.png 2x, HTTP://x.example/3x.png 3x' alt=\"see http://alt.example/\">",
  '  <div style="background: url(&quot;http://s.example:80/&quot;)"><p>Visit https://docs.example.com/?a=1&amp;b=2.</p></div>',
  '  <script>fetch("https://api.example.com:443/v1");</script>',
  "</body>",
  "</html>",
  "",
].join("\n");

describe("HTML: fuzzing (never throws, candidates well formed)", () => {
  fuzzTests(
    "html",
    [
      "<a href=",
      "<img src='",
      '"',
      "'",
      "=",
      ">",
      "<",
      "</a>",
      "<p>",
      "</p>",
      "&amp;",
      "&",
      "&#x2F;",
      "&copy",
      "<!--",
      "-->",
      "<script>",
      "</script>",
      "<style>",
      "</style>",
      "<template>",
      "<table>",
      "<svg>",
      ' style="',
      "url(",
      ")",
      'srcset="',
      "1x,",
      "http://x.com:80/",
      "HTTP://A.com/%7e",
      " ",
      "\n",
      "\r\n",
      "\0",
      "😀",
      "\uD800",
      "{{ x }}",
      "<!doctype html>",
      "<meta http-equiv=refresh content='0;url=",
    ],
    SAMPLE,
    "<>=\"'&;#/ \n\r\t!-()",
  );

  it("on deep nesting", () => {
    expectSoundScan(`${"<div>".repeat(20_000)}<a href="http://x.com:80/">x</a>${"</div>".repeat(20_000)}`, "html");
    expectSoundScan(`${"<b><i>".repeat(5_000)}<a href="http://x.com:80/">x</a>`, "html");
  });

  it("on a 10 MB document, with a finding at its very end", () => {
    // An article's paragraphs: prose with a link and an image now and then, as pages are written.
    const article = [
      '<section>\n  <h2 id="intro">Getting started</h2>\n  <p>The service answers on <code>/v1</code>; read the <a href="https://docs.example.com/guide/start.html#install">guide</a>',
      " before you call it, and keep your key out of the page. Requests are limited to a hundred a minute &amp; larger batches wait.</p>\n",
      "  <p>Older clients <em>may</em> still send the legacy header, which the gateway accepts until the next major release;",
      ' see the changelog for the dates.</p>\n  <img src="/img/diagram.png" alt="How a request flows" width="640" height="320">\n</section>\n',
    ].join("");
    const head = SAMPLE.slice(0, SAMPLE.indexOf("</body>"));
    const big = `${head}${article.repeat(Math.ceil(10_000_000 / article.length))}<a href="HTTP://end.example.com/">e</a></body></html>\n`;
    const matches = expectSoundScan(big, "html");
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

describe("HTML: a URI read whole", () => {
  it("gives the decoded value and its spelling", () => {
    expect(urisIn('<a href="https://example.com/?a=1&amp;b=&#50;">x</a>', "html")).toEqual([
      { value: "https://example.com/?a=1&b=2", spelled: "https://example.com/?a=1&amp;b=&#50;" },
    ]);
  });
});
