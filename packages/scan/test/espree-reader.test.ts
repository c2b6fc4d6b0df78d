/**
 * Plain JavaScript read through espree (where TypeScript is not installed: the ESLint plugin) gives
 * the candidates TypeScript's tree gives: the same values, holes, contexts, spellings and ranges, on
 * real scripts of the installed packages.
 */
import { describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { reader as espreeReader } from "../src/languages/javascript/espree-reader.js";
import { reader as typescriptReader } from "../src/languages/javascript/index.js";
import type { LanguageReader } from "../src/language.js";
import { runSync } from "../src/work.js";
import { installedFiles } from "./support/real-samples.js";

function candidates(reader: LanguageReader, text: string): unknown[] {
  const found: Candidate[] = [];
  runSync(reader.scan(text, "js", (candidate) => found.push(candidate)));
  return found
    .map((c) => ({
      start: c.start,
      end: c.end,
      text: c.value.text,
      holes: c.value.holes,
      range: c.value.map.toDocument(0, c.value.text.length),
      spelling: c.spelling,
      quote: c.quote,
      pieces: c.pieces,
      site: c.site,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

describe("espree's reading of plain JavaScript", () => {
  it("is TypeScript's, on real scripts", () => {
    const files = installedFiles((path) => /\.(?:m?js|cjs)$/.test(path) && !path.endsWith(".min.js"), 120, 200_000);
    let compared = 0;
    let values = 0;
    for (const { path, text } of files) {
      const byEspree = candidates(espreeReader, text);
      // A script espree cannot read at all (TypeScript's parser reads on past an error) is no comparison.
      if (byEspree.length === 0 && candidates(typescriptReader, text).length > 0) continue;
      expect(byEspree, path).toEqual(candidates(typescriptReader, text));
      compared++;
      values += byEspree.length;
    }
    expect(compared).toBeGreaterThan(80);
    expect(values).toBeGreaterThan(500);
  });
});
