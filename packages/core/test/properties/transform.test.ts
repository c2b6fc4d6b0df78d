/**
 * Properties of what is built on the parser (issue 2, points 5-7 and 9; issue 7): normalize is
 * idempotent, equivalent and agrees with its report; resolving any reference against any base URI
 * gives a valid URI; building from elements and parsing back gives the same elements; check()
 * never throws, respects holes and never repeats a password.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  applyChanges,
  build,
  check,
  describe as describeUri,
  equivalent,
  isNormalized,
  normalizationReport,
  normalize,
  parse,
  resolve,
  validate,
} from "@urilint/core";
import {
  anyStringArbitrary,
  hostMutantArbitrary,
  mutatedReferenceArbitrary,
  ruleArbitrary,
  query as queryRule,
  scheme as schemeRule,
  segment as segmentRule,
  uriArbitrary,
  uriReferenceArbitrary,
  userinfo as userinfoRule,
  port as portRule,
  regName,
  ipLiteral,
} from "../support/generators.js";
import { settings } from "./settings.js";

const reference = uriReferenceArbitrary.map((generated) => generated.text);
/** A base URI: any URI (a fragment in the base is ignored, RFC 3986 5.1). */
const baseUri = uriArbitrary.map((generated) => generated.text);

/**
 * RFC 3986 6.2.2.1 and 6.2.2.2 written independently of the engine: upper-case hex digits, decode
 * the triplets of unreserved characters, keep every other triplet.
 */
function canonicalPercentEncoding(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_triplet, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

describe("normalize (RFC 3986 6.2.2, 6.2.3)", () => {
  test("is idempotent, keeps the reference valid and equivalent, and leaves a normal form", () => {
    fc.assert(
      fc.property(reference, (text) => {
        const normal = normalize(text);
        expect(validate(normal)).toEqual([]);
        expect(normalize(normal)).toBe(normal);
        expect(isNormalized(normal)).toBe(true);
        expect(equivalent(text, normal)).toBe(true);
        expect(equivalent(normal, text)).toBe(true);
      }),
      settings(2000),
    );
  });

  test("applying its report to the text gives exactly normalize(text)", () => {
    fc.assert(
      fc.property(reference, (text) => {
        const report = normalizationReport(text);
        expect(applyChanges(text, report)).toBe(normalize(text));
        expect(report.length === 0).toBe(isNormalized(text));
        for (const change of report) {
          expect(change.start).toBeGreaterThanOrEqual(0);
          expect(change.end).toBeLessThanOrEqual(text.length);
        }
      }),
      settings(2000),
    );
  });

  test("scheme, userinfo, query and fragment change only by case and unreserved decoding", () => {
    fc.assert(
      fc.property(reference, (text) => {
        const before = parse(text);
        const after = parse(normalize(text));
        expect(after.scheme).toBe(before.scheme?.toLowerCase());
        expect(after.userInfo).toBe(
          before.userInfo === undefined ? undefined : canonicalPercentEncoding(before.userInfo),
        );
        expect(after.query).toBe(before.query === undefined ? undefined : canonicalPercentEncoding(before.query));
        expect(after.fragment).toBe(
          before.fragment === undefined ? undefined : canonicalPercentEncoding(before.fragment),
        );
        expect(after.hasAuthority).toBe(before.hasAuthority);
      }),
      settings(2000),
    );
  });

  test("the report never throws, and is empty for invalid text", () => {
    fc.assert(
      fc.property(fc.oneof(anyStringArbitrary, mutatedReferenceArbitrary), (text) => {
        const report = normalizationReport(text);
        if (validate(text).length > 0) expect(report).toEqual([]);
      }),
      settings(1500),
    );
  });

  test("equivalent never throws, and is reflexive and symmetric on any strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(reference, mutatedReferenceArbitrary),
        fc.oneof(reference, mutatedReferenceArbitrary),
        (a, b) => {
          expect(equivalent(a, a)).toBe(true);
          expect(equivalent(a, b)).toBe(equivalent(b, a));
        },
      ),
      settings(1500),
    );
  });
});

describe("resolve (RFC 3986 5.2)", () => {
  test("any reference against any base URI gives a valid URI, strict or not", () => {
    fc.assert(
      fc.property(baseUri, reference, fc.boolean(), (base, ref, strict) => {
        const target = resolve(base, ref, { strict });
        expect(validate(target, { goal: "uri" }), `${ref} against ${base}`).toEqual([]);
        const uri = parse(target);
        // 5.2.2: the target's fragment is the reference's; its scheme is the reference's or the base's.
        expect(uri.fragment).toBe(parse(ref).fragment);
        expect([parse(ref).scheme, parse(base).scheme]).toContain(uri.scheme);
      }),
      settings(3000),
    );
  });

  test("a target resolves to itself (it has no dot segments left to remove)", () => {
    fc.assert(
      fc.property(baseUri, reference, (base, ref) => {
        const target = resolve(base, ref);
        expect(resolve(target, target)).toBe(target);
      }),
      settings(2000),
    );
  });
});

