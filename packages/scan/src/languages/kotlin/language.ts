/** Kotlin: `.kt` files and Kotlin scripts (`.kts`, Gradle's `build.gradle.kts` and `settings.gradle.kts`). */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Kotlin",
  dialects: {
    kotlin: { extensions: ["kt", "kts"], languageIds: ["kotlin"], interpreters: ["kotlin", "kotlinc"] },
  },
  comments: { block: true, lineBefore: (words) => `// ${words}` },
  spellings: ["kotlin", "kotlin-template"],
  parsers: ["@vscode/tree-sitter-wasm", "@tree-sitter-grammars/tree-sitter-kotlin"],
} satisfies LanguageDefinition;
