/** The reader of XML documents (saxes is loaded with it). */
import type { LanguageReader } from "../../language.js";
import { scanXml } from "./scan.js";

export const reader: LanguageReader = {
  scan: (text, _dialect, found, comment, admits) => scanXml(text, found, comment, admits),
};
