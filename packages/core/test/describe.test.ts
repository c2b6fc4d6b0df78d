import fc from "fast-check";
import { describe as group, expect, it } from "vitest";
import { PASSWORD_MASK, QUERY_PLUS_NOTE, describe, maskPassword } from "../src/describe/index.js";
import { check } from "../src/findings/check.js";
import { anyStringArbitrary, mutatedReferenceArbitrary, uriReferenceArbitrary } from "./support/generators.js";

group("describe: a valid URI", () => {
  const text = "HTTPS://al%69ce:hunter2@xn--mnchen-3ya.de:443/a%20b/./c?q=1+2&x=%C3%BC&flag&&=v#frag%21";
  const d = describe(text);

  it("knows it is valid, and its kind", () => {
    expect(d.valid).toBe(true);
    expect(d.kind).toBe("uri");
  });

  it("scheme: raw, lower case, known", () => {
    expect(d.scheme).toEqual({ raw: "HTTPS", normalized: "https", known: true, span: { start: 0, end: 5 } });
  });

  it("userinfo: the user decoded, the password masked at its span", () => {
    expect(d.userInfo!.user).toMatchObject({ raw: "al%69ce", decoded: "alice" });
    expect(d.userInfo!.password!.masked).toBe(PASSWORD_MASK);
    const { start, end } = d.userInfo!.password!.span;
    expect(text.slice(start, end)).toBe("hunter2");
    expect(d.authority!.masked).toBe(`al%69ce:${PASSWORD_MASK}@xn--mnchen-3ya.de:443`);
  });

  it("host: kind and Unicode form", () => {
    expect(d.host).toMatchObject({
      raw: "xn--mnchen-3ya.de",
      decoded: "xn--mnchen-3ya.de",
      kind: "reg-name",
      unicode: "münchen.de",
    });
    expect(d.host!.address).toBeUndefined();
  });

  it("port: number and default", () => {
    expect(d.port).toMatchObject({ raw: "443", number: 443, defaultPort: 443, isDefault: true });
  });

  it("path: segments raw and decoded", () => {
    expect(d.path.raw).toBe("/a%20b/./c");
    expect(d.path.segments.map((s) => [s.raw, s.decoded])).toEqual([
      ["", ""],
      ["a%20b", "a b"],
      [".", "."],
      ["c", "c"],
    ]);
    const second = d.path.segments[1]!;
    expect(text.slice(second.span.start, second.span.end)).toBe("a%20b");
  });

  it("query: parameters split on & and =, '+' left alone and said so", () => {
    expect(d.query!.parameters.map((p) => [p.name.decoded, p.value?.decoded])).toEqual([
      ["q", "1+2"],
      ["x", "ü"],
      ["flag", undefined],
      ["", "v"],
    ]);
    expect(d.query!.plusNote).toBe(QUERY_PLUS_NOTE);
    expect(describe("https://h/?a=b").query!.plusNote).toBeUndefined();
  });

  it("fragment: decoded", () => {
    expect(d.fragment).toMatchObject({ raw: "frag%21", decoded: "frag!" });
  });

  it("normalized form, with the password masked", () => {
    expect(d.normalized).toBe(
      `https://alice:${PASSWORD_MASK}@xn--mnchen-3ya.de/a%20b/c?q=1+2&x=%C3%BC&flag&&=v#frag%21`,
    );
    expect(describe("https://example.com/").normalized).toBeUndefined();
  });

  it("findings are check()'s", () => {
    expect(d.findings).toEqual(check(text));
    expect(d.findings.map((f) => f.code)).toContain("plaintext-password");
  });

  it("never contains the password", () => {
    expect(JSON.stringify(d)).not.toContain("hunter2");
  });
});

