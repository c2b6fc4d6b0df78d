/**
 * Rust input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("rust"));

const PIECES = [
  'let u = "https://a.example/";',
  'r#"raw "x""#',
  'b"\\xff\\x41"',
  '"\\u{e9}\\\n  next"',
  "// https://c.example/ urilint-disable-next-line normalized-case",
  "/// doc",
  "/* block */",
  "/*",
  '"',
  "r#",
  "#",
  "\n",
  "\r\n",
  " + ",
  "reqwest::get(",
  "format!(",
  "assert_eq!(",
  "{}",
  ")",
  "(",
  "{",
  "}",
  ", ",
  "fn f() {",
  "match u {",
  '"HTTP://A.example:80/"',
];

const SAMPLE = `//! A client: see https://docs.example/api.
use reqwest::Client;

const BASE_URL: &str = "https://api.example.com/v1"; // the API

/// Fetches \`path\`.
pub async fn fetch(path: &str) -> reqwest::Result<String> {
    let url = format!("{}/{}", BASE_URL, path);
    Client::new().get(&url).send().await?.text().await
}

#[test]
fn parses() {
    assert_eq!(Url::parse("HTTP://A.example/").unwrap().as_str(), r#"https://b.example/\\x41"#);
}
`;

describe("Rust input of any shape", () => {
  fuzzTests("rust", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of ['let u = "https://a.example/', 'r##"x"#', 'b"\\', "/*", "\u0000\ufffd"])
      expectSoundScan(source, "rust");
    const found = expectSoundScan('fn f() {\n    let x = ;\n    reqwest::get("HTTP://A.example/");\n}\n', "rust");
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["f(", ")"],
      ["[", "]"],
      ["m!(", ")"],
    ] as const) {
      expectSoundScan(
        `fn f() { let x = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}; }\n`,
        "rust",
      );
    }
  });

  it("of 10 MB", () => {
    const unit = '/// See https://docs.example/.\nfn f() { reqwest::get("https://api.example/v1/"); }\n';
    const source = unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length));
    let count = 0;
    runSync(scanDocument(source, "rust", () => count++));
    expect(count).toBe((source.length / unit.length) * 2);
  }, 180_000);
});
