/** The four dialects of the JavaScript language. */
import type { Language } from "../../language.js";

export type ScriptLanguage = "js" | "jsx" | "ts" | "tsx";

export function isScript(language: Language): language is ScriptLanguage {
  return language === "js" || language === "jsx" || language === "ts" || language === "tsx";
}
