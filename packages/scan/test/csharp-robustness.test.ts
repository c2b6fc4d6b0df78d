/**
 * C# input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("csharp"));

const PIECES = [
  'string u = "https://a.example/";',
  '@"verbatim ""q"""',
  '"""\n    raw\n    """',
  '$"https://{host}/{{x}}"',
  '$$"""\n    {{x}}\n    """',
  '"\\x41\\u00e9\\U0001F600"',
  "// https://c.example/ urilint-disable-next-line normalized-case",
  '/// <see href="https://d.example/"/>',
  "/*",
  '"',
  '"""',
  "{",
  "}",
  "\\u",
  "\n",
  "\r\n",
  " + ",
  "new Uri(",
  "client.GetAsync(",
  '[InlineData("http://e.example/")]',
  "Assert.Equal(",
  ")",
  "(",
  ", ",
  "class A {",
  "void F() {",
  '"HTTP://A.example:80/"',
];

const SAMPLE = `/// <summary>A client: see https://docs.example/api.</summary>
namespace Client;

using System;

public sealed class Client {
    const string BaseUrl = "https://api.example.com/v1"; // the API

    public string Homepage { get; } = @"https://www.example.com/";

    Task<string> Fetch(string path) => _http.GetStringAsync($"{BaseUrl}/{path}");

    [Theory]
    [InlineData("HTTP://A.example/")]
    public void Fetches(string url) {
        Assert.Equal("""
            https://b.example/
            """, url);
    }
}
`;

describe("C# input of any shape", () => {
  fuzzTests("csharp", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of ['string u = "https://a.example/', '"""', '@"', '$"{', '"\\u00', "/*", "\u0000\ufffd"])
      expectSoundScan(source, "csharp");
    const found = expectSoundScan(
      'class A {\n  void F() {\n    int x = ;\n    var u = new Uri("HTTP://A.example/");\n  }\n}\n',
      "csharp",
    );
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["F(", ")"],
      ["new[] {", "}"],
    ] as const) {
      expectSoundScan(
        `class A { object x = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}; }\n`,
        "csharp",
      );
    }
    const chain = `class A { string x = ${'"https://a.example/" + '.repeat(depth)}"/end"; }\n`;
    const [match] = expectSoundScan(chain, "csharp");
    expect(match?.candidate.value.text.length).toBe(depth * 18 + 4);
  });

  it("of 10 MB", () => {
    const unit = '    /// See https://docs.example/.\n    Uri F() { return new Uri("https://api.example/v1/"); }\n';
    const source = `class A {\n${unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length))}}\n`;
    let count = 0;
    runSync(scanDocument(source, "csharp", () => count++));
    expect(count).toBe(((source.length - 12) / unit.length) * 2);
  }, 180_000);
});
