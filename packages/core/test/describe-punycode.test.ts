import { domainToASCII, domainToUnicode } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePunycode, hostToUnicode } from "../src/describe/punycode.js";

const cp = (...points: number[]): string => String.fromCodePoint(...points);

describe("decodePunycode (RFC 3492)", () => {
  // RFC 3492 section 7.1 sample strings.
  it.each([
    ["egbpdaj6bu4bxfgehfvwxn", cp(0x644, 0x64a, 0x647, 0x645, 0x627, 0x628, 0x62a, 0x643, 0x644, 0x645, 0x648, 0x634, 0x639, 0x631, 0x628, 0x64a, 0x61f)],
    ["ihqwcrb4cv8a8dqg056pqjye", cp(0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587)],
    ["ihqwctvzc91f659drss3x8bo0yb", cp(0x4ed6, 0x5011, 0x7232, 0x4ec0, 0x9ebd, 0x4e0d, 0x8aaa, 0x4e2d, 0x6587)],
    ["Proprostnemluvesky-uyb24dma41a", "Pro\u010Dprost\u011Bnemluv\u00ED\u010Desky"],
    ["4dbcagdahymbxekheh6e0a7fei0b", cp(0x5dc, 0x5de, 0x5d4, 0x5d4, 0x5dd, 0x5e4, 0x5e9, 0x5d5, 0x5d8, 0x5dc, 0x5d0, 0x5de, 0x5d3, 0x5d1, 0x5e8, 0x5d9, 0x5dd, 0x5e2, 0x5d1, 0x5e8, 0x5d9, 0x5ea)],
    ["bcher-kva", "bücher"],
    ["mnchen-3ya", "münchen"],
    ["tda", "ü"],
    ["Goethe-", "Goethe"],
    ["wgv71a119e", "日本語"],
  ])("%s", (input, output) => {
    expect(decodePunycode(input)).toBe(output);
  });

  it.each(["99999999999", "-", "bcher-kv!", "bcher-k\u00e4a", "zzzzzzzzzzzzzzz"])("%j is not valid Punycode", (input) => {
    expect(decodePunycode(input)).toBeUndefined();
  });
});

describe("hostToUnicode", () => {
  it.each([
    ["xn--mnchen-3ya.de", "münchen.de"],
    ["www.XN--MNCHEN-3YA.de", "www.münchen.de"],
    ["xn--bcher-kva.xn--wgv71a119e", "bücher.日本語"],
  ])("%s -> %s", (host, unicode) => {
    expect(hostToUnicode(host)).toBe(unicode);
  });

  it.each(["example.com", "xn--", "xn--abc-", "xn--99999999999.com", `xn--${"a".repeat(70)}-kva.com`])(
    "%j has no Unicode form",
    (host) => {
      expect(hostToUnicode(host)).toBeUndefined();
    },
  );

  it("agrees with Node's IDNA on random Unicode names", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }), (name) => {
        const ascii = domainToASCII(`${name}.example`);
        // hostToUnicode decodes DNS labels only (at most 63 characters, RFC 1035 2.3.4); Node's
        // IDNA does not check the length (VerifyDnsLength is off), so longer labels are not compared.
        fc.pre(ascii !== "" && ascii.includes("xn--") && ascii.split(".").every((label) => label.length <= 63));
        expect(hostToUnicode(ascii)).toBe(domainToUnicode(ascii));
      }),
      { numRuns: 500 },
    );
  });
});

describe("hostToUnicode and the DNS label limit", () => {
  it("leaves a punycode label longer than 63 characters undecoded", () => {
    const ascii = domainToASCII("㌀¼𝅗𝅥㍿ࣈक़𞻰À.example");
    expect(ascii.split(".")[0]!.length).toBeGreaterThan(63);
    expect(hostToUnicode(ascii)).toBeUndefined();
  });
});
