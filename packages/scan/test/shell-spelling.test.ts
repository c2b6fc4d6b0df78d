/**
 * Values spelled back into shell words: every speller's output, put in a word of its quoting, is
 * read back by the scanner as the value it was given, and bash prints that value too (recorded in
 * support/compiled/shell.json); where the quoting cannot hold a value the speller refuses. Fixes
 * land in the document as valid shell, and never on a piece of a word made of pieces.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { spell } from "../src/spell.js";
import { runSync } from "../src/work.js";
import { compiledValues } from "./support/compiled.js";
import { fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("shell"));

const QUOTES = ["", "'", '"', "$'"];
// Each holds a ":" (a word without one, nor `%`, `@`, `\` or a character beyond ASCII, is not read: see scan.ts).
const VALUES = [
  "https://a.example/path?q=1&r=2#f",
  'https://a.example/it\'s "quoted" (paren) [b] {c} <d> |e| ;f; *g* ~h ! `i` $j',
  "back\\slash: and \\n as text",
  "line:\nbreak",
  "tab:\there and space",
  "café: 😀",
  "esc:\u001b del\u007f",
  "lone: \ud800 surrogate",
  "ends with a backslash:\\",
];

function wordSource(quote: string, spelled: string): string {
  const close = quote === "" ? "" : quote.slice(-1);
  return `printf '%s' ${quote}${spelled}${close}`;
}

function readBack(source: string): string | undefined {
  const found: Candidate[] = [];
  runSync(scanDocument(`${source}\n`, "shell", (candidate) => found.push(candidate)));
  const words = found.filter((c) => c.start >= "printf '%s' ".length - 1);
  return words.length === 1 ? (words[0] as Candidate).value.text : undefined;
}

describe("a value spelled back into a word", () => {
  const cases = QUOTES.flatMap((quote) =>
    VALUES.map((value) => ({ quote, value, spelled: spell(value, "shell", quote) })),
  );
  const written = cases.filter((c) => c.spelled !== undefined);

  it("reads back as the value, as the scanner and as bash read it", () => {
    const sources = written.map((c) => wordSource(c.quote, c.spelled as string));
    const printed = compiledValues("shell", sources);
    written.forEach((c, i) => {
      const source = sources[i] as string;
      expect(readBack(source), source).toBe(c.value);
      expect(printed[i], source).toBe(c.value);
    });
    expect(written.length).toBe(28);
  });

  it("is refused where the quoting cannot hold it, never written wrong", () => {
    const refused = cases.filter((c) => c.spelled === undefined).map((c) => `${c.quote} ${JSON.stringify(c.value)}`);
    expect(refused).toEqual([
      ' "line:\\nbreak"',
      ' "tab:\\there and space"',
      ' "esc:\\u001b del\u007f"',
      ' "lone: \\ud800 surrogate"',
      '\' "https://a.example/it\'s \\"quoted\\" (paren) [b] {c} <d> |e| ;f; *g* ~h ! `i` $j"',
      '\' "lone: \\ud800 surrogate"',
      '" "lone: \\ud800 surrogate"',
      '$\' "lone: \\ud800 surrogate"',
    ]);
  });

  it("is written into a heredoc's line, never as a line of its own", () => {
    expect(spell("https://a.example/$x`y`\\", "shell", "<<EOF")).toBe("https://a.example/\\$x\\`y\\`\\\\");
    expect(spell("https://a.example/$x", "shell", "<<-'EOF'")).toBe("https://a.example/$x");
    expect(spell("a\nEOF", "shell", "<<EOF")).toBeUndefined();
  });

  it("is never written into a word of pieces", () => {
    expect(spell("https://a.example/", "shell-template", '"')).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ["curl HTTP://A.example:80/x", "curl http://a.example/x"],
    ["curl 'HTTP://A.example:80/x'", "curl 'http://a.example/x'"],
    ['curl "HTTP://A.example:80/x"', 'curl "http://a.example/x"'],
    ["curl $'HTTP://A.example:80/x'", "curl $'http://a.example/x'"],
  ])("%s", (source, fixed) => {
    expect(fixedText(source, "shell")).toBe(fixed);
  });

  it("leaves a word of pieces as it is", () => {
    for (const source of [
      'curl "HTTP://A.example:80/$path"',
      "curl 'HTTP://A.example:80/'\"x\"",
      "curl HTTP://A.example:80/$(x)",
    ])
      expect(fixedText(source, "shell"), source).toBe(source);
  });
});
