/**
 * Judging candidates: a URI text checked once is remembered for the same codes, and never given
 * to another set of codes, to a text with holes, or under zone identifiers.
 */
import { FINDING_CODES } from "@urilint/core";
import { describe, expect, it } from "vitest";
import { judgeCandidates, matchOptions } from "../src/matches.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";

const EVERY_CODE = new Set(FINDING_CODES);

function findingsOf(text: string, options = matchOptions({}, EVERY_CODE)): string[][] {
  return runSync(findUris(text, "yaml", options)).matches.map((match) =>
    match.findings.map((finding) => `${finding.code} ${finding.start}-${finding.end}`),
  );
}

describe("the findings of a URI text checked before", () => {
  it("are those of a first check, in every document", () => {
    const document = "a: HTTP://Example.com:80/\nb: https://user:pw@x.example/%7e\n";
    const first = findingsOf(document);
    expect(first.flat()).toContain("scheme-case 0-4");
    expect(findingsOf(document)).toEqual(first);
    expect(findingsOf(`# HTTP://Example.com:80/\n${document}`)).toEqual([first[0], ...first]);
  });

  it("are not given to other codes, nor under zone identifiers", () => {
    const text = "a: http://[fe80::1%25eth0]:80/\n";
    expect(findingsOf(text).flat()).toContain("invalid-ip-literal 15-22");
    expect(findingsOf(text, matchOptions({}, new Set(["scheme-case"] as const))).flat()).toEqual([]);
    expect(findingsOf(text, matchOptions({}, EVERY_CODE, { zoneIdentifiers: true }))).not.toEqual(findingsOf(text));
    expect(findingsOf(text)).toEqual(findingsOf(text));
  });

  it("are judged in order for a list of candidates", () => {
    const options = matchOptions({}, EVERY_CODE);
    expect(runSync(judgeCandidates([], options))).toEqual([]);
  });
});
