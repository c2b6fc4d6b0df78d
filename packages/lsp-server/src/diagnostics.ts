/**
 * Findings as LSP diagnostics: the catalogue's code and message, a link to the rule's docs, the
 * range of the exact faulty part in the document, and the severity the settings give the code.
 */
import { CATALOGUE, docsUrl, type Finding, type FindingCode } from "@urilint/core";
import { VERSION } from "./version.js";
import { DiagnosticSeverity, type Diagnostic } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { documentRange, tooLargeMessage, type UriMatch } from "@urilint/scan";
import type { Analysis } from "./analysis.js";
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

export function toDiagnostics(document: TextDocument, analysis: Analysis, resolved: ResolvedSettings): Diagnostic[] {
  if (analysis.tooLarge !== undefined) {
    return [{
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: DiagnosticSeverity.Information,
      code: TOO_LARGE_CODE,
      source: SOURCE,
      message: tooLargeMessage(analysis.tooLarge, "urilint.maxFileSize"),
    }];
  }
  if (analysis.unreadable === true) {
    return [{
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: DiagnosticSeverity.Information,
      code: UNREADABLE_CODE,
      source: SOURCE,
      message: "urilint could not read this file: it is nested too deeply for the parser",
    }];
  }
  const diagnostics: Diagnostic[] = [];
  for (const match of analysis.matches) {
    for (const finding of match.findings) diagnostics.push(toDiagnostic(document, match, finding, resolved));
  }
  return diagnostics;
}

/** Each code's docs link, built once: a file can carry thousands of diagnostics. */
const DOCS = new Map<FindingCode, string>();

function docsOf(code: FindingCode): string {
  let href = DOCS.get(code);
  if (href === undefined) DOCS.set(code, href = docsUrl(CATALOGUE[code].rule, code, VERSION));
  return href;
}

export function toDiagnostic(document: TextDocument, match: UriMatch, finding: Finding, resolved: ResolvedSettings): Diagnostic {
  const range = documentRange(match, finding.start, finding.end);
  return {
    range: { start: document.positionAt(range.start), end: document.positionAt(range.end) },
    severity: SEVERITY[resolved.severity(finding.code)],
    code: finding.code,
    codeDescription: { href: docsOf(finding.code) },
    source: SOURCE,
    message: finding.message,
  };
}
