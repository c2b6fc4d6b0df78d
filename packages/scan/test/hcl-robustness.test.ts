/**
 * HCL input of any shape is read without an exception: parse errors, garbage, mutations of a
 * real-looking file, nesting far deeper than a call stack, and a 10 MB file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { expectSoundScan, fuzzTests } from "./support/fuzz.js";

beforeAll(() => prepareLanguage("hcl"));

const PIECES = [
  'url = "https://a.example/"',
  'source = "git::https://example.com/vpc.git//modules/vpc?ref=v1.2.0"',
  'module "m" {',
  "terraform {",
  "}",
  "{",
  "[",
  "]",
  "(",
  ")",
  ", ",
  " = ",
  ": ",
  " == ",
  "\n",
  "\r\n",
  '"',
  "${",
  "%{",
  "$${",
  "%%{",
  "\\u00",
  "\\U0001F600",
  '\\"',
  "<<EOT\n",
  "<<-EOT\n",
  "EOT\n",
  "  EOT",
  "# https://c.example/ urilint-disable-next-line normalized-case",
  "// line",
  "/*",
  "*/",
  "var.x",
  "format(",
  "for h in var.hosts : ",
  '"HTTP://A.example:80/"',
];

const SAMPLE = `# A module: see https://docs.example/vpc.
terraform {
  source = "git::https://example.com/vpc.git//modules/vpc?ref=\${local.version}"
}

module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.0"

  endpoint = var.secure ? "https://api.example/v1" : "http://api.example/v1"
  tags = {
    Homepage = "https://a.example/"
    "Name"   = "vpc-\${var.name}"
  }
  urls = [for h in var.hosts : "https://\${h}/%{ if var.tls }s%{ endif }"]
  policy = <<-EOT
    {"Statement": [{"Resource": "arn:aws:s3:::bucket/*"}]}
    See https://policy.example/ \$\${not_a_hole}
  EOT
  /* a block comment with http://block.example/ */
}
`;

describe("HCL input of any shape", () => {
  fuzzTests("hcl", PIECES, SAMPLE);

  it("with parse errors, still reads what it can", () => {
    for (const source of [
      'url = "https://a.example/',
      "<<EOT",
      '"\\u00',
      "/*",
      "${",
      "\u0000\ufffd",
      "x = <<",
      'a = "${',
    ])
      expectSoundScan(source, "hcl");
    const found = expectSoundScan('a = = =\nb {\n  c = [\n}\nurl = "HTTP://A.example/"\n', "hcl");
    expect(found.map((match) => match.candidate.value.text)).toContain("HTTP://A.example/");
  });

  it("nested far deeper than a call stack", { timeout: 180_000 }, () => {
    const depth = 50_000;
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
      ["f(", ")"],
      ["{ a = ", " }"],
      ['"${', '}"'],
    ] as const) {
      expectSoundScan(`url = ${open.repeat(depth)}"https://deep.example/"${close.repeat(depth)}\n`, "hcl");
    }
  });

  it("of 10 MB", () => {
    const unit = '  # See https://docs.example/.\n  endpoint = "https://api.example/v1/"\n';
    const source = `locals {\n${unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length))}}\n`;
    let count = 0;
    runSync(scanDocument(source, "hcl", () => count++));
    expect(count).toBe(((source.length - 11) / unit.length) * 2);
  }, 180_000);
});
