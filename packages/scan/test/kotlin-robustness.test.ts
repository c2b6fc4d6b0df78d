/**
 * Kotlin input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, nesting far deeper than a call stack, and a 10 MB file.
 */
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("kotlin"));

const PIECES = [
  'val u = "https://a.example/"',
  '"""\n    raw $host ${path}\n    """',
  '"\\u0041\\$\\t$name${x}"',
  "// https://c.example/ urilint-disable-next-line normalized-case",
  "/** KDoc [link](https://d.example/) */",
  "/* /* nested */",
  "*/",
  '"',
  '"""',
  "$",
  "${",
  "`",
  "'",
  "\\u",
  "\n",
  "\r\n",
  " + ",
  "URI.create(",
  "Request.Builder().url(",
  ".toHttpUrl()",
  '@GET("users/{id}")',
  "assertEquals(",
  " to ",
  "when (x) {",
  " -> ",
  ")",
  "(",
  "{",
  "}",
  ", ",
  "class A {",
  "fun f() {",
  '"HTTP://A.example:80/"',
];

const SAMPLE = `/** A client: see https://docs.example/api. */
package client

import java.net.URI

class Client(private val base: String = "https://api.example.com/v1") {
  companion object {
    const val BASE_URL = "https://api.example.com/v1" // the API
  }

  interface Api {
    @GET("users/{id}") fun user(@Path("id") id: String): Call<User>
  }

  fun fetch(path: String): URI = URI.create("$BASE_URL/\${path.trim()}")

  @Test fun fetches() {
    assertEquals("HTTP://A.example/", """
        https://b.example/\\u0041 \${'$'}x
        """.trimIndent())
    val m = mapOf("homepage" to "https://c.example/".toHttpUrl())
  }
}
`;

describe("Kotlin input of any shape", () => {
  fuzzTests("kotlin", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of [
      'val u = "https://a.example/',
      '"""',
      '"\\u00',
      '"${',
      '"$',
      "/*",
      "/* /* */",
      '"""a"""""',
      "\u0000\ufffd",
    ])
      expectSoundScan(source, "kotlin");
    const found = expectSoundScan('fun f() {\n  val x = \n  URI.create("HTTP://A.example/")\n}\n', "kotlin");
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["f(", ")"],
      ["listOf(", ")"],
      ['"${', '}"'],
    ] as const) {
      expectSoundScan(`val x = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}\n`, "kotlin");
    }
    const chain = `val x = ${'"https://a.example/" + '.repeat(depth)}"/end"\n`;
    const [match] = expectSoundScan(chain, "kotlin");
    expect(match?.candidate.value.text.length).toBe(depth * 18 + 4);
  });

  it("of 10 MB", () => {
    const unit = '  /** See https://docs.example/. */\n  fun f(): URI = URI.create("https://api.example/v1/")\n';
    const source = `class A {\n${unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length))}}\n`;
    let count = 0;
    runSync(scanDocument(source, "kotlin", () => count++));
    expect(count).toBe(((source.length - 12) / unit.length) * 2);
  }, 180_000);
});

describe("a document the grammar's scanner would loop on", () => {
  // tree-sitter-kotlin 1.1.0 loops forever inside the WebAssembly on this document as it ends (the
  // cut of an okhttp file an editor shows while a string is being typed); the scan runs in a child
  // process so that a regression fails the test instead of hanging the run.
  const DOCUMENT = [
    'val u = "https://a.example/"',
    "  /**",
    "   */",
    "  val tlsVersions: List<TlsVersion>?",
    '  @JvmName("-deprecated_t',
  ].join("\n");

  it("is read, with what it holds", () => {
    const built = pathToFileURL(new URL("../dist/index.js", import.meta.url).pathname).href;
    const script = [
      `const scan = await import(${JSON.stringify(built)});`,
      'await scan.prepareLanguage("kotlin");',
      "const values = [];",
      `scan.runSync(scan.scanDocument(${JSON.stringify(DOCUMENT)}, "kotlin", (c) => values.push([c.value.text, c.start, c.end])));`,
      "console.log(JSON.stringify(values));",
    ].join("\n");
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.signal).toBeNull();
    expect(result.stderr).toBe("");
    const values = JSON.parse(result.stdout) as [string, number, number][];
    expect(values[0]).toEqual(["https://a.example/", 9, 27]);
    for (const [, , end] of values) expect(end).toBeLessThanOrEqual(DOCUMENT.length);
  });
});
