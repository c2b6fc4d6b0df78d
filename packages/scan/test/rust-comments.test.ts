/**
 * Rust's comments (line, block and doc comments): read as prose (their URIs by content), given to
 * the directive sink so that `// urilint-disable-next-line` works, and the comment that silences a
 * finding written on a line of its own.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings, withDisableComment } from "./support/code-languages.js";

beforeAll(() => prepareLanguage("rust"));

describe("comments", () => {
  it("are read as prose, doc comments too, in document order with the literals", () => {
    const source = [
      "//! Crate docs: https://docs.example/a",
      "/// An item: <https://docs.example/b>",
      "/** A block doc: https://docs.example/c */",
      'const U: &str = "https://api.example/"; // https://line.example/',
      "",
    ].join("\n");
    expect(candidatesOf(source, "rust").map((c) => [c.value.text, c.site.in, c.spelling, c.quote])).toEqual([
      ["https://docs.example/a", "comment", "plain", "\n"],
      ["https://docs.example/b", "comment", "plain", "\n"],
      ["https://docs.example/c", "comment", "plain", "*/"],
      ["https://api.example/", "string", "rust", '"'],
      ["https://line.example/", "comment", "plain", "\n"],
    ]);
  });

  it("give their text to the comment sink, and a string's text is no comment", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'const U: &str = "// no comment"; /* a block */ // a line\n',
        "rust",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " a block ", start: 33, end: 46, block: true }),
      JSON.stringify({ text: " a line", start: 47, end: 56, block: false }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'const DB: &str = "postgres://admin:Sup3rSecret@db.example/app";';

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`${password}\n`, "rust")).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`// urilint-disable-next-line no-plaintext-password\n${password}\n`, "rust")).toEqual([]);
    expect(keptFindings(`${password} // urilint-disable-line no-plaintext-password\n`, "rust")).toEqual([]);
    expect(keptFindings(`// urilint-disable-next-line normalized-case\n${password}\n`, "rust")).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });

  it("are not read from a string", () => {
    expect(
      keptFindings(`const X: &str = "// urilint-disable-next-line no-plaintext-password";\n${password}\n`, "rust"),
    ).toEqual(["plaintext-password: Sup3rSecret"]);
  });

  it("are written on a line of their own, indented like the finding's, and silence it", () => {
    const fixed = withDisableComment('fn f() {\n    reqwest::get("HTTP://a.example/");\n}\n', "rust", "scheme-case");
    expect(fixed).toBe(
      'fn f() {\n    // urilint-disable-next-line normalized-case\n    reqwest::get("HTTP://a.example/");\n}\n',
    );
    expect(keptFindings(fixed as string, "rust")).toEqual([]);
  });
});
