/**
 * A file's analysis: scanned as the language its name says and every candidate judged
 * (@urilint/scan's `findUris`), the safe fixes applied with --fix until none is left, and the
 * findings turned into problems at lines and columns.
 */
import {
  applyEdits,
  CATALOGUE,
  resolveChecks,
  UNUSED_DIRECTIVE_CODE,
  type Directive,
  type ResolvedChecks,
} from "@urilint/core";
import {
  findUrisWithDirectives,
  isPrepared,
  isSafeFix,
  languageOf,
  matchOptions,
  prepareLanguage,
  reportedFindings,
  runSync,
  safeFixEdits,
  toOffsetEdit,
  type DocumentUris,
  type MatchOptions,
} from "@urilint/scan";
import { stampOf, type CheckContext, type CheckOutcome } from "./check-file.js";
import type { FileEntry } from "./files.js";
import { Fingerprints } from "./fingerprint.js";
import { writeFixed } from "./fix.js";
import { LineIndex } from "./positions.js";
import type { FileResult, Note, Problem } from "./results.js";
import { hashOf, type Text } from "./source.js";

/** What the settings resolve to, once per thread (the settings are the same for every file of a run). */
interface Prepared {
  readonly settings: CheckContext["settings"];
  readonly checks: ResolvedChecks;
  readonly options: MatchOptions;
}

let prepared: Prepared | undefined;

function prepare(settings: CheckContext["settings"]): Prepared {
  if (prepared?.settings !== settings) {
    const { checks, severity, sinks, schemes, ignore, zoneIdentifiers } = settings;
    const resolved = resolveChecks(checks, severity);
    prepared = {
      settings,
      checks: resolved,
      options: matchOptions({ sinks, schemes, ignore }, resolved.codes, { zoneIdentifiers }),
    };
  }
  return prepared;
}

/** How many times --fix re-reads a file it fixed: a fix can make another appear (as ESLint's 10 passes). */
const FIX_PASSES = 10;

const TOO_DEEP: Note = {
  kind: "too-deep",
  message: "urilint could not read this file: it is nested too deeply for the parser",
};

export async function analyze(entry: FileEntry, content: Text, context: CheckContext): Promise<CheckOutcome> {
  const { checks, options } = prepare(context.settings);
  // A script without a telling name is read as the language its `#!` line names.
  const language = languageOf(undefined, entry.path, content.text);
  // A grammar that loads asynchronously (WebAssembly) loads with the first file of its language.
  if (!isPrepared(language)) await prepareLanguage(language);
  let text = content.text;
  let uris = runSync(findUrisWithDirectives(text, language, options));
  let note: Note | undefined;
  let fixed = false;
  if (context.fix) {
    for (let pass = 0; pass < FIX_PASSES; pass++) {
      const lines = new LineIndex(text);
      const reported = reportedFindings(uris.matches, uris.directives, (offset) => lines.position(offset).line);
      const edits = safeFixEdits(reported.findings);
      if (edits.length === 0) break;
      text = applyEdits(text, edits);
      uris = runSync(findUrisWithDirectives(text, language, options));
    }
    if (text !== content.text) {
      note =
        content.origin === undefined
          ? {
              kind: "not-written",
              message: "urilint did not write the fixes to this file: it was not read from the working tree",
            }
          : writeFixed(content.origin, context.root, content.bom ? `\uFEFF${text}` : text);
      fixed = note === undefined;
    }
  }
  if (uris.unreadable === true) note ??= TOO_DEEP;
  const problems = problemsOf(entry.path, text, uris, checks, context.settings.reportUnusedDisableDirectives);
  const result: FileResult = {
    path: entry.path,
    problems,
    ...(fixed ? { fixed: true as const } : {}),
    ...(note === undefined ? {} : { note }),
  };
  // A note about writing belongs to this run only.
  if (!context.caching || note?.kind === "not-written") return { result };
  const hash = fixed ? hashOf(content.bom ? `\uFEFF${text}` : text) : content.hash!;
  // A file written just now has a new stamp: its hash alone identifies it until the next run.
  const stamp = stampOf(fixed ? undefined : content.stamp);
  return { result, toCache: note === undefined ? { hash, ...stamp, problems } : { hash, ...stamp, problems, note } };
}

/**
 * The findings at lines and columns, less those the file's disable comments silence (@urilint/scan's
 * reportedFindings, as the language server reports them), and the `urilint-disable` comments that
 * silenced nothing at the level the settings give them.
 */
function problemsOf(
  path: string,
  text: string,
  uris: DocumentUris & { directives: Directive[] },
  checks: ResolvedChecks,
  unusedLevel: "off" | "warn" | "error",
): Problem[] {
  // Read with the candidates, from the same scan's comments.
  const directives = uris.directives;
  if (uris.matches.length === 0 && directives.length === 0) return [];
  const lines = new LineIndex(text);
  const fingerprints = new Fingerprints(path);
  const problems: Problem[] = [];
  const reported = reportedFindings(uris.matches, directives, (offset) => lines.position(offset).line);
  for (const { match, finding, start: from, end: to } of reported.findings) {
    const start = lines.position(from);
    const end = lines.position(to);
    problems.push({
      code: finding.code,
      rule: CATALOGUE[finding.code].rule,
      severity: checks.severity(finding.code),
      message: finding.message,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      fixable: isSafeFix(finding) && toOffsetEdit(match, finding.fix) !== undefined,
      fingerprint: fingerprints.next(finding.code, match.uri.text),
    });
  }
  if (unusedLevel === "off") return problems;
  for (const { directive, message } of reported.unused) {
    const start = lines.position(directive.start);
    const end = lines.position(directive.end);
    problems.push({
      code: UNUSED_DIRECTIVE_CODE,
      rule: undefined,
      severity: unusedLevel === "error" ? "error" : "warning",
      message,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      fixable: false,
      fingerprint: fingerprints.next(UNUSED_DIRECTIVE_CODE, message),
    });
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
