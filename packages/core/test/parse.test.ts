import { describe, expect, it } from "vitest";
import { parse, split, tryParse, UriError, validate, type Goal, type HostKind } from "@urilint/core";

/**
 * One row per case (the iri-string way): a valid input with the components it must yield, or an
 * invalid one with the code and the exact range of its first finding (the fluent-uri way).
 */
type Parts = {
  scheme?: string;
  userInfo?: string;
  host?: string;
  port?: string;
  path?: string;
  query?: string;
  fragment?: string;
  hostKind?: HostKind;
};

function ok(input: string, parts: Parts, goal?: Goal): [string, Parts, Goal | undefined] {
  return [input, parts, goal];
}
function fail(
  input: string,
  code: string,
  start: number,
  end: number,
  goal?: Goal,
): [string, string, number, number, Goal | undefined] {
  return [input, code, start, end, goal];
}

const valid = [
  // RFC 3986 section 1.1.2 and 3 examples
  ok("ftp://ftp.is.co.za/rfc/rfc1808.txt", {
    scheme: "ftp",
    host: "ftp.is.co.za",
    path: "/rfc/rfc1808.txt",
    hostKind: "reg-name",
  }),
  ok("http://www.ietf.org/rfc/rfc2396.txt", { scheme: "http", host: "www.ietf.org", path: "/rfc/rfc2396.txt" }),
  ok("ldap://[2001:db8::7]/c=GB?objectClass?one", {
    scheme: "ldap",
    host: "[2001:db8::7]",
    hostKind: "ipv6",
    path: "/c=GB",
    query: "objectClass?one",
  }),
  ok("mailto:John.Doe@example.com", { scheme: "mailto", host: undefined, path: "John.Doe@example.com" }),
  ok("news:comp.infosystems.www.servers.unix", { scheme: "news", path: "comp.infosystems.www.servers.unix" }),
  ok("tel:+1-816-555-1212", { scheme: "tel", path: "+1-816-555-1212" }),
  ok("telnet://192.0.2.16:80/", { scheme: "telnet", host: "192.0.2.16", hostKind: "ipv4", port: "80", path: "/" }),
  ok("urn:oasis:names:specification:docbook:dtd:xml:4.1.2", {
    scheme: "urn",
    path: "oasis:names:specification:docbook:dtd:xml:4.1.2",
  }),
  ok("foo://example.com:8042/over/there?name=ferret#nose", {
    scheme: "foo",
    host: "example.com",
    port: "8042",
    path: "/over/there",
    query: "name=ferret",
    fragment: "nose",
  }),
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  ok("a+b-c.d1:x", { scheme: "a+b-c.d1", path: "x" }),
  ok("HTTP://EXAMPLE.COM/", { scheme: "HTTP", host: "EXAMPLE.COM", path: "/" }),
  // authority: empty, userinfo, port, empty port (5.3: present but empty is not absent)
  ok("file:///etc/hosts", { scheme: "file", host: "", path: "/etc/hosts", hostKind: "reg-name" }),
  ok("http://", { scheme: "http", host: "", path: "" }),
  ok("http://@h", { scheme: "http", userInfo: "", host: "h" }),
  ok("http://h:", { scheme: "http", host: "h", port: "" }),
  ok("http://u:p@h:80", { scheme: "http", userInfo: "u:p", host: "h", port: "80" }),
  ok("s://a!$&'()*+,;=:b%20-._~@h/", { userInfo: "a!$&'()*+,;=:b%20-._~", host: "h" }),
  ok("s://h:0000065536/", { port: "0000065536" }),
  // host: IPv4address, first-match-wins, and the reg-names that look like one
  ok("s://0.0.0.0", { host: "0.0.0.0", hostKind: "ipv4" }),
  ok("s://255.255.255.255", { host: "255.255.255.255", hostKind: "ipv4" }),
  ok("s://256.0.0.1", { host: "256.0.0.1", hostKind: "reg-name" }),
  ok("s://01.2.3.4", { host: "01.2.3.4", hostKind: "reg-name" }),
  ok("s://1.2.3", { host: "1.2.3", hostKind: "reg-name" }),
  ok("s://1.2.3.4.5", { host: "1.2.3.4.5", hostKind: "reg-name" }),
  ok("s://a.b-c_d~e%41!$&'()*+,;=", { host: "a.b-c_d~e%41!$&'()*+,;=", hostKind: "reg-name" }),
  // host: the nine IPv6address forms of 3.2.2
  ok("s://[1:2:3:4:5:6:7:8]", { host: "[1:2:3:4:5:6:7:8]", hostKind: "ipv6" }),
  ok("s://[1:2:3:4:5:6:1.2.3.4]", { hostKind: "ipv6" }),
  ok("s://[::2:3:4:5:6:7:8]", { hostKind: "ipv6" }),
  ok("s://[::3:4:5:6:7:1.2.3.4]", { hostKind: "ipv6" }),
  ok("s://[1::3:4:5:6:7:8]", { hostKind: "ipv6" }),
  ok("s://[::4:5:6:7:8]", { hostKind: "ipv6" }),
  ok("s://[1:2::4:5:6:7:8]", { hostKind: "ipv6" }),
  ok("s://[1:2:3::5:6:1.2.3.4]", { hostKind: "ipv6" }),
  ok("s://[1:2:3:4::6:7:8]", { hostKind: "ipv6" }),
  ok("s://[1:2:3:4:5::7:8]", { hostKind: "ipv6" }),
  ok("s://[1:2:3:4:5::1.2.3.4]", { hostKind: "ipv6" }),
  ok("s://[1:2:3:4:5:6::8]", { hostKind: "ipv6" }),
  ok("s://[1:2:3:4:5:6:7::]", { hostKind: "ipv6" }),
  ok("s://[::]", { hostKind: "ipv6" }),
  ok("s://[::1]:8080/", { host: "[::1]", port: "8080", hostKind: "ipv6" }),
  ok("s://[FFFF:abcd:0000::]", { hostKind: "ipv6" }),
  ok("s://[::ffff:192.0.2.1]", { hostKind: "ipv6" }),
  // host: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
  ok("s://[v1.a:b!]", { host: "[v1.a:b!]", hostKind: "ipvfuture" }),
  ok("s://[VF.x]", { hostKind: "ipvfuture" }),
  // path forms
  ok("s:", { scheme: "s", path: "" }),
  ok("s:/", { path: "/" }),
  ok("s:/a/b", { path: "/a/b" }),
  ok("s:a:b/c", { path: "a:b/c" }),
  ok("s://h//a", { path: "//a" }),
  ok("s:/a//b", { path: "/a//b" }),
  ok("a/b:c", { scheme: undefined, path: "a/b:c" }),
  ok("./a:b", { scheme: undefined, path: "./a:b" }),
  ok("/a:b", { path: "/a:b" }),
  ok("", { scheme: undefined, path: "" }),
  ok("//h", { scheme: undefined, host: "h", path: "" }),
  ok("//", { scheme: undefined, host: "", path: "" }),
  ok("@a", { path: "@a" }),
  ok("s:!$&'()*+,;=:@-._~%00%FF", { path: "!$&'()*+,;=:@-._~%00%FF" }),
  // query and fragment: *( pchar / "/" / "?" ), each present-but-empty distinct from absent
  ok("?", { path: "", query: "" }),
  ok("#", { path: "", query: undefined, fragment: "" }),
  ok("?#", { query: "", fragment: "" }),
  ok("s:?a/b?c:@#d/e?f:@", { query: "a/b?c:@", fragment: "d/e?f:@" }),
  ok("#a?b", { fragment: "a?b" }),
  // goals
  ok("s:a", { scheme: "s" }, "uri"),
  ok("s:a?q", { query: "q" }, "absolute-uri"),
  ok("a/b?q#f", { path: "a/b" }, "relative-ref"),
];

