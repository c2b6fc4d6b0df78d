/**
 * The one catalogue of findings. Every problem urilint can report has one entry here: a stable
 * code, the rule that reports it, a default severity and one message template. The ESLint plugin and
 * the language server both render from this table, so a problem has the same code and the same words
 * everywhere.
 *
 * Templates use ESLint's `{{name}}` placeholders, filled from a finding's `data`. No template may
 * hold a placeholder that could carry a password: findings about secrets point at them by span.
 */

/**
 * `link`: a reference that is a well-formed URI and still leads nowhere (a relative reference to a
 * file or a heading that does not exist); found by the link checker, which reads the file system.
 */
export type Category = "syntax" | "normalization" | "security" | "intent" | "link";
export type Severity = "error" | "warning" | "info";
/** How a finding can be repaired: applied by `--fix`, offered as a suggestion, or not at all. */
export type FixKind = "autofix" | "suggestion" | "none";

export interface CatalogueEntry {
  readonly code: string;
  readonly category: Category;
  /** The ESLint rule (and the docs page) that reports this code. */
  readonly rule: RuleName;
  readonly severity: Severity;
  /** True when the text is not an RFC 3986 URI-reference: `validate()` returns exactly these. */
  readonly invalidates: boolean;
  /** Reported by default (the `recommended` config and the language server's defaults). */
  readonly enabledByDefault: boolean;
  readonly fix: FixKind;
  /** A short name for lists and code action titles. */
  readonly title: string;
  readonly message: string;
}