describe("build (from elements) and parse agree", () => {
  test("building from a parsed reference gives back its text", () => {
    fc.assert(
      fc.property(reference, (text) => {
        expect(build(parse(text))).toBe(text);
      }),
      settings(2000),
    );
  });

  test("any valid elements build a valid reference that parses back to the same elements", () => {
    const elements = fc.record({
      scheme: fc.option(ruleArbitrary(schemeRule), { nil: undefined }),
      authority: fc.option(
        fc.record({
          userInfo: fc.option(ruleArbitrary(userinfoRule), { nil: undefined }),
          host: fc.oneof(ruleArbitrary(regName), ruleArbitrary(ipLiteral)),
          port: fc.option(ruleArbitrary(portRule), { nil: undefined }),
        }),
        { nil: undefined },
      ),
      segments: fc.array(ruleArbitrary(segmentRule), { maxLength: 5 }),
      query: fc.option(ruleArbitrary(queryRule), { nil: undefined }),
      fragment: fc.option(ruleArbitrary(queryRule), { nil: undefined }),
    });
    fc.assert(
      fc.property(elements, (e) => {
        const text = build({
          scheme: e.scheme,
          ...e.authority,
          segments: e.segments,
          query: e.query,
          fragment: e.fragment,
        });
        expect(validate(text)).toEqual([]);
        const uri = parse(text);
        expect(uri.scheme).toBe(e.scheme);
        expect(uri.userInfo).toBe(e.authority?.userInfo);
        expect(uri.host).toBe(e.authority?.host);
        expect(uri.port).toBe(e.authority?.port);
        expect(uri.query).toBe(e.query);
        expect(uri.fragment).toBe(e.fragment);
        const path = e.segments.join("/");
        expect(uri.path).toBe(disambiguatingPrefix(e.scheme !== undefined, e.authority !== undefined, path) + path);
      }),
      settings(2000),
    );
  });
});

/**
 * What must precede a path so that it reads back as itself (RFC 3986 4.2 and 5.3; issue 2, point 5):
 * "/" after an authority (path-abempty, 3.3), "/." before "//" without authority (else it reads as
 * an authority), "./" before a first segment with ":" in a relative reference (path-noscheme, 4.2).
 */
function disambiguatingPrefix(hasScheme: boolean, hasAuthority: boolean, path: string): string {
  if (path === "") return "";
  if (hasAuthority) return path.startsWith("/") ? "" : "/";
  if (path.startsWith("//")) return "/.";
  if (!hasScheme && !path.startsWith("/") && path.split("/")[0]!.includes(":")) return "./";
  return "";
}

describe("check() (every finding of one text)", () => {
  const holes = (length: number): fc.Arbitrary<{ start: number; end: number }[]> =>
    fc.array(
      fc
        .tuple(fc.nat({ max: length }), fc.nat({ max: length }))
        .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) })),
      { maxLength: 3 },
    );

  test("never throws on any string, with or without holes; no finding overlaps a hole", () => {
    fc.assert(
      fc.property(
        fc
          .oneof(anyStringArbitrary, hostMutantArbitrary, reference)
          .chain((text) => fc.tuple(fc.constant(text), holes(text.length))),
        ([text, holeSpans]) => {
          const findings = check(text);
          for (const finding of findings) {
            expect(finding.start).toBeGreaterThanOrEqual(0);
            expect(finding.end).toBeLessThanOrEqual(text.length);
          }
          for (const finding of check(text, { holes: holeSpans })) {
            for (const hole of holeSpans) {
              if (hole.start === hole.end) continue;
              const overlaps = finding.start < hole.end && hole.start < finding.end;
              expect(
                overlaps,
                `${finding.code} [${finding.start},${finding.end}) overlaps hole [${hole.start},${hole.end})`,
              ).toBe(false);
            }
          }
        },
      ),
      settings(1500),
    );
  });

  // Long inputs with one finding per few characters: a spread of the findings into push() (or an
  // argument list) overflows the stack from ~120k elements on Node 20.
  const LONG_INPUTS: Record<string, string> = {
    "300k '%7e' in a query": "http://h/?" + "%7e".repeat(300_000),
    "300k '%41' in a password": "http://u:" + "p%41".repeat(300_000) + "@h/",
    "300k '%41' in a path": "http://h/" + "%41".repeat(300_000),
  };
  for (const [name, text] of Object.entries(LONG_INPUTS)) {
    test(`check() and describe() do not throw on ${name}`, () => {
      expect(() => check(text)).not.toThrow();
      expect(() => describeUri(text)).not.toThrow();
    });
  }

  test("never repeats the password of a URI in a message, data or suggestion title", () => {
    const password = fc.stringMatching(/^[A-Za-z0-9!$&'()*+,;=~._-]{8,16}$/).filter((p) => /[A-Za-z]{2}/.test(p));
    fc.assert(
      fc.property(
        fc.oneof(reference, mutatedReferenceArbitrary),
        password,
        fc.constantFrom("", " ", "%zz", "\\", "[x]"),
        (rest, secret, junk) => {
          const text = `https://admin:${secret}@example.com${junk}/${rest.replace(/^[^/]*\/\/[^/]*/, "")}`;
          for (const finding of check(text)) {
            expect(finding.message).not.toContain(secret);
            expect(JSON.stringify(finding.data)).not.toContain(secret);
            for (const suggestion of finding.suggestions) expect(suggestion.title).not.toContain(secret);
          }
        },
      ),
      settings(1500),
    );
  });
});
