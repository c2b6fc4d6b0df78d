/**
 * Go's comments: read as prose (their URIs by content), given to the directive sink so that
 * `// urilint-disable-next-line` works, and the comment that silences a finding written where Go
 * reads it as a comment of its own line.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings, withDisableComment } from "./support/code-languages.js";

beforeAll(() => prepareLanguage("go"));

describe("comments", () => {
  it("are read as prose, in document order with the literals", () => {
    const source = [
      "// Package p: see https://docs.example/a.",
      "package p",
      "",
      "/* A block: <https://docs.example/b> */",
      'var u = "https://api.example/" // https://line.example/',
      "",
    ].join("\n");
    expect(candidatesOf(source, "go").map((c) => [c.value.text, c.site.in, c.spelling, c.quote])).toEqual([
      ["https://docs.example/a", "comment", "plain", "\n"],
      ["https://docs.example/b", "comment", "plain", "*/"],
      ["https://api.example/", "string", "go", '"'],
      ["https://line.example/", "comment", "plain", "\n"],
    ]);
  });

  it("give their text to the comment sink, and a string's text is no comment", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'package p\nvar u = "// not a comment" /* a block */ // a line\n',
        "go",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " a block ", start: 37, end: 50, block: true }),
      JSON.stringify({ text: " a line", start: 51, end: 60, block: false }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'var db = "postgres://admin:Sup3rSecret@db.example/app"';

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`package p\n${password}\n`, "go")).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`package p\n// urilint-disable-next-line no-plaintext-password\n${password}\n`, "go")).toEqual(
      [],
    );
    expect(keptFindings(`package p\n${password} // urilint-disable-line no-plaintext-password\n`, "go")).toEqual([]);
    expect(
      keptFindings(`package p\n/* urilint-disable-next-line no-plaintext-password */\n${password}\n`, "go"),
    ).toEqual([]);
    expect(keptFindings(`package p\n// urilint-disable-next-line normalized-case\n${password}\n`, "go")).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });

  it("are not read from a string", () => {
    expect(
      keptFindings(`package p\nvar x = "// urilint-disable-next-line no-plaintext-password"\n${password}\n`, "go"),
    ).toEqual(["plaintext-password: Sup3rSecret"]);
  });

  it("are written on a line of their own, indented like the finding's, and silence it", () => {
    const text = 'package p\r\nfunc f() {\r\n\thttp.Get("HTTP://a.example/")\r\n}\r\n';
    const fixed = withDisableComment(text, "go", "scheme-case");
    expect(fixed).toBe(
      'package p\r\nfunc f() {\r\n\t// urilint-disable-next-line normalized-case\r\n\thttp.Get("HTTP://a.example/")\r\n}\r\n',
    );
    expect(keptFindings(fixed as string, "go")).toEqual([]);
  });
});
