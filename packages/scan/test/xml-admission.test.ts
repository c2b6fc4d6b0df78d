/**
 * XML read with an admission (the core's `mayBeUri`, which `findUris` gives the reader): a
 * candidate it rejects is never built, what it admits is built as without it, it is asked with
 * each candidate's value and context, and the analysis finds the same URIs and findings as when it
 * judges every candidate. Also the map of a run cut from an escaped value (`EscapeMap.cut`, what
 * `within` uses for the items of a list) against the map it is cut from, and the map of an
 * attribute value written over several lines, which reads unit for unit as written.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayBeUri, type StringContext } from "@urilint/core";
import type { Candidate } from "../src/candidate.js";
import { judgeCandidates } from "../src/matches.js";
import { decodeXml } from "../src/languages/xml/text.js";
import { within } from "../src/reading/config-value.js";
import { ValueBuilder } from "../src/reading/value.js";
import { scanDocument } from "../src/scan.js";
import { EscapeMap, IdentityMap } from "../src/text-map.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";
import { DEFAULT_OPTIONS } from "./support/documents.js";

/** Every field of a candidate that a reader decides, the document range of each unit included. */
function described(candidate: Candidate): unknown {
  const { value } = candidate;
  const units = Array.from({ length: value.text.length + 1 }, (_, unit) => [
    value.map.toDocument(unit, unit),
    value.map.toDocument(unit, Math.min(unit + 1, value.text.length)),
  ]);
  return {
    text: value.text,
    holes: value.holes,
    units,
    start: candidate.start,
    end: candidate.end,
    spelling: candidate.spelling,
    quote: candidate.quote,
    site: candidate.site,
    pieces: candidate.pieces,
  };
}

function candidatesOf(text: string, admits?: (value: string, context: StringContext) => boolean): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(text, "xml", (candidate) => found.push(candidate), undefined, admits));
  return found;
}

/** The matches of a document as the front-ends read them: the candidate, the URI and the findings. */
function matchesOf(uris: { matches: readonly { candidate: Candidate; uri: unknown; findings: unknown }[] }): unknown[] {
  return uris.matches.map((match) => ({
    candidate: described(match.candidate),
    uri: match.uri,
    findings: match.findings,
  }));
}

const DOCUMENT = [
  '<?xml version="1.0"?>',
  '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
  '  xsi:schemaLocation="http://maven.apache.org/POM/4.0.0',
  '    http://maven.apache.org/xsd/maven-4.0.0.xsd">',
  "  <!-- see https://example.com:443/docs and the notes -->",
  '  <a href="https://a.example/x" title="A page"/>',
  '  <cors origins="https://a.example, https://b.example" id="main"/>',
  '  <bean><property name="brokerURL" value="tcp://broker.example:61616"/><property name="size" value="10"/></bean>',
  "  <description>Read https://c.example:443/ first, then ask.</description>",
  "  <url>https://d.example/x</url>",
  "  <version>1.0.0</version>",
  "  <path>src/main/java</path>",
  '  <list items="one,two',
  'three four"/>',
  '  <?php echo "http://e.example:80/"; ?>',
  "  <![CDATA[ http://f.example:80/ ]]>",
  "</project>",
].join("\n");

describe("XML read with an admission", () => {
  it("builds only the candidates it admits, each as without it, asked with its value and context", () => {
    const asked: [string, StringContext][] = [];
    const admits = (value: string, context: StringContext): boolean => {
      asked.push([value, context]);
      return mayBeUri(value, context, DEFAULT_OPTIONS.detect);
    };
    const every = candidatesOf(DOCUMENT);
    const admitted = candidatesOf(DOCUMENT, admits);
    const expected = every.filter((candidate) =>
      mayBeUri(candidate.value.text, candidate.site.context, DEFAULT_OPTIONS.detect),
    );
    expect(admitted.map(described)).toEqual(expected.map(described));
    // Some are left out: the schema locations, the version, the path, the plain words.
    expect(admitted.length).toBeLessThan(every.length);
    expect(admitted.map((candidate) => candidate.value.text)).not.toContain("1.0.0");
    expect(admitted.map((candidate) => candidate.value.text)).toContain("tcp://broker.example:61616");
    // Every candidate it would build was asked for, with the context the core reads.
    for (const candidate of every) expect(asked).toContainEqual([candidate.value.text, candidate.site.context]);
    expect(asked).toContainEqual(["src/main/java", { kind: "named", name: "path" }]);
    expect(asked).toContainEqual(["tcp://broker.example:61616", { kind: "named", name: "brokerURL" }]);
  });

  it("that rejects everything leaves no candidate, and the comments are still read", () => {
    const comments: string[] = [];
    const found: Candidate[] = [];
    runSync(
      scanDocument(
        DOCUMENT,
        "xml",
        (candidate) => found.push(candidate),
        (comment) => comments.push(comment.text),
        () => false,
      ),
    );
    expect(found).toEqual([]);
    expect(comments).toEqual([" see https://example.com:443/docs and the notes "]);
  });

  it("finds the URIs and findings that judging every candidate finds", () => {
    const every = runSync(judgeCandidates(candidatesOf(DOCUMENT), DEFAULT_OPTIONS));
    const found = runSync(findUris(DOCUMENT, "xml", DEFAULT_OPTIONS));
    expect(matchesOf(found)).toEqual(matchesOf({ matches: every }));
    expect(found.matches.length).toBeGreaterThan(4);
  });

  it("finds them on documents made of XML's pieces", () => {
    const names = fc.constantFrom("href", "url", "value", "name", "key", "schemaLocation", "xmlns:p", "src", "id");
    const values = fc.constantFrom(
      "https://a.example:443/x",
      "http://b.example/ http://c.example/",
      "https://d.example,https://e.example",
      "see http://f.example:80/ here",
      "x/y",
      "&amp;https://g.example/",
      "tcp://h.example&#10;:1",
      "plain words",
      "1.0",
      "user:pw@host",
      "\n  https://i.example/\n  https://j.example/",
    );
    const piece = fc.oneof(
      fc.tuple(names, values).map(([name, value]) => `<e ${name}="${value.replace(/"/g, "&quot;")}"/>`),
      fc.tuple(names, values).map(([name, value]) => `<e name="${name}"><value>${value}</value></e>`),
      values.map((value) => `<url>${value}</url>`),
      values.map((value) => `<!-- ${value} -->`),
      values.map((value) => `<![CDATA[${value}]]>`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = `<r>${pieces.join("\n")}</r>`;
        const every = runSync(judgeCandidates(candidatesOf(text), DEFAULT_OPTIONS));
        expect(matchesOf(runSync(findUris(text, "xml", DEFAULT_OPTIONS)))).toEqual(matchesOf({ matches: every }));
      }),
      { numRuns: 300 },
    );
  });
});

