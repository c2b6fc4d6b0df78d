import { describe, expect, it } from "vitest";
import { resolveChecks } from "@urilint/core";
import { languageOf, languageOfName, languageOfPath } from "../src/language.js";
import { matchOptions } from "../src/matches.js";
import { findUris } from "../src/uris.js";
import { runSync } from "../src/work.js";

const OPTIONS = matchOptions({}, resolveChecks({}, {}).codes);

describe("the language of a document", () => {
  const cases: [languageId: string | undefined, path: string, language: string][] = [
    ["typescript", "file:///a/b.js", "ts"], // the editor's languageId wins
    ["javascriptreact", "file:///a/b", "jsx"],
    ["jsonc", "file:///a/settings.json", "jsonc"],
    [undefined, "/a/tsconfig.json", "jsonc"],
    [undefined, "/a/config.jsonc", "jsonc"],
    ["mdx", "file:///a/page.mdx", "mdx"],
    [undefined, "file:///a/page.mdx", "mdx"],
    // Every name Markdown is written under (lychee's list), whatever the editor calls it.
    ...["md", "markdown", "qmd", "Rmd", "mkd", "mkdn", "mdwn", "mdown", "mkdown"].map(
      (extension): [string | undefined, string, string] => ["plaintext", `/docs/README.${extension}`, "markdown"],
    ),
    ["quarto", "file:///a/report.qmd", "markdown"],
    // An id that says only "text", or names a language we do not parse: the file name decides.
    ["plaintext", "file:///a/notes.md", "markdown"],
    ["plaintext", "file:///a/notes.txt", "text"],
    ["js", "/home/me/app.ts", "ts"], // eglot sends the mode's name
    ["shellscript", "file:///a/run.sh", "shell"],
    [undefined, "src/index.MTS", "ts"],
    [undefined, "file:///a/b.json?x=1#y", "json"],
    [undefined, "dist/app.js.map", "json"], // a source map is JSON
    ["plaintext", "dist/style.css.map", "json"],
    [undefined, "file:///a.d/README", "text"], // a dot in a folder's name is no extension
    [undefined, ".json", "text"], // a hidden file's name is no extension
  ];
  it.each(cases)("%s %s -> %s", (languageId, path, language) => {
    expect(languageOf(languageId, path)).toBe(language);
  });

  it("knows a zsh completion function by its first line, which zsh's compinit reads", () => {
    expect(languageOf(undefined, "plugins/docker/_docker", "#compdef docker dockerd\n_docker() {}\n")).toBe("shell");
    expect(languageOf(undefined, "functions/_x", "#autoload\n\n_x() {}\n")).toBe("shell");
    // A `#` line of other words, or the tag later than the first line, says nothing.
    expect(languageOf(undefined, "notes/_todo", "#compdefs are zsh's\n")).toBe("text");
    expect(languageOf(undefined, "notes/_todo", "# compdef\n")).toBe("text");
    expect(languageOf(undefined, "notes/_todo", "a\n#compdef x\n")).toBe("text");
    // A telling name wins.
    expect(languageOf(undefined, "docs/completion.md", "#compdef x\n")).toBe("markdown");
  });

  it("says nothing for a name it does not know", () => {
    expect(languageOfPath("Makefile")).toBeUndefined();
    expect(languageOfPath("a/b.unknown")).toBeUndefined();
  });

  it("knows a language by the names people write for it (a Markdown code block's info string)", () => {
    const names = ["js", "JavaScript", "node", "typescript", "tsx", "yml", "json5", "jsonc", "toml", "env", ".env"];
    expect(names.map(languageOfName)).toEqual([
      "js",
      "js",
      "js",
      "ts",
      "tsx",
      "yaml",
      "json5",
      "jsonc",
      "toml",
      "dotenv",
      "dotenv",
    ]);
    expect(["dockerfile", "Dockerfile", "docker", "containerfile", "html", "css"].map(languageOfName)).toEqual([
      "dockerfile",
      "dockerfile",
      "dockerfile",
      "dockerfile",
      "html",
      "css",
    ]);
    expect(["python", "go", "sh", "text", ""].map(languageOfName)).toEqual([
      "python",
      "go",
      "shell",
      undefined,
      undefined,
    ]);
  });
});

describe("a source map", () => {
  // What a bundler writes: a source's text escaped in "sourcesContent", a URI followed by "\n".
  const map = JSON.stringify({
    version: 3,
    sources: ["webpack://app/./src/a.ts"],
    sourcesContent: ["// see https://a.example/docs\nexport {};\n"],
    mappings: "AAAA",
  });

  it("is read as JSON: an escape after a URI is no backslash in it", () => {
    expect(map).toContain("docs\\n");
    const codes = runSync(findUris(map, languageOf(undefined, "dist/a.js.map"), OPTIONS)).matches.flatMap((match) =>
      match.findings.map((f) => f.code),
    );
    expect(codes).not.toContain("backslash");
    // Read as plain text, the same file reads "\n" into the URI.
    const asText = runSync(findUris(map, "text", OPTIONS)).matches.flatMap((match) =>
      match.findings.map((f) => f.code),
    );
    expect(asText).toContain("backslash");
  });
});
