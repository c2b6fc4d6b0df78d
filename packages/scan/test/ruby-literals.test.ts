/**
 * Ruby literals read as Ruby reads them, with exact ranges: every quote, percent form, heredoc and
 * escape. No Ruby runs in the tests (none is on a fresh machine): each value below is what
 * `eval` of the literal gave in ruby 3.1.2 when the row was written, except where a row says it
 * follows Ruby's documentation instead.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";

beforeAll(() => prepareLanguage("ruby"));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "ruby", (candidate) => found.push(candidate)));
  return found;
}

/** The one value assigned in `x = <literal>`. */
function valueOf(literal: string): Candidate {
  const found = candidatesOf(`x = ${literal}\n`);
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** [literal, what ruby 3.1.2 reads it as]. */
const LITERALS: readonly (readonly [string, string])[] = [
  ['"plain https://a.example/path?q=1#f"', "plain https://a.example/path?q=1#f"],
  ["'single \\' \\\\ \\n \\q'", "single ' \\ \\n \\q"],
  ['"double \\a\\b\\t\\n\\v\\f\\r\\e\\s \\\\ \\" \\q"', 'double \x07\b\t\n\v\f\r\x1b  \\ " q'],
  ['"octal \\0 \\7 \\101 \\1010"', "octal \0 \x07 A A0"],
  ['"hex \\x41 \\x7 \\x7e \\x7g"', "hex A \x07 ~ \x07g"],
  ['"unicode \\u00e9 \\u{41} \\u{1F600 20 41}"', "unicode é A 😀 A"],
  ['"control \\cA \\C-b \\c?"', "control \x01 \x02 \x7f"],
  ['"line \\\ncontinued"', "line continued"],
  ['"crlf continuation \\\r\nend"', "crlf continuation end"],
  ['"crlf\r\ninside"', "crlf\ninside"],
  ["%q(paren (nested) \\(escaped\\) \\\\ \\q)", "paren (nested) (escaped) \\ \\q"],
  ["%q[bracket \\] \\[ ]", "bracket ] [ "],
  ["%q{brace \\}}", "brace }"],
  ["%q<angle \\> >", "angle > "],
  ["%q|pipe \\| \\\\|", "pipe | \\"],
  ["%Q(double \\( \\n)", "double ( \n"],
  ["%(bare percent \\t)", "bare percent \t"],
  ["%Q!bang \\! !", "bang ! "],
  ['"astral 😀 and é"', "astral 😀 and é"],
  ['"https://example.com/caf\\u00e9?q=a\\x20b"', "https://example.com/café?q=a b"],
  ['"https://user:p\\x40ss@example.com/"', "https://user:p@ss@example.com/"],
  ['""', ""],
  ["''", ""],
  ['"not interp \\#{x} #x #"', "not interp #{x} #x #"],
  ["<<~EOS\n    a\n   \n \n      \nEOS\n", "a\n\n\n  \n"],
  ["<<~EOS\n  x\n        b\n  \ta\nEOS\n", "x\n      b\n\ta\n"],
  ["<<~EOS\n  \ta\n        b\nEOS\n", "a\nb\n"],
  ["<<~EOS\n  a\\\n  b\n  c\nEOS\n", "ab\nc\n"],
  ["<<~EOS\n\tb\n        c\n   d\nEOS\n", "\tb\n     c\nd\n"],
  ["<<~EOS\n  x\n        b\n   \nEOS\n", "x\n      b\n \n"],
  ["<<-EOS\n  kept \\x41\n  EOS\n", "  kept A\n"],
  ["<<EOS\nplain \\t\nEOS\n", "plain \t\n"],
  ["<<~'EOS'\n  raw \\n #{x}\n    more\n  EOS\n", "raw \\n #{x}\n  more\n"],
  ['<<~"EOS"\n  quoted \\u00e9\n  EOS\n', "quoted é\n"],
  ["<<~EOS\r\n  crlf\r\n    lines\r\n  EOS\r\n", "crlf\n  lines\n"],
  // Ruby's documentation: a line of white space only counts for no indentation, and loses as much
  // of its own as the others. (ruby 3.1.2 reads this one as "   b\n\nc\n", taking 5 columns from
  // the first line: it then disagrees with its own documentation.)
  ["<<~EOS\n        b\n   \n  c\nEOS\n", "      b\n \nc\n"],
];

describe("a literal's value", () => {
  it.each(LITERALS)("%j is what Ruby reads", (literal, expected) => {
    expect(valueOf(literal).value.text).toBe(expected);
  });

  it("maps each unit to the text Ruby reads as that unit", () => {
    const spelledUnits = (literal: string): string[] => {
      const document = `x = ${literal}\n`;
      const { value } = valueOf(literal);
      return [...value.text].map((_, i) => {
        const range = value.map.toDocument(i, i + 1);
        return document.slice(range.start, range.end);
      });
    };
    expect(spelledUnits('"a\\x41\\u{42 43}\\\nd"')).toEqual(["a", "\\x41", "\\u{42 43}", "\\u{42 43}", "d"]);
    expect(spelledUnits("%q(\\)\\\\x)")).toEqual(["\\)", "\\\\", "x"]);
    expect(spelledUnits('"a\r\nb"')).toEqual(["a", "\r\n", "b"]);
    // A squiggly heredoc's indentation is no unit of the value: each unit is its own character.
    expect(spelledUnits("<<~EOS\n    a\n      b\n    EOS\n")).toEqual(["a", "\n", " ", " ", "b", "\n"]);
    expect(spelledUnits("<<~EOS\n  a\\\n  b\n  EOS\n")).toEqual(["a", "b", "\n"]);
  });

  it("ranges over the text between the delimiters, and a heredoc's over its body", () => {
    const document = "x = %Q[https://a.example/]\ny = <<~EOS\n  https://b.example/\n  EOS\n";
    const found = candidatesOf(document);
    expect(found.map((c) => [document.slice(c.start, c.end), c.quote, c.spelling])).toEqual([
      ["https://a.example/", "%Q[", "ruby"],
      ["  https://b.example/\n", "<<~EOS", "ruby"],
    ]);
  });

  it("reads character literals as pieces of a + chain (alone, one character is no URI)", () => {
    const { value } = valueOf('"https://a" + ?/ + ?\\u{41} + ?\\n');
    expect(value.text).toBe("https://a/A\n");
    expect(candidatesOf("x = ?a\n")).toEqual([]);
  });

  it("makes a meta escape one opaque character", () => {
    expect(valueOf('"a\\M-ab"').value.holes).toEqual([{ start: 1, end: 2 }]);
  });

  it("reads byte escapes that spell a character in UTF-8 as that character, any other byte above 0x7F as a hole", () => {
    // ruby 3.1.2: "caf\xC3\xA9" is "café" (two octets of UTF-8), "\351" alone is no character.
    const { value } = valueOf('"https://a.example/caf\\xC3\\xA9/\\351/\\303\\251"');
    expect(value.text).toBe("https://a.example/café/x/é");
    expect(value.holes).toHaveLength(1);
  });
});

describe("interpolation and values made of pieces", () => {
  it("makes each #{...} one hole, and reads the literals inside it on their own", () => {
    const document = 'x = "https://#{host["name"]}:#@port/a"\n';
    const found = candidatesOf(document);
    expect(found.map((c) => [c.value.text, c.spelling])).toEqual([
      ["https://x:x/a", "ruby-template"],
      ["name", "ruby"],
    ]);
    const hole = (found[0] as Candidate).value.map.toDocument(8, 9);
    expect(document.slice(hole.start, hole.end)).toBe('#{host["name"]}');
  });

  it("reads the literals inside the interpolations of a chain's pieces, and none inside a single-quoted string", () => {
    // The last strings of the document: no `#` comes after them.
    const document = "# a comment\nx = \"https://#{h['a.example']}/\" + y\nz = '#{\"https://b.example/\"}'\n";
    expect(candidatesOf(document).map((c) => [c.value.text, c.spelling])).toEqual([
      ["https://x/x", "ruby-template"],
      ["a.example", "ruby"],
      ['#{"https://b.example/"}', "ruby"],
    ]);
  });

  it("reads literals side by side as one value, and a + chain with its other operands as holes", () => {
    expect(candidatesOf('x = "https://a" \\\n  "/b"\n').map((c) => [c.value.text, c.spelling])).toEqual([
      ["https://a/b", "ruby"],
    ]);
    expect(candidatesOf("x = 'https://a' \"/b\"\n").map((c) => c.spelling)).toEqual(["ruby-template"]);
    const chain = candidatesOf('x = "https://" + host + "/v1" + ?/\n');
    expect(chain.map((c) => [c.value.text, c.spelling])).toEqual([["https://x/v1/", "ruby-template"]]);
  });

  it("reads each word of %w and %W, and the body of each heredoc of a line in its own context", () => {
    const document =
      "urls = %w[https://a.example/ https://b\\ c/]\nget(<<~A, <<-B)\n  https://c.example/\nA\n  https://d.example/\n  B\n";
    expect(candidatesOf(document).map((c) => [c.value.text, c.site.context])).toEqual([
      ["https://a.example/", { kind: "named", name: "urls" }],
      ["https://b c/", { kind: "named", name: "urls" }],
      ["https://c.example/\n", { kind: "sink", callee: "get", argument: 0, role: "other" }],
      ["  https://d.example/\n", { kind: "sink", callee: "get", argument: 1, role: "other" }],
    ]);
  });

  it("leaves regular expressions, symbols and commands alone", () => {
    expect(candidatesOf('x = /https:\\/\\/a/\ny = :"https://b"\nz = `curl https://c`\nw = %r{https://d}\n')).toEqual(
      [],
    );
  });
});
