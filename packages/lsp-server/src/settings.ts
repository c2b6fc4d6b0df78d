/**
 * The server's settings (section "urilint"): read from whatever a client sends, which may be
 * anything, checked against the core's one list of settings, and resolved once into what the
 * analysis needs. A bad value never stops the server: it is reported (see server.ts) and the key
 * keeps its previous value.
 */
import {
  defaultSettings,
  resolveChecks,
  validateSettings,
  type CheckSeverity,
  type FindingCode,
  type SettingProblem,
  type SettingValues,
  type SeveritySetting,
} from "@urilint/core";

export type { SeveritySetting };

/** Every setting of the core's list: the server reads them all. */
export type Settings = SettingValues;

/** The defaults of the core's settings list, for the keys the server reads. */
export const DEFAULT_SETTINGS = defaultSettings("server") as unknown as Settings;

export interface ReadSettings {
  readonly settings: Settings;
  /** One per bad value, each a sentence naming the key ("urilint.ignore[0]: ..."). */
  readonly problems: readonly SettingProblem[];
}

/**
 * Reads settings from a client's value, over `base`: each field that is present and well-formed
 * replaces the base's (`checks` and `severity` are merged into it). Accepts both
 * `{ urilint: {...} }` and the section itself.
 */
export function checkSettings(raw: unknown, base: Settings = DEFAULT_SETTINGS): ReadSettings {
  if (!isRecord(raw)) return { settings: base, problems: [] };
  const section = isRecord(raw["urilint"]) ? raw["urilint"] : raw;
  const { values, problems } = validateSettings(withoutClientKeys(section), { reader: "server", prefix: "urilint" });
  const settings = { ...base, ...values } as Settings;
  return {
    settings: {
      ...settings,
      checks: isRecord(values["checks"]) ? { ...base.checks, ...settings.checks } : base.checks,
      severity: isRecord(values["severity"]) ? { ...base.severity, ...settings.severity } : base.severity,
    },
    problems,
  };
}

/** `checkSettings` without the problems. */
export function readSettings(raw: unknown, base: Settings = DEFAULT_SETTINGS): Settings {
  return checkSettings(raw, base).settings;
}

/** Keys an editor keeps in the same section for its own client (`urilint.trace.server`, `urilint.plaintext.enable`). */
const CLIENT_KEYS: ReadonlySet<string> = new Set(["trace", "plaintext"]);

function withoutClientKeys(section: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(section).some((key) => CLIENT_KEYS.has(key))) return section;
  return Object.fromEntries(Object.entries(section).filter(([key]) => !CLIENT_KEYS.has(key)));
}

/** What the analysis needs, computed once per settings value. */
export interface ResolvedSettings {
  readonly settings: Settings;
  /** The codes to compute (on, and not "off"). */
  readonly codes: ReadonlySet<FindingCode>;
  readonly severity: (code: FindingCode) => CheckSeverity;
  /** Equal for equal settings: part of a pull diagnostic's result id. */
  readonly key: string;
}

export function resolveSettings(settings: Settings): ResolvedSettings {
  const { codes, severity } = resolveChecks(settings.checks, settings.severity);
  return { settings, codes, severity, key: JSON.stringify(settings) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
