import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  NORMALIZATION_RULES,
  applyChanges,
  equivalent,
  isNormalized,
  normalizationReport,
  normalize,
  type NormalizationRule,
  type NormalizeOptions,
} from "../src/normalize/index.js";
import { UriError, parse, validate } from "../src/parse/index.js";
import { resolve } from "../src/resolve/index.js";
import { compose } from "./support/compose.js";
import { fullNormalizationReport } from "../src/normalize/normalize.js";

// Every rule on: [input, normal form].
const NORMAL_FORMS: readonly (readonly [string, string])[] = [
  ["HTTP://Example.COM:80/%7e/a/../b?%3a#%7E", "http://example.com/~/b?%3A#~"],
  ["http://example.com", "http://example.com/"],
  ["http://example.com/", "http://example.com/"],
  ["https://a:443", "https://a/"],
  ["https://a:0443/x", "https://a/x"],
  ["https://a:80/x", "https://a:80/x"],
  ["http://a:/x", "http://a/x"],
  ["foo://a:/x", "foo://a/x"],
  ["foo://a:80", "foo://a:80"],
  ["ftp://a:21", "ftp://a"],
  ["ws://a:80?q", "ws://a/?q"],
  ["wss://A", "wss://a/"],
  ["sip:alice@a:5060", "sip:alice@a:5060"],
  ["mailto:Joe@Example.COM", "mailto:Joe@Example.COM"],
  ["HTTP://a/b", "http://a/b"],
  ["Http://a/b", "http://a/b"],
  ["http://a/%7Euser", "http://a/~user"],
  ["http://a/%7euser", "http://a/~user"],
  ["http://a/%41%5a%61%7a%30%39%2D%2E%5F%7E", "http://a/AZaz09-._~"],
  ["http://a/%2f%3A%40%25%20", "http://a/%2F%3A%40%25%20"],
  ["http://a/%c3%a9", "http://a/%C3%A9"],
  ["http://%75ser@a/", "http://user@a/"],
  ["http://u%3ap@a/", "http://u%3Ap@a/"],
  ["http://EX%41MPLE.com/", "http://example.com/"],
  ["http://ex%c3%a9.COM/", "http://ex%C3%A9.com/"],
  ["http://[2001:DB8:0:0:0:0:0:1]/", "http://[2001:db8::1]/"],
  ["http://[::FFFF:C000:0201]/", "http://[::ffff:192.0.2.1]/"],
  ["http://[v1.AbC]/", "http://[v1.abc]/"],
  ["http://192.0.2.1:80/", "http://192.0.2.1/"],
  ["http://a/b/./c/../d", "http://a/b/d"],
  ["http://a/..", "http://a/"],
  ["http://a/%2E%2E/b", "http://a/b"],
  ["http://a/b/%2e/c", "http://a/b/c"],
  ["file:///etc/./hosts", "file:///etc/hosts"],
  ["file:///", "file:///"],
  ["file://LOCALHOST/x", "file://localhost/x"],
  ["a:b/../c", "a:/c"],
  ["a:b/..//c", "a:/.//c"],
  ["a:/..//c", "a:/.//c"],
  ["a:/.//c", "a:/.//c"],
  ["a:.", "a:"],
  ["urn:ISBN:0-395-36341-1", "urn:ISBN:0-395-36341-1"],
  ["URN:example:A", "urn:example:A"],
  ["?Q=%7e", "?Q=~"],
  ["#%7e", "#~"],
  ["", ""],
  // Relative references keep their dot segments (RFC 3986 6.2.2.3: they are meant for relative
  // references; resolution removes them). Only their triplets and host are normalized.
  ["../a", "../a"],
  ["../../a/./b/..", "../../a/./b/.."],
  ["./../a", "./../a"],
  ["a/..", "a/.."],
  [".", "."],
  ["./", "./"],
  ["..", ".."],
  ["a/./b", "a/./b"],
  ["a/../b:c", "a/../b:c"],
  ["./a:b", "./a:b"],
  ["./a", "./a"],
  ["./data.json", "./data.json"],
  ["..//b", "..//b"],
  ["x/%2e%2E/y/%7a", "x/../y/z"],
  ["%2E%2E/a", "../a"],
  ["/a/../b", "/a/../b"],
  ["//A/./b", "//a/./b"],
  // In a URI they go, and the result still reads as the same kind of path.
  ["s:a/../b:c", "s:/b:c"], // 5.2.4 as written: "a/.." leaves "/"
  ["s:/..//b", "s:/.//b"],
  ["http://a/b/./c/../d", "http://a/b/d"],
  ["//a:80", "//a:80"],
  ["//a:", "//a"],
  ["a%3Ab", "a%3Ab"],
];

