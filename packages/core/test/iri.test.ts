/**
 * IRIs (RFC 3987): which texts are IRIs (with the ranges of ucschar and iprivate), the mappings to
 * and from URIs (3.1, 3.2) with the RFC's own examples, the `iri` finding and its repair, invalid
 * international names, hosts that can pass for others (UTS #39), zone identifiers (RFC 6874), and
 * the breakdown behind hovers.
 */
import { describe as group, expect, it } from "vitest";
import {
  check,
  describe,
  equivalent,
  iriToUri,
  isIriOnly,
  normalize,
  tryParse,
  tryParseIri,
  uriToIri,
  validate,
  validateIri,
  type Finding,
  type FindingCode,
} from "@urilint/core";

const codes = (findings: readonly Finding[]): string[] => findings.map((f) => f.code);
const under = (text: string, finding: Finding | undefined): string | undefined =>
  finding && text.slice(finding.start, finding.end);
const find = (findings: readonly Finding[], code: FindingCode): Finding | undefined =>
  findings.find((f) => f.code === code);

group("IRI syntax (RFC 3987 2.2): ucschar anywhere unreserved is, iprivate in the query", () => {
  it.each([
    ["https://bücher.de/straße", "ireg-name and ipath"],
    ["https://例子.测试/", "a Han host"],
    ["http://jürgen:pw@h/", "iuserinfo"],
    ["s:/\u00a0", "U+00A0, the first ucschar"],
    ["s:/\ud7ff", "U+D7FF, the last before the surrogates"],
    ["s:/\uf900", "U+F900, after private use"],
    ["s:/\ufdcf", "U+FDCF, before the noncharacters"],
    ["s:/\ufdf0", "U+FDF0, after them"],
    ["s:/\uffef", "U+FFEF, before the specials"],
    ["s:/\u{10000}", "U+10000"],
    ["s:/\u{1fffd}", "U+1FFFD, the last of plane 1"],
    ["s:/\u{dfffd}", "U+DFFFD, the last of plane 13"],
    ["s:/\u{e1000}", "U+E1000, after the tags"],
    ["s:/\u{efffd}", "U+EFFFD"],
    ["s:?\ue000", "iprivate U+E000 in the query"],
    ["s:?\uf8ff", "iprivate U+F8FF in the query"],
    ["s:?\u{f0000}\u{10fffd}", "iprivate of planes 15 and 16 in the query"],
    ["s:#é", "ifragment"],
    ["/ü/ä?ö#ß", "a relative IRI reference"],
  ])("%j is a valid IRI, not a URI (%s)", (text) => {
    expect(validateIri(text)).toEqual([]);
    expect(isIriOnly(text)).toBe(true);
    expect(codes(validate(text))).toContain("non-ascii");
  });

  it.each([
    ["s:/\u0080", "non-ascii", 3, 4, "a C1 control"],
    ["s:/\u009f", "non-ascii", 3, 4, "the last C1 control"],
    ["s:/\ufdd0", "non-ascii", 3, 4, "a noncharacter"],
    ["s:/\ufdef", "non-ascii", 3, 4, "the last of U+FDD0-FDEF"],
    ["s:/\ufff0", "non-ascii", 3, 4, "a special"],
    ["s:/\uffff", "non-ascii", 3, 4, "U+FFFF"],
    ["s:/\u{1fffe}", "non-ascii", 3, 5, "U+1FFFE, a plane's noncharacter"],
    ["s:/\u{e0000}", "non-ascii", 3, 5, "a tag"],
    ["s:/\u{e0fff}", "non-ascii", 3, 5, "the last tag"],
    ["s:/\ue000", "non-ascii", 3, 4, "private use in the path"],
    ["s:#\ue000", "non-ascii", 3, 4, "private use in the fragment"],
    ["s:/\u{f0000}", "non-ascii", 3, 5, "plane 15 in the path"],
    ["s:/a\ud800", "non-ascii", 4, 5, "a lone surrogate"],
    ["s:/é\u0085ü", "non-ascii", 4, 5, "only the C1 control between two ucschar"],
    ["é://x", "invalid-scheme", 0, 1, "the scheme stays ASCII"],
    ["http://h:8é/", "invalid-port", 10, 11, "so does the port"],
    ["http://[::é]/", "invalid-ip-literal", 10, 11, "and an IP literal"],
    ["https://bü cher.de/", "whitespace", 10, 11, "a space is no more allowed than in a URI"],
  ])("%j is not an IRI: %s at %i-%i (%s)", (text, code, start, end) => {
    const issues = validateIri(text);
    expect(issues.map((f) => [f.code, f.start, f.end])).toEqual([[code, start, end]]);
  });

  it("keeps the lossless, positioned model: components are views into the IRI", () => {
    const parsed = tryParseIri("https://jürgen@bücher.de:8080/straße?q=ä#ö");
    expect(parsed.ok).toBe(true);
    const iri = parsed.uri!;
    expect([iri.scheme, iri.userInfo, iri.host, iri.port, iri.path, iri.query, iri.fragment]).toEqual([
      "https",
      "jürgen",
      "bücher.de",
      "8080",
      "/straße",
      "q=ä",
      "ö",
    ]);
    expect(iri.hostKind).toBe("reg-name");
    expect(iri.spans.host).toEqual({ start: 15, end: 24 });
    expect(iri.toString()).toBe("https://jürgen@bücher.de:8080/straße?q=ä#ö");
    expect(tryParse("https://bücher.de/").ok).toBe(false); // parse() stays RFC 3986
  });
});

