/**
 * The finding-free words (finding-free.ts): no check reports on one, in any context a front-end
 * can give it, and the set is exactly RFC 3986's unreserved and sub-delims characters without ".".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "../src/findings/check.js";
import { MAY_HOLD_FINDING, mayHoldFinding } from "../src/findings/finding-free.js";
import { detectUri } from "../src/detect/index.js";
import type { StringContext } from "../src/detect/index.js";

const FREE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~!$&'()*+,;=";

/** Contexts that take any text as a URI, and one that takes it by name. */
const CONTEXTS: StringContext[] = [
  { kind: "sink", callee: "fetch", argument: 0 },
  { kind: "sink", callee: "URL", argument: 0 },
  { kind: "attribute", element: "a", name: "href" },
  { kind: "assignment", target: "window.location" },
  { kind: "format" },
  { kind: "named", name: "apiUrl" },
  { kind: "plain" },
];

describe("finding-free words", () => {
  it("are exactly the texts of unreserved and sub-delims characters other than '.'", () => {
    for (let code = 0; code < 0x80; code++) {
      const char = String.fromCharCode(code);
      expect(mayHoldFinding(char), JSON.stringify(char)).toBe(!FREE.includes(char));
    }
    expect(mayHoldFinding("")).toBe(false);
    expect(mayHoldFinding("é")).toBe(true);
    // The ESLint plugin puts the expression in a selector: esquery's regex ends at a "/".
    expect(MAY_HOLD_FINDING.source).not.toContain("/");
    expect(MAY_HOLD_FINDING.flags).toBe("");
  });

  it("give no finding, whatever context makes them a URI", () => {
    const word = fc.string({ unit: fc.constantFrom(...FREE), maxLength: 40 });
    fc.assert(
      fc.property(word, (text) => {
        expect(mayHoldFinding(text)).toBe(false);
        expect(check(text)).toEqual([]);
        for (const context of CONTEXTS) {
          const candidate = detectUri(text, context);
          if (candidate !== undefined)
            expect(check(candidate.text, { holes: candidate.holes, codes: candidate.codes })).toEqual([]);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it("are reported on once they hold any other character", () => {
    // Each of these a front-end must still look at: the check finds something in it in a sink.
    for (const text of ["a b", "a%zz", "a\\b", "é", "a[b]", "a%7e", "HTTP://x", "http://a/./b"]) {
      expect(mayHoldFinding(text)).toBe(true);
      expect(check(text).length, text).toBeGreaterThan(0);
    }
  });
});
