/**
 * Kotlin literals read as Kotlin reads them, with exact ranges, and values spelled back into them:
 * every escape of a regular string, raw strings without any, templates (`$name`, `${expr}`) as
 * holes, each value compared with the compiler's own reading (support/compiled.ts), each unit of a
 * value mapped back to the document text Kotlin reads as that unit, and every spelled value read
 * back by the compiler.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { spell } from "../src/spell.js";
import { candidatesOf, expectCompilersReading, expectSpelledBack } from "./support/code-languages.js";
import { fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("kotlin"));

const document = (literal: string): string => `class A {\n    val x = ${literal}\n}\n`;

function valueOf(literal: string): Candidate {
  const found = candidatesOf(document(literal), "kotlin");
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** Literals Kotlin accepts, without templates: regular strings with every escape, raw strings. */
const LITERALS: readonly string[] = [
  '"plain https://a.example/path?q=1#f"',
  '"simple \\t \\b \\n \\r \\\' \\" \\\\ \\$"',
  '"unicode \\u00e9 \\uD83D\\uDE00 \\u0041\\u005c"',
  '"https://example.com/caf\\u00e9?q=a\\u0020b"',
  '"dollars that start no template: $ $1 $- $( $"',
  '"astral 😀 and é"',
  '"""raw \\n \\t \\u0041 stay as written, "quoted" and $ alone"""',
  // One quote before the closing ones: tree-sitter-kotlin 1.1.0 reads no more (`"""a"""""` is an error there).
  '"""ends with a quote""""',
  '"""" starts with one"""',
  '""',
  '""""""',
];

describe("a Kotlin literal's value", () => {
  it("is what the compiler reads, unit by unit mapped to the text Kotlin reads as that unit", () => {
    expectCompilersReading("kotlin", LITERALS, document, (literal, spelled) => {
      if (!literal.startsWith('"""')) return `"${spelled}"`;
      // A unit of a raw string, alone in one: a quote would stand beside its delimiters.
      return spelled.includes('"') ? undefined : `"""${spelled}"""`;
    });
  });

  it("ranges over the text between the delimiters, a raw string's closing quotes its last three", () => {
    const text = document('"""https://a.example/""""');
    const { start, end, quote, spelling, value } = valueOf('"""https://a.example/""""');
    expect([text.slice(start, end), quote, spelling, value.text]).toEqual([
      'https://a.example/"',
      '"""',
      "kotlin",
      'https://a.example/"',
    ]);
  });
});

describe("a raw string of several lines", () => {
  it("is text: its URIs are read as prose, each at its place, spelled back into it", () => {
    const literal =
      '"""\n    |curl \'https://a.example/x\' \\\n    |  -d "url=postgres://u:Secr3t@db.example/app"\n    """';
    const text = document(`${literal}.trimMargin()`);
    const found = candidatesOf(text, "kotlin");
    expect(found.map((c) => [c.value.text, text.slice(c.start, c.end), c.site.in, c.spelling, c.quote])).toEqual([
      ["https://a.example/x", "https://a.example/x", "prose", "kotlin", '"""'],
      ["postgres://u:Secr3t@db.example/app", "postgres://u:Secr3t@db.example/app", "prose", "kotlin", '"""'],
    ]);
  });

  it("with templates is a template, read whole", () => {
    const [candidate] = candidatesOf(document('"""\n    https://$host/\n    """'), "kotlin");
    expect([candidate?.value.text, candidate?.spelling]).toEqual(["\n    https://x/\n    ", "kotlin-template"]);
  });
});

describe("templates", () => {
  it.each([
    ['"https://$host/${path.trim()}/x"', "https://x/x/x", ["$host", "${path.trim()}"]],
    ['"https://${"a" + "}"}.example/"', "https://x.example/", ['${"a" + "}"}']],
    ['"https://$`the host`/$_x1é.y"', "https://x/x.y", ["$`the host`", "$_x1é"]],
    ['"""https://$host/${\'$\'}x"""', "https://x/xx", ["$host", "${'$'}"]],
    ['"""raw $host"""', "raw x", ["$host"]],
  ])("%s holds holes", (literal, value, holes) => {
    const text = document(literal);
    const candidate = candidatesOf(text, "kotlin")[0] as Candidate;
    expect([candidate.value.text, candidate.spelling, candidate.site.in]).toEqual([
      value,
      "kotlin-template",
      "template",
    ]);
    const written = candidate.value.holes.map((hole) => candidate.value.map.toDocument(hole.start, hole.end));
    expect(written.map((range) => text.slice(range.start, range.end))).toEqual(holes);
  });

  it("are no template where the $ is escaped or starts no name", () => {
    expect(valueOf('"https://a.example/\\$host/$1/$"').value.text).toBe("https://a.example/$host/$1/$");
    expect(valueOf('"https://a.example/\\$host"').spelling).toBe("kotlin");
  });

  it("read a + chain as one value, its other operands holes", () => {
    const text = document('"https://" + host + "/x"');
    const [candidate] = candidatesOf(text, "kotlin");
    expect([candidate?.value.text, candidate?.spelling]).toEqual(["https://x/x", "kotlin-template"]);
    expect(text.slice(candidate?.start, candidate?.end)).toBe('https://" + host + "/x');
  });

  it("leave a character literal alone", () => {
    expect(candidatesOf(document("'\"'"), "kotlin")).toEqual([]);
  });
});

const VALUES = [
  "https://a.example/path?q=1#f",
  'https://a.example/it\'s "quoted"',
  'three """ quotes',
  "back\\slash and \\u0041 as text",
  "dollar $name ${x} $ $1",
  "line\nbreak",
  "carriage\rreturn",
  "tab\there and back\bspace",
  " spaces at both ends ",
  "café 😀",
  "nul\u0000 del\u007f",
  "lone \ud800 surrogate",
  'ends with a quote"',
];

describe("a value spelled back into a literal", () => {
  it("reads back as the value, by the compiler, where a raw string can hold it", () => {
    const refused = expectSpelledBack(
      "kotlin",
      (value, quote) => spell(value, "kotlin", quote),
      ['"', '"""'],
      VALUES,
      (quote, spelled) => `${quote}${spelled}${quote}`,
    );
    // A raw string has no escapes: no `"""`, no `$` before a name or `{`, no carriage return, no
    // surrogate alone (a UTF-8 file cannot hold one).
    expect(refused).toEqual([
      '""" "three \\"\\"\\" quotes"',
      '""" "dollar $name ${x} $ $1"',
      '""" "carriage\\rreturn"',
      '""" "lone \\ud800 surrogate"',
    ]);
  });

  it("is never written into a value of pieces", () => {
    expect(spell("https://a.example/", "kotlin-template", '"')).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ['URI.create("HTTP://A.example:80/x")', 'URI.create("http://a.example/x")'],
    ['val u = "HTTP://A.example/caf\\u00e9"', 'val u = "http://a.example/caf\\u00e9"'],
    ['val u = """HTTP://A.example:80/"""', 'val u = """http://a.example/"""'],
  ])("%s", (statement, fixed) => {
    expect(fixedText(`fun f() {\n    ${statement}\n}\n`, "kotlin")).toBe(`fun f() {\n    ${fixed}\n}\n`);
  });

  it("leaves a value of pieces as it is", () => {
    for (const source of [
      'val u = "HTTP://A.example:80/" + path\n',
      'val u = "HTTP://A.example:80/$path"\n',
      'val u = """HTTP://A.example:80/${path}"""\n',
    ])
      expect(fixedText(source, "kotlin")).toBe(source);
  });
});
