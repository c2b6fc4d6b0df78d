/**
 * HTML read from the tree @html-eslint's parser (es-html-parser) gives ESLint's rules gives exactly
 * what the scanner reads from the text with parse5: the same candidates (range, spelling, quote,
 * site, value) in the same order, the same comments, and so the same findings and fixes; where the
 * two parsers could read a document differently, the tree is not read (undefined: the caller reads
 * the text), and never does it throw. The trees come from the real parser, as ESLint gets them.
 */
import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readHtmlTree } from "../src/languages/html/tree.js";
import { scanHtml } from "../src/languages/html/scan.js";
import { findUrisInTree } from "../src/tree-uris.js";
import { UnexpectedTree } from "../src/reading/tree-node.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { mutatedArbitrary } from "./support/fuzz.js";
import { realSamples } from "./support/real-samples.js";
import { EVERY_CHECK, collected, reported } from "./support/tree-differential.js";

/** @html-eslint/parser, as @html-eslint/eslint-plugin (a devDependency of the workspace) loads it. */
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve("@html-eslint/eslint-plugin"));
const { parseForESLint } = requireFromPlugin("@html-eslint/parser") as {
  parseForESLint(text: string): { ast: unknown };
};

function treeOf(text: string): { type: string } {
  return parseForESLint(text).ast as { type: string };
}

function fromText(text: string): { candidates: string[]; comments: string[] } {
  return collected((found, comment) => runSync(scanHtml(text, found, comment)));
}

/** The tree's candidates and comments, or undefined when the document is left to the text. */
function fromTree(text: string): { candidates: string[]; comments: string[] } | undefined {
  try {
    return collected((found, comment) => readHtmlTree(text, treeOf(text), found, comment));
  } catch (error) {
    if (error instanceof UnexpectedTree) return undefined;
    throw error;
  }
}

const OPTIONS = EVERY_CHECK;

