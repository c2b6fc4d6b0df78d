import { describe, expect, it } from "vitest";
import {
  activationLanguages,
  documentSelector,
  FILE_PATTERNS,
  LANGUAGES,
  languagesFor,
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

  it("names the languages of every language the scanner reads, by the ids editors give them", () => {
    expect(languagesFor(false)).toEqual(
      expect.arrayContaining([
        "javascript",
        "typescript",
        "javascriptreact",
        "typescriptreact",
        "json",
        "jsonc",
        "markdown",
        "yaml",
        "dockercompose",
        "toml",
        "dotenv",
        "dockerfile",
        "html",
        "css",
        "python",
        "xml",
        "ini",
      ]),
    );
    expect(languagesFor(false)).not.toContain("plaintext");
  });

  it("activates on the languages VS Code gives `.env`, `.env.local` and `.toml` files", () => {
    expect(activationLanguages()).toEqual(
      expect.arrayContaining(["properties", "shellscript", "plaintext", "dotenv", "yaml"]),
    );
  });
});
