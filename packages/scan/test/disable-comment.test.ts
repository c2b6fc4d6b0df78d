/**
 * "Disable <rule> for this line": the comment written in each language silences exactly that
 * finding (read back through directivesOf and the core's suppression model), changes no value of
 * the document (every other finding is still there, at its shifted place), and is not written
 * where it would change a value.
 */
import { applyDirectives, CATALOGUE, FINDING_CODES } from "@urilint/core";
import { describe, expect, it } from "vitest";
import { directivesOf } from "../src/directives.js";
import { disableCommentEdit } from "../src/disable-comment.js";
import type { Language } from "../src/language.js";
import { documentRange, matchOptions, type UriMatch } from "../src/matches.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";

const OPTIONS = matchOptions({}, new Set(FINDING_CODES));

interface Placed {
  readonly code: (typeof FINDING_CODES)[number];
  readonly start: number;
  readonly end: number;
  readonly match: UriMatch;
}

function findings(text: string, language: Language): Placed[] {
  return runSync(findUris(text, language, OPTIONS)).matches.flatMap((match) =>
    match.findings.map((finding) => ({
      code: finding.code,
      ...documentRange(match, finding.start, finding.end),
      match,
    })),
  );
}

/** The document with the comment that silences the first finding of `code`, and what is left. */
function disable(text: string, language: Language, code: string) {
  const target = findings(text, language).find((f) => f.code === code)!;
  const edit = disableCommentEdit(text, language, target.match.candidate, target.start, CATALOGUE[target.code].rule);
  if (edit === undefined) return undefined;
  const fixed = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  const lineOf = (offset: number): number => fixed.slice(0, offset).split("\n").length;
  const after = findings(fixed, language);
  const kept = applyDirectives(after, directivesOf(fixed, language), lineOf).kept;
  return {
    fixed,
    before: findings(text, language).map((f) => f.code),
    after: after.map((f) => f.code),
    kept: kept.map((f) => f.code),
  };
}

const rows: [Language, string, string, string][] = [
  [
    "ts",
    'const a = 1;\n  const api = "HTTP://example.com:80/";\n',
    "scheme-case",
    'const a = 1;\n  // urilint-disable-next-line normalized-case\n  const api = "HTTP://example.com:80/";\n',
  ],
  [
    "tsx",
    'const x = (\n  <div>\n    <a href="HTTP://example.com/">a</a>\n  </div>\n);\n',
    "scheme-case",
    'const x = (\n  <div>\n    {/* urilint-disable-next-line normalized-case */}\n    <a href="HTTP://example.com/">a</a>\n  </div>\n);\n',
  ],
  [
    "jsx",
    'const x = (\n  <a\n    href="HTTP://example.com/">a</a>\n);\n',
    "scheme-case",
    'const x = (\n  <a\n    // urilint-disable-next-line normalized-case\n    href="HTTP://example.com/">a</a>\n);\n',
  ],
  [
    "jsonc",
    '{\n  "homepage": "HTTP://example.com/"\n}\n',
    "scheme-case",
    '{\n  // urilint-disable-next-line normalized-case\n  "homepage": "HTTP://example.com/"\n}\n',
  ],
  [
    "yaml",
    "services:\n  api:\n    url: HTTP://example.com:80/\n",
    "default-port",
    "services:\n  api:\n    # urilint-disable-next-line no-default-port\n    url: HTTP://example.com:80/\n",
  ],
  [
    "toml",
    '[package]\r\nhomepage = "HTTP://example.com/"\r\n',
    "scheme-case",
    '[package]\r\n# urilint-disable-next-line normalized-case\r\nhomepage = "HTTP://example.com/"\r\n',
  ],
  [
    "dotenv",
    "DATABASE_URL=postgres://app:hunter2@db/app\n",
    "plaintext-password",
    "# urilint-disable-next-line no-plaintext-password\nDATABASE_URL=postgres://app:hunter2@db/app\n",
  ],
  [
    "dockerfile",
    "FROM node:20\nENV API=HTTP://example.com/\n",
    "scheme-case",
    "FROM node:20\n# urilint-disable-next-line normalized-case\nENV API=HTTP://example.com/\n",
  ],
  [
    "css",
    "a {\n  background: url(HTTP://example.com/a.png);\n}\n",
    "scheme-case",
    "a {\n  /* urilint-disable-next-line normalized-case */\n  background: url(HTTP://example.com/a.png);\n}\n",
  ],
  [
    "html",
    '<p>\n  <a href="HTTP://example.com/">a</a>\n</p>\n',
    "scheme-case",
    '<p>\n  <!-- urilint-disable-next-line normalized-case -->\n  <a href="HTTP://example.com/">a</a>\n</p>\n',
  ],
  [
    "xml",
    '<beans>\n  <property name="url" value="postgres://app:hunter2@db/app"/>\n</beans>\n',
    "plaintext-password",
    '<beans>\n  <!-- urilint-disable-next-line no-plaintext-password -->\n  <property name="url" value="postgres://app:hunter2@db/app"/>\n</beans>\n',
  ],
  [
    "properties",
    "spring.rabbitmq.addresses=amqp://app:hunter2@mq:5672\n",
    "plaintext-password",
    "# urilint-disable-next-line no-plaintext-password\nspring.rabbitmq.addresses=amqp://app:hunter2@mq:5672\n",
  ],
  [
    "ini",
    "[metadata]\nproject_urls =\n    Source = HTTP://github.com/x\n",
    "scheme-case",
    "[metadata]\nproject_urls =\n    # urilint-disable-next-line normalized-case\n    Source = HTTP://github.com/x\n",
  ],
  [
    "gitconfig",
    '[remote "origin"]\r\n\turl = https://bot:hunter2@github.com/x.git\r\n',
    "plaintext-password",
    '[remote "origin"]\r\n\t# urilint-disable-next-line no-plaintext-password\r\n\turl = https://bot:hunter2@github.com/x.git\r\n',
  ],
  [
    "markdown",
    "See <HTTP://example.com/> and\nmore.\n",
    "scheme-case",
    "See <HTTP://example.com/> and <!-- urilint-disable-line normalized-case -->\nmore.\n",
  ],
];

