/**
 * Parsing is lossless (issue 2, point 1): on every valid reference, serialization gives back the
 * input and the components rebuild it; the components are those the grammar put in; the lenient
 * split agrees with the strict parse; and the goals of RFC 3986 4.1-4.3 sort references right.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parse, split, tryParse, validate, type Components } from "@urilint/core";
import {
  absoluteUriArbitrary,
  anyStringArbitrary,
  hostMutantArbitrary,
  mutatedReferenceArbitrary,
  relativeRefArbitrary,
  uriArbitrary,
  uriReferenceArbitrary,
} from "../support/generators.js";
import { settings } from "./settings.js";

/** RFC 3986 5.3, component recomposition, with "absent" and "empty" kept apart. */
function recompose(c: Components): string {
  let text = "";
  if (c.scheme !== undefined) text += c.scheme + ":";
  if (c.host !== undefined) {
    text += "//";
    if (c.userInfo !== undefined) text += c.userInfo + "@";
    text += c.host;
    if (c.port !== undefined) text += ":" + c.port;
  }
  text += c.path;
  if (c.query !== undefined) text += "?" + c.query;
  if (c.fragment !== undefined) text += "#" + c.fragment;
  return text;
}

/** RFC 3986 Appendix B, verbatim ("s": the last group's "." also matches line terminators). */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

describe("parse then serialize is the identity on valid input", () => {
  test("toString() and toJSON() give back the input; the components recompose it", () => {
    fc.assert(
      fc.property(uriReferenceArbitrary, ({ text }) => {
        const uri = parse(text);
        expect(uri.toString()).toBe(text);
        expect(uri.toJSON()).toBe(text);
        expect(`${uri}`).toBe(text);
        expect(recompose(uri)).toBe(text);
      }),
      settings(3000),
    );
  });

  test("the components, spans and host kind are those the grammar built", () => {
    fc.assert(
      fc.property(uriReferenceArbitrary, (generated) => {
        const uri = parse(generated.text);
        const { scheme, userInfo, host, port, path, query, fragment } = uri;
        expect({ scheme, userInfo, host, port, path, query, fragment }).toEqual(generated.components);
        expect(uri.hostKind).toBe(generated.hostKind);
        expect(uri.isRelative).toBe(generated.components.scheme === undefined);
        expect(uri.hasPort).toBe(generated.components.port !== undefined);
        for (const [name, span] of Object.entries(uri.spans)) {
          if (span === undefined) continue;
          expect(span.start, name).toBeLessThanOrEqual(span.end);
          expect(span.end, name).toBeLessThanOrEqual(generated.text.length);
        }
      }),
      settings(3000),
    );
  });

  test("the segments join back into the path (an absolute path starts with an empty segment)", () => {
    fc.assert(
      fc.property(uriReferenceArbitrary, ({ text }) => {
        const uri = parse(text);
        expect(uri.segments.join("/")).toBe(uri.path);
        if (uri.path === "") expect(uri.segments).toEqual([]);
        if (uri.path.startsWith("/")) expect(uri.segments[0]).toBe("");
      }),
      settings(2000),
    );
  });

  test("every input that validates (generated or mutated) round-trips too", () => {
    fc.assert(
      fc.property(fc.oneof(mutatedReferenceArbitrary, hostMutantArbitrary, anyStringArbitrary), (text) => {
        const result = tryParse(text);
        if (!result.ok) return;
        expect(result.uri.toString()).toBe(text);
        expect(recompose(result.uri)).toBe(text);
      }),
      settings(3000),
    );
  });
});

describe("the lenient split", () => {
  test("agrees with the strict parse on every valid reference", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          uriReferenceArbitrary.map((g) => g.text),
          hostMutantArbitrary,
        ),
        (text) => {
          const result = tryParse(text);
          if (!result.ok) return;
          const { components, spans } = split(text);
          const { scheme, userInfo, host, port, path, query, fragment } = result.uri;
          expect(components).toEqual({ scheme, userInfo, host, port, path, query, fragment });
          expect(spans).toEqual(result.uri.spans);
        },
      ),
      settings(3000),
    );
  });

  test("is RFC 3986 Appendix B on any string, and its authority parts rebuild the authority", () => {
    fc.assert(
      fc.property(anyStringArbitrary, (text) => {
        const { components, spans } = split(text);
        const match = APPENDIX_B.exec(text)!;
        expect(components.scheme).toBe(match[2]);
        expect(spans.authority === undefined ? undefined : text.slice(spans.authority.start, spans.authority.end)).toBe(
          match[4],
        );
        expect(components.path).toBe(match[5]);
        expect(components.query).toBe(match[7]);
        expect(components.fragment).toBe(match[9]);
        if (match[4] !== undefined) {
          const c = components;
          const authority =
            (c.userInfo === undefined ? "" : c.userInfo + "@") +
            (c.host ?? "") +
            (c.port === undefined ? "" : ":" + c.port);
          expect(authority).toBe(match[4]);
        }
      }),
      settings(3000),
    );
  });
});

describe("goals (RFC 3986 4.1 URI-reference, 3 URI, 4.2 relative-ref, 4.3 absolute-URI)", () => {
  test("each generated form is valid for its own goal and for uri-reference", () => {
    const cases = [
      [uriArbitrary, "uri"],
      [absoluteUriArbitrary, "absolute-uri"],
      [relativeRefArbitrary, "relative-ref"],
    ] as const;
    for (const [arbitrary, goal] of cases) {
      fc.assert(
        fc.property(arbitrary, ({ text }) => {
          expect(validate(text, { goal }), goal).toEqual([]);
          expect(validate(text), goal).toEqual([]);
        }),
        settings(700),
      );
    }
  });

  test("a goal accepts exactly the valid references of its shape", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          uriReferenceArbitrary.map((g) => g.text),
          mutatedReferenceArbitrary,
        ),
        (text) => {
          const valid = validate(text).length === 0;
          const { scheme, fragment } = split(text).components;
          expect(validate(text, { goal: "uri" }).length === 0).toBe(valid && scheme !== undefined);
          expect(validate(text, { goal: "absolute-uri" }).length === 0).toBe(
            valid && scheme !== undefined && fragment === undefined,
          );
          expect(validate(text, { goal: "relative-ref" }).length === 0).toBe(valid && scheme === undefined);
        },
      ),
      settings(3000),
    );
  });
});
