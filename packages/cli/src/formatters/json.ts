/**
 * For programs: the files that have problems or a note (clean files are only counted), each problem
 * with its code, rule, severity, message, range, docs link and fingerprint, and the totals. No file
 * content, so no password (ESLint's own JSON carries each file's source; ours does not).
 */
import { countsOf, docsOf, type Report } from "../results.js";

export function json(report: Report): string {
  const files = report.files
    .filter((file) => file.problems.length > 0 || file.note !== undefined)
    .map((file) => ({
      path: file.path,
      problems: file.problems.map((problem) => ({ ...problem, docsUrl: docsOf(problem.code, report.version) })),
      ...(file.note === undefined ? {} : { note: file.note }),
      ...(file.fixed === true ? { fixed: true } : {}),
    }));
  return `${JSON.stringify({ version: report.version, counts: countsOf(report), files }, null, 2)}\n`;
}
