/**
 * The one reading of Markdown (languages/markdown/): what is read and what is not, at exact ranges
 * (through block quote and list prefixes too), and fixes that leave no link broken. Cases from
 * CommonMark 0.31's examples and lychee's extraction tests (math, reference definitions, HTML).
 */
import { normalizationReport } from "@urilint/core";
import { describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { toOffsetEdits } from "../src/edits.js";
import { languageOfName, prepareLanguage } from "../src/language.js";
import { codeBlockDialect } from "../src/languages/markdown/code-blocks.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { findingsIn, urisIn, urisOf } from "./support/documents.js";
import { expectSoundScan } from "./support/fuzz.js";

/** Each candidate as "its document text (its site)". */
function candidatesIn(text: string, dialect = "markdown"): string[] {
  const out: string[] = [];
  runSync(
    scanDocument(text, dialect, (candidate: Candidate) =>
      out.push(`${text.slice(candidate.start, candidate.end)} (${candidate.site.in})`),
    ),
  );
  return out;
}

describe("Markdown: links", () => {
  it("reads link and image destinations through escapes and character references", () => {
    const text = 'See [a](HTTP://x.example/a\\(b\\)&amp;%7e "T") and ![i](<https://y.example/my image.png>).';
    expect(findingsIn(text, "markdown")).toEqual([
      "scheme-case: HTTP",
      "unreserved-percent-encoded: %7e",
      "whitespace:  ",
    ]);
    expect(urisIn(text, "markdown").map((u) => u.value)).toEqual([
      "HTTP://x.example/a(b)&%7e",
      "https://y.example/my image.png",
    ]);
  });

  it("reads a link reference definition exactly as CommonMark 4.7 defines it", () => {
    // Only a title may follow the destination: this is a paragraph (lychee's case).
    expect(candidatesIn("[Note]: 50% of the time it works.\n")).toEqual([]);
    expect(findingsIn("[Note]: 50% of the time it works.\n", "markdown")).toEqual([]);
    const text = "[a]: <HTTP://a.example> 'title'\n[b]:\n  https://b.example:443/\n";
    expect(findingsIn(text, "markdown")).toEqual(["scheme-case: HTTP", "default-port: :443"]);
    // A definition cannot interrupt a paragraph: this one is text, and its URI prose.
    expect(candidatesIn("Text.\n[c]: http://c.example/\n")).toEqual(["http://c.example/ (markdown-autolink)"]);
    // A footnote's definition is no link (lychee's case).
    expect(candidatesIn("This footnote is[^actually] a link.\n\n[^actually]: not\n")).toEqual([]);
  });

  it("gives the candidates in document order: an image's destination before its link's", () => {
    expect(candidatesIn("[![b](https://x.example/b.svg)](https://x.example/)")).toEqual([
      "https://x.example/b.svg (markdown-destination)",
      "https://x.example/ (markdown-destination)",
    ]);
  });

  it("reads autolinks and GFM's literals with a scheme, not www. literals or e-mail addresses", () => {
    const text = "<HTTP://a.example> https://B.example/x. www.C.example a@d.example <e@f.example> <mailto:G@h>";
    expect(candidatesIn(text)).toEqual([
      "HTTP://a.example (markdown-autolink)",
      "https://B.example/x (markdown-autolink)",
      "mailto:G@h (markdown-autolink)",
    ]);
    expect(findingsIn("<HTTP://a.example/>", "markdown")).toEqual(["scheme-case: HTTP"]);
  });

  it("reads a link broken by white space as its author meant it, and offers no fix that leaves it broken", () => {
    const text = "[x](http://exa mple.com) and [y](./my file.md 'title')";
    expect(findingsIn(text, "markdown")).toEqual(["whitespace:  ", "whitespace:  "]);
    const [first] = urisOf(text, "markdown").matches;
    expect(first?.candidate.value.text).toBe("http://exa mple.com");
    // Its only repair makes it a link; the whole normalization would spell a space, which a
    // destination cannot hold, and is dropped.
    const whitespace = first!.findings[0]!;
    const edits = toOffsetEdits(first!, whitespace.suggestions[0]!.edits)!;
    expect(text.slice(0, edits[0]!.start) + edits[0]!.text + text.slice(edits[0]!.end)).toMatch(
      /^\[x\]\(http:\/\/exa%20mple\.com\)/,
    );
    const normalized = normalizationReport(first!.uri.text);
    const normalize = toOffsetEdits(
      first!,
      normalized.map((change) => ({ start: change.start, end: change.end, text: change.replacement })),
    );
    expect(normalized.length === 0 || normalize === undefined).toBe(true);
    // Not a destination: code, a call in prose, text without a URI or a path.
    expect(candidatesIn("a[i](j k) and `[x](http://a b)`")).toEqual([]);
  });
});

describe("Markdown: prose, code and math", () => {
  it("reads prose: a password in a README is found", () => {
    expect(findingsIn("Connect with postgres://user:S3cret@db.example/app today.", "markdown")).toEqual([
      "plaintext-password: S3cret",
    ]);
    // GFM links the e-mail address `S3cret@db.example` in it: the URI around it is still one.
    expect(candidatesIn("postgres://user:S3cret@db.example/app")).toEqual([
      "postgres://user:S3cret@db.example/app (prose)",
    ]);
  });

  it("skips math as code (lychee's case) and code spans", () => {
    expect(candidatesIn("$$\n[\\psi](\\mathbf{L})\n$$\n")).toEqual([]);
    expect(candidatesIn("Inline $[a](b\\c)$ and `HTTP://code.example` but HTTP://z.example")).toEqual([
      "HTTP://z.example (markdown-autolink)",
    ]);
  });

  it("reads a fenced block as the language its info string names, at its place in the file", () => {
    const text = [
      "```yaml",
      "url: HTTP://yaml.example:80/",
      "```",
      "```json",
      '{ "homepage": "HTTP://json.example" }',
      "```",
      "```sh",
      "psql postgres://u:S3cret@db/app",
      "```",
      "```Dockerfile",
      "ENV URL=HTTP://docker.example",
      "```",
      "```python",
      "get('HTTP://python.example')",
      "```",
      "```",
      "HTTP://nameless.example",
      "```",
      "```md",
      "[x](HTTP://example-of-markdown.example)",
      "```",
      "    HTTP://indented.example",
      "",
      "```{r}",
      "url <- 'HTTP://r.example'",
      "```",
    ].join("\n");
    expect(findingsIn(text, "markdown")).toEqual([
      "scheme-case: HTTP",
      "default-port: :80",
      "scheme-case: HTTP",
      "plaintext-password: S3cret",
      "scheme-case: HTTP",
    ]);
    expect(urisIn(text, "markdown").map((u) => u.spelled)).toEqual([
      "HTTP://yaml.example:80/",
      "HTTP://json.example",
      "postgres://u:S3cret@db/app",
      "HTTP://docker.example",
    ]);
  });

  it("places a block's candidates through block quote and list prefixes", () => {
    const text =
      "> ```yaml\n> url: HTTP://a.example:80/\n> ```\n\n1. item\n\n   ```js\n   fetch('HTTP://b.example');\n   ```\n";
    expect(findingsIn(text, "markdown")).toEqual(["scheme-case: HTTP", "default-port: :80", "scheme-case: HTTP"]);
    expect(urisIn(text, "markdown").map((u) => u.spelled)).toEqual(["HTTP://a.example:80/", "HTTP://b.example"]);
  });

  it("skips a candidate that runs across lines whose prefixes differ, and one Markdown reads otherwise", () => {
    // A template over two lines of a block quote: a fix would drop the "> " between them.
    const across = "> ```js\n> fetch(`HTTP://a.example/\n> ${x}`, 'HTTP://c.example')\n> ```\n";
    expect(candidatesIn(across)).toEqual(["HTTP://c.example (string)"]);
    // The same outside a block quote is read whole.
    expect(candidatesIn("```js\nfetch(`HTTP://a.example/\n${x}`, 'HTTP://c.example')\n```\n")).toEqual([
      "HTTP://a.example/\n${x} (template)",
      "HTTP://c.example (string)",
    ]);
    // A tab that the fence's indentation cuts in two is read as spaces the file does not hold.
    expect(candidatesIn(" ```yaml\n\tu: HTTP://a.example\n ```\n")).toEqual([]);
    expect(candidatesIn("- a\n\n\t```yaml\n\tu: HTTP://a.example\n\t```\n")).toEqual(["HTTP://a.example (yaml)"]);
  });

  it("reads YAML front matter as YAML", () => {
    expect(findingsIn("---\nhomepage: HTTP://front.example:80/\n---\n\n# Title\n", "markdown")).toEqual([
      "scheme-case: HTTP",
      "default-port: :80",
    ]);
  });
});

describe("Markdown: HTML", () => {
  it("decodes character references in inline HTML, never reading &#x3D; as a #", () => {
    const text = 'See <a href="https://x.example/?a&#x3D;b">x</a>.';
    expect(findingsIn(text, "markdown")).toEqual([]);
    expect(urisIn(text, "markdown").map((u) => u.value)).toEqual(["https://x.example/?a=b"]);
  });

  it("reads attributes by role: relative href, src and srcset too", () => {
    const text =
      '<p align="center">\n  <a href="./docs/a b.md"><img src="./logo.png" srcset="HTTP://A.example/1.png 1x"></a>\n</p>\n';
    expect(candidatesIn(text)).toEqual(["./docs/a b.md (html)", "./logo.png (html)", "HTTP://A.example/1.png (html)"]);
    expect(findingsIn(text, "markdown")).toEqual(["whitespace:  ", "scheme-case: HTTP", "host-case: A"]);
  });

  it("reads HTML in a block quote at its place", () => {
    const text = '> para <a href="HTTP://x.example/"\n> title="t">link</a>\n';
    expect(findingsIn(text, "markdown")).toEqual(["scheme-case: HTTP"]);
    expect(urisIn(text, "markdown").map((u) => u.spelled)).toEqual(["HTTP://x.example/"]);
  });

  it("reads a comment as Markdown: a commented-out badge's URIs end where Markdown ends them", () => {
    const text = "<!-- [![b](https://img.example/b.svg?style=flat)](https://x.example/) -->\n";
    expect(findingsIn(text, "markdown")).toEqual([]);
    expect(urisIn(text, "markdown").map((u) => u.spelled)).toEqual([
      "https://img.example/b.svg?style=flat",
      "https://x.example/",
    ]);
  });
});

describe("Markdown: MDX", () => {
  it("leaves MDX's JavaScript alone", () => {
    const text = [
      'import X from "./x.js"',
      'export const url = "http://localhost:" + port',
      "",
      '<Card href={"http://a b"} />',
      "",
      'Text {"http://localhost:" + port} and HTTP://b.example',
    ].join("\n");
    expect(candidatesIn(text, "mdx")).toEqual(["HTTP://b.example (markdown-autolink)"]);
    // Read as Markdown, the same text gives the JavaScript's strings as prose.
    expect(candidatesIn(text, "markdown").length).toBeGreaterThan(1);
  });
});

describe("Markdown: the language of a code block", () => {
  it("is the registry's by the info string's first word, plain text for shells and text", () => {
    const infos = ["js", "JavaScript", "ts", "tsx", "json", "jsonc", "yaml", "yml", "toml", "env", "dotenv"];
    expect(infos.map(codeBlockDialect)).toEqual(infos.map(languageOfName));
    expect(["html", "css", "docker", "{r}", "{.js}", "sh", "bash", "console", "text"].map(codeBlockDialect)).toEqual([
      "html",
      "css",
      "dockerfile",
      undefined,
      "js",
      "text",
      "text",
      "text",
      "text",
    ]);
    expect(["python", "md", "markdown", "mdx", "", null, undefined].map(codeBlockDialect)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("Markdown: a block of a language read with a WebAssembly grammar", () => {
  it("is left alone even once that language is prepared: what is found never depends on what a front-end prepared", async () => {
    const text = ["```python", "get('HTTP://python.example')", "```"].join("\n");
    expect(findingsIn(text, "markdown")).toEqual([]);
    await prepareLanguage("python");
    expect(findingsIn("get('HTTP://python.example')", "python")).toEqual(["scheme-case: HTTP"]);
    expect(findingsIn(text, "markdown")).toEqual([]);
  });
});

describe("Markdown: documents no one can read whole", () => {
  it("reads nesting as deep as the parser takes without overflowing, and reports deeper as unread", () => {
    const lists = Array.from({ length: 100 }, (_, i) => `${" ".repeat(i * 2)}- [a](HTTP://x.example/${i})`).join("\n");
    expect(urisOf(lists, "markdown").matches.length).toBe(100);
    const quotes = `${">".repeat(20_000)} HTTP://x.example\n`;
    expect(urisOf(quotes, "markdown").unreadable ?? false).toBe(true);
  }, 300_000);

  it("counts offsets from the byte order mark, as the file holds it", () => {
    const text = "\ufeff[a](HTTP://a.example) <!-- urilint-disable-line -->";
    expect(urisIn(text, "markdown").map((u) => u.spelled)).toEqual(["HTTP://a.example"]);
    expectSoundScan(text, "markdown");
  });
});
