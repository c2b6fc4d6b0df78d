/**
 * Ruby input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, heredocs left open, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("ruby"));

const PIECES = [
  'x = "https://a.example/"',
  "'it\\'s'",
  '"#{host}/x"',
  "%q(",
  "%w[a b]",
  "<<~EOS\n",
  "<<-'EOS'\n",
  "EOS\n",
  "  EOS",
  "?a",
  "# https://c.example/ urilint-disable-next-line normalized-case",
  "=begin\n",
  "=end\n",
  "\n",
  "\r\n",
  "  ",
  "\\\n",
  " + ",
  " % ",
  "URI(",
  "url: ",
  " => ",
  ")",
  "(",
  "[",
  "]",
  "{",
  "}",
  ", ",
  '"\\u{1F600}"',
  "def f(u = 'http://u.example/')",
  "end",
  "expect(",
  ".to eq(",
  '"HTTP://A.example:80/"',
  "__END__\n",
  "`",
];

const SAMPLE = `#!/usr/bin/env ruby
# A client: see https://docs.example/api.
require "faraday"

BASE_URL = "https://api.example.com/v1" # the API

def fetch(path, token: "")
  conn = Faraday.new(url: BASE_URL, headers: { "Authorization" => "Bearer #{token}" })
  conn.get(BASE_URL + "/" + path).body
end

HELP = <<~EOS
  See https://help.example/ for %w[more]
EOS

describe "fetch" do
  it "gets" do
    expect(fetch("x")).to eq("https://a.example/")
  end
end
`;

describe("Ruby input of any shape", () => {
  fuzzTests("ruby", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of [
      'x = "https://a.example/',
      "x = <<~EOS\n  https://a.example/\n",
      "%q(",
      "=begin\n",
      "\\",
      "?",
      "\u0000\ufffd",
      // Left open with an interpolation: the grammar's recovery ends the body before it.
      'URI(<<~EOS\n"#{host}/x"',
    ])
      expectSoundScan(source, "ruby");
    const found = expectSoundScan('def (:\n  URI("HTTP://A.example/")\n', "ruby");
    expect(found.map((match) => match.candidate.value.text)).toEqual(["HTTP://A.example/"]);
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
      ["f(", ")"],
      ['"#{', '}"'],
    ] as const) {
      expectSoundScan(`x = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}\n`, "ruby");
    }
    const chain = `x = ${'"https://a.example/" + '.repeat(depth)}"/end"\n`;
    const [match] = expectSoundScan(chain, "ruby");
    expect(match?.candidate.value.text.length).toBe(depth * 18 + 4);
  });

  it("of 10 MB", () => {
    const unit = '# See https://docs.example/.\ndef f\n  Faraday.get("https://api.example/v1/" + path)\nend\n';
    const source = unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length));
    let count = 0;
    runSync(scanDocument(source, "ruby", (_candidate: Candidate) => count++));
    expect(count).toBe((source.length / unit.length) * 2);
    // A 10 MB parse takes seconds on a loaded machine: no timing here, only room for it.
  }, 180_000);
});