describe("normalize: normal forms", () => {
  it.each(NORMAL_FORMS)("%j -> %j", (input, output) => {
    expect(normalize(input)).toBe(output);
    expect(validate(output)).toEqual([]);
    expect(normalize(output)).toBe(output);
    expect(applyChanges(input, normalizationReport(input))).toBe(output);
    expect(isNormalized(input)).toBe(input === output);
  });

  it("throws UriError on invalid input, and the report is empty", () => {
    expect(() => normalize("http://a b/")).toThrow(UriError);
    expect(normalizationReport("http://a b/")).toEqual([]);
  });
});

// Each rule alone, and everything but that rule: [rule, input, rule alone, all but rule].
const BY_RULE: readonly (readonly [NormalizationRule, string, string, string])[] = [
  ["scheme-case", "HTTP://A/%7e", "http://A/%7e", "HTTP://a/~"],
  ["host-case", "HTTP://A.b.C/%7e", "HTTP://a.b.c/%7e", "http://A.b.C/~"],
  ["host-case", "http://[V1.A]/", "http://[v1.a]/", "http://[V1.A]/"],
  ["percent-encoding-case", "http://a/%7e%2f", "http://a/%7E%2F", "http://a/~%2f"],
  ["percent-encoding-case", "http://a/?%c3%a9", "http://a/?%C3%A9", "http://a/?%c3%a9"],
  ["unreserved-percent-encoded", "http://a/%7e%2f", "http://a/~%2f", "http://a/%7E%2F"],
  ["unreserved-percent-encoded", "http://%41/", "http://A/", "http://%41/"],
  ["dot-segments", "HTTP://a/./b/../c", "HTTP://a/c", "http://a/./b/../c"],
  ["dot-segments", "s:a/../b:c", "s:/b:c", "s:a/../b:c"],
  ["dot-segments", "http://h/a/%2E%2E/b", "http://h/b", "http://h/a/../b"],
  ["dot-segments", "s:/..//b", "s:/.//b", "s:/..//b"],
  ["empty-port", "HTTP://a:/", "HTTP://a/", "http://a:/"],
  ["default-port", "HTTP://a:80/", "HTTP://a/", "http://a:80/"],
  ["empty-path", "HTTP://a", "HTTP://a/", "http://a"],
  ["ipv6-text", "http://[2001:db8:0:0::1]/", "http://[2001:db8::1]/", "http://[2001:db8:0:0::1]/"],
  ["ipv6-text", "http://[::1:2:3:4:5:6:7]/", "http://[0:1:2:3:4:5:6:7]/", "http://[::1:2:3:4:5:6:7]/"],
];

describe("normalize: each rule on and off", () => {
  it.each(BY_RULE)("%s on %j", (rule, input, alone, allBut) => {
    const only = Object.fromEntries(NORMALIZATION_RULES.map((r) => [r, r === rule]));
    expect(normalize(input, { rules: only })).toBe(alone);
    expect(normalize(input, { rules: { [rule]: false } })).toBe(allBut);
    expect(normalizationReport(input, { rules: only }).every((change) => change.rule === rule)).toBe(true);
    expect(normalizationReport(input, { rules: { [rule]: false } }).some((change) => change.rule === rule)).toBe(false);
  });

  it("with every rule off nothing changes", () => {
    const none = Object.fromEntries(NORMALIZATION_RULES.map((r) => [r, false]));
    for (const [input] of NORMAL_FORMS) expect(normalize(input, { rules: none })).toBe(input);
  });
});

