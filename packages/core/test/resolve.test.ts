import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UriError, parse, validate } from "../src/parse/index.js";
import { merge, removeDotSegments, resolve } from "../src/resolve/index.js";
import { compose } from "./support/compose.js";

const BASE = "http://a/b/c/d;p?q";

// RFC 3986 5.4.1, every row.
const NORMAL: readonly (readonly [string, string])[] = [
  ["g:h", "g:h"],
  ["g", "http://a/b/c/g"],
  ["./g", "http://a/b/c/g"],
  ["g/", "http://a/b/c/g/"],
  ["/g", "http://a/g"],
  ["//g", "http://g"],
  ["?y", "http://a/b/c/d;p?y"],
  ["g?y", "http://a/b/c/g?y"],
  ["#s", "http://a/b/c/d;p?q#s"],
  ["g#s", "http://a/b/c/g#s"],
  ["g?y#s", "http://a/b/c/g?y#s"],
  [";x", "http://a/b/c/;x"],
  ["g;x", "http://a/b/c/g;x"],
  ["g;x?y#s", "http://a/b/c/g;x?y#s"],
  ["", "http://a/b/c/d;p?q"],
  [".", "http://a/b/c/"],
  ["./", "http://a/b/c/"],
  ["..", "http://a/b/"],
  ["../", "http://a/b/"],
  ["../g", "http://a/b/g"],
  ["../..", "http://a/"],
  ["../../", "http://a/"],
  ["../../g", "http://a/g"],
];

// RFC 3986 5.4.2, every row (the strict reading of "http:g"; the other one is tested below).
const ABNORMAL: readonly (readonly [string, string])[] = [
  ["../../../g", "http://a/g"],
  ["../../../../g", "http://a/g"],
  ["/./g", "http://a/g"],
  ["/../g", "http://a/g"],
  ["g.", "http://a/b/c/g."],
  [".g", "http://a/b/c/.g"],
  ["g..", "http://a/b/c/g.."],
  ["..g", "http://a/b/c/..g"],
  ["./../g", "http://a/b/g"],
  ["./g/.", "http://a/b/c/g/"],
  ["g/./h", "http://a/b/c/g/h"],
  ["g/../h", "http://a/b/c/h"],
  ["g;x=1/./y", "http://a/b/c/g;x=1/y"],
  ["g;x=1/../y", "http://a/b/c/y"],
  ["g?y/./x", "http://a/b/c/g?y/./x"],
  ["g?y/../x", "http://a/b/c/g?y/../x"],
  ["g#s/./x", "http://a/b/c/g#s/./x"],
  ["g#s/../x", "http://a/b/c/g#s/../x"],
  ["http:g", "http:g"],
];

describe("resolve: RFC 3986 5.4 against http://a/b/c/d;p?q", () => {
  it.each(NORMAL)("5.4.1 %j", (reference, target) => {
    expect(resolve(BASE, reference)).toBe(target);
  });
  it.each(ABNORMAL)("5.4.2 %j", (reference, target) => {
    expect(resolve(BASE, reference)).toBe(target);
  });
  it("5.4.2 non-strict: a reference with the base's scheme is read as relative", () => {
    expect(resolve(BASE, "http:g", { strict: false })).toBe("http://a/b/c/g");
    expect(resolve(BASE, "HTTP:g", { strict: false })).toBe("http://a/b/c/g");
    expect(resolve(BASE, "https:g", { strict: false })).toBe("https:g");
    expect(resolve(BASE, "http:g", { strict: true })).toBe("http:g");
  });
  it("the non-strict reading changes nothing else", () => {
    for (const [reference, target] of NORMAL) expect(resolve(BASE, reference, { strict: false })).toBe(target);
  });
});

