/**
 * Go input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("go"));

const PIECES = [
  'u := "https://a.example/"',
  "`raw\\n`",
  '"\\xff\\u00e9"',
  "// https://c.example/ urilint-disable-next-line normalized-case",
  "/* block */",
  "/*",
  '"',
  "`",
  "\n",
  "\r\n",
  "\t",
  " + ",
  "http.Get(",
  "fmt.Sprintf(",
  "url: ",
  ")",
  "(",
  "{",
  "}",
  ", ",
  "func f() {",
  "switch u {\ncase ",
  "assert.Equal(t, ",
  '"HTTP://A.example:80/"',
  "package p\n",
];

const SAMPLE = `// Package client: see https://docs.example/api.
package client

import (
	"fmt"
	"net/http"
)

const BaseURL = "https://api.example.com/v1" // the API

func Fetch(path string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/%s", BaseURL, path))
}

func TestFetch(t *testing.T) {
	assert.Equal(t, "HTTP://A.example/", "https://b.example/\\x41")
}
`;

describe("Go input of any shape", () => {
  fuzzTests("go", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of ['var u = "https://a.example/', "func (:\n`x", '"\\', "/*", "\u0000\ufffd"])
      expectSoundScan(source, "go");
    const found = expectSoundScan('package p\nfunc f() {\n\tx := )\n\thttp.Get("HTTP://A.example/")\n}\n', "go");
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["f(", ")"],
      ["[]string{", "}"],
    ] as const) {
      expectSoundScan(`package p\nvar x = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}\n`, "go");
    }
    const chain = `package p\nvar x = ${'"https://a.example/" + '.repeat(depth)}"/end"\n`;
    const [match] = expectSoundScan(chain, "go");
    expect(match?.candidate.value.text.length).toBe(depth * 18 + 4);
  });

  it("of 10 MB", () => {
    const unit = '// See https://docs.example/.\nfunc f() { http.Get("https://api.example/v1/" + path) }\n';
    const source = `package p\n${unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length))}`;
    let count = 0;
    runSync(scanDocument(source, "go", () => count++));
    expect(count).toBe(((source.length - 10) / unit.length) * 2);
  }, 180_000);
});
