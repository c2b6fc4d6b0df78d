/**
 * What a run produces, as plain data: it crosses from worker threads, is kept in the cache and is
 * all a formatter sees. No field ever holds a password: messages come from the core's catalogue,
 * which masks them, and fingerprints are hashes of masked text.
 */
import {
  CATALOGUE,
  docsUrl,
  UNUSED_DIRECTIVE_CODE,
  type CheckSeverity,
  type FindingCode,
  type RuleName,
} from "@urilint/core";

export type Severity = CheckSeverity;

/**
 * One finding at its place in a file, or a `urilint-disable` comment that silenced nothing (code
 * "unused-disable-directive", no rule): lines and columns count from 1, columns in UTF-16 code units.
 */
export interface Problem {
  readonly code: FindingCode | typeof UNUSED_DIRECTIVE_CODE;
  readonly rule: RuleName | undefined;
  readonly severity: Severity;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** `--fix` would repair it (a normalization). */
  readonly fixable: boolean;
  /** Stable across runs and edits elsewhere in the file; a hash of the code, the path and the masked URI. */
  readonly fingerprint: string;
}

/** Why a file was not checked (or not fully). */
export type NoteKind =
  | "binary"
  | "too-large"
  | "unreadable"
  | "not-regular-file"
  | "outside-repository"
  | "not-utf8"
  | "too-deep"
  | "not-written"
  | "internal-error";

export const NOTE_KINDS: readonly NoteKind[] = [
  "binary",
  "too-large",
  "unreadable",
  "not-regular-file",
  "outside-repository",
  "not-utf8",
  "too-deep",
  "not-written",
  "internal-error",
];

export interface Note {
  readonly kind: NoteKind;
  readonly message: string;
}

export interface FileResult {
  /** Relative to the working directory, with "/" separators. */
  readonly path: string;
  readonly problems: readonly Problem[];
  readonly note?: Note;
  /** `--fix` rewrote the file. */
  readonly fixed?: true;
}

/** Everything a formatter is given. */
export interface Report {
  /** Every file checked, in path order; clean ones too. */
  readonly files: readonly FileResult[];
  readonly version: string;
}

export interface Counts {
  readonly files: number;
  readonly errors: number;
  readonly warnings: number;
  /** Findings at "info" or "hint". */
  readonly notices: number;
  readonly fixable: number;
  readonly notes: number;
}

export function countsOf(report: Report): Counts {
  let errors = 0;
  let warnings = 0;
  let notices = 0;
  let fixable = 0;
  let notes = 0;
  for (const file of report.files) {
    if (file.note !== undefined) notes++;
    for (const problem of file.problems) {
      if (problem.severity === "error") errors++;
      else if (problem.severity === "warning") warnings++;
      else notices++;
      if (problem.fixable) fixable++;
    }
  }
  return { files: report.files.length, errors, warnings, notices, fixable, notes };
}

/** Where a problem's code is explained: its rule's page, or for an unused directive the README's part on silencing. */
export function docsOf(code: Problem["code"], version: string): string {
  if (code === UNUSED_DIRECTIVE_CODE)
    return `https://github.com/urilint/urilint/blob/v${version}/README.md#silencing-findings-on-purpose`;
  return docsUrl(CATALOGUE[code].rule, code, version);
}
