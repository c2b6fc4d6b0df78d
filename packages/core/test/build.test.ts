import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BuildError, UriBuilder, build, tryBuild, type BuildInput } from "../src/build/index.js";
import { UriError, parse, validate } from "../src/parse/index.js";
import type { UriReference } from "../src/uri-reference.js";
import { compose } from "./support/compose.js";

// [elements, text]: serialization and the disambiguation rules.
const BUILDS: readonly (readonly [BuildInput, string])[] = [
  [{ scheme: "http", host: "a", segments: ["", "b"] }, "http://a/b"],
  [{ scheme: "http", host: "a", port: "8080", path: "/b", query: "q", fragment: "f" }, "http://a:8080/b?q#f"],
  [{ scheme: "http", host: "a", port: 8080 }, "http://a:8080"],
  [{ scheme: "http", host: "a", port: 0 }, "http://a:0"],
  [{ scheme: "http", host: "a", hasPort: true }, "http://a:"],
  [{ scheme: "http", host: "a", port: "80", hasPort: false }, "http://a"],
  [{ scheme: "http", userInfo: "u:p", host: "a" }, "http://u:p@a"],
  [{ scheme: "http", userInfo: "", host: "a" }, "http://@a"],
  [{ scheme: "mailto", segments: ["x@y"] }, "mailto:x@y"],
  [{ scheme: "urn", path: "isbn:123" }, "urn:isbn:123"],
  [{ scheme: "a" }, "a:"],
  [{}, ""],
  [{ query: "" }, "?"],
  [{ fragment: "" }, "#"],
  [{ segments: [] }, ""],
  [{ segments: [""] }, ""],
  [{ segments: ["", ""] }, "/"],
  // The empty host is an authority (RFC 3986 3.2.2 allows an empty reg-name): file:///etc/hosts round-trips.
  [{ scheme: "file", host: "", segments: ["", "etc", "hosts"] }, "file:///etc/hosts"],
  [{ host: "", path: "/x" }, "///x"],
  [{ host: "" }, "//"],
  // path-abempty: with an authority, the path gets its leading "/".
  [{ scheme: "http", host: "a", segments: ["b", "c"] }, "http://a/b/c"],
  [{ host: "a", path: "b" }, "//a/b"],
  // No authority: a path starting with "//" gets "/." so it is not read as an authority.
  [{ scheme: "a", segments: ["", "", "x"] }, "a:/.//x"],
  [{ path: "//x" }, "/.//x"],
  [{ scheme: "a", path: "//" }, "a:/.//"],
  // path-noscheme: a relative reference whose first segment holds ":" gets "./".
  [{ segments: ["a:b", "c"] }, "./a:b/c"],
  [{ path: "a:b" }, "./a:b"],
  [{ path: "a/b:c" }, "a/b:c"],
  [{ scheme: "x", path: "a:b" }, "x:a:b"],
  [{ path: "/a:b" }, "/a:b"],
  [{ path: "./a:b" }, "./a:b"],
  // IP literals given bare get their brackets; IPvFuture without ":" is a reg-name.
  [{ scheme: "http", host: "::1" }, "http://[::1]"],
  [{ scheme: "http", host: "2001:db8::1", port: "80" }, "http://[2001:db8::1]:80"],
  [{ scheme: "http", host: "[::1]" }, "http://[::1]"],
  [{ scheme: "http", host: "v1.a:b" }, "http://[v1.a:b]"],
  [{ scheme: "http", host: "v1.a" }, "http://v1.a"],
  [{ scheme: "http", host: "::ffff:1.2.3.4" }, "http://[::ffff:1.2.3.4]"],
  [{ scheme: "http", host: "1.2.3.4" }, "http://1.2.3.4"],
  [{ scheme: "http", host: "%C3%A9" }, "http://%C3%A9"],
  [{ isRelative: true, path: "a" }, "a"],
  [{ isRelative: false, scheme: "s", path: "a" }, "s:a"],
];

describe("build: serialization", () => {
  it.each(BUILDS)("%j -> %j", (input, text) => {
    expect(build(input)).toBe(text);
    expect(validate(text)).toEqual([]);
  });
});