// The report: [input, [rule, spanned text, replacement]...]. Spans are as narrow as possible.
const REPORTS: readonly (readonly [string, readonly (readonly [NormalizationRule, string, string])[]])[] = [
  ["http://a/%7e", [["unreserved-percent-encoded", "%7e", "~"]]],
  ["https://a:443/", [["default-port", ":443", ""]]],
  ["HTTP://a/", [["scheme-case", "HTTP", "http"]]],
  ["hTTp://a/", [["scheme-case", "TT", "tt"]]],
  ["http://example.COM/", [["host-case", "COM", "com"]]],
  ["http://a:/", [["empty-port", ":", ""]]],
  ["http://a", [["empty-path", "", "/"]]],
  [
    "http://a:80",
    [
      ["default-port", ":80", ""],
      ["empty-path", "", "/"],
    ],
  ],
  ["http://a/%3a", [["percent-encoding-case", "%3a", "%3A"]]],
  ["http://a/b/../c", [["dot-segments", "b/../", ""]]],
  ["http://a/b/./c", [["dot-segments", "./", ""]]],
  [
    "http://a/%7e/b/../c/%7e",
    [
      ["unreserved-percent-encoded", "%7e", "~"],
      ["dot-segments", "b/../", ""],
      ["unreserved-percent-encoded", "%7e", "~"],
    ],
  ],
  ["http://a/b/%2E%2E/c", [["dot-segments", "b/%2E%2E/", ""]]],
  ["http://[2001:DB8:0:0::1]/", [["ipv6-text", "DB8:0:0", "db8"]]],
  ["http://[2001:DB8::1]/", [["host-case", "DB", "db"]]],
  [
    "http://EX%41MPLE.com/",
    [
      ["host-case", "EX", "ex"],
      ["unreserved-percent-encoded", "%41", "a"],
      ["host-case", "MPLE", "mple"],
    ],
  ],
  ["s:/a/../b", [["dot-segments", "a/../", ""]]],
  ["s:/..//b", [["dot-segments", "../", "./"]]],
  ["http://a/app/./../auth", [["dot-segments", "app/./../", ""]]],
  ["./a/../b", []],
  ["http://u:%7e@a/", [["unreserved-percent-encoded", "%7e", "~"]]],
  [
    "http://a/?%7e#%7e",
    [
      ["unreserved-percent-encoded", "%7e", "~"],
      ["unreserved-percent-encoded", "%7e", "~"],
    ],
  ],
  ["http://a/b", []],
];

describe("normalizationReport: spans and replacements", () => {
  it.each(REPORTS)("%j", (input, expected) => {
    const report = normalizationReport(input);
    expect(report.map((c) => [c.rule, input.slice(c.start, c.end), c.replacement])).toEqual(expected);
    expect(applyChanges(input, report)).toBe(normalize(input));
  });

  it("names the component of each change", () => {
    const report = normalizationReport("HTTP://U%7e@A:80/%7e?%7e#%7e");
    expect(report.map((c) => c.component)).toEqual(["scheme", "userInfo", "host", "port", "path", "query", "fragment"]);
  });

  it("accepts a parsed reference", () => {
    expect(normalizationReport(parse("HTTP://a/"))).toHaveLength(1);
  });
});

// Generators: references assembled from pieces that exercise every rule, kept when valid.
const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const segmentArb = pick(
  "",
  ".",
  "..",
  "a",
  "B",
  "%2e",
  "%2E%2E",
  "%7e",
  "%7A",
  "c:d",
  "%3a",
  "%25",
  "%c3%A9",
  "x.y",
  "~",
);
const pathArb = fc
  .tuple(pick("", "/", "//"), fc.array(segmentArb, { maxLength: 6 }))
  .map(([lead, s]) => lead + s.join("/"));
