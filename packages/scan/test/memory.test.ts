/**
 * What the scan keeps after a document is read: nothing of the document itself. The findings of
 * the URI texts already checked are kept across documents (matches.ts); a kept text cut from a
 * document with `slice` would keep the whole document alive, in the server, the command and ESLint
 * alike. Measured on the heap after full collections (the test turns `gc` on for itself).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { Language } from "../src/language.js";
import { urisOf } from "./support/documents.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function heapAfterCollection(): number {
  // The engine keeps the last text a regular expression matched (RegExp.input): one document, until
  // the next match. That is not the scan's to give back, so a match on a short text comes first.
  /x/.exec("x");
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** A line of each language, holding `value` (a URI, or words). */
const LINES: Partial<Record<Language, (value: string, i: number) => string>> = {
  html: (value) => (value.includes(":") ? `<p><a href="${value}">link</a></p>` : `<p>${value}</p>`),
  yaml: (value, i) => `url_${i}: ${value}`,
  toml: (value, i) => `url_${i} = "${value}"`,
  dotenv: (value, i) => `URL_${i}=${value}`,
  markdown: (value) => `See ${value} for more.`,
  text: (value) => `See ${value} for more.`,
};

/**
 * A document of about `length` characters, two bytes each (a `ё` in every line): `uris` lines with
 * a URI of their own, the rest lines of words.
 */
function documentOf(language: Language, seed: number, uris: number, length: number): string {
  const line = LINES[language]!;
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < length; i++) {
    lines.push(line(i < uris ? `https://host-${seed}.example/cafё/${i}?q=%7e` : "words-without-links-cafё", i));
    size += lines[i]!.length + 1;
  }
  return lines.join("\n");
}

describe("memory: the scan keeps nothing of the documents it read", () => {
  it.each(Object.keys(LINES) as Language[])(
    "%s",
    (language) => {
      const LENGTH = 4_000_000;
      urisOf(documentOf(language, 0, 100, 10_000), language);
      const before = heapAfterCollection();
      for (let seed = 1; seed <= 3; seed++) {
        // A thousand new URIs each: their findings are kept (a few MB in all), the documents must not be.
        // (Counted here: the matches hold their document, and an assertion may keep what it was given.)
        const found = urisOf(documentOf(language, seed, 1000, LENGTH), language).matches.length;
        expect(found).toBe(1000);
      }
      // Three documents of 8 MB each (two bytes a character): one kept would raise the heap by 8 MB.
      const grown = heapAfterCollection() - before;
      expect(grown, `${(grown / 2 ** 20).toFixed(1)} MB kept`).toBeLessThan(6 * 2 ** 20);
    },
    // micromark reads Markdown at about a tenth of the other parsers' speed.
    600_000,
  );
});
