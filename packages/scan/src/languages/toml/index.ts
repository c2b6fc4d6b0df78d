/** The reader of TOML documents (toml-eslint-parser is loaded with it). */
import type { LanguageReader } from "../../language.js";
import { scanToml } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment) => scanToml(text, found, comment),
};
