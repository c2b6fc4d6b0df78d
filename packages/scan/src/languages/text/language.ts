/**
 * Plain text: any document no other language claims. URIs are delimited in it as RFC 3986
 * Appendix C describes; the other languages read their comments and prose the same way, with the
 * same spelling (`plain`: written as it is).
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: "plain text",
  // No languageId: an editor that says `plaintext` lets the document's name decide (a `.env` file it calls so).
  dialects: { text: {} },
  comments: { block: false },
  spellings: ["plain", "prose-piece"],
} satisfies LanguageDefinition;
