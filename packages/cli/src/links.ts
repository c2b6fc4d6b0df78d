/**
 * The link checker's part of a run (rule `no-broken-link`, off unless the settings turn it on): a
 * pass of its own after the files are checked, in this thread, over one cache of the repository's
 * files, so that each file is read once however many links lead to it (a result cache keyed by
 * one file's content cannot hold these findings: they change when other files do). With
 * `--staged`, the files are the index's: the staged documents' links are checked against what the
 * commit holds, and the links of every other document that lead to a file the commit deletes or
 * renames are reported too.
 */
import { realpathSync } from "node:fs";
import { relative } from "node:path";
import { CATALOGUE, resolveChecks, UNUSED_DIRECTIVE_CODE, type ResolvedChecks } from "@urilint/core";
import {
  checksLinks,
  directivesOf,
  languageOfPath,
  LinkFiles,
  LinkRun,
  mayHoldDirectives,
  readsLinks,
  reportedFindings,
  runSync,
  type CheckLinksOptions,
  type FileView,
  diskFiles,
} from "@urilint/scan";
import { overSizeLimit } from "@urilint/scan/files";
import type { Settings } from "./config.js";
import type { FileEntry } from "./files.js";
import { Fingerprints } from "./fingerprint.js";
import { indexPaths, stagedRemovals, workTreeRoot } from "./git.js";
import { indexFileView } from "./index-files.js";
import { LineIndex } from "./positions.js";
import type { FileResult, Problem } from "./results.js";

export interface LinkPass {
  readonly cwd: string;
  readonly settings: Settings;
  readonly staged: boolean;
}

/** `results` (one per entry, in order) with the link checker's problems added, and files it found more to report on. */
export function withLinkProblems(
  entries: readonly FileEntry[],
  results: readonly FileResult[],
  pass: LinkPass,
): FileResult[] {
  const checks = resolveChecks(pass.settings.checks, pass.settings.severity);
  if (!checksLinks(checks.codes)) return [...results];
  // Git names the root by its real path: the working directory is read the same way.
  const cwd = toSlashes(realpathSync(pass.cwd));
  const gitRoot = workTreeRoot(pass.cwd);
  const root = gitRoot !== undefined ? toSlashes(realpathSync(gitRoot)) : cwd;
  const view: FileView = pass.staged ? indexFileView(root) : diskFiles();
  const run = new LinkRun(new LinkFiles(view, pass.settings.maxLinkTargets), root, pass.settings);
  const out = results.map((result, i) => {
    const entry = entries[i]!;
    if (result.note !== undefined) return result;
    const links = linkProblems(run, `${cwd}/${entry.path}`, result.path, pass, checks);
    if (links === undefined) return result;
    // A disable comment that silenced a link's finding is used: the file's check, which saw only
    // its URIs, called it unused.
    const used = (problem: Problem): boolean =>
      problem.code === UNUSED_DIRECTIVE_CODE && !links.unused.has(`${problem.line}:${problem.column}`);
    const kept = result.problems.filter((problem) => !used(problem));
    if (links.problems.length === 0 && kept.length === result.problems.length) return result;
    return { ...result, problems: sorted([...kept, ...links.problems]) };
  });
  if (!pass.staged) return out;
  // The documents the commit does not touch, whose links lead to what it deletes or renames.
  const removed = stagedRemovals(root);
  if (removed.length === 0) return out;
  const checked = new Set(entries.map((entry) => `${cwd}/${entry.path}`));
  const gone = removed.map((removal) => `${root}/${removal.path}`);
  const onlyTargets = (path: string): boolean => gone.some((old) => path === old || path.startsWith(`${old}/`));
  const renames = new Map<string, string>(
    removed.flatMap((removal) =>
      removal.renamedTo === undefined
        ? []
        : [[`${root}/${removal.path}`, `${root}/${removal.renamedTo}`] as [string, string]],
    ),
  );
  const moved = (path: string): string | undefined => renames.get(path);
  for (const path of indexPaths(root)) {
    const absolute = `${root}/${path}`;
    if (checked.has(absolute)) continue;
    const shown = toSlashes(relative(cwd, absolute));
    const problems = linkProblems(run, absolute, shown, pass, checks, { onlyTargets, moved })?.problems ?? [];
    if (problems.length > 0) out.push({ path: shown, problems });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A document's link problems, and the places ("line:column") of its disable comments that silenced none of them. */
interface LinkProblems {
  readonly problems: Problem[];
  readonly unused: ReadonlySet<string>;
}

/** The link problems of the document at `path`, or undefined when it holds no links the checker reads. */
function linkProblems(
  run: LinkRun,
  path: string,
  shown: string,
  pass: LinkPass,
  checks: ResolvedChecks,
  staged: Pick<CheckLinksOptions, "onlyTargets" | "moved"> = {},
): LinkProblems | undefined {
  const language = languageOfPath(path);
  if (language === undefined || !readsLinks(language)) return undefined;
  const text = run.files.read(path);
  if (typeof text !== "string" || overSizeLimit(text.length, pass.settings.maxFileSize) !== undefined) return undefined;
  const matches = runSync(run.check(path, text, language, { codes: checks.codes, ...staged }));
  if (matches.length === 0) return undefined;
  const lines = new LineIndex(text);
  const directives = mayHoldDirectives(text) ? directivesOf(text, language) : [];
  const fingerprints = new Fingerprints(shown);
  const reported = reportedFindings(matches, directives, (offset) => lines.position(offset).line);
  const unused = new Set(
    reported.unused.map(({ directive }) => {
      const start = lines.position(directive.start);
      return `${start.line}:${start.column}`;
    }),
  );
  const problems = reported.findings.map(({ match, finding, start: from, end: to }) => {
    const start = lines.position(from);
    const end = lines.position(to);
    return {
      code: finding.code,
      rule: CATALOGUE[finding.code].rule,
      severity: checks.severity(finding.code),
      message: finding.message,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      fixable: false,
      fingerprint: fingerprints.next(finding.code, match.uri.text),
    };
  });
  return { problems, unused };
}

function sorted(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

function toSlashes(path: string): string {
  return path.split("\\").join("/");
}
