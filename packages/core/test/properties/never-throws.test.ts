/**
 * The non-throwing API never throws (issue 2, point 3; issue 7): validate, tryParse and split
 * answer every string, including full Unicode, lone surrogates, control characters and long
 * inputs; parse throws only a UriError, exactly when validate finds issues; every issue lies
 * inside the text; and no error message repeats the password of the input.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  UriError,
  check,
  describe as describeUri,
  iriToUri,
  parse,
  parseIri,
  split,
  tryParse,
  tryParseIri,
  uriToIri,
  validate,
  validateIri,
} from "@urilint/core";
import {
  anyStringArbitrary,
  hostMutantArbitrary,
  MUTATION_PALETTE,
  mutatedReferenceArbitrary,
  uriReferenceArbitrary,
} from "../support/generators.js";
import { settings } from "./settings.js";

/** Every kind of string: the generic one, and mutants of valid references. */
const hostileString = fc.oneof(anyStringArbitrary, hostMutantArbitrary);

/** Long strings: random code points, random palette pieces, and long runs of one piece. */
const longString = fc.oneof(
  fc.string({ unit: "binary", minLength: 1000, maxLength: 5000 }),
  fc.string({ unit: fc.constantFrom(...MUTATION_PALETTE), minLength: 1000, maxLength: 5000 }),
  fc
    .tuple(
      fc.constantFrom("http://", "//", "", "a:", "//[", "//u@"),
      fc.constantFrom(...MUTATION_PALETTE),
      fc.nat({ max: 20_000 }),
    )
    .map(([prefix, piece, n]) => prefix + piece.repeat(n)),
);

function checkIssues(
  text: string,
  issues: readonly { start: number; end: number; code: string; message: string }[],
): void {
  for (const issue of issues) {
    expect(issue.start, issue.code).toBeGreaterThanOrEqual(0);
    expect(issue.start, issue.code).toBeLessThanOrEqual(issue.end);
    expect(issue.end, issue.code).toBeLessThanOrEqual(text.length);
    expect(typeof issue.message).toBe("string");
    expect(issue.message.length).toBeGreaterThan(0);
  }
}

describe("the non-throwing API never throws", () => {
  test("validate, tryParse and split answer any string; parse throws only UriError, exactly when invalid", () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const issues = validate(text);
        const result = tryParse(text);
        const parts = split(text);
        expect(parts.input).toBe(text);
        expect(result.ok).toBe(issues.length === 0);
        checkIssues(text, issues);
        if (!result.ok) {
          // tryParse builds its findings when they are read: they are exactly validate's.
          expect(result.issues).toEqual(issues);
          expect(result.split).toEqual(parts);
          expect(() => parse(text)).toThrow(UriError);
          try {
            parse(text);
          } catch (error) {
            expect((error as UriError).issues.map((issue) => issue.code)).toEqual(issues.map((issue) => issue.code));
          }
        } else {
          expect(parse(text).toString()).toBe(text);
        }
      }),
      settings(1500),
    );
  });

  test("... and so do long strings", () => {
    fc.assert(
      fc.property(longString, (text) => {
        const issues = validate(text);
        checkIssues(text, issues);
        expect(tryParse(text).ok).toBe(issues.length === 0);
        expect(split(text).input).toBe(text);
      }),
      settings(150),
    );
  });

  test("every goal answers any string", () => {
    fc.assert(
      fc.property(
        anyStringArbitrary,
        fc.constantFrom("uri-reference", "uri", "absolute-uri", "relative-ref" as const),
        (text, goal) => {
          const issues = validate(text, { goal });
          checkIssues(text, issues);
          expect(tryParse(text, { goal }).ok).toBe(issues.length === 0);
        },
      ),
      settings(1500),
    );
  });

  test("a UriError's message never holds the password of the input", () => {
    const password = fc.stringMatching(/^[A-Za-z0-9]{6,12}$/);
    const breakage = fc.constantFrom(" ", "%", "%zz", "[", "\\", "\u00e9", "|", "\n", "@");
    fc.assert(
      fc.property(uriReferenceArbitrary, password, breakage, fc.nat(), ({ text }, secret, bad, where) => {
        // A password with a bad character in it, then the rest of a reference after a host.
        const at = where % (secret.length + 1);
        const pass = secret.slice(0, at) + bad + secret.slice(at);
        const input = `https://user:${pass}@example.com/${text.replace(/^[^/]*\/\/[^/]*/, "")}`;
        const result = tryParse(input);
        if (result.ok) return;
        let message = "";
        try {
          parse(input);
        } catch (error) {
          message = (error as Error).message;
        }
        // Long enough pieces of the password that a message cannot hold them by chance.
        const pieces = [pass, secret.slice(0, at), secret.slice(at)].filter((piece) => piece.length >= 4);
        for (const piece of pieces) expect(message).not.toContain(piece);
        for (const issue of result.issues) {
          for (const piece of pieces) expect(issue.message).not.toContain(piece);
          expect(JSON.stringify(issue.data)).not.toContain(pass);
          for (const suggestion of issue.suggestions) expect(suggestion.title).not.toContain(pass);
        }
      }),
      settings(1000),
    );
  });
});

describe("the IRI functions never throw, or throw only UriError", () => {
  test("tryParseIri and validateIri answer any string; parseIri, iriToUri and uriToIri throw only UriError", () => {
    const onlyUriError = (f: () => unknown): void => {
      try {
        f();
      } catch (error) {
        expect(error).toBeInstanceOf(UriError);
      }
    };
    fc.assert(
      fc.property(fc.oneof(hostileString, longString), (text) => {
        const issues = validateIri(text);
        checkIssues(text, issues);
        expect(tryParseIri(text).ok).toBe(issues.length === 0);
        onlyUriError(() => parseIri(text));
        onlyUriError(() => iriToUri(text));
        onlyUriError(() => uriToIri(text));
        // A URI is an IRI: whatever the URI parse accepts, the IRI parse accepts.
        if (tryParse(text).ok) expect(issues).toEqual([]);
      }),
      settings(300),
    );
  });

  test("check and describe answer any string with non-ASCII hosts, zone identifiers on or off", () => {
    const host = fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.string({
        unit: fc.constantFrom(
          "xn--",
          "-",
          ".",
          "a",
          "ü",
          "\u0430",
          "\u05d0",
          "\u200d",
          "\u0301",
          "\u00a0",
          "\uff0f",
          "%",
          "%25",
          "[",
          "]",
          "例",
        ),
        maxLength: 20,
      }),
    );
    fc.assert(
      fc.property(host, fc.boolean(), (name, zoneIdentifiers) => {
        for (const text of [`https://${name}/`, `http://[fe80::1%25${name}]/`, `//${name}:80/ü`]) {
          checkIssues(text, check(text, { zoneIdentifiers }));
          expect(describeUri(text).findings).toBeDefined();
        }
      }),
      settings(800),
    );
  });
});

describe("issues are precise", () => {
  test("a mutant's issues lie inside the text", () => {
    fc.assert(
      fc.property(fc.oneof(mutatedReferenceArbitrary, hostMutantArbitrary), (text) => {
        checkIssues(text, validate(text));
      }),
      settings(2000),
    );
  });
});
