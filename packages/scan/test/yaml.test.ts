/**
 * The YAML scanner: documents with their findings (code, exact document range) and fixed text,
 * the traps of configuration files that must stay silent, passwords, the decoder against the
 * `yaml` package's own values, fixes that keep the document's meaning, and fuzzing.
 */
import fc from "fast-check";
import { CST, parse as parseYaml, Parser } from "yaml";
import { describe, expect, it } from "vitest";
import { decodeFlowScalar, type FlowStyle } from "../src/languages/yaml/scalar.js";
import { scanYaml, spellYaml, type YamlSpelling } from "../src/languages/yaml/scan.js";
import { languageOf } from "../src/language.js";
import { runSync } from "../src/work.js";
import type { Candidate } from "../src/candidate.js";
import { documentRange } from "../src/matches.js";
import { fixedText, rangesIn, urisOf } from "./support/documents.js";
import { expectSoundScan, fuzzTests, withFixes } from "./support/fuzz.js";

describe("YAML: which documents are YAML", () => {
  it.each([
    ["yaml", "file:///a/values"],
    ["dockercompose", "file:///a/compose.yml"],
    ["github-actions-workflow", "file:///a/ci"],
    ["helm", "file:///a/templates/deployment.yaml"],
    ["plaintext", "file:///a/b.yml"],
    [undefined, "k8s/app.YAML"],
  ])("%s %s", (languageId, path) => {
    expect(languageOf(languageId, path)).toBe("yaml");
  });
});

/** Each finding as "code start-end text" (the document's own text of the range, JSON-escaped). */
function located(source: string): string[] {
  return rangesIn(source, "yaml").map(
    ([code, start, end]) => `${code} ${start}-${end} ${JSON.stringify(source.slice(start, end)).slice(1, -1)}`,
  );
}

