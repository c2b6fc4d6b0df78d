/** Markdown (CommonMark and GitHub's extensions). */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "Markdown",
  dialects: { markdown: { extensions: ["md", "markdown"], languageIds: ["markdown", "mdx"] } },
  // A comment goes at the end of the finding's line (index.ts): on a line of its own it would split a paragraph.
  comments: { block: true },
  spellings: ["markdown"],
} satisfies LanguageDefinition;