export const RULE_NAMES = [
  "no-invalid-uri",
  "no-plaintext-password",
  "normalized-case",
  "no-needless-percent-encoding",
  "no-default-port",
  "no-dot-segments",
  "normalized-ipv6",
  "require-root-path",
  "no-misleading-userinfo",
  "no-rare-ip-form",
  "no-unusable-authority",
  "no-uri-lookalike",
  "no-iri",
  "no-confusable-host",
  "no-broken-link",
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

const entries = {
  // --- syntax: the text is not a URI-reference (RFC 3986 Appendix A) ---
  "invalid-character": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Character not allowed",
    message: "{{char}} is not allowed in the {{component}}; percent-encode it as {{encoded}}",
  },
  whitespace: {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Whitespace in a URI",
    message:
      "A URI cannot contain {{char}}; browsers and servers disagree on where it ends (percent-encode it as {{encoded}})",
  },
  "surrounding-whitespace": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Whitespace around a URI",
    message:
      "Whitespace or control characters around a URI are not part of it; browsers strip them, other parsers reject them",
  },
  "control-character": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Control character in a URI",
    message:
      "The control character {{char}} is not allowed in a URI; browsers silently remove TAB, CR and LF, other parsers do not",
  },
  backslash: {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Backslash in a URI",
    message: "A backslash is not allowed in a URI; browsers read it as '/' in http(s) URIs, other parsers as data",
  },
  "non-ascii": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Non-ASCII character in a URI",
    message: "{{char}} is not ASCII; a URI carries it percent-encoded as UTF-8 ({{encoded}})",
  },
  "invalid-percent-encoding": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Malformed percent-encoding",
    message: "'%' must be followed by two hexadecimal digits; write a literal '%' as %25",
  },
  "invalid-scheme": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "none",
    title: "Malformed scheme",
    message: "{{char}} cannot appear in a scheme: a scheme is a letter followed by letters, digits, '+', '-' or '.'",
  },
  "empty-scheme": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "none",
    title: "Empty scheme",
    message: "The scheme before ':' is empty",
  },
  "colon-in-first-segment": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Colon in the first segment of a relative path",
    message:
      "The first segment of a relative path cannot contain ':', which would make it read as a scheme; write './' before it",
  },
  "invalid-ip-literal": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "none",
    title: "Malformed IP literal",
    message: "Malformed IP literal: {{reason}}",
  },
  "unbracketed-ipv6": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "IPv6 address without brackets",
    message: "An IPv6 address in a URI must be written in brackets: [{{address}}]",
  },
  "invalid-port": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "none",
    title: "Malformed port",
    message: "A port is decimal digits only; {{char}} is not a digit",
  },
  "missing-scheme": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "none",
    title: "Missing scheme",
    message: "An absolute URI needs a scheme, such as 'https:'",
  },
  "unexpected-scheme": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "none",
    title: "Unexpected scheme",
    message: "A relative reference cannot have a scheme",
  },
  "unexpected-fragment": {
    category: "syntax",
    rule: "no-invalid-uri",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "none",
    title: "Unexpected fragment",
    message: "An absolute URI cannot have a fragment",
  },
  iri: {
    category: "syntax",
    rule: "no-iri",
    severity: "warning",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "IRI, not a URI",
    message:
      "This is an IRI (RFC 3987), not a URI; as a URI, with the host in ASCII (IDNA) and other non-ASCII characters percent-encoded, it is {{uri}}",
  },
  "userinfo-delimiter": {
    category: "syntax",
    rule: "no-misleading-userinfo",
    severity: "error",
    invalidates: true,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Unencoded delimiter in userinfo",
    message:
      "{{char}} in the userinfo must be percent-encoded as {{encoded}}; parsers disagree on where the host starts",
  },

  // --- normalization: valid, but not in the normal form of RFC 3986 6.2.2 and 6.2.3 ---
  "scheme-case": {
    category: "normalization",
    rule: "normalized-case",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "autofix",
    title: "Lower-case the scheme",
    message: "The scheme is case-insensitive and normally lower case: {{normal}}",
  },
  "host-case": {
    category: "normalization",
    rule: "normalized-case",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "autofix",
    title: "Lower-case the host",
    message: "The host is case-insensitive and normally lower case: {{normal}}",
  },
  "percent-encoding-case": {
    category: "normalization",
    rule: "normalized-case",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "autofix",
    title: "Upper-case the percent-encoding",
    message: "Percent-encodings normally use upper-case hexadecimal digits: {{normal}}",
  },
  "unreserved-percent-encoded": {
    category: "normalization",
    rule: "no-needless-percent-encoding",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "autofix",
    title: "Decode the unreserved character",
    message: "{{encoded}} encodes the unreserved character {{char}}, which needs no encoding",
  },
  "default-port": {
    category: "normalization",
    rule: "no-default-port",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "autofix",
    title: "Remove the default port",
    message: "Port {{port}} is the default for {{scheme}}; leave it out",
  },
  "empty-port": {
    category: "normalization",
    rule: "no-default-port",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "autofix",
    title: "Remove the empty port",
    message: "The ':' before an empty port is redundant",
  },
  "dot-segments": {
    category: "normalization",
    rule: "no-dot-segments",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Remove the dot segments",
    message: "The path has '.' or '..' segments; without them it is {{normal}}",
  },
  "ipv6-text": {
    category: "normalization",
    rule: "normalized-ipv6",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Write the IPv6 address in RFC 5952 form",
    message: "The IPv6 address is not in its RFC 5952 text form: {{normal}}",
  },
  "empty-path": {
    category: "normalization",
    rule: "require-root-path",
    severity: "info",
    invalidates: false,
    enabledByDefault: false,
    fix: "autofix",
    title: "Add the root path",
    message: "An empty path in a {{scheme}} URI normalizes to '/'",
  },

  // --- security: RFC 3986 section 7 and 3.2.1 ---
  "plaintext-password": {
    category: "security",
    rule: "no-plaintext-password",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Plaintext password in a URI",
    message:
      "This URI holds a plaintext password in its userinfo; read it from the environment or a secret store instead",
  },
  "misleading-userinfo": {
    category: "security",
    rule: "no-misleading-userinfo",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "none",
    title: "Userinfo that looks like a host",
    message: "The userinfo before '@' looks like a host name, but this URI goes to {{host}} (RFC 3986 7.6)",
  },
  "rare-ip-form": {
    category: "security",
    rule: "no-rare-ip-form",
    severity: "warning",
    invalidates: false,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Unusual IP address form",
    message:
      "{{host}} is read as the IP address {{address}} by many resolvers; write {{address}} if that is meant (RFC 3986 7.4)",
  },
  "reg-name-too-long": {
    category: "security",
    rule: "no-unusable-authority",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "none",
    title: "Host name too long",
    message: "The host name is {{length}} characters long; names longer than 255 characters cannot be resolved",
  },
  "host-not-utf8": {
    category: "security",
    rule: "no-unusable-authority",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "none",
    title: "Percent-encoded host is not UTF-8",
    message: "The percent-encoded host does not decode to UTF-8 text (RFC 3986 3.2.2)",
  },
  "invalid-idna": {
    category: "security",
    rule: "no-unusable-authority",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "none",
    title: "Invalid international host name",
    message: "The host is not a valid internationalized domain name: {{reason}}",
  },
  "mixed-script-host": {
    category: "security",
    rule: "no-confusable-host",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "none",
    title: "Host label that mixes scripts",
    message:
      "The host label '{{label}}' mixes {{scripts}} letters, as names made to imitate another do (UTS #39); DNS sees it as {{ascii}}",
  },
  "confusable-host": {
    category: "security",
    rule: "no-confusable-host",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "none",
    title: "Host label that looks Latin",
    message:
      "The host label '{{label}}' is written in {{script}} letters that all look like Latin ones ('{{lookalike}}'), so it can pass for another name (UTS #39); DNS sees it as {{ascii}}",
  },
  "port-out-of-range": {
    category: "security",
    rule: "no-unusable-authority",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "none",
    title: "Port above 65535",
    message: "Port {{port}} is above 65535, the highest TCP and UDP port",
  },

  // --- intent: valid-looking text that is not the URI it was meant to be ---
  "host-port-without-scheme": {
    category: "intent",
    rule: "no-uri-lookalike",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Host and port without a scheme",
    message: "'{{text}}' reads as a URI with the scheme '{{scheme}}'; write {{suggested}}",
  },
  "windows-path": {
    category: "intent",
    rule: "no-uri-lookalike",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "suggestion",
    title: "Windows path, not a URI",
    message: "This is a Windows path, not a URI; as a URI it is {{suggested}}",
  },
  "scp-like": {
    category: "intent",
    rule: "no-uri-lookalike",
    severity: "error",
    invalidates: false,
    enabledByDefault: true,
    fix: "suggestion",
    title: "scp-style address, not a URI",
    message: "This is scp-style 'user@host:path' syntax, not a URI; as a URI it is {{suggested}}",
  },

  // --- link: well-formed references that lead nowhere (the link checker; off by default) ---
  "missing-file": {
    category: "link",
    rule: "no-broken-link",
    severity: "error",
    invalidates: false,
    enabledByDefault: false,
    fix: "suggestion",
    title: "Link to a file that does not exist",
    message: "This link leads nowhere: {{path}} does not exist{{didYouMean}}",
  },
  "missing-anchor": {
    category: "link",
    rule: "no-broken-link",
    severity: "warning",
    invalidates: false,
    enabledByDefault: false,
    fix: "suggestion",
    title: "Link to a heading or anchor that does not exist",
    message: "{{path}} has no heading or anchor '#{{fragment}}' (headings named as {{site}} names them){{didYouMean}}",
  },
  "file-case-mismatch": {
    category: "link",
    rule: "no-broken-link",
    severity: "error",
    invalidates: false,
    enabledByDefault: false,
    fix: "suggestion",
    title: "Link whose letter case differs from the file's",
    message:
      "{{path}} exists only as {{actual}}: the link works on macOS and Windows, whose file systems ignore letter case, and breaks on Linux and on the web",
  },
  "malformed-link": {
    category: "link",
    rule: "no-broken-link",
    severity: "error",
    invalidates: false,
    enabledByDefault: false,
    fix: "suggestion",
    title: "Link that is not what it was meant to be",
    message: "This link leads nowhere: {{reason}}",
  },
  "links-not-checked": {
    category: "link",
    rule: "no-broken-link",
    severity: "info",
    invalidates: false,
    enabledByDefault: false,
    fix: "none",
    title: "Links left unchecked",
    message:
      "The links from here on were not checked: this run has read {{limit}} files and folders, its limit (setting maxLinkTargets)",
  },
} as const satisfies Record<string, Omit<CatalogueEntry, "code">>;

