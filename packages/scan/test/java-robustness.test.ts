/**
 * Java input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("java"));

const PIECES = [
  'String u = "https://a.example/";',
  '"""\n    text block\n    """',
  '"\\u0041\\101\\u005cn"',
  "// https://c.example/ urilint-disable-next-line normalized-case",
  "/** javadoc {@link https://d.example/} */",
  "/*",
  '"',
  '"""',
  "\\u",
  "\n",
  "\r\n",
  " + ",
  "URI.create(",
  "new Request.Builder().url(",
  '@GET("users/{id}")',
  "assertEquals(",
  ")",
  "(",
  "{",
  "}",
  ", ",
  "class A {",
  "void f() {",
  '"HTTP://A.example:80/"',
];

const SAMPLE = `/** A client: see https://docs.example/api. */
package client;

import java.net.URI;

public final class Client {
  static final String BASE_URL = "https://api.example.com/v1"; // the API

  interface Api {
    @GET("users/{id}") Call<User> user(@Path("id") String id);
  }

  URI fetch(String path) {
    return URI.create(String.format("%s/%s", BASE_URL, path));
  }

  @Test void fetches() {
    assertEquals("HTTP://A.example/", """
        https://b.example/\\u0041
        """);
  }
}
`;

describe("Java input of any shape", () => {
  fuzzTests("java", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of ['String u = "https://a.example/', '"""', '"\\u00', "/*", "\u0000\ufffd"])
      expectSoundScan(source, "java");
    const found = expectSoundScan(
      'class A {\n  void f() {\n    int x = ;\n    URI.create("HTTP://A.example/");\n  }\n}\n',
      "java",
    );
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["f(", ")"],
      ["new String[] {", "}"],
    ] as const) {
      expectSoundScan(
        `class A { Object x = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}; }\n`,
        "java",
      );
    }
    const chain = `class A { String x = ${'"https://a.example/" + '.repeat(depth)}"/end"; }\n`;
    const [match] = expectSoundScan(chain, "java");
    expect(match?.candidate.value.text.length).toBe(depth * 18 + 4);
  });

  it("of 10 MB", () => {
    const unit = '  /** See https://docs.example/. */\n  URI f() { return URI.create("https://api.example/v1/"); }\n';
    const source = `class A {\n${unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length))}}\n`;
    let count = 0;
    runSync(scanDocument(source, "java", () => count++));
    expect(count).toBe(((source.length - 12) / unit.length) * 2);
  }, 180_000);
});
