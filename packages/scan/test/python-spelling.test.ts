/**
 * Values spelled back into Python literals: every speller's output, put between its delimiters,
 * is read by python3 as the value it was given (or the speller refuses); fixes land in the
 * document as valid Python, and never on a piece of a URI built elsewhere.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { spell } from "../src/spell.js";
import { fixedText } from "./support/documents.js";
import { pythonValues } from "./support/python.js";

beforeAll(() => prepareLanguage("python"));

const DELIMITERS = ['"', "'", '"""', "'''", 'r"', "r'''", 'b"', "b'''", 'rb"', 'f"', "rf'", 'f"""'];
const VALUES = [
  "https://a.example/path?q=1#f",
  'https://a.example/it\'s "quoted"',
  "back\\slash and \\n as text",
  "line\nbreak",
  "carriage\rreturn",
  "tab\there",
  "{braces} and {{doubled}}",
  "café 😀",
  "nul\u0000 del\u007f",
  "lone \ud800 surrogate",
  "ends with a quote'",
  'ends with a quote"',
  "\u00ff latin-1",
];

describe("a value spelled back into a literal", () => {
  const cases = DELIMITERS.flatMap((delimiter) =>
    VALUES.map((value) => ({ delimiter, value, spelled: spell(value, "python", delimiter) })),
  );
  const written = cases.filter((c) => c.spelled !== undefined);
  const quoteOf = (delimiter: string): string => delimiter.replace(/^[a-z]+/, "");

  it("reads back as the value, by Python's own rules, in every form that can hold it", () => {
    const read = pythonValues(written.map((c) => `${c.delimiter}${c.spelled}${quoteOf(c.delimiter)}`));
    written.forEach((c, i) => {
      // An f-string's braces are doubled: Python reads them back, the fields being none.
      expect(read[i], `${c.delimiter}${c.spelled}${quoteOf(c.delimiter)}`).toBe(c.value);
    });
  });

  it("is refused where the form cannot hold it, never written wrong", () => {
    const refused = cases
      .filter((c) => c.spelled === undefined)
      .map((c) => `${c.delimiter} ${JSON.stringify(c.value)}`);
    expect(refused).toEqual(
      expect.arrayContaining([
        'r" "back\\\\slash and \\\\n as text"',
        'r" "line\\nbreak"',
        'rb" "café 😀"',
        'b" "café 😀"',
        'rf\' "https://a.example/it\'s \\"quoted\\""',
      ]),
    );
    // Every non-raw str form holds every value.
    expect(refused.filter((c) => /^f?("|'|"""|''') /.test(c))).toEqual([]);
    expect(written.length).toBeGreaterThan(120);
  });

  it("is never written into a value of pieces", () => {
    expect(spell("https://a.example/", "python-template", '"')).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ['requests.get("HTTP://A.example:80/x")', 'requests.get("http://a.example/x")'],
    ["u = r'HTTP://A.example/a+b'", "u = r'http://a.example/a+b'"],
    ['u = b"HTTP://A.example/\\xff"', 'u = b"http://a.example/\\xff"'],
    ['u = "HTTP://A.example/caf\\u00e9"', 'u = "http://a.example/caf\\u00e9"'],
    ['u = f"HTTP://A.example/{{x}}"', 'u = f"http://a.example/{{x}}"'],
    ['u = """HTTP://A.example/"""', 'u = """http://a.example/"""'],
    // Side by side, in one form: one literal to a fix.
    ['u = ("HTTP://A.exa" "mple/")', 'u = ("http://a.exa" "mple/")'],
  ])("%s", (source, fixed) => {
    expect(fixedText(source, "python")).toBe(fixed);
    expect(
      pythonValues([
        fixed
          .slice(fixed.indexOf("=") + 1)
          .trim()
          .replace(/^requests\.get\((.*)\)$/, "$1"),
      ])[0],
    ).not.toBeNull();
  });

  it("leaves a value of pieces as it is", () => {
    for (const source of [
      'u = "HTTP://A.example:80/" + path',
      'u = f"HTTP://A.example:80/{path}"',
      'u = "HTTP://A.example:80/{}".format(path)',
      "u = ('HTTP://A.example:80/' r\"x\")",
    ])
      expect(fixedText(source, "python"), source).toBe(source);
  });
});
