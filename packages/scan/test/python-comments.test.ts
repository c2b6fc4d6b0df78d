/**
 * Python's comments and docstrings: read as prose (their URIs by content), comments given to the
 * directive sink so that `# urilint-disable-next-line` works, and the comment that silences a
 * finding written only where Python reads it as a comment of its own line.
 */
import { applyDirectives, CATALOGUE, FINDING_CODES, type FindingCode } from "@urilint/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "../src/candidate.js";
import { directivesOf } from "../src/directives.js";
import { disableCommentEdit } from "../src/disable-comment.js";
import { prepareLanguage } from "../src/language.js";
import { documentRange, matchOptions } from "../src/matches.js";
import { scanDocument } from "../src/scan.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";

beforeAll(() => prepareLanguage("python"));

const OPTIONS = matchOptions({}, new Set(FINDING_CODES));

function candidatesOf(source: string): Candidate[] {
  const found: Candidate[] = [];
  runSync(scanDocument(source, "python", (candidate) => found.push(candidate)));
  return found;
}

/** The findings left after the document's own directives, as `code: text`. */
function keptFindings(text: string): string[] {
  const placed = runSync(findUris(text, "python", OPTIONS)).matches.flatMap((match) =>
    match.findings.map((finding) => ({
      code: finding.code,
      ...documentRange(match, finding.start, finding.end),
      match,
    })),
  );
  const lineOf = (offset: number): number => text.slice(0, offset).split("\n").length;
  return applyDirectives(placed, directivesOf(text, "python"), lineOf).kept.map(
    (finding) => `${finding.code}: ${text.slice(finding.start, finding.end)}`,
  );
}

describe("comments and docstrings", () => {
  it("are read as prose, in document order with the literals", () => {
    const source = [
      '"""Module docs: see https://docs.example/a and <https://docs.example/b>."""',
      "import requests  # https://comment.example/x",
      "",
      "def f():",
      "    '''One line: https://fn.example/'''",
      '    return requests.get("https://api.example/")',
      "",
    ].join("\n");
    expect(candidatesOf(source).map((c) => [c.value.text, c.site.in, c.spelling, c.quote])).toEqual([
      ["https://docs.example/a", "prose", "python", '"""'],
      ["https://docs.example/b", "prose", "python", '"""'],
      ["https://comment.example/x", "comment", "plain", "\n"],
      ["https://fn.example/", "prose", "python", "'''"],
      ["https://api.example/", "string", "python", '"'],
    ]);
  });

  it("give their text to the comment sink, and a string's text is no comment", () => {
    const comments: string[] = [];
    runSync(
      scanDocument(
        'x = "# not a comment"  # a comment\n#!last\n',
        "python",
        () => undefined,
        (c) => {
          comments.push(JSON.stringify(c));
        },
      ),
    );
    expect(comments).toEqual([
      JSON.stringify({ text: " a comment", start: 23, end: 34, block: false }),
      JSON.stringify({ text: "!last", start: 35, end: 41, block: false }),
    ]);
  });
});

describe("disable directives", () => {
  const password = 'DB = "postgres://admin:Sup3rSecret@db.example/app"';

  it("silence the finding of the next line, or of their own", () => {
    expect(keptFindings(`${password}\n`)).toEqual(["plaintext-password: Sup3rSecret"]);
    expect(keptFindings(`# urilint-disable-next-line no-plaintext-password\n${password}\n`)).toEqual([]);
    expect(keptFindings(`${password}  # urilint-disable-line no-plaintext-password\n`)).toEqual([]);
    expect(keptFindings(`# urilint-disable-next-line normalized-case\n${password}\n`)).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });

  it("are not read from a string", () => {
    expect(keptFindings(`x = "# urilint-disable-next-line no-plaintext-password"\n${password}\n`)).toEqual([
      "plaintext-password: Sup3rSecret",
    ]);
  });
});

describe("the comment that silences a finding", () => {
  function disabled(text: string, code: FindingCode): string | undefined {
    const match = runSync(findUris(text, "python", OPTIONS)).matches.find((m) =>
      m.findings.some((f) => f.code === code),
    );
    const finding = match?.findings.find((f) => f.code === code);
    if (match === undefined || finding === undefined) throw new Error(`no ${code} in ${text}`);
    const at = documentRange(match, finding.start, finding.end).start;
    const edit = disableCommentEdit(text, "python", match.candidate, at, CATALOGUE[code].rule);
    return edit === undefined ? undefined : text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }

  it("goes on a line of its own, indented like the finding's, and silences it", () => {
    const text = 'def f():\r\n    return requests.get("HTTP://a.example/")\r\n';
    const fixed = disabled(text, "scheme-case");
    expect(fixed).toBe(
      'def f():\r\n    # urilint-disable-next-line normalized-case\r\n    return requests.get("HTTP://a.example/")\r\n',
    );
    expect(keptFindings(fixed as string)).toEqual([]);
  });

  it("is not written after a backslash that continues the line, nor inside a multi-line string", () => {
    expect(disabled('u = \\\n    "HTTP://a.example/"\n', "scheme-case")).toBeUndefined();
    expect(disabled('u = \\\r\n    "HTTP://a.example/"\r\n', "scheme-case")).toBeUndefined();
    expect(disabled('u = """\\\nHTTP://a.example/"""\n', "scheme-case")).toBeUndefined();
  });
});