group("describe: other shapes", () => {
  it("an invalid text is described from the lenient split", () => {
    const d = describe("http://u:s3 cr@exa mple.com:99999/a%zz/%FF%41?x#y");
    expect(d.valid).toBe(false);
    expect(d.host).toMatchObject({ raw: "exa mple.com", kind: "reg-name" });
    expect(d.port).toMatchObject({ raw: "99999", number: 99999, defaultPort: 80, isDefault: false });
    expect(d.path.segments.map((s) => s.decoded)).toEqual(["", "a%zz", "%FFA"]);
    expect(d.normalized).toBeUndefined();
    expect(d.findings.map((f) => f.code)).toEqual([
      "plaintext-password",
      "whitespace",
      "whitespace",
      "port-out-of-range",
      "invalid-percent-encoding",
    ]);
    expect(JSON.stringify(d)).not.toContain("s3 cr");
  });

  it("a relative reference", () => {
    const d = describe("../a?b#c");
    expect(d.kind).toBe("relative-ref");
    expect(d.scheme).toBeUndefined();
    expect(d.host).toBeUndefined();
    expect(d.path.segments.map((s) => s.raw)).toEqual(["..", "a"]);
  });

  it("a rare IPv4 form names its address", () => {
    expect(describe("http://0x7f.1/").host).toMatchObject({ kind: "reg-name", address: "127.0.0.1" });
    expect(describe("http://127.0.0.1/").host).toMatchObject({ kind: "ipv4" });
    expect(describe("http://127.0.0.1/").host!.address).toBeUndefined();
  });

  it("IP literals, valid or not", () => {
    expect(describe("http://[::1]:8080/").host).toMatchObject({ raw: "[::1]", kind: "ipv6" });
    expect(describe("http://[v1.x]/").host).toMatchObject({ kind: "ipvfuture" });
    expect(describe("http://[::1]/a b").host).toMatchObject({ kind: "ipv6" });
    expect(describe("http://[::g]/").host!.kind).toBeUndefined();
  });

  it("an unknown scheme, a port without default, an empty password", () => {
    const d = describe("foo://u:@h:8080");
    expect(d.scheme).toMatchObject({ normalized: "foo", known: false });
    expect(d.port).toEqual({ raw: "8080", number: 8080, isDefault: false, span: { start: 11, end: 15 } });
    expect(d.userInfo!.password!.masked).toBe(PASSWORD_MASK);
  });

  it("maskPassword", () => {
    expect(maskPassword("redis://:s3cret@cache/0")).toBe(`redis://:${PASSWORD_MASK}@cache/0`);
    expect(maskPassword("https://example.com/a:b@c")).toBe("https://example.com/a:b@c");
  });
});

group("describe: robustness", () => {
  const noThrow = (text: string): void => {
    const d = describe(text);
    expect(typeof d.valid).toBe("boolean");
  };

  it("never throws, on any string", () => {
    fc.assert(fc.property(anyStringArbitrary, noThrow), { numRuns: 2000 });
  });

  it("never throws, on valid references and broken ones", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          uriReferenceArbitrary.map((r) => r.text),
          mutatedReferenceArbitrary,
        ),
        noThrow,
      ),
      { numRuns: 2000 },
    );
  });

  it("never shows the password of a URI", () => {
    const password = fc.string({
      unit: fc.constantFrom(..."abcXYZ019!$&'()*+,;=:@%-._~ <>"),
      minLength: 6,
      maxLength: 20,
    });
    const shape = fc.constantFrom(
      "https://user:{}@Example.COM:443/%7e/../a?q#f",
      "postgres://{}@db/x",
      "x://a:{}@h",
      "c://u:{}@h/",
    );
    fc.assert(
      fc.property(shape, password, (template, secret) => {
        fc.pre(/[a-zA-Z0-9]{2}/.test(secret) && new Set(secret).size > 2);
        const text = template.replace("{}", () => secret);
        const pw = text.slice(text.indexOf(":", text.indexOf("//")) + 1, text.lastIndexOf("@"));
        fc.pre(pw.length >= 6 && !"https://user:@Example.COM:443/%7e/../a?q#f postgres://db/x".includes(pw));
        expect(JSON.stringify(describe(text))).not.toContain(pw);
      }),
      { numRuns: 2000 },
    );
  });

  it("handles huge inputs", () => {
    const text = "https://u:p@" + "a".repeat(100_000) + ":8080/" + "x/".repeat(100_000) + "?" + "a=b&".repeat(100_000);
    const d = describe(text);
    expect(d.path.segments.length).toBe(100_002); // "", 100 000 times "x", and the empty last segment
    expect(d.query!.parameters.length).toBe(100_000);
  });
});
