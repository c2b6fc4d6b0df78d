/**
 * The settings as values, one field per key of SETTINGS, and each reader's defaults: what the
 * language server (every key) and the command (every key but `enable`) hold once a settings object
 * has been validated.
 */
import type { SinkSetting } from "../detect/context.js";
import { settingsOf, type SettingsReader, type SeveritySetting } from "./schema.js";

export interface SettingValues {
  /** Turns the language server off for a document (its diagnostics are cleared). */
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
  /** Glob patterns of files to leave alone, relative to their folder ("**\/fixtures/**"). */
  readonly exclude: readonly string[];
  /** Documents longer than this (UTF-16 code units) are not scanned; one note says so. */
  readonly maxFileSize: number;
  /** Accept zone identifiers in IPv6 literals (RFC 6874). */
  readonly zoneIdentifiers: boolean;
  /** Report `urilint-disable` comments that silence nothing. */
  readonly reportUnusedDisableDirectives: "off" | "warn" | "error";
  /** Where Markdown is read, for the link checker: a site generator, GitHub, or "auto" (detected). */
  readonly site: SiteSetting;
  /** The folder served as the site's root, relative to the repository; "" for the detected one. */
  readonly siteRoot: string;
  /** The path the site is served under; "" for the detected one. */
  readonly siteBase: string;
  /** The most files and folders the link checker reads in one run. */
  readonly maxLinkTargets: number;
}

/** The values of the setting `site`. */
export type SiteSetting = "auto" | "github" | "vitepress" | "docusaurus" | "mdbook" | "mkdocs";

/** The defaults of the settings `reader` takes, frozen (a reader's type picks its keys of SettingValues). */
export function defaultSettings(reader: SettingsReader): Readonly<Record<string, unknown>> {
  return Object.freeze(Object.fromEntries(settingsOf(reader).map((spec) => [spec.key, Object.freeze(spec.default)])));
}
