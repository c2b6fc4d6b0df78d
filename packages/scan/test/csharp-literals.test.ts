/**
 * C# literals read as C# reads them, with exact ranges, and values spelled back into them: regular
 * strings with every escape, verbatim strings, interpolated ones without holes compared with the
 * compiler's own reading (Mono's, support/compiled.ts), each unit of a value mapped back to the
 * document text C# reads as that unit, and every spelled value read back by the compiler. Raw
 * string literals (C# 11) and `@$"` are newer than that compiler: they are checked against the
 * specification's own examples.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { spell } from "../src/spell.js";
import { candidatesOf, expectCompilersReading, expectSpelledBack } from "./support/code-languages.js";
import { fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("csharp"));

const document = (literal: string): string => `class A {\n    string x = ${literal};\n}\n`;

function valueOf(literal: string): Candidate {
  const found = candidatesOf(document(literal), "csharp");
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** Literals the compiler accepts, with every escape. */
const LITERALS: readonly string[] = [
  '"plain https://a.example/path?q=1#f"',
  '"simple \\\' \\" \\\\ \\0 \\a \\b \\f \\n \\r \\t \\v"',
  '"hex \\x41 \\x7e! \\x00e9z \\xD83D\\xDE00 \\x1G"',
  '"unicode \\u00e9 \\U0001F600 \\uD83D\\uDE00"',
  '"https://example.com/caf\\u00e9?q=a\\x20b"',
  '"astral 😀 and é"',
  '@"verbatim \\n ""quoted"" https://a.example/"',
  '@"two\nlines"',
  '$"interpolated {{braces}} \\u00e9 https://a.example/"',
  '$@"verbatim interpolated ""{{x}}"" \\n"',
  '""',
  '@""',
];

describe("a C# literal's value", () => {
  it("is what the compiler reads, unit by unit mapped to the text C# reads as that unit", () => {
    expectCompilersReading("csharp", LITERALS, document, (literal, spelled) => {
      if (literal.startsWith("$@")) return `$@"${spelled}"`;
      if (literal.startsWith("@")) return `@"${spelled}"`;
      if (literal.startsWith("$")) return `$"${spelled}"`;
      return `"${spelled}"`;
    });
  });

  it("ranges over the text between the delimiters", () => {
    const text = document('@"https://a.example/""q"""');
    const { start, end, quote, spelling, value } = valueOf('@"https://a.example/""q"""');
    expect([text.slice(start, end), quote, spelling, value.text]).toEqual([
      'https://a.example/""q""',
      '"',
      "csharp-verbatim",
      'https://a.example/"q"',
    ]);
  });

  it("reads \\e (C# 13) as escape", () => {
    expect(valueOf('"a\\eb"').value.text).toBe("a\x1bb");
  });

  it("keeps the text of what the compiler rejects", () => {
    expect(valueOf('"https://a.example/\\q \\u12"').value.text).toBe("https://a.example/\\q \\u12");
  });

  it("reads a u8 literal's text", () => {
    const { value, spelling } = valueOf('"https://a.example/"u8');
    expect([value.text, spelling]).toEqual(["https://a.example/", "csharp"]);
  });
});

