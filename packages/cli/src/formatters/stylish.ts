/**
 * For people, after ESLint's "stylish": each file with problems, one line per problem
 * (line:column, severity, message, code), then the totals, what --fix would repair, and the notes
 * on files that were not checked (binary files counted in one line: a repository has many). Paths
 * are masked (mask.ts); in paths, messages and notes, characters a terminal acts on (escapes, line
 * breaks, bidirectional controls) are shown as escapes (printable.ts). Line by line, in chunks.
 */
import { shown, printable } from "../printable.js";
import { countsOf, type FileResult, type Problem, type Report } from "../results.js";
import { chunked } from "./chunks.js";
import type { FormatContext } from "./index.js";

const STYLES = { red: 31, yellow: 33, blue: 34, dim: 2, underline: 4, bold: 1 } as const;
type Style = keyof typeof STYLES;
type Paint = (style: Style, text: string) => string;

/** Binary files named in the one line that counts them. */
const BINARY_NAMES_SHOWN = 3;

export function stylish(report: Report, { color }: FormatContext): Iterable<string> {
  const paint: Paint = (style, text) => (color ? `\u001b[${STYLES[style]}m${text}\u001b[0m` : text);
  return chunked(lines(report, paint));
}

function* lines(report: Report, paint: Paint): Generator<string> {
  for (const file of report.files) {
    if (file.problems.length === 0) continue;
    yield `${paint("underline", shown(file.path))}\n`;
    let width = 0;
    let severityWidth = 0;
    for (const p of file.problems) {
      width = Math.max(width, place(p).length);
      severityWidth = Math.max(severityWidth, p.severity.length);
    }
    for (const p of file.problems) {
      yield `  ${paint("dim", place(p).padEnd(width))}  ${paint(severityStyle(p.severity), p.severity.padEnd(severityWidth))}  ${printable(p.message)}  ${paint("dim", p.code)}\n`;
    }
    yield "\n";
  }
  const counts = countsOf(report);
  const total = counts.errors + counts.warnings + counts.notices;
  if (total > 0) {
    const parts = [
      `${counts.errors} ${plural(counts.errors, "error")}`,
      `${counts.warnings} ${plural(counts.warnings, "warning")}`,
    ];
    if (counts.notices > 0) parts.push(`${counts.notices} ${plural(counts.notices, "notice")}`);
    yield `${paint(counts.errors > 0 ? "red" : "yellow", paint("bold", `✖ ${total} ${plural(total, "problem")} (${parts.join(", ")})`))}\n`;
    if (counts.fixable > 0)
      yield `${paint("dim", `  ${counts.fixable} ${plural(counts.fixable, "problem")} fixable with the --fix option.`)}\n`;
  }
  let fixed = 0;
  for (const file of report.files) if (file.fixed === true) fixed++;
  if (fixed > 0) yield `urilint fixed ${fixed} ${plural(fixed, "file")}.\n`;
  yield* notes(report.files, paint);
}

function place(p: Problem): string {
  return `${p.line}:${p.column}`;
}

function* notes(files: readonly FileResult[], paint: Paint): Generator<string> {
  const binary: string[] = [];
  let binaryCount = 0;
  for (const file of files) {
    if (file.note === undefined) continue;
    if (file.note.kind === "binary") {
      if (binary.length < BINARY_NAMES_SHOWN) binary.push(shown(file.path));
      binaryCount++;
    } else {
      yield `${paint("blue", "note")} ${shown(file.path)}: ${printable(file.note.message)}\n`;
    }
  }
  if (binaryCount > 0) {
    const named = binary.join(", ") + (binaryCount > BINARY_NAMES_SHOWN ? ", …" : "");
    yield `${paint("blue", "note")} skipped ${binaryCount} binary ${plural(binaryCount, "file")} (${named}); --format json lists them\n`;
  }
}

function severityStyle(severity: Problem["severity"]): Style {
  return severity === "error" ? "red" : severity === "warning" ? "yellow" : "blue";
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}
