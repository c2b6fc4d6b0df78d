/**
 * Where a PHP value flows, as the context the core's detector decides from: PHP's own callee table
 * as sink roles, names that mean a URI, what passes a value on, comparisons and searches, and test
 * data; comments read as prose and given to the directive sink, and the comment that silences a
 * finding written only where PHP reads it as a comment of its own line.
 */
import { applyDirectives, CATALOGUE, FINDING_CODES, type FindingCode, type StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { directivesOf } from "../src/directives.js";
import { disableCommentEdit } from "../src/disable-comment.js";
import { prepareLanguage } from "../src/language.js";
import { documentRange, matchOptions } from "../src/matches.js";
import { scanDocument } from "../src/scan.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { findingsIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("php"));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "php", (candidate) => found.push(candidate)));
  return found;
}

function contextOf(source: string, value: string): StringContext | undefined {
  return candidatesOf(`<?php\n${source}\n`).find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [source: string, value: string, context: StringContext])[] = [
  // Calls: PHP's table gives the role; every argument takes its place, marked or not.
  ["$ch = curl_init('https://a.example/');", "https://a.example/", sink("curl_init", 0, "uri")],
  ["file_get_contents('https://a.example/');", "https://a.example/", sink("file_get_contents", 0, "uri")],
  ["new \\GuzzleHttp\\Psr7\\Uri('https://a.example/');", "https://a.example/", sink("new Uri", 0, "uri")],
  ["new Request($method, 'https://a.example/');", "https://a.example/", sink("new Request", 1, "uri")],
  ["$this->client->request('GET', 'https://a.example/');", "https://a.example/", sink("this.client.request", 1, "uri")],
  ["$client->request('GET', 'https://a.example/');", "GET", sink("client.request", 0, "other")],
  ["Http::get('https://a.example/');", "https://a.example/", sink("Http.get", 0, "uri")],
  ["$f->createUri('https://a.example/');", "https://a.example/", sink("f.createUri", 0, "uri")],
  ["$o?->fetch($x, 'y');", "y", sink("o.fetch", 1, "other")],
  ["get($a)->then('z');", "z", sink("get().then", 0, "other")],
  // An argument's place: the first one read from the text, any other counted from its list's children.
  ["f(\n  'https://a.example/');", "https://a.example/", sink("f", 0, "other")],
  ["f(/* a */ 'https://a.example/');", "https://a.example/", sink("f", 0, "other")],
  ["f('a', $b, 'https://a.example/', 'c');", "https://a.example/", sink("f", 2, "other")],
  ["f('a', $b, 'https://a.example/', 'c');", "c", sink("f", 3, "other")],
  ["f($a, g($b, 'x'), 'https://a.example/');", "https://a.example/", sink("f", 2, "other")],
  // Searches.
  ["strpos($url, 'https://');", "https://", sink("strpos", 1, "search-pattern")],
  ["str_starts_with($url, 'http://');", "http://", sink("str_starts_with", 1, "search-pattern")],
  ["preg_match('~^https?://~', $url);", "~^https?://~", sink("preg_match", 0, "search-pattern")],
  // Names.
  ["$url = 'https://a.example/';", "https://a.example/", named("url")],
  ["$this->baseUrl = 'https://a.example/';", "https://a.example/", named("baseUrl")],
  ["self::$endpoint = 'https://a.example/';", "https://a.example/", named("endpoint")],
  ["$cfg['base_uri'] = 'https://a.example/';", "https://a.example/", named("base_uri")],
  ["$url ??= 'https://a.example/';", "https://a.example/", named("url")],
  ["$url .= '/x';", "/x", PLAIN],
  ["$c = ['base_uri' => 'https://a.example/'];", "https://a.example/", named("base_uri")],
  ["$c = ['base_uri' => 'https://a.example/'];", "base_uri", PLAIN],
  ["$c = ['https://a.example/', 'https://b.example/'];", "https://b.example/", named("c")],
  ["new Client(['base_uri' => 'https://a.example/']);", "https://a.example/", named("base_uri")],
  ["f(url: 'https://a.example/');", "https://a.example/", named("url")],
  // A named argument starts with its name, whatever the name (its node is read only for such an argument).
  ["f(url : 'https://a.example/');", "https://a.example/", named("url")],
  ["f(array: 'https://a.example/');", "https://a.example/", named("array")],
  ["f(PREFIX . '/x', url: $a . 'https://a.example/');", "x/x", sink("f", 0, "other")],
  ["f(PREFIX . '/x', url: $a . 'https://a.example/');", "xhttps://a.example/", named("url")],
  ["f(...$a, 'https://a.example/');", "https://a.example/", sink("f", 1, "other")],
  ["const API = 'https://a.example/';", "https://a.example/", named("API")],
  ["class A { const API = 'https://a.example/'; }", "https://a.example/", named("API")],
  ["class A { private $endpoint = 'https://a.example/'; }", "https://a.example/", named("endpoint")],
  ["function f($url = 'https://a.example/') {}", "https://a.example/", named("url")],
  [
    "class A { function __construct(private string $url = 'https://a.example/') {} }",
    "https://a.example/",
    named("url"),
  ],
  ["define('API_URL', 'https://a.example/');", "https://a.example/", named("API_URL")],
  ["function apiUrl() { return 'https://a.example/'; }", "https://a.example/", named("apiUrl")],
  ["$apiUrl = fn() => 'https://a.example/';", "https://a.example/", named("apiUrl")],
  // What passes a value on.
  ["$url = $env ?? 'https://a.example/';", "https://a.example/", named("url")],
  ["$url = $x ? 'https://a.example/' : 'https://b.example/';", "https://b.example/", named("url")],
  // A condition says nothing of the value: not even one in parentheses or an array.
  ["$ok = ('https://a.example/') ? 1 : 0;", "https://a.example/", PLAIN],
  ["$ok = ['https://a.example/'] ? 1 : 0;", "https://a.example/", PLAIN],
  ["$url = ('https://a.example/');", "https://a.example/", named("url")],
  // Comparisons.
  ["if ($u === 'https://a.example/') {}", "https://a.example/", COMPARISON],
  ["switch ($u) { case 'https://a.example/': break; }", "https://a.example/", COMPARISON],
  ["$r = match ($u) { 'https://a.example/' => 1, default => 2 };", "https://a.example/", COMPARISON],
  // Test data: everything in an assertion's call.
  ["$this->assertSame('https://a.example/', (string) $uri);", "https://a.example/", COMPARISON],
  ["self::assertEquals('x', f('https://a.example/'));", "https://a.example/", COMPARISON],
  // A method's name decides, but where its object makes the path start with "assert." (read whole then).
  ["$assert->same(f('https://a.example/'));", "https://a.example/", COMPARISON],
  ["Assert::that(f('https://a.example/'));", "https://a.example/", sink("f", 0, "other")],
  ["$this->asserter->same(f('https://a.example/'));", "https://a.example/", sink("f", 0, "other")],
  ["$client?->expect(f('https://a.example/'));", "https://a.example/", COMPARISON],
  ["expect(f('https://a.example/'))->toBe('y');", "https://a.example/", COMPARISON],
  // Test data: what a PHPUnit data provider returns, the provider named by an annotation or an attribute.
  [
    "class T { /** @dataProvider uris */ function testA($u) {} public static function uris(): array { return [['https://a.example/']]; } }",
    "https://a.example/",
    COMPARISON,
  ],
  [
    "class T { public static function uris() { yield 'https://a.example/'; } #[DataProvider('uris')] function testA($u) {} }",
    "https://a.example/",
    COMPARISON,
  ],
  [
    "class T { /** @dataProvider Other::uris */ function testA($u) {} function uris() { return ['https://a.example/']; } }",
    "https://a.example/",
    COMPARISON,
  ],
  [
    "class T { /** @dataProvider uris */ function testA($u) {} function urls() { return ['https://a.example/']; } }",
    "https://a.example/",
    named("urls"),
  ],
  // Modules.
  ["require_once 'vendor/autoload.php';", "vendor/autoload.php", { kind: "module-specifier" }],
  ["echo 'https://a.example/';", "https://a.example/", PLAIN],
];