describe("YAML: findings with exact ranges, and the text after every fix", () => {
  const cases: [what: string, source: string, findings: string[], fixed: string][] = [
    [
      "a plain scalar",
      "url: HTTP://Example.com:80/\n",
      ["scheme-case 5-9 HTTP", "host-case 12-13 E", "default-port 23-26 :80"],
      "url: http://example.com/\n",
    ],
    [
      "the three flow styles in a flow sequence",
      "urls: [HTTP://a.example.com/, \"https://b.example.com:443/\", 'http://c.example.com/%7e']\n",
      ["scheme-case 7-11 HTTP", "default-port 52-56 :443", "unreserved-percent-encoded 82-85 %7e"],
      "urls: [http://a.example.com/, \"https://b.example.com/\", 'http://c.example.com/~']\n",
    ],
    [
      "a single-quoted scalar with a doubled quote before the finding",
      "url: 'HTTP://x.example.com/it''s/%7e'\n",
      ["scheme-case 6-10 HTTP", "unreserved-percent-encoded 33-36 %7e"],
      "url: 'http://x.example.com/it''s/~'\n",
    ],
    [
      "escapes: the range covers each escape that spells the finding",
      'url: "\\x48TTP://x.example.com/"\n',
      ["scheme-case 6-13 \\\\x48TTP"],
      'url: "http://x.example.com/"\n',
    ],
    [
      "a percent-encoding spelled by three escapes",
      'url: "http://x.example.com/\\u0025\\U00000037e"\n',
      ["unreserved-percent-encoded 27-44 \\\\u0025\\\\U00000037e"],
      'url: "http://x.example.com/~"\n',
    ],
    // Only the host is replaced: the escaped slashes stay as they were written.
    [
      "escaped slashes before the host",
      'url: "http:\\/\\/EXAMPLE.com/"\n',
      ["host-case 15-22 EXAMPLE"],
      'url: "http:\\/\\/example.com/"\n',
    ],
    [
      "an escaped tab is a control character",
      'url: "http://example.com/a\\tb"\n',
      ["control-character 26-28 \\\\t"],
      'url: "http://example.com/a\\tb"\n',
    ],
    // Line folding (6.5): one line break reads as a space, covering the break and the indentation.
    [
      "a plain scalar folded over two lines",
      "url: https://example.com/a\n  /b\n",
      ["whitespace 26-29 \\n  "],
      "url: https://example.com/a\n  /b\n",
    ],
    [
      "an empty line reads as a line feed; the trailing spaces belong to the fold",
      "url: https://example.com/a   \n\n  /b\n",
      ["control-character 26-33    \\n\\n  "],
      "url: https://example.com/a   \n\n  /b\n",
    ],
    [
      "an escaped line break reads as nothing",
      'url: "https://example.com/\\\n  %7euser"\n',
      ["unreserved-percent-encoded 30-33 %7e"],
      'url: "https://example.com/\\\n  ~user"\n',
    ],
    [
      "white space before a folded line break",
      'url: "https://example.com/a  \n   b"\n',
      ["whitespace 27-33   \\n   "],
      'url: "https://example.com/a  \n   b"\n',
    ],
    [
      "a one-line literal block scalar is its key's value",
      "url: |\n  HTTP://x.example.com/\n",
      ["scheme-case 9-13 HTTP"],
      "url: |\n  http://x.example.com/\n",
    ],
    [
      "a one-line folded block scalar, stripped",
      "url: >-\n    HTTP://x.example.com/%7e\n\nnext: 1\n",
      ["scheme-case 12-16 HTTP", "unreserved-percent-encoded 33-36 %7e"],
      "url: >-\n    http://x.example.com/~\n\nnext: 1\n",
    ],
    [
      "a block scalar of several lines is prose (a script)",
      "run: |\n  curl HTTP://a.example.com/\n  wget http://b.example.com:80/ -O x\n",
      ["scheme-case 14-18 HTTP", "default-port 63-66 :80"],
      "run: |\n  curl http://a.example.com/\n  wget http://b.example.com/ -O x\n",
    ],
    [
      "a Markdown link in a comment: the link's text ends at its bracket",
      "# [http://x.example.com:80/](http://x.example.com:80/)\n",
      ["default-port 23-26 :80", "default-port 49-52 :80"],
      "# [http://x.example.com/](http://x.example.com/)\n",
    ],
    [
      "comments are prose",
      "# see HTTP://comment.example.com/\nkey: value # and http://trailing.example.com:80/\n",
      ["scheme-case 6-10 HTTP", "default-port 78-81 :80"],
      "# see http://comment.example.com/\nkey: value # and http://trailing.example.com/\n",
    ],
    [
      "anchors, aliases (read once, where written) and several documents",
      "a: &u HTTP://x.example.com/\nb: *u\n---\nc: http://y.example.com:80/\n...\n--- HTTP://doc.example.com/\n",
      ["scheme-case 6-10 HTTP", "default-port 61-64 :80", "scheme-case 74-78 HTTP"],
      "a: &u http://x.example.com/\nb: *u\n---\nc: http://y.example.com/\n...\n--- http://doc.example.com/\n",
    ],
    [
      "NAME=value items of a compose environment list; a password is reported, not fixed",
      'environment:\n  - DATABASE_URL=postgres://app:hunter2@db/app\n  - "API_URL=HTTP://api.example.com/"\n',
      ["plaintext-password 45-52 hunter2", "scheme-case 73-77 HTTP"],
      'environment:\n  - DATABASE_URL=postgres://app:hunter2@db/app\n  - "API_URL=http://api.example.com/"\n',
    ],
    [
      "keys, complex keys included, are never candidates",
      "HTTP://key.example.com/: value\n? HTTP://complex.example.com/\n: http://v.example.com:80/\n",
      ["default-port 83-86 :80"],
      "HTTP://key.example.com/: value\n? HTTP://complex.example.com/\n: http://v.example.com/\n",
    ],
    [
      "a flow mapping and a flow sequence inside it",
      "{url: HTTP://x.example.com/, name: y, list: [HTTP://z.example.com/]}\n",
      ["scheme-case 6-10 HTTP", "scheme-case 45-49 HTTP"],
      "{url: http://x.example.com/, name: y, list: [http://z.example.com/]}\n",
    ],
    [
      "CR LF line ends, and a CR LF fold inside a double-quoted scalar",
      'url: HTTP://crlf.example.com/\r\nnext: "a\r\n  http://b.example.com:80/"\r\n',
      ["scheme-case 5-9 HTTP", "default-port 63-66 :80"],
      'url: http://crlf.example.com/\r\nnext: "a\r\n  http://b.example.com/"\r\n',
    ],
    [
      "a quote left open while typing",
      'url: "HTTP://unclosed.example.com/\n',
      ["scheme-case 6-10 HTTP"],
      'url: "http://unclosed.example.com/\n',
    ],
    // The parser reads everything after such a slip as errors, up to the next `---`: the scan goes on from the next line.
    [
      "a line indented less than the document's first: that line and the lines after it are read",
      "  - a\nurl: HTTP://x.example.com/\nlist:\n  - http://y.example.com:80/\n# HTTP://z.example.com/\n",
      ["scheme-case 11-15 HTTP", "default-port 63-66 :80", "scheme-case 70-74 HTTP"],
      "  - a\nurl: http://x.example.com/\nlist:\n  - http://y.example.com/\n# http://z.example.com/\n",
    ],
    [
      "a stray bracket, then a sequence after a mapping",
      "a: 1\n]\nb: HTTP://b.example.com/\n- c\nd: HTTP://d.example.com/\n",
      ["scheme-case 10-14 HTTP", "scheme-case 39-43 HTTP"],
      "a: 1\n]\nb: http://b.example.com/\n- c\nd: http://d.example.com/\n",
    ],
    [
      "UTF-16 offsets after astral characters",
      'emoji: "😀"\nurl: "HTTP://x.example.com/"\n',
      ["scheme-case 18-22 HTTP"],
      'emoji: "😀"\nurl: "http://x.example.com/"\n',
    ],
    [
      "a healthcheck test: each item, and the URI inside a shell command",
      'test: ["CMD", "curl", "-f", "http://localhost:8080/health"]\ntest2: ["CMD-SHELL", "curl -f HTTP://localhost:8080/health || exit 1"]\n',
      ["scheme-case 90-94 HTTP"],
      'test: ["CMD", "curl", "-f", "http://localhost:8080/health"]\ntest2: ["CMD-SHELL", "curl -f http://localhost:8080/health || exit 1"]\n',
    ],
    [
      "a sentence in a plain scalar",
      "description: Read the docs at HTTP://docs.example.com/ first.\n",
      ["scheme-case 30-34 HTTP"],
      "description: Read the docs at http://docs.example.com/ first.\n",
    ],
    [
      "white space around a value under a URI name",
      'api_url: " https://example.com/"\n',
      ["surrounding-whitespace 10-11  "],
      'api_url: " https://example.com/"\n',
    ],
    [
      "a space inside a URI under a URI name",
      "CALLBACK_URL: https://x.example/cb?next=a b\n",
      ["whitespace 41-42  "],
      "CALLBACK_URL: https://x.example/cb?next=a b\n",
    ],
    [
      "a list of URIs joined by commas: each is read",
      "CORS_ORIGINS: https://a.example.com:443,HTTP://b.example.com\n",
      ["default-port 35-39 :443", "scheme-case 40-44 HTTP"],
      "CORS_ORIGINS: https://a.example.com,http://b.example.com\n",
    ],
    [
      "an item of a sequence is named by the key of the sequence",
      "api_urls:\n  - localhost:3000\n",
      ["host-port-without-scheme 14-28 localhost:3000"],
      "api_urls:\n  - localhost:3000\n",
    ],
  ];
  it.each(cases)("%s", (_what, source, findings, fixed) => {
    expect(located(source)).toEqual(findings);
    expect(fixedText(source, "yaml")).toBe(fixed);
  });
});

