/** JavaScript and TypeScript, with and without JSX: read from TypeScript's syntax tree. */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "JavaScript and TypeScript",
  dialects: {
    js: {
      extensions: ["js", "mjs", "cjs"],
      languageIds: ["javascript"],
      interpreters: ["node", "nodejs", "deno", "bun"],
    },
    jsx: { extensions: ["jsx"], languageIds: ["javascriptreact"] },
    ts: { extensions: ["ts", "mts", "cts"], languageIds: ["typescript"], interpreters: ["ts-node", "tsx"] },
    tsx: { extensions: ["tsx"], languageIds: ["typescriptreact"] },
  },
  comments: { block: true, lineBefore: (words) => `// ${words}` },
  spellings: ["string", "constant-string", "template", "tagged-template", "raw-template", "jsx-attribute", "jsx-text"],
  // TypeScript reads every dialect; without it, espree (ESLint's parser) reads plain JavaScript (reader.cts).
  parsers: ["typescript", "espree"],
} satisfies LanguageDefinition;
