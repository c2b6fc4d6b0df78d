/**
 * A file's analysis: scanned as the language its name says and every candidate judged
 * (@urilint/scan's `findUris`), the safe fixes applied with --fix until none is left, and the
 * findings turned into problems at lines and columns.
 */
import { applyEdits, CATALOGUE, resolveChecks, type ResolvedChecks } from "@urilint/core";
import {
  documentRange, findUris, isSafeFix, languageOf, matchOptions, runSync, safeFixEdits, toOffsetEdit,
  type DocumentUris, type MatchOptions,
} from "@urilint/scan";
import type { CheckContext, CheckOutcome } from "./check-file.js";
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
    prepared = { settings, checks: resolved, options: matchOptions({ sinks, schemes, ignore }, resolved.codes, { zoneIdentifiers }) };
  }
  return prepared;
}

/** How many times --fix re-reads a file it fixed: a fix can make another appear (as ESLint's 10 passes). */
const FIX_PASSES = 10;

const TOO_DEEP: Note = { kind: "too-deep", message: "urilint could not read this file: it is nested too deeply for the parser" };

export function analyze(entry: FileEntry, content: Text, context: CheckContext): CheckOutcome {
  const { checks, options } = prepare(context.settings);
  const language = languageOf(undefined, entry.path);
  let text = content.text;
  let uris = runSync(findUris(text, language, options));
  let note: Note | undefined;
  let fixed = false;
  if (context.fix) {
    for (let pass = 0; pass < FIX_PASSES; pass++) {
      const edits = safeFixEdits(uris.matches);
      if (edits.length === 0) break;
      text = applyEdits(text, edits);
      uris = runSync(findUris(text, language, options));
    }
    if (text !== content.text) {
      note = writeFixed(entry, context.cwd, content.bom ? `\uFEFF${text}` : text);
      fixed = note === undefined;
    }
  }
  if (uris.unreadable === true) note ??= TOO_DEEP;
  const problems = problemsOf(entry.path, text, uris, checks);
  const result: FileResult = { path: entry.path, problems, ...(fixed ? { fixed: true as const } : {}), ...(note === undefined ? {} : { note }) };
  const hash = fixed ? hashOf(content.bom ? `\uFEFF${text}` : text) : content.hash;
  // A note about writing belongs to this run only.
  if (note?.kind === "not-written") return { result };
  return { result, toCache: note === undefined ? { hash, problems } : { hash, problems, note } };
}

function problemsOf(path: string, text: string, uris: DocumentUris, checks: ResolvedChecks): Problem[] {
  if (uris.matches.length === 0) return [];
  const lines = new LineIndex(text);
  const fingerprints = new Fingerprints(path);
  const problems: Problem[] = [];
  for (const match of uris.matches) {
    for (const finding of match.findings) {
      const range = documentRange(match, finding.start, finding.end);
      const start = lines.position(range.start);
      const end = lines.position(range.end);
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
  }
  return problems;
}
