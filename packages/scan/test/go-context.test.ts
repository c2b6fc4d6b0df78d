/**
 * Where a Go value flows, as the context the core's detector decides from: Go's own callee table
 * as sink roles, names that mean a URI, what passes a value on, comparisons, searches, imports and
 * test data; and what the detector then makes of it.
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("go"));

function contextOf(body: string, value: string): StringContext | undefined {
  const source = `package p\n\nfunc f() {\n${body}\n}\n`;
  return candidatesOf(source, "go").find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [body: string, value: string, context: StringContext])[] = [
  // Calls: Go's table gives the role.
  ['http.Get("https://a.example/")', "https://a.example/", sink("http.Get", 0, "uri")],
  ['http.NewRequest("GET", "/x", nil)', "/x", sink("http.NewRequest", 1, "uri")],
  ['http.NewRequest("GET", "/x", nil)', "GET", sink("http.NewRequest", 0, "other")],
  ['http.NewRequestWithContext(ctx, "GET", "/x", nil)', "/x", sink("http.NewRequestWithContext", 2, "uri")],
  ['url.Parse("https://a.example/")', "https://a.example/", sink("url.Parse", 0, "uri")],
  ['client.SetBaseURL("https://a.example/")', "https://a.example/", sink("client.SetBaseURL", 0, "uri")],
  ['client.R().SetBody(b).Post("/x")', "/x", sink("client.R().SetBody().Post", 0, "uri")],
  ['client.Get("https://a.example/")', "https://a.example/", sink("client.Get", 0, "other")],
  // A format's value goes where the call's goes.
  ['http.Get(fmt.Sprintf("https://%s/x", host))', "https://%s/x", sink("http.Get", 0, "uri")],
  // Searches and patterns.
  ['strings.HasPrefix(u, "http://")', "http://", sink("strings.HasPrefix", 1, "search-pattern")],
  ['strings.Replace(u, "http://", "https://", 1)', "https://", sink("strings.Replace", 2, "search-pattern")],
  ["regexp.MustCompile(`^https?://`)", "^https?://", sink("regexp.MustCompile", 0, "search-pattern")],
  ['strings.EqualFold(u, "https://a.example/")', "https://a.example/", sink("strings.EqualFold", 1, "comparison")],
  // Names.
  ['baseURL := "https://a.example/"', "https://a.example/", named("baseURL")],
  ['var endpoint string = "https://a.example/"', "https://a.example/", named("endpoint")],
  ['c.URL = "https://a.example/"', "https://a.example/", named("URL")],
  ['m["dsn"] = "postgres://db/app"', "postgres://db/app", named("dsn")],
  ['c := Config{BaseURL: "https://a.example/"}', "https://a.example/", named("BaseURL")],
  ['m := map[string]string{"homepage": "https://a.example/"}', "https://a.example/", named("homepage")],
  ['m := map[string]int{"https://a.example/": 1}', "https://a.example/", PLAIN],
  ['u += "/path"', "/path", PLAIN],
  ['urls := []string{"https://a.example/", "https://b.example/"}', "https://b.example/", named("urls")],
  // Comparisons, cases and test data.
  ['if u == "https://a.example/" {}', "https://a.example/", COMPARISON],
  ['switch u {\ncase "https://a.example/":\n\tx = "https://b.example/"\n}', "https://a.example/", COMPARISON],
  ['switch u {\ncase "https://a.example/":\n\tx = "https://b.example/"\n}', "https://b.example/", named("x")],
  ['t.Errorf("got %s, want %s", got, "https://a.example/")', "https://a.example/", COMPARISON],
  ['assert.Equal(t, "https://a.example/", u.String())', "https://a.example/", COMPARISON],
  ['require.Equal(t, "https://a.example/", parse("HTTP://A.example"))', "HTTP://A.example", COMPARISON],
];

describe("the context of a Go value", () => {
  it.each(CASES)("%j: %j", (body, value, context) => {
    expect(contextOf(body, value)).toEqual(context);
  });

  it("names a return by its function, and an import is a module", () => {
    const source = 'package p\n\nimport "net/url"\n\nfunc BaseURL() string {\n\treturn "https://a.example/"\n}\n';
    expect(candidatesOf(source, "go").map((c) => c.site.context)).toEqual([
      { kind: "module-specifier" },
      named("BaseURL"),
    ]);
  });
});

describe("what the detector makes of it", () => {
  it("checks a URI argument whatever its text, and a search pattern never", () => {
    expect(findingsIn('package p\nfunc f() { http.Get("localhost:8080/x") }\n', "go")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
    expect(findingsIn('package p\nfunc f() { strings.HasPrefix(u, "HTTP://A.example:80/") }\n', "go")).toEqual([]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(
      findingsIn(
        'package p\nfunc T() { assert.Equal(t, "HTTP://A.example:80/", "https://u:Secr3tPw@a.example/") }\n',
        "go",
      ),
    ).toEqual(["plaintext-password: Secr3tPw"]);
  });
});