// [elements, [code, component, spanned text]...]: invalid values are reported, never emitted.
const INVALID: readonly (readonly [BuildInput, readonly (readonly [string, string, string])[]])[] = [
  [{ scheme: "" }, [["empty-scheme", "scheme", ":"]]],
  [{ scheme: "1http" }, [["invalid-scheme", "scheme", "1"]]],
  [{ scheme: "ht tp" }, [["invalid-scheme", "scheme", " "]]],
  [{ scheme: "http", host: "a b" }, [["whitespace", "host", " "]]],
  [{ scheme: "http", host: "a:b" }, [["invalid-character", "host", ":"]]],
  [{ scheme: "http", host: "a@b" }, [["invalid-character", "host", "@"]]],
  [{ scheme: "http", host: "a/b" }, [["invalid-character", "host", "/"]]],
  [{ scheme: "http", host: "[::1" }, [["invalid-ip-literal", "host", "[::1"]]],
  [{ scheme: "http", host: "[::g]" }, [["invalid-ip-literal", "host", "[::g]"]]],
  [{ scheme: "http", host: "[::1]x" }, [["invalid-ip-literal", "host", "[::1]x"]]],
  [{ scheme: "http", host: "bücher" }, [["non-ascii", "host", "ü"]]],
  [{ scheme: "http", host: "a", port: "8o" }, [["invalid-port", "port", "o"]]],
  [{ scheme: "http", host: "a", port: -1 }, [["invalid-port", "port", "-1"]]],
  [{ scheme: "http", host: "a", port: 1.5 }, [["invalid-port", "port", ".5"]]],
  [{ scheme: "http", userInfo: "a@b", host: "h" }, [["userinfo-delimiter", "userInfo", "@"]]],
  [{ scheme: "http", userInfo: "a/b", host: "h" }, [["invalid-character", "userInfo", "/"]]],
  [{ segments: ["a/b"] }, [["invalid-character", "path", "/"]]],
  [{ segments: ["", "a?b"] }, [["invalid-character", "path", "?"]]],
  [{ path: "/a#b" }, [["invalid-character", "path", "#"]]],
  [{ path: "/a%zz" }, [["invalid-percent-encoding", "path", "%zz"]]],
  [{ path: "a\\b" }, [["backslash", "path", "\\"]]],
  [{ query: "a#b" }, [["invalid-character", "query", "#"]]],
  [{ query: "a b" }, [["whitespace", "query", " "]]],
  [{ fragment: "a#b" }, [["invalid-character", "fragment", "#"]]],
  [{ fragment: "\u0000" }, [["control-character", "fragment", "\u0000"]]],
  [{ isRelative: true, scheme: "http", path: "a" }, [["unexpected-scheme", "scheme", "http:"]]],
  [{ isRelative: false, path: "a" }, [["missing-scheme", "reference", "a"]]],
  [
    { scheme: "1", host: "a b", query: "#" },
    [
      ["invalid-scheme", "scheme", "1"],
      ["whitespace", "host", " "],
      ["invalid-character", "query", "#"],
    ],
  ],
];

describe("build: invalid values are reported", () => {
  it.each(INVALID)("%j", (input, expected) => {
    const result = tryBuild(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UriError);
    // Spans point into the text that would have been built.
    const text = wouldBe(input);
    expect(result.issues.map((i) => [i.code, i.component, text.slice(i.start, i.end)])).toEqual(expected);
    expect(() => build(input)).toThrow(UriError);
  });

  it("never shows a password in a message", () => {
    const result = tryBuild({ scheme: "http", userInfo: "user:sec ret", host: "h" });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result.issues)).not.toContain("sec");
    expect(result.ok ? "" : result.error.message).not.toContain("sec");
  });

  it("contradictory elements are a BuildError", () => {
    expect(() => build({ scheme: "http", userInfo: "u" })).toThrow(BuildError);
    expect(() => build({ scheme: "http", port: "80" })).toThrow(BuildError);
    expect(() => build({ path: "/a", segments: ["", "b"] })).toThrow(BuildError);
    expect(build({ path: "/a", segments: ["", "a"] })).toBe("/a");
    const result = tryBuild({ userInfo: "u" });
    expect(result.ok ? undefined : (result.error as BuildError).kind).toBe("authority-without-host");
  });
});

/** The naive concatenation the spans of INVALID refer to (no disambiguation is involved there). */
function wouldBe(input: BuildInput): string {
  let text = input.scheme === undefined ? "" : input.scheme + ":";
  if (input.host !== undefined) {
    text += "//" + (input.userInfo === undefined ? "" : input.userInfo + "@") + input.host;
    if (input.port !== undefined) text += ":" + String(input.port);
  }
  text += input.segments?.join("/") ?? input.path ?? "";
  if (input.query !== undefined) text += "?" + input.query;
  if (input.fragment !== undefined) text += "#" + input.fragment;
  return text;
}

