/**
 * Where a Ruby value flows, as the context the core's detector decides from: Ruby's own callee
 * table as sink roles, names that mean a URI, what passes a value on, comparisons and searches,
 * and test data; comments read as prose and given to the directive sink, and the comment that
 * silences a finding written only where Ruby reads it as a comment of its own line.
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

beforeAll(() => prepareLanguage("ruby"));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "ruby", (candidate) => found.push(candidate)));
  return found;
}

function contextOf(source: string, value: string): StringContext | undefined {
  return candidatesOf(source).find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [source: string, value: string, context: StringContext])[] = [
  // Calls: Ruby's table gives the role.
  ['Net::HTTP.get_response(URI("https://a.example/"))', "https://a.example/", sink("URI", 0, "uri")],
  ['URI.parse("https://a.example/")', "https://a.example/", sink("URI.parse", 0, "uri")],
  ['URI.join("https://a.example/", "b/c")', "b/c", sink("URI.join", 1, "uri")],
  ['Net::HTTP.get("a.example", "/x")', "a.example", sink("Net::HTTP.get", 0, "other")],
  ['Faraday.new("https://a.example/")', "https://a.example/", sink("Faraday.new", 0, "uri")],
  ['HTTParty.get "https://a.example/"', "https://a.example/", sink("HTTParty.get", 0, "uri")],
  ['RestClient.post("https://a.example/", body)', "https://a.example/", sink("RestClient.post", 0, "uri")],
  ['Addressable::URI.parse("https://a.example/")', "https://a.example/", sink("Addressable::URI.parse", 0, "uri")],
  ['source "https://rubygems.org"', "https://rubygems.org", sink("source", 0, "uri")],
  ['link_to "Home", "/home"', "/home", sink("link_to", 1, "uri")],
  ['link_to name, "/home"', "/home", sink("link_to", 1, "uri")],
  // An argument's place: the first one read from the text, any other counted from its list's children.
  ['link_to(\n  "/home")', "/home", sink("link_to", 0, "other")],
  ['link_to ("/home")', "/home", sink("link_to", 0, "other")],
  ['link_to( # a\n  "Home", "/home")', "Home", sink("link_to", 0, "other")],
  ['link_to( # a\n  "Home", "/home")', "/home", sink("link_to", 1, "uri")],
  ['f("a", b, "https://a.example/", "c")', "https://a.example/", sink("f", 2, "other")],
  ['f("a", b, "https://a.example/", "c")', "c", sink("f", 3, "other")],
  ['f(*a, b, "https://a.example/")', "https://a.example/", sink("f", 1, "other")],
  ['f(a, g(b, "x"), "https://a.example/")', "https://a.example/", sink("f", 2, "other")],
  [
    'Net::HTTP.post(uri, "https://a.example/body", headers)',
    "https://a.example/body",
    sink("Net::HTTP.post", 1, "other"),
  ],
  ['conn.get("/users", limit: 1)', "/users", sink("conn.get", 0, "other")],
  ['Faraday.new(url).get("/x")', "/x", sink("Faraday.new().get", 0, "other")],
  // A call's receiver is asked for only when its method does not start it.
  ['get "/x"', "/x", sink("get", 0, "other")],
  ['(conn).get("/x")', "/x", sink("conn.get", 0, "other")],
  ['Foo::get("/x")', "/x", sink("Foo.get", 0, "other")],
  ['foo.("/x")', "/x", sink("foo.?", 0, "other")],
  // Searches, patterns and features.
  ['url.start_with?("http://")', "http://", sink("url.start_with?", 0, "search-pattern")],
  ['url.sub("http://", "https://")', "https://", sink("url.sub", 1, "search-pattern")],
  ['Regexp.new("^https?://")', "^https?://", sink("Regexp.new", 0, "search-pattern")],
  ['require "net/http"', "net/http", sink("require", 0, "module-specifier")],
  [
    'doc.root.add_namespace("svg", "http://www.w3.org/2000/svg")',
    "http://www.w3.org/2000/svg",
    sink("doc.root.add_namespace", 1, "namespace"),
  ],
  // Names.
  ['Faraday.new(url: "https://a.example/")', "https://a.example/", named("url")],
  ['conn = Faraday.new(:url => "https://a.example/")', "https://a.example/", named("url")],
  ['config = { "homepage" => "https://a.example/" }', "https://a.example/", named("homepage")],
  ['API_URL = "https://a.example/"', "https://a.example/", named("API_URL")],
  ['@endpoint = "https://a.example/"', "https://a.example/", named("endpoint")],
  ['self.base_url = "https://a.example/"', "https://a.example/", named("base_url")],
  ['spec.metadata["source_code_uri"] = "https://a.example/"', "https://a.example/", named("source_code_uri")],
  ['@url ||= "https://a.example/"', "https://a.example/", named("url")],
  ['url += "/path"', "/path", PLAIN],
  ['def connect(url = "https://a.example/"); end', "https://a.example/", named("url")],
  ['def connect(url: "https://a.example/"); end', "https://a.example/", named("url")],
  ['def base_url\n  "https://a.example/"\nend', "https://a.example/", named("base_url")],
  ['def base_url\n  return "https://a.example/"\nend', "https://a.example/", named("base_url")],
  ['let(:proxy_url) { "http://proxy.example:80" }', "http://proxy.example:80", named("proxy_url")],
  ['let!(:api_url) { "https://a.example/" }', "https://a.example/", named("api_url")],
  ['subject(:url) { "https://a.example/" }', "https://a.example/", named("url")],
  ['x.let(:url) { "https://a.example/" }', "https://a.example/", named("url")],
  // What passes a value on.
  ['urls = ["https://a.example/", "https://b.example/"]', "https://b.example/", named("urls")],
  ['url = ENV["URL"] || "https://a.example/"', "https://a.example/", named("url")],
  ['url = secure ? "https://a.example/" : "http://a.example/"', "http://a.example/", named("url")],
  ['url = ("https://a.example/").freeze', "https://a.example/", named("url")],
  ['URLS = ["https://a.example/"].freeze', "https://a.example/", named("URLS")],
  ['URI("https://%s/x" % host)', "https://%s/x", sink("URI", 0, "uri")],
  // Comparisons and test data.
  ['if url == "https://a.example/" then end', "https://a.example/", COMPARISON],
  ['case url\nwhen "https://a.example/" then 1\nend', "https://a.example/", COMPARISON],
  ['expect(uri.to_s).to eq("https://a.example/")', "https://a.example/", COMPARISON],
  ['expect { URI.parse("http://[::1") }.to raise_error(URI::InvalidURIError)', "http://[::1", COMPARISON],
  ['assert_equal "https://a.example/", url', "https://a.example/", COMPARISON],
  ['_(url).must_equal "https://a.example/"', "https://a.example/", COMPARISON],
  ['allow(http).to receive(:get).with("https://a.example/")', "https://a.example/", COMPARISON],
  // A call around the value's own call: told by its method name, or by a path that starts with `assert.`.
  ['assert_equal URI.parse("https://a.example/"), uri', "https://a.example/", COMPARISON],
  ['assert.ok(URI.parse("https://a.example/"))', "https://a.example/", COMPARISON],
  ['client.assertions.add(URI.parse("https://a.example/"))', "https://a.example/", sink("URI.parse", 0, "uri")],
  // An example's body is not its description's: test data stops at what holds an assertion.
  ['it "gets" do\n  Faraday.get("https://a.example/")\nend', "https://a.example/", sink("Faraday.get", 0, "uri")],
];

describe("the context of a Ruby value", () => {
  it.each(CASES)("%j: %j", (source, value, context) => {
    expect(contextOf(source, value)).toEqual(context);
  });
});

describe("what the detector makes of it", () => {
  it("checks a URI argument whatever its text, and a search pattern never", () => {
    expect(findingsIn('URI.parse("localhost:8080/x")', "ruby")).toEqual(["host-port-without-scheme: localhost:8080"]);
    expect(findingsIn('url.start_with?("HTTP://A.example:80/")', "ruby")).toEqual([]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(findingsIn('expect(f("HTTP://A.example:80/")).to eq("https://u:Secr3tPw@a.example/")', "ruby")).toEqual([
      "plaintext-password: Secr3tPw",
    ]);
  });

  it("takes a URI Template's expressions for holes", () => {
    expect(findingsIn('t = Addressable::Template.new("http://example.com/{?one,two}{/segments*}")', "ruby")).toEqual(
      [],
    );
  });
});

const OPTIONS = matchOptions({}, new Set(FINDING_CODES));

/** The findings left after the document's own directives, as `code: text`. */
function keptFindings(text: string): string[] {
  const placed = runSync(findUris(text, "ruby", OPTIONS)).matches.flatMap((match) =>
    match.findings.map((finding) => ({
      code: finding.code,
      ...documentRange(match, finding.start, finding.end),
      match,
    })),
  );
  const lineOf = (offset: number): number => text.slice(0, offset).split("\n").length;
  return applyDirectives(placed, directivesOf(text, "ruby"), lineOf).kept.map(
    (finding) => `${finding.code}: ${text.slice(finding.start, finding.end)}`,
  );
}