const hostArb = pick(
  "Example.COM",
  "ex%41mple",
  "%c3%a9",
  "",
  "1.2.3.4",
  "[2001:DB8::0:1]",
  "[::FFFF:1.2.3.4]",
  "[0:0:0:0:0:0:0:0]",
  "[v1.AB]",
  "a.b",
);
const authorityArb = fc
  .tuple(opt(pick("u", "%7eU", "u:p%3a", "")), hostArb, opt(pick("", "80", "443", "0080", "8080", "21")))
  .map(([user, host, port]) => (user === undefined ? "" : user + "@") + host + (port === undefined ? "" : ":" + port));
const partArb = pick("", "%7e", "a=%2f", "..", "%41", "/./", "b:c");

const uriArb = fc
  .tuple(
    opt(pick("http", "HTTP", "Https", "ws", "a", "FTP", "mailto", "sip", "file")),
    opt(authorityArb),
    pathArb,
    opt(partArb),
    opt(partArb),
  )
  .map(([scheme, authority, path, query, fragment]) => compose(scheme, authority, path, query, fragment))
  .filter((text) => validate(text).length === 0);

const rulesArb = fc.record(
  Object.fromEntries(NORMALIZATION_RULES.map((r) => [r, fc.boolean()])) as Record<
    NormalizationRule,
    fc.Arbitrary<boolean>
  >,
);

describe("normalize: properties", () => {
  it("is idempotent and gives a valid URI-reference, under any set of rules", () => {
    fc.assert(
      fc.property(uriArb, rulesArb, (text, rules) => {
        const once = normalize(text, { rules });
        expect(validate(once)).toEqual([]);
        expect(normalize(once, { rules })).toBe(once);
        expect(parse(once).isRelative).toBe(parse(text).isRelative);
      }),
      { numRuns: 4000 },
    );
  });

  it("applying the report gives exactly normalize(), with disjoint ordered spans", () => {
    fc.assert(
      fc.property(uriArb, rulesArb, (text, rules) => {
        const report = normalizationReport(text, { rules });
        for (let k = 1; k < report.length; k++) expect(report[k]!.start).toBeGreaterThanOrEqual(report[k - 1]!.end);
        for (const change of report) {
          expect(rules[change.rule]).toBe(true);
          expect(change.start < change.end || change.replacement !== "").toBe(true);
          expect(text.slice(change.start, change.end)).not.toBe(change.replacement);
        }
        expect(applyChanges(text, report)).toBe(normalize(text, { rules }));
      }),
      { numRuns: 4000 },
    );
  });

  it("keeps the meaning: normalize(x) is equivalent to x, and resolves to the same target", () => {
    const bases = ["http://h/b/c/d?q", "a:/b/c/", "http://h", "file:///x/y", "foo://h/a/b/c/d/e"];
    fc.assert(
      fc.property(uriArb, fc.constantFrom(...bases), (text, base) => {
        const normal = normalize(text);
        expect(equivalent(text, normal)).toBe(true);
        expect(normalize(resolve(base, normal))).toBe(normalize(resolve(base, text)));
      }),
      { numRuns: 4000 },
    );
  });

  it("never throws in normalizationReport, whatever the text", () => {
    const unit = fc.constantFrom(..."aA:/?#[]@%7e.:-_~!$&'()*+,;= \\é\uD800".split(""));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), (text) => {
        const report = normalizationReport(text);
        if (validate(text).length > 0) expect(report).toEqual([]);
        else expect(applyChanges(text, report)).toBe(normalize(text));
      }),
      { numRuns: 4000 },
    );
  });
});

/**
 * normalize(), isNormalized() and normalizationReport() settle most references from a quick read of
 * the parsed reference (already-normal.ts): the input itself, or the input with the "/" of an empty
 * http path put in. They must agree with the full analysis alone (fullNormalizationReport) on the real URL lists of the benchmarks (every rule on, and
 * each rule off alone), on generated ones, and on the edges of the quick read.
 */
