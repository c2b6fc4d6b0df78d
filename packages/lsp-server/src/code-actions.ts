/**
 * Code actions, recomputed from the document: a request's range and the code and range of its
 * diagnostics are all we rely on (Vim's ALE sends back only code, message and range; no client is
 * required to return `data` or `source`). Offered per URI:
 * - a quick fix per repair the core offers (its `fix`, preferred for a normalization, and its
 *   suggestions, such as "Remove the password");
 * - "Normalize this URI", every normalization of RFC 3986 6.2.2 and 6.2.3 at once;
 * - `source.fixAll.urilint`: every safe normalization of the document (never a secret's removal);
 * and per finding, as vscode-eslint offers them:
 * - "Disable <rule> for this line": a `urilint-disable-next-line` comment in the document's syntax
 *   (@urilint/scan's disableCommentEdit, which writes none where it would change a value);
 * - "Show documentation for <rule>": a command that opens the rule's page (window/showDocument).
 * Titles come from the catalogue and the core, which never put a password in them.
 */
import {
  CATALOGUE,
  docsUrl,
  normalizationReport,
  type Finding,
  type Span,
  type TextEdit as UriEdit,
} from "@urilint/core";
import {
  CodeActionKind,
  type CodeAction,
  type Diagnostic,
  type TextEdit,
  type WorkspaceEdit,
} from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import {
  disableCommentEdit,
  disjoint,
  documentRange,
  reportedFindings,
  safeFixEdits,
  toOffsetEdits,
  type DocumentRange,
  type Language,
  type OffsetEdit,
  type UriMatch,
} from "@urilint/scan";
import type { Analysis } from "./analysis.js";
import { SOURCE } from "./diagnostics.js";
import { VERSION } from "./version.js";

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.urilint`;
export const NORMALIZE_TITLE = "Normalize this URI";
export const FIX_ALL_TITLE = "Fix all safe URI normalizations (urilint)";
/** The command of "Show documentation for <rule>": its argument is the page's URL. */
export const SHOW_DOCUMENTATION_COMMAND = "urilint.showDocumentation";

export interface CodeActionRequest {
  /** The requested range, as document offsets. */
  readonly range: DocumentRange;
  /** The diagnostics the client sent; only their code and range are read. */
  readonly diagnostics: readonly Diagnostic[];
  readonly only?: readonly string[] | undefined;
  /** The document's language, for the syntax of a disable comment. */
  readonly language: Language;
}

export interface EditOptions {
  /** The client takes versioned `documentChanges` (workspace.workspaceEdit.documentChanges). */
  readonly documentChanges: boolean;
}

/** `only` matches hierarchically: "source" asks for "source.fixAll.urilint" too. */
export function kindRequested(only: readonly string[] | undefined, kind: string): boolean {
  if (only === undefined || only.length === 0) return true;
  return only.some((wanted) => kind === wanted || kind.startsWith(`${wanted}.`));
}

export function codeActions(
  document: TextDocument,
  analysis: Analysis,
  request: CodeActionRequest,
  options: EditOptions,
): CodeAction[] {
  const actions: CodeAction[] = [];
  const seen = new Set<string>();
  const add = (action: CodeAction): void => {
    const key = `${action.kind}\u0000${action.title}\u0000${JSON.stringify(action.edit)}`;
    if (seen.has(key)) return;
    seen.add(key);
    actions.push(action);
  };
  const ourDiagnostics = request.diagnostics.filter((d) => d.source === undefined || d.source === SOURCE);
  // The places to look: the requested range and the range of each of our diagnostics.
  const regions: DocumentRange[] = [request.range];
  for (const diagnostic of ourDiagnostics) {
    regions.push({ start: document.offsetAt(diagnostic.range.start), end: document.offsetAt(diagnostic.range.end) });
  }

  // Disabling and documentation come after every repair, as vscode-eslint lists them.
  const lateActions: CodeAction[] = [];
  if (kindRequested(request.only, CodeActionKind.QuickFix)) {
    for (const match of analysis.matches) {
      if (!regions.some((region) => touches(match.candidate, region))) continue;
      for (const finding of match.findings) {
        const range = documentRange(match, finding.start, finding.end);
        if (!regions.some((region) => touches(range, region))) continue;
        const diagnostics = ourDiagnostics.filter((d) => d.code === finding.code && sameRange(document, d, range));
        for (const action of findingActions(document, match, finding, diagnostics, options)) add(action);
        lateActions.push(...ruleActions(document, request.language, match, finding, range, options));
      }
      const normalize = normalizeAction(document, match, options);
      if (normalize !== undefined) add(normalize);
    }
  }
  if (kindRequested(request.only, FIX_ALL_KIND) && (request.only !== undefined || actions.length > 0)) {
    const fixAll = fixAllAction(document, analysis, options);
    if (fixAll !== undefined) add(fixAll);
  }
  for (const action of lateActions) add(action);
  return actions;
}

/** "Disable <rule> for this line" and "Show documentation for <rule>", for one finding. */
function ruleActions(
  document: TextDocument,
  language: Language,
  match: UriMatch,
  finding: Finding,
  range: DocumentRange,
  options: EditOptions,
): CodeAction[] {
  const rule = CATALOGUE[finding.code].rule;
  const actions: CodeAction[] = [];
  const edit = disableCommentEdit(document.getText(), language, match.candidate, range.start, rule);
  if (edit !== undefined) {
    actions.push({
      title: `Disable ${rule} for this line`,
      kind: CodeActionKind.QuickFix,
      edit: workspaceEdit(document, [edit], options),
    });
  }
  const url = docsUrl(rule, finding.code, VERSION);
  actions.push({
    title: `Show documentation for ${rule}`,
    kind: CodeActionKind.QuickFix,
    command: { title: `Show documentation for ${rule}`, command: SHOW_DOCUMENTATION_COMMAND, arguments: [url] },
  });
  return actions;
}

/** The quick fixes of one finding: its safe fix (preferred for a normalization) and its suggestions. */
function findingActions(
  document: TextDocument,
  match: UriMatch,
  finding: Finding,
  diagnostics: Diagnostic[],
  options: EditOptions,
): CodeAction[] {
  const entry = CATALOGUE[finding.code];
  const actions: CodeAction[] = [];
  const attach = diagnostics.length > 0 ? { diagnostics } : {};
  if (finding.fix !== undefined) {
    const edits = toOffsetEdits(match, [finding.fix]);
    if (edits !== undefined) {
      actions.push({
        title: entry.title,
        kind: CodeActionKind.QuickFix,
        ...attach,
        isPreferred: finding.category === "normalization",
        edit: workspaceEdit(document, edits, options),
      });
    }
  }
  for (const suggestion of finding.suggestions) {
    if (finding.fix !== undefined && sameEdits(suggestion.edits, [finding.fix])) continue;
    const edits = toOffsetEdits(match, suggestion.edits);
    if (edits === undefined) continue;
    actions.push({
      title: suggestion.title,
      kind: CodeActionKind.QuickFix,
      ...attach,
      edit: workspaceEdit(document, edits, options),
    });
  }
  return actions;
}

/**
 * "Normalize this URI": the core's whole normalization report, as one edit per change (a change
 * never spans the password, so the edit never carries it). Offered when it does more than a
 * single finding's fix would.
 */
function normalizeAction(document: TextDocument, match: UriMatch, options: EditOptions): CodeAction | undefined {
  const changes = normalizationReport(match.uri.text).filter((change) => !overlapsHole(change, match.uri.holes));
  if (changes.length === 0) return undefined;
  const normalizationFindings = match.findings.filter((f) => f.category === "normalization").length;
  if (changes.length === 1 && normalizationFindings === 1) return undefined;
  const edits = toOffsetEdits(
    match,
    changes.map((change) => ({ start: change.start, end: change.end, text: change.replacement })),
  );
  if (edits === undefined) return undefined;
  return {
    title: NORMALIZE_TITLE,
    kind: CodeActionKind.QuickFix,
    edit: workspaceEdit(document, disjoint(edits), options),
  };
}

/**
 * Every safe fix of a normalization finding in the document (@urilint/scan's `safeFixEdits`): never
 * a secret's removal, and none of a finding a disable comment silences.
 */
function fixAllAction(document: TextDocument, analysis: Analysis, options: EditOptions): CodeAction | undefined {
  const lineOf = (offset: number): number => document.positionAt(offset).line;
  const edits = safeFixEdits(reportedFindings(analysis.matches, analysis.directives ?? [], lineOf).findings);
  if (edits.length === 0) return undefined;
  return { title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, edit: workspaceEdit(document, edits, options) };
}

export function workspaceEdit(
  document: TextDocument,
  edits: readonly OffsetEdit[],
  options: EditOptions,
): WorkspaceEdit {
  const textEdits = edits.map((edit): TextEdit => ({
    range: { start: document.positionAt(edit.start), end: document.positionAt(edit.end) },
    newText: edit.text,
  }));
  if (options.documentChanges) {
    return { documentChanges: [{ textDocument: { uri: document.uri, version: document.version }, edits: textEdits }] };
  }
  return { changes: { [document.uri]: textEdits } };
}

/** Do two ranges share a position? An empty range (a cursor) touches the ranges around it. */
function touches(a: DocumentRange, b: DocumentRange): boolean {
  return a.start <= b.end && b.start <= a.end;
}

function sameRange(document: TextDocument, diagnostic: Diagnostic, range: DocumentRange): boolean {
  return (
    document.offsetAt(diagnostic.range.start) === range.start && document.offsetAt(diagnostic.range.end) === range.end
  );
}

function sameEdits(a: readonly UriEdit[], b: readonly UriEdit[]): boolean {
  return (
    a.length === b.length &&
    a.every((edit, i) => edit.start === b[i]?.start && edit.end === b[i]?.end && edit.text === b[i]?.text)
  );
}

function overlapsHole(span: Span, holes: readonly Span[]): boolean {
  return holes.some((hole) => span.start < hole.end && hole.start < span.end);
}
