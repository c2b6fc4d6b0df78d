/**
 * The hover of a URI: the core's breakdown (`describe`) rendered as Markdown or plain text, an
 * IRI's host in Unicode and ASCII and its IRI and URI forms side by side. The core masks the password; this module only shows spans that cannot hold it (the user, never the
 * whole userinfo) and shows each template hole as `${…}`.
 */
import {
  CATALOGUE,
  PASSWORD_MASK,
  describe,
  type DecodedText,
  type FindingCode,
  type HostKind,
  type Span,
} from "@urilint/core";
import { matchAt, type DocumentRange, type UriMatch } from "@urilint/scan";
import type { Analysis } from "./analysis.js";

export type HoverFormat = "markdown" | "plaintext";

export interface HoverResult {
  readonly text: string;
  readonly range: DocumentRange;
}

/** Longest value shown in a hover; longer ones are cut (a data URI must not fill the screen). */
const MAX_SHOWN = 160;

const HOST_KINDS: Readonly<Record<HostKind, string>> = {
  ipv4: "IPv4 address",
  ipv6: "IPv6 address",
  ipvfuture: "IPvFuture address",
  "reg-name": "registered name",
};

/** The severity a finding is shown with: the settings' (default: the catalogue's). */
export type SeverityOf = (code: FindingCode) => string;

const CATALOGUE_SEVERITY: SeverityOf = (code) => CATALOGUE[code].severity;

export function hoverAt(
  analysis: Analysis,
  offset: number,
  format: HoverFormat,
  severity: SeverityOf = CATALOGUE_SEVERITY,
): HoverResult | undefined {
  const match = matchAt(analysis.matches, offset);
  if (match === undefined) return undefined;
  return {
    text: renderHover(match, format, severity),
    range: { start: match.candidate.start, end: match.candidate.end },
  };
}

export function renderHover(match: UriMatch, format: HoverFormat, severity: SeverityOf = CATALOGUE_SEVERITY): string {
  const description = describe(match.uri.text);
  const shown = new Shown(match, format, description.password);
  const lines: string[] = [];
  const item = (label: string, rest: string): void => {
    lines.push(`- ${shown.label(label)}: ${rest}`);
  };
  const sub = (rest: string): void => {
    lines.push(`  - ${rest}`);
  };

  const kind = description.kind === "uri" ? "URI" : "Relative reference";
  const validity = description.valid ? "" : description.validIri ? " (an IRI, RFC 3987)" : " (not valid RFC 3986)";
  lines.push(`${shown.heading(kind)}${validity} ${shown.whole()}`, "");

  if (description.scheme !== undefined) {
    const scheme = description.scheme;
    item("scheme", `${shown.span(scheme.span)}${scheme.known ? "" : " (not a scheme urilint knows)"}`);
  }
  if (description.userInfo !== undefined) {
    const password =
      description.userInfo.password === undefined
        ? ""
        : `, ${shown.label("password")}: ${shown.code(PASSWORD_MASK)} (hidden)`;
    item("user", `${shown.decoded(description.userInfo.user)}${password}`);
  }
  if (description.host !== undefined) {
    const host = description.host;
    const facts = [host.kind === undefined ? "malformed IP literal" : HOST_KINDS[host.kind]];
    if (host.unicode !== undefined) facts.push(`Unicode ${shown.code(host.unicode)}`);
    if (host.ascii !== undefined) facts.push(`ASCII (IDNA) ${shown.code(host.ascii)}`);
    if (host.address !== undefined) facts.push(`read as the IPv4 address ${shown.code(host.address)}`);
    item("host", `${shown.decoded(host)} (${facts.join("; ")})`);
  }
  if (description.port !== undefined) {
    const port = description.port;
    const scheme = description.scheme?.normalized ?? "";
    let note = "";
    if (port.isDefault) note = ` (the default for ${scheme}: can be left out)`;
    else if (port.defaultPort !== undefined) note = ` (the default for ${scheme} is ${port.defaultPort})`;
    item("port", `${shown.span(port.span)}${note}`);
  }
  const path = description.path;
  item("path", path.raw === "" ? "(empty)" : shown.decoded(path));
  const segments = path.segments.filter((segment, i) => !(i === 0 && segment.raw === ""));
  if (segments.length > 1) sub(`segments: ${segments.map((segment) => shown.decoded(segment)).join(", ")}`);
  if (description.query !== undefined) {
    const query = description.query;
    item("query", query.raw === "" ? "(empty)" : shown.decoded(query));
    for (const parameter of query.parameters) {
      sub(
        parameter.value === undefined
          ? shown.decoded(parameter.name)
          : `${shown.decoded(parameter.name)} = ${shown.decoded(parameter.value)}`,
      );
    }
    if (query.plusNote !== undefined) sub(query.plusNote);
  }
  if (description.fragment !== undefined) item("fragment", shown.decoded(description.fragment));
  if (description.forms !== undefined && match.uri.holes.length === 0) {
    // RFC 3987 3.1 and 3.2: what people read, and what goes on the wire.
    item("as an IRI", shown.code(description.forms.iri));
    item("as a URI", shown.code(description.forms.uri));
  }
  if (description.normalized !== undefined && match.uri.holes.length === 0) {
    item("normalized", shown.code(description.normalized));
  }
  if (match.findings.length > 0) {
    lines.push("", shown.heading("Findings"));
    for (const finding of match.findings) {
      lines.push(`- ${severity(finding.code)}: ${shown.escape(finding.message)} (${finding.code})`);
    }
  }
  return lines.join("\n");
}

