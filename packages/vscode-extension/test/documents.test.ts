import { describe, expect, it } from "vitest";
import { documentSelector, LANGUAGES, languagesFor, PLAINTEXT_LANGUAGE, SCHEMES } from "../src/documents.js";

describe("documentSelector", () => {
  it("selects every language on saved and untitled documents", () => {
    const selector = documentSelector(false);
    for (const language of LANGUAGES) {
      expect(selector).toContainEqual({ language, scheme: "file" });
      expect(selector).toContainEqual({ language, scheme: "untitled" });
    }
    expect(selector).toHaveLength(LANGUAGES.length * SCHEMES.length);
  });

  it("leaves plain text out unless it is enabled", () => {
    expect(documentSelector(false).some((f) => f.language === PLAINTEXT_LANGUAGE)).toBe(false);
    expect(documentSelector(true).filter((f) => f.language === PLAINTEXT_LANGUAGE)).toEqual([
      { language: "plaintext", scheme: "file" },
      { language: "plaintext", scheme: "untitled" },
    ]);
  });

  it("never selects other schemes (git, output, vscode-userdata)", () => {
    const schemes = new Set(documentSelector(true).map((f) => f.scheme));
    expect([...schemes].sort()).toEqual(["file", "untitled"]);
  });

  it("names the languages of JS, TS, JSX, TSX, JSON, JSONC and Markdown", () => {
    expect(languagesFor(false)).toEqual([
      "javascript",
      "typescript",
      "javascriptreact",
      "typescriptreact",
      "json",
      "jsonc",
      "markdown",
    ]);
  });
});
