/** The reader of INI files, in each dialect: a reader of its own (dialects.ts says which rules). */
import type { LanguageReader } from "../../language.js";
import { scanIni } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, dialect, found, comment) => scanIni(text, dialect, found, comment),
};
