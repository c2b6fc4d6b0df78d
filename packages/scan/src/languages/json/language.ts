/**
 * JSON, and JSON with comments (JSONC: tsconfig.json, VS Code's settings). A source map (`.map`,
 * ECMA-426) is JSON: read as text, its escapes would read as backslashes in URIs.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "JSON",
  dialects: {
    json: { extensions: ["json", "map", "json5"], languageIds: ["json", "json5"] },
    jsonc: {
      extensions: ["jsonc"],
      fileNames: ["tsconfig.json", "jsconfig.json", ".eslintrc.json", "devcontainer.json", ".devcontainer.json"],
      languageIds: ["jsonc"],
    },
  },
  // Only JSON with comments can hold a disable comment (index.ts).
  comments: { block: true },
  spellings: ["json"],
} satisfies LanguageDefinition;
