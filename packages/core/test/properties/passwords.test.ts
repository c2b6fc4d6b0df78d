/**
 * A password never shows (issues 34 and 35): URIs with generated passwords of every character
 * class (test/support/passwords.ts) go through check() with every code on, and through
 * describe() (what hovers show). Two properties, each sound on its own:
 *
 * - Nothing depends on the password's characters: two passwords whose tokens are of the same
 *   classes (so they break the same rules at the same places) give the same findings, the same
 *   messages, data, titles and edits, and the same description, character for character. Only the
 *   classes can show (the code and the span of a finding say "a space here"), never a character,
 *   never a length beyond the span's.
 * - Nothing of the password's text shows: no value filled into a message, no suggestion title, no
 *   edit's text and no string of the description holds the password in any form (as written,
 *   encodeURIComponent, every octet as upper- and lower-case triplets, decoded), nor a run of three
 *   characters of such a form that nothing else explains: the same form of the rest of the URI
 *   (the user name, the path may be quoted, and a password may share runs with them), the
 *   catalogue's fixed words, or what urilint writes for the same URI with the password's twin
 *   (its classes, with another character of each class wherever the class has one: a run both
 *   give says only what the classes say). A message is its template filled with its values
 *   (checked too), so its fixed words need no search.
 *
 * And a password that is itself malformed is still reported as one, at its exact span.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUE, check, describe as describeUri, isPlaceholder, renderMessage, type Finding } from "@urilint/core";
import {
  echoedForm,
  leakedRun,
  passwordArbitrary,
  passwordPairArbitrary,
  passwordWithTwinArbitrary,
} from "../support/passwords.js";

const SCHEMES = ["https://", "postgres://", "HTTP://", "c://", " redis://", "x://"];
const USERS = ["", "user", "www.example.com", "a%40b"];
const RESTS = [
  "@host/",
  "@Example.COM:443/a/../b",
  "@[::1]/%7e",
  "@h/?q#f",
  "@0x7f.1:99999/",
  "@münchen.de/é",
  "@h/a b",
];

interface Planted {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const plantedArbitrary = (password: fc.Arbitrary<string>): fc.Arbitrary<[Planted, string]> =>
  fc
    .tuple(fc.constantFrom(...SCHEMES), fc.constantFrom(...USERS), password, fc.constantFrom(...RESTS))
    .map(([scheme, user, secret, rest]) => {
      const start = scheme.length + user.length + 1;
      return [{ text: `${scheme}${user}:${secret}${rest}`, start, end: start + secret.length }, secret];
    });

/** The catalogue's own words: its templates and titles, written whatever the URI holds. */
const FIXED_WORDS = Object.values(CATALOGUE).flatMap((entry) => [entry.message, entry.title]);

/** Every string urilint could show of a finding: its values, titles and edits' texts. */
function outputsOf(finding: Finding): string[] {
  const edits = [...(finding.fix === undefined ? [] : [finding.fix]), ...finding.suggestions.flatMap((s) => s.edits)];
  return [
    ...Object.values(finding.data),
    ...finding.suggestions.map((s) => s.title),
    ...edits.map((edit) => edit.text),
  ];
}

/** Every string of a value (a description), recursively. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** Everything check() and describe() give for a text, as one comparable string. */
function everything(text: string): string {
  return JSON.stringify({ findings: check(text), description: describeUri(text) });
}

/** `text` percent-decoded, or as it is where it holds a malformed percent-encoding. */
function decodedOrSelf(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const hasPasswordFinding = (text: string): boolean => check(text).some((f) => f.code === "plaintext-password");

describe("a password never shows", () => {
  it("two passwords of the same classes give the same findings and description, character for character", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEMES),
        fc.constantFrom(...USERS),
        passwordPairArbitrary(),
        fc.constantFrom(...RESTS),
        (scheme, user, [a, b], rest) => {
          const first = `${scheme}${user}:${a}${rest}`;
          const second = `${scheme}${user}:${b}${rest}`;
          // Whether a password is a placeholder ("{{x}}", "${x}" formed by chance) is its content's to say.
          fc.pre(hasPasswordFinding(first) === hasPasswordFinding(second));
          expect(everything(second)).toBe(everything(first));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("no value, title, edit or description holds the password, or a run of it its twin would not give", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEMES),
        fc.constantFrom(...USERS),
        passwordWithTwinArbitrary(),
        fc.constantFrom(...RESTS),
        (scheme, user, { password, twin }, rest) => {
          const before = `${scheme}${user}:`;
          const text = before + password + rest;
          const elsewhere = `${before}\u0000${rest}`;
          const twinText = before + twin + rest;
          const shown = [
            ...FIXED_WORDS,
            ...check(twinText).flatMap(outputsOf),
            ...stringsOf(describeUri(twinText)),
          ].join("\u0000");
          const outputs: [string, string][] = [];
          for (const finding of check(text)) {
            expect(finding.message).toBe(renderMessage(CATALOGUE[finding.code].message, finding.data));
            for (const output of outputsOf(finding)) outputs.push([finding.code, output]);
          }
          for (const output of stringsOf(describeUri(text))) outputs.push(["describe", output]);
          for (const [where, output] of outputs) {
            expect(echoedForm(output, password, elsewhere), `${where}: ${JSON.stringify(output)}`).toBeUndefined();
            expect(
              leakedRun(output, password, elsewhere, shown),
              `${where}: ${JSON.stringify(output)}`,
            ).toBeUndefined();
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reports a password as a password however malformed it is, at its exact span", () => {
    fc.assert(
      fc.property(plantedArbitrary(passwordArbitrary()), ([{ text, start, end }, secret]) => {
        // A placeholder, as written or percent-decoded (`$%7Bx%7D` is `${x}`), is no secret (security.ts).
        const trimmed = secret.trim();
        fc.pre(!isPlaceholder(trimmed) && !isPlaceholder(decodedOrSelf(trimmed)));
        const found = check(text).filter((f) => f.code === "plaintext-password");
        expect(found.map((f) => [f.start, f.end])).toEqual([[start, end]]);
      }),
      { numRuns: 2000 },
    );
  });
});
