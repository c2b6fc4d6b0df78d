/**
 * Decisions on real code (issue 16): each case is a string found in public projects, with what
 * the core must make of it in its context: the codes it reports and where, or silence. ESLint,
 * the language server and the command all ask the same two functions.
 */
import { describe, expect, it } from "vitest";
import { check, detectUri, type StringContext } from "../src/index.js";

const plain: StringContext = { kind: "plain" };
const named = (name: string): StringContext => ({ kind: "named", name });
const fetchArgument: StringContext = { kind: "sink", callee: "fetch", argument: 0 };

/** "code@start-end" of every finding the core reports for `text` in `context`; [] when it is no URI. */
function reported(text: string, context: StringContext = plain): string[] {
  const candidate = detectUri(text, context);
  if (candidate === undefined) return [];
  return check(candidate.text, { codes: candidate.codes }).map((f) => `${f.code}@${f.start}-${f.end}`);
}

describe("dot segments: only where removing them keeps the meaning", () => {
  it.each(["file:../b", "file:./a", "file:.", "file:../../linked-dep"])("%j (a rootless path) is silent", (text) => {
    expect(reported(text)).toEqual([]);
    expect(reported(text, named("my-lib"))).toEqual([]);
  });

  it("reports them under an authority or in an absolute path", () => {
    expect(reported("https://example.com/a/../b")).toEqual(["dot-segments@20-25"]); // "a/../"
    expect(reported("file:///srv/app/../data")).toEqual(["dot-segments@12-19"]); // "app/../"
  });
});

describe("package specifiers and versions under URL-like names", () => {
  it.each([
    ["resolve-url", "^0.2.1"],
    ["source-map-url", "^0.4.0"],
    ["url-parse", "~1.5.10"],
    ["url", ">=0.10.0 <1"],
    ["normalize-url", "1.x || 2.x"],
    ["uri-js", "4.4.1"],
    ["whatwg-url", "npm:@types/whatwg-url@^13"],
    ["url-join", "workspace:*"],
  ])("%s: %j is silent", (name, value) => {
    expect(reported(value, named(name))).toEqual([]);
  });

  it("still checks a URI under such a name", () => {
    expect(reported("HTTPS://example.com/", named("homepage-url"))).toEqual(["scheme-case@0-5"]);
  });
});

describe("scp-style git remotes", () => {
  const remote = "git@github.com:yargs/y18n.git";

  it("are silent where a remote is named (repository fields, values, fixtures)", () => {
    expect(reported(remote, named("repository"))).toEqual([]);
    expect(reported(remote, named("url"))).toEqual([]);
    expect(reported(remote, { kind: "format", field: "repository" })).toEqual([]);
    expect(reported(remote)).toEqual([]);
  });

  it("are reported where a URI is required, at the colon", () => {
    expect(reported(remote, fetchArgument)).toEqual(["scp-like@14-15"]);
    expect(reported(remote, { kind: "attribute", element: "a", name: "href" })).toEqual(["scp-like@14-15"]);
  });
});