describe("normalize: the fast path agrees with the full analysis", () => {
  const dataDir = fileURLToPath(new URL("../../../../shared/bench-data/", import.meta.url));
  const lists = ["node_files", "isaacs_files", "kasztp", "userbait"].map((name) => {
    const lines = readFileSync(`${dataDir}${name}.txt`, "utf8")
      .split("\n")
      .filter((line) => line !== "");
    return [name, lines] as const;
  });
  const ruleSets: NormalizeOptions[] = [{}, ...NORMALIZATION_RULES.map((rule) => ({ rules: { [rule]: false } }))];

  it.each(lists)("on %s (each rule off alone on every 16th URI)", (_name, lines) => {
    let checked = 0;
    for (const [index, line] of lines.entries()) {
      if (validate(line).length > 0) continue;
      for (const options of index % 16 === 0 ? ruleSets : ruleSets.slice(0, 1)) {
        const report = fullNormalizationReport(line, options);
        expect(normalizationReport(line, options), line).toEqual(report);
        expect(normalize(line, options), line).toBe(applyChanges(line, report));
        expect(isNormalized(line, options), line).toBe(report.length === 0);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(lines.length * 0.9);
  });

  it("on generated references whose parts are each normal or not", () => {
    fc.assert(
      fc.property(uriArb, rulesArb, (text, rules) => {
        const report = fullNormalizationReport(text, { rules });
        expect(normalizationReport(text, { rules })).toEqual(report);
        expect(isNormalized(text, { rules })).toBe(report.length === 0);
        expect(normalize(text, { rules })).toBe(applyChanges(text, report));
      }),
      { numRuns: 4000 },
    );
  });

  it.each([
    "http://h/a/%2E/b",
    "http://h/a/%2e%2E",
    "http://h/%2Ea/b",
    "http://h/a%2E/b",
    "a:%2E%2E/b",
    "a:%2E.",
    "http://h/a/b%2E?/./",
  ])("%s: a dot written as a triplet is found with the decoding of triplets switched off", (text) => {
    const rules = { "unreserved-percent-encoded": false };
    const report = fullNormalizationReport(text, { rules });
    expect(normalizationReport(text, { rules })).toEqual(report);
    expect(normalize(text, { rules })).toBe(applyChanges(text, report));
  });

  it.each([
    // Segments that start with a dot without being dot segments, and dot segments in every spelling.
    ["http://h/.gitignore", "http://h/.gitignore"],
    ["http://h/a/..b/.c./...", "http://h/a/..b/.c./..."],
    ["http://h/a/./b", "http://h/a/b"],
    ["http://h/a/../b", "http://h/b"],
    ["http://h/a/.", "http://h/a/"],
    ["http://h/a/%2E%2e/b", "http://h/b"],
    ["http://h/a/.%2E?q", "http://h/?q"],
    ["a:./b", "a:b"],
    ["a:%2E/b", "a:b"],
    ["http://h/a.b/./c", "http://h/a.b/c"],
    ["http://h/a%20b/x%2E/%2E%2E/c", "http://h/a%20b/c"],
    ["http://h/.a/b.", "http://h/.a/b."],
    // Dot segments in the query or the fragment are no path's.
    ["http://h/a?x=/../y", "http://h/a?x=/../y"],
    ["http://h/a#/./b", "http://h/a#/./b"],
    ["http://h?x=/./", "http://h/?x=/./"],
    // A relative reference keeps its dot segments.
    ["../a/./b", "../a/./b"],
    // The empty path of an http URI with an authority is "/", before a query or a fragment too.
    ["http://h", "http://h/"],
    ["https://h?q", "https://h/?q"],
    ["ws://h#f", "ws://h/#f"],
    ["http://u@h:8080", "http://u@h:8080/"],
    ["foo://h", "foo://h"],
    ["HTTP://h", "http://h/"],
    ["http://H", "http://h/"],
    ["http://h:80", "http://h/"],
    ["http://h:", "http://h/"],
    ["http://h%7e", "http://h~/"],
  ])("%s is %s", (text, normal) => {
    expect(normalize(text)).toBe(normal);
    expect(applyChanges(text, fullNormalizationReport(text))).toBe(normal);
    expect(isNormalized(text)).toBe(text === normal);
  });
});
