/**
 * Where a Python value flows, as the context the core's detector decides from: Python's own callee
 * table as sink roles, names that mean a URI, what passes a value on, comparisons and searches, and
 * test data; and what the detector then makes of it.
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { findingsIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("python"));

function contextOf(source: string, value: string): StringContext | undefined {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "python", (candidate) => found.push(candidate)));
  return found.find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [source: string, value: string, context: StringContext])[] = [
  // Calls: Python's table gives the role.
  ['requests.get("https://a.example/")', "https://a.example/", sink("requests.get", 0, "uri")],
  ['requests.request("GET", "https://a.example/")', "https://a.example/", sink("requests.request", 1, "uri")],
  ['requests.request("GET", "https://a.example/")', "GET", sink("requests.request", 0, "other")],
  ['httpx.AsyncClient().post("/x")', "/x", sink("httpx.AsyncClient().post", 0, "uri")],
  ['aiohttp.ClientSession().get("/x")', "/x", sink("aiohttp.ClientSession().get", 0, "uri")],
  ['urllib.request.urlopen("https://a.example/")', "https://a.example/", sink("urllib.request.urlopen", 0, "uri")],
  ['urljoin(base, "../x")', "../x", sink("urljoin", 1, "uri")],
  ['webbrowser.open("https://a.example/")', "https://a.example/", sink("webbrowser.open", 0, "uri")],
  ['http.client.HTTPSConnection("a.example")', "a.example", sink("http.client.HTTPSConnection", 0, "other")],
  // A callee read from its text where it is a plain dotted name, else from its nodes: the same path.
  ['requests . get  ("/x")', "/x", sink("requests.get", 0, "uri")],
  ['None.get("/x")', "/x", sink("?.get", 0, "other")],
  ['(requests).get("/x")', "/x", sink("requests.get", 0, "uri")],
  ['f(x).get("/x")', "/x", sink("f().get", 0, "other")],
  ['café.get("/x")', "/x", sink("café.get", 0, "other")],
  [`${"a.".repeat(15)}get("/x")`, "/x", sink(`${"a.".repeat(15)}get`, 0, "other")],
  [`${"a.".repeat(16)}get("/x")`, "/x", sink(`?.${"a.".repeat(15)}get`, 0, "other")],
  // An assignment's name and a dictionary key read from the text before the value where that is
  // plain, else from the nodes: the same names.
  ['d["url"] = "/x"', "/x", named("url")],
  ['self.url: str = "/x"', "/x", named("url")],
  ['url = \\\n "/x"', "/x", named("url")],
  ['a.b.url = "/x"', "/x", named("url")],
  ['a = url = "/x"', "/x", named("url")],
  ['x = {"url" : "/x"}', "/x", named("url")],
  ["x = {'url':\n  \"/x\"}", "/x", named("url")],
  ['x = {"url"  # c\n: "/x"}', "/x", named("url")],
  ['x = {"url": ("/x")}', "/x", named("url")],
  ['x = {"u\\x72l": "/x"}', "/x", PLAIN],
  ['x = {url: "/x"}', "/x", PLAIN],
  ['x = {f"url": "/x"}', "/x", PLAIN],
  // An address tuple passes its host on: the table says it is no URI.
  ['socket.create_connection(("a.example", 80))', "a.example", sink("socket.create_connection", 0, "other")],
  ['requests.get(*urls, "/x")', "/x", sink("requests.get", 0, "uri")],
  ['session.get("https://a.example/")', "https://a.example/", sink("session.get", 0, "other")],
  // Searches and patterns.
  ['url.startswith("http://")', "http://", sink("url.startswith", 0, "search-pattern")],
  ['url.replace("http://", "https://")', "https://", sink("url.replace", 1, "search-pattern")],
  ['re.match(r"^https?://", url)', "^https?://", sink("re.match", 0, "search-pattern")],
  ['importlib.import_module("a.b")', "a.b", sink("importlib.import_module", 0, "module-specifier")],
  [
    'ET.register_namespace("svg", "http://www.w3.org/2000/svg")',
    "http://www.w3.org/2000/svg",
    sink("ET.register_namespace", 1, "namespace"),
  ],
  // Names.
  ['requests.get(url="https://a.example/")', "https://a.example/", named("url")],
  ['httpx.Client(base_url="https://a.example/")', "https://a.example/", named("base_url")],
  ['api_url = "https://a.example/"', "https://a.example/", named("api_url")],
  ['self.endpoint = "https://a.example/"', "https://a.example/", named("endpoint")],
  ['settings["dsn"] = "postgres://db/app"', "postgres://db/app", named("dsn")],
  ['DATABASE_URL: str = "postgres://db/app"', "postgres://db/app", named("DATABASE_URL")],
  ['def connect(url: str = "https://a.example/"): pass', "https://a.example/", named("url")],
  ['config = {"homepage": "https://a.example/"}', "https://a.example/", named("homepage")],
  ['config = {"https://a.example/": 1}', "https://a.example/", PLAIN],
  ['def base_url(self):\n    return "https://a.example/"', "https://a.example/", named("base_url")],
  ['url += "/path"', "/path", PLAIN],
  // What passes a value on.
  ['url = ("https://a.example/")', "https://a.example/", named("url")],
  ['urls = ["https://a.example/", "https://b.example/"]', "https://b.example/", named("urls")],
  ['url = os.environ.get("URL") or "https://a.example/"', "https://a.example/", named("url")],
  ['url = "https://a.example/" if secure else "http://a.example/"', "http://a.example/", named("url")],
  ['url = a if "https://a.example/" else b', "https://a.example/", PLAIN],
  ['requests.get("https://%s/x" % host)', "https://%s/x", sink("requests.get", 0, "uri")],
  ['requests.get("https://{}/x".format(host))', "https://x/x", sink("requests.get", 0, "uri")],
  ['"/".join(parts)', "/", PLAIN],
  // Comparisons and test data.
  ['if url == "https://a.example/": pass', "https://a.example/", COMPARISON],
  ['if "://" in url: pass', "://", COMPARISON],
  ['assert parse("https://a.example/") == expected', "https://a.example/", COMPARISON],
  ['self.assertEqual(url, "https://a.example/")', "https://a.example/", COMPARISON],
  ['mock.assert_called_once_with("https://a.example/")', "https://a.example/", COMPARISON],
  ['@pytest.mark.parametrize("url", ["HTTP://A.example/"])\ndef test(url): pass', "HTTP://A.example/", COMPARISON],
  [
    'URLS = [("HTTP://A.example/", 1)]\n@pytest.mark.parametrize("url, n", [*URLS])\ndef test(url, n): pass',
    "HTTP://A.example/",
    COMPARISON,
  ],
  ['def test():\n    with pytest.raises(ValueError):\n        parse_url("http://[::1")', "http://[::1", COMPARISON],
  // A function's body is not its decorator's: test data stops at the function.
  ['@pytest.mark.parametrize("n", [1])\ndef test(n):\n    requests.get("/x")', "/x", sink("requests.get", 0, "uri")],
];

describe("the context of a Python value", () => {
  it.each(CASES)("%j: %j", (source, value, context) => {
    expect(contextOf(source, value)).toEqual(context);
  });
});

describe("test data, found once per node above a value", () => {
  function contexts(source: string): StringContext[] {
    const found: Candidate[] = [];
    runSync(scanDocument(source, "python", (candidate) => found.push(candidate)));
    return found.map((candidate) => candidate.site.context);
  }

  it("gives each string of one function what the nodes above it say, whichever string asked first", () => {
    const source = [
      "def test():",
      '    requests.get("/a")',
      '    self.assertEqual(f("/b"), g(["/c"]))',
      '    requests.get("/d")',
      "    with pytest.raises(ValueError):",
      '        parse_url("/e")',
      '    return h("/f")',
      'requests.get("/g")',
    ].join("\n");
    expect(contexts(source)).toEqual([
      sink("requests.get", 0, "uri"),
      COMPARISON,
      COMPARISON,
      sink("requests.get", 0, "uri"),
      COMPARISON,
      sink("h", 0, "other"),
      sink("requests.get", 0, "uri"),
    ]);
  });

  it("looks no further up than a value's climb goes (64 nodes), whichever string asked first", () => {
    // Each `(` is a node: a string in 63 of them is one node too far from the assertion's call
    // (past the limit it is still the call's argument), in 62 within reach.
    const within = (depth: number): string => `${"(".repeat(depth)}"/${depth}"${")".repeat(depth)}`;
    const assertion = (first: number, second: number): string =>
      `self.assertEqual(${within(first)}, ${within(second)})`;
    const tooFar = sink("self.assertEqual", 0, "comparison");
    expect(contexts(assertion(62, 62))).toEqual([COMPARISON, COMPARISON]);
    expect(contexts(assertion(63, 62))).toEqual([tooFar, COMPARISON]);
    expect(contexts(assertion(62, 63))).toEqual([COMPARISON, { ...tooFar, argument: 1 }]);
  });
});

describe("a call's node, taken only by a child whose values need it", () => {
  function contexts(source: string): [string, StringContext][] {
    const found: [string, StringContext][] = [];
    runSync(scanDocument(source, "python", (candidate) => found.push([candidate.value.text, candidate.site.context])));
    return found;
  }

  it("reads the callee from the nodes where the text cannot tell it, and the walk goes on where it was", () => {
    expect(contexts('d["k"].get("/x")\nf(u for u in "/g")\n"{}/f".format(h).get("/h")\nrequests.get("/y")')).toEqual([
      ["k", PLAIN],
      ["/x", sink("?.get", 0, "other")],
      ["/g", PLAIN],
      ["x/f", PLAIN],
      ["/h", sink("?.format().get", 0, "other")],
      ["/y", sink("requests.get", 0, "uri")],
    ]);
  });
});

describe("pytest's tables", () => {
  function contextsOf(source: string): Record<string, string> {
    const found: Record<string, string> = {};
    runSync(scanDocument(source, "python", (candidate) => (found[candidate.value.text] = candidate.site.context.kind)));
    return found;
  }

  it("are the values of the names a test's parameters use, and of the names those values use", () => {
    const source = [
      'BASE = "https://base.example/"',
      'URLS = ["https://a.example/", BASE]',
      'URLS = URLS + ["https://b.example/"]',
      'URLS2 = ["https://not-a-table.example/"]',
      'MORE = {"url": "https://more.example/"}',
      "ALL = [*URLS, *MORE]",
      'UNUSED = ["https://unused.example/"]',
      'QUOTED = ["https://quoted.example/"]',
      "class TestX:",
      '    INNER = ["https://inner.example/"]',
      '    @pytest.mark.parametrize("url", ALL)',
      "    def test_a(self, url): pass",
      '    @pytest.fixture(params=INNER, ids="QUOTED")',
      "    def inner(self, request): pass",
      '@mock.patch("x", UNUSED)',
      "def test_b(x): pass",
    ].join("\n");
    expect(contextsOf(source)).toEqual({
      "https://base.example/": "comparison",
      "https://a.example/": "comparison",
      "https://b.example/": "comparison",
      "https://not-a-table.example/": "named",
      "https://more.example/": "comparison",
      "https://unused.example/": "named",
      "https://quoted.example/": "named",
      "https://inner.example/": "comparison",
      x: "sink",
      url: "comparison",
      QUOTED: "comparison",
    });
  });
});

describe("what the detector makes of it", () => {
  it("checks a URI argument whatever its text, and a search pattern never", () => {
    expect(findingsIn('requests.get("localhost:8080/x")', "python")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
    expect(findingsIn('if url.startswith("HTTP://A.example:80/"): pass', "python")).toEqual([]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(findingsIn('assert f("HTTP://A.example:80/") == "https://u:Secr3tPw@a.example/"', "python")).toEqual([
      "plaintext-password: Secr3tPw",
    ]);
  });

  it("never reports a namespace", () => {
    expect(
      findingsIn(
        'ET.register_namespace("svg", "HTTP://www.w3.org/2000/svg")\nns = {"xmlns": "HTTP://www.w3.org/1999/xhtml"}',
        "python",
      ),
    ).toEqual([]);
  });
});
