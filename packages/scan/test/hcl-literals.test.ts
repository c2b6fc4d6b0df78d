/**
 * HCL's templates read as the HCL native syntax specification reads them, with exact ranges, and
 * values spelled back into them: a quoted template's escapes, `$${` and `%%{`, interpolations and
 * directives as holes, heredocs (`<<EOT`, `<<-EOT`) without escapes, each unit of a value mapped
 * back to the document text it was read from.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
// The registry first: tree-sitter.ts reaches it (missing-parser.ts), and it loads every reader.
import { prepareLanguage } from "../src/language.js";
import { readHeredoc, readQuotedAt, spellHeredoc, spellQuoted, TEMPLATE_PARTS } from "../src/languages/hcl/template.js";
import { Grammar, readTree } from "../src/reading/tree-sitter.js";
import { runSync } from "../src/work.js";
import { candidatesOf } from "./support/code-languages.js";
import { findingsIn, fixedText } from "./support/documents.js";

beforeAll(() => prepareLanguage("hcl"));

/** The one candidate of `url = <literal>`. */
function valueOf(literal: string): Candidate {
  const found = candidatesOf(`url = ${literal}\n`, "hcl");
  expect(found, literal).toHaveLength(1);
  return found[0] as Candidate;
}

/** Each unit of a candidate's value, with the document text it maps to. */
function unitsOf(source: string, candidate: Candidate): [string, string][] {
  const { value } = candidate;
  const units: [string, string][] = [];
  for (let u = 0; u < value.text.length; u++) {
    const astral = /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(value.text.slice(u, u + 2));
    const range = value.map.toDocument(u, astral ? u + 2 : u + 1);
    units.push([value.text.slice(u, astral ? u + 2 : u + 1), source.slice(range.start, range.end)]);
    if (astral) u++;
  }
  return units;
}

describe("a quoted template's value", () => {
  it("reads every escape, each unit mapped to its spelling", () => {
    const literal = '"https://a.example/\\n\\r\\t\\"\\\\\\u00e9\\U0001F600"';
    const source = `url = ${literal}\n`;
    const candidate = valueOf(literal);
    expect(candidate.value.text).toBe('https://a.example/\n\r\t"\\é😀');
    expect(unitsOf(source, candidate).slice(18)).toEqual([
      ["\n", "\\n"],
      ["\r", "\\r"],
      ["\t", "\\t"],
      ['"', '\\"'],
      ["\\", "\\\\"],
      ["é", "\\u00e9"],
      ["😀", "\\U0001F600"],
    ]);
    expect([candidate.spelling, candidate.quote, candidate.site.in]).toEqual(["hcl", '"', "string"]);
    expect(source.slice(candidate.start, candidate.end)).toBe(literal.slice(1, -1));
  });

  it("reads `$${` as `${` and `%%{` as `%{`, and they are no holes", () => {
    const source = 'url = "https://a.example/$${x}/%%{y}/$$/%%"\n';
    const candidate = valueOf(source.slice(6, -1));
    expect(candidate.value.text).toBe("https://a.example/${x}/%{y}/$$/%%");
    expect(candidate.value.holes).toEqual([]);
    expect(unitsOf(source, candidate).slice(18, 21)).toEqual([
      ["$", "$${"],
      ["{", "$${"],
      ["x", "x"],
    ]);
  });

  it("has a hole for each interpolation and each directive, and is then a template", () => {
    const source = 'url = "https://${var.host}/%{ if secure }s%{ endif }/x"\n';
    const candidate = valueOf(source.slice(6, -1));
    expect(candidate.value.text).toBe("https://x/x/x");
    expect(candidate.value.holes).toEqual([
      { start: 8, end: 9 },
      { start: 10, end: 11 },
    ]);
    expect([candidate.spelling, candidate.site.in]).toEqual(["hcl-template", "template"]);
    expect(unitsOf(source, candidate).filter(([unit]) => unit === "x")).toEqual([
      ["x", "${var.host}"],
      ["x", "%{ if secure }s%{ endif }"],
      ["x", "x"],
    ]);
  });

  it("keeps the strings inside an interpolation apart, each with its own value", () => {
    const found = candidatesOf('url = "${lookup(var.m, "https://inner.example/")}/x"\n', "hcl");
    expect(found.map((c) => [c.value.text, c.site.context.kind])).toEqual([
      ["x/x", "named"],
      ["https://inner.example/", "plain"],
    ]);
  });

  it('is empty for `""`, and then no candidate', () => {
    expect(candidatesOf('url = ""\n', "hcl")).toEqual([]);
  });
});