describe("a run cut from an escaped value", () => {
  /** The map `within` made before `cut`: each unit mapped through both maps, one at a time. */
  function unitByUnit(outer: EscapeMap, start: number, end: number): EscapeMap {
    const starts: number[] = [];
    const ends: number[] = [];
    for (let unit = start; unit < end; unit++) {
      const range = outer.toDocument(unit, unit + 1);
      starts.push(range.start);
      ends.push(range.end);
    }
    return new EscapeMap(starts, ends, outer.toDocument(end, end).start);
  }

  function ranges(map: EscapeMap, length: number): unknown[] {
    const out: unknown[] = [];
    for (let start = 0; start <= length; start++)
      for (let end = start; end <= length + 1; end++) out.push(map.toDocument(start, end), map.widen(start, end));
    return out;
  }

  it("maps every range and widens as the units mapped one by one", () => {
    // A value decoded from verbatim runs, references and line ends, moved by an edit or not.
    const part = fc.oneof(
      fc.integer({ min: 0, max: 4 }).map((length) => ({ kind: "verbatim" as const, length })),
      fc.constantFrom("a", "\u{1F600}", "&", " ").map((value) => ({ kind: "decoded" as const, value })),
    );
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 10 }),
        fc.integer({ min: -3, max: 3 }),
        fc.nat(),
        fc.nat(),
        (parts, delta, a, b) => {
          const document = "x".repeat(200);
          const builder = new ValueBuilder(document, 5);
          let at = 5;
          for (const piece of parts) {
            if (piece.kind === "verbatim") {
              builder.appendVerbatim(at, at + piece.length);
              at += piece.length;
            } else {
              builder.appendDecoded(piece.value, at, at + 5);
              at += 5;
            }
          }
          builder.appendDecoded("&", at, at + 5);
          const value = builder.build(at + 5);
          const map = (delta === 0 ? value.map : value.map.shifted(delta)) as EscapeMap;
          const length = value.text.length;
          const start = a % (length + 1);
          const end = start + (b % (length - start + 1));
          expect(ranges(map.cut(start, end), end - start)).toEqual(ranges(unitByUnit(map, start, end), end - start));
          const inner = { text: value.text.slice(start, end), holes: [], map: new IdentityMap(start) };
          expect(ranges(within({ ...value, map }, inner).map as EscapeMap, end - start)).toEqual(
            ranges(unitByUnit(map, start, end), end - start),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("an attribute value with tabs and line feeds", () => {
  it("maps each unit to the one it is read from, without a map unit by unit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "/", ":", " ", "\t", "\n", "\u00e9", "\u{1F600}"), { maxLength: 30 }),
        (units) => {
          const written = units.join("");
          const document = `<e a="${written}"/>`;
          const value = decodeXml(document, 6, 6 + written.length, "attribute");
          expect(value.text).toBe(written.replace(/[\t\n]/g, " "));
          expect(value.map).toBeInstanceOf(IdentityMap);
          for (let unit = 0; unit < written.length; unit++)
            expect(value.map.toDocument(unit, unit + 1)).toEqual({ start: 6 + unit, end: 7 + unit });
          expect(value.map.toDocument(written.length, written.length)).toEqual({
            start: 6 + written.length,
            end: 6 + written.length,
          });
        },
      ),
    );
  });

  it("is still read unit by unit with a carriage return or a reference in it", () => {
    const document = '<e a="x\r\ny&amp;z"/>';
    const value = decodeXml(document, 6, document.length - 3, "attribute");
    expect(value.text).toBe("x y&z");
    expect(value.map.toDocument(1, 2)).toEqual({ start: 7, end: 9 });
    expect(value.map.toDocument(3, 4)).toEqual({ start: 10, end: 15 });
  });
});
