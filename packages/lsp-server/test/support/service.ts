/** Test helpers over the language service: no connection, just a document and its analysis. */
import { TextDocument } from "vscode-languageserver-textdocument";
import { documentRange, runSync, type Language } from "@urilint/scan";
import { analyze, type Analysis } from "../../src/analysis.js";
import { DEFAULT_SETTINGS, readSettings, resolveSettings, type ResolvedSettings } from "../../src/settings.js";

export const LANGUAGE_IDS: Record<Language, string> = {
  js: "javascript",
  jsx: "javascriptreact",
  ts: "typescript",
  tsx: "typescriptreact",
  json: "json",
  markdown: "markdown",
  text: "plaintext",
};

export interface Analyzed {
  readonly document: TextDocument;
  readonly analysis: Analysis;
  readonly resolved: ResolvedSettings;
}

export function analyzed(source: string, language: Language = "ts", settings: unknown = {}): Analyzed {
  const resolved = resolveSettings(readSettings(settings, DEFAULT_SETTINGS));
  const document = TextDocument.create(`file:///test/file.${language}`, LANGUAGE_IDS[language], 1, source);
  return { document, analysis: runSync(analyze(source, language, resolved)), resolved };
}

/** Each URI found: its value as the core saw it, and the document text it was read from. */
export function urisIn(source: string, language: Language = "ts"): { value: string; spelled: string }[] {
  return analyzed(source, language).analysis.matches.map((match) => ({
    value: match.candidate.value.text,
    spelled: source.slice(match.candidate.start, match.candidate.end),
  }));
}

/** Each finding as "code: the exact document text of its range". */
export function findingsIn(source: string, language: Language = "ts", settings: unknown = {}): string[] {
  const { analysis } = analyzed(source, language, settings);
  const out: string[] = [];
  for (const match of analysis.matches) {
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      out.push(`${finding.code}: ${source.slice(range.start, range.end)}`);
    }
  }
  return out;
}