describe("disableCommentEdit", () => {
  it.each(rows)("%s: %j", (language, text, code, expected) => {
    const result = disable(text, language, code)!;
    expect(result.fixed).toBe(expected);
    // The document's values are unchanged: the same findings, and only the target is silenced.
    expect(result.after).toEqual(result.before);
    const left = [...result.before];
    left.splice(left.indexOf(code as never), 1);
    expect(result.kept).toEqual(
      left.filter(
        (c) => CATALOGUE[c as never as keyof typeof CATALOGUE].rule !== CATALOGUE[code as keyof typeof CATALOGUE].rule,
      ),
    );
  });

  it("writes nothing where a comment would change a value or is not allowed", () => {
    // A line inside a YAML block scalar belongs to the scalar.
    expect(disable("script: |\n  echo one\n  curl HTTP://example.com/\n", "yaml", "scheme-case")).toBeUndefined();
    // JSON without comments.
    expect(disable('{\n  "homepage": "HTTP://example.com/"\n}\n', "json", "scheme-case")).toBeUndefined();
    // A line inside a multi-line TOML string or .env value belongs to the value.
    expect(disable('notes = """\nsee HTTP://example.com/\n"""\n', "toml", "scheme-case")).toBeUndefined();
    expect(disable('NOTES="see\nHTTP://example.com/ now"\n', "dotenv", "scheme-case")).toBeUndefined();
    // An attribute on a line of its own inside a tag: a comment there would be part of the tag.
    expect(disable('<a\n  href="HTTP://example.com/">a</a>\n', "html", "scheme-case")).toBeUndefined();
    // The same inside an XML start tag, and a line of an XML comment.
    expect(disable('<a\n  href="HTTP://example.com/"/>\n', "xml", "scheme-case")).toBeUndefined();
    expect(disable("<!-- see\n  HTTP://example.com/ -->\n<r/>", "xml", "scheme-case")).toBeUndefined();
    // A continuation line of a .properties value.
    expect(
      disable("api.url=https://a.example/\\\n  %7euser\n", "properties", "unreserved-percent-encoded"),
    ).toBeUndefined();
    // Plain text has no comments.
    expect(disable("See HTTP://example.com/ now.", "text", "scheme-case")).toBeUndefined();
  });
});
