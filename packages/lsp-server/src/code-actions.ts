/**
 * Code actions, recomputed from the document: what a client sends decides only which URIs are
 * asked about, never which fixes exist. A request gets the fixes of every finding of each URI its
 * range touches (the URI under the cursor; every URI of a line, for a whole-line request) and of
 * each URI under one of our diagnostics it sends, whatever those are: eglot sends only the
 * diagnostics under point, ALE none, Neovim the line's (code, message and range alone: no client
 * is required to return `data` or `source`). Offered per URI:
 * - a quick fix per repair the core offers (its `fix`, preferred for a normalization, and its
 *   suggestions, such as "Remove the password"), those of the findings at the request first;
 *   never one after which the finding it repairs is still there (the URI re-checked with it);
 * - "Normalize this URI", the repairs of every normalization finding of the URI at once;
 * - `source.fixAll.urilint`: every safe normalization of the document (never a secret's removal);
 * and per finding, as vscode-eslint offers them:
 * - "Disable <rule> for this line": a `urilint-disable-next-line` comment in the document's syntax
 *   (@urilint/scan's disableCommentEdit, which writes none where it would change a value);
 * - "Show documentation for <rule>": a command that opens the rule's page (window/showDocument).
 * Titles come from the catalogue and the core, which never put a password in them.
 */
import {
  applyEdits,
  CATALOGUE,
  check,
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
      for (const { finding, range } of findingsAtRegionsFirst(match, regions)) {
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

/**
 * Every finding of a URI with its document range: those that touch a requested region first (a
 * client that takes the first action, or the preferred one, gets the fix of what it pointed at),
 * then the others, each group in document order.
 */
function findingsAtRegionsFirst(
  match: UriMatch,
  regions: readonly DocumentRange[],
): { finding: Finding; range: DocumentRange }[] {
  const here: { finding: Finding; range: DocumentRange }[] = [];
  const elsewhere: { finding: Finding; range: DocumentRange }[] = [];
  for (const finding of match.findings) {
    const range = documentRange(match, finding.start, finding.end);
    (regions.some((region) => touches(range, region)) ? here : elsewhere).push({ finding, range });
  }
  return [...here, ...elsewhere];
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
  if (finding.fix !== undefined && repairs(match, finding, [finding.fix])) {
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
    if (!repairs(match, finding, suggestion.edits)) continue;
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
 * "Normalize this URI": the repairs of every normalization finding of the URI at once, as one
 * edit per change of the core's report (a change never spans the password, so the edit never
 * carries it). Only the changes of findings that are reported: a check that is off, or a URI
 * with no finding (`http://exa` read from `[x](http://exa mple.com)`), gets no rewrite. Offered
 * when it does more than a single finding's fix would.
 */
function normalizeAction(document: TextDocument, match: UriMatch, options: EditOptions): CodeAction | undefined {
  const reported = match.findings.filter((f) => f.category === "normalization");
  if (reported.length === 0) return undefined;
  const changes = normalizationReport(match.uri.text).filter(
    (change) =>
      !overlapsHole(change, match.uri.holes) &&
      reported.some((f) => f.code === change.rule && f.start === change.start && f.end === change.end),
  );
  if (changes.length <= 1) return undefined;
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
 * Whether `edits` repair `finding` of the URI: its text with them applied, checked again for that
 * code (the same holes, moved with the edits), has no finding of it where the edits wrote. An
 * action that leaves the URI as broken as it was is not offered.
 */
function repairs(match: UriMatch, finding: Finding, edits: readonly UriEdit[]): boolean {
  if (finding.severity !== "error" || edits.length === 0) return true;
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  // Where the edits wrote, in the text after them.
  let shift = 0;
  let writtenStart = -1;
  let writtenEnd = 0;
  for (const edit of sorted) {
    if (writtenStart < 0) writtenStart = edit.start + shift;
    shift += edit.text.length - (edit.end - edit.start);
    writtenEnd = edit.end + shift;
  }
  const moved = (offset: number): number => {
    let by = 0;
    for (const edit of sorted) if (edit.end <= offset) by += edit.text.length - (edit.end - edit.start);
    return offset + by;
  };
  const holes = match.uri.holes.map((hole) => ({ start: moved(hole.start), end: moved(hole.end) }));
  const end = Math.max(writtenEnd, writtenStart + 1);
  return !check(applyEdits(match.uri.text, sorted), { holes, codes: new Set([finding.code]) }).some(
    (left) => left.start < end && left.end > writtenStart,
  );
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

/**
 * Do two ranges meet? An empty range (a cursor) touches the ranges it is in or next to; two ranges
 * of text must share a character (a host ends where its port starts).
 */
function touches(a: DocumentRange, b: DocumentRange): boolean {
  if (a.start === a.end || b.start === b.end) return a.start <= b.end && b.start <= a.end;
  return a.start < b.end && b.start < a.end;
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