const invalid = [
  // scheme
  fail("1http://x", "invalid-scheme", 0, 1),
  fail("ht_tp://x", "invalid-scheme", 2, 3),
  fail("ht tp://x", "invalid-scheme", 2, 3),
  fail("://x", "empty-scheme", 0, 1),
  // path-noscheme: no ":" in the first segment of a relative path
  fail("1a:b", "colon-in-first-segment", 2, 3),
  fail("_x:y/z", "colon-in-first-segment", 2, 3),
  fail(":", "colon-in-first-segment", 0, 1),
  // pct-encoded = "%" HEXDIG HEXDIG
  fail("s:%", "invalid-percent-encoding", 2, 3),
  fail("s:%4", "invalid-percent-encoding", 2, 4),
  fail("s:%zz/a", "invalid-percent-encoding", 2, 5),
  fail("s:a%2/b", "invalid-percent-encoding", 3, 5),
  fail("s://h/?%g", "invalid-percent-encoding", 7, 9),
  fail("s://h/#%", "invalid-percent-encoding", 7, 8),
  fail("s://%/", "invalid-percent-encoding", 4, 5),
  fail("s://u%@h", "invalid-percent-encoding", 5, 6),
  // characters outside every component
  fail("s:a b", "whitespace", 3, 4),
  fail("s:a  b", "whitespace", 3, 5),
  fail("s:a\tb", "control-character", 3, 4),
  fail("s:a\u0000b", "control-character", 3, 4),
  fail("s:a\u007f", "control-character", 3, 4),
  fail("s:a\\b", "backslash", 3, 4),
  fail("s:é", "non-ascii", 2, 3),
  fail("s:😀x", "non-ascii", 2, 4),
  fail("s:\ud800x", "non-ascii", 2, 3),
  fail("s:a<b>", "invalid-character", 3, 4),
  fail('s:"', "invalid-character", 2, 3),
  fail("s:{x}", "invalid-character", 2, 3),
  fail("s:a|b^c`", "invalid-character", 3, 4),
  fail("s:a[b]", "invalid-character", 3, 4),
  fail("s://h/a]", "invalid-character", 7, 8),
  fail("s:?a b", "whitespace", 4, 5),
  fail("s:?[", "invalid-character", 3, 4),
  fail("s:#a#b", "invalid-character", 4, 5),
  fail(" s:a", "surrounding-whitespace", 0, 1),
  fail("s:a\n", "surrounding-whitespace", 3, 4),
  fail("   ", "surrounding-whitespace", 0, 3),
  // userinfo
  fail("s://u:p@ss@h", "userinfo-delimiter", 7, 8),
  fail("s://u[@h", "invalid-character", 5, 6),
  // host: reg-name characters, IP literals
  fail("s://a b/", "whitespace", 5, 6),
  fail("s://a<b/", "invalid-character", 5, 6),
  fail("s://h]/", "invalid-character", 5, 6),
  fail("s://[::1/", "invalid-ip-literal", 4, 8),
  fail("s://[]/", "invalid-ip-literal", 4, 6),
  fail("s://[1:2:3:4:5:6:7:8:9]", "invalid-ip-literal", 21, 22), // the ninth piece
  fail("s://[1:2:3:4:5:6:7:8::]", "invalid-ip-literal", 20, 22), // "::" stands for a ninth piece
  fail("s://[1:2:3:4:5:6:7]", "invalid-ip-literal", 5, 18), // too few pieces: the whole address
  fail("s://[1::2::3]", "invalid-ip-literal", 9, 11), // the second "::"
  fail("s://[:1::]", "invalid-ip-literal", 5, 6),
  fail("s://[1:]", "invalid-ip-literal", 6, 7),
  fail("s://[12345::]", "invalid-ip-literal", 5, 10), // the piece of five digits
  fail("s://[::g]", "invalid-ip-literal", 7, 8),
  fail("s://[::1.2.3]", "invalid-ip-literal", 7, 12), // the IPv4 part
  fail("s://[::1.2.3.04]", "invalid-ip-literal", 13, 15), // the octet "04"
  fail("s://[1.2.3.4::]", "invalid-ip-literal", 12, 14), // what follows the IPv4 part
  fail("s://[1:2:3:4:5:6:7:1.2.3.4]", "invalid-ip-literal", 19, 26), // the IPv4 part is one piece too many
  fail("s://[fe80::1%25eth0]", "invalid-ip-literal", 12, 19), // the zone identifier
  fail("s://[v.x]", "invalid-ip-literal", 4, 9),
  fail("s://[v1x]", "invalid-ip-literal", 4, 9),
  fail("s://[v1.]", "invalid-ip-literal", 4, 9),
  fail("s://[v1.a/b]", "invalid-ip-literal", 4, 9),
  fail("s://[::1]x", "invalid-ip-literal", 9, 10),
  fail("s://::1/", "unbracketed-ipv6", 4, 7),
  fail("s://2001:db8::1/", "unbracketed-ipv6", 4, 15),
  // port = *DIGIT
  fail("s://h:8o", "invalid-port", 7, 8),
  fail("s://h:-1", "invalid-port", 6, 8),
  fail("s://h:80:90", "invalid-port", 8, 11),
  fail("s://[::1]:x", "invalid-port", 10, 11),
  // goals
  fail("a/b", "missing-scheme", 0, 3, "uri"),
  fail("s:a#f", "unexpected-fragment", 3, 5, "absolute-uri"),
  fail("s:a", "unexpected-scheme", 0, 2, "relative-ref"),
];