/**
 * How values are shown: from the document's own spelling of the URI (so a template hole reads
 * `${…}`), cut to a readable length, in Markdown code spans or as plain text.
 */
class Shown {
  constructor(
    private readonly match: UriMatch,
    private readonly format: HoverFormat,
    /** Where the password is in the URI's text (UriDescription.password): never shown. */
    private readonly password: Span | undefined,
  ) {}

  heading(text: string): string {
    return this.format === "markdown" ? `**${text}**` : text;
  }

  label(text: string): string {
    return this.format === "markdown" ? `*${text}*` : text;
  }

  /** The whole URI, its password masked. */
  whole(): string {
    return this.span({ start: 0, end: this.match.uri.text.length });
  }

  span(span: Span): string {
    return this.code(this.text(span));
  }

  /** Raw, and decoded when decoding changes it (and no hole is inside, whose decoding is unknown). */
  decoded(part: DecodedText): string {
    const raw = this.text(part.span);
    if (part.decoded === part.raw || this.hasHole(part.span)) return this.code(raw);
    return `${this.code(raw)} → ${this.code(part.decoded)} (decoded)`;
  }

  code(text: string): string {
    const visible = cut(visibleControls(text));
    if (this.format === "plaintext") return visible;
    let fence = "`";
    while (visible.includes(fence)) fence += "`";
    const pad = visible.startsWith("`") || visible.endsWith("`") || visible === "" ? " " : "";
    return `${fence}${pad}${visible}${pad}${fence}`;
  }

  /** Markdown's inline syntax characters escaped in running text. */
  escape(text: string): string {
    return this.format === "markdown" ? text.replace(/[\\`*_{}[\]<>#|]/g, (c) => `\\${c}`) : text;
  }

  /** The value's own text for a span of the checked text, each template hole as `${…}`. */
  /** The text at `span` as the document spells it, the part of the password in it masked. */
  text(span: Span): string {
    const password = this.password;
    if (password === undefined || span.end <= password.start || span.start >= password.end) return this.spelled(span);
    const before = span.start < password.start ? this.spelled({ start: span.start, end: password.start }) : "";
    const after = span.end > password.end ? this.spelled({ start: password.end, end: span.end }) : "";
    return before + PASSWORD_MASK + after;
  }

  private spelled(span: Span): string {
    const { uri, candidate } = this.match;
    const start = uri.toInput(span.start);
    const end = uri.toInput(span.end);
    const value = candidate.value;
    let out = "";
    let at = start;
    for (const hole of value.holes) {
      if (hole.end <= start || hole.start >= end) continue;
      out += value.text.slice(at, hole.start) + "${…}";
      at = hole.end;
    }
    return out + value.text.slice(at, end);
  }

  hasHole(span: Span): boolean {
    return this.match.uri.holes.some((hole) => hole.start < span.end && span.start < hole.end);
  }
}

function cut(text: string): string {
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN - 1)}…`;
}

/** Control characters shown as escapes (a hover is one line per component). */
function visibleControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
