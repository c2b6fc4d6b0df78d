/**
 * The exit code, decided here only: 0 clean, 1 findings at error severity or more warnings than
 * `--max-warnings` allows, 2 a usage or configuration error (see bin.ts). Notes (files not checked)
 * do not fail a run.
 */
import { countsOf, type Report } from "./results.js";

export const EXIT_CLEAN = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

export interface ExitDecision {
  readonly code: typeof EXIT_CLEAN | typeof EXIT_FINDINGS;
  /** Said on stderr when warnings alone fail the run. */
  readonly reason?: string;
}

/** `maxWarnings` undefined: warnings never fail a run (as ESLint without --max-warnings). */
export function exitCodeOf(report: Report, maxWarnings: number | undefined): ExitDecision {
  const { errors, warnings } = countsOf(report);
  if (errors > 0) return { code: EXIT_FINDINGS };
  if (maxWarnings !== undefined && warnings > maxWarnings) {
    return { code: EXIT_FINDINGS, reason: `urilint found too many warnings (${warnings}; maximum: ${maxWarnings})` };
  }
  return { code: EXIT_CLEAN };
}
