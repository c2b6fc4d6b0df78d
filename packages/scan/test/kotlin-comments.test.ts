/**
 * Kotlin's comments (line, block, nested block and KDoc): read as prose, given to the directive
 * sink so that `// urilint-disable-next-line` works, and the comment that silences a finding
 * written where Kotlin reads it as a comment of its own line, never inside a raw string.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings, withDisableComment } from "./support/code-languages.js";

beforeAll(() => prepareLanguage("kotlin"));

describe("comments", () => {
  it("are read as prose, KDoc and nested blocks too, in document order with the literals", () => {
    const source = [
      "/**",
      " * See [the docs](https://docs.example/a) and <https://docs.example/b>.",
      " */",
      "class A {",
      '    val u = "https://api.example/" // https://line.example/',
      "    /* outer /* inner https://inner.example/ */ still https://outer.example/ */",
      "}",
      "",
    ].join("\n");
    expect(candidatesOf(source, "kotlin").map((c) => [c.value.text, c.site.in, c.spelling, c.quote])).toEqual([
      ["https://docs.example/a", "comment", "plain", "*/"],
      ["https://docs.example/b", "comment", "plain", "*/"],
      ["https://api.example/", "string", "kotlin", '"'],
      ["https://line.example/", "comment", "plain", "\n"],
      ["https://inner.example/", "comment", "plain", "*/"],
      ["https://outer.example/", "comment", "plain", "*/"],
    ]);
  });

  it("give their text to the comment sink, and a string's text is no comment", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'class A { val u = "// no comment"; /* a block */ // a line\n}\n',
        "kotlin",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " a block ", start: 35, end: 48, block: true }),
      JSON.stringify({ text: " a line", start: 49, end: 58, block: false }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'val db = "postgres://admin:Sup3rSecret@db.example/app"';

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`${password}\n`, "kotlin")).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`// urilint-disable-next-line no-plaintext-password\n${password}\n`, "kotlin")).toEqual([]);
    expect(keptFindings(`${password} // urilint-disable-line no-plaintext-password\n`, "kotlin")).toEqual([]);
    expect(keptFindings(`/* urilint-disable-next-line no-plaintext-password */\n${password}\n`, "kotlin")).toEqual([]);
    expect(keptFindings(`// urilint-disable-next-line normalized-case\n${password}\n`, "kotlin")).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });

  it("are not read from a string or a raw string", () => {
    expect(
      keptFindings(`val x = """\n    // urilint-disable-next-line no-plaintext-password\n"""\n${password}\n`, "kotlin"),
    ).toEqual(["plaintext-password: Sup3rSecret"]);
  });

  it("are written on a line of their own, indented like the finding's, and silence it", () => {
    const text = 'class A {\n    val u = URI.create("HTTP://a.example/")\n}\n';
    const fixed = withDisableComment(text, "kotlin", "scheme-case");
    expect(fixed).toBe(
      'class A {\n    // urilint-disable-next-line normalized-case\n    val u = URI.create("HTTP://a.example/")\n}\n',
    );
    expect(keptFindings(fixed as string, "kotlin")).toEqual([]);
  });

  it("are not written inside a raw string", () => {
    expect(
      withDisableComment(
        'class A {\n    val u = f("""\n""", URI.create("""HTTP://a.example/"""))\n}\n',
        "kotlin",
        "scheme-case",
      ),
    ).toBeUndefined();
  });
});