/** Documents the tree reads: each kind of node, quoting, reference and microsyntax of the HTML scanner's tests. */
const READ: [what: string, document: string][] = [
  [
    "a whole page",
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>A &amp; B</title>\n<link rel="stylesheet" href="HTTP://a.example:80/x.css">\n</head>\n<body class="x">\n<p>See http://docs.example:80/?a=1&amp;b=2.</p>\n</body>\n</html>\n',
  ],
  [
    "quoted, single-quoted and unquoted values",
    "<a href=\"HTTP://Example.com:80/\">x</a><a href='HTTP://b.example:80/'>y</a><a href=c.png>z</a>",
  ],
  [
    "white space around the name and the equals sign, an upper-case name",
    '<a\n  HREF = "http://example.com:80/" >x</a>',
  ],
  [
    "references in values and text",
    '<a href="&#72;TTP://&#x45;xample.com/?a&copy=1&b=&copy&amp;%7e">x</a><p>t &lt; http://x.example/&amp;y &copy 2024</p>',
  ],
  [
    "CR LF in a value and in text",
    '<a href="http://example.com/a\r\nb">x</a>\r\n<p>http://a.example/\r\nhttp://b.example/</p>\r\n',
  ],
  [
    "srcset, ping and meta refresh",
    '<img srcset="HTTP://a.example/1.png 1x, https://b.example:443/2.png 2x,c.png"><a href="/x" ping="https://t.example:443/p HTTP://u.example/q">x</a><meta http-equiv="Refresh" content="5; url=\'HTTP://Example.com/next\'">',
  ],
  [
    "base, form, button, video, blockquote, object",
    '<base href="http://example.com:80/"><form action="HTTP://f.example/"><button formaction="http://g.example:80/">b</button></form><video poster="http://v.example/%7e.png"></video><blockquote cite="HTTPS://q.example/">q</blockquote><object data="HTTP://o.example/movie.swf"></object>',
  ],
  [
    "html manifest and body background",
    '<html manifest="HTTP://m.example/app.appcache"><body background="http://b.example:80/bg.png"><img longdesc="http://l.example/%41"></body></html>',
  ],
  [
    "SVG: attributes of its elements, xlink:href, an SVG title",
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>see http://t.example/</title><path d="M0 0h24v24H0z" fill="none" /><use xlink:href="HTTP://icons.example/sprite.svg#i"/></svg><p>after http://p.example/</p>',
  ],
  [
    "data- attributes, og:image, a title's words",
    '<div data-api-url="http://api.example:80/"></div><meta property="og:image" content="HTTPS://cdn.example/og.png"><abbr title="See HTTP://docs.example/ for more">d</abbr>',
  ],
  ["comments", "<!-- mirror: HTTP://m.example/ --><p>x</p><!----><!-- a <!-- b http://c.example/ -->"],
  [
    "templates and noscript",
    '<template><img src="HTTP://t.example/a.png"><body></template><noscript><img src="http://n.example:80/p.gif"></noscript>',
  ],
  [
    "raw text and RCDATA elements",
    '<xmp>HTTP://x.example/&amp;</xmp><iframe src="http://i.example:80/">http://a.example/&amp;</iframe><textarea>http://t.example/&amp;</textarea><title></title>',
  ],
  [
    "text before the html, head and body they imply, their tags without attributes",
    "{% load static %}\n<html>\n<head></head><body>http://b.example/</body></html>",
  ],
  [
    "a second body, a body after content, a head after content, without attributes",
    "<html><head></head><p>x</p><body>http://a.example/<body><head><html>",
  ],
  [
    "a table and content the parser moves",
    '<table><a href="HTTP://moved.example/">m</a><tr><td><a href="http://cell.example:80/">c</a></td></tr></table>',
  ],
  [
    "scripts: classic, module, JSON-LD, import map, templates",
    '<script>\n  fetch("HTTP://api.example/x");\n</script><script type="module">import x from "HTTPS://cdn.example/x.js";</script><script type="application/ld+json">{"url": "HTTP://Example.com/"}</script><script type="importmap">{"imports": {"x": "https://cdn.example:443/x.js"}}</script><script type="text/template"><a href="HTTP://x.example/"></a></script><script></script><script src="http://s.example:80/a.js"></script>',
  ],
  [
    "style elements and attributes",
    "<style>\n  body { background: url(HTTP://img.example/a.png) }\n</style><style type=\"text/less\">a { b: url(HTTP://z.example/) }</style><div style=\"background: url(&quot;HTTP://s.example/a&quot;), url('http://t.example:80/')\"></div><div style='background:url(http://s.example/%7e)'></div>",
  ],
  [
    "what stays silent",
    '<a href="#top">t</a><a href="javascript:void(0)">j</a><img src="data:image/png;base64,iVBORw0KGgo="><div itemscope itemtype="HTTP://schema.org/Person"></div><a href="{{ url }}">a</a><a href="">x</a><a href>y</a><a href="/x" onclick="location.href=\'HTTP://X.example/\'">x</a><meta http-equiv="refresh" content="30">',
  ],
  [
    "duplicate attributes: the first is read",
    '<a href="http://first.example:80/" HREF="http://second.example:80/">x</a>',
  ],
  [
    "duplicate attributes: the first has no value, so neither is read",
    '<a href HREF="http://second.example:80/" title="HTTP://t.example/">x</a>',
  ],
  [
    "attribute names with upper case, digits, dots, colons and dashes",
    '<a Data-Api.URL2="HTTP://d.example/" xml:Lang="en" _x="HTTP://u.example/">x</a>',
  ],
  ["a password", '<a href="postgres://app:hunter2@db/app">x</a><p>https://u:secret@h.example/</p>'],
  ["UTF-16 offsets after astral characters", '<p>😀</p><a href="HTTP://x.example/">x</a>'],
  [
    "text around unclosed and void elements",
    "<ul><li>http://a.example/<li>http://b.example/</ul><p>one<br>http://c.example/<img src=x>d",
  ],
  ["a form after a closed form", '<form action="http://a.example/"></form><form action="http://b.example:80/"></form>'],
  [
    "a doctype with identifiers",
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><p>http://a.example/</p>',
  ],
  ["an empty document", ""],
];

