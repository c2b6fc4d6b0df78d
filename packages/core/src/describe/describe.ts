/**
 * describe(): the structured breakdown of one URI text behind hovers. Every component with its
 * span, raw and percent-decoded text; the host's kind, Unicode form and the address a rare IPv4
 * form stands for; the port against the scheme's default; the query's parameters; the normalized
 * form; and the findings. Front-ends render it (markdown or plain text) and add nothing of their own.
 *
 * No field ever holds a password: it is replaced by a fixed-length mask, so not even its length shows.
 */
import type { HostKind, Span } from "../model.js";
import { check } from "../findings/check.js";
import type { Finding } from "../findings/finding.js";
import { rareIPv4Address } from "../findings/ipv4-forms.js";
import { passwordSpan, passwordSpanIn } from "../findings/security.js";
import { normalize } from "../normalize/index.js";
import { checkIPv6Address, checkIPvFuture, isIPv4Address } from "../parse/index.js";
import { idnaHost, isInternationalHost } from "../iri/idna.js";
import { uriFormOf, uriToIri } from "../iri/mapping.js";
import { nonAsciiSpan, tryParseIri } from "../iri/parse.js";
import { percentDecode } from "../percent-encoding/index.js";
import { defaultPort, isKnownScheme } from "../schemes.js";

/** What stands for a password wherever one would show: always six bullets. */
export const PASSWORD_MASK = "••••••";

/** What a hover says about "+" in a query. */
export const QUERY_PLUS_NOTE =
  "'+' is shown as written: RFC 3986 gives it no meaning, while HTML forms (application/x-www-form-urlencoded) use it for a space.";

export interface DecodedText {
  readonly raw: string;
  /** Percent-decoded as UTF-8; an escape that does not decode is kept as written. */
  readonly decoded: string;
  readonly span: Span;
}

export interface SchemeDescription {
  readonly raw: string;
  /** Lower case (RFC 3986 3.1). */
  readonly normalized: string;
  /** Whether urilint's scheme table knows it. */
  readonly known: boolean;
  readonly span: Span;
}

export interface UserInfoDescription {
  readonly user: DecodedText;
  /** Present when the userinfo is "user:password"; the password itself is never given. */
  readonly password?: { readonly masked: string; readonly span: Span };
  readonly span: Span;
}

export interface HostDescription extends DecodedText {
  /** Which alternative of RFC 3986 3.2.2 it is; undefined for a malformed IP literal. */
  readonly kind: HostKind | undefined;
  /** The Unicode form of an international host (UTS #46), e.g. "münchen.de" for "xn--mnchen-3ya.de". */
  readonly unicode?: string;
  /** The ASCII form (A-labels) of an international host, e.g. "xn--mnchen-3ya.de" for "münchen.de". */
  readonly ascii?: string;
  /** The IPv4 address a reg-name in a rare form ("0x7f.1") stands for (RFC 3986 7.4). */
  readonly address?: string;
}

export interface PortDescription {
  readonly raw: string;
  /** The port's value, when it is digits (leading zeros count by value). */
  readonly number?: number;
  /** The scheme's default port, when urilint knows one. */
  readonly defaultPort?: number;
  /** True when the port is the scheme's default, so it could be left out (RFC 3986 6.2.3). */
  readonly isDefault: boolean;
  readonly span: Span;
}

export interface PathDescription extends DecodedText {
  /** The path split on "/" (an absolute path starts with an empty segment, as in UriReference). */
  readonly segments: readonly DecodedText[];
}

export interface QueryParameter {
  readonly raw: string;
  readonly span: Span;
  /** The text before the first "=". */
  readonly name: DecodedText;
  /** The text after the first "=", absent when there is no "=". */
  readonly value?: DecodedText;
}

export interface QueryDescription extends DecodedText {
  /** The query split on "&", then on the first "="; empty pieces are left out. */
  readonly parameters: readonly QueryParameter[];
  /** Present when the query holds a "+", which is shown as written (QUERY_PLUS_NOTE). */
  readonly plusNote?: string;
}

/** The two forms of a reference that has both (RFC 3987 3.1 and 3.2), password masked. */
export interface IriForms {
  /** The IRI: non-ASCII characters and the host in Unicode, for people. */
  readonly iri: string;
  /** The URI: the host in ASCII (A-labels), other non-ASCII characters percent-encoded. */
  readonly uri: string;
}

