/**
 * `mayBeUri`, the detector's first rejection alone (a front-end asks it before it builds a
 * candidate): it never rejects a text `detectUri` takes, in any context, under any settings and
 * with any holes; and it does reject, so that asking it saves the work.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectUri, mayBeUri, prepareDetectOptions } from "../src/detect/index.js";
import type { DetectOptions, StringContext } from "../src/detect/index.js";

/** Every kind of context, each with a URI place and a place that is not one. */
const CONTEXTS: StringContext[] = [
  { kind: "sink", callee: "fetch", argument: 0 },
  { kind: "sink", callee: "fetch", argument: 1 },
  { kind: "sink", callee: "URL", argument: 0 },
  { kind: "sink", callee: "new URL", argument: 1 },
  { kind: "sink", callee: "axios.get", argument: 0 },
  { kind: "sink", callee: "InvalidArgumentError", argument: 0 },
  { kind: "sink", callee: "str.startsWith", argument: 0 },
  { kind: "sink", callee: "require", argument: 0 },
  { kind: "sink", callee: "expect", argument: 0 },
  { kind: "sink", callee: "document.createElementNS", argument: 0 },
  { kind: "sink", callee: "client.connect", argument: 0 },
  { kind: "sink", callee: "http.get", argument: 0, role: "uri" },
  { kind: "sink", callee: "log", argument: 0, role: "other" },
  { kind: "sink", callee: "open", argument: 0, role: "module-specifier" },
  { kind: "attribute", element: "a", name: "href" },
  { kind: "attribute", element: "svg", name: "xmlns" },
  { kind: "attribute", element: "div", name: "title" },
  { kind: "attribute", element: undefined, name: "url" },
  { kind: "assignment", target: "window.location" },
  { kind: "assignment", target: "config.apiUrl" },
  { kind: "assignment", target: "x.label" },
  { kind: "named", name: "apiUrl" },
  { kind: "named", name: "origin" },
  { kind: "named", name: "xmlns" },
  { kind: "named", name: "label" },
  { kind: "format", field: "url" },
  { kind: "comparison" },
  { kind: "search-pattern" },
  { kind: "module-specifier" },
  { kind: "namespace" },
  { kind: "plain" },
];

/** Settings that widen the detector: a user sink, a scheme of the user's, ignored texts. */
const SETTINGS: DetectOptions[] = [
  {},
  { sinks: ["client.connect", { callee: "log", arguments: [0] }], schemes: ["acme"], ignore: ["^https://ignored"] },
];

/** Texts near the detector's decisions: schemes, delimiters, placeholders, whitespace, one letter. */
const UNITS = [..."abcxyzACHP019:/.?#@%[]{}$<> -_~=&+\\'\"", "http", "https://", "acme:", "C:", "{{", "${", "é"];

describe("mayBeUri", () => {
  it("never rejects what detectUri takes", () => {
    const text = fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 24 });
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(...CONTEXTS),
        fc.constantFrom(...SETTINGS),
        fc.array(fc.nat({ max: 23 }), { maxLength: 2 }),
        (value, context, settings, starts) => {
          const holes = starts
            .filter((start) => start < value.length)
            .sort((a, b) => a - b)
            .filter((start, i, all) => i === 0 || start > all[i - 1]!)
            .map((start) => ({ start, end: start + 1 }));
          for (const options of [settings, prepareDetectOptions(settings)]) {
            if (detectUri(value, context, options, holes) !== undefined)
              expect(mayBeUri(value, context, options), JSON.stringify([value, context])).toBe(true);
          }
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it("rejects the strings of a program that hold no URI", () => {
    const cases: [string, StringContext][] = [
      ["", { kind: "sink", callee: "fetch", argument: 0 }],
      ["invalid onHeaders method", { kind: "sink", callee: "InvalidArgumentError", argument: 0 }],
      ["Invalid URL.", { kind: "plain" }],
      ["content-type", { kind: "named", name: "apiUrl" }],
      ["text/html", { kind: "comparison" }],
      ["node:fs", { kind: "module-specifier" }],
      ["http://www.w3.org/2000/svg", { kind: "attribute", element: "svg", name: "xmlns" }],
    ];
    for (const [text, context] of cases) {
      expect(mayBeUri(text, context), text).toBe(false);
      expect(detectUri(text, context), text).toBeUndefined();
    }
    expect(mayBeUri("https://example.com/", { kind: "plain" })).toBe(true);
    expect(mayBeUri("a", { kind: "sink", callee: "fetch", argument: 0 })).toBe(true);
  });
});
