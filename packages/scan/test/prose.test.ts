/**
 * Prose: the scan that goes from one "<" or ":" to the next (languages/text.ts) finds exactly what
 * the reading of every character found before it. That reading is kept here as the oracle, and
 * both run on documents made of the characters that matter: scheme characters, ":", "<", ">",
 * brackets, quotes, punctuation and whitespace.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayHoldProse, scanProse } from "../src/reading/prose.js";
import { runSync } from "../src/work.js";

/** [start, end, delimiter] of each match, in order. */
function scanned(document: string, start = 0, end = document.length): [number, number, string][] {
  const out: [number, number, string][] = [];
  runSync(scanProse(document, start, end, (match) => out.push([match.start, match.end, match.delimiter])));
  return out;
}

// The oracle: the character-by-character loop of scanProse before 2026-11-27, with its helpers.
const isAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isSchemeTail = (c: number): boolean =>
  isAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
const isSpace = (c: number): boolean =>
  c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0x0b;
const canPrecedeScheme = (c: number): boolean =>
  !isSchemeTail(c) && (c <= 0x20 || `"'([{<>=,;\`*|`.includes(String.fromCharCode(c)) || c >= 0x80);
const ENDS_WORD = new Set([0x22, 0x3c, 0x3e, 0x60, 0x7f, 0x85, 0xa0, 0x2028, 0x2029, 0x3000]);
const BRACKETS = new Map([
  [0x28, [0, 1]],
  [0x29, [0, -1]],
  [0x5b, [1, 1]],
  [0x5d, [1, -1]],
  [0x7b, [2, 1]],
  [0x7d, [2, -1]],
]);

function oracle(d: string, start = 0, end = d.length): [number, number, string][] {
  const out: [number, number, string][] = [];
  let i = start;
  while (i < end) {
    const code = d.charCodeAt(i);
    if (code === 0x3c) {
      const next = bracketed(d, i, end, out);
      i = next > i ? next : i + 1;
      continue;
    }
    if (!isAlpha(code) || (i > start && !canPrecedeScheme(d.charCodeAt(i - 1)))) {
      i++;
      continue;
    }
    let k = i + 1;
    while (k < end && isSchemeTail(d.charCodeAt(k))) k++;
    if (k < end && d.charCodeAt(k) === 0x3a) {
      let wordEnd = k;
      while (wordEnd < end && !(d.charCodeAt(wordEnd) <= 0x20 || ENDS_WORD.has(d.charCodeAt(wordEnd)))) wordEnd++;
      const stop = trim(d, i, closing(d, i, k, placeholder(d, k, wordEnd, end)));
      if (stop > k + 1) {
        out.push([i, stop, "plain"]);
        i = stop;
        continue;
      }
    }
    i = k;
  }
  return out;
}

// Since 2026-11-28: a "{" left open in the word runs it to the "}" that closes it on its line (within 64 characters).
function placeholder(d: string, from: number, wordEnd: number, end: number): number {
  let open = -1;
  for (let k = from; k < wordEnd; k++) {
    if (d[k] === "{") open = k;
    else if (d[k] === "}" && open !== -1) open = -2;
  }
  if (open < 0) return wordEnd;
  for (let k = wordEnd; k < Math.min(end, open + 64); k++) {
    if (d[k] === "}") return k + 1;
    if ('{\n\r<"'.includes(d[k]!)) return wordEnd;
  }
  return wordEnd;
}

function bracketed(d: string, at: number, end: number, out: [number, number, string][]): number {
  let first = at + 1;
  if (d.startsWith("URL:", first)) first += 4;
  while (first < end && isSpace(d.charCodeAt(first))) first++;
  if (first >= end || !isAlpha(d.charCodeAt(first))) return at;
  let k = first + 1;
  while (k < end && isSchemeTail(d.charCodeAt(k))) k++;
  if (k >= end || d.charCodeAt(k) !== 0x3a) return at;
  let close = -1;
  for (let j = k + 1; j < Math.min(end, at + 4096); j++) {
    const c = d.charCodeAt(j);
    if (c === 0x3e) {
      close = j;
      break;
    }
    if (c === 0x3c || c === 0x22) return at;
  }
  if (close === -1) return at;
  let last = close;
  while (last > k && isSpace(d.charCodeAt(last - 1))) last--;
  if (last <= k + 1) return at;
  out.push([first, last, "angle-brackets"]);
  return close + 1;
}