export interface UriDescription {
  /** Whether the text is an RFC 3986 URI-reference; when not, the components are the IRI parse's or the lenient split's. */
  readonly valid: boolean;
  /** Whether the text is a valid IRI-reference (RFC 3987); every valid URI-reference is one. */
  readonly validIri: boolean;
  /** The IRI and URI forms side by side, when they differ. */
  readonly forms?: IriForms;
  /** "uri" with a scheme, "relative-ref" without. */
  readonly kind: "uri" | "relative-ref";
  readonly scheme?: SchemeDescription;
  /** The authority as written, with any password masked. */
  readonly authority?: { readonly masked: string; readonly span: Span };
  readonly userInfo?: UserInfoDescription;
  readonly host?: HostDescription;
  readonly port?: PortDescription;
  readonly path: PathDescription;
  readonly query?: QueryDescription;
  readonly fragment?: DecodedText;
  /** The normal form (RFC 3986 6.2.2, 6.2.3) when it differs from the text, password masked. */
  readonly normalized?: string;
  readonly findings: readonly Finding[];
  /**
   * Where the password is, wherever it lies: in the userinfo, or past a "/", "?" or "#" that was
   * not percent-encoded (then RFC 3986 reads it as a port, a path or a query). Every field over it
   * is masked; a front-end that shows the text by spans masks it too.
   */
  readonly password?: Span;
}

/** The structured breakdown behind hovers: never contains a password (masked). Never throws. */
export function describe(text: string): UriDescription {
  const parsed = tryParseIri(text);
  const spans = parsed.ok ? parsed.uri.spans : parsed.split.spans;
  const isUri = parsed.ok && nonAsciiSpan(text) === undefined;
  const password = passwordSpanIn(text, spans);
  const slice = (span: Span): string => text.slice(span.start, span.end);
  const scheme = spans.scheme;
  const schemeText = scheme === undefined ? undefined : slice(scheme);

  const description: { -readonly [K in keyof UriDescription]: UriDescription[K] } = {
    valid: isUri,
    validIri: parsed.ok,
    kind: scheme === undefined ? "relative-ref" : "uri",
    path: describePath(text, spans.path, password),
    findings: check(text),
  };
  if (password !== undefined && password.start < password.end) description.password = password;
  if (scheme !== undefined) {
    const raw = slice(scheme);
    description.scheme = { raw, normalized: raw.toLowerCase(), known: isKnownScheme(raw), span: scheme };
  }
  if (spans.authority !== undefined) {
    description.authority = { masked: masked(text, spans.authority, password), span: spans.authority };
  }
  if (spans.userInfo !== undefined) {
    const userEnd = password === undefined ? spans.userInfo.end : password.start - 1;
    description.userInfo = {
      user: decodedText(text, { start: spans.userInfo.start, end: userEnd }, password),
      ...(password === undefined ? {} : { password: { masked: PASSWORD_MASK, span: password } }),
      span: spans.userInfo,
    };
  }
  if (spans.host !== undefined) {
    description.host = describeHost(text, spans.host, parsed.ok ? parsed.uri.hostKind : undefined, parsed.ok, password);
  }
  if (spans.port !== undefined) {
    description.port = describePort(masked(text, spans.port, password), spans.port, schemeText);
  }
  if (spans.query !== undefined) description.query = describeQuery(text, spans.query, password);
  if (spans.fragment !== undefined) description.fragment = decodedText(text, spans.fragment, password);
  if (isUri) {
    const normal = normalize(parsed.uri);
    if (normal !== text) description.normalized = maskPassword(normal);
  }
  if (parsed.ok) {
    const form = uriFormOf(parsed.uri);
    const iri = uriToIri(text);
    if (form.ok && (form.uri !== text || iri !== text))
      description.forms = { iri: maskPassword(iri), uri: maskPassword(form.uri) };
  }
  return description;
}

function describeHost(
  text: string,
  span: Span,
  parsedKind: HostKind | undefined,
  valid: boolean,
  password: Span | undefined,
): HostDescription {
  const host = decodedText(text, span, password);
  const kind = valid ? parsedKind : hostKindOf(text, span);
  const result: { -readonly [K in keyof HostDescription]: HostDescription[K] } = { ...host, kind };
  if (kind === "reg-name") {
    if (isInternationalHost(host.raw)) {
      const idna = idnaHost(host.raw);
      if (idna.ok) {
        if (idna.unicode !== host.raw) result.unicode = idna.unicode;
        if (idna.ascii !== host.raw) result.ascii = idna.ascii;
      }
    } else if (host.decoded !== host.raw && isInternationalHost(host.decoded)) {
      // A percent-encoded UTF-8 name (RFC 3986 3.2.2) is the name it decodes to.
      const idna = idnaHost(host.decoded);
      if (idna.ok) {
        result.unicode = idna.unicode;
        result.ascii = idna.ascii;
      }
    }
    const address = rareIPv4Address(host.decoded);
    if (address !== undefined) result.address = address;
  }
  return result;
}

/** The host's kind for a text the scanner rejected, read from the split's host alone. */
function hostKindOf(text: string, span: Span): HostKind | undefined {
  const { start, end } = span;
  if (text.charCodeAt(start) === 0x5b) {
    if (text.charCodeAt(end - 1) !== 0x5d || end - start < 2) return undefined;
    const isFuture = (text.charCodeAt(start + 1) | 0x20) === 0x76;
    if (isFuture) return checkIPvFuture(text, start + 1, end - 1) === undefined ? "ipvfuture" : undefined;
    return checkIPv6Address(text, start + 1, end - 1) === undefined ? "ipv6" : undefined;
  }
  return isIPv4Address(text, start, end) ? "ipv4" : "reg-name";
}