describe("YAML: what stays silent", () => {
  const traps: [what: string, source: string][] = [
    [
      "image references",
      "services:\n  db:\n    image: postgres:16\n  web:\n    image: node:20-alpine\n  cache:\n    image: redis:7-alpine\n  kc:\n    image: quay.io/keycloak/keycloak:24.0\n",
    ],
    ["port mappings", 'ports: ["3000:3000", "127.0.0.1:8080:80"]\nexpose:\n  - 9229\n  - "5432:5432"\n'],
    [
      "Kubernetes API versions and kinds",
      "apiVersion: apps/v1\nkind: Deployment\n---\napiVersion: networking.k8s.io/v1\nkind: Ingress\n",
    ],
    [
      "GitHub Actions steps and runners",
      "runs-on: ubuntu-latest\nsteps:\n  - uses: actions/checkout@v4\n  - uses: actions/setup-node@v4\n    with:\n      node-version: 20\n",
    ],
    [
      "expressions and templates",
      'env:\n  URL: ${{ secrets.URL }}\n  API: "${{ vars.API_URL }}"\nurl: "{{ .Values.url }}"\nhost: {{ .Values.host }}\nendpoint: "{{ .Values.scheme }}://{{ .Values.host }}/"\n',
    ],
    ["versions", 'version: "3.8"\nversion2: 3.8\nnode: 20.x\nrequires: ">=1.2.3 <2"\n'],
    ["times and schedules", 'time: 12:30:00\nstart: "09:00"\nschedule:\n  - cron: "30 5 * * 1"\ntimeout: 1h30m\n'],
    [
      "labels and messages that read `word: text`",
      "description: \"Note: this is fine\"\nmessage: 'Error: failed to start'\ntitle: TODO later\n",
    ],
    [
      "an XML namespace and a JSON Schema identifier",
      "xmlns: HTTP://www.w3.org/2000/svg\n$schema: HTTP://json-schema.org/draft-07/schema#\n",
    ],
    ["data: URLs", 'icon: "data:image/png;base64,iVBORw0KGgo="\nurl: data:text/plain,HELLO%7e\n'],
    [
      "placeholder passwords",
      "DATABASE_URL: postgres://app:${DB_PASSWORD}@db/app\nREDIS_URL: redis://:changeme@redis:6379\nAMQP_URL: amqp://guest:password@rabbit/\nURL: postgres://user:<password>@db/app\n",
    ],
    ["scp-style git remotes under a name", "repository: git@github.com:org/repo.git\n"],
    [
      "App Engine handlers, whose url is a regular expression",
      "handlers:\n- url: /favicon\\.ico\n  static_files: favicon.ico\n- url: /(.*\\.(gif|png|jpg))$\n  static_files: static/\\1\n",
    ],
    [
      "a well-formed compose file",
      'services:\n  app:\n    build: .\n    environment:\n      - NODE_ENV=production\n      - PORT=3000\n    depends_on: [db]\n    healthcheck:\n      test: ["CMD", "curl", "-f", "http://localhost:3000/health"]\n      interval: 30s\n',
    ],
  ];
  it.each(traps)("%s", (_what, source) => {
    expect(located(source)).toEqual([]);
  });

  it("does not even take image references, ports, API versions or action references for URIs", () => {
    const source =
      'image: node:20-alpine\nports: ["3000:3000"]\napiVersion: apps/v1\nuses: actions/checkout@v4\nruns-on: ubuntu-latest\n';
    expect(urisOf(source, "yaml").matches).toEqual([]);
  });
});

