/** Test helpers for code actions: ask the language service, apply an action's edits. */
import { TextDocument } from "vscode-languageserver-textdocument";
import type { CodeAction, TextEdit } from "vscode-languageserver";
import type { Language } from "@urilint/scan";
import { codeActions } from "../../src/code-actions.js";
import { analyzed } from "./service.js";

export interface Asked {
  readonly document: TextDocument;
  readonly actions: CodeAction[];
}

/** The code actions for [start, end) of `source` (the whole document by default), no diagnostics sent. */
export function actionsFor(
  source: string,
  language: Language = "ts",
  range?: { start: number; end: number },
  only?: string[],
): Asked {
  const { document, analysis } = analyzed(source, language);
  const actions = codeActions(
    document,
    analysis,
    { range: range ?? { start: 0, end: source.length }, diagnostics: [], only, language },
    { documentChanges: false },
  );
  return { document, actions };
}

/** The document after the action titled `title`, or undefined when there is no such action. */
export function afterAction(source: string, title: string, language: Language = "ts"): string | undefined {
  const { document, actions } = actionsFor(source, language);
  const action = actions.find((a) => a.title === title);
  if (action === undefined) return undefined;
  return TextDocument.applyEdits(document, (action.edit?.changes?.[document.uri] ?? []) as TextEdit[]);
}

export function titles(source: string, language: Language = "ts"): string[] {
  return actionsFor(source, language).actions.map((a) => a.title);
}