function describePort(raw: string, span: Span, scheme: string | undefined): PortDescription {
  const value = portValue(raw);
  const defaultText = scheme === undefined ? undefined : defaultPort(scheme);
  const standard = defaultText === undefined ? undefined : Number(defaultText);
  return {
    raw,
    ...(value === undefined ? {} : { number: value }),
    ...(standard === undefined ? {} : { defaultPort: standard }),
    isDefault: value !== undefined && value === standard,
    span,
  };
}

/** The value of a port of digits, or undefined (not digits, empty, or past any integer we can show). */
function portValue(raw: string): number | undefined {
  if (raw.length === 0) return undefined;
  let value = 0;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return undefined;
    value = value * 10 + (code - 0x30);
    if (value > Number.MAX_SAFE_INTEGER / 10) return undefined;
  }
  return value;
}

function describePath(text: string, span: Span, password: Span | undefined): PathDescription {
  const segments: DecodedText[] = [];
  const structure = withoutDelimiters(text, password);
  if (span.end > span.start) {
    let start = span.start;
    for (let i = span.start; i <= span.end; i++) {
      if (i === span.end || structure.charCodeAt(i) === 0x2f) {
        segments.push(decodedText(text, { start, end: i }, password));
        start = i + 1;
      }
    }
  }
  return { ...decodedText(text, span, password), segments };
}

function describeQuery(text: string, span: Span, password: Span | undefined): QueryDescription {
  const parameters: QueryParameter[] = [];
  const structure = withoutDelimiters(text, password);
  let start = span.start;
  for (let i = span.start; i <= span.end; i++) {
    if (i < span.end && structure.charCodeAt(i) !== 0x26) continue;
    if (i > start) {
      const equals = structure.indexOf("=", start);
      const nameEnd = equals < 0 || equals >= i ? i : equals;
      parameters.push({
        raw: masked(text, { start, end: i }, password),
        span: { start, end: i },
        name: decodedText(text, { start, end: nameEnd }, password),
        ...(nameEnd === i ? {} : { value: decodedText(text, { start: nameEnd + 1, end: i }, password) }),
      });
    }
    start = i + 1;
  }
  const query = decodedText(text, span, password);
  return { ...query, parameters, ...(query.raw.includes("+") ? { plusNote: QUERY_PLUS_NOTE } : {}) };
}

/**
 * `text` with the password's characters replaced by one that delimits nothing, for splitting a
 * path into segments and a query into parameters: how a password splits would tell what it holds.
 */
function withoutDelimiters(text: string, password: Span | undefined): string {
  if (password === undefined || password.start === password.end) return text;
  return text.slice(0, password.start) + "x".repeat(password.end - password.start) + text.slice(password.end);
}

/**
 * text[span] raw and percent-decoded, the part of the password in it (a password written with a
 * "/" or "?" reaches into the path or the query) masked in both.
 */
function decodedText(text: string, span: Span, password: Span | undefined): DecodedText {
  if (password === undefined || !overlaps(span, password))
    return { ...decodedRun(text.slice(span.start, span.end)), span };
  const before = decodedRun(text.slice(span.start, Math.max(span.start, password.start)));
  const after = decodedRun(text.slice(Math.min(span.end, password.end), span.end));
  return {
    raw: before.raw + PASSWORD_MASK + after.raw,
    decoded: before.decoded + PASSWORD_MASK + after.decoded,
    span,
  };
}

/**
 * Octets that are not UTF-8 stay as their escapes (rather than U+FFFD), like malformed escapes, so
 * a hover shows what is really there.
 */
function decodedRun(raw: string): { raw: string; decoded: string } {
  const { value, errors } = percentDecode(raw);
  let decoded = value;
  if (errors.some((e) => e.kind === "invalid-utf8")) {
    decoded = "";
    let at = 0;
    for (const error of errors) {
      if (error.kind !== "invalid-utf8") continue;
      decoded += percentDecode(raw.slice(at, error.start)).value + raw.slice(error.start, error.end);
      at = error.end;
    }
    decoded += percentDecode(raw.slice(at)).value;
  }
  return { raw, decoded };
}

/** text[span] with the part of the password in it (if any) replaced by the mask. */
function masked(text: string, span: Span, password: Span | undefined): string {
  if (password === undefined || !overlaps(span, password)) return text.slice(span.start, span.end);
  return (
    text.slice(span.start, Math.max(span.start, password.start)) +
    PASSWORD_MASK +
    text.slice(Math.min(span.end, password.end), span.end)
  );
}

function overlaps(span: Span, password: Span): boolean {
  return password.start < password.end && span.start < password.end && span.end > password.start;
}

/** `text` with the password of its userinfo (if any) replaced by PASSWORD_MASK, for any text shown to a user. */
export function maskPassword(text: string): string {
  return masked(text, { start: 0, end: text.length }, passwordSpan(text));
}
