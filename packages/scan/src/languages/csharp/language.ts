/** C#: `.cs` files, and `.csx` scripts. */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "C#",
  dialects: {
    csharp: { extensions: ["cs", "csx"], languageIds: ["csharp"] },
  },
  comments: { block: true, lineBefore: (words) => `// ${words}` },
  spellings: ["csharp", "csharp-verbatim", "csharp-raw", "csharp-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
