/**
 * GitHub Actions workflow commands: an annotation per problem (`::error file=...,line=...::message`)
 * on the pull request's diff, a notice per note. Values are escaped as the runner expects
 * (% CR LF everywhere; also : and , in properties), after every other character a terminal acts on
 * is shown as an escape (the runner's log is a terminal's: it shows colours); paths are masked.
 */
import { shown, printable } from "../printable.js";
import type { Report, Severity } from "../results.js";
import { chunked } from "./chunks.js";

const COMMANDS: Readonly<Record<Severity, string>> = {
  error: "error",
  warning: "warning",
  info: "notice",
  hint: "notice",
};

export function github(report: Report): Iterable<string> {
  return chunked(lines(report));
}

function* lines(report: Report): Generator<string> {
  for (const file of report.files) {
    const path = property(shown(file.path));
    for (const p of file.problems) {
      const properties = `file=${path},line=${p.line},col=${p.column},endLine=${p.endLine},endColumn=${p.endColumn},title=${property(`urilint ${p.code}`)}`;
      yield `::${COMMANDS[p.severity]} ${properties}::${data(printable(p.message))}\n`;
    }
    if (file.note !== undefined) yield `::notice file=${path},title=urilint::${data(printable(file.note.message))}\n`;
  }
}

function data(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function property(text: string): string {
  return data(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