group("IRI to URI (RFC 3987 3.1) and back (3.2)", () => {
  it.each([
    ["https://bücher.de/straße", "https://xn--bcher-kva.de/stra%C3%9Fe"],
    ["https://例子.测试/", "https://xn--fsqu00a.xn--0zwm56d/"],
    ["http://Bücher.DE/", "http://xn--bcher-kva.de/"],
    ["http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org"], // RFC 3987 3.1's example
    ["http://www.example.org/D\u00fcrst", "http://www.example.org/D%C3%BCrst"], // 3.2's example
    ["http://jürgen:pw@h/é?q=ä#ö", "http://j%C3%BCrgen:pw@h/%C3%A9?q=%C3%A4#%C3%B6"],
    ["s:?\ue000", "s:?%EE%80%80"],
    ["/𝄞", "/%F0%9D%84%9E"],
    ["https://example.com/a", "https://example.com/a"],
  ])("%j maps to %j", (iri, uri) => {
    expect(iriToUri(iri)).toBe(uri);
    expect(tryParse(iriToUri(iri)).ok).toBe(true);
  });

  it.each([
    ["http://www.example.org/D%C3%BCrst", "http://www.example.org/Dürst"], // 3.2's example
    ["http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"], // not UTF-8: stays
    ["http://xn--99zt52a.example.org/%e2%80%ae", "http://\u7d0d\u8c46.example.org/%e2%80%ae"], // 3.2: RLO stays encoded
    ["http://xn--bcher-kva.de/stra%C3%9Fe?q=%EE%80%80#%EE%80%80", "http://bücher.de/straße?q=\ue000#%EE%80%80"],
    ["http://h/%41%2F%C3", "http://h/%41%2F%C3"], // ASCII octets and a cut sequence stay
    ["http://%C3%BC.de/", "http://%C3%BC.de/"], // a percent-encoded host stays: back it would be an A-label
    ["http://h/%C0%AF%ED%A0%80", "http://h/%C0%AF%ED%A0%80"], // an overlong form and a surrogate are not UTF-8
  ])("%j shows as %j", (uri, iri) => {
    expect(uriToIri(uri)).toBe(iri);
    expect(equivalent(uri, iri)).toBe(true);
  });

  it("throws UriError with the reason when the host has no ASCII form", () => {
    expect(() => iriToUri("http://xn--abc-.dü/")).toThrow(/decodes to plain ASCII/);
    expect(iriToUri("http://xn--abc-.de/ü")).toBe("http://xn--abc-.de/%C3%BC"); // an ASCII host is kept as written
    expect(() => iriToUri("http://bü cher.de/")).toThrow(/space/);
  });
});