describe("YAML: passwords", () => {
  const source =
    "DATABASE_URL: postgres://app:hunter2@db/app\nenvironment:\n  - REDIS_URL=redis://:s3cr3t-Pa55@redis:6379/0\n" +
    'run: |\n  psql "postgresql://admin:Tr0ub4dor@db.internal/app"\n  echo done\n';
  it("reports each plaintext password at its exact range", () => {
    expect(located(source)).toEqual([
      "plaintext-password 29-36 hunter2",
      "plaintext-password 80-91 s3cr3t-Pa55",
      "plaintext-password 139-148 Tr0ub4dor",
    ]);
  });

  it("never repeats a password in a message or a fix", () => {
    for (const match of urisOf(source, "yaml").matches) {
      for (const finding of match.findings) {
        const text = JSON.stringify([finding.message, finding.fix, finding.suggestions]);
        for (const secret of ["hunter2", "s3cr3t-Pa55", "Tr0ub4dor"]) expect(text).not.toContain(secret);
      }
    }
  });
});

/** Each candidate: where it was read, its context, and its document text. */
function candidates(source: string): [string, string, string][] {
  const out: Candidate[] = [];
  runSync(scanYaml(source, (candidate) => out.push(candidate)));
  return out.map((c) => {
    const context = c.site.context.kind === "named" ? `named ${c.site.context.name}` : c.site.context.kind;
    return [c.site.in, context, source.slice(c.start, c.end)];
  });
}

