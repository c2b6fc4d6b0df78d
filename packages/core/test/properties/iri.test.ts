/**
 * IRIs as properties (RFC 3987): an IRI maps to a valid URI (3.1) that maps back to the same IRI
 * (3.2); a URI shown as an IRI maps back to an equivalent URI; an IRI and its URI form are
 * equivalent, and normalize the same; the IRI parse agrees with the URI parse on every URI; and
 * check() reports `iri` exactly on valid IRIs that are not URIs.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  check,
  equivalent,
  iriToUri,
  normalize,
  parse,
  tryParse,
  tryParseIri,
  uriToIri,
  validateIri,
} from "@urilint/core";
import { mutatedReferenceArbitrary, uriReferenceArbitrary } from "../support/generators.js";
import { settings } from "./settings.js";

/** RFC 3987 4.1's bidi formatting characters: never shown decoded, so not generated. */
const BIDI_FORMATTING = new Set([
  0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);

/** One ucschar (RFC 3987 2.2), any plane, from the ranges' edges as often as from their middles. */
const ucschar: fc.Arbitrary<string> = fc
  .oneof(
    fc.integer({ min: 0xa0, max: 0xd7ff }),
    fc.integer({ min: 0xf900, max: 0xfdcf }),
    fc.integer({ min: 0xfdf0, max: 0xffef }),
    fc
      .integer({ min: 1, max: 13 })
      .chain((plane) => fc.integer({ min: plane * 0x10000, max: plane * 0x10000 + 0xfffd })),
    fc.integer({ min: 0xe1000, max: 0xefffd }),
    fc.constantFrom(0xa0, 0xd7ff, 0xf900, 0xfdcf, 0xfdf0, 0xffef, 0x10000, 0x1fffd, 0xe1000, 0xefffd),
  )
  .filter((cp) => !BIDI_FORMATTING.has(cp))
  .map((cp) => String.fromCodePoint(cp));
const iprivate: fc.Arbitrary<string> = fc
  .oneof(
    fc.integer({ min: 0xe000, max: 0xf8ff }),
    fc.integer({ min: 0xf0000, max: 0xffffd }),
    fc.integer({ min: 0x100000, max: 0x10fffd }),
  )
  .map((cp) => String.fromCodePoint(cp));

const unreserved = fc.constantFrom(..."abcxyzABC019-._~");
const text = (chars: fc.Arbitrary<string>, maxLength: number): fc.Arbitrary<string> =>
  fc.array(chars, { maxLength }).map((a) => a.join(""));
const segment = text(fc.oneof(unreserved, ucschar, fc.constantFrom("!", "$", "=", ":", "@", "%41")), 8);

/** Labels in the form UTS #46 maps to themselves (lower case, NFC, valid), ASCII and not. */
const LABELS = [
  "example",
  "bücher",
  "münchen",
  "例子",
  "测试",
  "пример",
  "рф",
  "ελλάδα",
  "日本語",
  "한국",
  "xn-a",
  "abc123",
  "straße",
  "عربي",
];
const host = fc
  .array(fc.constantFrom(...LABELS), { minLength: 1, maxLength: 3 })
  .map((labels) => labels.join("."))
  // The Bidi rule joins right-to-left labels with left-to-right ones only in some ways: keep it simple.
  .filter((name) => !name.includes("عربي") || name === "عربي");

/** An IRI with every kind of component, whose non-ASCII text is written out (not percent-encoded). */
const iriArbitrary: fc.Arbitrary<string> = fc
  .record({
    scheme: fc.constantFrom("http", "https", "s", "ftp"),
    user: fc.option(text(fc.oneof(unreserved, ucschar), 6), { nil: undefined }),
    host,
    port: fc.option(fc.constantFrom("", "8080"), { nil: undefined }),
    path: fc.array(segment, { maxLength: 4 }),
    query: fc.option(text(fc.oneof(unreserved, ucschar, iprivate, fc.constantFrom("=", "&", "/", "?")), 10), {
      nil: undefined,
    }),
    fragment: fc.option(text(fc.oneof(unreserved, ucschar, fc.constantFrom("/", "?")), 8), { nil: undefined }),
  })
  .map(
    ({ scheme, user, host: name, port, path, query, fragment }) =>
      `${scheme}://${user === undefined ? "" : `${user}@`}${name}${port === undefined ? "" : `:${port}`}` +
      `${path.map((s) => `/${s}`).join("")}${query === undefined ? "" : `?${query}`}${fragment === undefined ? "" : `#${fragment}`}`,
  );

describe("IRI to URI and back (RFC 3987 3.1, 3.2)", () => {
  test("every generated IRI is a valid IRI; its URI form is a valid URI; back, it is the same IRI", () => {
    fc.assert(
      fc.property(iriArbitrary, (iri) => {
        expect(validateIri(iri)).toEqual([]);
        const uri = iriToUri(iri);
        expect(tryParse(uri).ok).toBe(true);
        expect(uri).toMatch(/^[\x21-\x7e]*$/);
        expect(uriToIri(uri)).toBe(iri);
      }),
      settings(1000),
    );
  });

  test("an IRI and its URI form are equivalent, and normalize the same", () => {
    fc.assert(
      fc.property(iriArbitrary, (iri) => {
        const uri = iriToUri(iri);
        expect(equivalent(iri, uri)).toBe(true);
        expect(normalize(iriToUri(uriToIri(normalize(uri))))).toBe(normalize(uri));
      }),
      settings(500),
    );
  });

  test("any URI shown as an IRI maps back to an equivalent URI, and its IRI form is stable", () => {
    fc.assert(
      fc.property(uriReferenceArbitrary, fc.array(ucschar, { maxLength: 3 }), (generated, extra) => {
        // Put percent-encoded UTF-8 into the path, as a URI carries non-ASCII text.
        const uri = generated.text.replace(
          /^([^?#]*)/,
          (path) => path + extra.map((c) => encodeURIComponent(c)).join(""),
        );
        fc.pre(tryParse(uri).ok);
        const iri = uriToIri(uri);
        expect(tryParseIri(iri).ok).toBe(true);
        expect(equivalent(uri, iri)).toBe(true);
        expect(uriToIri(iriToUri(iri))).toBe(uriToIri(uri));
      }),
      settings(1000),
    );
  });
});

describe("the IRI parse extends the URI parse", () => {
  test("on any text the URI parse accepts, the IRI parse gives the same components", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          uriReferenceArbitrary.map((g) => g.text),
          mutatedReferenceArbitrary,
        ),
        (candidate) => {
          const uri = tryParse(candidate);
          const iri = tryParseIri(candidate);
          if (uri.ok) {
            expect(iri.ok).toBe(true);
            expect(iri.uri!.spans).toEqual(uri.uri.spans);
            expect(iri.uri!.hostKind).toBe(uri.uri.hostKind);
          }
          // A text that is an IRI and has no non-ASCII character is a URI.
          if (iri.ok && /^[\x00-\x7f]*$/.test(candidate)) expect(uri.ok).toBe(true);
        },
      ),
      settings(2000),
    );
  });

  test("check() reports `iri` exactly on valid IRIs that are not URIs and have a URI form, once, with a repair to it", () => {
    fc.assert(
      fc.property(fc.oneof(iriArbitrary, mutatedReferenceArbitrary), (candidate) => {
        const findings = check(candidate);
        const iri = findings.filter((f) => f.code === "iri");
        const isIriOnly = tryParseIri(candidate).ok && !tryParse(candidate).ok;
        // No `iri` without a URI form: a host without one is an invalid-idna error instead.
        const hasUriForm = isIriOnly && !findings.some((f) => f.code === "invalid-idna");
        expect(iri.length).toBe(hasUriForm ? 1 : 0);
        // Non-ASCII is reported only where the IRI scan finds a character an IRI does not allow
        // (an intent finding such as windows-path may explain some of them away).
        const disallowed = (list: readonly { code: string; start: number }[]): number[] =>
          list.filter((f) => f.code === "non-ascii").map((f) => f.start);
        const byIriScan = new Set(disallowed(validateIri(candidate)));
        expect(disallowed(findings).filter((start) => !byIriScan.has(start))).toEqual([]);
        if (iri.length === 1) {
          const [edit] = iri[0]!.suggestions[0]!.edits;
          const repaired = candidate.slice(0, edit!.start) + edit!.text + candidate.slice(edit!.end);
          expect(repaired).toBe(iriToUri(candidate));
          expect(parse(repaired).toString()).toBe(repaired);
        }
      }),
      settings(1000),
    );
  });
});
