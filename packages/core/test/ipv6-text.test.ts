import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIPv6, formatPieces, ipv6Pieces } from "../src/ipv6/index.js";

// [written, RFC 5952 form]; the comments cite RFC 5952's sections.
const FORMS: readonly (readonly [string, string])[] = [
  ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"], // 4.2.3: on a tie, the first run
  ["2001:0db8:0:0:0:0:2:1", "2001:db8::2:1"], // 4.1: no leading zeros
  ["2001:db8::0:1", "2001:db8::1"], // 4.2.1: as short as possible
  ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"], // 4.2.2: one zero piece is not compressed
  ["2001:db8::1:1:1:1:1", "2001:db8:0:1:1:1:1:1"],
  ["2001:0:0:1:0:0:0:1", "2001:0:0:1::1"], // 4.2.3: the longest run
  ["2001:DB8::1", "2001:db8::1"], // 4.3: lower case
  ["2001:db8:aaaa:bbbb:cccc:dddd:eeee:AAAA", "2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa"],
  ["0:0:0:0:0:0:0:0", "::"],
  ["::", "::"],
  ["0:0:0:0:0:0:0:1", "::1"],
  ["1:0:0:0:0:0:0:0", "1::"],
  ["1::", "1::"],
  ["0:1:0:1:0:1:0:1", "0:1:0:1:0:1:0:1"],
  ["::1:2:3:4:5:6:7", "0:1:2:3:4:5:6:7"],
  ["1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0"],
  ["FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  // Section 5: dotted decimal only behind the well-known IPv4-mapped and -translated prefixes.
  ["::ffff:192.0.2.1", "::ffff:192.0.2.1"],
  ["::FFFF:c000:0201", "::ffff:192.0.2.1"],
  ["0:0:0:0:0:ffff:0:0", "::ffff:0.0.0.0"],
  ["::ffff:0:c000:201", "::ffff:0:192.0.2.1"],
  ["::192.0.2.1", "::c000:201"],
  ["64:ff9b::192.0.2.1", "64:ff9b::c000:201"],
  ["1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304"],
  // IP literals keep their brackets.
  ["[2001:DB8::0:1]", "[2001:db8::1]"],
  ["[::]", "[::]"],
];

const NOT_IPV6: readonly string[] = [
  "",
  "1",
  "1:2",
  ":",
  ":::",
  "1:::2",
  "g::",
  "::1%25eth0",
  "1.2.3.4",
  "[::1",
  "::1]",
  "[v1.x]",
  "1:2:3:4:5:6:7:8:9",
  "12345::",
  "::1.2.3",
  "::1.2.3.04",
  "1::2::3",
  "[]",
];

describe("formatIPv6", () => {
  it.each(FORMS)("%j -> %j", (written, normal) => {
    expect(formatIPv6(written)).toBe(normal);
    expect(formatIPv6(normal)).toBe(normal);
  });
  it.each(NOT_IPV6)("%j is not an IPv6 address", (text) => {
    expect(formatIPv6(text)).toBeUndefined();
  });
});

const piecesArb = fc.array(
  fc.oneof(fc.constant(0), fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: 0xffff })),
  { minLength: 8, maxLength: 8 },
);

/** A text form of the pieces: random case and leading zeros, one random zero run compressed. */
const writtenArb = fc
  .tuple(
    piecesArb,
    fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
    fc.boolean(),
    fc.nat(7),
    fc.boolean(),
  )
  .map(([pieces, pads, upper, at, compress]) => {
    const hex = pieces.map((p, k) => {
      const digits = p.toString(16).padStart(Math.min(4, p.toString(16).length + pads[k]!), "0");
      return upper ? digits.toUpperCase() : digits;
    });
    let runEnd = at;
    while (compress && runEnd < 8 && pieces[runEnd] === 0) runEnd++;
    if (runEnd === at) return { pieces, text: hex.join(":") };
    return { pieces, text: hex.slice(0, at).join(":") + "::" + hex.slice(runEnd).join(":") };
  });

describe("formatIPv6: properties", () => {
  it("keeps the address and is idempotent", () => {
    fc.assert(
      fc.property(writtenArb, ({ pieces, text }) => {
        expect(ipv6Pieces(text)).toEqual(pieces);
        const normal = formatIPv6(text)!;
        expect(ipv6Pieces(normal)).toEqual(pieces);
        expect(formatIPv6(normal)).toBe(normal);
        expect(formatPieces(pieces)).toBe(normal);
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees with the WHATWG URL serializer except for embedded IPv4 (which WHATWG never writes dotted)", () => {
    fc.assert(
      fc.property(writtenArb, ({ pieces, text }) => {
        const embedded =
          pieces.slice(0, 4).every((p) => p === 0) &&
          ((pieces[4] === 0 && pieces[5] === 0xffff) || (pieces[4] === 0xffff && pieces[5] === 0));
        fc.pre(!embedded);
        expect(`[${formatIPv6(text)}]`).toBe(new URL(`http://[${text}]/`).hostname);
      }),
      { numRuns: 3000 },
    );
  });
});
