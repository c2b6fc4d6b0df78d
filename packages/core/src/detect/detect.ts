/**
 * The one decision "is this string a URI?", shared by the ESLint plugin and the language server.
 * Context first, content second:
 * 1. contexts that never hold a URI (comparisons, search patterns, module specifiers, namespaces)
 *    and the user's `ignore` patterns say no;
 * 2. contexts that take a URI (sinks, URI attributes, `location` assignments, file formats) say
 *    yes to every non-empty string, broken ones included: that is where a broken URI does harm;
 * 3. a name that promises a URI (`apiUrl`) says yes to a string with some URI structure and no
 *    inner whitespace;
 * 4. otherwise the content decides (content.ts).
 * Payload URIs (`data:`, `javascript:`) are never checked.
 */
import { CATALOGUE, FINDING_CODES, type FindingCode } from "../findings/catalogue.js";
import { scpLike } from "../findings/intent.js";
import type { Span } from "../model.js";
import {
  hasPayloadScheme,
  hasWhitespace,
  isModuleScheme,
  isPattern,
  looksLikeUri,
  schemeEnd,
  schemeSpan,
} from "./content.js";
import type { DetectOptions, Evidence, StringContext } from "./context.js";
import { isOriginName, nameKind } from "./names.js";
import { maskPlaceholders, type MaskedText } from "./placeholders.js";
import {
  argumentRole,
  assignmentRole,
  attributeRole,
  isUriArgument,
  isUserSinkArgument,
  prepareSinks,
  targetName,
  type UserSinks,
} from "./sinks.js";

/** A string found to be a URI, ready for `check(candidate.text, { holes, codes })`. */
export interface UriCandidate extends MaskedText {
  readonly evidence: Evidence;
  /**
   * The codes worth computing: every code when the context expects a URI; without the "intent"
   * category when only the content made it one (a lookalike such as `redis:6379` is only a
   * mistake where a URI is expected).
   */
  readonly codes: ReadonlySet<FindingCode> | undefined;
}

/** DetectOptions compiled once: a front-end keeps this per configuration. */
export interface PreparedDetectOptions {
  readonly sinks: UserSinks;
  readonly schemes: ReadonlySet<string>;
  readonly ignore: readonly RegExp[];
  readonly ignoreSubstrings: readonly string[];
  /** `ignore` entries that are not valid regular expressions (they match as substrings). */
  readonly invalidIgnore: readonly string[];
}

const prepared = new WeakMap<DetectOptions, PreparedDetectOptions>();
const NO_OPTIONS: DetectOptions = Object.freeze({});

/** Compiles `options` (cached per options object). Never throws, whatever the settings hold. */
export function prepareDetectOptions(options: DetectOptions = NO_OPTIONS): PreparedDetectOptions {
  const cached = prepared.get(options);
  if (cached !== undefined) return cached;
  const ignore: RegExp[] = [];
  const ignoreSubstrings: string[] = [];
  const invalidIgnore: string[] = [];
  for (const entry of Array.isArray(options.ignore) ? options.ignore : []) {
    if (entry instanceof RegExp) {
      ignore.push(new RegExp(entry.source, entry.flags.replace(/[gy]/g, "")));
    } else if (typeof entry === "string") {
      try {
        ignore.push(new RegExp(entry));
      } catch {
        ignoreSubstrings.push(entry);
        invalidIgnore.push(entry);
      }
    }
  }
  const schemes = new Set<string>();
  for (const scheme of Array.isArray(options.schemes) ? options.schemes : []) {
    if (typeof scheme === "string" && scheme !== "") schemes.add(scheme.toLowerCase());
  }
  const result: PreparedDetectOptions = {
    sinks: prepareSinks(Array.isArray(options.sinks) ? options.sinks : []),
    schemes,
    ignore,
    ignoreSubstrings,
    invalidIgnore,
  };
  prepared.set(options, result);
  return result;
}

const WITHOUT_INTENT: ReadonlySet<FindingCode> = new Set(
  FINDING_CODES.filter((code) => CATALOGUE[code].category !== "intent"),
);

/**
 * What a compared string is checked for: the security findings only. A comparison's operand must
 * equal what it is compared with, so its case, port or encoding is no mistake; a password in it is
 * the same leak as anywhere else, and is reported the same in every statement.
 */
const SECURITY_ONLY: ReadonlySet<FindingCode> = new Set(
  FINDING_CODES.filter((code) => CATALOGUE[code].category === "security"),
);

/**
 * Decides whether `text` (a string as the program holds it, with one "x" for each of `holes`) is a
 * URI in `context`. Returns the candidate to check, with placeholders masked as holes, or undefined.
 * Never throws.
 */
