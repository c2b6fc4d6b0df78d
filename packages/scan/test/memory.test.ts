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
  // A paragraph each: micromark reads one paragraph of megabytes at half the speed.
  markdown: (value) => `See ${value} for more.\n`,
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

/**
 * How many URIs the scan finds in a new document. Counted in a frame of its own: the matches hold
 * their document, an assertion may keep what it was given, and a register of a frame still running
 * when the heap is measured (the test's own) may still hold the last document made in it.
 */
function urisFoundInNewDocument(language: Language, seed: number, uris: number, length: number): number {
  return urisOf(documentOf(language, seed, uris, length), language).matches.length;
}

/**
 * The documents' length and URIs, per language: Markdown's are a quarter as long, with a quarter of
 * the URIs (micromark reads about a MB a second; a kept document of 2 MB still shows above what
 * their findings keep).
 */
const SIZES: Partial<Record<Language, { readonly length: number; readonly uris: number }>> = {
  markdown: { length: 1_000_000, uris: 250 },
};

describe("memory: the scan keeps nothing of the documents it read", () => {
  it.each(Object.keys(LINES) as Language[])(
    "%s",
    (language) => {
      const { length, uris } = SIZES[language] ?? { length: 4_000_000, uris: 1000 };
      // A first document warms up what every later one shares (compiled code, the parser's tables).
      urisOf(documentOf(language, 0, 100, 200_000), language);
      const before = heapAfterCollection();
      for (let seed = 1; seed <= 3; seed++) {
        // New URIs each: their findings are kept (a few MB in all), the documents must not be.
        expect(urisFoundInNewDocument(language, seed, uris, length)).toBe(uris);
      }
      // Three documents of 8 MB each (two bytes a character; 4 MB for Markdown): one kept would
      // raise the heap by that much.
      const grown = heapAfterCollection() - before;
      expect(grown, `${(grown / 2 ** 20).toFixed(1)} MB kept`).toBeLessThan(Math.min(6 * 2 ** 20, 1.5 * length));
    },
    300_000,
  );
});
