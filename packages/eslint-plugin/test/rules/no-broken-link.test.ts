/**
 * no-broken-link in real ESLint runs (the ESLint class over files written to a temporary
 * repository): Markdown through @eslint/markdown, HTML through @html-eslint, the catalogue's
 * messages at the exact range, the nearest name as a suggestion, the site from the options or
 * `settings.urilint`, nothing for a script, and the same findings as the language server and
 * the command give (the link checker of @urilint/scan).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import markdown from "@eslint/markdown";
import html from "@html-eslint/eslint-plugin";
import { ESLint, type Linter } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../../src/index.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function repository(files: Record<string, string>): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "urilint-eslint-links-")));
  made.push(root);
  mkdirSync(join(root, ".git"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function lint(
  root: string,
  paths: string[],
  rule: Linter.RuleEntry = "error",
  settings?: Record<string, unknown>,
): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.md"],
        language: "markdown/gfm",
        plugins: { markdown, urilint: plugin },
        rules: { "urilint/no-broken-link": rule },
        ...(settings === undefined ? {} : { settings }),
      },
      {
        files: ["**/*.html"],
        language: "html/html",
        plugins: { html, urilint: plugin },
        rules: { "urilint/no-broken-link": rule },
        ...(settings === undefined ? {} : { settings }),
      },
      { files: ["**/*.js"], plugins: { urilint: plugin }, rules: { "urilint/no-broken-link": rule } },
    ],
  });
  const results = await eslint.lintFiles(paths);
  return results.flatMap((result) =>
    result.messages.map((message) => {
      const relative = result.filePath.slice(root.length + 1);
      const suggestions = (message.suggestions ?? []).map((s) => ` → ${s.desc}`).join("");
      return `${relative}:${message.line}:${message.column}-${message.endColumn} ${message.messageId ?? message.ruleId}: ${message.message}${suggestions}`;
    }),
  );
}

describe("no-broken-link", () => {
  it("reports Markdown links to missing files and headings, with the nearest name", async () => {
    const root = repository({
      "README.md": "# Title\n\n[a](docs/setp.md) [b](docs/setup.md#usge) [c](#title) [d](Docs/setup.md)\n",
      "docs/setup.md": "## Usage\n",
    });
    expect(await lint(root, ["README.md"])).toEqual([
      "README.md:3:10-17 missing-file: This link leads nowhere: 'docs/setp.md' does not exist; did you mean 'docs/setup.md'? → Link to 'docs/setup.md'",
      "README.md:3:37-41 missing-anchor: 'docs/setup.md' has no heading or anchor '#usge' (headings named as GitHub names them); did you mean '#usage'? → Link to '#usage'",
      "README.md:3:59-63 file-case-mismatch: 'Docs/setup.md' exists only as 'docs/setup.md': the link works on macOS and Windows, whose file systems ignore letter case, and breaks on Linux and on the web → Link to 'docs/setup.md'",
    ]);
  });

  it("reports HTML's href and src, and reads its ids", async () => {
    const root = repository({
      "site/index.html": '<p id="intro"></p><a href="#intro">x</a> <a href="page.html#nope">y</a> <img src="logo.svg">',
      "site/page.html": '<h1 id="top-of-page"></h1>',
    });
    expect(await lint(root, ["site/index.html"])).toEqual([
      "site/index.html:1:61-65 missing-anchor: 'site/page.html' has no heading or anchor '#nope' (headings named as GitHub names them)",
      "site/index.html:1:83-91 missing-file: This link leads nowhere: 'site/logo.svg' does not exist",
    ]);
  });

  it("reads the site from its options, or from settings.urilint", async () => {
    const root = repository({
      "docs/guide.md": "## server.port\n",
      "docs/index.md": "[a](/guide#server-port)\n",
    });
    const vitepress = { site: "vitepress", siteRoot: "docs" };
    expect(await lint(root, ["docs/index.md"], ["error", vitepress])).toEqual([]);
    expect(await lint(root, ["docs/index.md"], "error", { urilint: vitepress })).toEqual([]);
    expect(await lint(root, ["docs/index.md"])).toEqual([
      "docs/index.md:1:6-11 missing-file: This link leads nowhere: 'guide' does not exist",
    ]);
  });

  it("stops on a bad setting, as on a bad option", async () => {
    const root = repository({ "README.md": "[a](b.md)\n" });
    await expect(lint(root, ["README.md"], "error", { urilint: { site: "jekyll" } })).rejects.toThrow(
      /settings\.urilint\.site: expected "auto", "github", "vitepress", "docusaurus", "mdbook", "mkdocs", got "jekyll"/,
    );
  });

  it("reads nothing in a script", async () => {
    const root = repository({ "app.js": 'const docs = "docs/missing.md";\n' });
    expect(await lint(root, ["app.js"])).toEqual([]);
  });

  it("is silenced by a urilint-disable comment", async () => {
    const root = repository({
      "README.md": "[a](gone.md) <!-- urilint-disable-line no-broken-link -->\n[b](gone.md)\n",
    });
    expect(await lint(root, ["README.md"])).toEqual([
      "README.md:2:5-12 missing-file: This link leads nowhere: 'gone.md' does not exist",
    ]);
  });
});
