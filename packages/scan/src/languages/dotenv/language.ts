/**
 * `.env` files (`.env`, `.env.local`, `x.env`). An editor that calls one `plaintext` or
 * `properties` sends a languageId we do not claim, and its name decides.
 */
import type { LanguageDefinition } from "../../language.js";

export const language = {
  name: ".env",
  dialects: { dotenv: { extensions: ["env"], nameGlobs: [".env", ".env.*"], languageIds: ["dotenv"] } },
  comments: { block: false, lineBefore: (words) => `# ${words}` },
  spellings: ["dotenv-unquoted", "dotenv-single", "dotenv-double", "dotenv-backtick"],
} satisfies LanguageDefinition;
