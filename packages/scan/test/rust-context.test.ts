/**
 * Where a Rust value flows, as the context the core's detector decides from: Rust's own callee
 * table as sink roles, names that mean a URI, what passes a value on (format!, .into(),
 * unwrap_or), comparisons, matches, searches and test data (assert_eq!).
 */
import type { StringContext } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn } from "./support/documents.js";

beforeAll(() => prepareLanguage("rust"));

function contextOf(body: string, value: string): StringContext | undefined {
  const source = `fn f() {\n${body}\n}\n`;
  return candidatesOf(source, "rust").find((candidate) => candidate.value.text === value)?.site.context;
}

const sink = (callee: string, argument: number, role: string): StringContext =>
  ({ kind: "sink", callee, argument, role }) as StringContext;
const named = (name: string): StringContext => ({ kind: "named", name });
const PLAIN: StringContext = { kind: "plain" };
const COMPARISON: StringContext = { kind: "comparison" };

const CASES: readonly (readonly [body: string, value: string, context: StringContext])[] = [
  ['reqwest::get("https://a.example/").await?;', "https://a.example/", sink("reqwest.get", 0, "uri")],
  ['Client::new().post("/x");', "/x", sink("Client.new().post", 0, "uri")],
  ['reqwest::Client::new().get("/x");', "/x", sink("reqwest.Client.new().get", 0, "uri")],
  ['Url::parse("https://a.example/")?;', "https://a.example/", sink("Url.parse", 0, "uri")],
  ['client.get("https://a.example/");', "https://a.example/", sink("client.get", 0, "other")],
  [
    'reqwest::Proxy::all("http://proxy.example:8080")?;',
    "http://proxy.example:8080",
    sink("reqwest.Proxy.all", 0, "uri"),
  ],
  // What passes a value on.
  ['reqwest::get(format!("https://{}/x", host));', "https://x/x", sink("reqwest.get", 0, "uri")],
  ['Url::parse(&String::from("https://a.example/"));', "https://a.example/", sink("Url.parse", 0, "uri")],
  ['let url: String = "https://a.example/".into();', "https://a.example/", named("url")],
  ['let url = env::var("URL").unwrap_or("https://a.example/".to_string());', "https://a.example/", named("url")],
  // Searches and patterns.
  ['u.starts_with("http://");', "http://", sink("u.starts_with", 0, "search-pattern")],
  ['Regex::new(r"^https?://")?;', "^https?://", sink("Regex.new", 0, "search-pattern")],
  // Names.
  ['let base_url = "https://a.example/";', "https://a.example/", named("base_url")],
  ['let mut endpoint = "https://a.example/";', "https://a.example/", named("endpoint")],
  ['self.url = "https://a.example/";', "https://a.example/", named("url")],
  ['let c = Config { homepage: "https://a.example/", ..Default::default() };', "https://a.example/", named("homepage")],
  ['url += "/path";', "/path", PLAIN],
  // Comparisons, matches and test data.
  ['if u == "https://a.example/" {}', "https://a.example/", COMPARISON],
  ['match u { "https://a.example/" => 1, _ => 2 };', "https://a.example/", COMPARISON],
  ['assert_eq!(u.as_str(), "https://a.example/");', "https://a.example/", COMPARISON],
  ['assert!(Url::parse("http://[:::1]").is_err());', "http://[:::1]", COMPARISON],
  ['assert_host("http://0x1232131", Host::Ipv4(ip));', "http://0x1232131", COMPARISON],
  ['helpers::assert_parses("http://111");', "http://111", COMPARISON],
  ['assertion("https://a.example/");', "https://a.example/", sink("assertion", 0, "other")],
];

describe("the context of a Rust value", () => {
  it.each(CASES)("%j: %j", (body, value, context) => {
    expect(contextOf(body, value)).toEqual(context);
  });

  it("names a constant and a return by their names", () => {
    const source =
      'const BASE_URL: &str = "https://a.example/";\nfn api_url() -> &str {\n    return "https://b.example/";\n}\n';
    expect(candidatesOf(source, "rust").map((c) => c.site.context)).toEqual([named("BASE_URL"), named("api_url")]);
  });
});

describe("what the detector makes of it", () => {
  it("checks a URI argument whatever its text, and a search pattern never", () => {
    expect(findingsIn('fn f() { Url::parse("localhost:8080/x"); }\n', "rust")).toEqual([
      "host-port-without-scheme: localhost:8080",
    ]);
    expect(findingsIn('fn f() { u.starts_with("HTTP://A.example:80/"); }\n', "rust")).toEqual([]);
  });

  it("reports only leaked secrets in test data", () => {
    expect(
      findingsIn('fn f() { assert_eq!("HTTP://A.example:80/", "https://u:Secr3tPw@a.example/"); }\n', "rust"),
    ).toEqual(["plaintext-password: Secr3tPw"]);
  });
});