describe("comments", () => {
  it("are read as prose, a # line and a =begin block alike", () => {
    const source =
      'require "uri" # https://c.example/x\n=begin\nsee <https://b.example/y>\n=end\nx = "#not a comment"\n';
    expect(candidatesOf(source).map((c) => [c.value.text, c.site.in, c.quote])).toEqual([
      ["uri", "string", '"'],
      ["https://c.example/x", "comment", "\n"],
      ["https://b.example/y", "comment", "\n=end"],
      ["#not a comment", "string", '"'],
    ]);
  });

  it("give their text to the comment sink", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'x = "# no" # yes\n=begin\nblock\n=end\n',
        "ruby",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " yes", start: 11, end: 16, block: false }),
      JSON.stringify({ text: "\nblock\n", start: 17, end: 34, block: true }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'DB = "postgres://admin:Sup3rSecret@db.example/app"';

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`${password}\n`)).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`# urilint-disable-next-line no-plaintext-password\n${password}\n`)).toEqual([]);
    expect(keptFindings(`${password} # urilint-disable-line no-plaintext-password\n`)).toEqual([]);
  });

  it("are not read from a string or a heredoc", () => {
    expect(keptFindings(`x = "# urilint-disable-next-line no-plaintext-password"\n${password}\n`)).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
    expect(
      keptFindings(
        "x = URI(<<~EOS)\n  postgres://admin:Sup3rSecret@db.example/app # urilint-disable-line no-plaintext-password\nEOS\n",
      ),
    ).toContain("plaintext-password: Sup3rSecret");
  });
});