describe("YAML: candidates and their context", () => {
  it("names a value by its nearest key, a sequence item by its sequence's key, and reads NAME=value items", () => {
    const source = [
      "db:",
      "  url: a://x",
      "  mirrors:",
      "    - b://y",
      "    - [c://z, {inner: d://w}]",
      '  env: ["API_URL=e://v", not-a-name=f://s]',
      "'quoted key': g://u",
      "? complex",
      ": h://t",
      "- not a key: i://s",
    ].join("\n");
    expect(candidates(source)).toEqual([
      ["yaml", "named url", "a://x"],
      ["yaml", "named mirrors", "b://y"],
      ["yaml", "named mirrors", "c://z"],
      ["yaml", "named inner", "d://w"],
      ["yaml", "named API_URL", "e://v"],
      ["yaml", "named env", "not-a-name=f://s"],
      ["yaml", "named quoted key", "g://u"],
      ["yaml", "named complex", "h://t"],
    ]);
  });

  it("reads a top-level scalar, a block scalar's lines and comments as plain text", () => {
    expect(candidates("a://x # c://z\n")).toEqual([
      ["yaml", "plain", "a://x"],
      ["comment", "plain", "c://z"],
    ]);
    expect(candidates("k: |\n  one b://y and\n  two c://z\n")).toEqual([
      ["yaml", "plain", "b://y"],
      ["yaml", "plain", "c://z"],
    ]);
    expect(candidates("k: >\n  words b://y\n")).toEqual([["yaml", "plain", "b://y"]]);
    // An explicit indentation indicator makes the block's leading spaces content: prose, word by word.
    expect(candidates("k: |4\n     b://y\n")).toEqual([["yaml", "plain", "b://y"]]);
  });

  it("gives candidates in document order, across documents and comments", () => {
    const source = "# a://1\nx: [b://2, # c://3\n  d://4]\n---\n- e://5 # f://6\n- |\n  g://7\n...\n# h://8\n";
    expect(candidates(source).map(([, , text]) => text)).toEqual([
      "a://1",
      "b://2",
      "c://3",
      "d://4",
      "e://5",
      "f://6",
      "g://7",
      "h://8",
    ]);
  });
});

describe("YAML: spelling a replacement", () => {
  const cases: [value: string, spelling: YamlSpelling, quote: string, spelled: string | undefined][] = [
    ["http", "yaml-plain", "", "http"],
    ["%20", "yaml-plain", "", "%20"],
    ["a b", "yaml-plain", "", undefined], // white space could start a comment or end a key
    ["#x", "yaml-plain", "", undefined],
    ["x:", "yaml-plain", "", undefined],
    ["a,b", "yaml-plain", "", "a,b"],
    ["a,b", "yaml-plain", "[", undefined], // a flow indicator ends the scalar inside [...] or {...}
    ["[::1]", "yaml-plain", "[", undefined],
    ["it's", "yaml-single", "'", "it''s"],
    ["a\nb", "yaml-single", "'", undefined],
    ['say "hi" \\ now', "yaml-double", '"', 'say \\"hi\\" \\\\ now'],
    ["a\tb\nc\u0007\u2028", "yaml-double", '"', "a\\tb\\nc\\u0007\\u2028"],
    ["any 'text' \"here\"", "yaml-block", "\n", "any 'text' \"here\""],
    ["two\nlines", "yaml-block", "\n", undefined],
  ];
  it.each(cases)("%j as %s (quote %j) is %j", (value, spelling, quote, spelled) => {
    expect(spellYaml(value, spelling, quote)).toBe(spelled);
  });
});

