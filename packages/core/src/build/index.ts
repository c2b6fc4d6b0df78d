/**
 * Building a URI reference from its elements (model.ts's `Elements`: isRelative, scheme,
 * userInfo, host, port with hasPort, the path as segments, query, fragment).
 *
 * Component values are taken as they appear in a URI, i.e. already percent-encoded (see
 * percent-encoding/ to encode raw text). The builder cannot produce an invalid URI reference:
 * every invalid value is reported as a finding of the catalogue (thrown as UriError, or returned
 * by tryBuild), with its span in the text that would have been built; contradictory elements are
 * a BuildError. Serialization applies the disambiguation rules of recompose.ts, and brackets an
 * IP literal given bare ("::1" becomes "[::1]").
 *
 * The authority is present whenever `host` is defined, even empty: RFC 3986 3.2.2
 * allows an empty reg-name, and "file:///etc/hosts" must round-trip.
 */
import { ALPHA, DIGIT, PATH, PCHAR, QUERY, REG_NAME, SCHEME_TAIL, USERINFO, isIn } from "../chars.js";
import type { FindingCode } from "../findings/catalogue.js";
import { createFinding, type Finding, type Suggestion } from "../findings/finding.js";
import { allWithoutPassword } from "../findings/password.js";
import type { ComponentName, Location, Span } from "../model.js";
import { checkComponentChars, type Reporter } from "../parse/component-chars.js";
import { describeChars } from "../parse/describe-char.js";
import { checkIPv6Address, checkIPvFuture } from "../parse/host.js";
import { UriError, parse } from "../parse/index.js";
import type { UriReference } from "../uri-reference.js";
import { pathPrefix } from "./recompose.js";

export { recompose, pathPrefix, type ComponentParts } from "./recompose.js";

/** The elements to build from; `UriReference` (a parsed reference) is one. */
export interface BuildInput {
  /** A relative reference has no scheme; when omitted, it follows from `scheme`. */
  readonly isRelative?: boolean | undefined;
  readonly scheme?: string | undefined;
  readonly userInfo?: string | undefined;
  /** Defined (even "") means an authority is present. An IPv6 address may be given bare. */
  readonly host?: string | undefined;
  readonly port?: string | number | undefined;
  /** Whether the port is written; when omitted, whether `port` is defined. True with no port: ":". */
  readonly hasPort?: boolean | undefined;
  /** The path as text; used when `segments` is not given. */
  readonly path?: string | undefined;
  /** The path as segments: ["", "a"] is "/a", ["a"] is "a", [] is the empty path. Wins over `path`. */
  readonly segments?: readonly string[] | undefined;
  readonly query?: string | undefined;
  readonly fragment?: string | undefined;
}

export type BuildConflict =
  /** userInfo or a port without a host: there is no authority to hold them. */
  | "authority-without-host"
  /** `path` and `segments` both given, and they differ. */
  | "path-conflict";

/** Elements that contradict each other (a programming error, not a bad value). */
export class BuildError extends TypeError {
  readonly kind: BuildConflict;
  constructor(kind: BuildConflict) {
    super(
      kind === "authority-without-host"
        ? 'userInfo and port need a host (use host: "" for an empty one)'
        : "path and segments disagree; give one of them",
    );
    this.name = "BuildError";
    this.kind = kind;
  }
}

export type BuildResult =
  | { readonly ok: true; readonly text: string; readonly issues: readonly Finding[] }
  | {
      readonly ok: false;
      readonly text: undefined;
      readonly issues: readonly Finding[];
      readonly error: UriError | BuildError;
    };

/** The URI reference of `input`; throws UriError (invalid values) or BuildError (contradictions). */
export function build(input: BuildInput): string {
  const result = tryBuild(input);
  if (!result.ok) throw result.error;
  return result.text;
}