describe("the context of a PHP value", () => {
  it.each(CASES)("%j: %j", (source, value, context) => {
    expect(contextOf(source, value)).toEqual(context);
  });
});

describe("what the detector makes of it", () => {
  it("checks a URI argument whatever its text, and a search pattern never", () => {
    expect(findingsIn("<?php\ncurl_init('localhost:8080/x');\n", "php")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
    expect(findingsIn("<?php\nstr_starts_with($u, 'HTTP://A.example:80/');\n", "php")).toEqual([]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(
      findingsIn("<?php\n$this->assertSame(f('HTTP://A.example:80/'), 'https://u:Secr3tPw@a.example/');\n", "php"),
    ).toEqual(["plaintext-password: Secr3tPw"]);
  });

  it("fixes a literal in its own spelling, and a value of pieces never", () => {
    expect(findingsIn('<?php\n$url = "HTTP://a.example/\\$x";\n', "php")).toEqual(["scheme-case: HTTP"]);
    const pieces = runSync(findUris("<?php\n$url = 'HTTP://a.example/' . $x;\n", "php", OPTIONS)).matches;
    expect(pieces.flatMap((m) => m.findings.map((f) => [f.code, f.fix === undefined]))).toEqual([
      ["scheme-case", false],
    ]);
  });
});

const OPTIONS = matchOptions({}, new Set(FINDING_CODES));

/** The findings left after the document's own directives, as `code: text`. */
function keptFindings(text: string): string[] {
  const placed = runSync(findUris(text, "php", OPTIONS)).matches.flatMap((match) =>
    match.findings.map((finding) => ({
      code: finding.code,
      ...documentRange(match, finding.start, finding.end),
      match,
    })),
  );
  const lineOf = (offset: number): number => text.slice(0, offset).split("\n").length;
  return applyDirectives(placed, directivesOf(text, "php"), lineOf).kept.map(
    (finding) => `${finding.code}: ${text.slice(finding.start, finding.end)}`,
  );
}

describe("comments", () => {
  it("are read as prose, // # and /* */ alike", () => {
    const source =
      "<?php\n$u = 'a'; // https://c.example/x\n# see https://d.example/\n/* <https://b.example/y> */\n$x = '# no';\n";
    expect(candidatesOf(source).map((c) => [c.value.text, c.site.in, c.quote])).toEqual([
      ["a", "string", "'"],
      ["https://c.example/x", "comment", "\n"],
      ["https://d.example/", "comment", "\n"],
      ["https://b.example/y", "comment", "*/"],
      ["# no", "string", "'"],
    ]);
  });

  it("give their text to the comment sink", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        "<?php\n$x = '// no'; // yes\n/* block */\n",
        "php",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " yes", start: 20, end: 26, block: false }),
      JSON.stringify({ text: " block ", start: 27, end: 38, block: true }),
    ]);
  });
});

