/**
 * Real Markdown: the installed packages' READMEs, CHANGELOGs and docs (the pnpm store) are read
 * without a crash, every candidate in document order inside the file; and the committed excerpts
 * of test/real/markdown (the findings of the command on the store's 785 Markdown files, every one
 * with the default checks and a sample of the opt-in `require-root-path`'s) give exactly the
 * findings listed in their findings.json, each judged by a person, right or wrong and why. A
 * wrong one stays listed as it is reported until the reader it names is fixed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FINDING_CODES } from "@urilint/core";
import { describe, expect, it } from "vitest";
import { languageOf } from "../src/language.js";
import { documentRange, matchOptions } from "../src/matches.js";
import { urisOf } from "./support/documents.js";
import { expectSoundScan } from "./support/fuzz.js";

const JUDGED = fileURLToPath(new URL("./real/markdown/", import.meta.url));
const STORE = fileURLToPath(new URL("../../../node_modules/.pnpm/", import.meta.url));
const EVERY_CHECK = matchOptions({}, new Set(FINDING_CODES));

interface Finding {
  readonly code: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** What the scanner reports on `text` with every check on, as findings.json lists it (a password masked). */
function reported(text: string): Finding[] {
  return urisOf(text, "markdown", EVERY_CHECK).matches.flatMap((match) =>
    match.findings.map((finding) => {
      const { start, end } = documentRange(match, finding.start, finding.end);
      const spelled = text.slice(start, end);
      return {
        code: finding.code,
        start,
        end,
        text: finding.code === "plaintext-password" ? "*".repeat(spelled.length) : spelled,
      };
    }),
  );
}

describe("the committed Markdown excerpts", () => {
  const judged = JSON.parse(readFileSync(join(JUDGED, "findings.json"), "utf8")) as Record<
    string,
    (Finding & { judgement: string })[]
  >;
  const names = readdirSync(JUDGED)
    .filter((name) => name !== "findings.json")
    .sort();

  it("every excerpt has its list of judged findings, and every list its excerpt", () => {
    expect(Object.keys(judged).sort()).toEqual(names);
  });

  it.each(names)("%s gives the judged findings", (name) => {
    const text = readFileSync(join(JUDGED, name), "utf8");
    expect(reported(text)).toEqual(judged[name]!.map(({ judgement: _judgement, ...finding }) => finding));
    expect(judged[name]!.every((finding) => /^(right|wrong)\b/.test(finding.judgement))).toBe(true);
    expectSoundScan(text, "markdown");
  });
});

describe("the installed packages' Markdown", () => {
  it("is read without a crash, every candidate in order inside its file (every sixth file, by path)", () => {
    const files: string[] = [];
    const walk = (dir: string, depth: number): void => {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
      } catch {
        return;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory() && depth < 12) walk(path, depth + 1);
        else if (entry.isFile() && /\.(?:md|markdown|mdx)$/i.test(entry.name)) files.push(path);
      }
    };
    walk(STORE, 0);
    const sample = files.filter((_path, i) => i % 6 === 0);
    expect(sample.length).toBeGreaterThan(100);
    for (const path of sample) {
      const text = readFileSync(path, "utf8");
      expect(urisOf(text, languageOf(undefined, path)).unreadable, path).toBeUndefined();
      expectSoundScan(text, languageOf(undefined, path));
    }
  }, 600_000);
});