describe("parse: valid URI references, one row per ABNF rule", () => {
  it.each(valid)("%j", (input, parts, goal) => {
    const uri = parse(input, goal === undefined ? undefined : { goal });
    for (const [name, value] of Object.entries(parts)) {
      expect(uri[name as keyof Parts], name).toBe(value);
    }
    expect(uri.toString()).toBe(input);
    expect(validate(input, goal === undefined ? undefined : { goal })).toEqual([]);
  });
});

describe("validate: invalid input, code and exact range of the first finding", () => {
  it.each(invalid)("%j is %s at [%i, %i)", (input, code, start, end, goal) => {
    const issues = validate(input, goal === undefined ? undefined : { goal });
    expect(issues.length).toBeGreaterThan(0);
    expect({ code: issues[0]!.code, start: issues[0]!.start, end: issues[0]!.end }).toEqual({ code, start, end });
    expect(issues[0]!.message.length).toBeGreaterThan(10);
  });
});

describe("every violation, not just the first", () => {
  it("reports each bad place in every component", () => {
    const issues = validate("h_t://u ser@ho st:8x/pa th?q uery#fr ag");
    expect(issues.map((i) => [i.code, i.component, i.start, i.end])).toEqual([
      ["invalid-scheme", "scheme", 1, 2],
      ["whitespace", "userInfo", 7, 8],
      ["whitespace", "host", 14, 15],
      ["invalid-port", "port", 19, 20],
      ["whitespace", "path", 23, 24],
      ["whitespace", "query", 28, 29],
      ["whitespace", "fragment", 36, 37],
    ]);
  });

  it("merges a run of one kind into one finding", () => {
    const issues = validate("s:/日本語/x<>y");
    expect(issues.map((i) => [i.code, i.start, i.end, i.data.char])).toEqual([
      ["non-ascii", 3, 6, "'日本語'"],
      ["invalid-character", 8, 10, "'<>'"],
    ]);
  });
});

