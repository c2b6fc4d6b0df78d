import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasLoneSurrogate,
  percentDecode,
  percentEncode,
  type EncodableComponent,
} from "../src/percent-encoding/index.js";
import { validate } from "../src/parse/index.js";

// [component, raw text, encoded]
const ENCODE: readonly (readonly [EncodableComponent, string, string])[] = [
  ["segment", "abc-._~", "abc-._~"],
  ["segment", "a b", "a%20b"],
  ["segment", "100%", "100%25"],
  ["segment", "%41", "%2541"],
  ["segment", "a/b", "a%2Fb"],
  ["segment", "a?b#c", "a%3Fb%23c"],
  ["segment", "a:b@c!$&'()*+,;=", "a:b@c!$&'()*+,;="],
  ["segmentNoColon", "a:b@c", "a%3Ab@c"],
  ["query", "a=1&b=/x?y", "a=1&b=/x?y"],
  ["query", "a#b", "a%23b"],
  ["query", "[x]", "%5Bx%5D"],
  ["fragment", "sec/2?x", "sec/2?x"],
  ["fragment", "a b#c", "a%20b%23c"],
  ["userInfo", "user:pa@ss", "user:pa%40ss"],
  ["userInfo", "a/b", "a%2Fb"],
  ["host", "exa mple", "exa%20mple"],
  ["host", "a:b@c", "a%3Ab%40c"],
  ["host", "bücher", "b%C3%BCcher"],
  // UTF-8: two, three and four octets (astral characters are surrogate pairs in JavaScript).
  ["segment", "é", "%C3%A9"],
  ["segment", "日本", "%E6%97%A5%E6%9C%AC"],
  ["segment", "😀", "%F0%9F%98%80"],
  ["segment", "a😀b", "a%F0%9F%98%80b"],
  ["segment", "\u{10FFFF}", "%F4%8F%BF%BF"],
  ["segment", "\u0000\u007f", "%00%7F"],
  ["segment", "\\", "%5C"],
  // A lone surrogate has no UTF-8 form: it is encoded as U+FFFD, as TextEncoder does.
  ["segment", "\uD800", "%EF%BF%BD"],
  ["segment", "a\uDC00b", "a%EF%BF%BDb"],
  ["segment", "\uDBFF\uD83D\uDE00", "%EF%BF%BD%F0%9F%98%80"],
  ["segment", "", ""],
];

describe("percentEncode", () => {
  it.each(ENCODE)("%s %j -> %j", (component, raw, encoded) => {
    expect(percentEncode(raw, component)).toBe(encoded);
  });

  it("returns the same string when nothing needs encoding", () => {
    const text = "abc:def";
    expect(percentEncode(text, "segment")).toBe(text);
  });

  it("hasLoneSurrogate tells when encoding would lose a character", () => {
    expect(hasLoneSurrogate("a\uD800")).toBe(true);
    expect(hasLoneSurrogate("\uDC00a")).toBe(true);
    expect(hasLoneSurrogate("😀")).toBe(false);
    expect(hasLoneSurrogate("abc")).toBe(false);
  });
});

type Row = readonly [string, string, readonly (readonly [string, number, number])[]];