export function detectUri(
  text: string,
  context: StringContext,
  options?: DetectOptions | PreparedDetectOptions,
  holes: readonly Span[] = [],
): UriCandidate | undefined {
  if (typeof text !== "string" || text.length === 0 || holes.length >= text.length) return undefined;
  const settings = isPrepared(options) ? options : prepareDetectOptions(options);
  const intake = intakeOf(text, context, settings);
  if (intake === undefined || isIgnored(text, settings)) return undefined;
  const masked = maskPlaceholders(text, holes);
  if (masked.holes.length >= masked.text.length) return undefined;
  const evidence = evidenceFor(masked, intake, settings);
  if (evidence === undefined) return undefined;
  if (hasPayloadScheme(masked.text)) return undefined;
  const codes = context.kind === "comparison" ? SECURITY_ONLY : evidence === "content" ? WITHOUT_INTENT : undefined;
  return { text: masked.text, holes: masked.holes, toInput: masked.toInput, evidence, codes };
}

/**
 * The detector's first rejection alone: false where `detectUri(text, context, options, holes)` is
 * undefined whatever the holes, decided from the text and the context as `detectUri` decides it
 * first (the context's intake), with nothing masked or allocated. A front-end may ask it before it
 * builds a candidate: most strings of a program (messages, keys, names) end here.
 */
export function mayBeUri(
  text: string,
  context: StringContext,
  options?: DetectOptions | PreparedDetectOptions,
): boolean {
  if (typeof text !== "string" || text.length === 0) return false;
  return intakeOf(text, context, isPrepared(options) ? options : prepareDetectOptions(options)) !== undefined;
}

/** The yes/no form of `detectUri`. */
export function classifyString(
  text: string,
  context: StringContext,
  options?: DetectOptions | PreparedDetectOptions,
  holes?: readonly Span[],
): "uri" | "not-uri" {
  return detectUri(text, context, options, holes) === undefined ? "not-uri" : "uri";
}

function isPrepared(options: DetectOptions | PreparedDetectOptions | undefined): options is PreparedDetectOptions {
  return options !== undefined && "invalidIgnore" in options;
}

function isIgnored(text: string, settings: PreparedDetectOptions): boolean {
  // Loops, not some() with a closure: this runs for every string the context takes.
  for (const pattern of settings.ignore) if (pattern.test(text)) return true;
  for (const substring of settings.ignoreSubstrings) if (text.includes(substring)) return true;
  return false;
}

/**
 * What the context would take `text` as, judged before the text is masked: its own evidence
 * ("sink", "attribute", ...) for any string, or "named" or "content" when the masked text must
 * still show URI structure. Masking only turns placeholders into "x": a text with no scheme, or
 * no URI delimiter at all, gains none by it. Most strings of a program end here, unallocated.
 */
function intakeOf(text: string, context: StringContext, settings: PreparedDetectOptions): Evidence | undefined {
  switch (context?.kind) {
    case "sink": {
      const callee = String(context.callee);
      // A role the front-end gives is its language's table speaking: the core's (JavaScript) tables
      // are not asked, the user's sinks still are.
      if (context.role !== undefined) {
        const role = isUserSinkArgument(callee, context.argument, settings.sinks) ? "uri" : context.role;
        return role === "uri" ? "sink" : role === "other" ? byContent(text) : undefined;
      }
      // Only the "uri" role takes a text that has no scheme; the other roles are not asked.
      if (byContent(text) === undefined)
        return isUriArgument(callee, context.argument, settings.sinks) ? "sink" : undefined;
      switch (argumentRole(callee, context.argument, settings.sinks)) {
        case "uri":
          return "sink";
        case "other":
          return "content";
        default:
          return undefined;
      }
    }
    case "attribute":
      switch (attributeRole(context.element, String(context.name))) {
        case "uri":
          return "attribute";
        case "namespace":
          return undefined;
        default:
          return byName(text, String(context.name));
      }
    case "assignment": {
      const target = String(context.target);
      if (assignmentRole(target) === "uri") return "assignment";
      return hasUriDelimiter(text) ? byName(text, targetName(target)) : undefined;
    }
    case "format":
      return "format";
    case "named":
      return byName(text, String(context.name));
    case "plain":
    // The operand of a comparison or an assertion's expected value is read by its content, as
    // anywhere else, and checked for security findings only (SECURITY_ONLY). ("https://" and other
    // protocol prefixes are no URI by content.)
    case "comparison":
      return byContent(text);
    default:
      // search-pattern, module-specifier, namespace, or a context we do not know.
      return undefined;
  }
}

/** Content can make `text` a URI only if it starts with a scheme of two or more characters. */
function byContent(text: string): Evidence | undefined {
  return schemeEnd(text) >= 2 ? "content" : undefined;
}

