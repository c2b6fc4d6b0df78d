/**
 * HCL's comments (`#`, `//`, `/* *\/`): read as prose (their URIs by content), given to the
 * directive sink so that `# urilint-disable-next-line` works, and the comment that silences a
 * finding written as a `#` comment of its own line, never inside a heredoc.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { prepareLanguage } from "../src/language.js";
import { scanDocument } from "../src/scan.js";
import { runSync } from "../src/work.js";
import { candidatesOf, keptFindings, withDisableComment } from "./support/code-languages.js";

beforeAll(() => prepareLanguage("hcl"));

describe("comments", () => {
  it("are read as prose, in document order with the values", () => {
    const source = [
      "# See https://hash.example/a.",
      "/* and https://block.example/b",
      "   over lines */",
      'url = "https://api.example/" // https://line.example/',
      "",
    ].join("\n");
    expect(candidatesOf(source, "hcl").map((c) => [c.value.text, c.site.in, c.spelling, c.quote])).toEqual([
      ["https://hash.example/a", "comment", "plain", "\n"],
      ["https://block.example/b", "comment", "plain", "*/"],
      ["https://api.example/", "string", "hcl", '"'],
      ["https://line.example/", "comment", "plain", "\n"],
    ]);
  });

  it("give their text to the comment sink, and a string's or a heredoc's text is no comment", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'a = "# no comment"\nb = <<EOT\n// nor this\nEOT\n/* a block */ # a hash\n// a line\n',
        "hcl",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " a block ", start: 45, end: 58, block: true }),
      JSON.stringify({ text: " a hash", start: 59, end: 67, block: false }),
      JSON.stringify({ text: " a line", start: 68, end: 77, block: false }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'database_url = "postgres://admin:Sup3rSecret@db.example/app"';

  it("silence the finding of the next line, or of their own, in each comment form", () => {
    expect(keptFindings(`${password}\n`, "hcl")).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`# urilint-disable-next-line no-plaintext-password\n${password}\n`, "hcl")).toEqual([]);
    expect(keptFindings(`// urilint-disable-next-line no-plaintext-password\n${password}\n`, "hcl")).toEqual([]);
    expect(keptFindings(`${password} # urilint-disable-line no-plaintext-password\n`, "hcl")).toEqual([]);
    expect(keptFindings(`# urilint-disable-next-line normalized-case\n${password}\n`, "hcl")).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });

  it("are not read from a string or a heredoc", () => {
    expect(
      keptFindings(`note = <<EOT\n# urilint-disable-next-line no-plaintext-password\nEOT\n${password}\n`, "hcl"),
    ).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(
      keptFindings(`note = "# urilint-disable-line no-plaintext-password" ${password}\n`, "hcl").length,
    ).toBeGreaterThan(0);
  });

  it("are written on a line of their own, indented like the finding's, and silence it", () => {
    const text = 'module "m" {\n  endpoint = "HTTP://a.example/"\n}\n';
    const fixed = withDisableComment(text, "hcl", "scheme-case");
    expect(fixed).toBe(
      'module "m" {\n  # urilint-disable-next-line normalized-case\n  endpoint = "HTTP://a.example/"\n}\n',
    );
    expect(keptFindings(fixed as string, "hcl")).toEqual([]);
  });

  it("are not offered inside a heredoc, where a line of its own would be text of the value", () => {
    const text = "locals {\n  note = <<EOT\n  see HTTP://a.example/ and more\n  EOT\n}\n";
    expect(withDisableComment(text, "hcl", "scheme-case")).toBeUndefined();
  });
});