/** Like `build`, never throwing. */
export function tryBuild(input: BuildInput): BuildResult {
  const includePort = input.hasPort ?? input.port !== undefined;
  if (input.host === undefined && (input.userInfo !== undefined || includePort)) {
    return failure([], new BuildError("authority-without-host"));
  }
  if (input.segments !== undefined && input.path !== undefined && input.segments.join("/") !== input.path) {
    return failure([], new BuildError("path-conflict"));
  }
  const writer = new Writer();
  const scheme = input.scheme;
  if (scheme !== undefined) {
    writer.checkScheme(scheme);
    writer.text += ":";
  }
  const hasAuthority = input.host !== undefined;
  let password: Span | undefined;
  if (hasAuthority) {
    writer.text += "//";
    if (input.userInfo !== undefined) {
      const colon = input.userInfo.indexOf(":");
      if (colon !== -1)
        password = { start: writer.text.length + colon + 1, end: writer.text.length + input.userInfo.length };
      writer.checkChars(input.userInfo, USERINFO, "userInfo");
      writer.text += "@";
    }
    writer.writeHost(input.host!);
    if (includePort) {
      writer.text += ":";
      writer.checkPort(input.port === undefined ? "" : String(input.port));
    }
  }
  const path = input.segments !== undefined ? input.segments.join("/") : (input.path ?? "");
  writer.text += pathPrefix(scheme !== undefined, hasAuthority, path);
  if (input.segments !== undefined) {
    input.segments.forEach((segment, index) => {
      if (index > 0) writer.text += "/";
      writer.checkChars(segment, PCHAR, "path");
    });
  } else {
    writer.checkChars(path, PATH, "path");
  }
  if (input.query !== undefined) {
    writer.text += "?";
    writer.checkChars(input.query, QUERY, "query");
  }
  if (input.fragment !== undefined) {
    writer.text += "#";
    writer.checkChars(input.fragment, QUERY, "fragment");
  }
  if (input.isRelative === true && scheme !== undefined) {
    writer.report("unexpected-scheme", 0, scheme.length + 1, "scheme");
  } else if (input.isRelative === false && scheme === undefined) {
    writer.report("missing-scheme", 0, writer.text.length, "reference");
  }
  if (writer.issues.length > 0) {
    // A finding in the password says and writes nothing of it (findings/password.ts).
    const issues = allWithoutPassword(writer.issues, password)
      .slice()
      .sort((a, b) => a.start - b.start);
    return failure(issues, new UriError(issues));
  }
  return { ok: true, text: writer.text, issues: [] };
}

function failure(issues: readonly Finding[], error: UriError | BuildError): BuildResult {
  return { ok: false, text: undefined, issues, error };
}

/** Appends component values to the text and reports, with spans in that text, what is invalid. */
class Writer implements Reporter {
  text = "";
  readonly issues: Finding[] = [];
  readonly detailed = true;

  report(
    code: FindingCode,
    start: number,
    end: number,
    component: Location,
    data: Record<string, string> = {},
    suggestions: Suggestion[] = [],
  ): void {
    this.issues.push(createFinding(code, { start, end, component, data, suggestions }));
  }

  /** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (3.1). */
  checkScheme(scheme: string): void {
    const offset = this.text.length;
    this.text += scheme;
    if (scheme === "") {
      this.report("empty-scheme", offset, offset + 1, "scheme");
      return;
    }
    for (let k = 0; k < scheme.length; k++) {
      const code = scheme.charCodeAt(k);
      if (k === 0 ? isIn(code, ALPHA) : isIn(code, SCHEME_TAIL)) continue;
      const end = k + charLength(scheme, k);
      this.report("invalid-scheme", offset + k, offset + end, "scheme", { char: describeChars(scheme.slice(k, end)) });
      k = end - 1;
    }
  }

  /** port = *DIGIT (3.2.3): one finding from the first non-digit on. */
  checkPort(port: string): void {
    const offset = this.text.length;
    this.text += port;
    for (let k = 0; k < port.length; k++) {
      if (isIn(port.charCodeAt(k), DIGIT)) continue;
      const char = describeChars(port.slice(k, k + charLength(port, k)));
      this.report("invalid-port", offset + k, offset + port.length, "port", { char });
      return;
    }
  }

  /** host = IP-literal / IPv4address / reg-name (3.2.2); a bare IPv6 or IPvFuture gets brackets. */
  writeHost(host: string): void {
    const offset = this.text.length;
    if (host.charCodeAt(0) === 0x5b) {
      this.text += host;
      const close = host.indexOf("]");
      let reason: string | undefined;
      if (close < 0) reason = "the closing ']' is missing";
      else if (close !== host.length - 1) reason = "nothing may follow the ']' of an IP literal in a host";
      else reason = checkIPLiteral(host, 1, close);
      if (reason !== undefined) this.report("invalid-ip-literal", offset, offset + host.length, "host", { reason });
      return;
    }
    if (host.includes(":") && checkIPLiteral(host, 0, host.length) === undefined) {
      this.text += "[" + host + "]";
      return;
    }
    this.checkChars(host, REG_NAME, "host");
  }

