/**
 * JSON, JSON with comments (JSONC: tsconfig.json, VS Code's settings) and JSON5, and the JSON
 * documents whose format says what their strings are: npm's package.json and lockfiles (policy.ts).
 * A source map (`.map`, ECMA-426) is JSON: read as text, its escapes would read as backslashes in URIs.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "JSON",
  dialects: {
    json: { extensions: ["json", "map"], languageIds: ["json"] },
    jsonc: {
      extensions: ["jsonc"],
      fileNames: ["tsconfig.json", "jsconfig.json", ".eslintrc.json", "devcontainer.json", ".devcontainer.json"],
      languageIds: ["jsonc"],
    },
    json5: { extensions: ["json5"], languageIds: ["json5"] },
    "npm-package": { fileNames: ["package.json"] },
    "npm-lockfile": { fileNames: ["package-lock.json", "npm-shrinkwrap.json"] },
  },
  // Only JSON with comments can hold a disable comment (index.ts).
  comments: { block: true },
  spellings: ["json", "json5"],
  trees: { root: "Document" },
} satisfies LanguageDefinition;