describe("findings carry data, messages and certain repairs", () => {
  it("offers the percent-encoding of an invalid character", () => {
    const [issue] = validate("https://x.test/a b");
    expect(issue).toMatchObject({
      code: "whitespace",
      component: "path",
      data: { char: "a space", encoded: "%20" },
      suggestions: [{ title: "Percent-encode as %20", edits: [{ start: 16, end: 17, text: "%20" }] }],
    });
    expect(issue!.message).toBe(
      "A URI cannot contain a space; browsers and servers disagree on where it ends (percent-encode it as %20)",
    );
  });

  it("encodes non-ASCII as UTF-8, astral characters whole", () => {
    expect(validate("s:😀")[0]!.data.encoded).toBe("%F0%9F%98%80");
    expect(validate("s:é")[0]!.data.encoded).toBe("%C3%A9");
  });

  it("suggests './' for a colon in the first segment", () => {
    expect(validate("1a:b/c")[0]!.suggestions[0]!.edits).toEqual([{ start: 0, end: 0, text: "./" }]);
  });

  it("suggests %25 for a stray percent sign", () => {
    expect(validate("s:100%")[0]!.suggestions[0]!.edits).toEqual([{ start: 5, end: 6, text: "%25" }]);
  });

  it("never reveals a password character in a finding", () => {
    const issues = validate("https://user:pa<ss w@host/");
    expect(issues.map((i) => i.code)).toEqual(["invalid-character", "whitespace"]);
    for (const issue of issues) {
      const shown = JSON.stringify([issue.message, issue.data, issue.suggestions.map((s) => s.title)]);
      expect(shown).not.toContain("<");
      expect(shown).not.toContain("%3C");
      expect(shown).not.toContain("%20");
    }
  });

  it("names the reason of a malformed IP literal", () => {
    expect(validate("s://[1::2::3]")[0]!.message).toBe("Malformed IP literal: an IPv6 address can hold '::' only once");
    expect(validate("s://[fe80::1%25eth0]")[0]!.message).toContain("RFC 6874");
  });

  it("brackets an unbracketed IPv6 address", () => {
    expect(validate("http://::1/")[0]!.suggestions[0]!.edits).toEqual([
      { start: 7, end: 7, text: "[" },
      { start: 10, end: 10, text: "]" },
    ]);
  });
});

