/**
 * Python literals read as Python reads them, with exact ranges: every prefix, quote and escape,
 * each value compared with python3's own reading of the literal, and each unit of the value
 * mapped back to the document text that Python reads as that unit.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { pythonValues } from "./support/python.js";

beforeAll(() => prepareLanguage("python"));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "python", (candidate) => found.push(candidate)));
  return found;
}

/** The one value assigned in `x = <literal>`. */
function valueOf(literal: string): Candidate {
  const found = candidatesOf(`x = ${literal}\n`);
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** Literals Python accepts, in every form: prefixes in both cases, four quotes, every escape. */
const LITERALS: readonly string[] = [
  '"plain https://a.example/path?q=1#f"',
  "'single quoted'",
  '"""triple\nquoted "one" \'two\'"""',
  "'''triple single'''",
  '"simple \\n \\t \\\\ \\" \\\' \\a \\b \\f \\v \\r"',
  '"octal \\0 \\7 \\101 \\1010 \\777"',
  '"hex \\x41\\x7e\\x7F"',
  '"unicode \\u00e9 \\U0001F600 \\uD7FF"',
  '"named \\N{SOLIDUS}\\N{latin small letter a}\\N{LF}\\N{COMMERCIAL AT}\\N{NO-BREAK SPACE}"',
  '"not escapes \\q \\d \\{ \\8"',
  'r"raw \\n \\q \\\\ \\" end"',
  "R'raw \\d+\\.'",
  '"""line\\\ncontinued"""',
  '"line \\\ncontinued"',
  '"crlf continuation \\\r\nend"',
  '"""crlf\r\ninside and cr\ralone"""',
  'r"""raw \\\nnewline kept"""',
  'b"bytes \\x41 \\N{x} \\u0041 \\101 \\xff"',
  'rb"raw bytes \\x41"',
  'Br"raw bytes \\x"',
  'bR"\\\\"',
  'u"unicode prefix \\u0041"',
  'U"upper u"',
  '"astral 😀 and é"',
  '"https://example.com/caf\\u00e9?q=a\\x20b"',
  '"https://user:p\\x40ss@example.com/"',
  '""',
  "''",
  '""""""',
];

describe("a literal's value", () => {
  it("is what Python reads, for every form", () => {
    const expected = pythonValues(LITERALS);
    LITERALS.forEach((literal, i) => {
      expect(expected[i], `Python reads ${literal}`).not.toBeNull();
      const found = candidatesOf(`x = ${literal}\n`);
      const text = found.length === 0 ? "" : (found[0] as Candidate).value.text;
      expect(text, literal).toBe(expected[i]);
    });
  });

  it("maps every unit to the document text Python reads as that unit", () => {
    const checks: { literal: string; unit: string; source: string }[] = [];
    for (const literal of LITERALS) {
      const document = `x = ${literal}\n`;
      const found = candidatesOf(document);
      if (found.length === 0) continue;
      const { value } = found[0] as Candidate;
      const prefix = /^[A-Za-z]*/.exec(literal)?.[0] ?? "";
      for (let i = 0; i < value.text.length; i++) {
        // Both units of an astral character together: the character, or the escape that wrote it.
        const astral = /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(value.text.slice(i, i + 2));
        const range = value.map.toDocument(i, astral ? i + 2 : i + 1);
        const spelled = document.slice(range.start, range.end);
        const unit = astral ? value.text.slice(i, i + 2) : (value.text[i] as string);
        if (astral) i++;
        // A backslash that starts no escape (any in a raw literal) is itself; alone, it would
        // escape the closing quote: compared as it is (the values above are Python's).
        if (spelled === "\\") {
          expect(unit).toBe("\\");
          continue;
        }
        // The spelling of one unit, alone in a literal of the same prefix (triple-quoted: it may be a line break).
        const quote = spelled.includes('"') ? "'''" : '"""';
        checks.push({ literal, unit, source: `${prefix}${quote}${spelled}${quote}` });
      }
    }
    const read = pythonValues(checks.map((check) => check.source));
    checks.forEach((check, i) => expect(read[i], `${check.source} in ${check.literal}`).toBe(check.unit));
    expect(checks.length).toBeGreaterThan(400);
  });

  it("ranges over the text between the quotes, whatever the prefix", () => {
    const document = 'x = rB"""https://a.example/"""\n';
    const { start, end, quote, spelling } = valueOf(document.slice(4, -1));
    expect(document.slice(4 + start - 4, 4 + end - 4)).toBe("https://a.example/");
    expect([start, end, quote, spelling]).toEqual([9, 27, 'rb"""', "python"]);
  });

  it("keeps the text of what Python cannot read as an escape", () => {
    expect(valueOf('"bad \\x4 and \\N{NO SUCH NAME} and \\uZZ"').value.text).toBe("bad \\x4 and x and \\uZZ");
    // A name this reader does not know is one opaque character.
    expect(valueOf('"\\N{GREEK SMALL LETTER ALPHA}"').value.holes).toEqual([{ start: 0, end: 1 }]);
  });
});

describe("f-strings and t-strings", () => {
  it("make each field one hole and read {{ and }} as braces", () => {
    const document = 'x = f"https://{host}:{port!s:>{width}}/a{{b}}c"\n';
    const { value, spelling } = valueOf(document.slice(4, -1));
    expect(value.text).toBe("https://x:x/a{b}c");
    expect(value.holes).toEqual([
      { start: 8, end: 9 },
      { start: 10, end: 11 },
    ]);
    const field = value.map.toDocument(10, 11);
    expect(document.slice(field.start, field.end)).toBe("{port!s:>{width}}");
    expect(spelling).toBe("python-template");
  });

  it("read Python 3.12's nested quotes, and the literals inside the fields on their own", () => {
    const found = candidatesOf('x = f"https://{d["host"]}/{f\'{y}\'}"\n');
    expect(found.map((candidate) => candidate.value.text)).toEqual(["https://x/x", "host", "x"]);
  });

  it("decode escapes in the text around the fields, and none in a raw one", () => {
    expect(valueOf('f"a\\x41{b}\\n"').value.text).toBe("aAx\n");
    expect(valueOf('rf"\\d{b}\\n"').value.text).toBe("\\dx\\n");
    expect(valueOf('t"https://{h}/"').value.text).toBe("https://x/");
  });

  it("without a field is one literal, spelled back with its braces doubled", () => {
    const { value, spelling, quote } = valueOf('f"https://a.example/{{x}}"');
    expect([value.text, value.holes, spelling, quote]).toEqual(["https://a.example/{x}", [], "python", 'f"']);
  });
});

describe("values made of pieces", () => {
  it("reads literals side by side as one value, across lines and forms", () => {
    const document = 'x = ("https://a.example"  # the host\n     "/b" r\'/\\c\')\n';
    const found = candidatesOf(document).filter((candidate) => candidate.site.in !== "comment");
    expect(found).toHaveLength(1);
    const { value, start, end, spelling } = found[0] as Candidate;
    expect(value.text).toBe("https://a.example/b/\\c");
    expect(document.slice(start, end)).toBe('https://a.example"  # the host\n     "/b" r\'/\\c');
    const b = value.map.toDocument(17, 19);
    expect(document.slice(b.start, b.end)).toBe("/b");
    // Two forms: no fix may span them.
    expect(spelling).toBe("python-template");
  });

  it("reads a + chain as one value, its other operands holes", () => {
    const document = 'x = "https://" + host + ("/a" + f"/{b}") + "/c" * 2\n';
    const found = candidatesOf(document);
    expect(found.map((candidate) => [candidate.value.text, candidate.spelling])).toEqual([
      ["https://x/a/xx", "python-template"],
      // `"/c" * 2` is an operand that is no literal (a hole), and a literal of its own.
      ["/c", "python"],
    ]);
    const hole = (found[0] as Candidate).value.map.toDocument(8, 9);
    expect(document.slice(hole.start, hole.end)).toBe("host");
  });

  it("reads the fields of a .format() template as holes", () => {
    expect(valueOf('"https://{}:{}@{host}/{{x}}".format(a, b, host=c)').value.text).toBe("https://x:x@x/{x}");
    expect(valueOf('"https://%s/x" % host').value.text).toBe("https://%s/x");
  });
});
