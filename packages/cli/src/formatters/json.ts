/**
 * For programs: the files that have problems or a note (clean files are only counted), each problem
 * with its code, rule, severity, message, range, docs link and fingerprint, and the totals. No file
 * content, so no password (ESLint's own JSON carries each file's source; ours does not); a path is
 * masked (mask.ts), and characters a terminal acts on are written as `\u` escapes.
 */
import { maskValue } from "../mask.js";
import { printableJson } from "../printable.js";
import { countsOf, docsOf, type FileResult, type Report } from "../results.js";
import { chunked, jsonArray, jsonAt, mapped } from "./chunks.js";

export function json(report: Report): Iterable<string> {
  return chunked(mapped(parts(report), printableJson));
}

function* parts(report: Report): Generator<string> {
  yield `{\n  "version": ${JSON.stringify(report.version)},\n  "counts": ${jsonAt(countsOf(report), 1)},\n  "files": `;
  yield* jsonArray(withSomething(report.files), 1, function* (file) {
    yield `{\n      "path": ${JSON.stringify(maskValue(file.path))},\n      "problems": `;
    yield* jsonArray(file.problems, 3, (problem) => [
      jsonAt({ ...problem, docsUrl: docsOf(problem.code, report.version) }, 4),
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
