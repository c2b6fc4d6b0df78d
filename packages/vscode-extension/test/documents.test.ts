import { definitionOf } from "@urilint/scan";
import { describe, expect, it } from "vitest";
import {
  activationLanguages,
  documentSelector,
  FILE_PATTERNS,
  LANGUAGES,
  languagesFor,
  MARKDOWN_EXTENSIONS,
  PLAINTEXT_LANGUAGE,
  SCHEMES,
} from "../src/documents.js";

describe("documentSelector", () => {
  it("selects every language on saved and untitled documents, and the configuration files by name", () => {
    const selector = documentSelector(false);
    for (const language of LANGUAGES) {
      expect(selector).toContainEqual({ language, scheme: "file" });
      expect(selector).toContainEqual({ language, scheme: "untitled" });
    }
    for (const pattern of FILE_PATTERNS) expect(selector).toContainEqual({ pattern, scheme: "file" });
    expect(selector).toHaveLength(LANGUAGES.length * SCHEMES.length + FILE_PATTERNS.length);
  });

  it("leaves plain text out unless it is enabled", () => {
    expect(documentSelector(false).some((f) => "language" in f && f.language === PLAINTEXT_LANGUAGE)).toBe(false);
    expect(documentSelector(true).filter((f) => "language" in f && f.language === PLAINTEXT_LANGUAGE)).toEqual([
      { language: "plaintext", scheme: "file" },
      { language: "plaintext", scheme: "untitled" },
    ]);
  });

  it("never selects other schemes (git, output, vscode-userdata)", () => {
    const schemes = new Set(documentSelector(true).map((f) => f.scheme));
    expect([...schemes].sort()).toEqual(["file", "untitled"]);
  });

  it("names the languages of JS, TS, JSX, TSX, JSON, Markdown and the configuration files", () => {
    expect(languagesFor(false)).toEqual([
      "javascript",
      "typescript",
      "javascriptreact",
      "typescriptreact",
      "json",
      "jsonc",
      "markdown",
      "mdx",
      "quarto",
      "rmd",
      "yaml",
      "dockercompose",
      "toml",
      "dotenv",
      "dockerfile",
      "html",
      "css",
    ]);
  });

  it("selects every name @urilint/scan reads as Markdown, whatever language the editor gives it", () => {
    const extensions = Object.values(definitionOf("markdown")!.dialects).flatMap((dialect) => dialect.extensions ?? []);
    expect([...MARKDOWN_EXTENSIONS].sort()).toEqual([...extensions].sort());
    for (const extension of extensions) expect(FILE_PATTERNS).toContain(`**/*.${extension}`);
    expect(FILE_PATTERNS).toContain("**/*.Rmd");
    for (const id of Object.values(definitionOf("markdown")!.dialects).flatMap((dialect) => dialect.languageIds ?? []))
      expect(LANGUAGES).toContain(id);
  });

  it("activates on the languages VS Code gives `.env`, `.env.local` and `.toml` files", () => {
    expect(activationLanguages()).toEqual(
      expect.arrayContaining(["properties", "shellscript", "plaintext", "dotenv", "yaml"]),
    );
  });
});
