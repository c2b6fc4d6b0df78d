/**
 * The one list of urilint's user settings, as data: the ESLint plugin (`settings.urilint` and the
 * rules' options), the language server (`urilint.*`), the `urilint` command (`urilint.config.json`)
 * and the VS Code extension's settings page all read their keys, types, defaults and words from here. A new setting is one entry.
 */

/**
 * Where a setting is read: the ESLint plugin, the language server, the `urilint` command (its
 * config file). ESLint configures checks and severities with its own rule levels.
 */
export type SettingsReader = "eslint" | "server" | "cli";

/** The value types settings take; `validateSettings` knows how to check each. */
export type SettingType =
  | { readonly kind: "boolean" }
  /** A whole number >= 0. */
  | { readonly kind: "size" }
  | { readonly kind: "list"; readonly item: ListItem }
  /** An object keyed by finding code or rule name. */
  | { readonly kind: "by-check"; readonly value: "boolean" | "severity" }
  /** One of a few words. */
  | { readonly kind: "choice"; readonly values: readonly string[] }
  /** Any string (a path, a URL path). */
  | { readonly kind: "text" };

export type ListItem = "pattern" | "scheme" | "sink" | "glob";

export interface SettingSpec {
  readonly key: string;
  readonly type: SettingType;
  readonly default: unknown;
  /** Markdown, one or two sentences: shown in the VS Code Settings editor and the docs. */
  readonly description: string;
  readonly readers: readonly SettingsReader[];
}

/** The severities a check can be given; "off" turns it off. */
export const SEVERITY_SETTINGS = ["error", "warning", "info", "hint", "off"] as const;
export type SeveritySetting = (typeof SEVERITY_SETTINGS)[number];

/** A URI scheme as RFC 3986 section 3.1 spells it. */
export const SCHEME_PATTERN = "^[A-Za-z][A-Za-z0-9+.-]*$";

export const SETTINGS: readonly SettingSpec[] = [
  {
    key: "enable",
    type: { kind: "boolean" },
    default: true,
    description: "Check the URIs in the files of this folder.",
    readers: ["server"],
  },
  {
    key: "checks",
    type: { kind: "by-check", value: "boolean" },
    default: {},
    description:
      "Turn checks on or off, by finding code (`default-port`) or rule name (`no-default-port`). A code's own entry wins over its rule's.",
    readers: ["server", "cli"],
  },
  {
    key: "severity",
    type: { kind: "by-check", value: "severity" },
    default: {},
    description:
      'Severity of a check, by finding code or rule name: "error", "warning", "info", "hint", or "off" to turn it off.',
    readers: ["server", "cli"],
  },
  {
    key: "sinks",
    type: { kind: "list", item: "sink" },
    default: [],
    description:
      'More functions whose arguments are URIs: a callee name ("fetchJson", "client.get") or `{ "callee": "...", "arguments": [0] }`.',
    readers: ["eslint", "server", "cli"],
  },
  {
    key: "schemes",
    type: { kind: "list", item: "scheme" },
    default: [],
    description: "More URI schemes that mark a string as a URI by its content alone (as `https:` does).",
    readers: ["eslint", "server", "cli"],
  },
  {
    key: "ignore",
    type: { kind: "list", item: "pattern" },
    default: [],
    description:
      "Regular expressions (JavaScript syntax): a string that one of them matches is never treated as a URI.",
    readers: ["eslint", "server", "cli"],
  },
  {
    key: "zoneIdentifiers",
    type: { kind: "boolean" },
    default: false,
    description:
      "Accept zone identifiers in IPv6 literals, `http://[fe80::1%25eth0]/` (RFC 6874). Off by default: RFC 3986 has none, browsers reject them, and they name an interface of one machine.",
    readers: ["eslint", "server", "cli"],
  },
  {
    key: "exclude",
    type: { kind: "list", item: "glob" },
    default: [],
    description: 'Glob patterns of files to leave alone, relative to their workspace folder (`"**/fixtures/**"`).',
    readers: ["server", "cli"],
  },
  {
    key: "reportUnusedDisableDirectives",
    type: { kind: "choice", values: ["off", "warn", "error"] },
    default: "warn",
    description:
      'Report `urilint-disable` comments that silence nothing, as ESLint\'s `reportUnusedDisableDirectives` does for its own: "warn", "error" or "off". (`eslint-disable` comments are ESLint\'s to report.)',
    readers: ["server", "cli"],
  },
  {
    key: "maxFileSize",
    type: { kind: "size" },
    default: 2_000_000,
    description:
      "Files longer than this many characters (UTF-16 code units) are not checked; one informational diagnostic says so.",
    readers: ["server", "cli"],
  },
  {
    key: "site",
    type: { kind: "choice", values: ["auto", "github", "vitepress", "docusaurus", "mdbook", "mkdocs"] },
    default: "auto",
    description:
      'Where the Markdown is read, for the link checker (rule `no-broken-link`): how headings become anchors and which routes lead to a page. `"auto"` detects VitePress, Docusaurus, mdBook or MkDocs from the site\'s configuration file, else GitHub.',
    readers: ["eslint", "server", "cli"],
  },
  {
    key: "siteRoot",
    type: { kind: "text" },
    default: "",
    description:
      "The folder served as the site's root, relative to the repository (`\"docs\"`), for the link checker; empty: the one the site's configuration file names, or its default.",
    readers: ["eslint", "server", "cli"],
  },
  {
    key: "siteBase",
    type: { kind: "text" },
    default: "",
    description:
      'The path the site is served under (`"/my-project/"`), for links that spell it out; empty: the one the site\'s configuration file names, or `/`.',
    readers: ["eslint", "server", "cli"],
  },
  {
    key: "maxLinkTargets",
    type: { kind: "size" },
    default: 20_000,
    description:
      "The most files and folders the link checker reads in one run (the command's run, a lint run, the server's session between changes); the links after that are not checked, and one note says so.",
    readers: ["eslint", "server", "cli"],
  },
];

/** The settings one reader takes. */
export function settingsOf(reader: SettingsReader): readonly SettingSpec[] {
  return SETTINGS.filter((spec) => spec.readers.includes(reader));
}

/** What a value of `type` is, in words: "an array of regular expressions". */
export function describeType(type: SettingType): string {
  switch (type.kind) {
    case "boolean":
      return "true or false";
    case "size":
      return "a whole number >= 0";
    case "list":
      return {
        pattern: "an array of regular expressions (strings)",
        scheme: "an array of scheme names",
        sink: 'an array of callee names or { "callee", "arguments" } objects',
        glob: "an array of glob patterns",
      }[type.item];
    case "by-check":
      return type.value === "boolean"
        ? "an object of finding codes or rule names to true or false"
        : `an object of finding codes or rule names to ${SEVERITY_SETTINGS.map((s) => `"${s}"`).join(", ")}`;
    case "choice":
      return type.values.map((value) => `"${value}"`).join(", ");
    case "text":
      return "a string";
  }
}
