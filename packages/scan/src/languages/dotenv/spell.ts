/** How a value is written back into a `.env` value of each quoting. */
import type { Speller } from "../../language.js";
import { spellDotenv } from "./scan.js";

export const spellers: Readonly<Record<string, Speller>> = {
  "dotenv-unquoted": (value, quote) => spellDotenv(value, "dotenv-unquoted", quote),
  "dotenv-single": (value, quote) => spellDotenv(value, "dotenv-single", quote),
  "dotenv-double": (value, quote) => spellDotenv(value, "dotenv-double", quote),
  "dotenv-backtick": (value, quote) => spellDotenv(value, "dotenv-backtick", quote),
};
