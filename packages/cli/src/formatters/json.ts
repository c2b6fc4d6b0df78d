/**
 * For programs: the files that have problems or a note (clean files are only counted), each problem
 * with its code, rule, severity, message, range, docs link and fingerprint, and the totals. No file
 * content, so no password (ESLint's own JSON carries each file's source; ours does not); a path is
 * masked (mask.ts), and characters a terminal acts on are written as `\u` escapes.
 */
import { maskValue } from "../mask.js";
import { countsOf, docsOf, type FileResult, type Report } from "../results.js";
import { chunked, hole, jsonArray, jsonAt, jsonTemplate, jsonValue } from "./chunks.js";

/** A problem as written in the files' array (depth 4), with its rule, and without (an unused directive). */
const PROBLEM_FIELDS = [
  "code",
  "rule",
  "severity",
  "message",
  "line",
  "column",
  "endLine",
  "endColumn",
  "fixable",
  "fingerprint",
  "docsUrl",
] as const;
const WITH_RULE = jsonTemplate(Object.fromEntries(PROBLEM_FIELDS.map((field, i) => [field, hole(i)])), 4);
const WITHOUT_RULE = jsonTemplate(
  Object.fromEntries(PROBLEM_FIELDS.map((field, i) => [field, hole(i)]).filter(([field]) => field !== "rule")),
  4,
);

export function json(report: Report): Iterable<string> {
  return chunked(parts(report));
}

function* parts(report: Report): Generator<string> {
  yield `{\n  "version": ${JSON.stringify(report.version)},\n  "counts": ${jsonAt(countsOf(report), 1)},\n  "files": `;
  yield* jsonArray(withSomething(report.files), 1, function* (file) {
    yield `{\n      "path": ${jsonValue(maskValue(file.path))},\n      "problems": `;
    yield* jsonArray(file.problems, 3, (p) => [
      (p.rule === undefined ? WITHOUT_RULE : WITH_RULE)([
        p.code,
        p.rule,
        p.severity,
        p.message,
        p.line,
        p.column,
        p.endLine,
        p.endColumn,
        p.fixable,
        p.fingerprint,
        docsOf(p.code, report.version),
      ]),
    ]);
    if (file.note !== undefined) yield `,\n      "note": ${jsonAt(file.note, 3)}`;
    if (file.fixed === true) yield `,\n      "fixed": true`;
    yield "\n    }";
  });
  yield "\n}\n";
}

function* withSomething(files: readonly FileResult[]): Generator<FileResult> {
  for (const file of files) if (file.problems.length > 0 || file.note !== undefined) yield file;
}
