/**
 * One reading of Markdown: a real ESLint run (the plugin's `markdown` config on @eslint/markdown,
 * every rule on) and @urilint/scan's `findUris` (what the command and the language server run)
 * report the same findings on every file: the same code at the same range, the same fix and the
 * same suggestions (compared by the text each gives once applied), after the same `urilint-`
 * directives. Over committed cases (each construct of the policy, in block quotes and list items
 * too) and over the READMEs, CHANGELOGs and docs of the installed packages (a deterministic sample).
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import markdown from "@eslint/markdown";
import { CATALOGUE, FINDING_CODES } from "@urilint/core";
import {
  findUrisWithDirectives,
  languageOf,
  matchOptions,
  reportedFindings,
  runSync,
  toOffsetEdits,
  type OffsetEdit,
} from "@urilint/scan";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { analysisStats } from "../src/analysis.js";
import plugin from "../src/index.js";

const STORE = fileURLToPath(new URL("../../../node_modules/.pnpm/", import.meta.url));
const JUDGED = fileURLToPath(new URL("../../scan/test/real/markdown/", import.meta.url));

const CONFIG: Linter.Config[] = [
  {
    ...plugin.configs.markdown,
    plugins: { ...plugin.configs.markdown.plugins, markdown },
    rules: plugin.configs.all.rules,
    linterOptions: { reportUnusedDisableDirectives: "off" },
  },
];

const linter = new Linter();

/** The offsets where ESLint's lines start (its Markdown lines end at LF or CR LF). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r?\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

function applied(text: string, edits: readonly OffsetEdit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Each report as one line: its range, code, fixed text and suggestions (by the text each gives). */
function shown(
  text: string,
  start: number,
  end: number,
  code: string,
  fix: string | undefined,
  suggestions: string[],
): string {
  const place = `${start}-${end} ${code} ${JSON.stringify(text.slice(start, end))}`;
  return `${place} fix=${fix === undefined ? "none" : JSON.stringify(fix)} suggestions=${JSON.stringify(suggestions)}`;
}

function eslintReports(text: string, filename: string): string[] {
  const starts = lineStarts(text);
  const offset = (line: number, column: number): number => (starts[line - 1] as number) + column - 1;
  const messages = linter.verify(text, CONFIG, filename);
  const fatal = messages.find((message) => message.fatal === true);
  if (fatal !== undefined) throw new Error(`${filename}: ${fatal.message}`);
  return messages
    .filter((message) => message.ruleId?.startsWith("urilint/") === true)
    .map((message) => {
      const start = offset(message.line, message.column);
      const end = offset(message.endLine ?? message.line, message.endColumn ?? message.column);
      const fix = message.fix === undefined ? undefined : applied(text, [fixEdit(message.fix)]);
      const suggestions = (message.suggestions ?? []).map((s) => `${s.desc} => ${applied(text, [fixEdit(s.fix)])}`);
      return shown(text, start, end, message.messageId ?? "", fix, suggestions);
    })
    .sort();
}

function fixEdit(fix: { range: readonly [number, number]; text: string }): OffsetEdit {
  return { start: fix.range[0], end: fix.range[1], text: fix.text };
}

const EVERY_CODE = matchOptions({}, new Set(FINDING_CODES));

function scannerReports(text: string, filename: string): string[] {
  const starts = lineStarts(text);
  const lineOf = (offset: number): number => {
    let line = 0;
    while (line + 1 < starts.length && (starts[line + 1] as number) <= offset) line++;
    return line + 1;
  };
  const { matches, directives } = runSync(findUrisWithDirectives(text, languageOf(undefined, filename), EVERY_CODE));
  return reportedFindings(matches, directives, lineOf)
    .findings.map(({ match, finding, start, end }) => {
      const kind = CATALOGUE[finding.code].fix;
      const fixEdits =
        kind === "autofix" && finding.fix !== undefined ? toOffsetEdits(match, [finding.fix]) : undefined;
      const suggestions =
        kind === "suggestion"
          ? finding.suggestions.flatMap((suggestion) => {
              const edits = toOffsetEdits(match, suggestion.edits);
              return edits === undefined || edits.length === 0
                ? []
                : [`${suggestion.title} => ${applied(text, edits)}`];
            })
          : [];
      return shown(
        text,
        start,
        end,
        finding.code,
        fixEdits === undefined ? undefined : applied(text, fixEdits),
        suggestions,
      );
    })
    .sort();
}

interface Disagreement {
  readonly onlyEslint: string[];
  readonly onlyScanner: string[];
}

/** Where the two differ: what only ESLint reports, and what only the scanner does; `reports` counts ESLint's. */
function disagreement(text: string, filename: string, reports?: { count: number }): Disagreement {
  const failures = analysisStats.failures;
  const eslint = eslintReports(text, filename);
  const scanner = scannerReports(text, filename);
  expect(analysisStats.failures, `${filename}: the plugin failed inside`).toBe(failures);
  if (reports !== undefined) reports.count += eslint.length;
  return {
    onlyEslint: eslint.filter((r) => !scanner.includes(r)),
    onlyScanner: scanner.filter((r) => !eslint.includes(r)),
  };
}

const NONE = { onlyEslint: [], onlyScanner: [] };

