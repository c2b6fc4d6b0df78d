/**
 * The core's reading of IP literals, IPv4 addresses and ports, checked against a recognizer
 * written from RFC 3986 Appendix A (support/abnf-ip.ts) over every input of a systematic
 * enumeration (support/ip-literal-shapes.ts), not a sample: where the grammar is this small,
 * every shape can be tried. Each list of disagreements must be empty.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkIPv6Address, isIPv4Address, tryParse, validate } from "@urilint/core";
import { matches, viablePrefixLength } from "./support/abnf-ip.js";
import { ipv4Address, ipv6AddressForm, port, ruleArbitrary } from "./support/generators.js";
import { OCTET_EDGES, PORT_EDGES, ipv4Edges, ipv6LiteralInsides } from "./support/ip-literal-shapes.js";

/** Every string of decimal digits of one to `max` characters. */
function digitStrings(max: number): string[] {
  const out: string[] = [];
  let level = [""];
  for (let length = 1; length <= max; length++) {
    level = level.flatMap((prefix) => [..."0123456789"].map((digit) => prefix + digit));
    out.push(...level);
  }
  return out;
}

describe("the recognizer itself (the oracle must be right before it judges)", () => {
  it("dec-octet is 0 to 255 without leading zeros, for every string of one to four digits", () => {
    const wrong = digitStrings(4).filter(
      (digits) => matches("dec-octet", digits) !== (String(Number(digits)) === digits && Number(digits) <= 255),
    );
    expect(wrong).toEqual([]);
  });

  it.each([
    ["IPv6address", "::", true],
    ["IPv6address", "::1", true],
    ["IPv6address", "1::", true],
    ["IPv6address", "1:2:3:4:5:6:7:8", true],
    ["IPv6address", "1:2:3:4:5:6:7::", true],
    ["IPv6address", "::2:3:4:5:6:7:8", true],
    ["IPv6address", "1:2:3:4:5:6:1.2.3.4", true],
    ["IPv6address", "::ffff:1.2.3.4", true],
    ["IPv6address", "FFFF::abcd", true],
    ["IPv6address", "1:2:3:4:5:6:7:8::", false],
    ["IPv6address", "1:2:3:4:5:6:7::8", false],
    ["IPv6address", "1:2:3:4:5:6:7", false],
    ["IPv6address", "1::2::3", false],
    ["IPv6address", ":::", false],
    ["IPv6address", "12345::", false],
    ["IPv6address", "::01.2.3.4", false],
    ["IPv6address", "1.2.3.4::", false],
    ["IPv4address", "255.255.255.255", true],
    ["IPv4address", "1.2.3.256", false],
    ["IPv4address", "1.2.3", false],
    ["h16", "ffff", true],
    ["h16", "fffff", false],
    ["ls32", "1:2", true],
    ["ls32", "1.2.3.4", true],
    ["port", "", true],
    ["port", "00080", true],
    ["port", "8o", false],
  ] as const)("%s %j: %s", (rule, text, valid) => {
    expect(matches(rule, text)).toBe(valid);
  });

  it("matches everything the generators build from the same rules (each of the nine IPv6 forms)", () => {
    for (let form = 0; form < 9; form++) {
      fc.assert(
        fc.property(
          ruleArbitrary((c) => ipv6AddressForm(c, form)),
          (address) => matches("IPv6address", address),
        ),
        { numRuns: 300 },
      );
    }
    fc.assert(fc.property(ruleArbitrary(ipv4Address), (address) => matches("IPv4address", address)));
    fc.assert(fc.property(ruleArbitrary(port), (digits) => matches("port", digits)));
  });

  it.each([
    // The first character that cannot start a valid continuation (uriparser's error position).
    ["1:2:3:4:5:6:7:8::", 15],
    ["1::2::3", 5],
    ["12345::", 4],
    ["1:2:3:4:5:6:7", 13],
    ["::1.2.3.256", 10],
  ])("the longest viable prefix of %j ends at %i", (text, length) => {
    expect(viablePrefixLength("IPv6address", text)).toBe(length);
  });
});

