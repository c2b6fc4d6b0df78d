/**
 * Normalization (RFC 3986 6.2.2 syntax-based, 6.2.3 scheme-based) as named rules that can be
 * switched one by one, and the report a linter needs: which parts of the text are not normal, as
 * the narrowest spans and their exact replacements. Applying every change of the report to the
 * text gives exactly normalize(text): both come from one analysis.
 *
 * The rules (their names are the catalogue's normalization codes):
 * - scheme-case, host-case (6.2.2.1): lower case. A percent-encoded unreserved letter decoded in
 *   the host is lower-cased too. IPv6 and IPvFuture hosts are case-insensitive as well.
 * - percent-encoding-case (6.2.2.1): upper-case hex digits in every triplet.
 * - unreserved-percent-encoded (6.2.2.2): decode triplets of unreserved characters only; reserved
 *   characters, "%25" and non-ASCII octets stay encoded, since decoding them changes the meaning.
 * - dot-segments (6.2.2.3): in URIs only; a relative reference keeps them (see path.ts).
 * - empty-port (3.2.3, 6.2.3): "http://a:/" has a redundant ":".
 * - default-port (6.2.3): only for schemes whose specification defines one (schemes.ts); the port
 *   is compared as a number, so ":0080" is port 80.
 * - empty-path (6.2.3): "" is "/" for http, https, ws and wss with an authority.
 * - ipv6-text: the RFC 5952 text form of an IPv6 literal.
 */
import { hexValue, isUnreserved } from "../chars.js";
import type { ComponentName } from "../model.js";
import { parse, tryParse } from "../parse/index.js";
import type { UriReference } from "../uri-reference.js";
import { recompose, type ComponentParts } from "../build/recompose.js";
import { formatIPv6 } from "../ipv6/index.js";
import { defaultPort, emptyPathIsRoot, hostCaseMatters } from "../schemes.js";
import { quickNormalForm } from "./already-normal.js";
import { differingSegments, normalizeDotSegments } from "./path.js";

export type NormalizationRule =
  | "scheme-case"
  | "host-case"
  | "percent-encoding-case"
  | "unreserved-percent-encoded"
  | "dot-segments"
  | "empty-port"
  | "default-port"
  | "empty-path"
  | "ipv6-text";

export const NORMALIZATION_RULES: readonly NormalizationRule[] = Object.freeze([
  "scheme-case",
  "host-case",
  "percent-encoding-case",
  "unreserved-percent-encoded",
  "dot-segments",
  "empty-port",
  "default-port",
  "empty-path",
  "ipv6-text",
]);

export interface NormalizeOptions {
  /** Rules to switch off (false) or on; every rule is on by default. */
  readonly rules?: Partial<Record<NormalizationRule, boolean>>;
}

