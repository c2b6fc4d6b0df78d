/**
 * Findings as LSP diagnostics: the catalogue's code and message, a link to the rule's docs, the
 * range of the exact faulty part in the document, and the severity the settings give the code.
 */
import { applyBulkSuppressions, CATALOGUE, docsUrl, UNUSED_DIRECTIVE_CODE, type FindingCode } from "@urilint/core";
import { VERSION } from "./version.js";
import { DiagnosticSeverity, type Diagnostic } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { reportedFindings, tooLargeMessage, type PlacedFinding } from "@urilint/scan";
import type { Analysis } from "./analysis.js";
import { LineIndex } from "./positions.js";
import type { ResolvedSettings, SeveritySetting } from "./settings.js";

export const SOURCE = "urilint";

/** The code of the one note on a document above the size limit. */
export const TOO_LARGE_CODE = "file-too-large";
/** The code of the one note on a document the parser could not read. */
export const UNREADABLE_CODE = "file-unreadable";

const SEVERITY: Readonly<Record<Exclude<SeveritySetting, "off">, DiagnosticSeverity>> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** A document's entries of the bulk suppressions file (urilint-suppressions.json), if it has any. */
export type BulkEntries = Readonly<Record<string, { count: number }>> | undefined;

/**
 * The diagnostics of an analysis: its findings less those silenced by the document's disable
 * comments and by the bulk suppressions file, and the `urilint-disable` comments that silenced
 * nothing (setting reportUnusedDisableDirectives).
 */
export function toDiagnostics(
  document: TextDocument,
  analysis: Analysis,
  resolved: ResolvedSettings,
  bulk?: BulkEntries,
): Diagnostic[] {
  if (analysis.tooLarge !== undefined) {
    return [
      {
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: DiagnosticSeverity.Information,
        code: TOO_LARGE_CODE,
        source: SOURCE,
        message: tooLargeMessage(analysis.tooLarge, "urilint.maxFileSize"),
      },
    ];
  }
  if (analysis.unreadable === true) {
    return [
      {
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: DiagnosticSeverity.Information,
        code: UNREADABLE_CODE,
        source: SOURCE,
        message: "urilint could not read this file: it is nested too deeply for the parser",
      },
    ];
  }
  const lines = new LineIndex(document.getText());
  const lineOf = (offset: number): number => lines.positionAt(offset).line;
  const reported = reportedFindings(analysis.matches, analysis.directives ?? [], lineOf);
  const diagnostics: Diagnostic[] = [];
  if (bulk === undefined) {
    for (const placed of reported.findings) diagnostics.push(toDiagnostic(lines, placed, resolved));
  } else {
    const counted = reported.findings.map((placed) => ({
      placed,
      code: placed.code,
      error: resolved.severity(placed.code) === "error",
    }));
    for (const { placed } of applyBulkSuppressions(counted, bulk).kept)
      diagnostics.push(toDiagnostic(lines, placed, resolved));
  }
  const unusedLevel = resolved.settings.reportUnusedDisableDirectives;
  if (unusedLevel !== "off") {
    for (const { directive, message } of reported.unused) {
      diagnostics.push({
        range: { start: lines.positionAt(directive.start), end: lines.positionAt(directive.end) },
        severity: unusedLevel === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
        code: UNUSED_DIRECTIVE_CODE,
        source: SOURCE,
        message,
      });
    }
  }
  return diagnostics;
}

/** Each code's docs link, built once: a file can carry thousands of diagnostics. */
const DOCS = new Map<FindingCode, string>();

function docsOf(code: FindingCode): string {
  let href = DOCS.get(code);
  if (href === undefined) DOCS.set(code, (href = docsUrl(CATALOGUE[code].rule, code, VERSION)));
  return href;
}

/** A finding at its document range (`placed`: computed once, for the disable comments too). */
function toDiagnostic(lines: LineIndex, placed: PlacedFinding, resolved: ResolvedSettings): Diagnostic {
  const { finding } = placed;
  return {
    range: { start: lines.positionAt(placed.start), end: lines.positionAt(placed.end) },
    severity: SEVERITY[resolved.severity(finding.code)],
    code: finding.code,
    codeDescription: { href: docsOf(finding.code) },
    source: SOURCE,
    message: finding.message,
  };
}
