/**
 * Java's comments (line, block and Javadoc): read as prose (their URIs by content, `{@link ...}`
 * and `<a href="...">` included), given to the directive sink so that
 * `// urilint-disable-next-line` works, and the comment that silences a finding written where Java
 * reads it as a comment of its own line, never inside a text block.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings, withDisableComment } from "./support/code-languages.js";

beforeAll(() => prepareLanguage("java"));

describe("comments", () => {
  it("are read as prose, Javadoc too, in document order with the literals", () => {
    const source = [
      "/**",
      ' * See <a href="https://docs.example/a">the docs</a> and {@link https://docs.example/b}.',
      " */",
      "class A {",
      '    String u = "https://api.example/"; // https://line.example/',
      "}",
      "",
    ].join("\n");
    expect(candidatesOf(source, "java").map((c) => [c.value.text, c.site.in, c.spelling, c.quote])).toEqual([
      ["https://docs.example/a", "comment", "plain", "*/"],
      ["https://docs.example/b", "comment", "plain", "*/"],
      ["https://api.example/", "string", "java", '"'],
      ["https://line.example/", "comment", "plain", "\n"],
    ]);
  });

  it("give their text to the comment sink, and a string's text is no comment", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'class A { String u = "// no comment"; /* a block */ // a line\n}\n',
        "java",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " a block ", start: 38, end: 51, block: true }),
      JSON.stringify({ text: " a line", start: 52, end: 61, block: false }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'class A { String db = "postgres://admin:Sup3rSecret@db.example/app"; }';

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`${password}\n`, "java")).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`// urilint-disable-next-line no-plaintext-password\n${password}\n`, "java")).toEqual([]);
    expect(keptFindings(`${password} // urilint-disable-line no-plaintext-password\n`, "java")).toEqual([]);
    expect(keptFindings(`// urilint-disable-next-line normalized-case\n${password}\n`, "java")).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });

  it("are not read from a string or a text block", () => {
    expect(
      keptFindings(
        `class B { String x = """\n    // urilint-disable-next-line no-plaintext-password\n    """; }\n${password}\n`,
        "java",
      ),
    ).toEqual(["plaintext-password: Sup3rSecret"]);
  });

  it("are written on a line of their own, indented like the finding's, and silence it", () => {
    const text = 'class A {\n    URI u = URI.create("HTTP://a.example/");\n}\n';
    const fixed = withDisableComment(text, "java", "scheme-case");
    expect(fixed).toBe(
      'class A {\n    // urilint-disable-next-line normalized-case\n    URI u = URI.create("HTTP://a.example/");\n}\n',
    );
    expect(keptFindings(fixed as string, "java")).toEqual([]);
  });

  it("are not written inside a text block", () => {
    expect(
      withDisableComment('class A {\n    String u = """\n        HTTP://a.example/""";\n}\n', "java", "scheme-case"),
    ).toBeUndefined();
  });
});
