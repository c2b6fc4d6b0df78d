/**
 * C#'s comments (line, block and `///` XML documentation): read as prose (their URIs by content,
 * `<see href="...">` included), given to the directive sink so that
 * `// urilint-disable-next-line` works, and the comment that silences a finding written where C#
 * reads it as a comment of its own line, never inside a verbatim or raw string.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings, withDisableComment } from "./support/code-languages.js";

beforeAll(() => prepareLanguage("csharp"));

describe("comments", () => {
  it("are read as prose, XML documentation too, in document order with the literals", () => {
    const source = [
      '/// <summary>See <see href="https://docs.example/a">the docs</see>.</summary>',
      "class A {",
      '    string u = "https://api.example/"; // https://line.example/',
      "    /* https://block.example/ */",
      "}",
      "",
    ].join("\n");
    expect(candidatesOf(source, "csharp").map((c) => [c.value.text, c.site.in, c.spelling, c.quote])).toEqual([
      ["https://docs.example/a", "comment", "plain", "\n"],
      ["https://api.example/", "string", "csharp", '"'],
      ["https://line.example/", "comment", "plain", "\n"],
      ["https://block.example/", "comment", "plain", "*/"],
    ]);
  });

  it("give their text to the comment sink, and a string's text is no comment", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'class A { string u = @"// no comment"; /* a block */ // a line\n}\n',
        "csharp",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " a block ", start: 39, end: 52, block: true }),
      JSON.stringify({ text: " a line", start: 53, end: 62, block: false }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'class A { string db = "postgres://admin:Sup3rSecret@db.example/app"; }';

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`${password}\n`, "csharp")).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`// urilint-disable-next-line no-plaintext-password\n${password}\n`, "csharp")).toEqual([]);
    expect(keptFindings(`${password} // urilint-disable-line no-plaintext-password\n`, "csharp")).toEqual([]);
    expect(keptFindings(`// urilint-disable-next-line normalized-case\n${password}\n`, "csharp")).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });

  it("are not read from a verbatim or a raw string", () => {
    for (const literal of [
      '@"\n    // urilint-disable-next-line no-plaintext-password\n    "',
      '"""\n    // urilint-disable-next-line no-plaintext-password\n    """',
    ])
      expect(keptFindings(`class B { string x = ${literal}; }\n${password}\n`, "csharp")).toEqual([
        "plaintext-password: Sup3rSecret",
      ]);
  });

  it("are written on a line of their own, indented like the finding's, and silence it", () => {
    const text = 'class A {\n    Uri u = new Uri("HTTP://a.example/");\n}\n';
    const fixed = withDisableComment(text, "csharp", "scheme-case");
    expect(fixed).toBe(
      'class A {\n    // urilint-disable-next-line normalized-case\n    Uri u = new Uri("HTTP://a.example/");\n}\n',
    );
    expect(keptFindings(fixed as string, "csharp")).toEqual([]);
  });

  it("are not written inside a raw string", () => {
    expect(
      withDisableComment(
        'class A {\n    string u = """\n        HTTP://a.example/\n        """;\n}\n',
        "csharp",
        "scheme-case",
      ),
    ).toBeUndefined();
  });
});
