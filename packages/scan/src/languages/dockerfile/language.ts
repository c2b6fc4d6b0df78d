/** Dockerfiles and Containerfiles (`Dockerfile`, `Dockerfile.dev`, `app.dockerfile`). */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Dockerfile",
  dialects: {
    dockerfile: {
      extensions: ["dockerfile"],
      nameGlobs: ["Dockerfile", "Dockerfile.*", "Containerfile", "Containerfile.*"],
      languageIds: ["dockerfile"],
    },
  },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["dockerfile-word", "dockerfile-word-backtick", "shell-word"],
  parsers: ["dockerfile-ast"],
} satisfies LanguageDefinition;
