/**
 * Go literals read as Go reads them, with exact ranges, and values spelled back into them: every
 * quote and escape, each value compared with the Go compiler's own reading (support/compiled.ts),
 * each unit of a value mapped back to the document text Go reads as that unit, and every spelled
 * value read back by Go as the value.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { spell } from "../src/spell.js";
import { candidatesOf, expectCompilersReading, expectSpelledBack } from "./support/code-languages.js";
import { fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("go"));

const document = (literal: string): string => `package p\n\nvar x = ${literal}\n`;

function valueOf(literal: string): Candidate {
  const found = candidatesOf(document(literal), "go");
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** Literals Go accepts, in both kinds, with every escape. */
const LITERALS: readonly string[] = [
  '"plain https://a.example/path?q=1#f"',
  '"simple \\a \\b \\f \\n \\r \\t \\v \\\\ \\""',
  '"octal \\000 \\101 \\176"',
  '"hex \\x41\\x7e\\x7F"',
  '"UTF-8 bytes \\xc3\\xa9, \\303\\251 and \\xf0\\x9f\\x98\\x80"',
  '"unicode \\u00e9 \\U0001F600 \\uD7FF \\u00E9"',
  '"https://example.com/caf\\u00e9?q=a\\x20b"',
  '"https://user:p\\x40ss@example.com/"',
  '"astral 😀 and é"',
  "`raw \\n \\x41 \"quoted\" 'single'`",
  "`raw\nline`",
  "`raw\r\ncrlf and cr\ralone`",
  "``",
  '""',
  // Bytes that are no UTF-8 text: one hole each.
  '"bad \\xff byte"',
  '"lead \\xc3 alone"',
  '"short \\xe2\\x82 sequence"',
];

describe("a Go literal's value", () => {
  it("is what Go reads, unit by unit mapped to the text Go reads as that unit", () => {
    expectCompilersReading("go", LITERALS, document, (literal, spelled) => {
      const quote = literal[0] as string;
      // A carriage return alone in a raw literal is no unit at all: what maps there is LF's.
      return quote === "`" && spelled.includes("`") ? undefined : `${quote}${spelled}${quote}`;
    });
  });

  it("ranges over the text between the quotes", () => {
    const text = document("`https://a.example/`");
    const { start, end, quote, spelling } = valueOf("`https://a.example/`");
    expect([text.slice(start, end), quote, spelling]).toEqual(["https://a.example/", "`", "go"]);
  });

  it("makes bytes that are no text holes", () => {
    const { value, spelling } = valueOf('"a\\xffb"');
    expect([value.text, value.holes, spelling]).toEqual(["axb", [{ start: 1, end: 2 }], "go-template"]);
  });
});

describe("values made of pieces", () => {
  it("read a + chain as one value, its other operands holes", () => {
    const text = document('"https://" + host + `/x` + "/y"');
    const [candidate] = candidatesOf(text, "go");
    expect(candidate?.value.text).toBe("https://x/x/y");
    expect(candidate?.spelling).toBe("go-template");
    expect(text.slice(candidate?.start, candidate?.end)).toBe('https://" + host + `/x` + "/y');
  });
});

const VALUES = [
  "https://a.example/path?q=1#f",
  'https://a.example/it\'s "quoted"',
  "back\\slash and \\n as text",
  "line\nbreak",
  "carriage\rreturn",
  "tab\there",
  "back`quote",
  "café 😀",
  "nul\u0000 del\u007f bom\ufeff",
  "lone \ud800 surrogate",
];

describe("a value spelled back into a literal", () => {
  it("reads back as the value, by Go's own rules, or is refused", () => {
    const refused = expectSpelledBack(
      "go",
      (value, quote) => spell(value, "go", quote),
      ['"', "`"],
      VALUES,
      (quote, spelled) => `${quote}${spelled}${quote}`,
    );
    expect(refused.sort()).toEqual([
      '" "lone \\ud800 surrogate"',
      '` "back`quote"',
      '` "carriage\\rreturn"',
      '` "lone \\ud800 surrogate"',
      `\` ${JSON.stringify("nul\u0000 del\u007f bom\ufeff")}`,
    ]);
  });

  it("is never written into a value of pieces", () => {
    expect(spell("https://a.example/", "go-template", '"')).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ['http.Get("HTTP://A.example:80/x")', 'http.Get("http://a.example/x")'],
    ["u := `HTTP://A.example/it's`", "u := `http://a.example/it's`"],
    ['u := "HTTP://A.example/caf\\u00e9"', 'u := "http://a.example/caf\\u00e9"'],
  ])("%s", (statement, fixed) => {
    expect(fixedText(`package p\nfunc f() {\n\t${statement}\n}\n`, "go")).toBe(
      `package p\nfunc f() {\n\t${fixed}\n}\n`,
    );
  });

  it("leaves a value of pieces as it is", () => {
    for (const statement of ['u := "HTTP://A.example:80/" + path', 'u := "HTTP://A.example:80/\\xff"']) {
      const source = `package p\nfunc f() {\n\t${statement}\n}\n`;
      expect(fixedText(source, "go"), source).toBe(source);
    }
  });
});