group("the `iri` finding: a valid IRI that is not a URI", () => {
  it("replaces the non-ascii errors, spans the non-ASCII text, and offers the URI form", () => {
    const text = "https://bücher.de/straße";
    const findings = check(text);
    expect(codes(findings)).toEqual(["iri"]);
    const iri = findings[0]!;
    expect(under(text, iri)).toBe("ücher.de/straß");
    expect(iri.severity).toBe("warning");
    expect(iri.message).toBe(
      "This is an IRI (RFC 3987), not a URI; as a URI, with the host in ASCII (IDNA) and other non-ASCII characters percent-encoded, it is https://xn--bcher-kva.de/stra%C3%9Fe",
    );
    expect(iri.fix).toBeUndefined(); // a suggestion: --fix does not rewrite IRIs unless asked (the rule's fix option)
    expect(iri.suggestions).toHaveLength(1);
    const [edit] = iri.suggestions[0]!.edits;
    expect(edit).toEqual({ start: 8, end: 23, text: "xn--bcher-kva.de/stra%C3%9F" });
    expect(text.slice(0, edit!.start) + edit!.text + text.slice(edit!.end)).toBe(
      "https://xn--bcher-kva.de/stra%C3%9Fe",
    );
  });

  it("never shows a password, raw or encoded", () => {
    const text = "https://user:pässwört@bücher.de/";
    const iri = find(check(text), "iri")!;
    expect(iri.message).toContain("https://user:(hidden)@xn--bcher-kva.de/");
    for (const shown of [iri.message, ...Object.values(iri.data), ...iri.suggestions.map((s) => s.title)]) {
      expect(shown).not.toContain("pässwört");
      expect(shown).not.toContain("p%C3%A4ssw%C3%B6rt");
    }
  });

  it("still reports the characters an IRI does not allow, and no `iri` when the text is invalid anyway", () => {
    expect(codes(check("https://bücher.de/a\u0085"))).toEqual(["non-ascii"]);
    expect(codes(check("https://bücher.de/a b"))).toEqual(["whitespace"]);
  });

  it("comes with the normalization findings of the IRI", () => {
    expect(codes(check("HTTPS://bücher.de:443/ü"))).toEqual(["scheme-case", "iri", "default-port"]);
  });

  it("is not reported for a URI, nor when the code is turned off (IRIs accepted silently)", () => {
    expect(check("https://xn--bcher-kva.de/stra%C3%9Fe")).toEqual([]);
    const codesWithoutIri = new Set<FindingCode>(["non-ascii", "invalid-idna", "mixed-script-host", "confusable-host"]);
    expect(check("https://bücher.de/straße", { codes: codesWithoutIri })).toEqual([]);
  });
});

