import { describe, expect, it } from "vitest";
import { languageOf, languageOfPath } from "../src/language.js";

describe("the language of a document", () => {
  const cases: [languageId: string | undefined, path: string, language: string][] = [
    ["typescript", "file:///a/b.js", "ts"], // the editor's languageId wins
    ["javascriptreact", "file:///a/b", "jsx"],
    ["jsonc", "file:///a/settings.json", "json"],
    ["mdx", "file:///a/page.mdx", "markdown"],
    // An id that says only "text", or names a language we do not parse: the file name decides.
    ["plaintext", "file:///a/notes.md", "markdown"],
    ["plaintext", "file:///a/notes.txt", "text"],
    ["js", "/home/me/app.ts", "ts"], // eglot sends the mode's name
    ["shellscript", "file:///a/run.sh", "text"],
    [undefined, "src/index.MTS", "ts"],
    [undefined, "file:///a/b.json?x=1#y", "json"],
    [undefined, "file:///a.d/README", "text"], // a dot in a folder's name is no extension
    [undefined, ".json", "text"], // a hidden file's name is no extension
  ];
  it.each(cases)("%s %s -> %s", (languageId, path, language) => {
    expect(languageOf(languageId, path)).toBe(language);
  });

  it("says nothing for a name it does not know", () => {
    expect(languageOfPath("Makefile")).toBeUndefined();
    expect(languageOfPath("a/b.unknown")).toBeUndefined();
  });
});
