/**
 * For people, after ESLint's "stylish": each file with problems, one line per problem
 * (line:column, severity, message, code), then the totals, what --fix would repair, and the notes
 * on files that were not checked (binary files counted in one line: a repository has many).
 */
import { countsOf, type FileResult, type Problem, type Report } from "../results.js";
import type { FormatContext } from "./index.js";

const STYLES = { red: 31, yellow: 33, blue: 34, dim: 2, underline: 4, bold: 1 } as const;
type Style = keyof typeof STYLES;

/** Binary files named in the one line that counts them. */
const BINARY_NAMES_SHOWN = 3;

export function stylish(report: Report, { color }: FormatContext): string {
  const paint = (style: Style, text: string): string => (color ? `\u001b[${STYLES[style]}m${text}\u001b[0m` : text);
  const out: string[] = [];
  for (const file of report.files) {
    if (file.problems.length === 0) continue;
    out.push(paint("underline", file.path));
    const rows = file.problems.map((p) => [`${p.line}:${p.column}`, p.severity, p.message, p.code] as const);
    const width = Math.max(...rows.map((row) => row[0].length));
    const severityWidth = Math.max(...rows.map((row) => row[1].length));
    for (const [place, severity, message, code] of rows) {
      out.push(
        `  ${paint("dim", place.padEnd(width))}  ${paint(severityStyle(severity), severity.padEnd(severityWidth))}  ${message}  ${paint("dim", code)}`,
      );
    }
    out.push("");
  }
  const counts = countsOf(report);
  const total = counts.errors + counts.warnings + counts.notices;
  if (total > 0) {
    const parts = [
      `${counts.errors} ${plural(counts.errors, "error")}`,
      `${counts.warnings} ${plural(counts.warnings, "warning")}`,
    ];
    if (counts.notices > 0) parts.push(`${counts.notices} ${plural(counts.notices, "notice")}`);
    out.push(
      paint(
        counts.errors > 0 ? "red" : "yellow",
        paint("bold", `✖ ${total} ${plural(total, "problem")} (${parts.join(", ")})`),
      ),
    );
    if (counts.fixable > 0)
      out.push(paint("dim", `  ${counts.fixable} ${plural(counts.fixable, "problem")} fixable with the --fix option.`));
  }
  const fixed = report.files.filter((file) => file.fixed === true).length;
  if (fixed > 0) out.push(`urilint fixed ${fixed} ${plural(fixed, "file")}.`);
  out.push(...notes(report.files, paint));
  return out.length === 0 ? "" : `${out.join("\n")}\n`;
}

function notes(files: readonly FileResult[], paint: (style: Style, text: string) => string): string[] {
  const out: string[] = [];
  const binary = files.filter((file) => file.note?.kind === "binary").map((file) => file.path);
  for (const file of files) {
    if (file.note !== undefined && file.note.kind !== "binary")
      out.push(`${paint("blue", "note")} ${file.path}: ${file.note.message}`);
  }
  if (binary.length > 0) {
    const named = binary.slice(0, BINARY_NAMES_SHOWN).join(", ") + (binary.length > BINARY_NAMES_SHOWN ? ", …" : "");
    out.push(
      `${paint("blue", "note")} skipped ${binary.length} binary ${plural(binary.length, "file")} (${named}); --format json lists them`,
    );
  }
  return out;
}

function severityStyle(severity: Problem["severity"]): Style {
  return severity === "error" ? "red" : severity === "warning" ? "yellow" : "blue";
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}