// [encoded, decoded, errors as [kind, start, end]]
const DECODE: readonly Row[] = [
  ["abc", "abc", []],
  ["%41%42", "AB", []],
  ["a%20b", "a b", []],
  ["%25", "%", []],
  ["%C3%A9", "é", []],
  ["%c3%a9", "é", []],
  ["%F0%9F%98%80", "😀", []],
  ["%E6%97%A5%E6%9C%AC", "日本", []],
  ["é%41", "éA", []],
  // Malformed escapes are kept as written.
  ["%", "%", [["malformed-escape", 0, 1]]],
  ["%4", "%4", [["malformed-escape", 0, 2]]],
  ["%4g", "%4g", [["malformed-escape", 0, 3]]],
  ["%%41", "%A", [["malformed-escape", 0, 1]]],
  ["a%zz%41", "a%zzA", [["malformed-escape", 1, 4]]],
  // Invalid UTF-8: one U+FFFD per maximal ill-formed subsequence (Unicode 3.9, WHATWG).
  ["%C3", "\uFFFD", [["invalid-utf8", 0, 3]]],
  ["%C3x", "\uFFFDx", [["invalid-utf8", 0, 3]]],
  ["%C3%41", "\uFFFDA", [["invalid-utf8", 0, 3]]],
  ["%E2%82", "\uFFFD", [["invalid-utf8", 0, 6]]],
  ["%E2%82%41", "\uFFFDA", [["invalid-utf8", 0, 6]]],
  ["%FF", "\uFFFD", [["invalid-utf8", 0, 3]]],
  ["%80", "\uFFFD", [["invalid-utf8", 0, 3]]],
  [
    "%C0%AF",
    "\uFFFD\uFFFD",
    [
      ["invalid-utf8", 0, 3],
      ["invalid-utf8", 3, 6],
    ],
  ],
  [
    "%ED%A0%80",
    "\uFFFD\uFFFD\uFFFD",
    [
      ["invalid-utf8", 0, 3],
      ["invalid-utf8", 3, 6],
      ["invalid-utf8", 6, 9],
    ],
  ],
  [
    "%F4%90%80%80",
    "\uFFFD\uFFFD\uFFFD\uFFFD",
    [
      ["invalid-utf8", 0, 3],
      ["invalid-utf8", 3, 6],
      ["invalid-utf8", 6, 9],
      ["invalid-utf8", 9, 12],
    ],
  ],
  ["%F0%9F%98", "\uFFFD", [["invalid-utf8", 0, 9]]],
  [
    "x%F0%9F%98%",
    "x\uFFFD%",
    [
      ["invalid-utf8", 1, 10],
      ["malformed-escape", 10, 11],
    ],
  ],
];

describe("percentDecode", () => {
  it.each(DECODE)("%j -> %j", (encoded, decoded, errors) => {
    const result = percentDecode(encoded);
    expect(result.value).toBe(decoded);
    expect(result.errors.map((e) => [e.kind, e.start, e.end])).toEqual(errors);
  });
});

const COMPONENTS: readonly EncodableComponent[] = [
  "userInfo",
  "host",
  "segment",
  "segmentNoColon",
  "query",
  "fragment",
];

/** Where each component's text goes in a URI, to check that the encoding is valid there. */
const CONTEXT: Readonly<Record<EncodableComponent, (encoded: string) => string>> = {
  userInfo: (e) => `http://${e}@h/`,
  host: (e) => `http://${e}/`,
  segment: (e) => `http://h/${e}`,
  segmentNoColon: (e) => (e === "" ? "" : `${e}/x`),
  query: (e) => `http://h/?${e}`,
  fragment: (e) => `http://h/#${e}`,
};

const wellFormed = fc.string({ unit: "grapheme", maxLength: 20 });
const ascii = fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 20 });

describe("percent-encoding: properties", () => {
  it("encoding is valid in its component and decodes back to the input", () => {
    fc.assert(
      fc.property(fc.oneof(wellFormed, ascii), fc.constantFrom(...COMPONENTS), (text, component) => {
        const encoded = percentEncode(text, component);
        expect(validate(CONTEXT[component](encoded))).toEqual([]);
        const decoded = percentDecode(encoded);
        expect(decoded.errors).toEqual([]);
        expect(decoded.value).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it("decoding arbitrary octets agrees with TextDecoder", () => {
    const decoder = new TextDecoder("utf-8");
    const octets = fc.array(
      fc.oneof(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0x80, max: 0xbf }),
        fc.constantFrom(0xc3, 0xe2, 0xed, 0xf0, 0xf4),
      ),
      { maxLength: 16 },
    );
    fc.assert(
      fc.property(octets, (bytes) => {
        const encoded = bytes.map((b) => "%" + b.toString(16).padStart(2, "0")).join("");
        const result = percentDecode(encoded);
        const expected = decoder.decode(new Uint8Array(bytes));
        expect(result.value).toBe(expected);
        expect(result.errors.length).toBe([...expected].filter((c) => c === "\uFFFD").length);
        for (const error of result.errors) {
          expect(error.kind).toBe("invalid-utf8");
          expect((error.end - error.start) % 3).toBe(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("never throws on any text", () => {
    const unit = fc.constantFrom("%", "4", "1", "g", "C", "3", "F", "a", "\uD800", "é");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 24 }), (text) => {
        const result = percentDecode(text);
        expect(typeof result.value).toBe("string");
        for (const error of result.errors) expect(error.start).toBeLessThan(error.end);
      }),
      { numRuns: 3000 },
    );
  });
});