function closing(d: string, start: number, from: number, end: number): number {
  if (start === 0 || d.charCodeAt(start - 1) !== 0x5b) return end;
  let depth = 0;
  for (let k = from; k < end; k++) {
    const c = d.charCodeAt(k);
    if (c === 0x5b) depth++;
    else if (c === 0x5d && depth-- === 0) return k;
  }
  return end;
}

function trim(d: string, start: number, end: number): number {
  const depth = [0, 0, 0];
  for (let i = start; i < end; i++) {
    const kind = BRACKETS.get(d.charCodeAt(i));
    if (kind !== undefined) depth[kind[0]!]! += kind[1]!;
  }
  let stop = end;
  while (stop > start) {
    const c = d.charCodeAt(stop - 1);
    if (".,;:!?'*".includes(String.fromCharCode(c))) {
      stop--;
      continue;
    }
    const kind = BRACKETS.get(c);
    if (kind === undefined || kind[1] === 1 || depth[kind[0]!]! >= 0) break;
    depth[kind[0]!]!++;
    stop--;
  }
  return stop;
}

const PIECES = [
  "a",
  "h",
  "http",
  "x-y.z+1",
  "1",
  ":",
  "://",
  "<",
  ">",
  "<URL:",
  "[",
  "]",
  "(",
  ")",
  "{",
  "}",
  '"',
  "'",
  "`",
  ".",
  ",",
  "!",
  "*",
  "=",
  "|",
  "/",
  "@",
  " ",
  "\n",
  "\t",
  "é",
  "\u00a0",
  "mailto:a@b",
  "<http://a.example/>",
  "[http://a/](http://b/)",
];

describe("prose", () => {
  it("finds what the character-by-character reading found, on documents of the characters that matter", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (parts) => {
        const document = parts.join("");
        expect(scanned(document)).toEqual(oracle(document));
      }),
      { numRuns: 3000 },
    );
  });

  it("the same within a part of a document (a comment's text)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const document = parts.join("");
        const start = document.length === 0 ? 0 : a % document.length;
        const end = start + (document.length === start ? 0 : b % (document.length - start + 1));
        expect(scanned(document, start, end)).toEqual(oracle(document, start, end));
      }),
      { numRuns: 2000 },
    );
  });

  it("finds nothing where mayHoldProse says so", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const document = parts.join("");
        const start = document.length === 0 ? 0 : a % document.length;
        const end = start + (document.length === start ? 0 : b % (document.length - start + 1));
        if (!mayHoldProse(document, start, end)) expect(scanned(document, start, end)).toEqual([]);
        expect(mayHoldProse(document, start, end)).toBe(/[<:]/.test(document.slice(start, end)));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a placeholder with spaces in it whole", () => {
    const text = "#tls.certChainFile=file:{path of cert}\nsee http://x/{a and http://y/ then";
    const at = (part: string): [number, number, string] => [
      text.indexOf(part),
      text.indexOf(part) + part.length,
      "plain",
    ];
    // An opened brace that no "}" closes on its line ends nowhere special.
    expect(scanned(text)).toEqual([at("file:{path of cert}"), at("http://x/{a"), at("http://y/")]);
  });

  it("reads a few sentences as before", () => {
    expect(scanned("see http://a.example/x. and <URL: http://b.example/ y> or (mailto:c@d)")).toEqual([
      [4, 22, "plain"],
      [34, 53, "angle-brackets"],
      [59, 69, "plain"],
    ]);
  });
});
