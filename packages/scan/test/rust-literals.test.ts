/**
 * Rust literals read as Rust reads them, with exact ranges, and values spelled back into them:
 * every prefix, raw form and escape, each value compared with rustc's own reading
 * (support/compiled.ts), each unit of a value mapped back to the document text Rust reads as that
 * unit, and every spelled value read back by rustc as the value.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { spell } from "../src/spell.js";
import { candidatesOf, expectCompilersReading, expectSpelledBack } from "./support/code-languages.js";
import { fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("rust"));

const document = (literal: string): string => `fn f() {\n    let x = ${literal};\n}\n`;

function valueOf(literal: string): Candidate {
  const found = candidatesOf(document(literal), "rust");
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** Literals Rust accepts, in every form, with every escape. */
const LITERALS: readonly string[] = [
  '"plain https://a.example/path?q=1#f"',
  '"simple \\n \\r \\t \\\\ \\0 \\\' \\""',
  '"hex \\x41\\x7e\\x7F"',
  '"unicode \\u{e9} \\u{1F600} \\u{0041}"',
  '"https://example.com/caf\\u{e9}?q=a\\x20b"',
  '"continued \\\n      line and \\\r\n  crlf"',
  '"crlf\r\ninside"',
  '"astral 😀 and é"',
  'b"bytes \\x41 \\xc3\\xa9 \\n"',
  'r"raw \\n \\x41 end"',
  'r#"raw "quoted" # hash"#',
  'r##"raw "# two"##',
  'br#"raw bytes "x""#',
  'r"raw\r\ncrlf"',
  'c"c string \\xc3\\xa9 \\u{e9}"',
  'cr"raw c"',
  '""',
  'b"bad \\xff byte"',
];

describe("a Rust literal's value", () => {
  it("is what rustc reads, unit by unit mapped to the text Rust reads as that unit", () => {
    expectCompilersReading("rust", LITERALS, document, (literal, spelled) => {
      const opening = /^[bcr#]*"/.exec(literal)?.[0] as string;
      const closing = `"${"#".repeat(opening.length - opening.replace(/#/g, "").length)}`;
      // A continuation's text is no unit; a byte literal holds ASCII only (its escapes stand for the rest).
      return `${opening}${spelled}${closing}`;
    });
  });

  it("ranges over the text between the delimiters", () => {
    const text = document('br##"https://a.example/"##');
    const { start, end, quote, spelling } = valueOf('br##"https://a.example/"##');
    expect([text.slice(start, end), quote, spelling]).toEqual(["https://a.example/", 'br##"', "rust"]);
  });

  it("makes bytes that are no text holes", () => {
    const { value, spelling } = valueOf('b"a\\xffb"');
    expect([value.text, value.holes, spelling]).toEqual(["axb", [{ start: 1, end: 2 }], "rust-template"]);
  });
});

describe("values made of pieces", () => {
  it("read a format!'s fields as holes, and {{ and }} as braces", () => {
    const text = `fn f() {\n    let u = format!("https://{}:{port}/{{x}}", host);\n}\n`;
    const [candidate] = candidatesOf(text, "rust");
    expect([candidate?.value.text, candidate?.value.holes.length, candidate?.spelling]).toEqual([
      "https://x:x/{x}",
      2,
      "rust-template",
    ]);
    expect(candidate?.site.context).toEqual({ kind: "named", name: "u" });
  });

  it("read a + chain as one value, its other operands holes", () => {
    // Rust's `+` needs a String on its left: a call, a hole.
    const [candidate] = candidatesOf(document('String::from("https://") + host + "/x"'), "rust");
    expect([candidate?.value.text, candidate?.spelling]).toEqual(["xx/x", "rust-template"]);
  });
});

const VALUES = [
  "https://a.example/path?q=1#f",
  'https://a.example/it\'s "quoted"',
  'raw "# closing',
  "back\\slash and \\n as text",
  "line\nbreak",
  "carriage\rreturn",
  "tab\there",
  "café 😀",
  "nul\u0000 del\u007f",
  "lone \ud800 surrogate",
];

describe("a value spelled back into a literal", () => {
  it("reads back as the value, by rustc's own rules, or is refused", () => {
    const refused = expectSpelledBack(
      "rust",
      (value, quote) => spell(value, "rust", quote),
      ['"', 'b"', 'c"', 'r"', 'r#"', 'br#"'],
      VALUES,
      (quote, spelled) => `${quote}${spelled}"${"#".repeat(quote.length - quote.replace(/#/g, "").length)}`,
    );
    expect(refused.sort()).toEqual(
      [
        `" "lone \\ud800 surrogate"`,
        `b" "lone \\ud800 surrogate"`,
        `c" ${JSON.stringify("nul\u0000 del\u007f")}`,
        `c" "lone \\ud800 surrogate"`,
        `r" "https://a.example/it's \\"quoted\\""`,
        `r" "raw \\"# closing"`,
        `r" "carriage\\rreturn"`,
        `r" "lone \\ud800 surrogate"`,
        `r#" "raw \\"# closing"`,
        `r#" "carriage\\rreturn"`,
        `r#" "lone \\ud800 surrogate"`,
        `br#" "raw \\"# closing"`,
        `br#" "carriage\\rreturn"`,
        `br#" "café 😀"`,
        `br#" "lone \\ud800 surrogate"`,
      ].sort(),
    );
  });

  it("is never written into a value of pieces", () => {
    expect(spell("https://a.example/", "rust-template", '"')).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ['reqwest::get("HTTP://A.example:80/x")', 'reqwest::get("http://a.example/x")'],
    ['let u = r#"HTTP://A.example/a#b"#;', 'let u = r#"http://a.example/a#b"#;'],
    ['let u = "HTTP://A.example/caf\\u{e9}";', 'let u = "http://a.example/caf\\u{e9}";'],
  ])("%s", (statement, fixed) => {
    expect(fixedText(`fn f() {\n    ${statement}\n}\n`, "rust")).toBe(`fn f() {\n    ${fixed}\n}\n`);
  });

  it("leaves a value of pieces as it is", () => {
    for (const statement of [
      'let u = format!("HTTP://A.example:80/{}", path);',
      'let u = b"HTTP://A.example:80/\\xff";',
    ]) {
      const source = `fn f() {\n    ${statement}\n}\n`;
      expect(fixedText(source, "rust"), source).toBe(source);
    }
  });
});