describe("URIs with whitespace or control characters, with nothing around them", () => {
  it.each([
    ["https://www.example.com/My Path/File.html", ["whitespace@26-27"]],
    ["https://example.com/search?q=a b", ["whitespace@30-31"]],
    // Several pieces after the space, each a piece of a URI (no plain word): still one URI.
    ["http://a.example/x y/z q=1", ["whitespace@18-19", "whitespace@22-23"]],
    ["http://www.foobar.com/\t", ["surrounding-whitespace@22-23"]],
    // A password that is not the user name repeated ("lol " is not "lol") is a secret, blank or not.
    ["http://lol:lol @foobar.com/", ["plaintext-password@11-15", "whitespace@14-15"]],
    ["http://example.com/\u0001x", ["control-character@19-20"]],
    // A line break with more text after it: a line injected into the URI (a header, a password).
    ["https://example.com/\r\nSet-Cookie: x", ["control-character@20-22", "whitespace@33-34"]],
    ["https://user:p\rass@registry.example.test/", ["control-character@14-15"]],
    // A URI parser's fixture (fast-uri's uri-js-parse.json): a space in the path, then a query.
    ["http://example.com:123/one/space in.url?q1=a1&q2=a2#body", ["whitespace@32-33"]],
    // A command injected into a mirror's URL (nvm's tests): another URI after the space, no joining sign.
    ["https://nodejs.org/dist&&xdg-open http://www.google.com;", ["whitespace@33-34"]],
  ])("%j is reported at the exact character", (text, expected) => {
    expect(reported(text)).toEqual(expected);
  });

  it.each([
    "https://example.com is the site",
    "http://localhost:3000 (default)",
    "https://github.com/a/b/issues/1 for details",
    "https://example.com\n",
    // Two URIs joined by a sign (css-tree's data/patch.json).
    "https://drafts.csswg.org/css-gcpm/#element-syntax & https://drafts.csswg.org/css-images-4/#element-notation",
    "https://a.example/x | https://b.example/y",
    // A Japanese sentence after the URI (TypeScript's translated messages: "see also ...").
    "https://aka.ms/tsconfig/module も参照",
    "https://example.com/docs/setup を参照してください",
  ])("%j is prose or output, and silent", (text) => {
    expect(reported(text)).toEqual([]);
  });

  it("keeps the whitespace of such a value a mistake where a URI is expected", () => {
    expect(reported("https://aka.ms/tsconfig/module も参照", named("url"))).toEqual(["whitespace@30-31"]);
    expect(reported("https://a.example/x & https://b.example/y", fetchArgument)).toEqual([
      "whitespace@19-20",
      "whitespace@21-22",
    ]);
  });
});

describe("the same string gets the same security findings in every statement", () => {
  const uri = "https://john:doe@example.com/";

  it("reports the password in a value, a call and an assertion's expected value alike", () => {
    const expected = ["plaintext-password@13-16"];
    expect(reported(uri)).toEqual(expected);
    expect(reported(uri, fetchArgument)).toEqual(expected);
    expect(reported(uri, { kind: "comparison" })).toEqual(expected);
  });

  it("checks a compared string for nothing but security: its case and port are what it must equal", () => {
    expect(reported("HTTPS://EXAMPLE.COM:443/", { kind: "comparison" })).toEqual([]);
    expect(reported("HTTPS://EXAMPLE.COM:443/")).toEqual(["scheme-case@0-5", "host-case@8-19", "default-port@19-23"]);
  });
});

