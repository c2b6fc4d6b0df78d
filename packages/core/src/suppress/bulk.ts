/**
 * Bulk suppressions, in the format and with the rules of ESLint's own (`eslint --suppress-all`,
 * eslint-suppressions.json): per file (relative, with "/") and rule, a count of the errors that
 * are known and accepted. A rule's errors in a file are all silenced while they are at most the
 * count, and all reported once they are more: a new error shows up with its neighbours, as in
 * ESLint. Warnings and infos are never counted, and silenced only with their rule's errors. Rules are named as ESLint names the
 * plugin's, `urilint/<rule>`, so the same entries mean the same in both files.
 *
 * Pure: reading and writing the file belongs to the front-ends (the command writes it, the
 * language server and the command read it).
 */
import { CATALOGUE, type FindingCode, type RuleName } from "../findings/catalogue.js";

/** The file's content: file → rule id → count. */
export type BulkSuppressions = Record<string, Record<string, { count: number }>>;

/** A finding of a file, as the suppressions see it: its code and whether it is an error. */
export interface Counted {
  readonly code: FindingCode;
  readonly error: boolean;
}

/** The id of a rule in a suppressions file, as ESLint writes the plugin's rules. */
export function suppressionRuleId(rule: RuleName): string {
  return `urilint/${rule}`;
}

function ruleIdOf(code: FindingCode): string {
  return suppressionRuleId(CATALOGUE[code].rule);
}

/** The errors of a file by rule id. */
function errorCounts(findings: readonly Counted[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const finding of findings) {
    if (!finding.error) continue;
    const id = ruleIdOf(finding.code);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export interface BulkResult<T extends Counted> {
  readonly kept: T[];
  readonly suppressed: T[];
  /** Per rule id, the entries' counts that no error used (the file has fewer errors now). */
  readonly unused: Record<string, number>;
}

/** Applies the entries of one file (`entries`, possibly undefined) to its findings. */
export function applyBulkSuppressions<T extends Counted>(
  findings: readonly T[],
  entries: Readonly<Record<string, { count: number }>> | undefined,
): BulkResult<T> {
  if (entries === undefined) return { kept: [...findings], suppressed: [], unused: {} };
  const counts = errorCounts(findings);
  const silenced = new Set<string>();
  const unused: Record<string, number> = {};
  for (const [id, entry] of Object.entries(entries)) {
    const errors = counts.get(id) ?? 0;
    // As ESLint: a rule with errors within its count is silenced, its warnings with them.
    if (errors > 0 && errors <= entry.count) silenced.add(id);
    if (errors < entry.count) unused[id] = entry.count - errors;
  }
  const kept: T[] = [];
  const suppressed: T[] = [];
  for (const finding of findings) (silenced.has(ruleIdOf(finding.code)) ? suppressed : kept).push(finding);
  return { kept, suppressed, unused };
}

/**
 * `--suppress-all` (no `rules`) and `--suppress-rule`: the entries of `files` (path → its
 * findings, before bulk suppression) set to their current error counts, for every rule or those
 * named; other files' entries are kept.
 */
export function suppressAll(
  suppressions: BulkSuppressions,
  files: ReadonlyMap<string, readonly Counted[]>,
  rules?: readonly string[],
): BulkSuppressions {
  const next: BulkSuppressions = structuredClone(suppressions);
  for (const [path, findings] of files) {
    for (const [id, count] of errorCounts(findings)) {
      if (rules !== undefined && !rules.includes(id)) continue;
      next[path] ??= {};
      next[path][id] = { count };
    }
  }
  return next;
}

/**
 * `--prune-suppressions`: each entry lowered by what its file no longer has, and removed at 0;
 * the entries of files that no longer exist (`exists`) removed.
 */
export function pruneSuppressions(
  suppressions: BulkSuppressions,
  files: ReadonlyMap<string, readonly Counted[]>,
  exists: (path: string) => boolean,
): BulkSuppressions {
  const next: BulkSuppressions = structuredClone(suppressions);
  for (const [path, findings] of files) {
    const entries = next[path];
    if (entries === undefined) continue;
    for (const [id, extra] of Object.entries(applyBulkSuppressions(findings, entries).unused)) {
      const entry = entries[id]!;
      if (entry.count === extra) delete entries[id];
      else entry.count -= extra;
    }
    if (Object.keys(entries).length === 0) delete next[path];
  }
  for (const path of Object.keys(next)) if (!exists(path)) delete next[path];
  return next;
}

/** The file's text: keys sorted at every level and two spaces, as ESLint writes it, so diffs stay small. */
export function formatSuppressions(suppressions: BulkSuppressions): string {
  const sorted = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  };
  return `${JSON.stringify(sorted(suppressions), null, 2)}\n`;
}

/** The file's content read from text; a clear error (naming what is wrong) for anything else. */
export function parseSuppressions(text: string): BulkSuppressions {
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("expected an object of files");
  for (const [path, rules] of Object.entries(value)) {
    if (typeof rules !== "object" || rules === null || Array.isArray(rules))
      throw new Error(`"${path}": expected an object of rules`);
    for (const [id, entry] of Object.entries(rules as Record<string, unknown>)) {
      const count = (entry as { count?: unknown } | null)?.count;
      if (typeof count !== "number" || !Number.isInteger(count) || count < 0)
        throw new Error(`"${path}" → "${id}": expected { "count": a whole number }`);
    }
  }
  return value as BulkSuppressions;
}
