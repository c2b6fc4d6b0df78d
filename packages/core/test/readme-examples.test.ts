import { describe as group, expect, it } from "vitest";
import {
  build,
  check,
  describe,
  equivalent,
  normalize,
  normalizationReport,
  parse,
  percentDecode,
  percentEncode,
  resolve,
  tryBuild,
  tryParse,
  validate,
  iriToUri,
  uriToIri,
  tryParseIri,
} from "@urilint/core";

/** Every result packages/core/README.md shows, so the documentation cannot drift from the code. */
group("README examples", () => {
  it("parse", () => {
    const uri = parse("foo://user@example.com:8042/over/there?name=ferret#nose");
    expect([uri.scheme, uri.userInfo, uri.host, uri.hostKind, uri.port, uri.path, uri.query, uri.fragment]).toEqual([
      "foo",
      "user",
      "example.com",
      "reg-name",
      "8042",
      "/over/there",
      "name=ferret",
      "nose",
    ]);
    expect(uri.hasPort).toBe(true);
    expect(uri.segments).toEqual(["", "over", "there"]);
    expect(uri.spans.host).toEqual({ start: 11, end: 22 });
    expect(parse("file:///etc/hosts").host).toBe("");
    expect(parse("http://[::1]/").host).toBe("[::1]");
  });

  it("validate and tryParse", () => {
    const issues = validate("http://exa mple.com/a%zz");
    expect(issues.map((i) => [i.code, i.start, i.end, i.component])).toEqual([
      ["whitespace", 10, 11, "host"],
      ["invalid-percent-encoding", 21, 24, "path"],
    ]);
    expect(issues[0]!.suggestions).toEqual([
      { title: "Percent-encode as %20", edits: [{ start: 10, end: 11, text: "%20" }] },
    ]);
    expect(tryParse("http://exa mple.com/").ok).toBe(false);
    expect(() => parse("a/b", { goal: "uri" })).toThrow();
  });

  it("normalization", () => {
    expect(normalize("HTTPS://Example.COM:443/a/./b/../%7euser?q=%2f#F")).toBe("https://example.com/a/~user?q=%2F#F");
    expect(normalizationReport("HTTPS://Example.COM:443/a/./b/../%7euser")).toEqual([
      { rule: "scheme-case", component: "scheme", start: 0, end: 5, replacement: "https" },
      { rule: "host-case", component: "host", start: 8, end: 19, replacement: "example.com" },
      { rule: "default-port", component: "port", start: 19, end: 23, replacement: "" },
      { rule: "dot-segments", component: "path", start: 26, end: 33, replacement: "" },
      { rule: "unreserved-percent-encoded", component: "path", start: 33, end: 36, replacement: "~" },
    ]);
    expect(normalize("HTTP://Example.com:80", { rules: { "default-port": false } })).toBe("http://example.com:80/");
    expect(equivalent("http://example.com:80/%7Efoo", "HTTP://EXAMPLE.com/~foo")).toBe(true);
  });

  it("resolution", () => {
    expect(resolve("http://a/b/c/d;p?q", "../g")).toBe("http://a/b/g");
    expect(resolve("http://a/b/c/d;p?q", "http:g")).toBe("http:g");
    expect(resolve("http://a/b/c/d;p?q", "http:g", { strict: false })).toBe("http://a/b/c/g");
    expect(resolve("a:b/c", "../../x")).toBe("a:/x");
    expect(resolve("a:/b", "..//x")).toBe("a:/.//x");
    expect(resolve("http://a/b/../c", "")).toBe("http://a/c");
  });

  it("building", () => {
    expect(build({ scheme: "http", host: "::1", port: "8080", segments: ["", "a"] })).toBe("http://[::1]:8080/a");
    expect(build({ scheme: "file", host: "", path: "/etc/hosts" })).toBe("file:///etc/hosts");
    expect(build({ path: "a:b" })).toBe("./a:b");
    expect(build({ scheme: "s", path: "//x" })).toBe("s:/.//x");
    const failed = tryBuild({ scheme: "http", host: "h", path: "/a b" });
    expect(failed.ok).toBe(false);
    expect(failed.issues.map((i) => [i.code, i.start, i.end])).toEqual([["whitespace", 10, 11]]);
  });

  it("percent-encoding", () => {
    expect(percentEncode("a b/c?", "segment")).toBe("a%20b%2Fc%3F");
    expect(percentDecode("%E6%97%A5%zz%FF")).toEqual({
      value: "日%zz\uFFFD",
      errors: [
        { kind: "malformed-escape", start: 9, end: 12 },
        { kind: "invalid-utf8", start: 12, end: 15 },
      ],
    });
  });

  it("check and describe", () => {
    expect(check("https://User:hunter2@EXAMPLE.com:443/a/../b").map((f) => [f.code, f.start, f.end])).toEqual([
      ["plaintext-password", 13, 20],
      ["host-case", 21, 28],
      ["default-port", 32, 36],
      ["dot-segments", 37, 42],
    ]);
    expect(describe("postgres://app:s3cret@xn--bcher-kva.example:5432/orders").host?.unicode).toBe("bücher.example");
    expect(describe("postgres://app:s3cret@db/orders").userInfo?.password?.masked).toBe("••••••");
  });
});

group("README examples: IRIs", () => {
  it("parses, maps, compares and checks IRIs as the README says", () => {
    expect(tryParseIri("https://bücher.de/straße").uri?.host).toBe("bücher.de");
    expect(iriToUri("https://bücher.de/straße")).toBe("https://xn--bcher-kva.de/stra%C3%9Fe");
    expect(uriToIri("http://www.example.org/D%C3%BCrst")).toBe("http://www.example.org/Dürst");
    expect(equivalent("https://bücher.de/straße", "https://xn--bcher-kva.de/stra%C3%9Fe")).toBe(true);
    expect(check("https://bücher.de/straße").map((f) => f.code)).toEqual(["iri"]);
    expect(check("https://xn--abc-.de/").map((f) => f.code)).toEqual(["invalid-idna"]);
    expect(check("https://\u0430pple.com/").map((f) => f.code)).toEqual(["iri", "mixed-script-host"]);
    expect(check("http://[fe80::1%25eth0]/", { zoneIdentifiers: true })).toEqual([]);
  });
});
