/**
 * Where a C# value flows, as the context the core's detector decides from: C#'s own callee table as
 * sink roles (System.Uri, HttpClient, HttpRequestMessage, RestSharp), names that mean a URI
 * (variables, properties, named arguments, object initializers), what passes a value on,
 * comparisons, patterns, searches and test data (xUnit, NUnit, MSTest, FluentAssertions, test
 * data attributes).
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("csharp"));

function contextOf(body: string, value: string): StringContext | undefined {
  const source = `class A {\n    void F() {\n${body}\n    }\n}\n`;
  return candidatesOf(source, "csharp").find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [body: string, value: string, context: StringContext])[] = [
  ['var u = new Uri("https://a.example/");', "https://a.example/", sink("Uri", 0, "uri")],
  ['var u = new System.Uri(baseUri, "v1/users");', "v1/users", sink("System.Uri", 1, "uri")],
  [
    'Uri.TryCreate("https://a.example/", UriKind.Absolute, out var u);',
    "https://a.example/",
    sink("Uri.TryCreate", 0, "uri"),
  ],
  ['await _httpClient.GetAsync("api/users");', "api/users", sink("_httpClient.GetAsync", 0, "uri")],
  ['await client?.PostAsync("/x", body);', "/x", sink("client.PostAsync", 0, "uri")],
  ['await this.http.GetFromJsonAsync<User>("/me");', "/me", sink("this.http.GetFromJsonAsync", 0, "uri")],
  [
    'await new WebClient().DownloadString("https://a.example/");',
    "https://a.example/",
    sink("WebClient().DownloadString", 0, "uri"),
  ],
  ['await cache.GetAsync("user:1");', "user:1", sink("cache.GetAsync", 0, "other")],
  [
    'var m = new HttpRequestMessage(HttpMethod.Get, "https://a.example/");',
    "https://a.example/",
    sink("HttpRequestMessage", 1, "uri"),
  ],
  ['var r = new RestRequest("users/{id}", Method.Get);', "users/{id}", sink("RestRequest", 0, "uri")],
  // What passes a value on.
  ['var u = new Uri(string.Format("https://{0}/x", host));', "https://{0}/x", sink("Uri", 0, "uri")],
  ['var u = new Uri("https://a.example/ ".Trim());', "https://a.example/ ", sink("Uri", 0, "uri")],
  ['var url = Environment.GetEnvironmentVariable("URL") ?? "https://a.example/";', "https://a.example/", named("url")],
  ['var url = secure ? "https://a.example/" : "http://a.example/";', "http://a.example/", named("url")],
  ['string[] urls = { "https://a.example/" };', "https://a.example/", named("urls")],
  ['var urls = new[] { "https://a.example/" };', "https://a.example/", named("urls")],
  // Searches and patterns.
  ['url.StartsWith("http://");', "http://", sink("url.StartsWith", 0, "search-pattern")],
  ['Regex.IsMatch(url, "^https?://");', "^https?://", sink("Regex.IsMatch", 1, "search-pattern")],
  ['var r = new Regex("^https?://");', "^https?://", sink("Regex", 0, "search-pattern")],
  ['string.Equals(url, "https://a.example/");', "https://a.example/", sink("string.Equals", 1, "comparison")],
  // Names.
  ['var baseUrl = "https://a.example/";', "https://a.example/", named("baseUrl")],
  ['this.Endpoint = "https://a.example/";', "https://a.example/", named("Endpoint")],
  [
    'var c = new HttpClient { BaseAddress = new Uri("https://a.example/") };',
    "https://a.example/",
    sink("Uri", 0, "uri"),
  ],
  ['var o = new Options { HomepageUrl = "https://a.example/" };', "https://a.example/", named("HomepageUrl")],
  ['Connect(url: "https://a.example/");', "https://a.example/", named("url")],
  ['url += "/path";', "/path", PLAIN],
  // Comparisons, cases and test data.
  ['if (url == "https://a.example/") {}', "https://a.example/", COMPARISON],
  ['switch (url) { case "https://a.example/": break; }', "https://a.example/", COMPARISON],
  ['var n = url switch { "https://a.example/" => 1, _ => 2 };', "https://a.example/", COMPARISON],
  ['if (url is "https://a.example/") {}', "https://a.example/", COMPARISON],
  ['Assert.Equal("https://a.example/", url.ToString());', "https://a.example/", COMPARISON],
  ['Assert.That(url, Is.EqualTo("https://a.example/"));', "https://a.example/", COMPARISON],
  ['url.Should().Be("https://a.example/");', "https://a.example/", COMPARISON],
  ['url.ShouldBe("https://a.example/");', "https://a.example/", COMPARISON],
];

describe("the context of a C# value", () => {
  it.each(CASES)("%j: %j", (body, value, context) => {
    expect(contextOf(body, value)).toEqual(context);
  });

  it("names fields, properties and what methods return; a test's data rows are test data", () => {
    const source = [
      "class C {",
      '    const string ApiUrl = "https://a.example/";',
      '    public string HomepageUrl { get; set; } = "https://b.example/";',
      '    public string DocsUrl => "https://c.example/";',
      '    string CallbackUrl() { return "https://d.example/"; }',
      '    string RedirectUri() => "https://e.example/";',
      '    [Theory, InlineData("http://f.example/")]',
      "    public void Parses(string url) {}",
      '    [TestCase("http://g.example/")]',
      "    public void Reads(string url) {}",
      "}",
      "",
    ].join("\n");
    expect(candidatesOf(source, "csharp").map((c) => [c.value.text, c.site.context])).toEqual([
      ["https://a.example/", named("ApiUrl")],
      ["https://b.example/", named("HomepageUrl")],
      ["https://c.example/", named("DocsUrl")],
      ["https://d.example/", named("CallbackUrl")],
      ["https://e.example/", named("RedirectUri")],
      ["http://f.example/", COMPARISON],
      ["http://g.example/", COMPARISON],
    ]);
  });
});

describe("what the detector makes of it", () => {
  it("checks a URI argument whatever its text, and a search pattern never", () => {
    expect(findingsIn('class A { Uri u = new Uri("localhost:8080/x"); }\n', "csharp")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
    expect(findingsIn('class A { bool b = u.StartsWith("HTTP://A.example:80/"); }\n', "csharp")).toEqual([]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(
      findingsIn(
        'class A { void T() { Assert.Equal("HTTP://A.example:80/", "https://u:Secr3tPw@a.example/"); } }\n',
        "csharp",
      ),
    ).toEqual(["plaintext-password: Secr3tPw"]);
  });
});