// The contested corners, one row each: [base, reference, target]. See resolve/index.ts.
const POLICY: readonly (readonly [string, string, string])[] = [
  // A rootless base: 5.2 as written, including ".." underflow, which makes the path absolute.
  ["a:b/c", "../../x", "a:/x"],
  ["a:b/c", "../x", "a:/x"],
  ["a:b/c", "x", "a:b/x"],
  ["a:b/c", "", "a:b/c"],
  ["a:b/c", "#f", "a:b/c#f"],
  ["mailto:x@y", "?subject=1", "mailto:x@y?subject=1"],
  ["urn:a:b", "c", "urn:c"],
  // A base with dot segments: removed first (5.2.1 allows normalizing the base).
  ["http://a/b/../c", "", "http://a/c"],
  ["http://a/b/../c", "?y", "http://a/c?y"],
  ["http://a/b/c/..", "g", "http://a/b/g"],
  ["http://a/b/./c/", "g", "http://a/b/c/g"],
  // A fragment in the base is ignored.
  ["http://a/b#frag", "", "http://a/b"],
  ["http://a/b#frag", "c", "http://a/c"],
  // A target path that starts with "//" without authority gets "/." so that it stays a path.
  ["a:/b", "..//x", "a:/.//x"],
  ["a:/", ".//x", "a:/.//x"],
  ["a:/b/c", "/..//x", "a:/.//x"],
  ["a:", "b", "a:b"],
  ["a:", "..//x", "a:/x"],
  ["a:", "/.//x", "a:/.//x"],
  // A ":" in the first segment is fine once there is a scheme.
  ["a:/b", "./c:d", "a:/c:d"],
  // The empty host is kept: file:///.
  ["file:///etc/hosts", "passwd", "file:///etc/passwd"],
  ["file:///etc/hosts", "//h/x", "file://h/x"],
  // Authority and path-abempty.
  ["http://a", "g", "http://a/g"],
  ["http://a?q", "", "http://a?q"],
  ["http://u@a:1/b", "c?d#e", "http://u@a:1/c?d#e"],
  // Percent-encoded dots are dot segments (RFC 3986 2.3).
  ["http://a/b/c", "%2E%2E/g", "http://a/g"],
  ["http://a/b/c", ".%2e/g", "http://a/g"],
  ["http://a/b/c/", "%2e/g", "http://a/b/c/g"],
  ["http://a/b/c/", "%2Eg/%2E%2E%2E", "http://a/b/c/%2Eg/%2E%2E%2E"],
];

describe("resolve: policy for the contested corners", () => {
  it.each(POLICY)("%j + %j = %j", (base, reference, target) => {
    expect(resolve(base, reference)).toBe(target);
    expect(validate(target, { goal: "uri" })).toEqual([]);
  });

  it.each([
    ["relative base", "/a/b", "c"],
    ["invalid base", "http://a b/", "c"],
    ["empty base", "", "c"],
    ["invalid reference", BASE, "a b"],
    ["invalid reference (userinfo delimiter)", BASE, "//a@b@c/"],
  ])("throws UriError for a %s", (_name, base, reference) => {
    expect(() => resolve(base, reference)).toThrow(UriError);
  });

  it("reports the base's issue in the error", () => {
    try {
      resolve("/relative", "x");
      expect.unreachable();
    } catch (error) {
      expect((error as UriError).issues.map((issue) => issue.code)).toEqual(["missing-scheme"]);
    }
  });

  it("accepts parsed references", () => {
    expect(resolve(parse(BASE), parse("../g"))).toBe("http://a/b/g");
  });
});

// remove_dot_segments and merge on their own (5.2.3, 5.2.4).
const DOTS: readonly (readonly [string, string])[] = [
  ["/a/b/c/./../../g", "/a/g"],
  ["mid/content=5/../6", "mid/6"],
  ["", ""],
  [".", ""],
  ["..", ""],
  ["./", ""],
  ["../", ""],
  ["/", "/"],
  ["/.", "/"],
  ["/..", "/"],
  ["/./", "/"],
  ["/../", "/"],
  ["/a/.", "/a/"],
  ["/a/..", "/"],
  ["/a/b/..", "/a/"],
  ["/a/./b", "/a/b"],
  ["/a//../b", "/a/b"],
  ["/a/.b/..c/", "/a/.b/..c/"],
  ["a/../b", "/b"],
  ["b/../../x", "/x"],
  ["../../a", "a"],
  ["/..//x", "//x"],
  ["/a/%2E/b", "/a/b"],
  ["/a/b/%2e%2E", "/a/"],
  ["%2E%2E/a", "a"],
  ["/a/%2E%2E%2E", "/a/%2E%2E%2E"],
  ["/a/%2Ex", "/a/%2Ex"],
  ["/a/%2", "/a/%2"],
  ["/a/b", "/a/b"],
  ["...", "..."],
  ["/.../", "/.../"],
];