/** Documents the two parsers could read differently: the tree is not read. */
const LEFT_TO_TEXT: [what: string, document: string][] = [
  ["a bogus comment", '<? xml ?><a href="http://a.example/">x</a>'],
  ["a processing instruction", '<?xml version="1.0"?><p>http://a.example/</p>'],
  ["CDATA", "<svg><![CDATA[http://a.example/]]></svg>"],
  ["an end tag that is no tag", "</ http://a.example/ ><p>x</p>"],
  ["NUL", "<p>a\0http://a.example/</p>"],
  ["an unquoted value before the end of the tag", "<a href=HTTP://c.example:80/>z</a>"],
  ["an unquoted value holding a slash", "<a href=HTTP://c.example:80/x class=y>z</a>"],
  [
    "a doctype after content",
    '<p>x</p><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><p>y</p>',
  ],
  ["a raw text element holding markup", "<xmp><b>HTTP://x.example/&amp;</b></xmp>"],
  ["plaintext", "<plaintext>HTTP://x.example/&amp;"],
  ["a textarea holding markup", "<textarea><b>http://a.example/</b></textarea>"],
  ["a table cell in a template", '<template><img src="x"><td background="http://td.example/">x</td></template>'],
  ["a title holding markup", "<title>a <b>http://a.example/</b></title>"],
  ["a select", '<select><option value="http://a.example/">a</option></select>'],
  ["a renamed SVG element", '<svg><foreignObject><a href="http://a.example/">x</a></foreignObject></svg>'],
  ["an HTML element that ends the SVG", "<svg><p>http://a.example/</p></svg>"],
  ["a script in SVG", '<svg><script>fetch("http://a.example/")</script></svg>'],
  ["MathML", '<math><mi href="http://a.example/">x</mi></math>'],
  ["a table cell outside a table", '<td background="http://a.example/">x</td>'],
  ["a form in a form", '<form action="http://a.example/"><form action="http://b.example/"></form></form>'],
  ["a form left open", '<form action="http://a.example/"><div></div></div><form action="http://b.example/"></form>'],
  ["an image (read as img)", '<image src="http://a.example/">'],
  ["an unquoted value before a slash", "<a href=http://a.example/x/>x</a>"],
  ["an unclosed tag", '<p>x</p><a href="http://a.example/"'],
  ["an unclosed script", '<script>fetch("http://a.example/")'],
  ["an unclosed comment", "<p>x</p><!-- http://a.example/"],
  ["a comment closed with --!>", "<!-- http://a.example/ --!><p>x</p>"],
  ["an abrupt comment", "<!--><p>http://a.example/</p>"],
  ["a comment that ends before the end es-html-parser finds", "<!-- a -><p>x</p><!----><!-- b http://c.example/ -->"],
  [
    "text before the html whose attributes it merges",
    "{% load static %}\n<!DOCTYPE html>\n<html lang=\"{{ code|default:'en' }}\">",
  ],
  ["a second body with attributes", '<body>x<body background="http://b.example/">y'],
  ["a body with attributes after content", '<p>x</p><body background="http://a.example/">'],
  ["an end tag with more than its name", '<p>x</a href="http://a.example/">y</p>'],
  ["a tag after a lone <", '<p>x<<a href="http://a.example/">y</a></p>'],
  ["text in a table, moved before it", '<<<table><a href="HTTP://moved.example/">m</a>tr><td>c</td></table>'],
  [
    "a doctype with a > in an identifier",
    '<!DOCTYPE html PUBLIC "-//W3C//DTD>" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><p>x</p>',
  ],
  [
    "a script whose end parse5 finds elsewhere",
    '<script type="importmap">{"imports": {"x": "https://cdn.example:443/x.js"}}<</script><p>x</p>',
  ],
  ["a script whose end tag follows a <", '<script type="module">import x from "HTTPS://cdn.example<</script><p>x</p>'],
  [
    "a script with escaped text",
    '<script><!-- document.write("<script>x</script>"); fetch("http://a.example/") --></script>',
  ],
  ["a reference after white space before the body", "\r\n&copyhttp://x.com:80/"],
  ["an attribute whose '=' es-html-parser leaves out", '<a\n  HREF =/> "http://example.com:80/" >x</a>'],
  [
    "a script es-html-parser stops in",
    '<script type="importmap">{"imports": {"x": "https://cdn.example:443/<</script><a href="http://a.example/">x</a>',
  ],
  [
    "a script whose text holds its end tag before es-html-parser's",
    '<script type="importmap">{"x": "https://a.example/<</script><script type="text/template"><a href="http://b.example/"></a></script>',
  ],
  ["an odd attribute name", '<a "x"=1 href="http://a.example/">x</a>'],
];