describe("templates and route patterns: checked outside their placeholders only", () => {
  it.each([
    "http://localhost/posts/:postId{[abc]+}/comments/:commentId{[0-9]+}",
    "http://localhost/users/:id(\\d+)",
    "https://twitter.com/<cyan>{{twitter}}</>",
    "https://example.com/<b>{{name}}</b>",
  ])("%j is silent", (text) => {
    expect(reported(text)).toEqual([]);
    expect(reported(text, fetchArgument)).toEqual([]);
  });

  it("reads optional parts in square brackets as one placeholder (@azure/msal-common's CIAM issuers)", () => {
    // The optional path is a hole: what is left has an empty path, which only the opt-in
    // require-root-path reports.
    const text = "https://{tenant}.ciamlogin.com[/{tenant}[.onmicrosoft.com][/v2.0]]";
    expect(reported(text)).toEqual(["empty-path@24-24"]);
    expect(reported("https://{tenant}.ciamlogin.com[/{tenant}]/oauth2")).toEqual([]);
  });

  // Route patterns as public code writes them: Hono apps (a regular expression per parameter,
  // nested braces included), path-to-regexp's own tests (Express, Koa, Vue Router), Fastify's docs.
  it.each([
    "http://localhost/:year{[1-9]{1}[0-9]{3}}",
    "http://localhost/:year{[0-9]{4}}/:month{[0-9]{2}}/:day{[0-9]{2}}/:slug{.+\\/?}",
    "http://localhost/post/:year{[0-9]{4}}/:month{(0[1-9]|1[0-2])}/:title{[a-z-]+}",
    "http://localhost/:year{[0-9]{4}}?",
    "http://localhost/:test(\\d+)-bar",
    "http://localhost/:remote([\\w-.]+)/:user([\\w-]+)",
    "http://localhost/:postType(video|audio|text)(\\+.+)?",
    "http://localhost/test.:format(\\w+)?",
    "http://localhost/test{.:format}+",
    "http://localhost/users{/:id}/delete",
    "http://localhost/files{/*path}",
    "http://localhost/{/route}?",
    "http://localhost/example/at/:hour(^\\d{2})h:minute(^\\d{2})m",
  ])("the route pattern %j is silent", (text) => {
    expect(reported(text, fetchArgument)).toEqual([]);
  });

  it("reads markup in a URI as its content: a cross-site scripting payload is reported", () => {
    const attack = "https://example.com/foo/<script>alert('XSS')</script>/";
    expect(reported(attack)).toEqual([
      "invalid-character@24-25",
      "invalid-character@31-32",
      "invalid-character@44-45",
      "invalid-character@52-53",
    ]);
    expect(reported("https://example.com/<img>", fetchArgument)).toEqual([]);
    expect(reported("https://example.com/<svg>", fetchArgument)).toEqual([
      "invalid-character@20-21",
      "invalid-character@24-25",
    ]);
  });

  it("still reports a mistake outside the placeholders", () => {
    const candidate = detectUri("https://example.com/:id{[0-9]+}/a b", fetchArgument)!;
    const findings = check(candidate.text, { codes: candidate.codes }).map((f) => [
      f.code,
      candidate.toInput(f.start),
      candidate.toInput(f.end),
    ]);
    expect(findings).toEqual([["whitespace", 33, 34]]);
  });
});

describe("misleading userinfo: a host name anywhere a reader takes it for the host", () => {
  it.each([
    ["http://trusted.example.com&session=1@10.0.0.1/login", "misleading-userinfo@7-26"],
    ["http://www.bank.com@evil.example/", "misleading-userinfo@7-19"],
    ["http://www.google.com%2Fsearch@evil.com/", "misleading-userinfo@7-21"],
  ])("%j points at the disguise", (text, expected) => {
    expect(reported(text)).toEqual([expected]);
  });

  it.each([
    "http://john.smith@example.com/",
    "http://example.com&x@example.com/",
    "http://a-b@host.com/",
    "http://john%40example.com@host.com/",
  ])("%j is no disguise", (text) => {
    expect(reported(text)).toEqual([]);
  });
});

describe("findings inside IP literals point at the fault", () => {
  /** The reported text and the reason of the first invalid-ip-literal finding. */
  function fault(text: string): [string, string] {
    const finding = check(text).find((f) => f.code === "invalid-ip-literal")!;
    return [text.slice(finding.start, finding.end), finding.data["reason"]!];
  }

  it.each([
    ["http://[::ffff:1.2.x.4]/", "x", "'x' is not a digit of the IPv4 part"],
    ["http://[2001:db8::1::2]/", "::", "an IPv6 address can hold '::' only once"],
    ["http://[1:2:3:4:5:6:7:8:9]/", "9", "an IPv6 address has at most eight pieces"],
    ["http://[1:2:3:4:5:6:7:8::]/", "::", "an IPv6 address of eight pieces has no room for '::'"],
    ["http://[12345::1]/", "12345", "a piece of an IPv6 address has at most four hexadecimal digits"],
    ["http://[::ffff:1.2.300.4]/", "300", `the IPv4 part's octet "300" is over 255`],
    ["http://[2001:db8::g]/", "g", "'g' is not a hexadecimal digit"],
    ["http://[fe80::1%25eth0]/", "%25eth0", `zone identifiers ("%25...", RFC 6874) are not part of RFC 3986`],
  ])("%j: %j", (text, at, reason) => {
    expect(fault(text)).toEqual([at, reason]);
  });
});
