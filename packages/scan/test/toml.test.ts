/**
 * The TOML scanner: documents with their findings (code, exact document range) and fixed text,
 * the traps of manifests that must stay silent, the URL fields of Cargo and Python manifests,
 * passwords, the decoder against toml-eslint-parser's own values, fixes that keep the document's
 * meaning, documents being typed, and fuzzing.
 */
import fc from "fast-check";
import { getStaticTOMLValue, parseTOML, type AST } from "toml-eslint-parser";
import { describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { scanToml, spellToml, type TomlSpelling } from "../src/languages/toml/scan.js";
import { languageOf, languageOfPath } from "../src/language.js";
import { decodeTomlString } from "../src/languages/toml/string.js";
import { documentRange } from "../src/matches.js";
import { runSync } from "../src/work.js";
import { fixedText, rangesIn, urisOf } from "./support/documents.js";
import { expectSoundScan, fuzzTests, withFixes } from "./support/fuzz.js";

describe("TOML: which documents are TOML", () => {
  it.each([
    ["toml", "file:///a/config"],
    ["plaintext", "file:///a/Cargo.toml"],
    [undefined, "pyproject.toml"],
    [undefined, "/srv/app/Pipfile"],
    [undefined, "Cargo.lock"],
    [undefined, "poetry.lock"],
    [undefined, "uv.lock"],
    [undefined, "pdm.lock"],
  ])("%s %s", (languageId, path) => {
    expect(languageOf(languageId, path)).toBe("toml");
  });

  it("leaves other lockfiles alone", () => {
    expect(languageOfPath("yarn.lock")).toBeUndefined();
    // npm's lockfile is JSON (its dialect: its strings are npm specs and resolved URLs).
    expect(languageOfPath("package-lock.json")).toBe("npm-lockfile");
  });
});

/** Each finding as "code start-end text" (the document's own text of the range, JSON-escaped). */
function located(source: string): string[] {
  return rangesIn(source, "toml").map(
    ([code, start, end]) => `${code} ${start}-${end} ${JSON.stringify(source.slice(start, end)).slice(1, -1)}`,
  );
}

describe("TOML: findings with exact ranges, and the text after every fix", () => {
  const cases: [what: string, source: string, findings: string[], fixed: string][] = [
    [
      "a basic string",
      'homepage = "HTTP://Example.com:80/"\n',
      ["scheme-case 12-16 HTTP", "host-case 19-20 E", "default-port 30-33 :80"],
      'homepage = "http://example.com/"\n',
    ],
    [
      "a literal string",
      "url = 'HTTP://literal.example.com/%7e'\n",
      ["scheme-case 7-11 HTTP", "unreserved-percent-encoded 34-37 %7e"],
      "url = 'http://literal.example.com/~'\n",
    ],
    [
      "escapes: each range covers the escapes that spell it",
      'url = "\\u0048TTP://x.example.com/\\x25\\U00000037e"\n',
      ["scheme-case 7-16 \\\\u0048TTP", "unreserved-percent-encoded 33-48 \\\\x25\\\\U00000037e"],
      'url = "http://x.example.com/~"\n',
    ],
    // Only the host is replaced: the escaped slashes stay as they were written.
    [
      "escaped slashes before the host",
      'url = "http:\\u002F\\u002FEXAMPLE.com/"\n',
      ["host-case 24-31 EXAMPLE"],
      'url = "http:\\u002F\\u002Fexample.com/"\n',
    ],
    [
      "a multi-line basic string: the line break after the delimiter is trimmed",
      'url = """\nHTTP://multi.example.com/"""\n',
      ["scheme-case 10-14 HTTP"],
      'url = """\nhttp://multi.example.com/"""\n',
    ],
    [
      "a line ending backslash removes the break and the indentation",
      'url = """HTTP://multi.example.com/\\\n    %7euser"""\n',
      ["scheme-case 9-13 HTTP", "unreserved-percent-encoded 40-43 %7e"],
      'url = """http://multi.example.com/\\\n    ~user"""\n',
    ],
    [
      "a multi-line literal string",
      "url = '''\nHTTP://literal.example.com:80/'''\n",
      ["scheme-case 10-14 HTTP", "default-port 36-39 :80"],
      "url = '''\nhttp://literal.example.com/'''\n",
    ],
    [
      "arrays, nested too, are named by their key",
      'urls = ["HTTP://a.example.com/", \'https://b.example.com:443/\', ["http://c.example.com/%7e"]]\n',
      ["scheme-case 9-13 HTTP", "default-port 55-59 :443", "unreserved-percent-encoded 86-89 %7e"],
      'urls = ["http://a.example.com/", \'https://b.example.com/\', ["http://c.example.com/~"]]\n',
    ],
    [
      "an inline table",
      '[server]\nendpoint = { url = "HTTP://inline.example.com/", timeout = 5 }\n',
      ["scheme-case 29-33 HTTP"],
      '[server]\nendpoint = { url = "http://inline.example.com/", timeout = 5 }\n',
    ],
    [
      "dotted keys and arrays of tables",
      '[a.b]\nc.url = "HTTP://dotted.example.com/"\n[[mirrors]]\nurl = "http://m.example.com:80/"\n',
      ["scheme-case 15-19 HTTP", "default-port 82-85 :80"],
      '[a.b]\nc.url = "http://dotted.example.com/"\n[[mirrors]]\nurl = "http://m.example.com/"\n',
    ],
    [
      "comments are prose",
      '# see HTTP://comment.example.com/\nkey = "value" # and http://trailing.example.com:80/\n',
      ["scheme-case 6-10 HTTP", "default-port 81-84 :80"],
      '# see http://comment.example.com/\nkey = "value" # and http://trailing.example.com/\n',
    ],
    [
      "table headers and keys are never candidates",
      '["HTTP://quoted.key.example.com/"]\n"HTTP://key.example.com/" = "v"\n',
      [],
      '["HTTP://quoted.key.example.com/"]\n"HTTP://key.example.com/" = "v"\n',
    ],
    [
      "a URI inside a command",
      'cmd = "curl -f HTTP://localhost:8080/health"\n',
      ["scheme-case 15-19 HTTP"],
      'cmd = "curl -f http://localhost:8080/health"\n',
    ],
    [
      "CR LF line ends, in a multi-line string too",
      'url = "HTTP://crlf.example.com/"\r\nm = """\r\nhttp://b.example.com:80/"""\r\n',
      ["scheme-case 7-11 HTTP", "default-port 63-66 :80"],
      'url = "http://crlf.example.com/"\r\nm = """\r\nhttp://b.example.com/"""\r\n',
    ],
    [
      "UTF-16 offsets after astral characters",
      'emoji = "😀"\nurl = "HTTP://x.example.com/"\n',
      ["scheme-case 20-24 HTTP"],
      'emoji = "😀"\nurl = "http://x.example.com/"\n',
    ],
    [
      "a host and port under a URI name",
      'api_url = "localhost:3000"\n',
      ["host-port-without-scheme 11-25 localhost:3000"],
      'api_url = "localhost:3000"\n',
    ],
    [
      "NAME=value items of an array (pytest-env)",
      '[tool.pytest.ini_options]\nenv = ["SHOP_API_URL=HTTP://localhost:8000/"]\n',
      ["scheme-case 47-51 HTTP"],
      '[tool.pytest.ini_options]\nenv = ["SHOP_API_URL=http://localhost:8000/"]\n',
    ],
    [
      "a list of URIs joined by commas: each is read",
      'ALLOWED_ORIGINS = "https://a.example.com,https://b.example.com:443"\n',
      ["default-port 62-66 :443"],
      'ALLOWED_ORIGINS = "https://a.example.com,https://b.example.com"\n',
    ],
    [
      "a password is reported, never fixed",
      'DATABASE_URL = "postgres://app:hunter2@db/app"\n',
      ["plaintext-password 31-38 hunter2"],
      'DATABASE_URL = "postgres://app:hunter2@db/app"\n',
    ],
    [
      "manifest URL fields",
      '[package]\nname = "demo"\nrepository = "github.com/owner/demo"\ndocumentation = "https://docs.rs/demo/%7e"\n[project.urls]\nHomepage = "HTTP://example.com/"\n',
      ["unreserved-percent-encoded 99-102 %7e", "scheme-case 131-135 HTTP"],
      '[package]\nname = "demo"\nrepository = "github.com/owner/demo"\ndocumentation = "https://docs.rs/demo/~"\n[project.urls]\nHomepage = "http://example.com/"\n',
    ],
  ];
  it.each(cases)("%s", (_what, source, findings, fixed) => {
    expect(located(source)).toEqual(findings);
    expect(fixedText(source, "toml")).toBe(fixed);
  });
});

describe("TOML: documents being typed", () => {
  const cases: [what: string, source: string, findings: string[]][] = [
    [
      "a string left open: its line is read as text",
      'url = "HTTP://unclosed.example.com/\n',
      ["scheme-case 7-11 HTTP"],
    ],
    [
      "a key defined twice: the rest is read",
      'a = 1\na = 2\nurl = "HTTP://after.dupe.example.com/"\n',
      ["scheme-case 19-23 HTTP"],
    ],
    [
      "a multi-line string left open",
      'x = """\nunterminated\nurl = "HTTP://inside.example.com/"\n',
      ["scheme-case 28-32 HTTP"],
    ],
    ["a value missing before good lines", 'a =\nb = "HTTP://b.example.com/"\n', ["scheme-case 9-13 HTTP"]],
    [
      "more broken lines than are blanked: plain text",
      `${"x\n".repeat(20)}url = "HTTP://late.example.com/"\n`,
      ["scheme-case 47-51 HTTP"],
    ],
  ];
  it.each(cases)("%s", (_what, source, findings) => {
    expect(located(source)).toEqual(findings);
  });
});

describe("TOML: what stays silent", () => {
  const traps: [what: string, source: string][] = [
    [
      "a Cargo manifest's versions, editions and dependency specs",
      [
        "[package]",
        'name = "demo"',
        'version = "1.2.3"',
        'edition = "2021"',
        'rust-version = "1.74"',
        'license = "MIT OR Apache-2.0"',
        'authors = ["Jane Doe <jane@example.com>"]',
        "",
        "[dependencies]",
        'serde = { version = "1", features = ["derive"] }',
        'tokio = { version = "1.37", default-features = false, features = ["rt", "macros"] }',
        'mylib = { git = "https://github.com/owner/mylib", branch = "main" }',
        'local = { path = "../local" }',
        "",
        "[target.'cfg(unix)'.dependencies]",
        'nix = "0.28"',
        "",
        "[[bin]]",
        'name = "demo"',
        'path = "src/main.rs"',
      ].join("\n"),
    ],
    [
      "a pyproject's requirements and build settings",
      [
        "[build-system]",
        'requires = ["setuptools>=61", "wheel"]',
        'build-backend = "setuptools.build_meta"',
        "",
        "[project]",
        'requires-python = ">=3.9"',
        'dependencies = ["requests>=2.31", "pydantic[email]~=2.6"]',
        "",
        "[tool.poetry.dependencies]",
        'python = "^3.11"',
        "",
        "[tool.ruff]",
        "line-length = 100",
        'select = ["E", "F", "I"]',
      ].join("\n"),
    ],
    ["dates and times are not strings", "released = 2024-01-02T03:04:05Z\nat = 07:32:00\nday = 1979-05-27\n"],
    ["labels that read `word: text`", 'message = "Error: failed"\nnote = "TODO: later"\ntime = "10:30"\n'],
    [
      "placeholders",
      'url = "postgres://app:${DB_PASSWORD}@db/app"\nendpoint = "https://{{ host }}/api"\nredis = "redis://:changeme@cache:6379"\n',
    ],
    [
      "data: URLs and XML namespaces",
      'icon = "data:image/png;base64,iVBORw0KGgo="\nxmlns = "HTTP://www.w3.org/2000/svg"\n',
    ],
    ["an scp-style remote", 'repository = "git@github.com:owner/demo.git"\n'],
  ];
  it.each(traps)("%s", (_what, source) => {
    expect(located(source)).toEqual([]);
  });

  it("still reads a dependency's git URL as a URI", () => {
    const source = '[dependencies]\nmylib = { git = "https://github.com/owner/mylib", version = "1" }\n';
    expect(urisOf(source, "toml").matches.map((m) => m.candidate.value.text)).toEqual([
      "https://github.com/owner/mylib",
    ]);
  });
});

/** Each candidate: where it was read, its context, and its document text. */
function candidates(source: string): [string, string, string][] {
  const out: Candidate[] = [];
  runSync(scanToml(source, (candidate) => out.push(candidate)));
  return out.map((c) => {
    const { context } = c.site;
    const described =
      context.kind === "named"
        ? `named ${context.name}`
        : context.kind === "format"
          ? `format ${context.field}`
          : context.kind;
    return [c.site.in, described, source.slice(c.start, c.end)];
  });
}

describe("TOML: candidates and their context", () => {
  it("names a value by the last part of its key; manifest URL fields are format fields", () => {
    const source = [
      "# a://0",
      'top = "a://1"',
      "[package]",
      'homepage = "b://2"',
      "repository = 'b://3'",
      'metadata.docs.url = "b://4"',
      "[workspace.package]",
      'documentation = "c://5"',
      "[project]",
      'urls = { Homepage = "d://6", "Bug Tracker" = "d://7" }',
      "[tool.poetry]",
      'homepage = "e://8"',
      "[tool.poetry.urls]",
      'Changelog = "e://9" # f://10',
      "[[servers]]",
      'hosts = ["g://11", { url = "g://12" }]',
    ].join("\n");
    expect(candidates(source)).toEqual([
      ["comment", "plain", "a://0"],
      ["toml", "named top", "a://1"],
      ["toml", "format package.homepage", "b://2"],
      ["toml", "format package.repository", "b://3"],
      ["toml", "named url", "b://4"],
      ["toml", "format workspace.package.documentation", "c://5"],
      ["toml", "format project.urls", "d://6"],
      ["toml", "format project.urls", "d://7"],
      ["toml", "format tool.poetry.homepage", "e://8"],
      ["toml", "format tool.poetry.urls", "e://9"],
      ["comment", "plain", "f://10"],
      ["toml", "named hosts", "g://11"],
      ["toml", "named url", "g://12"],
    ]);
  });
});

describe("TOML: spelling a replacement", () => {
  const cases: [value: string, spelling: TomlSpelling, quote: string, spelled: string | undefined][] = [
    ["http", "toml-basic", '"', "http"],
    ['say "hi" \\ now', "toml-basic", '"', 'say \\"hi\\" \\\\ now'],
    ["a\tb\nc\u0001\u007f", "toml-basic", '"', "a\tb\\nc\\u0001\\u007F"],
    ['a"b', "toml-basic", '"""', 'a\\"b'],
    ["plain", "toml-literal", "'", "plain"],
    ["it's", "toml-literal", "'", undefined], // a literal string has no escapes
    ["a\nb", "toml-literal", "'", undefined],
    ["a\nb", "toml-literal", "'''", "a\nb"],
    ["it's", "toml-literal", "'''", undefined],
    ["a\u0000", "toml-literal", "'''", undefined],
  ];
  it.each(cases)("%j as %s (quote %j) is %j", (value, spelling, quote, spelled) => {
    expect(spellToml(value, spelling, quote)).toBe(spelled);
  });
});

const BASIC_PIECES = [
  "a",
  "B",
  "/",
  ":",
  "#",
  " ",
  "\t",
  "%7e",
  "😀",
  "é",
  "'",
  "\\b",
  "\\t",
  "\\n",
  "\\f",
  "\\r",
  "\\e",
  '\\"',
  "\\\\",
  "\\x41",
  "\\u00e9",
  "\\U0001F600",
];
const MULTI_BASIC_PIECES = [...BASIC_PIECES, '"', '""', "\n", "\r\n", "\\\n", "\\  \n  \n ", "\\\r\n\t"];
const LITERAL_PIECES = ["a", "B", "/", ":", "#", " ", "\t", "%7e", "😀", '"', "\\", "\\n"];
const MULTI_LITERAL_PIECES = [...LITERAL_PIECES, "'", "''", "\n", "\r\n"];

function stringArbitrary(): fc.Arbitrary<string> {
  const pieces = (list: string[]): fc.Arbitrary<string> =>
    fc.array(fc.constantFrom(...list), { maxLength: 12 }).map((parts) => parts.join(""));
  return fc.oneof(
    pieces(BASIC_PIECES).map((body) => `"${body}"`),
    pieces(MULTI_BASIC_PIECES).map((body) => `"""${body}x"""`),
    pieces(LITERAL_PIECES).map((body) => `'${body}'`),
    pieces(MULTI_LITERAL_PIECES).map((body) => `'''${body}x'''`),
    fc
      .tuple(fc.constantFrom("\n", "\r\n"), pieces(MULTI_BASIC_PIECES))
      .map(([first, body]) => `"""${first}${body}x"""`),
  );
}

/** Every string value of a TOML AST (arrays included). */
function stringValues(program: AST.TOMLProgram): AST.TOMLStringValue[] {
  const out: AST.TOMLStringValue[] = [];
  const visit = (node: AST.TOMLContentNode): void => {
    if (node.type === "TOMLValue" && node.kind === "string") out.push(node);
    else if (node.type === "TOMLArray") node.elements.forEach(visit);
    else if (node.type === "TOMLInlineTable") node.body.forEach((pair) => visit(pair.value));
  };
  for (const entry of program.body[0].body) {
    for (const pair of entry.type === "TOMLTable" ? entry.body : [entry]) visit(pair.value);
  }
  return out;
}

describe("TOML: the decoder reads every string as toml-eslint-parser does", () => {
  it("agrees on generated strings of every kind", () => {
    fc.assert(
      fc.property(fc.array(stringArbitrary(), { minLength: 1, maxLength: 3 }), (strings) => {
        const text = `k = [${strings.join(", ")}]\n`;
        let program: AST.TOMLProgram;
        try {
          program = parseTOML(text, { tomlVersion: "1.1" });
        } catch {
          return;
        }
        for (const node of stringValues(program)) {
          const width = node.multiline ? 3 : 1;
          const [start, end] = node.range;
          const value = decodeTomlString(text, start + width, end - width, node.style, node.multiline);
          expect(value.text).toBe(node.value);
          let previous = start;
          for (let unit = 0; unit < value.text.length; unit++) {
            const range = value.map.toDocument(unit, unit + 1);
            expect(range.start).toBeGreaterThanOrEqual(previous);
            expect(range.end).toBeLessThanOrEqual(end - width);
            previous = range.start;
          }
        }
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
    path: fc.array(fc.constantFrom("a", "%7e", "%7Euser", ".", "..", "b%2f", 'x"y'), { maxLength: 4 }),
    query: fc.constantFrom("", "?q=%41", "?a=1&b=%2a"),
  })
  .map(({ scheme, host, port, path, query }) => `${scheme}://${host}${port}/${path.join("/")}${query}`);

type Kind = "basic" | "multi-basic" | "literal" | "multi-literal";

/** `value` written as a TOML string of `kind`, with some characters escaped or a line break escaped. */
function written(value: string, kind: Kind, escapes: boolean[]): string {
  if (kind === "literal") return `'${value}'`;
  if (kind === "multi-literal") return `'''\n${value}'''`;
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    const choice = escapes[i % escapes.length] === true;
    if (char === '"' || char === "\\") out += `\\${char}`;
    else if (choice && i % 3 === 0) out += `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
    else if (choice && i % 3 === 1 && kind === "multi-basic") out += `\\\n    ${char}`;
    else out += char;
  }
  return kind === "basic" ? `"${out}"` : `"""${out}"""`;
}

describe("TOML: fixes keep the document valid and mean what the core meant", () => {
  it("every fix applied, the value the parser reads is the URI with the core's fixes applied", () => {
    fc.assert(
      fc.property(
        uriArbitrary,
        fc.constantFrom<Kind>("basic", "multi-basic", "literal", "multi-literal"),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        (uri, kind, escapes) => {
          const source = `[service]\nurl = ${written(uri, kind, escapes)}\n`;
          const read = (text: string): string =>
            (getStaticTOMLValue(parseTOML(text, { tomlVersion: "1.1" })) as { service: { url: string } }).service.url;
          expect(read(source)).toBe(uri);
          expect(read(fixedText(source, "toml"))).toBe(withFixes(uri));
        },
      ),
      { numRuns: 500 },
    );
  });
});

const SAMPLE = [
  "# Cargo manifest, see https://doc.rust-lang.org/cargo/reference/manifest.html",
  "[package]",
  'name = "demo"',
  'version = "0.1.0"',
  'homepage = "HTTP://Example.com:80/"',
  "",
  "[dependencies]",
  'serde = { version = "1", features = ["derive"] }',
  'mylib = { git = "https://github.com:443/owner/mylib" }',
  "",
  "[[servers]]",
  'url = """',
  "postgres://app:hunter2@db/app\\",
  '   ?sslmode=require"""',
  "mirrors = ['http://m.example.com/%7e', \"\\u0048TTP://x.example.com/\"]",
  "",
].join("\n");

describe("TOML: fuzzing (never throws, candidates well formed)", () => {
  fuzzTests(
    "toml",
    [
      "a",
      "=",
      " = ",
      ".",
      "[",
      "]",
      "[[",
      "]]",
      "{",
      "}",
      ",",
      '"',
      "'",
      '"""',
      "'''",
      "\\",
      "#",
      " ",
      "\n",
      "\r\n",
      "http://x.com:80/",
      "\\u00",
      "\t",
      "😀",
      "\uD800",
      "\u0000",
      "1979-05-27",
      "true",
      "1_000",
    ],
    SAMPLE,
    "=[]{}#\"'\\.\n\r\t ,",
  );

  it("on deep nesting", () => {
    expectSoundScan(`a = ${"[".repeat(20000)}"http://x.com:80/"${"]".repeat(20000)}\n`, "toml");
    expectSoundScan(`a = ${"{ b = ".repeat(5000)}"http://x.com:80/"${" }".repeat(5000)}\n`, "toml");
  });

  it("on a 10 MB document, with a finding at its very end", () => {
    const record = SAMPLE.slice(SAMPLE.indexOf("[[servers]]"));
    const big = `${SAMPLE}${record.repeat(Math.ceil(10_000_000 / record.length))}[last]\nurl = "HTTP://end.example.com/"\n`;
    const matches = expectSoundScan(big, "toml");
    const lastMatch = matches[matches.length - 1]!;
    const finding = lastMatch.findings[0]!;
    const range = documentRange(lastMatch, finding.start, finding.end);
    expect([finding.code, range.start, range.end]).toEqual([
      "scheme-case",
      big.lastIndexOf("HTTP"),
      big.lastIndexOf("HTTP") + 4,
    ]);
    // A correctness test on a large input, not a timed one: the parsers read about 1-3 MB/s on a busy machine.
  }, 180_000);
});