/** Cases for each construct the reading decides on; every one gives findings, so an empty run proves nothing. */
const CASES: readonly (readonly [string, string])[] = [
  [
    "destinations",
    'See [the docs](HTTPS://Docs.example.com/a\\(b\\) "Title") and ![i](<https://example.com/my image.png>).\n',
  ],
  ["definitions", 'Text.\n\n[docs]:\n  https://EXAMPLE.com/&amp;x "t"\n[b]: <HTTP://b.example:80/>\n'],
  ["not a definition", "[Note]: 50% of the time it works.\n[Other]: HTTP://EXAMPLE.com\n"],
  [
    "autolinks and literals",
    "Mail <HTTPS://EXAMPLE.com:443/> or https://Other.example.com/ or www.Example.com or a@b.example.\n",
  ],
  ["prose", "Connect with postgres://user:S3cret@db.example/app or ftp://FTP.example.com:21/x.\n"],
  ["a link broken by a space", '[x](http://exa mple.com) and [y](./my file.md "t") but not f[x](a b).\n'],
  ["HTML", '<a href="HTTP://x.example/?a&#x3D;b">x</a> <img src="./a b.png" srcset="HTTP://A.example/1.png 1x">\n'],
  [
    "an HTML block",
    '<p align="center">\n  <a href="https://EXAMPLE.com:443/"><img src="https://x.example/a b.svg"></a>\n</p>\n',
  ],
  ["math", "$$ [\\psi](\\mathbf{L}) $$ and $x = [a](b\\c)$ but [ok](HTTP://math.example).\n"],
  [
    "fenced code",
    '```yaml\nurl: HTTP://yaml.example:80/\n```\n\n```json\n{ "u": "HTTP://json.example" }\n```\n\n```sh\ncurl HTTP://sh.example:80/\n```\n\n```python\nget(\'HTTP://python.example\')\n```\n',
  ],
  [
    "code in containers",
    "> ```toml\n> url = \"HTTP://toml.example:80/\"\n> ```\n\n1. item\n\n   ```js\n   fetch('HTTP://js.example:80/');\n   ```\n",
  ],
  ["code across prefixes", '> ```yaml\n> a: |\n>   HTTP://a.example:80/\n> b: "HTTP://b.example/\n>   x"\n> ```\n'],
  ["HTML in a block quote", '> para <a href="HTTP://x.example/"\n> title="t">link</a> and HTTP://y.example\n'],
  ["front matter", "---\nhomepage: HTTP://front.example:80/\n---\n\n# Title\n"],
  ["CR LF", "[a](HTTP://a.example)\r\n\r\n```yaml\r\nu: HTTP://b.example:80/\r\n```\r\n"],
  [
    "directives",
    "HTTP://a.example <!-- urilint-disable-line -->\n\n<!-- urilint-disable-next-line normalized-case -->\nHTTP://b.example:80/\n",
  ],
  ["inline code and escapes", "`HTTP://code.example` and [e](https://example.com/\\_a%7e) and \\<HTTP://x.example>\n"],
  [
    "tables and footnotes",
    "| a | b |\n| - | - |\n| HTTP://t.example | [l](HTTP://l.example) |\n\nNote[^1].\n\n[^1]: See HTTP://f.example.\n",
  ],
];

describe("Markdown: ESLint and the scanner agree, finding for finding", () => {
  it.each(CASES)("%s", (_name, text) => {
    expect(scannerReports(text, "case.md").length).toBeGreaterThan(0);
    expect(disagreement(text, "case.md")).toEqual(NONE);
  });

  it("on MDX, its JavaScript left alone", () => {
    const text =
      'import X from "./x.js"\nexport const url = "http://localhost:" + port\n\n# HTTP://title.example\n\n<Card href={"http://a b"} />\n\nText {"http://localhost:" + port} and HTTP://b.example\n';
    // The title's and the last line's URIs only: each with its scheme's case and its empty path.
    expect(scannerReports(text, "doc.mdx").map((r) => r.split(" ").slice(1, 3).join(" "))).toEqual([
      'scheme-case "HTTP"',
      'empty-path ""',
      'scheme-case "HTTP"',
      'empty-path ""',
    ]);
    expect(disagreement(text, "doc.mdx")).toEqual(NONE);
  });

  it("on the judged samples", () => {
    const names = readdirSync(JUDGED).filter((name) => name !== "findings.json");
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(disagreement(readFileSync(join(JUDGED, name), "utf8"), name)).toEqual(NONE);
  });

  it("on the installed packages' Markdown (a sample of every third file, by path)", () => {
    const files = storeMarkdown().filter((_file, i) => i % 3 === 0);
    expect(files.length).toBeGreaterThan(200);
    const disagreements: string[] = [];
    const reports = { count: 0 };
    for (const [i, { path, text }] of files.entries()) {
      // ESLint lints no file under node_modules: each is given a name of its own, with its extension.
      const { onlyEslint, onlyScanner } = disagreement(text, `store-${i}${extname(path)}`, reports);
      for (const line of onlyEslint) disagreements.push(`${path}: only ESLint: ${line}`);
      for (const line of onlyScanner) disagreements.push(`${path}: only the scanner: ${line}`);
    }
    console.log(
      `${files.length} Markdown files, ${reports.count} reports of ESLint, ${disagreements.length} disagreements`,
    );
    expect(reports.count).toBeGreaterThan(50);
    expect(disagreements).toEqual([]);
  }, 600_000);
});

/** The Markdown files of the pnpm store, each text once, in path order. */
function storeMarkdown(): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const seen = new Set<string>();
  const walk = (dir: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 12) walk(path, depth + 1);
      else if (entry.isFile() && /\.(?:md|markdown|mdx)$/i.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        if (!seen.has(text)) out.push({ path, text });
        seen.add(text);
      }
    }
  };
  walk(STORE, 0);
  return out;
}