export type FindingCode = keyof typeof entries;

export const CATALOGUE: Readonly<Record<FindingCode, CatalogueEntry>> = Object.fromEntries(
  Object.entries(entries).map(([code, entry]) => [code, { code, ...entry }]),
) as Record<FindingCode, CatalogueEntry>;

export const FINDING_CODES = Object.keys(entries) as FindingCode[];

export function isFindingCode(code: string): code is FindingCode {
  return Object.prototype.hasOwnProperty.call(entries, code);
}

/** Where the rules' documentation lives in the repository; diagnostics link there (`codeDescription.href`). */
export const DOCS_REPOSITORY_URL = "https://github.com/urilint/urilint";
export const DOCS_PATH = "packages/eslint-plugin/docs/rules/";

/**
 * The documentation of a rule (and a code's section in it), at the release tag `v<version>` of
 * the package that links it, so a link always shows the docs of the rules the user runs; without
 * a version, at the main branch.
 */
export function docsUrl(rule: RuleName, code?: FindingCode, version?: string): string {
  const ref = version === undefined ? "main" : `v${version}`;
  return `${DOCS_REPOSITORY_URL}/blob/${ref}/${DOCS_PATH}${rule}.md${code === undefined ? "" : `#${code}`}`;
}

/**
 * A template split once into its parts: text at even indexes, placeholder names at odd ones
 * ("a {{b}} c" is ["a ", "b", " c"]), with each placeholder as written at `spelled[i]` for names
 * the data lacks. Rendering is then one join, not a regular expression with a callback per
 * finding: an invalid URI can carry dozens of findings.
 */
