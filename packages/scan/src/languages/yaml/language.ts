/** YAML 1.2, and the YAML documents editors give their own languageIds. */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "YAML",
  dialects: {
    yaml: {
      extensions: ["yaml", "yml"],
      languageIds: ["yaml", "github-actions-workflow", "dockercompose", "helm"],
    },
  },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["yaml-plain", "yaml-single", "yaml-double", "yaml-block"],
  trees: { programBody: "YAMLDocument" },
  parsers: ["yaml"],
} satisfies LanguageDefinition;