group("international host names (UTS #46 in the WHATWG URL mode)", () => {
  it.each([
    ["http://xn--abc-.de/", "xn--abc-", "'xn--abc-' decodes to plain ASCII ('abc'), which IDNA forbids (RFC 5891 5.3)"],
    [
      "http://xn--99999999999.de/",
      "xn--99999999999",
      "'xn--99999999999' starts with \"xn--\" but is not valid Punycode (RFC 3492)",
    ],
    ["http://xn--a.de/", "xn--a", "'xn--a' decodes to U+0080: U+0080 is not allowed in a domain name (UTS #46)"],
    [
      "http://a\u200db.de/",
      "a\u200db",
      "a zero width joiner or non-joiner is allowed only after a virama or between joining letters (RFC 5892 Appendix A)",
    ],
    [
      "http://ab\u05d0.de/",
      "ab\u05d0.de",
      "it mixes right-to-left and left-to-right text in a way the Bidi rule of RFC 5893 forbids",
    ],
    ["http://\u0301a.de/", "\u0301a", "a label cannot start with a combining mark (UTS #46 4.1)"],
    ["http://a\u2488.de/", "\u2488", "'⒈' (U+2488) is not allowed in a domain name (UTS #46)"],
    ["http://a\uff0fb.de/", "\uff0f", "'／' stands for '/', which a host name cannot hold (RFC 3986 3.2.2)"],
    ["http://a\u00a0b.de/", "\u00a0", "'\u00a0' stands for a space, which a host name cannot hold (RFC 3986 3.2.2)"],
    [
      `http://${"ü".repeat(60)}.de/`,
      "ü".repeat(60),
      "the label 'xn--tdaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' is 66 octets long in ASCII; a DNS label holds at most 63",
    ],
  ])("%j: invalid-idna at %j", (text, at, reason) => {
    const findings = check(text);
    const idna = find(findings, "invalid-idna");
    expect(under(text, idna)).toBe(at);
    expect(idna!.data.reason).toBe(reason);
    expect(idna!.severity).toBe("error");
    expect(find(findings, "iri")).toBeUndefined(); // no URI form to offer
  });

  it.each([
    "http://xn--bcher-kva.de/",
    "http://例子.测试/",
    "http://faß.de/",
    "http://xn--zca.de/",
    "http://عربي.مثال/",
    "http://a_b.example/",
  ])("%j is a valid name", (text) => {
    expect(find(check(text), "invalid-idna")).toBeUndefined();
  });
});

group("hosts that can pass for others (UTS #39)", () => {
  it.each([
    ["https://\u0430pple.com/", "mixed-script-host", "\u0430pple", "mixes Cyrillic and Latin letters"],
    ["https://xn--pple-43d.com/", "mixed-script-host", "xn--pple-43d", "mixes Cyrillic and Latin letters"],
    ["https://g\u03bfogle.com/", "mixed-script-host", "g\u03bfogle", "mixes Latin and Greek letters"],
    ["https://paypa\u04cf.com/", "mixed-script-host", "paypa\u04cf", "mixes Latin and Cyrillic letters"],
    [
      "https://\u0430\u0440\u0440\u04cf\u0435.com/",
      "confusable-host",
      "\u0430\u0440\u0440\u04cf\u0435",
      "Cyrillic letters that all look like Latin ones",
    ],
    [
      "https://xn--80ak6aa92e.com/",
      "confusable-host",
      "xn--80ak6aa92e",
      "Cyrillic letters that all look like Latin ones",
    ],
    ["https://\u0455\u0441\u043e\u0440\u0435.com/", "confusable-host", "\u0455\u0441\u043e\u0440\u0435", "('scope')"],
  ])("%j: %s at %j", (text, code, at, words) => {
    const finding = find(check(text), code as FindingCode);
    expect(under(text, finding)).toBe(at);
    expect(finding!.message).toContain(words);
    expect(finding!.message).toContain("DNS sees it as xn--");
  });

  it.each([
    "https://пример.рф/",
    "https://bücher.de/",
    "https://例子.测试/",
    "https://ドメイン名例.jp/",
    "https://日本語abc.jp/",
    "https://한국어abc.kr/",
    "https://παράδειγμα.δοκιμή/",
    "https://münchen-straße.de/",
    "https://apple.com/",
    "https://xn--80ajghhoc2aj1c8b.xn--p1ai/",
    "https://ελλάδα.gr/",
    "https://مثال.إختبار/",
  ])("%j has no such finding", (text) => {
    expect(codes(check(text)).filter((code) => code === "mixed-script-host" || code === "confusable-host")).toEqual([]);
  });
});

