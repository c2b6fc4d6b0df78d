/**
 * Where a Java value flows, as the context the core's detector decides from: Java's own callee
 * table as sink roles (java.net, java.net.http, OkHttp, Retrofit's annotations), names that mean a
 * URI, what passes a value on, comparisons, searches and test data (JUnit, AssertJ).
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("java"));

function contextOf(body: string, value: string): StringContext | undefined {
  const source = `class A {\n    void f() {\n${body}\n    }\n}\n`;
  return candidatesOf(source, "java").find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [body: string, value: string, context: StringContext])[] = [
  ['URI.create("https://a.example/");', "https://a.example/", sink("URI.create", 0, "uri")],
  ['new URI("https://a.example/");', "https://a.example/", sink("URI", 0, "uri")],
  ['new java.net.URL("https://a.example/");', "https://a.example/", sink("java.net.URL", 0, "uri")],
  [
    'new Request.Builder().url("https://a.example/").build();',
    "https://a.example/",
    sink("Request.Builder().url", 0, "uri"),
  ],
  ['new Request.Builder().get().url("/x");', "/x", sink("Request.Builder().get().url", 0, "uri")],
  [
    'new Retrofit.Builder().baseUrl("https://a.example/");',
    "https://a.example/",
    sink("Retrofit.Builder().baseUrl", 0, "uri"),
  ],
  ['HttpUrl.get("https://a.example/");', "https://a.example/", sink("HttpUrl.get", 0, "uri")],
  ['client.get("https://a.example/");', "https://a.example/", sink("client.get", 0, "other")],
  // What passes a value on.
  ['URI.create(String.format("https://%s/x", host));', "https://%s/x", sink("URI.create", 0, "uri")],
  ['URI.create("https://%s/x".formatted(host));', "https://%s/x", sink("URI.create", 0, "uri")],
  ['String url = System.getProperty("url", "https://a.example/");', "https://a.example/", named("url")],
  ['String url = secure ? "https://a.example/" : "http://a.example/";', "http://a.example/", named("url")],
  // Searches and patterns.
  ['url.startsWith("http://");', "http://", sink("url.startsWith", 0, "search-pattern")],
  ['Pattern.compile("^https?://");', "^https?://", sink("Pattern.compile", 0, "search-pattern")],
  ['url.equals("https://a.example/");', "https://a.example/", sink("url.equals", 0, "comparison")],
  // Names.
  ['String baseUrl = "https://a.example/";', "https://a.example/", named("baseUrl")],
  ['this.endpoint = "https://a.example/";', "https://a.example/", named("endpoint")],
  ['url += "/path";', "/path", PLAIN],
  // Comparisons, cases and test data.
  ['if (url == "https://a.example/") {}', "https://a.example/", COMPARISON],
  ['switch (url) { case "https://a.example/": break; }', "https://a.example/", COMPARISON],
  ['assertEquals("https://a.example/", url.toString());', "https://a.example/", COMPARISON],
  ['assertThat(url.toString()).isEqualTo("https://a.example/");', "https://a.example/", COMPARISON],
  ['assertThat(HttpUrl.parse("http://[::1"), is(nullValue()));', "http://[::1", COMPARISON],
];

describe("the context of a Java value", () => {
  it.each(CASES)("%j: %j", (body, value, context) => {
    expect(contextOf(body, value)).toEqual(context);
  });

  it("reads Retrofit's annotations as calls, a route a URI reference, and names fields and returns", () => {
    const source = [
      "interface Api {",
      '    @GET("users/{id}") Call<User> user(@Path("id") String id);',
      '    @HTTP(method = "GET", path = "a/b") Call<Void> b();',
      '    @POST(value = "c") Call<Void> c();',
      "}",
      "class C {",
      '    static final String API_URL = "https://a.example/";',
      '    String homepageUrl() { return "https://b.example/"; }',
      "}",
      "",
    ].join("\n");
    expect(candidatesOf(source, "java").map((c) => [c.value.text, c.site.context])).toEqual([
      ["users/{id}", sink("@GET", 0, "uri")],
      ["id", sink("@Path", 0, "other")],
      ["GET", named("method")],
      ["a/b", named("path")],
      ["c", sink("@POST", 0, "uri")],
      ["https://a.example/", named("API_URL")],
      ["https://b.example/", named("homepageUrl")],
    ]);
  });
});

describe("what the detector makes of it", () => {
  it("checks a route's text around its {name} holes, and a URI argument whatever its text", () => {
    expect(findingsIn('interface Api {\n    @GET("users/{id}/a b") Call<User> user();\n}\n', "java")).toEqual([
      "whitespace:  ",
    ]);
    expect(findingsIn('class A { URI u = URI.create("localhost:8080/x"); }\n', "java")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(
      findingsIn(
        'class A { void t() { assertEquals("HTTP://A.example:80/", "https://u:Secr3tPw@a.example/"); } }\n',
        "java",
      ),
    ).toEqual(["plaintext-password: Secr3tPw"]);
  });
});
