/**
 * One file, start to end: read it (source.ts), reuse the cached result when its content has not
 * changed, else scan it as the language its name says and judge every candidate (@urilint/scan's
 * `findUris`), apply the safe fixes with --fix until none is left, and turn the findings into
 * problems at lines and columns. The same function runs in the main thread and in workers.
 */
import { CATALOGUE, resolveChecks, type ResolvedChecks } from "@urilint/core";
import {
  applyEdits, documentRange, findUris, isSafeFix, languageOf, matchOptions, runSync, safeFixEdits, toOffsetEdit,
  type DocumentUris, type MatchOptions,
} from "@urilint/scan";
import type { Settings } from "./config.js";
import type { FileEntry } from "./files.js";
import { Fingerprints } from "./fingerprint.js";
import { writeFixed } from "./fix.js";
import { LineIndex } from "./positions.js";
import type { FileResult, Note, Problem } from "./results.js";
import { hashOf, readSource, type Text } from "./source.js";

/** What every file of a run shares; plain data, so that it can be sent to workers. */
export interface CheckContext {
  readonly cwd: string;
  readonly settings: Settings;
  readonly fix: boolean;
}

/** A result kept in the cache: the content's hash and what was found in it. */
export interface CachedResult {
  readonly hash: string;
  readonly problems: readonly Problem[];
  readonly note?: Note;
}

export interface CheckTask {
  readonly entry: FileEntry;
  readonly cached?: CachedResult;
}

export interface CheckOutcome {
  readonly result: FileResult;
  /** What the cache should keep for this file (absent: nothing worth keeping). */
  readonly toCache?: CachedResult;
  readonly cacheHit: boolean;
}

/** The context resolved once per thread. */
export interface PreparedContext extends CheckContext {
  readonly checks: ResolvedChecks;
  readonly options: MatchOptions;
}

export function prepare(context: CheckContext): PreparedContext {
  const { checks, severity, sinks, schemes, ignore, zoneIdentifiers } = context.settings;
  const resolved = resolveChecks(checks, severity);
  return { ...context, checks: resolved, options: matchOptions({ sinks, schemes, ignore }, resolved.codes, { zoneIdentifiers }) };
}

/** How many times --fix re-reads a file it fixed: a fix can make another appear (as ESLint's 10 passes). */
const FIX_PASSES = 10;

const TOO_DEEP: Note = { kind: "too-deep", message: "urilint could not read this file: it is nested too deeply for the parser" };

export function checkFile(task: CheckTask, context: PreparedContext): CheckOutcome {
  const { entry } = task;
  try {
    const source = readSource(entry, context.cwd, context.settings.maxFileSize);
    if (!source.ok) return { result: { path: entry.path, problems: [], note: source.note }, cacheHit: false };
    const { cached } = task;
    if (cached !== undefined && cached.hash === source.content.hash && !(context.fix && cached.problems.some((p) => p.fixable))) {
      return { result: withNote({ path: entry.path, problems: cached.problems }, cached.note), toCache: cached, cacheHit: true };
    }
    return analyze(entry, source.content, context);
  } catch (error) {
    // A bug must not stop the run: the file gets a note, the other files are still checked.
    const detail = error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : "unknown error";
    return { result: { path: entry.path, problems: [], note: { kind: "internal-error", message: `urilint failed on this file (${detail})` } }, cacheHit: false };
  }
}

function analyze(entry: FileEntry, content: Text, context: PreparedContext): CheckOutcome {
  const language = languageOf(undefined, entry.path);
  let text = content.text;
  let uris = runSync(findUris(text, language, context.options));
  let note: Note | undefined;
  let fixed = false;
  if (context.fix) {
    for (let pass = 0; pass < FIX_PASSES; pass++) {
      const edits = safeFixEdits(uris.matches);
      if (edits.length === 0) break;
      text = applyEdits(text, edits);
      uris = runSync(findUris(text, language, context.options));
    }
    if (text !== content.text) {
      note = writeFixed(entry, context.cwd, content.bom ? `\uFEFF${text}` : text);
      fixed = note === undefined;
    }
  }
  if (uris.unreadable === true) note ??= TOO_DEEP;
  const problems = problemsOf(entry.path, text, uris, context);
  const result = withNote({ path: entry.path, problems, ...(fixed ? { fixed: true as const } : {}) }, note);
  const hash = fixed ? hashOf(content.bom ? `\uFEFF${text}` : text) : content.hash;
  // A note about writing belongs to this run only.
  return { result, toCache: note?.kind === "not-written" ? undefined : withNote({ hash, problems }, note), cacheHit: false };
}

function problemsOf(path: string, text: string, uris: DocumentUris, context: PreparedContext): Problem[] {
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
        severity: context.checks.severity(finding.code),
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

function withNote<T extends object>(value: T, note: Note | undefined): T & { note?: Note } {
  return note === undefined ? value : { ...value, note };
}
