/**
 * GitHub Actions workflow commands: an annotation per problem (`::error file=...,line=...::message`)
 * on the pull request's diff, a notice per note. Values are escaped as the runner expects
 * (% CR LF everywhere; also : and , in properties).
 */
import type { Report, Severity } from "../results.js";

const COMMANDS: Readonly<Record<Severity, string>> = {
  error: "error",
  warning: "warning",
  info: "notice",
  hint: "notice",
};

export function github(report: Report): string {
  const lines: string[] = [];
  for (const file of report.files) {
    for (const p of file.problems) {
      const properties = `file=${property(file.path)},line=${p.line},col=${p.column},endLine=${p.endLine},endColumn=${p.endColumn},title=${property(`urilint ${p.code}`)}`;
      lines.push(`::${COMMANDS[p.severity]} ${properties}::${data(p.message)}`);
    }
    if (file.note !== undefined)
      lines.push(`::notice file=${property(file.path)},title=urilint::${data(file.note.message)}`);
  }
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

function data(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function property(text: string): string {
  return data(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