describe("parse and tryParse", () => {
  it("throws a UriError carrying every issue, without echoing the input", () => {
    let error: unknown;
    try {
      parse("https://user:hunter2 x@host/a b");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UriError);
    expect((error as UriError).issues.map((i) => i.code)).toEqual(["whitespace", "whitespace"]);
    expect((error as UriError).message).not.toContain("hunter2");
  });

  it("builds an invalid result's issues when read, the same as validate's, and keeps them", () => {
    const text = "http://exa mple.com:8x/a b";
    const result = tryParse(text);
    // Another scan in between must not change what the first result says.
    expect(tryParse("also bad^").ok).toBe(false);
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => [i.code, i.start, i.end])).toEqual([
      ["whitespace", 10, 11],
      ["invalid-port", 21, 22],
      ["whitespace", 24, 25],
    ]);
    expect(result.issues).toEqual(validate(text));
    expect(result.issues).toBe(result.issues);
    expect(tryParse("http://example.com/").issues).toEqual([]);
  });

  it("gives the lenient split of invalid input", () => {
    const result = tryParse("http://exa mple.com:80/a b?q#f");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.split.components).toEqual({
      scheme: "http",
      userInfo: undefined,
      host: "exa mple.com",
      port: "80",
      path: "/a b",
      query: "q",
      fragment: "f",
    });
  });

  it("exposes the element model (isRelative, hasPort, segments)", () => {
    const uri = parse("http://u@h:0/a/b?q#f");
    expect(uri.isRelative).toBe(false);
    expect(uri.hasPort).toBe(true);
    expect(uri.port).toBe("0");
    expect(uri.segments).toEqual(["", "a", "b"]);
    expect(parse("a/b").segments).toEqual(["a", "b"]);
    expect(parse("").segments).toEqual([]);
    expect(parse("//h").isRelative).toBe(true);
    expect(parse("//h").hasPort).toBe(false);
  });

  it("gives the span of every component", () => {
    const uri = parse("foo://u@example.com:8042/over/there?name=ferret#nose");
    expect(uri.spans).toEqual({
      scheme: { start: 0, end: 3 },
      authority: { start: 6, end: 24 },
      userInfo: { start: 6, end: 7 },
      host: { start: 8, end: 19 },
      port: { start: 20, end: 24 },
      path: { start: 24, end: 35 },
      query: { start: 36, end: 47 },
      fragment: { start: 48, end: 52 },
    });
  });
});

describe("split (RFC 3986 Appendix B)", () => {
  it.each([
    [
      "http://www.ics.uci.edu/pub/ietf/uri/#Related",
      {
        scheme: "http",
        userInfo: undefined,
        host: "www.ics.uci.edu",
        port: undefined,
        path: "/pub/ietf/uri/",
        query: undefined,
        fragment: "Related",
      },
    ],
    [
      "//u:p@ss@[::1]:8/x",
      {
        scheme: undefined,
        userInfo: "u:p@ss",
        host: "[::1]",
        port: "8",
        path: "/x",
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "a b:c d?e#f#g",
      {
        scheme: "a b",
        userInfo: undefined,
        host: undefined,
        port: undefined,
        path: "c d",
        query: "e",
        fragment: "f#g",
      },
    ],
    [
      "",
      {
        scheme: undefined,
        userInfo: undefined,
        host: undefined,
        port: undefined,
        path: "",
        query: undefined,
        fragment: undefined,
      },
    ],
  ])("%j", (input, components) => {
    expect(split(input).components).toEqual(components);
  });
});

describe("long runs stay readable", () => {
  it("shows the start and the length of a long run, and a short encoding", () => {
    const [issue] = validate("s:/" + "é".repeat(1000));
    expect(issue!.data.char).toBe("'éééééééééééééééééééé…' (1000 characters)");
    expect(issue!.message.length).toBeLessThan(200);
    expect(issue!.suggestions[0]!.title.length).toBeLessThan(80);
    expect(issue!.suggestions[0]!.edits[0]!.text).toBe("%C3%A9".repeat(1000));
  });
});

describe("storms stay one finding", () => {
  it("reports a run of stray '%' once, with one edit", () => {
    const issues = validate("s:a%zz%4%41b%%%");
    expect(issues.map((i) => [i.code, i.start, i.end, i.suggestions[0]!.edits])).toEqual([
      ["invalid-percent-encoding", 3, 8, [{ start: 3, end: 8, text: "%25zz%254" }]],
      ["invalid-percent-encoding", 12, 15, [{ start: 12, end: 15, text: "%25%25%25" }]],
    ]);
  });

  it("reports every unencoded '@' of a userinfo in one finding, with one edit", () => {
    const [issue, ...rest] = validate("http://u@s@w:p@h/");
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ code: "userinfo-delimiter", start: 8, end: 11 });
    expect(issue!.suggestions[0]!.edits).toEqual([{ start: 8, end: 11, text: "%40s%40" }]);
    // In a password, the edit would write the password: the one repair of a password is its removal.
    const [inPassword] = validate("http://u:p@ss@w@h/");
    expect(inPassword).toMatchObject({ code: "userinfo-delimiter", start: 10, end: 14, suggestions: [] });
  });

  it("keeps a million stray '%' to one finding", () => {
    expect(validate("s:" + "%".repeat(1_000_000))).toHaveLength(1);
  });
});
