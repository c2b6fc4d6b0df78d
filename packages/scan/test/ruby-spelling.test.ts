/**
 * Values spelled back into Ruby literals: every speller's output, put between its delimiters, is
 * read back as the value it was given (or the speller refuses); fixes land in the document as
 * valid Ruby, and never on a piece of a URI built elsewhere. (Each literal written here was also
 * read by ruby 3.1.2 when the test was written, and gave the same values.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { spell } from "../src/spell.js";
import { runSync } from "../src/work.js";
import { fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("ruby"));

const CLOSING: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}", "<": ">" };

/** A literal opened by `delimiter` holding `spelled`, as a Ruby expression, and the value it then holds beyond `spelled`'s. */
export function rubyLiteral(delimiter: string, spelled: string): { source: string; suffix: string } {
  if (delimiter.startsWith("<<")) {
    const id = delimiter.replace(/^<<[~-]?['"]?|['"]$/g, "");
    // A squiggly heredoc's body is indented; another's is taken as it stands.
    const indent = delimiter.startsWith("<<~") ? "  " : "";
    return { source: `${delimiter}\n${indent}${spelled}\n${indent}${id}\n`, suffix: "\n" };
  }
  const open = delimiter.slice(-1);
  return { source: `${delimiter}${spelled}${CLOSING[open] ?? open}`, suffix: "" };
}

const DELIMITERS = ['"', "'", "%q(", "%Q[", "%{", "%q|", "%w[", "%W(", "<<~EOS", "<<-EOS", "<<~'EOS'", '<<"EOS"'];
const VALUES = [
  "https://a.example/path?q=1#f",
  'https://a.example/it\'s "quoted" (paren) [b] {c} <d> |e|',
  "back\\slash and \\n as text",
  "line\nbreak",
  "carriage\rreturn",
  "tab\there and space",
  "#{not} #$interpolated #@either",
  "café 😀",
  "nul\u0000 del\u007f esc\u001b",
  "lone \ud800 surrogate",
  "ends with a backslash\\",
];

function readBack(delimiter: string, spelled: string): string | undefined {
  const { source, suffix } = rubyLiteral(delimiter, spelled);
  const found: Candidate[] = [];
  runSync(scanDocument(`x = ${source}\n`, "ruby", (candidate) => found.push(candidate)));
  // A list of words reads as words: the value is one word only when it holds no white space.
  if (found.length !== 1) return found.map((c) => c.value.text).join(" ");
  const text = (found[0] as Candidate).value.text;
  return text.endsWith(suffix) ? text.slice(0, text.length - suffix.length) : undefined;
}

describe("a value spelled back into a literal", () => {
  const cases = DELIMITERS.flatMap((delimiter) =>
    VALUES.map((value) => ({ delimiter, value, spelled: spell(value, "ruby", delimiter) })),
  );
  const written = cases.filter((c) => c.spelled !== undefined);

  it("reads back as the value in every form that can hold it", () => {
    for (const c of written)
      expect(readBack(c.delimiter, c.spelled as string), `${c.delimiter} ${c.spelled}`).toBe(c.value);
    expect(written.length).toBeGreaterThan(100);
  });

  it("is refused where the form cannot hold it, never written wrong", () => {
    const refused = cases
      .filter((c) => c.spelled === undefined)
      .map((c) => `${c.delimiter} ${JSON.stringify(c.value)}`);
    expect(refused).toEqual([
      '" "lone \\ud800 surrogate"',
      '\' "carriage\\rreturn"',
      '\' "lone \\ud800 surrogate"',
      '%q( "carriage\\rreturn"',
      '%q( "lone \\ud800 surrogate"',
      '%Q[ "lone \\ud800 surrogate"',
      '%{ "lone \\ud800 surrogate"',
      '%q| "carriage\\rreturn"',
      '%q| "lone \\ud800 surrogate"',
      '%w[ "carriage\\rreturn"',
      '%w[ "lone \\ud800 surrogate"',
      '%W( "lone \\ud800 surrogate"',
      '<<~EOS "lone \\ud800 surrogate"',
      '<<-EOS "lone \\ud800 surrogate"',
      "<<~'EOS' \"line\\nbreak\"",
      "<<~'EOS' \"carriage\\rreturn\"",
      "<<~'EOS' \"lone \\ud800 surrogate\"",
      '<<"EOS" "lone \\ud800 surrogate"',
    ]);
  });

  it("is never written into a value of pieces, nor into a character literal", () => {
    expect(spell("https://a.example/", "ruby-template", '"')).toBeUndefined();
    expect(spell("a", "ruby", "?")).toBeUndefined();
  });
});

describe("fixes in a document", () => {
  it.each([
    ['Net::HTTP.get_response(URI("HTTP://A.example:80/x"))', 'Net::HTTP.get_response(URI("http://a.example/x"))'],
    ["u = URI.parse('HTTP://A.example/it\\'s')", "u = URI.parse('http://a.example/it\\'s')"],
    ["u = URI.parse(%q(HTTP://A.example/\\(x\\)))", "u = URI.parse(%q(http://a.example/\\(x\\)))"],
    ['u = URI("HTTP://A.example/caf\\u00e9")', 'u = URI("http://a.example/caf\\u00e9")'],
  ])("%s", (source, fixed) => {
    expect(fixedText(source, "ruby")).toBe(fixed);
  });

  it("leaves a value of pieces as it is", () => {
    for (const source of [
      'u = URI("HTTP://A.example:80/" + path)',
      'u = URI("HTTP://A.example:80/#{path}")',
      "u = URI('HTTP://A.example:80/' \"x\")",
    ])
      expect(fixedText(source, "ruby"), source).toBe(source);
  });
});
