/** Python: `.py`, `.pyi` (stubs), `.pyw` (Windows scripts), and scripts whose `#!` line names python. */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Python",
  dialects: {
    python: {
      extensions: ["py", "pyi", "pyw"],
      languageIds: ["python"],
      interpreters: ["python", "python2", "python3", "pypy", "pypy3"],
    },
  },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["python", "python-template"],
  parsers: ["@vscode/tree-sitter-wasm"],
} satisfies LanguageDefinition;
