/**
 * Java literals read as Java reads them, with exact ranges, and values spelled back into them:
 * unicode escapes read first, every escape, text blocks with their incidental white space removed,
 * each value compared with the JDK's own reading (support/compiled.ts), each unit of a value mapped
 * back to the document text Java reads as that unit, and every spelled value read back by the JDK.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { spell } from "../src/spell.js";
import { candidatesOf, expectCompilersReading, expectSpelledBack } from "./support/code-languages.js";
import { fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("java"));

const document = (literal: string): string => `class A {\n    String x = ${literal};\n}\n`;

function valueOf(literal: string): Candidate {
  const found = candidatesOf(document(literal), "java");
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** Literals Java accepts: strings and text blocks, with every escape. */
const LITERALS: readonly string[] = [
  '"plain https://a.example/path?q=1#f"',
  '"simple \\b \\s \\t \\n \\f \\r \\" \\\' \\\\"',
  '"octal \\0 \\7 \\101 \\1010 \\377 \\400"',
  '"unicode \\u00e9 \\uD83D\\uDE00"',
  '"escaped by a unicode escape: \\u005cn \\u005c\\u005c"',
  '"not unicode: \\\\u0041"',
  '"https://example.com/caf\\u00e9?q=a\\040b"',
  '"astral 😀 and é"',
  '"""\n    https://a.example/\n      indented "quoted"\n    """',
  '"""\n    no trailing newline\n    ends here"""',
  '"""\n\tTabs\t  \n\t  and trailing spaces   \n\t"""',
  '"""\n    escapes \\n \\t \\s \\040 \\"""\n    continued \\\n    line\n    """',
  '"""  \r\n    crlf\r\n    lines\r\n    """',
  '"""\n    blank\n\n    lines\n  """',
  '"""\n    unicode \\u0041 and \\u005cn\n    """',
  '""',
];

describe("a Java literal's value", () => {
  it("is what the JDK reads, unit by unit mapped to the text Java reads as that unit", () => {
    expectCompilersReading("java", LITERALS, document, (literal, spelled) => {
      if (!literal.startsWith('"""')) return `"${spelled}"`;
      // A unit of a text block, alone in one: white space alone would be incidental, a quote would close it.
      return /^[ \t\f"]+$/.test(spelled) ? undefined : `"""\n${spelled}"""`;
    });
  });

  it("ranges over the text between the delimiters, a text block's from its first line", () => {
    const text = document('"""\n      https://a.example/\n      """');
    const { start, end, quote, spelling, value } = valueOf('"""\n      https://a.example/\n      """');
    expect([text.slice(start, end), quote, spelling, value.text]).toEqual([
      "      https://a.example/\n      ",
      '"""',
      "java",
      "https://a.example/\n",
    ]);
    // The indentation removed maps to nothing: the value's first unit is the text's `h`.
    expect(value.map.toDocument(0, 1).start).toBe(text.indexOf("https"));
  });
});

describe("values made of pieces", () => {
  it("read a + chain as one value, its other operands holes", () => {
    const text = document('"https://" + host + "/x"');
    const [candidate] = candidatesOf(text, "java");
    expect([candidate?.value.text, candidate?.spelling]).toEqual(["https://x/x", "java-template"]);
    expect(text.slice(candidate?.start, candidate?.end)).toBe('https://" + host + "/x');
  });
});

const VALUES = [
  "https://a.example/path?q=1#f",
  'https://a.example/it\'s "quoted"',
  'three """ quotes',
  "back\\slash and \\u0041 as text",
  "line\nbreak",
  "carriage\rreturn",
  "tab\there",
  " spaces at both ends ",
  "café 😀",
  "nul\u0000 del\u007f",
  "lone \ud800 surrogate",
];

describe("a value spelled back into a literal", () => {
  it("reads back as the value, by the JDK's own rules, in both kinds of literal", () => {
    const refused = expectSpelledBack(
      "java",
      (value, quote) => spell(value, "java", quote),
      ['"', '"""'],
      VALUES,
      (quote, spelled) => (quote === '"' ? `"${spelled}"` : `"""\n${spelled}"""`),
    );
    expect(refused).toEqual([]);
  });

  it("is never written into a value of pieces", () => {
    expect(spell("https://a.example/", "java-template", '"')).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ['URI.create("HTTP://A.example:80/x");', 'URI.create("http://a.example/x");'],
    ['String u = "HTTP://A.example/caf\\u00e9";', 'String u = "http://a.example/caf\\u00e9";'],
    ['String u = """\n        HTTP://A.example:80/""";', 'String u = """\n        http://a.example/""";'],
  ])("%s", (statement, fixed) => {
    expect(fixedText(`class A {\n    void f() {\n        ${statement}\n    }\n}\n`, "java")).toBe(
      `class A {\n    void f() {\n        ${fixed}\n    }\n}\n`,
    );
  });

  it("leaves a value of pieces as it is", () => {
    const source = 'class A {\n    String u = "HTTP://A.example:80/" + path;\n}\n';
    expect(fixedText(source, "java")).toBe(source);
  });
});