describe("HTML from ESLint's tree: the same candidates as from the text", () => {
  it.each(READ)("%s", (_what, text) => {
    expect(fromTree(text)).toEqual(fromText(text));
  });

  it.each(realSamples("html").map((sample) => [sample.name, sample.text]))("the sample %s", (_name, text) => {
    const tree = findUrisInTree(text, "html", treeOf(text), OPTIONS);
    expect(reported(tree ?? runSync(findUris(text, "html", OPTIONS)))).toEqual(
      reported(runSync(findUris(text, "html", OPTIONS))),
    );
    const read = fromTree(text);
    if (read !== undefined) expect(read).toEqual(fromText(text));
  });

  it("reads the committed samples from the tree, but the template whose text comes before its <html lang>", () => {
    expect(
      realSamples("html")
        .filter((sample) => fromTree(sample.text) === undefined)
        .map((sample) => sample.name),
    ).toEqual(["django-base.html"]);
  });

  it("reads the same, or leaves the document to the text, on mutations of the samples and pieces", () => {
    const pieces = [
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
      "<td>",
      "<svg>",
      "</svg>",
      "<form>",
      "<body>",
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
      "😀",
      "{{ x }}",
      "<!doctype html>",
      "<title>",
      "</title>",
      "/>",
      "<br>",
    ];
    const documents = fc.oneof(
      fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((list) => list.join("")),
      ...READ.map(([, document]) => mutatedArbitrary(document, "<>=\"'&;#/ \n\r\t!-()")),
    );
    fc.assert(
      fc.property(documents, (text) => {
        let tree: unknown;
        try {
          tree = treeOf(text);
        } catch {
          return; // ESLint reports a document its parser cannot read; no rule runs on it.
        }
        let read: ReturnType<typeof fromTree>;
        expect(() => {
          read = findUrisInTree(text, "html", tree, OPTIONS) === undefined ? undefined : fromTree(text);
        }).not.toThrow();
        if (read !== undefined) expect(read).toEqual(fromText(text));
      }),
      { numRuns: 1500 },
    );
  });
});

describe("HTML from ESLint's tree: a document the parsers could read differently is left to the text", () => {
  it.each(LEFT_TO_TEXT)("%s", (_what, text) => {
    expect(findUrisInTree(text, "html", treeOf(text), OPTIONS)).toBeUndefined();
  });

  it.each([
    [
      "another node type",
      { type: "Program", body: [{ type: "Document", range: [0, 1], children: [{ type: "Part", range: [0, 1] }] }] },
    ],
    [
      "a tag without a range",
      { type: "Program", body: [{ type: "Document", range: [0, 8], children: [{ type: "Comment", close: {} }] }] },
    ],
    ["no Document", { type: "Program", body: [] }],
    ["not a node", "<a>"],
  ])("a tree of another shape: %s", (_what, tree) => {
    expect(findUrisInTree("<a>x</a>", "html", tree, OPTIONS)).toBeUndefined();
  });
});