/** One part of the text that is not normal: replace text[start, end) with `replacement`. */
export interface NormalizationChange {
  readonly rule: NormalizationRule;
  readonly component: ComponentName;
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

/** The normal form of `uri` under the rules; throws UriError when it is not a URI-reference. */
export function normalize(uri: string | UriReference, options?: NormalizeOptions): string {
  const parsed = typeof uri === "string" ? parse(uri) : uri;
  const rules = ruleSet(options);
  return quickNormalForm(parsed, rules) ?? recompose(analyze(parsed, rules, undefined).parts);
}

/**
 * What is not normal in `uri`, in text order, with disjoint spans. Never throws; [] when the text
 * is not a URI-reference (its syntax findings come first) or already normal.
 */
export function normalizationReport(uri: UriReference | string, options?: NormalizeOptions): NormalizationChange[] {
  const parsed = parsedOrUndefined(uri);
  if (parsed === undefined) return [];
  const rules = ruleSet(options);
  // Most references are normal, and the quick read says so without building anything.
  if (quickNormalForm(parsed, rules) === parsed.input) return [];
  return fullReport(parsed, rules);
}

/**
 * The report from the full analysis alone, without the quick read: what the tests hold the quick
 * read against. Not exported from the package.
 */
export function fullNormalizationReport(uri: UriReference | string, options?: NormalizeOptions): NormalizationChange[] {
  const parsed = parsedOrUndefined(uri);
  return parsed === undefined ? [] : fullReport(parsed, ruleSet(options));
}

function parsedOrUndefined(uri: UriReference | string): UriReference | undefined {
  if (typeof uri !== "string") return uri;
  const result = tryParse(uri);
  return result.ok ? result.uri : undefined;
}

function fullReport(parsed: UriReference, rules: Rules): NormalizationChange[] {
  const changes: NormalizationChange[] = [];
  analyze(parsed, rules, changes);
  return changes;
}

/** Whether `uri` is already normal under the rules. Throws UriError when it is not valid. */
export function isNormalized(uri: string | UriReference, options?: NormalizeOptions): boolean {
  const parsed = typeof uri === "string" ? parse(uri) : uri;
  const rules = ruleSet(options);
  const quick = quickNormalForm(parsed, rules);
  if (quick !== undefined) return quick === parsed.input;
  const changes: NormalizationChange[] = [];
  analyze(parsed, rules, changes);
  return changes.length === 0;
}

/** `text` with the (disjoint) changes applied. */
export function applyChanges(
  text: string,
  changes: readonly { start: number; end: number; replacement: string }[],
): string {
  const sorted = [...changes].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let copied = 0;
  for (const change of sorted) {
    if (change.start < copied) throw new RangeError("overlapping changes");
    out += text.slice(copied, change.start) + change.replacement;
    copied = change.end;
  }
  return out + text.slice(copied);
}

export type Rules = Readonly<Record<NormalizationRule, boolean>>;

const ALL_ON: Rules = Object.freeze(
  Object.fromEntries(NORMALIZATION_RULES.map((rule) => [rule, true])) as Record<NormalizationRule, boolean>,
);

function ruleSet(options: NormalizeOptions | undefined): Rules {
  const rules = options?.rules;
  if (rules === undefined) return ALL_ON;
  const set = { ...ALL_ON };
  for (const rule of NORMALIZATION_RULES) if (rules[rule] !== undefined) set[rule] = rules[rule]!;
  return set;
}

/** Where the changes go; undefined when only the normal form is wanted (no objects to make). */
type Sink = NormalizationChange[] | undefined;

/** The normal components of `uri`; the changes that lead there are pushed to `changes`. */
function analyze(uri: UriReference, rules: Rules, changes: Sink): { readonly parts: ComponentParts } {
  const text = uri.input;
  const spans = uri.spans;

  let scheme = uri.scheme;
  if (scheme !== undefined && rules["scheme-case"]) {
    scheme = lowerCase(text, spans.scheme!.start, spans.scheme!.end, "scheme-case", "scheme", changes);
  }
  const userInfo =
    spans.userInfo === undefined
      ? undefined
      : normalizeTriplets(text, spans.userInfo.start, spans.userInfo.end, rules, false, "userInfo", changes);
  const host = normalizeHost(uri, rules, changes);

  let port = uri.port;
  if (port !== undefined) {
    const colon = spans.port!.start - 1;
    if (
      port === "" ? rules["empty-port"] : rules["default-port"] && scheme !== undefined && isDefaultPort(port, scheme)
    ) {
      changes?.push({
        rule: port === "" ? "empty-port" : "default-port",
        component: "port",
        start: colon,
        end: spans.port!.end,
        replacement: "",
      });
      port = undefined;
    }
  }

  let path = normalizePath(uri, rules, changes);
  if (path === "" && rules["empty-path"] && host !== undefined && scheme !== undefined && emptyPathIsRoot(scheme)) {
    changes?.push({
      rule: "empty-path",
      component: "path",
      start: spans.path.start,
      end: spans.path.start,
      replacement: "/",
    });
    path = "/";
  }
  const query =
    spans.query === undefined
      ? undefined
      : normalizeTriplets(text, spans.query.start, spans.query.end, rules, false, "query", changes);
  const fragment =
    spans.fragment === undefined
      ? undefined
      : normalizeTriplets(text, spans.fragment.start, spans.fragment.end, rules, false, "fragment", changes);

  return { parts: { scheme, userInfo, host, port, path, query, fragment } };
}

function normalizeHost(uri: UriReference, rules: Rules, changes: Sink): string | undefined {
  const span = uri.spans.host;
  if (span === undefined) return undefined;
  const text = uri.input;
  switch (uri.hostKind) {
    case "reg-name": {
      const foldCase = rules["host-case"] && (uri.scheme === undefined || !hostCaseMatters(uri.scheme));
      return normalizeTriplets(text, span.start, span.end, rules, foldCase, "host", changes);
    }
    case "ipv6": {
      const written = text.slice(span.start, span.end);
      // A zone identifier (RFC 6874, "%25eth0" before "]") is kept as written: it names an interface.
      const zone = written.indexOf("%25");
      const address = zone < 0 ? written : `${written.slice(0, zone)}]`;
      const withZone = (form: string): string => (zone < 0 ? form : `${form.slice(0, -1)}${written.slice(zone)}`);
      const lower = withZone(rules["host-case"] || rules["ipv6-text"] ? address.toLowerCase() : address);
      const normal = rules["ipv6-text"] ? withZone(formatIPv6(address)!) : lower;
      if (normal === written) return written;
      // Only the case differs: that is host-case's business, unless host-case is off.
      const rule = normal === lower && rules["host-case"] ? "host-case" : "ipv6-text";
      pushNarrowed(written, normal, span.start, rule, "host", changes);
      return normal;
    }
    case "ipvfuture":
      return rules["host-case"]
        ? lowerCase(text, span.start, span.end, "host-case", "host", changes)
        : text.slice(span.start, span.end);
    default:
      return text.slice(span.start, span.end);
  }
}

/**
 * The path with its triplets normalized, then its dot segments. When the dot segments change it,
 * the change is one "dot-segments" item over the segments that differ (widened to whole
 * triplets); triplet changes outside them stay their own items.
 */
function normalizePath(uri: UriReference, rules: Rules, changes: Sink): string {
  const text = uri.input;
  const { start, end } = uri.spans.path;
  if (changes === undefined) {
    const decoded = normalizeTriplets(text, start, end, rules, false, "path", undefined);
    return rules["dot-segments"] ? normalizeDotSegments(decoded, !uri.isRelative, uri.hasAuthority) : decoded;
  }
  const tripletChanges: NormalizationChange[] = [];
  const decoded = normalizeTriplets(text, start, end, rules, false, "path", tripletChanges);
  const normal = rules["dot-segments"] ? normalizeDotSegments(decoded, !uri.isRelative, uri.hasAuthority) : decoded;
  if (normal === decoded) {
    for (const change of tripletChanges) changes.push(change);
    return normal;
  }
  // The differing segments of `decoded` and `normal`: [from, to) in `decoded`.
  let { from, to } = differingSegments(decoded, normal);
  // Positions of the triplet changes in `decoded`; widen [from, to) over any it cuts.
  const placed: { change: NormalizationChange; qStart: number; qEnd: number }[] = [];
  let shift = 0;
  for (const change of tripletChanges) {
    const qStart = change.start - start + shift;
    const qEnd = qStart + change.replacement.length;
    shift += change.replacement.length - (change.end - change.start);
    placed.push({ change, qStart, qEnd });
    if (qStart < from && from < qEnd) from = qStart;
    if (qStart < to && to < qEnd) to = qEnd;
  }
  let fromInText = start + from;
  let toInText = start + to;
  for (const { change, qStart, qEnd } of placed) {
    const delta = change.end - change.start - (qEnd - qStart);
    if (qEnd <= from) fromInText += delta;
    if (qEnd <= to) toInText += delta;
  }
  const replacement = normal.slice(from, normal.length - (decoded.length - to));
  for (const { change, qEnd } of placed) if (qEnd <= from) changes.push(change);
  changes.push({ rule: "dot-segments", component: "path", start: fromInText, end: toInText, replacement });
  for (const { change, qStart } of placed) if (qStart >= to) changes.push(change);
  return normal;
}

/**
 * Normalizes the triplets of text[start, end) (a valid component, so every "%" starts one) and,
 * with `hostCase`, lower-cases the letters between them. Pushes one change per triplet and per
 * run of letters to lower-case (from its first to its last upper-case letter).
 */
function normalizeTriplets(
  text: string,
  start: number,
  end: number,
  rules: Rules,
  hostCase: boolean,
  component: ComponentName,
  changes: Sink,
): string {
  const decode = rules["unreserved-percent-encoded"];
  const upper = rules["percent-encoding-case"];
  let out = "";
  let copied = start;
  let runStart = start;
  const flushRun = (runEnd: number): void => {
    if (!hostCase) return;
    let first = -1;
    let last = -1;
    for (let k = runStart; k < runEnd; k++) {
      const code = text.charCodeAt(k);
      if (code >= 0x41 && code <= 0x5a) {
        if (first < 0) first = k;
        last = k;
      }
    }
    if (first < 0) return;
    const lower = text.slice(first, last + 1).toLowerCase();
    changes?.push({ rule: "host-case", component, start: first, end: last + 1, replacement: lower });
    out += text.slice(copied, first) + lower;
    copied = last + 1;
  };
  for (let i = text.indexOf("%", start); i >= 0 && i < end; i = text.indexOf("%", i + 3)) {
    flushRun(i);
    runStart = i + 3;
    const high = text.charCodeAt(i + 1);
    const low = text.charCodeAt(i + 2);
    const octet = (hexValue(high) << 4) | hexValue(low);
    let replacement: string | undefined;
    let rule: NormalizationRule = "percent-encoding-case";
    if (decode && isUnreserved(octet)) {
      replacement = String.fromCharCode(hostCase && octet >= 0x41 && octet <= 0x5a ? octet | 0x20 : octet);
      rule = "unreserved-percent-encoded";
    } else if (upper && (isLowerHexLetter(high) || isLowerHexLetter(low))) {
      replacement = "%" + String.fromCharCode(upperHex(high), upperHex(low));
    }
    if (replacement === undefined) continue;
    changes?.push({ rule, component, start: i, end: i + 3, replacement });
    out += text.slice(copied, i) + replacement;
    copied = i + 3;
  }
  flushRun(end);
  return copied === start ? text.slice(start, end) : out + text.slice(copied, end);
}

/** text[start, end) in lower case, with one change from its first to its last upper-case letter. */
function lowerCase(
  text: string,
  start: number,
  end: number,
  rule: NormalizationRule,
  component: ComponentName,
  changes: Sink,
): string {
  const written = text.slice(start, end);
  const lower = written.toLowerCase();
  if (lower !== written) pushNarrowed(written, lower, start, rule, component, changes);
  return lower;
}

/** One change turning `written` (at `offset`) into `normal`, narrowed to the part that differs. */
function pushNarrowed(
  written: string,
  normal: string,
  offset: number,
  rule: NormalizationRule,
  component: ComponentName,
  changes: Sink,
): void {
  if (changes === undefined) return;
  const shorter = Math.min(written.length, normal.length);
  let prefix = 0;
  while (prefix < shorter && written.charCodeAt(prefix) === normal.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    written.charCodeAt(written.length - 1 - suffix) === normal.charCodeAt(normal.length - 1 - suffix)
  )
    suffix++;
  changes.push({
    rule,
    component,
    start: offset + prefix,
    end: offset + written.length - suffix,
    replacement: normal.slice(prefix, normal.length - suffix),
  });
}

/** The port is compared as a number: ":080" is port 80 (3.2.3: port = *DIGIT, in decimal). */
function isDefaultPort(port: string, scheme: string): boolean {
  const standard = defaultPort(scheme);
  if (standard === undefined) return false;
  let k = 0;
  while (k < port.length - 1 && port.charCodeAt(k) === 0x30) k++;
  return port.slice(k) === standard;
}

function isLowerHexLetter(code: number): boolean {
  return code >= 0x61 && code <= 0x66;
}

function upperHex(code: number): number {
  return isLowerHexLetter(code) ? code - 0x20 : code;
}