describe("IPv6 literals: every shape", () => {
  const insides = ipv6LiteralInsides();

  it("covers one to nine pieces, '::' at every place, IPv4 tails, five digits, empty pieces, ':::'", () => {
    expect(insides.length).toBeGreaterThan(10_000);
    for (const shape of [
      "1:2:3:4:5:6:7:8::",
      "1:2:3:4:5:6:7:8",
      "::",
      "1:::1",
      "::1.2.3.4",
      "12345::",
      "1::1::1",
      ":1:1:1:1:1:1:1:1",
    ])
      expect(insides, shape).toContain(shape);
  });

  it("the core accepts exactly the IPv6addresses of Appendix A", () => {
    const wrong: string[] = [];
    for (const inside of insides) {
      const expected = matches("IPv6address", inside);
      const result = tryParse(`http://[${inside}]/`);
      const core = result.ok && result.uri.hostKind === "ipv6";
      if (core !== expected || (checkIPv6Address(inside, 0, inside.length) === undefined) !== expected)
        wrong.push(
          `[${inside}]: Appendix A says ${expected ? "valid" : "invalid"}, the core ${core ? "valid" : "invalid"}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it("eight pieces and then '::' are reported at the first character that cannot continue the address", () => {
    const wrong: string[] = [];
    let reported = 0;
    for (const inside of insides) {
      const text = `http://[${inside}]/`;
      const finding = validate(text)[0];
      if (finding?.data["reason"] !== "an IPv6 address of eight pieces has no room for '::'") continue;
      reported++;
      const firstBad = "http://[".length + viablePrefixLength("IPv6address", inside);
      if (finding.start !== firstBad || text.slice(finding.start, finding.end) !== "::")
        wrong.push(
          `${text}: [${finding.start}, ${finding.end}), the first character that cannot continue is ${firstBad}`,
        );
    }
    expect(reported).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});

describe("IPv4 addresses and dec-octets", () => {
  const places = (octet: string): string[] =>
    [0, 1, 2, 3].map((place) => Object.assign(["1", "2", "3", "4"], { [place]: octet }).join("."));
  const candidates = [...new Set([...digitStrings(4).flatMap(places), ...ipv4Edges(), ...OCTET_EDGES.flatMap(places)])];

  it("every string of one to four digits in each of the four places, and every edge: ipv4 exactly for an IPv4address", () => {
    expect(candidates.length).toBeGreaterThan(44_000);
    const wrong: string[] = [];
    for (const host of candidates) {
      const expected = matches("IPv4address", host);
      const result = tryParse(`http://${host}/`);
      const kind = result.ok ? result.uri.hostKind : "invalid";
      const core = isIPv4Address(host, 0, host.length);
      // Anything else of digits, dots, letters, "-" and "+" is a reg-name (first match wins, RFC 3986 3.2.2).
      if (core !== expected || kind !== (expected ? "ipv4" : "reg-name"))
        wrong.push(`${host}: Appendix A says ${expected ? "an IPv4address" : "not one"}, the core ${core} (${kind})`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("ports", () => {
  it.each(["h", "1.2.3.4", "256.1.1.1", "[::1]", "[1:2:3:4:5:6:7:8]", "[v1.x]", ""])(
    "after host %j: valid exactly when the port is *DIGIT, and read as written",
    (host) => {
      const wrong: string[] = [];
      for (const port of PORT_EDGES) {
        const text = `http://${host}:${port}/`;
        const expected = matches("port", port);
        const result = tryParse(text);
        if (result.ok !== expected)
          wrong.push(`${JSON.stringify(text)}: Appendix A says ${expected}, the core ${result.ok}`);
        else if (result.ok && result.uri.port !== port) wrong.push(`${JSON.stringify(text)}: port ${result.uri.port}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