  /**
   * Appends `value` and reports what in it `allowed` does not allow, as the parser would. The
   * check reads `value`, not the growing text: reading a concatenated string flattens it, and doing
   * that once per segment would make building quadratic.
   */
  checkChars(value: string, allowed: number, component: ComponentName): void {
    const offset = this.text.length;
    this.text += value;
    checkComponentChars(value, 0, value.length, allowed, component, false, {
      detailed: true,
      report: (code, start, end, where, data, suggestions) =>
        this.report(
          code,
          start + offset,
          end + offset,
          where,
          data,
          suggestions?.map((s) => ({
            ...s,
            edits: s.edits.map((e) => ({ ...e, start: e.start + offset, end: e.end + offset })),
          })),
        ),
    });
  }
}

/** IPv6address or IPvFuture in text[start, end); undefined when valid, else why not. */
function checkIPLiteral(text: string, start: number, end: number): string | undefined {
  return (text.charCodeAt(start) | 0x20) === 0x76
    ? checkIPvFuture(text, start, end)
    : checkIPv6Address(text, start, end);
}

function charLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/**
 * A mutable builder: start empty, from a parsed reference or from elements; set or replace
 * components; `build()` validates everything at once.
 */
export class UriBuilder {
  #elements: { -readonly [K in keyof BuildInput]: BuildInput[K] };

  constructor(init?: BuildInput) {
    this.#elements = {};
    if (init !== undefined) {
      for (const key of [
        "isRelative",
        "scheme",
        "userInfo",
        "host",
        "port",
        "hasPort",
        "path",
        "segments",
        "query",
        "fragment",
      ] as const) {
        (this.#elements as Record<string, unknown>)[key] = init[key];
      }
    }
  }

  /** A builder holding the elements of `uri` (parsed first when text; throws UriError if invalid). */
  static from(uri: UriReference | string): UriBuilder {
    const parsed = typeof uri === "string" ? parse(uri) : uri;
    return new UriBuilder({
      isRelative: parsed.isRelative,
      scheme: parsed.scheme,
      userInfo: parsed.userInfo,
      host: parsed.host,
      port: parsed.port,
      hasPort: parsed.hasPort,
      segments: parsed.segments,
      query: parsed.query,
      fragment: parsed.fragment,
    });
  }

  /** A scheme makes the reference a URI; undefined makes it relative. */
  scheme(scheme: string | undefined): this {
    this.#elements.scheme = scheme;
    this.#elements.isRelative = scheme === undefined;
    return this;
  }
  userInfo(userInfo: string | undefined): this {
    this.#elements.userInfo = userInfo;
    return this;
  }
  /** undefined removes the whole authority (userinfo and port too). */
  host(host: string | undefined): this {
    this.#elements.host = host;
    if (host === undefined) {
      this.#elements.userInfo = undefined;
      this.#elements.port = undefined;
      this.#elements.hasPort = false;
    }
    return this;
  }
  /** undefined removes the port; "" writes an empty one. */
  port(port: string | number | undefined): this {
    this.#elements.port = port;
    this.#elements.hasPort = port !== undefined;
    return this;
  }
  path(path: string): this {
    this.#elements.path = path;
    this.#elements.segments = undefined;
    return this;
  }
  segments(segments: readonly string[]): this {
    this.#elements.segments = segments.slice();
    this.#elements.path = undefined;
    return this;
  }
  query(query: string | undefined): this {
    this.#elements.query = query;
    return this;
  }
  fragment(fragment: string | undefined): this {
    this.#elements.fragment = fragment;
    return this;
  }

  /** The elements as they stand. */
  get elements(): BuildInput {
    return { ...this.#elements };
  }

  build(): string {
    return build(this.#elements);
  }
  tryBuild(): BuildResult {
    return tryBuild(this.#elements);
  }
  /** The built reference, parsed. */
  toUri(): UriReference {
    return parse(this.build());
  }
}