describe("disable directives", () => {
  const password = "$db = 'postgres://admin:Sup3rSecret@db.example/app';";

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`<?php\n${password}\n`)).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`<?php\n// urilint-disable-next-line no-plaintext-password\n${password}\n`)).toEqual([]);
    expect(keptFindings(`<?php\n${password} # urilint-disable-line no-plaintext-password\n`)).toEqual([]);
    expect(keptFindings(`<?php\n/* urilint-disable-next-line no-plaintext-password */\n${password}\n`)).toEqual([]);
  });

  it("are not read from a string", () => {
    expect(keptFindings(`<?php\n$x = "// urilint-disable-next-line no-plaintext-password";\n${password}\n`)).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });
});

describe("the comment that silences a finding", () => {
  function disabled(text: string, code: FindingCode): string | undefined {
    const match = runSync(findUris(text, "php", OPTIONS)).matches.find((m) => m.findings.some((f) => f.code === code));
    const finding = match?.findings.find((f) => f.code === code);
    if (match === undefined || finding === undefined) throw new Error(`no ${code} in ${text}`);
    const at = documentRange(match, finding.start, finding.end).start;
    const edit = disableCommentEdit(text, "php", match.candidate, at, CATALOGUE[code].rule);
    return edit === undefined ? undefined : text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }

  it("goes on a line of its own, indented like the finding's, and silences it", () => {
    const fixed = disabled("<?php\nfunction f() {\n    curl_init('HTTP://a.example/');\n}\n", "scheme-case");
    expect(fixed).toBe(
      "<?php\nfunction f() {\n    // urilint-disable-next-line normalized-case\n    curl_init('HTTP://a.example/');\n}\n",
    );
    expect(keptFindings(fixed as string)).toEqual([]);
  });

  it("is not written inside a heredoc", () => {
    expect(disabled("<?php\n$u = curl_init(<<<EOS\n  HTTP://a.example/\n  EOS);\n", "scheme-case")).toBeUndefined();
  });
});
