/**
 * HTML, CSS, Python, Go, Rust, Java, Kotlin, C#, Ruby, PHP and shell documents over the protocol: the server reads them
 * through their scanners (an attribute's character references, a style sheet's escapes, a script
 * inside a page, a literal's escapes and its language's disable comments), and every feature lands
 * on the source spelling:
 * diagnostics, hovers, quick fixes, fix-all and links.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  DocumentLinkRequest,
  HoverRequest,
  type CodeAction,
  type MarkupContent,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";
import { apply, editsOf } from "../support/edits.js";

let client: TestClient | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
});

interface LanguageCase {
  readonly languageId: string;
  readonly uri: string;
  readonly text: string;
  /** `code line:character-character` of every diagnostic. */
  readonly diagnostics: readonly string[];
  /** Where the hover is asked, and a line it must hold. */
  readonly hover: { readonly line: number; readonly character: number; readonly holds: string };
  /** The quick fix asked on the first diagnostic, and the document after it. */
  readonly quickFix: { readonly title: string; readonly fixed: string };
  readonly fixedAll: string;
  readonly links: readonly string[];
}

const CASES: readonly LanguageCase[] = [
  {
    languageId: "html",
    uri: "file:///work/site/index.html",
    text: [
      "<!doctype html>",
      '<a href="HTTP://Example.com:80/?a=1&amp;b=%7e">home</a>',
      "<script>fetch('https://api.example.com:443/v1');</script>",
      '<img src="/logo.png" alt="logo"><a href="postgres://app:Pw4Html9@db/app">db</a>',
      "",
    ].join("\n"),
    diagnostics: [
      "scheme-case 1:9-13",
      "host-case 1:16-17",
      "default-port 1:27-30",
      "unreserved-percent-encoded 1:42-45",
      "default-port 2:38-42",
      "plaintext-password 3:56-64",
    ],
    hover: { line: 1, character: 20, holds: "a=1&b=%7e" },
    quickFix: {
      title: "Lower-case the scheme",
      fixed: '<a href="http://Example.com:80/?a=1&amp;b=%7e">home</a>',
    },
    fixedAll: [
      "<!doctype html>",
      '<a href="http://example.com/?a=1&amp;b=~">home</a>',
      "<script>fetch('https://api.example.com/v1');</script>",
      '<img src="/logo.png" alt="logo"><a href="postgres://app:Pw4Html9@db/app">db</a>',
      "",
    ].join("\n"),
    links: ["HTTP://Example.com:80/?a=1&b=%7e", "https://api.example.com:443/v1"],
  },
  {
    languageId: "css",
    uri: "file:///work/site/style.css",
    text: [
      "/* see HTTP://docs.example.com/ */",
      'body { background: url("https://img.example.com:443/a\\26 b.png"); }',
      ".x { background: url(http://cdn.example.com/%7e.png); mask: url(#m); }",
      "",
    ].join("\n"),
    diagnostics: ["scheme-case 0:7-11", "default-port 1:47-51", "unreserved-percent-encoded 2:44-47"],
    hover: { line: 1, character: 30, holds: "a&b.png" },
    quickFix: { title: "Lower-case the scheme", fixed: "/* see http://docs.example.com/ */" },
    fixedAll: [
      "/* see http://docs.example.com/ */",
      'body { background: url("https://img.example.com/a\\26 b.png"); }',
      ".x { background: url(http://cdn.example.com/~.png); mask: url(#m); }",
      "",
    ].join("\n"),
    links: ["HTTP://docs.example.com/", "https://img.example.com:443/a&b.png", "http://cdn.example.com/%7e.png"],
  },
  {
    languageId: "python",
    uri: "file:///work/app/client.py",
    text: [
      "import requests  # docs: https://docs.example.com/",
      "# urilint-disable-next-line no-plaintext-password",
      'DB = "postgres://app:Pw4Html9@db.example.com/app"',
      "API = 'HTTP://Example.com:80/caf\\u00e9'",
      'requests.get(f"https://{host}/x", timeout=3)',
      'OTHER = "postgres://app:Pw4Html9@db.example.com/app"',
      "",
    ].join("\n"),
    // The password of line 2 is silenced by the comment above it; the one of line 5 is not.
    diagnostics: [
      "scheme-case 3:7-11",
      "host-case 3:14-15",
      "default-port 3:25-28",
      "iri 3:32-38",
      "plaintext-password 5:24-32",
    ],
    hover: { line: 3, character: 20, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: "API = 'http://Example.com:80/caf\\u00e9'" },
    fixedAll: [
      "import requests  # docs: https://docs.example.com/",
      "# urilint-disable-next-line no-plaintext-password",
      'DB = "postgres://app:Pw4Html9@db.example.com/app"',
      "API = 'http://example.com/caf\\u00e9'",
      'requests.get(f"https://{host}/x", timeout=3)',
      'OTHER = "postgres://app:Pw4Html9@db.example.com/app"',
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "go",
    uri: "file:///work/app/client.go",
    text: [
      "package client // docs: https://docs.example.com/",
      "",
      "// urilint-disable-next-line no-plaintext-password",
      'var db = "postgres://app:Pw4Html9@db.example.com/app"',
      'var api = "HTTP://Example.com:80/caf\\u00e9"',
      "var other = `postgres://app:Pw4Html9@db.example.com/app`",
      "",
    ].join("\n"),
    diagnostics: [
      "scheme-case 4:11-15",
      "host-case 4:18-19",
      "default-port 4:29-32",
      "iri 4:36-42",
      "plaintext-password 5:28-36",
    ],
    hover: { line: 4, character: 20, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: 'var api = "http://Example.com:80/caf\\u00e9"' },
    fixedAll: [
      "package client // docs: https://docs.example.com/",
      "",
      "// urilint-disable-next-line no-plaintext-password",
      'var db = "postgres://app:Pw4Html9@db.example.com/app"',
      'var api = "http://example.com/caf\\u00e9"',
      "var other = `postgres://app:Pw4Html9@db.example.com/app`",
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "rust",
    uri: "file:///work/app/src/client.rs",
    text: [
      "//! docs: https://docs.example.com/",
      "// urilint-disable-next-line no-plaintext-password",
      'const DB: &str = "postgres://app:Pw4Html9@db.example.com/app";',
      'const API: &str = "HTTP://Example.com:80/caf\\u{e9}";',
      'const OTHER: &str = r#"postgres://app:Pw4Html9@db.example.com/app"#;',
      "",
    ].join("\n"),
    diagnostics: [
      "scheme-case 3:19-23",
      "host-case 3:26-27",
      "default-port 3:37-40",
      "iri 3:44-50",
      "plaintext-password 4:38-46",
    ],
    hover: { line: 3, character: 28, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: 'const API: &str = "http://Example.com:80/caf\\u{e9}";' },
    fixedAll: [
      "//! docs: https://docs.example.com/",
      "// urilint-disable-next-line no-plaintext-password",
      'const DB: &str = "postgres://app:Pw4Html9@db.example.com/app";',
      'const API: &str = "http://example.com/caf\\u{e9}";',
      'const OTHER: &str = r#"postgres://app:Pw4Html9@db.example.com/app"#;',
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "java",
    uri: "file:///work/app/src/Client.java",
    text: [
      "/** docs: https://docs.example.com/ */",
      "class Client {",
      "  // urilint-disable-next-line no-plaintext-password",
      '  String db = "postgres://app:Pw4Html9@db.example.com/app";',
      '  String api = "HTTP://Example.com:80/caf\\u00e9";',
      '  String other = """',
      '      postgres://app:Pw4Html9@db.example.com/app""";',
      "}",
      "",
    ].join("\n"),
    diagnostics: [
      "scheme-case 4:16-20",
      "host-case 4:23-24",
      "default-port 4:34-37",
      "iri 4:41-47",
      "plaintext-password 6:21-29",
    ],
    hover: { line: 4, character: 25, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: '  String api = "http://Example.com:80/caf\\u00e9";' },
    fixedAll: [
      "/** docs: https://docs.example.com/ */",
      "class Client {",
      "  // urilint-disable-next-line no-plaintext-password",
      '  String db = "postgres://app:Pw4Html9@db.example.com/app";',
      '  String api = "http://example.com/caf\\u00e9";',
      '  String other = """',
      '      postgres://app:Pw4Html9@db.example.com/app""";',
      "}",
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "kotlin",
    uri: "file:///work/app/src/Client.kt",
    text: [
      "/** docs: https://docs.example.com/ */",
      "class Client {",
      "  // urilint-disable-next-line no-plaintext-password",
      '  val db = "postgres://app:Pw4Html9@db.example.com/app"',
      '  val api = "HTTP://Example.com:80/caf\\u00e9"',
      '  val other = """postgres://app:Pw4Html9@db.example.com/app"""',
      "}",
      "",
    ].join("\n"),
    diagnostics: [
      "scheme-case 4:13-17",
      "host-case 4:20-21",
      "default-port 4:31-34",
      "iri 4:38-44",
      "plaintext-password 5:32-40",
    ],
    hover: { line: 4, character: 22, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: '  val api = "http://Example.com:80/caf\\u00e9"' },
    fixedAll: [
      "/** docs: https://docs.example.com/ */",
      "class Client {",
      "  // urilint-disable-next-line no-plaintext-password",
      '  val db = "postgres://app:Pw4Html9@db.example.com/app"',
      '  val api = "http://example.com/caf\\u00e9"',
      '  val other = """postgres://app:Pw4Html9@db.example.com/app"""',
      "}",
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "csharp",
    uri: "file:///work/app/src/Client.cs",
    text: [
      "/// docs: https://docs.example.com/",
      "class Client {",
      "  // urilint-disable-next-line no-plaintext-password",
      '  string db = "postgres://app:Pw4Html9@db.example.com/app";',
      '  string api = "HTTP://Example.com:80/caf\\u00e9";',
      '  string other = @"postgres://app:Pw4Html9@db.example.com/app";',
      "}",
      "",
    ].join("\n"),
    diagnostics: [
      "scheme-case 4:16-20",
      "host-case 4:23-24",
      "default-port 4:34-37",
      "iri 4:41-47",
      "plaintext-password 5:34-42",
    ],
    hover: { line: 4, character: 25, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: '  string api = "http://Example.com:80/caf\\u00e9";' },
    fixedAll: [
      "/// docs: https://docs.example.com/",
      "class Client {",
      "  // urilint-disable-next-line no-plaintext-password",
      '  string db = "postgres://app:Pw4Html9@db.example.com/app";',
      '  string api = "http://example.com/caf\\u00e9";',
      '  string other = @"postgres://app:Pw4Html9@db.example.com/app";',
      "}",
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "ruby",
    uri: "file:///work/app/client.rb",
    text: [
      'require "net/http" # docs: https://docs.example.com/',
      "# urilint-disable-next-line no-plaintext-password",
      'DB = "postgres://app:Pw4Html9@db.example.com/app"',
      'API = URI("HTTP://Example.com:80/caf\\u00e9")',
      'Net::HTTP.get(URI("https://#{host}/x"))',
      'OTHER = "postgres://app:Pw4Html9@db.example.com/app"',
      "",
    ].join("\n"),
    // The password of line 2 is silenced by the comment above it; the one of line 5 is not.
    diagnostics: [
      "scheme-case 3:11-15",
      "host-case 3:18-19",
      "default-port 3:29-32",
      "iri 3:36-42",
      "plaintext-password 5:24-32",
    ],
    hover: { line: 3, character: 20, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: 'API = URI("http://Example.com:80/caf\\u00e9")' },
    fixedAll: [
      'require "net/http" # docs: https://docs.example.com/',
      "# urilint-disable-next-line no-plaintext-password",
      'DB = "postgres://app:Pw4Html9@db.example.com/app"',
      'API = URI("http://example.com/caf\\u00e9")',
      'Net::HTTP.get(URI("https://#{host}/x"))',
      'OTHER = "postgres://app:Pw4Html9@db.example.com/app"',
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "shellscript",
    uri: "file:///work/app/install.sh",
    text: [
      "#!/bin/sh",
      "# docs: https://docs.example.com/",
      "# urilint-disable-next-line no-plaintext-password",
      "DB='postgres://app:Pw4Html9@db.example.com/app'",
      "curl -fsSL $'HTTP://Example.com:80/caf\\u00e9'",
      'curl "https://$HOST/x"',
      "OTHER=postgres://app:Pw4Html9@db.example.com/app",
      "",
    ].join("\n"),
    // The password of line 3 is silenced by the comment above it; the one of line 6 is not.
    diagnostics: [
      "scheme-case 4:13-17",
      "host-case 4:20-21",
      "default-port 4:31-34",
      "iri 4:38-44",
      "plaintext-password 6:21-29",
    ],
    hover: { line: 4, character: 20, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: "curl -fsSL $'http://Example.com:80/caf\\u00e9'" },
    fixedAll: [
      "#!/bin/sh",
      "# docs: https://docs.example.com/",
      "# urilint-disable-next-line no-plaintext-password",
      "DB='postgres://app:Pw4Html9@db.example.com/app'",
      "curl -fsSL $'http://example.com/caf\\u00e9'",
      'curl "https://$HOST/x"',
      "OTHER=postgres://app:Pw4Html9@db.example.com/app",
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
  {
    languageId: "php",
    uri: "file:///work/app/client.php",
    text: [
      "<?php // docs: https://docs.example.com/",
      "// urilint-disable-next-line no-plaintext-password",
      '$db = "postgres://app:Pw4Html9@db.example.com/app";',
      '$api = curl_init("HTTP://Example.com:80/caf\\u{e9}");',
      'file_get_contents("https://{$host}/x");',
      '$other = "postgres://app:Pw4Html9@db.example.com/app";',
      "",
    ].join("\n"),
    // The password of line 2 is silenced by the comment above it; the one of line 5 is not.
    diagnostics: [
      "scheme-case 3:18-22",
      "host-case 3:25-26",
      "default-port 3:36-39",
      "iri 3:43-49",
      "plaintext-password 5:25-33",
    ],
    hover: { line: 3, character: 20, holds: "café" },
    quickFix: { title: "Lower-case the scheme", fixed: '$api = curl_init("http://Example.com:80/caf\\u{e9}");' },
    fixedAll: [
      "<?php // docs: https://docs.example.com/",
      "// urilint-disable-next-line no-plaintext-password",
      '$db = "postgres://app:Pw4Html9@db.example.com/app";',
      '$api = curl_init("http://example.com/caf\\u{e9}");',
      'file_get_contents("https://{$host}/x");',
      '$other = "postgres://app:Pw4Html9@db.example.com/app";',
      "",
    ].join("\n"),
    links: ["https://docs.example.com/"],
  },
];

describe.each(CASES)("$languageId documents", (c) => {
  it("get diagnostics, hovers, quick fixes, fix-all and links on the source spelling", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const published = client.nextDiagnostics(c.uri, 1);
    await client.open(c.uri, c.languageId, c.text, 1);
    const { diagnostics } = await published;
    expect(
      diagnostics.map(
        (d) => `${String(d.code)} ${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`,
      ),
    ).toEqual(c.diagnostics);

    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: c.uri },
      position: { line: c.hover.line, character: c.hover.character },
    });
    expect((hover?.contents as MarkupContent).value).toContain(c.hover.holds);

    const first = diagnostics[0]!;
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: c.uri },
      range: first.range,
      context: { diagnostics: [first] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.title === c.quickFix.title)!;
    expect(apply(c.text, editsOf(fix.edit, c.uri)).split("\n")[first.range.start.line]).toBe(c.quickFix.fixed);

    const fixAll = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: c.uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ["source.fixAll"] },
    })) as CodeAction[];
    expect(apply(c.text, editsOf(fixAll[0]!.edit, c.uri))).toBe(c.fixedAll);

    const links = await client.connection.sendRequest(DocumentLinkRequest.type, { textDocument: { uri: c.uri } });
    expect(links?.map((l) => l.target)).toEqual(c.links);
    expect(client.stdout()).not.toContain("Pw4Html9");
  });
});