describe("removeDotSegments", () => {
  it.each(DOTS)("%j -> %j", (input, output) => {
    expect(removeDotSegments(input)).toBe(output);
  });

  it("matches a literal transcription of the RFC's loop", () => {
    const segment = fc.constantFrom("a", ".", "..", "", "b.", ".c", "%2E", "%2e.", "%2E%2E", "%2Ea", "...");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), fc.boolean(), (segments, absolute) => {
        const path = (absolute ? "/" : "") + segments.join("/");
        // The oracle reads only literal dots: give it the percent-encoded dot segments decoded.
        const decoded =
          (absolute ? "/" : "") +
          segments
            .map((s) => (/^(\.|%2[eE])+$/.test(s) && s.length <= 6 && s !== "..." ? s.replace(/%2[eE]/g, ".") : s))
            .join("/");
        expect(removeDotSegments(path)).toBe(rfcRemoveDotSegments(decoded));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("merge", () => {
  it.each([
    ["", true, "g", "/g"],
    ["", false, "g", "g"],
    ["/b/c/d;p", true, "g", "/b/c/g"],
    ["/b/c/", true, "g", "/b/c/g"],
    ["b", false, "g", "g"],
    ["b/c", false, "g", "b/g"],
  ] as const)("merge(%j, %j, %j) = %j", (basePath, hasAuthority, path, merged) => {
    expect(merge(basePath, hasAuthority, path)).toBe(merged);
  });
});

/** RFC 3986 5.2.4 transcribed step by step, with string buffers: the oracle. */
function rfcRemoveDotSegments(path: string): string {
  let input = path;
  let output = "";
  while (input.length > 0) {
    if (input.startsWith("../")) input = input.slice(3);
    else if (input.startsWith("./")) input = input.slice(2);
    else if (input.startsWith("/./")) input = "/" + input.slice(3);
    else if (input === "/.") input = "/";
    else if (input.startsWith("/../") || input === "/..") {
      input = "/" + input.slice(input === "/.." ? 3 : 4);
      const last = output.lastIndexOf("/");
      output = last < 0 ? "" : output.slice(0, last);
    } else if (input === "." || input === "..") input = "";
    else {
      const next = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      const end = next < 0 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

// Generators for the property: valid absolute bases and valid references, built from pieces.
const segment = fc.constantFrom("", ".", "..", "a", "b", "c:d", "%2E", "%41", "x.y", "~", "@", "!$");
const pathArb = fc
  .tuple(fc.constantFrom("", "/", "//"), fc.array(segment, { maxLength: 5 }))
  .map(([lead, segs]) => lead + segs.join("/"));
const authorityArb = fc.option(fc.constantFrom("a", "u@h:80", "", "[::1]", "h:"), { nil: undefined });
const queryArb = fc.option(fc.constantFrom("", "q", "a=b/./c"), { nil: undefined });
const fragmentArb = fc.option(fc.constantFrom("", "f", "../x"), { nil: undefined });

const referenceArb = fc
  .tuple(
    fc.option(fc.constantFrom("http", "a", "HTTP", "file"), { nil: undefined }),
    authorityArb,
    pathArb,
    queryArb,
    fragmentArb,
  )
  .map(([scheme, authority, path, query, fragment]) => compose(scheme, authority, path, query, fragment))
  .filter((text) => validate(text).length === 0);

const baseArb = fc
  .tuple(fc.constantFrom("http", "a", "file", "urn"), authorityArb, pathArb, queryArb, fragmentArb)
  .map(([scheme, authority, path, query, fragment]) => compose(scheme, authority, path, query, fragment))
  .filter((text) => validate(text, { goal: "uri" }).length === 0);

describe("resolve: properties", () => {
  it("any valid reference against any absolute base gives a valid URI", () => {
    fc.assert(
      fc.property(baseArb, referenceArb, fc.boolean(), (base, reference, strict) => {
        const target = resolve(base, reference, { strict });
        expect(validate(target, { goal: "uri" })).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it("the target has no dot segments in its path and resolves to itself", () => {
    fc.assert(
      fc.property(baseArb, referenceArb, (base, reference) => {
        const target = resolve(base, reference);
        const path = parse(target).segments;
        expect(
          path.filter((s, i) => (s === "." && !(i === 1 && path[0] === "" && path[2] === "")) || s === ".."),
        ).toEqual([]);
        expect(resolve(base, target)).toBe(target);
      }),
      { numRuns: 2000 },
    );
  });
});
