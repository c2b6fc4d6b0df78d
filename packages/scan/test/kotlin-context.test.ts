/**
 * Where a Kotlin value flows, as the context the core's detector decides from: Kotlin's own callee
 * table as sink roles (java.net, OkHttp and its `toHttpUrl()` extensions, Retrofit's annotations,
 * Ktor's client, Gradle's Kotlin DSL), names that mean a URI (properties, class parameters, named
 * arguments, a map's `"key" to value`, a parameter's default, a getter, an expression body), what
 * passes a value on, comparisons (`==`, a `when` entry's conditions), searches and test data (kotlin.test, assertk).
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("kotlin"));

function contextOf(body: string, value: string): StringContext | undefined {
  const source = `class A {\n    fun f() {\n${body}\n    }\n}\n`;
  return candidatesOf(source, "kotlin").find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [body: string, value: string, context: StringContext])[] = [
  ['URI.create("https://a.example/")', "https://a.example/", sink("URI.create", 0, "uri")],
  ['URI("https://a.example/")', "https://a.example/", sink("URI", 0, "uri")],
  ['java.net.URL("https://a.example/")', "https://a.example/", sink("java.net.URL", 0, "uri")],
  [
    'Request.Builder().url("https://a.example/").build()',
    "https://a.example/",
    sink("Request.Builder().url", 0, "uri"),
  ],
  ['Request.Builder()\n  .get()\n  .url("/x")', "/x", sink("Request.Builder().get().url", 0, "uri")],
  [
    'Retrofit.Builder().baseUrl("https://a.example/")',
    "https://a.example/",
    sink("Retrofit.Builder().baseUrl", 0, "uri"),
  ],
  ['"https://a.example/".toHttpUrl()', "https://a.example/", sink("?.toHttpUrl", -1, "uri")],
  ['"https://a.example/".toHttpUrlOrNull()', "https://a.example/", sink("?.toHttpUrlOrNull", -1, "uri")],
  ['HttpUrl.parse("https://a.example/")', "https://a.example/", sink("HttpUrl.parse", 0, "uri")],
  ['client.get("https://a.example/")', "https://a.example/", sink("client.get", 0, "uri")],
  ['map.get("https://a.example/")', "https://a.example/", sink("map.get", 0, "other")],
  ['maven("https://repo.example/maven2/")', "https://repo.example/maven2/", sink("maven", 0, "uri")],
  ['maven { url = uri("https://repo.example/") }', "https://repo.example/", sink("uri", 0, "uri")],
  // What passes a value on.
  ['URI.create(String.format("https://%s/x", host))', "https://%s/x", sink("URI.create", 0, "uri")],
  ['URI.create("https://%s/x".format(host))', "https://%s/x", sink("URI.create", 0, "uri")],
  ['val url = System.getProperty("url", "https://a.example/")', "https://a.example/", named("url")],
  ['val url = if (secure) "https://a.example/" else "http://a.example/"', "http://a.example/", named("url")],
  ['val url = base ?: "https://a.example/"', "https://a.example/", named("url")],
  ['val urls = listOf("https://a.example/", "https://b.example/")', "https://b.example/", named("urls")],
  ['val url = ("https://a.example/")', "https://a.example/", named("url")],
  // Searches and patterns.
  ['url.startsWith("http://")', "http://", sink("url.startsWith", 0, "search-pattern")],
  ['Regex("^https?://")', "^https?://", sink("Regex", 0, "search-pattern")],
  ['"^https?://".toRegex()', "^https?://", sink("?.toRegex", -1, "search-pattern")],
  ['url.equals("https://a.example/")', "https://a.example/", sink("url.equals", 0, "comparison")],
  // Names.
  ['val baseUrl = "https://a.example/"', "https://a.example/", named("baseUrl")],
  ['this.endpoint = "https://a.example/"', "https://a.example/", named("endpoint")],
  ['endpoint = "https://a.example/"', "https://a.example/", named("endpoint")],
  ['url += "/path"', "/path", PLAIN],
  ['connect(timeout = 5, url = "https://a.example/")', "https://a.example/", named("url")],
  ['val m = mapOf("homepage" to "https://a.example/")', "https://a.example/", named("homepage")],
  ['val m = mapOf("homepage" to "https://a.example/")', "homepage", PLAIN],
  ['m["url"] = "https://a.example/"', "https://a.example/", PLAIN],
  ['fun connect(timeout: Int = 5, url: String = "https://a.example/") {}', "https://a.example/", named("url")],
  ['fun connect(@Named("home") home: String) {}', "home", sink("@Named", 0, "other")],
  // Comparisons, `when` and test data.
  ['if (url == "https://a.example/") {}', "https://a.example/", COMPARISON],
  ['when (url) { "https://a.example/", "https://b.example/" -> go() }', "https://b.example/", COMPARISON],
  ['val next = when (url) { "a" -> "https://a.example/"; else -> "" }', "https://a.example/", PLAIN],
  ['assertEquals("https://a.example/", url.toString())', "https://a.example/", COMPARISON],
  ['assertThat(url.toString()).isEqualTo("https://a.example/")', "https://a.example/", COMPARISON],
  ['assertThat("https://a.example/".toHttpUrl().host).isEqualTo("a")', "https://a.example/", COMPARISON],
  [
    'assertFailsWith<IllegalArgumentException> { "http://[::1".toHttpUrl() }',
    "http://[::1",
    sink("?.toHttpUrl", -1, "uri"),
  ],
];

describe("the context of a Kotlin value", () => {
  it.each(CASES)("%j: %j", (body, value, context) => {
    expect(contextOf(body, value)).toEqual(context);
  });

  it("reads Retrofit's annotations as calls, a route a URI reference, and names properties, getters and returns", () => {
    const source = [
      "interface Api {",
      '    @GET("users/{id}") fun user(@Path("id") id: String): Call<User>',
      '    @HTTP(method = "GET", path = "a/b") fun b(): Call<Unit>',
      '    @POST(value = "c") fun c(): Call<Unit>',
      "}",
      'class C(val homeUrl: String = "https://h.example/") : Base("https://s.example/") {',
      "    companion object {",
      '        const val API_URL = "https://a.example/"',
      "    }",
      '    fun homepageUrl(): String { return "https://b.example/" }',
      '    fun docsUrl() = "https://c.example/"',
      '    val siteUrl: String get() = "https://d.example/"',
      "}",
      "",
    ].join("\n");
    expect(candidatesOf(source, "kotlin").map((c) => [c.value.text, c.site.context])).toEqual([
      ["users/{id}", sink("@GET", 0, "uri")],
      ["id", sink("@Path", 0, "other")],
      ["GET", named("method")],
      ["a/b", named("path")],
      ["c", sink("@POST", 0, "uri")],
      ["https://h.example/", named("homeUrl")],
      ["https://s.example/", sink("Base", 0, "other")],
      ["https://a.example/", named("API_URL")],
      ["https://b.example/", named("homepageUrl")],
      ["https://c.example/", named("docsUrl")],
      ["https://d.example/", named("siteUrl")],
    ]);
  });

  it("reads Gradle's Kotlin scripts", () => {
    const source = [
      "repositories {",
      "    mavenCentral()",
      '    maven("https://repo.example/releases/")',
      '    maven(url = "https://repo.example/snapshots/")',
      '    maven { url = uri("https://repo.example/plugins/") }',
      "}",
      "",
    ].join("\n");
    expect(candidatesOf(source, "kotlin").map((c) => [c.value.text, c.site.context])).toEqual([
      ["https://repo.example/releases/", sink("maven", 0, "uri")],
      ["https://repo.example/snapshots/", named("url")],
      ["https://repo.example/plugins/", sink("uri", 0, "uri")],
    ]);
  });
});

describe("what the detector makes of it", () => {
  it("checks a route's text around its {name} holes, and a URI argument whatever its text", () => {
    expect(findingsIn('interface Api {\n    @GET("users/{id}/a b") fun user(): Call<User>\n}\n', "kotlin")).toEqual([
      "whitespace:  ",
    ]);
    expect(findingsIn('val u = URI.create("localhost:8080/x")\n', "kotlin")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
    expect(findingsIn('val u = "localhost:8080/x".toHttpUrl()\n', "kotlin")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
  });

  it("checks the text of a template around its holes, and never fixes it", () => {
    expect(findingsIn('val u = "https://a.example/$path/a b"\n', "kotlin")).toEqual(["whitespace:  "]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(
      findingsIn('fun t() { assertEquals("HTTP://A.example:80/", "https://u:Secr3tPw@a.example/") }\n', "kotlin"),
    ).toEqual(["plaintext-password: Secr3tPw"]);
  });
});
