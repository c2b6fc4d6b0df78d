import { findUris, matchOptions, OpenDocument, runSync } from "@urilint/scan";
import { describe, expect, it } from "vitest";
import { analyze, analyzeDocument } from "../src/analysis.js";
import { DEFAULT_SETTINGS, resolveSettings } from "../src/settings.js";
import { analyzed } from "./support/service.js";

describe("the size limit", () => {
  it("does not scan a document above maxFileSize, and says so once", () => {
    const source = `fetch("HTTP://x.com");${" ".repeat(100)}`;
    const { analysis } = analyzed(source, "ts", { maxFileSize: 50 });
    expect(analysis.matches).toEqual([]);
    expect(analysis.tooLarge).toEqual({ length: source.length, limit: 50 });
  });
});

describe("the server's analysis is the scan package's, with what an open document keeps", () => {
  const resolved = resolveSettings(DEFAULT_SETTINGS);
  const options = matchOptions({}, resolved.codes);
  const documents = [
    [
      "ts",
      'fetch("HTTP://Example.com:80/a/./b"); // see http://x.com:80/\nconst dsn = "postgres://app:hunter2@db/app";',
    ],
    ["json", '{ "homepage": "HTTP://example.com/%7e", "x": "https://a.com:443" }'],
    ["markdown", "[a](HTTP://x.com/) and <http://y.com:80/> and http://z.com/./a"],
    ["text", "see HTTP://x.com/ or <URL:http://EXAMPLE.\n com/a>"],
  ] as const;
  it.each(documents)("%s: the same matches with and without a memo, and as findUris gives them", (language, text) => {
    const plain = runSync(findUris(text, language, options)).matches;
    const memo = new OpenDocument(text, language);
    const summary = (
      matches: readonly {
        candidate: { start: number; end: number };
        findings: readonly { code: string; start: number; end: number }[];
      }[],
    ) => matches.map((m) => [m.candidate.start, m.candidate.end, m.findings.map((f) => [f.code, f.start, f.end])]);
    expect(plain.length).toBeGreaterThan(0);
    expect(summary(runSync(analyze(text, language, resolved)).matches)).toEqual(summary(plain));
    // Twice in the open document: the second analysis reuses what the first kept.
    expect(summary(runSync(analyzeDocument(memo, resolved)).matches)).toEqual(summary(plain));
    expect(summary(runSync(analyzeDocument(memo, resolved)).matches)).toEqual(summary(plain));
  });
});