describe("the comment that silences a finding", () => {
  function disabled(text: string, code: FindingCode): string | undefined {
    const match = runSync(findUris(text, "ruby", OPTIONS)).matches.find((m) => m.findings.some((f) => f.code === code));
    const finding = match?.findings.find((f) => f.code === code);
    if (match === undefined || finding === undefined) throw new Error(`no ${code} in ${text}`);
    const at = documentRange(match, finding.start, finding.end).start;
    const edit = disableCommentEdit(text, "ruby", match.candidate, at, CATALOGUE[code].rule);
    return edit === undefined ? undefined : text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }

  it("goes on a line of its own, indented like the finding's, and silences it", () => {
    const fixed = disabled('def f\r\n  URI("HTTP://a.example/")\r\nend\r\n', "scheme-case");
    expect(fixed).toBe(
      'def f\r\n  # urilint-disable-next-line normalized-case\r\n  URI("HTTP://a.example/")\r\nend\r\n',
    );
    expect(keptFindings(fixed as string)).toEqual([]);
  });

  it("is not written after a backslash that continues the line, nor inside a heredoc", () => {
    expect(disabled('u = \\\n  URI("HTTP://a.example/")\n', "scheme-case")).toBeUndefined();
    expect(disabled("u = URI(<<~EOS)\n  HTTP://a.example/x\n  EOS\n", "surrounding-whitespace")).toBeUndefined();
  });
});