interface CompiledTemplate {
  readonly parts: readonly string[];
  readonly spelled: readonly string[];
}

function compile(template: string): CompiledTemplate {
  const parts: string[] = [];
  const spelled: string[] = [];
  const placeholder = /\{\{\s*(\w+)\s*\}\}/g;
  let last = 0;
  for (let match = placeholder.exec(template); match !== null; match = placeholder.exec(template)) {
    parts.push(template.slice(last, match.index), match[1] as string);
    spelled[parts.length - 1] = match[0];
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return { parts, spelled };
}

const COMPILED = new Map<string, CompiledTemplate>(
  Object.values(CATALOGUE).map((entry) => [entry.message, compile(entry.message)]),
);

/** Fills a template's `{{name}}` placeholders; an unknown name is left as written. */
export function renderMessage(template: string, data: Readonly<Record<string, string>>): string {
  // The catalogue's templates are compiled once; any other template (a caller's) each time, so
  // the cache cannot grow without bound.
  const { parts, spelled } = COMPILED.get(template) ?? compile(template);
  if (parts.length === 1) return parts[0] as string;
  // Joined, not concatenated: `+=` would leave a rope of several objects in every message, and a
  // storm of findings would carry them all.
  const pieces = parts.slice();
  for (let i = 1; i < pieces.length; i += 2) {
    const name = parts[i] as string;
    const value = Object.prototype.hasOwnProperty.call(data, name) ? data[name] : undefined;
    pieces[i] = value ?? (spelled[i] as string);
  }
  return pieces.join("");
}