describe("UriBuilder", () => {
  it("sets and replaces components", () => {
    expect(UriBuilder.from("http://a/b?q#f").host("c").port(8080).build()).toBe("http://c:8080/b?q#f");
    expect(UriBuilder.from("http://u@a:1/b").host(undefined).build()).toBe("http:/b");
    expect(UriBuilder.from("http://a/b").scheme(undefined).build()).toBe("//a/b");
    expect(UriBuilder.from("//a/b").scheme("https").build()).toBe("https://a/b");
    expect(UriBuilder.from("http://a:80/").port(undefined).build()).toBe("http://a/");
    expect(UriBuilder.from("http://a/b").path("c:d").host(undefined).scheme(undefined).build()).toBe("./c:d");
    expect(UriBuilder.from("http://a/b").segments(["", "x y"]).tryBuild().ok).toBe(false);
    expect(UriBuilder.from("http://a/b").query(undefined).fragment("x").build()).toBe("http://a/b#x");
    expect(new UriBuilder().scheme("file").host("").path("/etc/hosts").toUri().path).toBe("/etc/hosts");
    expect(new UriBuilder({ scheme: "http", host: "::1" }).build()).toBe("http://[::1]");
  });

  it("reports instead of emitting an invalid value", () => {
    expect(() => UriBuilder.from("http://a/").query("a#b").build()).toThrow(UriError);
    expect(() => UriBuilder.from("http://a/").host("a b").build()).toThrow(UriError);
  });
});

// Valid references from pieces, to check the round trip.
const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const segmentArb = pick("", ".", "..", "a", "c:d", "%41", "@", "x;y=1");
const pathArb = fc
  .tuple(pick("", "/", "//", "/."), fc.array(segmentArb, { maxLength: 5 }))
  .map(([lead, s]) => lead + s.join("/"));
const authorityArb = fc
  .tuple(opt(pick("u", "u:p", "")), pick("a", "", "[::1]", "[v1.x]", "1.2.3.4", "%C3%A9"), opt(pick("", "80", "0")))
  .map(([user, host, port]) => (user === undefined ? "" : user + "@") + host + (port === undefined ? "" : ":" + port));
const uriArb = fc
  .tuple(
    opt(pick("http", "a", "file")),
    opt(authorityArb),
    pathArb,
    opt(pick("", "q", "a=/?")),
    opt(pick("", "f", "/?")),
  )
  .map(([scheme, authority, path, query, fragment]) => compose(scheme, authority, path, query, fragment))
  .filter((text) => validate(text).length === 0);

function elementsOf(uri: UriReference) {
  return {
    isRelative: uri.isRelative,
    scheme: uri.scheme,
    userInfo: uri.userInfo,
    host: uri.host,
    port: uri.port,
    hasPort: uri.hasPort,
    path: uri.path,
    segments: [...uri.segments],
    query: uri.query,
    fragment: uri.fragment,
    hostKind: uri.hostKind,
  };
}

describe("build: properties", () => {
  it("building from a parsed reference's elements gives the text back, and the same elements", () => {
    fc.assert(
      fc.property(uriArb, (text) => {
        const uri = parse(text);
        const built = build(uri);
        expect(built).toBe(text);
        expect(elementsOf(parse(built))).toEqual(elementsOf(uri));
        // The same through a plain object holding only the elements (model.ts's Elements).
        const seed: BuildInput = {
          isRelative: uri.isRelative,
          scheme: uri.scheme,
          userInfo: uri.userInfo,
          host: uri.host,
          port: uri.port,
          hasPort: uri.hasPort,
          segments: uri.segments,
          query: uri.query,
          fragment: uri.fragment,
        };
        expect(build(seed)).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it("any combination of valid components builds a valid reference that keeps them", () => {
    const components = fc
      .record({
        scheme: opt(pick("http", "a")),
        userInfo: opt(pick("u", "")),
        host: opt(pick("a", "", "::1", "[::1]")),
        port: opt(pick("", "8")),
        segments: fc.array(pick("", "a", "b:c", ".", ".."), { maxLength: 4 }),
        query: opt(pick("", "q")),
        fragment: opt(pick("", "f")),
      })
      .filter((c) => c.host !== undefined || (c.userInfo === undefined && c.port === undefined));
    fc.assert(
      fc.property(components, (c) => {
        const text = build(c);
        expect(validate(text)).toEqual([]);
        const back = parse(text);
        expect(back.scheme).toBe(c.scheme);
        expect(back.userInfo).toBe(c.userInfo);
        expect(back.host).toBe(c.host === "::1" ? "[::1]" : c.host);
        expect(back.port).toBe(c.port);
        expect(back.query).toBe(c.query);
        expect(back.fragment).toBe(c.fragment);
        // The path is the one given, after at most the prefix a disambiguation rule adds.
        const path = c.segments.join("/");
        expect(["", "/", "/.", "./"].map((prefix) => prefix + path)).toContain(back.path);
      }),
      { numRuns: 3000 },
    );
  });
});
