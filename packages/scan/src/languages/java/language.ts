/** Java: `.java` files. */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Java",
  dialects: {
    java: { extensions: ["java"], languageIds: ["java"] },
  },
  comments: { block: true, lineBefore: (words) => `// ${words}` },
  spellings: ["java", "java-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
