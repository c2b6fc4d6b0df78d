/**
 * Python input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking module, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { fuzzTests, expectSoundScan } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("python"));

const PIECES = [
  'x = "https://a.example/"',
  "r'\\d+'",
  'f"https://{host}/{{x}}"',
  '"""doc https://d.example/"""',
  "'''",
  '"',
  "'",
  "# https://c.example/ urilint-disable-next-line normalized-case",
  "\n",
  "\r\n",
  "    ",
  "\\\n",
  " + ",
  " % ",
  ".format(",
  "requests.get(",
  "url=",
  ")",
  "(",
  "[",
  "]",
  "{",
  "}",
  ", ",
  "b'\\xff'",
  '"\\N{SOLIDUS}"',
  "def f(u='http://u.example/'):",
  "assert ",
  "@pytest.mark.parametrize(",
  "with pytest.raises(E):",
  '"HTTP://A.example:80/"',
  'rb"""',
  "f'{",
  "lambda: ",
];

const SAMPLE = `#!/usr/bin/env python3
"""A client: see https://docs.example/api."""
import requests

BASE_URL = "https://api.example.com/v1"  # the API


def fetch(path: str, token: str = "") -> dict:
    url = BASE_URL + "/" + path
    headers = {"Authorization": f"Bearer {token}"}
    return requests.get(url, headers=headers, timeout=10).json()


@pytest.mark.parametrize("url", ["HTTP://A.example/", r'https://b.example/\\d'])
def test_fetch(url):
    assert fetch(url) == {"url": "https://a.example/"}
`;

describe("Python input of any shape", () => {
  fuzzTests("python", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of [
      'x = "https://a.example/',
      'def (:\n  "https://b.example/"\n)))',
      'f"{',
      '"""',
      "\\",
      "\u0000\ufffd",
    ])
      expectSoundScan(source, "python");
    const found = expectSoundScan('def (:\n    requests.get("HTTP://A.example/")\n', "python");
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
      ["f(", ")"],
      ['f"{', '}"'],
    ] as const) {
      const source = `x = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}\n`;
      expectSoundScan(source, "python");
    }
    const chain = `x = ${'"https://a.example/" + '.repeat(depth)}"/end"\n`;
    const [match] = expectSoundScan(chain, "python");
    expect(match?.candidate.value.text.length).toBe(depth * 18 + 4);
  });

  it("of 10 MB", () => {
    const unit =
      'def f():\n    """See https://docs.example/."""\n    return requests.get("https://api.example/v1/" + path)  # ok\n';
    const source = unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length));
    let count = 0;
    runSync(scanDocument(source, "python", (_candidate: Candidate) => count++));
    expect(count).toBe((source.length / unit.length) * 2);
    // A 10 MB parse takes seconds on a loaded machine: no timing here, only room for it.
  }, 180_000);
});