describe("a raw string literal (C# 11, the specification's examples)", () => {
  it.each([
    ['"""https://a.example/"quoted"/"""', 'https://a.example/"quoted"/'],
    ['""""has """ inside""""', 'has """ inside'],
    ['"""\n    https://a.example/\n      indented\n    """', "https://a.example/\n  indented"],
    ['"""   \r\n    crlf\r\n    lines\r\n    """', "crlf\r\nlines"],
    ['"""\n    blank\n\n    lines\n    """', "blank\n\nlines"],
    ['"""\n    no escape \\n \\u0041\n    """', "no escape \\n \\u0041"],
    ['"""\n    """', ""],
  ])("%j is %j", (literal, expected) => {
    const text = document(literal);
    const { value, spelling, quote } = valueOf(literal);
    expect([value.text, spelling]).toEqual([expected, "csharp-raw"]);
    expect(quote).toBe(/^"+/.exec(literal)?.[0]);
    // The indentation removed maps to nothing: each unit maps to its own character.
    for (let u = 0; u < value.text.length; u++) {
      const range = value.map.toDocument(u, u + 1);
      expect(text.slice(range.start, range.end)).toBe(value.text[u]);
    }
  });

  it("reads an interpolated raw literal's braces by its number of $", () => {
    const text = document('$$"""\n    {"url": "https://a.example/{{id}}"}\n    """');
    const [candidate] = candidatesOf(text, "csharp");
    expect([candidate?.value.text, candidate?.spelling]).toEqual(['{"url": "https://a.example/x"}', "csharp-template"]);
  });
});

describe("values made of pieces", () => {
  it("read an interpolation as a hole", () => {
    const text = document('$"https://{host}/x?q={{1}}"');
    const [candidate] = candidatesOf(text, "csharp");
    expect([candidate?.value.text, candidate?.spelling, candidate?.site.in]).toEqual([
      "https://x/x?q={1}",
      "csharp-template",
      "template",
    ]);
  });

  it("read a + chain as one value, its other operands holes", () => {
    const text = document('"https://" + host + @"/x"');
    const [candidate] = candidatesOf(text, "csharp");
    expect([candidate?.value.text, candidate?.spelling]).toEqual(["https://x/x", "csharp-template"]);
    expect(text.slice(candidate?.start, candidate?.end)).toBe('https://" + host + @"/x');
  });
});

const VALUES = [
  "https://a.example/path?q=1#f",
  'https://a.example/it\'s "quoted"',
  "back\\slash and \\u0041 as text",
  "line\nbreak",
  "carriage\rreturn",
  "tab\there",
  "{braces}",
  "café 😀",
  "nul\u0000 del\u007f next\u0085line",
  "hex-looking \u0001a",
  "lone \ud800 surrogate",
];

describe("a value spelled back into a literal", () => {
  it("reads back as the value, by the compiler's own rules, in a regular and a verbatim literal", () => {
    const regular = expectSpelledBack(
      "csharp",
      (value) => spell(value, "csharp", '"'),
      ['"'],
      VALUES,
      (_quote, spelled) => `"${spelled}"`,
    );
    const verbatim = expectSpelledBack(
      "csharp",
      (value) => spell(value, "csharp-verbatim", '"'),
      ['"'],
      VALUES,
      (_quote, spelled) => `@"${spelled}"`,
    );
    expect(regular).toEqual([]);
    // A surrogate alone is no text a source file can hold.
    expect(verbatim).toEqual(['" "lone \\ud800 surrogate"']);
  });

  it("goes into a raw literal only as text on one line without a quote", () => {
    expect(spell("https://a.example/", "csharp-raw", '"""')).toBe("https://a.example/");
    expect(spell('a"b', "csharp-raw", '"""')).toBeUndefined();
    expect(spell("a\nb", "csharp-raw", '"""')).toBeUndefined();
  });

  it("is never written into a value of pieces", () => {
    expect(spell("https://a.example/", "csharp-template", '"')).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ['var u = new Uri("HTTP://A.example:80/x");', 'var u = new Uri("http://a.example/x");'],
    ['string u = "HTTP://A.example/caf\\u00e9";', 'string u = "http://a.example/caf\\u00e9";'],
    ['string u = @"HTTP://A.example:80/x";', 'string u = @"http://a.example/x";'],
    [
      'string u = """\n            HTTP://A.example:80/\n            """;',
      'string u = """\n            http://a.example/\n            """;',
    ],
  ])("%s", (statement, fixed) => {
    expect(fixedText(`class A {\n    void F() {\n        ${statement}\n    }\n}\n`, "csharp")).toBe(
      `class A {\n    void F() {\n        ${fixed}\n    }\n}\n`,
    );
  });

  it("leaves a value of pieces as it is", () => {
    const source =
      'class A {\n    string u = "HTTP://A.example:80/" + path;\n    string v = $"HTTP://A.example:80/{path}";\n}\n';
    expect(fixedText(source, "csharp")).toBe(source);
  });
});
