/** The reader of `.env` files: a reader of its own (dotenv's grammar, as the dotenv package reads it). */
import type { LanguageReader } from "../../language.js";
import { scanDotenv } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanDotenv(text, found, comment),
};