/** A URI name takes a text with some URI structure; another name leaves it to the content. */
function byName(text: string, name: string): Evidence | undefined {
  if (!hasUriDelimiter(text)) return undefined;
  switch (nameKind(name)) {
    case "namespace":
      return undefined;
    case "uri":
      // An origin has a scheme (RFC 6454 6.1); without one, the value is something else.
      return isOriginName(name) && schemeEnd(text) < 2 ? undefined : "named";
    default:
      return byContent(text);
  }
}

/** The evidence of the masked text, for the intake its context allows. */
function evidenceFor(masked: MaskedText, intake: Evidence, settings: PreparedDetectOptions): Evidence | undefined {
  // git and npm take scp's "user@host:path" wherever a remote is named (`repository`, `remote:`);
  // only a place that requires a URI (a sink, `href`, an assignment to one) makes it a mistake.
  if ((intake === "named" || intake === "format") && scpLike(masked.text) !== undefined) return undefined;
  if (intake === "named" && isNamedValue(masked.text)) return "named";
  if (intake !== "named" && intake !== "content") return intake;
  return looksLikeUri(masked.text, masked.holes, settings.schemes) ? "content" : undefined;
}

/**
 * A value under a URI name is a URI unless it is prose: whitespace between words, where the text
 * does not start like a URI (`"Enter a URL"`; but `"https://example.com/my file"` is a broken URI,
 * and surrounding whitespace is a URI mistake too). A Windows-style one-letter scheme (`C:/x`) is
 * not one either: only a sink turns it into a URI mistake.
 */
function isNamedValue(text: string): boolean {
  let start = 0;
  let end = text.length;
  while (start < end && hasWhitespace(text, start, start + 1)) start++;
  while (end > start && hasWhitespace(text, end - 1, end)) end--;
  if (start === end) return false;
  const trimmed = text.slice(start, end);
  const scheme = schemeSpan(trimmed);
  if (scheme !== undefined && scheme.end === 1) return false;
  // A dependency map's values sit under package names like "resolve-url": versions and package
  // specifiers ("^0.2.1", "npm:pkg@1", "workspace:*") are not URIs.
  if (isVersionRange(trimmed) || (scheme !== undefined && isModuleScheme(trimmed.slice(0, scheme.end)))) return false;
  // A URI quoted for another reader (a shell's command line: `urlString = "'http://a/'"`) is a word of that reader's text.
  if (isQuoted(trimmed)) return false;
  // A route's regular expression under a URI name (App Engine's `handlers: [{url: /favicon\.ico}]`).
  if (scheme === undefined && isPattern(trimmed)) return false;
  if (!hasUriDelimiter(trimmed)) return false;
  return !hasWhitespace(trimmed) || (scheme !== undefined && trimmed.startsWith("//", scheme.end + 1));
}

/** Whether `text` is enclosed in one pair of the same quotes, with none between them. */
function isQuoted(text: string): boolean {
  const quote = text.charCodeAt(0);
  if ((quote !== 0x22 && quote !== 0x27) || text.length < 3 || text.charCodeAt(text.length - 1) !== quote) return false;
  return text.indexOf(text[0] as string, 1) === text.length - 1;
}

/**
 * A URI has structure: a scheme's ":", a "/", a dot in a name, a "?", "#" or "@". A name alone
 * is weak evidence; what sits under `url:` without any of these is a label (an i18n string), a
 * type name (`"string[]"`) or a fragment of one (`"…"`), not a URI worth checking.
 *
 * It is also what a front-end may test before it builds a candidate: in a `named`, `plain` or
 * `comparison` context, or an `attribute` whose role the core does not know (`attributeRole`
 * "other"), `detectUri` says no to a text[start, end) without one, whatever the name, holes and
 * settings (a name needs it; the content needs a scheme's ":"). Other contexts (a sink, a URI
 * attribute) take any text.
 */
export function hasUriDelimiter(text: string, start = 0, end = text.length): boolean {
  for (let i = start; i < end; i++) {
    switch (text.charCodeAt(i)) {
      case 0x2f:
      case 0x3a:
      case 0x2e:
      case 0x3f:
      case 0x23:
      case 0x40:
        return true;
    }
  }
  return false;
}

/**
 * A semver version, range or dist-tag-free version set as package managers write them: digits,
 * dots, "x" and "*", the operators ^ ~ < > = and "-" or "||" between versions, a prerelease or
 * build suffix ("1.2.3-beta.1", "^0.2.1", ">=1.0 <2", "1.x || 2.x"). It needs a digit.
 */
function isVersionRange(text: string): boolean {
  return (
    /\d/.test(text) &&
    /^(?:\s*(?:[~^]|[<>]=?|=)?\s*v?(?:\d+|[xX*])(?:\.(?:\d+|[xX*])){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?\s*(?:\|\||-(?=\s))?)+$/.test(
      text,
    )
  );
}
