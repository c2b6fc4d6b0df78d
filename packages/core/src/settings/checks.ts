/**
 * The `checks` and `severity` settings resolved into what an analysis needs: the finding codes to
 * compute and each code's severity. The language server and the `urilint` command read them the
 * same way (ESLint users set rule levels instead). A code's own entry wins over its rule's.
 */
import { CATALOGUE, FINDING_CODES, type FindingCode, type RuleName } from "../findings/catalogue.js";
import type { SeveritySetting } from "./schema.js";

export type CheckSeverity = Exclude<SeveritySetting, "off">;

export interface ResolvedChecks {
  /** The codes to compute: on, and not "off". */
  readonly codes: ReadonlySet<FindingCode>;
  /** Each code's severity (its catalogue severity unless set). */
  readonly severity: (code: FindingCode) => CheckSeverity;
}

export function resolveChecks(
  checks: Readonly<Record<string, boolean>>,
  severities: Readonly<Record<string, SeveritySetting>>,
): ResolvedChecks {
  const codes = new Set<FindingCode>();
  const severity = new Map<FindingCode, CheckSeverity>();
  for (const code of FINDING_CODES) {
    const entry = CATALOGUE[code];
    const chosen = settingFor(severities, code, entry.rule);
    const on = settingFor(checks, code, entry.rule) ?? entry.enabledByDefault;
    if (on && chosen !== "off") codes.add(code);
    severity.set(code, chosen === undefined || chosen === "off" ? entry.severity : chosen);
  }
  return { codes, severity: (code) => severity.get(code) ?? "warning" };
}

function settingFor<T>(table: Readonly<Record<string, T>>, code: FindingCode, rule: RuleName): T | undefined {
  if (Object.prototype.hasOwnProperty.call(table, code)) return table[code];
  if (Object.prototype.hasOwnProperty.call(table, rule)) return table[rule];
  return undefined;
}
