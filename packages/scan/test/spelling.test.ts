import { describe, expect, it } from "vitest";
import { spell } from "../src/spell.js";
import { decode, ValueBuilder, type ScriptSpelling as Spelling } from "../src/reading/value.js";

/** Decodes the whole `source` and returns, for each unit of the value, the spelling that made it. */
function spellings(source: string, spelling: Spelling): string[] {
  const value = decode(source, 0, source.length, spelling);
  return Array.from({ length: value.text.length }, (_, i) => {
    const range = value.map.toDocument(i, i + 1);
    return source.slice(range.start, range.end);
  });
}

describe("decode: script escapes (ECMAScript 12.9.4)", () => {
  const cases: [source: string, value: string][] = [
    ["plain", "plain"],
    ["a\\u002Fb", "a/b"],
    ["\\u{2F}\\u{1F600}", "/\u{1F600}"],
    ["\\x41\\x2f", "A/"],
    ["\\n\\t\\r\\b\\f\\v", "\n\t\r\b\f\v"],
    ["a\\\nb", "ab"], // line continuation
    ["a\\\r\nb", "ab"],
    ["a\\\u2028b", "ab"],
    ["\\0", "\0"],
    ["\\101", "A"], // legacy octal
    ["\\8", "8"],
    ["\\q", "q"], // NonEscapeCharacter
    ["\\x4", "x4"], // malformed: kept
    ["\\u{110000}", "u{110000}"], // out of range: kept
    ["end\\", "end\\"],
  ];
  it.each(cases)("%j is %j", (source, value) => {
    expect(decode(source, 0, source.length, "string").text).toBe(value);
  });

  it("maps each unit to the escape that produced it, both halves of an astral escape to the whole escape", () => {
    expect(spellings("a\\u002F\\u{1F600}b", "string")).toEqual(["a", "\\u002F", "\\u{1F600}", "\\u{1F600}", "b"]);
  });

  it("maps a raw astral character unit by unit (UTF-16, as LSP positions count)", () => {
    expect(spellings("x😀y", "string")).toEqual(["x", "\uD83D", "\uDE00", "y"]);
  });

  it("skips a line continuation: the next unit maps after it", () => {
    const source = "ab\\\ncd";
    const value = decode(source, 0, source.length, "string");
    expect(value.text).toBe("abcd");
    expect(value.map.toDocument(2, 3)).toEqual({ start: 4, end: 5 });
    // A range across the continuation covers it.
    expect(value.map.toDocument(1, 3)).toEqual({ start: 1, end: 5 });
  });

  it("widens a range that cuts an astral escape to the whole escape", () => {
    const source = "\\u{1F600}";
    const value = decode(source, 0, source.length, "string");
    expect(value.map.widen(1, 2)).toEqual({ start: 0, end: 2 });
    expect(value.map.widen(0, 1)).toEqual({ start: 0, end: 2 });
  });

  it("keeps offsets absolute: a value inside a larger document maps into it", () => {
    const document = 'const u = "h\\x74tp://x";';
    const start = document.indexOf('"') + 1;
    const end = document.lastIndexOf('"');
    const value = decode(document, start, end, "string");
    expect(value.text).toBe("http://x");
    const range = value.map.toDocument(1, 3);
    expect(document.slice(range.start, range.end)).toBe("\\x74t");
  });
});

describe("decode: other spellings", () => {
  it("reads CR and CRLF as LF in templates, raw or cooked (ECMAScript 13.2.8.6)", () => {
    expect(decode("a\r\nb\rc", 0, 6, "template").text).toBe("a\nb\nc");
    expect(decode("a\\nb\r\n", 0, 6, "raw-template").text).toBe("a\\nb\n");
  });

  it("decodes character references in JSX, and no backslash escapes", () => {
    const source = "/a?b=1&amp;c=2&#x2F;&#47;\\u0041&unknown;";
    expect(decode(source, 0, source.length, "jsx-attribute").text).toBe("/a?b=1&c=2//\\u0041&unknown;");
  });

  it("decodes Markdown backslash escapes of punctuation and entity references", () => {
    const source = "a\\(b\\)c\\d&amp;";
    expect(decode(source, 0, source.length, "markdown").text).toBe("a(b)c\\d&");
  });

  it("decodes JSON escapes", () => {
    const source = "http:\\/\\/x\\u002Fy";
    expect(decode(source, 0, source.length, "json").text).toBe("http://x/y");
  });
});

describe("ValueBuilder: template holes", () => {
  it("puts one placeholder for each hole, mapped to the whole ${...}", () => {
    const source = "`https://${host}/a${b}`";
    const builder = new ValueBuilder(source, 1);
    builder.append(1, 9, "template");
    builder.appendHole(9, 16);
    builder.append(16, 18, "template");
    builder.appendHole(18, 22);
    const value = builder.build(22);
    expect(value.text).toBe("https://x/ax");
    expect(value.holes).toEqual([
      { start: 8, end: 9 },
      { start: 11, end: 12 },
    ]);
    const hole = value.map.toDocument(8, 9);
    expect(source.slice(hole.start, hole.end)).toBe("${host}");
  });
});

describe("spell: a replacement written back for its place", () => {
  const cases: [value: string, spelling: Spelling, quote: string, expected: string | undefined][] = [
    ["a'b\"c\\", "string", "'", "a\\'b\"c\\\\"],
    ["a'b\"c", "string", '"', "a'b\\\"c"],
    ["line\nbreak", "string", '"', "line\\u000Abreak"],
    ["`${x}`", "template", "`", "\\`\\${x}\\`"],
    ["a`b", "raw-template", "`", undefined],
    ['a&b"', "jsx-attribute", '"', "a&amp;b&quot;"],
    ["a<b", "jsx-text", "", undefined],
    ["(a b)", "markdown", "(", undefined],
    ["(a)", "markdown", "(", "\\(a\\)"],
    ["(a)", "markdown", "<", "(a)"],
    ['a"b', "json", '"', 'a\\"b'],
    ["a*/b", "plain", "*/", undefined],
    ["a\nb", "plain", "\n", undefined],
    ["http://example.com", "plain", "", "http://example.com"],
  ];
  it.each(cases)("%j as %s in %j is %j", (value, spelling, quote, expected) => {
    expect(spell(value, spelling, quote)).toBe(expected);
  });

  it("round-trips: what is spelled decodes to the value", () => {
    const values = ["a'b", 'x"y', "back\\slash", "tab\there", "\u{1F600}", "${not a hole}", "`"];
    for (const value of values) {
      for (const [spelling, quote] of [
        ["string", "'"],
        ["string", '"'],
        ["template", "`"],
        ["json", '"'],
      ] as const) {
        const spelled = spell(value, spelling, quote) as string;
        expect(decode(spelled, 0, spelled.length, spelling).text).toBe(value);
      }
    }
  });
});
