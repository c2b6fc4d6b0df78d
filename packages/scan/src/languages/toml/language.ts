/** TOML 1.0, with the lock files and manifests written in it that have no `.toml` name. */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "TOML",
  dialects: {
    toml: {
      extensions: ["toml"],
      fileNames: ["pipfile", "cargo.lock", "poetry.lock", "uv.lock", "pdm.lock"],
      languageIds: ["toml"],
    },
  },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["toml-basic", "toml-literal"],
  trees: { programBody: "TOMLTopLevelTable" },
  parsers: ["toml-eslint-parser"],
} satisfies LanguageDefinition;