/** Every flow scalar token of a YAML text (the parser's own CST), with its style. */
function flowScalars(text: string): { token: CST.FlowScalar; style: FlowStyle }[] {
  const out: { token: CST.FlowScalar; style: FlowStyle }[] = [];
  const visit = (token: CST.Token | null | undefined): void => {
    if (token === null || token === undefined) return;
    switch (token.type) {
      case "document":
        visit(token.value);
        break;
      case "block-map":
      case "block-seq":
      case "flow-collection":
        for (const item of token.items) {
          visit(item.key);
          visit(item.value);
        }
        break;
      case "scalar":
        out.push({ token, style: "plain" });
        break;
      case "single-quoted-scalar":
        out.push({ token, style: "single" });
        break;
      case "double-quoted-scalar":
        out.push({ token, style: "double" });
        break;
    }
  };
  for (const token of new Parser().parse(text)) visit(token);
  return out;
}

const DOUBLE_PIECES = [
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
  "\n  ",
  "\n\n  ",
  " \n  ",
  "\t\n \n  ",
  "\r\n  ",
  "\\x41",
  "\\u00e9",
  "\\U0001F600",
  "\\uD83D\\uDE00",
  "\\n",
  "\\t",
  "\\\t",
  "\\\\",
  '\\"',
  "\\/",
  "\\ ",
  "\\\n  ",
  "\\\n\n  ",
  "\\N",
  "\\_",
  "\\L",
  "\\P",
  "\\0",
  "\\a",
  "\\e",
  "\\b",
  "\\v",
  "\\f",
  "\\r",
];
const SINGLE_PIECES = [
  "a",
  "B",
  "/",
  ":",
  "#",
  " ",
  "\t",
  "%7e",
  "😀",
  '"',
  "\\",
  "''",
  "\n  ",
  "\n\n  ",
  " \n  ",
  "\r\n  ",
  "\n \n  ",
];
const PLAIN_PIECES = [
  "a",
  "B",
  "/",
  "-",
  ":x",
  "x#",
  " a",
  "\ta",
  "%7e",
  "😀",
  "\n  a",
  "\n\n  a",
  "  \n  a",
  "\r\n  a",
  "'",
  '"',
];

function scalarArbitrary(): fc.Arbitrary<string> {
  const pieces = (list: string[]): fc.Arbitrary<string> =>
    fc.array(fc.constantFrom(...list), { maxLength: 12 }).map((parts) => parts.join(""));
  return fc.oneof(
    pieces(DOUBLE_PIECES).map((body) => `"${body}"`),
    pieces(SINGLE_PIECES).map((body) => `'${body}'`),
    pieces(PLAIN_PIECES).map((body) => `x${body}`),
  );
}

const ESCAPED_BREAK_THEN_EMPTY_LINE = /\\\r?\n[ \t]*\r?\n/;