describe("a heredoc's value", () => {
  it("is its lines, without escapes, its interpolations holes and `$${` a literal `${`", () => {
    const source = "description = <<EOT\nSee https://docs.example/a\\n and $${x} ${var.y}\nEOT\n";
    const found = candidatesOf(source, "hcl");
    expect(found.map((c) => [c.value.text, source.slice(c.start, c.end), c.site.context.kind])).toEqual([
      ["https://docs.example/a\\n", "https://docs.example/a\\n", "plain"],
    ]);
  });

  it("of a flush heredoc (`<<-`): a URI alone in it is named by its attribute", () => {
    const source = "locals {\n  url = <<-EOT\n    https://a.example/x\n  EOT\n}\n";
    const [candidate] = candidatesOf(source, "hcl");
    expect(candidate?.value.text).toBe("https://a.example/x");
    expect(source.slice(candidate?.start, candidate?.end)).toBe("https://a.example/x");
    expect(candidate?.site.context).toEqual({ kind: "named", name: "url" });
    expect([candidate?.spelling, candidate?.quote]).toEqual(["hcl-heredoc", "<<"]);
  });

  it("of one line is read as a quoted template's, without the white space around it", () => {
    const source = "x = <<EOT\n  see https://a.example/ and more\nEOT\nurl = <<EOT\nhttps://b.example/\nEOT\n";
    expect(candidatesOf(source, "hcl").map((c) => [c.value.text, c.site.context])).toEqual([
      ["https://a.example/", { kind: "plain" }],
      ["https://b.example/", { kind: "named", name: "url" }],
    ]);
  });

  it("of a Nomad template reads Go's `{{ ... }}` as placeholders, a word going on after them", () => {
    const source =
      'template {\n  data = <<EOH\nREDIS_URL = "redis://{{ .Address }}:{{ .Port }}/0"\n# see http://{{ env "HOST" }}/x\nEOH\n}\n';
    expect(candidatesOf(source, "hcl").map((c) => c.value.text)).toEqual([
      "redis://{{ .Address }}:{{ .Port }}/0",
      "http://",
    ]);
    expect(findingsIn(source, "hcl")).toEqual([]);
  });

  it("without its closing line (a document being typed) is read to its end", () => {
    const found = candidatesOf("x = <<EOT\nsee https://a.example/ and\nmore\n", "hcl");
    expect(found.map((c) => c.value.text)).toEqual(["https://a.example/"]);
  });
});

describe("a value spelled back", () => {
  const VALUES = ["https://a.example/", 'q"u\\o\nt\re\t', "${x} %{y}", "\u0001\u007f", "é😀"];
  const grammar = new Grammar("tree-sitter-hcl.wasm", {
    package: "@tree-sitter-grammars/tree-sitter-hcl",
    language: "HCL",
  });
  beforeAll(() => grammar.prepare());

  /** The value of the first template of the tree of `source`, as the reader reads it. */
  function templateValue(source: string): string | undefined {
    return runSync(
      readTree(grammar, source, function* (tree) {
        yield;
        const node = tree.rootNode.descendantsOfType(["quoted_template", "string_lit", "heredoc_template"])[0];
        if (node === undefined || node === null) return undefined;
        let read;
        if (node.type === "heredoc_template") read = readHeredoc(source, node);
        else {
          const cursor = node.walk();
          try {
            read = readQuotedAt(source, cursor, grammar.kinds(TEMPLATE_PARTS), node.startIndex, node.endIndex).template;
          } finally {
            cursor.delete();
          }
        }
        return read?.value.holes.length === 0 ? read.value.text : undefined;
      }),
    );
  }

  it("into a quoted template reads back as the value", () => {
    for (const value of VALUES) expect(templateValue(`url = "${spellQuoted(value)}"\n`), value).toBe(value);
  });

  it("is refused where `$${` or `%%{` would be read otherwise", () => {
    expect([spellQuoted("a$${z}"), spellQuoted("a%%{z}"), spellHeredoc("a$${z}")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("into a heredoc reads back as the value, and a line break is refused", () => {
    for (const value of VALUES) {
      const spelled = spellHeredoc(value);
      if (value.includes("\n")) expect(spelled).toBeUndefined();
      else expect(templateValue(`url = <<EOT\n${spelled}\nEOT\n`), value).toBe(`${value}\n`);
    }
  });

  it("is how a fix lands: in a string, not in a template", () => {
    expect(fixedText('url = "HTTP://A.example/\\u0041"\n', "hcl")).toBe('url = "http://a.example/\\u0041"\n');
    expect(fixedText('url = "HTTP://A.example/${x}"\n', "hcl")).toBe('url = "HTTP://A.example/${x}"\n');
    expect(fixedText("url = <<EOT\nHTTP://A.example/\nEOT\n", "hcl")).toBe("url = <<EOT\nhttp://a.example/\nEOT\n");
  });
});