group("zone identifiers (RFC 6874), behind an option", () => {
  it("are rejected by default and accepted with zoneIdentifiers", () => {
    const text = "http://[fe80::1%25eth0]/";
    expect(tryParse(text).ok).toBe(false);
    expect(codes(check(text))).toEqual(["invalid-ip-literal"]);
    const parsed = tryParse(text, { zoneIdentifiers: true });
    expect(parsed.ok && [parsed.uri.host, parsed.uri.hostKind]).toEqual(["[fe80::1%25eth0]", "ipv6"]);
    expect(check(text, { zoneIdentifiers: true })).toEqual([]);
  });

  it.each([
    ["http://[fe80::1%25]/", "the zone identifier after '%25' is empty"],
    [
      "http://[fe80::1%25e!h]/",
      "'!' cannot appear in a zone identifier (RFC 6874: unreserved characters and percent-encodings)",
    ],
    [
      "http://[fe80::1%25e%zz]/",
      "'%' cannot appear in a zone identifier (RFC 6874: unreserved characters and percent-encodings)",
    ],
    ["http://[fe80::g%25eth0]/", "'g' is not a hexadecimal digit"],
  ])("%j is still invalid: %s", (text, reason) => {
    expect(check(text, { zoneIdentifiers: true }).map((f) => f.data.reason)).toEqual([reason]);
  });

  it("normalizes the address and keeps the zone as written", () => {
    const findings = check("http://[FE80:0::1%25Eth0]/", { zoneIdentifiers: true });
    expect(findings.map((f) => [f.code, f.data.normal])).toEqual([["ipv6-text", "[fe80::1%25Eth0]"]]);
  });
});

group("describe(): both forms side by side", () => {
  it("gives the host in Unicode and ASCII, the decoded path and query, the IRI and the URI", () => {
    const d = describe("https://bücher.de/stra%C3%9Fe?q=%C3%A4");
    expect(d.valid).toBe(false);
    expect(d.validIri).toBe(true);
    expect(d.host?.ascii).toBe("xn--bcher-kva.de");
    expect(d.host?.unicode).toBeUndefined(); // written in Unicode already
    expect(d.path.decoded).toBe("/straße");
    expect(d.query?.decoded).toBe("q=ä");
    expect(d.forms).toEqual({
      iri: "https://bücher.de/straße?q=ä",
      uri: "https://xn--bcher-kva.de/stra%C3%9Fe?q=%C3%A4",
    });
  });

  it("shows a URI with A-labels in Unicode", () => {
    const d = describe("https://xn--mnchen-3ya.de/");
    expect(d.valid).toBe(true);
    expect(d.host?.unicode).toBe("münchen.de");
    expect(d.forms).toEqual({ iri: "https://münchen.de/", uri: "https://xn--mnchen-3ya.de/" });
    expect(describe("https://example.com/").forms).toBeUndefined();
  });

  it("masks the password in both forms", () => {
    const d = describe("https://u:s3crét@bücher.de/");
    expect(d.forms).toEqual({ iri: "https://u:••••••@bücher.de/", uri: "https://u:••••••@xn--bcher-kva.de/" });
  });
});

group("equivalence across both forms", () => {
  it.each([
    ["https://bücher.de/straße", "https://xn--bcher-kva.de/stra%C3%9Fe"],
    ["HTTPS://Bücher.de:443/straße", "https://xn--bcher-kva.de/stra%c3%9fe"],
    ["https://例子.测试", "https://xn--fsqu00a.xn--0zwm56d/"],
  ])("%j is equivalent to %j", (a, b) => {
    expect(equivalent(a, b)).toBe(true);
    expect(normalize(iriToUri(a))).toBe(normalize(b));
  });

  it("is not fooled by a different name", () => {
    expect(equivalent("https://bücher.de/", "https://bucher.de/")).toBe(false);
  });
});