describe("YAML: the decoder reads every scalar as the yaml package does", () => {
  it("agrees on generated flow scalars of every style, in block and flow context", () => {
    fc.assert(
      fc.property(scalarArbitrary(), fc.boolean(), (scalar, inFlow) => {
        const text = inFlow ? `k: [${scalar}, z]\n` : `k: ${scalar}\n`;
        for (const { token, style } of flowScalars(text)) {
          let failed = false;
          const resolved = CST.resolveAsScalar(token, true, () => (failed = true));
          // The yaml package reads an escaped line break followed by empty lines as a fold; YAML
          // 1.2.2 [112] and PyYAML read each empty line as a line feed, as the decoder does (below).
          if (failed || resolved === null || (style === "double" && ESCAPED_BREAK_THEN_EMPTY_LINE.test(token.source)))
            continue;
          const start = token.offset + (style === "plain" ? 0 : 1);
          const end = token.offset + token.source.length - (style === "plain" ? 0 : 1);
          const value = decodeFlowScalar(text, start, end, style);
          expect(value.text).toBe(resolved.value);
          // Each unit maps inside the scalar's content, in order.
          let previous = start;
          for (let unit = 0; unit < value.text.length; unit++) {
            const range = value.map.toDocument(unit, unit + 1);
            expect(range.start).toBeGreaterThanOrEqual(previous);
            expect(range.end).toBeLessThanOrEqual(end);
            previous = range.start;
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe("YAML: the decoder follows YAML 1.2.2 where the yaml package does not", () => {
  // s-double-escaped(n) ::= s-white* "\" b-non-content l-empty(n,flow-in)* s-flow-line-prefix(n):
  // each empty line after an escaped line break is a line feed. PyYAML 6.0.3 gives these values.
  const cases: [source: string, value: string][] = [
    ['"a\\\n\n  b"', "a\nb"],
    ['"a\\\n\n\n  b"', "a\n\nb"],
    ['"a\\\n  \n  b"', "a\nb"],
  ];
  it.each(cases)("%j is %j", (source, value) => {
    expect(decodeFlowScalar(source, 1, source.length - 1, "double").text).toBe(value);
  });
});

/** A URI with things to normalize, and how it may be written (style, escapes). */
const uriArbitrary = fc
  .record({
    scheme: fc.constantFrom("HTTP", "http", "Https"),
    host: fc.constantFrom("EXAMPLE.com", "example.com", "Ex.Org"),
    port: fc.constantFrom("", ":80", ":443", ":8080"),
    path: fc.array(fc.constantFrom("a", "%7e", "%7Euser", ".", "..", "b%2f", "it's"), { maxLength: 4 }),
    query: fc.constantFrom("", "?q=%41", "?a=1&b=%2a"),
  })
  .map(({ scheme, host, port, path, query }) => `${scheme}://${host}${port}/${path.join("/")}${query}`);

/** `value` written as a YAML scalar in `style`, with some characters escaped or a line break escaped. */
function written(value: string, style: FlowStyle, escapes: boolean[]): string {
  switch (style) {
    case "plain":
      return value;
    case "single":
      return `'${value.replaceAll("'", "''")}'`;
    case "double": {
      let out = "";
      for (let i = 0; i < value.length; i++) {
        const char = value[i] as string;
        const choice = escapes[i % escapes.length] === true;
        if (char === '"' || char === "\\") out += `\\${char}`;
        else if (choice && i % 3 === 0) out += `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`;
        else if (choice && i % 3 === 1) out += `\\\n    ${char}`;
        else out += char;
      }
      return `"${out}"`;
    }
  }
}

describe("YAML: fixes keep the document valid and mean what the core meant", () => {
  it("every fix applied, the value the yaml package reads is the URI with the core's fixes applied", () => {
    fc.assert(
      fc.property(
        uriArbitrary,
        fc.constantFrom<FlowStyle>("plain", "single", "double"),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        (uri, style, escapes) => {
          const source = `service:\n  url: ${written(uri, style, escapes)}\n`;
          const before = (parseYaml(source) as { service: { url: string } }).service.url;
          expect(before).toBe(uri);
          const after = (parseYaml(fixedText(source, "yaml")) as { service: { url: string } }).service.url;
          expect(after).toBe(withFixes(uri));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("YAML: chunks", () => {
  it("gives the same candidates whatever the size of the chunks the parser is fed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("a", "b-c", "url"), scalarArbitrary()), { maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        (pairs, chunk) => {
          const source = pairs.map(([key, scalar]) => `${key}: ${scalar}\n- ${scalar}\n# ${scalar}\n---\n`).join("");
          const read = (size: number): unknown[] => {
            const out: unknown[] = [];
            runSync(scanYaml(source, (c) => out.push([c.start, c.end, c.value.text, c.site]), undefined, size));
            return out;
          };
          expect(read(chunk)).toEqual(read(Infinity));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("YAML: a stream broken between its documents", () => {
  /** Lines that break a stream (a dedent after an indented start, a stray bracket, a sequence after a mapping) among lines with URIs. */
  const line = fc.constantFrom(
    "  - a",
    "]",
    "}",
    "- b",
    "  c: d",
    "key:",
    "url: HTTP://x.example.com/",
    "  - http://y.example.com:80/",
    "# HTTP://z.example.com/",
    "e: 'http://q.example.com/%7e'",
    "---",
    "'",
    "\t",
  );
  it("reads every candidate once, in document order, whatever the size of the chunks", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.integer({ min: 1, max: 40 }), (lines, chunk) => {
        const source = lines.join("\n");
        const read = (size: number): [number, number][] => {
          const out: [number, number][] = [];
          runSync(scanYaml(source, (c) => out.push([c.start, c.end]), undefined, size));
          return out;
        };
        const whole = read(Infinity);
        for (let i = 1; i < whole.length; i++) expect(whole[i]![0]).toBeGreaterThanOrEqual(whole[i - 1]![1]);
        expect(read(chunk)).toEqual(whole);
      }),
      { numRuns: 500 },
    );
  });

  it("reads the lines after a slip: each line of URIs is found", () => {
    const lines = ["url: HTTP://x.example.com/", "list:", "  - http://y.example.com:80/", "# HTTP://z.example.com/"];
    for (const slip of [
      ["  - a", "b: c"],
      ["a: 1", "]"],
      ["a: 1", "- b"],
      ["a:", "  - b", "c"],
    ]) {
      const source = [...slip, ...lines].join("\n");
      expect(located(source), source).toHaveLength(3);
    }
  });
});

const SAMPLE = [
  'version: "3.8"',
  "services:",
  "  db:",
  "    image: postgres:16",
  "    environment:",
  "      - POSTGRES_PASSWORD=example",
  "      - DATABASE_URL=postgres://app:hunter2@db/app",
  "  web:",
  '    ports: ["3000:3000"]',
  "    command: >",
  "      curl -f HTTP://localhost:3000/ ||",
  "      exit 1",
  "    labels: {traefik.http.routers.web.rule: \"Host(`example.com`)\", url: 'https://x.example.com:443/'}",
  "x-anchors: &defaults",
  '  url: "\\x48TTP://EXAMPLE.com/\\',
  '    %7e"',
  "other: *defaults",
  "",
].join("\n");

describe("YAML: fuzzing (never throws, candidates well formed)", () => {
  fuzzTests(
    "yaml",
    [
      "a",
      ":",
      ": ",
      "- ",
      "? ",
      "#",
      " ",
      "\n",
      "\r\n",
      "  ",
      "[",
      "]",
      "{",
      "}",
      ",",
      '"',
      "'",
      "\\",
      "|",
      ">",
      "&a ",
      "*a",
      "!!str ",
      "---\n",
      "...\n",
      "%YAML 1.2\n",
      "http://x.com:80/",
      "\\x4",
      "\t",
      "😀",
      "\uD800",
      "\u0000",
    ],
    SAMPLE,
  );

  it("on deep nesting", () => {
    expectSoundScan(`a: ${"[".repeat(20000)}http://x.com:80/${"]".repeat(20000)}\n`, "yaml");
    expectSoundScan(
      `${Array.from({ length: 3000 }, (_, i) => `${" ".repeat(i)}- `).join("\n")}http://x.com:80/\n`,
      "yaml",
    );
  });

  it("on a 10 MB document, with a finding at its very end", () => {
    const big = `${SAMPLE.repeat(Math.ceil(10_000_000 / SAMPLE.length))}last: HTTP://end.example.com/\n`;
    const matches = expectSoundScan(big, "yaml");
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
