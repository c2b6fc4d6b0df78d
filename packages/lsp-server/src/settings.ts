/**
 * The server's settings (section "urilint"): read from whatever a client sends, which may be
 * anything, and resolved once into what the analysis needs. Unknown keys and values of the wrong
 * type are ignored, never an error: a typo in an editor's config must not stop the server.
 */
import { CATALOGUE, FINDING_CODES, type FindingCode, type RuleName, type SinkSetting } from "@urilint/core";

export type SeveritySetting = "error" | "warning" | "info" | "hint" | "off";

export interface Settings {
  /** Turns the server off for a document (its diagnostics are cleared). */
  readonly enable: boolean;
  /** Checks on or off, by finding code ("default-port") or rule name ("no-default-port"). */
  readonly checks: Readonly<Record<string, boolean>>;
  /** Severities by finding code or rule name; "off" turns a check off. */
  readonly severity: Readonly<Record<string, SeveritySetting>>;
  /** More callees whose arguments are URIs (as the ESLint plugin's `sinks`). */
  readonly sinks: readonly SinkSetting[];
  /** More schemes that mark a string as a URI by its content. */
  readonly schemes: readonly string[];
  /** Regular expressions: a string that one matches is never treated as a URI. */
  readonly ignore: readonly string[];
  /** Glob patterns of files to leave alone, relative to their workspace folder ("**\/fixtures/**"). */
  readonly exclude: readonly string[];
  /** Documents longer than this (UTF-16 code units) are not scanned; one note says so. */
  readonly maxFileSize: number;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  enable: true,
  checks: Object.freeze({}),
  severity: Object.freeze({}),
  sinks: Object.freeze([]),
  schemes: Object.freeze([]),
  ignore: Object.freeze([]),
  exclude: Object.freeze([]),
  maxFileSize: 2_000_000,
});

const SEVERITIES: ReadonlySet<string> = new Set(["error", "warning", "info", "hint", "off"]);

/**
 * Reads settings from a client's value, over `base`: each field that is present and well-formed
 * replaces the base's. Accepts both `{ urilint: {...} }` and the section itself.
 */
export function readSettings(raw: unknown, base: Settings = DEFAULT_SETTINGS): Settings {
  if (!isRecord(raw)) return base;
  const section = isRecord(raw["urilint"]) ? raw["urilint"] : raw;
  return {
    enable: typeof section["enable"] === "boolean" ? section["enable"] : base.enable,
    checks: isRecord(section["checks"]) ? { ...base.checks, ...booleans(section["checks"]) } : base.checks,
    severity: isRecord(section["severity"]) ? { ...base.severity, ...severities(section["severity"]) } : base.severity,
    sinks: Array.isArray(section["sinks"]) ? section["sinks"].filter(isSinkSetting) : base.sinks,
    schemes: Array.isArray(section["schemes"]) ? section["schemes"].filter(isString) : base.schemes,
    ignore: Array.isArray(section["ignore"]) ? section["ignore"].filter(isString) : base.ignore,
    exclude: Array.isArray(section["exclude"]) ? section["exclude"].filter(isString) : base.exclude,
    maxFileSize: typeof section["maxFileSize"] === "number" && section["maxFileSize"] >= 0 ? section["maxFileSize"] : base.maxFileSize,
  };
}

/** What the analysis needs, computed once per settings value. */
export interface ResolvedSettings {
  readonly settings: Settings;
  /** The codes to compute (on, and not "off"). */
  readonly codes: ReadonlySet<FindingCode>;
  readonly severity: (code: FindingCode) => Exclude<SeveritySetting, "off">;
  /** Equal for equal settings: part of a pull diagnostic's result id. */
  readonly key: string;
}

export function resolveSettings(settings: Settings): ResolvedSettings {
  const codes = new Set<FindingCode>();
  const severity = new Map<FindingCode, Exclude<SeveritySetting, "off">>();
  for (const code of FINDING_CODES) {
    const entry = CATALOGUE[code];
    const chosen = settingFor(settings.severity, code, entry.rule);
    const on = settingFor(settings.checks, code, entry.rule) ?? entry.enabledByDefault;
    if (on && chosen !== "off") codes.add(code);
    severity.set(code, chosen === undefined || chosen === "off" ? entry.severity : chosen);
  }
  return {
    settings,
    codes,
    severity: (code) => severity.get(code) ?? "warning",
    key: JSON.stringify(settings),
  };
}

/** A code's own setting wins over its rule's. */
function settingFor<T>(table: Readonly<Record<string, T>>, code: FindingCode, rule: RuleName): T | undefined {
  if (Object.prototype.hasOwnProperty.call(table, code)) return table[code];
  if (Object.prototype.hasOwnProperty.call(table, rule)) return table[rule];
  return undefined;
}

function booleans(record: Record<string, unknown>): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === "boolean") out[key] = value;
  return out;
}

function severities(record: Record<string, unknown>): Record<string, SeveritySetting> {
  const out: Record<string, SeveritySetting> = {};
  for (const [key, value] of Object.entries(record)) {
    const word = value === "information" ? "info" : value;
    if (typeof word === "string" && SEVERITIES.has(word)) out[key] = word as SeveritySetting;
  }
  return out;
}

function isSinkSetting(value: unknown): value is SinkSetting {
  if (typeof value === "string") return true;
  if (!isRecord(value) || typeof value["callee"] !== "string") return false;
  const args = value["arguments"];
  return args === undefined || (Array.isArray(args) && args.every((n) => Number.isInteger(n) && n >= 0));
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
