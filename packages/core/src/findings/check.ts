/**
 * check(): every finding of one URI text, of every category. Syntax from the scanner; for a valid
 * text, the normalization report turned into findings; for any text, the security findings read
 * from the component spans (the lenient split's when the text is invalid) and the intent findings.
 */
import type { Span } from "../model.js";
import { normalizationReport, type NormalizationChange } from "../normalize/index.js";
import { parseDetailed } from "../parse/parse-result.js";
import { ACCEPT_IRI, ACCEPT_ZONE_ID } from "../parse/scanner.js";
import type { UriReference } from "../uri-reference.js";
import { CATALOGUE, type FindingCode } from "./catalogue.js";
import { createFinding, type Finding, type Suggestion, type TextEdit } from "./finding.js";
import { intentFinding } from "./intent.js";
import { internationalHostFindings, iriFinding } from "./international.js";
import { passwordSpanIn, withoutPassword } from "./password.js";
import { securityFindings } from "./security.js";
import { shown } from "./shown.js";

export interface CheckOptions {
  /** Opaque spans of the text (template holes, interpolations): the front-end puts one placeholder
   *  character "x" in the text for each hole; no finding that overlaps a hole is reported. */
  readonly holes?: readonly Span[];
  /** Compute only these codes (default: every code). */
  readonly codes?: ReadonlySet<FindingCode>;
  /** Accept zone identifiers in IPv6 literals, "[fe80::1%25eth0]" (RFC 6874); default false. */
  readonly zoneIdentifiers?: boolean;
}

/** Every finding (syntax, normalization, security, intent) for one URI text, in text order. Never throws. */
export function check(text: string, options: CheckOptions = {}): Finding[] {
  const codes = options.codes;
  const wants = codes === undefined ? (): boolean => true : (code: FindingCode): boolean => codes.has(code);
  const holes = options.holes === undefined || options.holes.length === 0 ? NO_HOLES : new Holes(options.holes);
  // Read as an IRI: its non-ASCII characters are one `iri` finding, not an error each (RFC 3987).
  const parsed = parseDetailed(
    text,
    "uri-reference",
    ACCEPT_IRI | (options.zoneIdentifiers === true ? ACCEPT_ZONE_ID : 0),
  );
  const spans = parsed.ok ? parsed.uri.spans : parsed.split.spans;
  const findings: Finding[] = [];

  for (const finding of parsed.issues) if (wants(finding.code)) findings.push(finding);
  if (parsed.ok) {
    const iri = wants("iri") ? iriFinding(parsed.uri) : undefined;
    if (iri !== undefined) findings.push(iri);
    // A loop, not push(...spread): a huge input can have more findings than a call has arguments.
    for (const finding of normalizationFindings(parsed.uri, wants)) findings.push(finding);
    for (const finding of internationalHostFindings(parsed.uri, wants)) findings.push(finding);
  }
  // Where a templated host goes is unknown, so a userinfo cannot be said to disguise it.
  const hostIsHole = spans.host !== undefined && holes.overlap(spans.host);
  for (const finding of securityFindings(text, spans, wants)) {
    if (!(hostIsHole && finding.code === "misleading-userinfo")) findings.push(finding);
  }
  // One finding for one cause: a lookalike replaces the findings that its repair also repairs.
  let explained = (_: Finding): boolean => false;
  const intent = intentFinding(text);
  if (intent !== undefined && wants(intent.finding.code) && !holes.overlap(intent.finding)) {
    const { span, codes: explainedCodes } = intent.explains;
    explained = (f) => explainedCodes.has(f.code) && f.start >= span.start && f.end <= span.end;
    findings.push(intent.finding);
  }

  const password = passwordSpanIn(text, spans);
  const kept: Finding[] = [];
  for (let finding of findings) {
    if (holes.overlap(finding) || explained(finding)) continue;
    if (!holes.isEmpty) finding = withoutEditsIntoHoles(finding, holes);
    // The last guard of "never echo a secret": whatever a finding would show or write of the
    // password (see password.ts), it does not.
    if (password !== undefined) finding = withoutPassword(finding, password);
    kept.push(finding);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The normalization report as findings: an "autofix" code carries its edit as `fix`, others as a suggestion. */
function normalizationFindings(uri: UriReference, wants: (code: FindingCode) => boolean): Finding[] {
  const findings: Finding[] = [];
  const report = normalizationReport(uri);
  for (const change of report) {
    if (!wants(change.rule)) continue;
    if (change.rule === "dot-segments" && !hasRootedPath(uri)) continue;
    if ((change.component === "host" || change.component === "port") && isCompositeAuthority(uri)) continue;
    const entry = CATALOGUE[change.rule];
    const edit: TextEdit = { start: change.start, end: change.end, text: change.replacement };
    findings.push(
      createFinding(change.rule, {
        start: change.start,
        end: change.end,
        component: change.component,
        data: changeData(uri, change, report),
        fix: entry.fix === "autofix" ? edit : undefined,
        suggestions: entry.fix === "none" ? [] : [{ title: entry.title, edits: [edit] }],
      }),
    );
  }
  return findings;
}

/**
 * Dot segments are a finding only where removing them keeps the meaning for the programs that read
 * the string: under an authority or in an absolute path. In a rootless path (`file:../b`,
 * `file:./a`, the package specifiers of npm, pnpm and yarn) they are relative to a directory that
 * the reader chooses, and `file:b` would name another one.
 */
function hasRootedPath(uri: UriReference): boolean {
  return uri.hasAuthority || uri.path.startsWith("/");
}

/**
 * ActiveMQ's composite URIs (`static://(tcp://a:61616,tcp://b:61616)`, `failover://(...)`) write
 * nested URIs where the authority goes: RFC 3986 reads "(tcp" as the host and the ":" after it as
 * an empty port, but that is no host, and removing the ":" would cut the nested URI. A host never
 * holds "(" (RFC 3986 3.2.2 allows it in a reg-name; no DNS name or address has one).
 */
function isCompositeAuthority(uri: UriReference): boolean {
  const host = uri.spans.host;
  return host !== undefined && uri.input.slice(host.start, host.end).includes("(");
}

function changeData(
  uri: UriReference,
  change: NormalizationChange,
  report: readonly NormalizationChange[],
): Record<string, string> {
  const original = uri.input.slice(change.start, change.end);
  switch (change.rule) {
    case "unreserved-percent-encoded":
      return { encoded: original, char: change.replacement };
    case "default-port":
      return { port: uri.port ?? "", scheme: (uri.scheme ?? "").toLowerCase() };
    case "empty-path":
      return { scheme: (uri.scheme ?? "").toLowerCase() };
    case "empty-port":
      return {};
    case "percent-encoding-case":
      return { normal: shown(change.replacement) };
    default:
      return { normal: shown(componentWithRuleApplied(uri, change, report)) };
  }
}

/**
 * The whole component as this change's rule leaves it ("example.com", not just "example"), so the
 * message shows what the component becomes.
 */
function componentWithRuleApplied(
  uri: UriReference,
  change: NormalizationChange,
  report: readonly NormalizationChange[],
): string {
  const span = uri.spans[change.component];
  if (span === undefined) return change.replacement;
  let text = "";
  let at = span.start;
  for (const other of report) {
    if (other.rule !== change.rule || other.component !== change.component) continue;
    text += uri.input.slice(at, other.start) + other.replacement;
    at = other.end;
  }
  return text + uri.input.slice(at, span.end);
}

/** A finding kept despite holes must not offer an edit that would overwrite one. */
function withoutEditsIntoHoles(finding: Finding, holes: Holes): Finding {
  const fix = finding.fix !== undefined && holes.overlap(finding.fix) ? undefined : finding.fix;
  const suggestions = finding.suggestions.filter((s: Suggestion) => !s.edits.some((e) => holes.overlapEdit(e)));
  if (fix === finding.fix && suggestions.length === finding.suggestions.length) return finding;
  return { ...finding, fix, suggestions };
}

/**
 * Template holes, sorted, with the running maximum of their ends: "does [start, end) meet a hole"
 * is one binary search, so filtering n findings costs O(n log h).
 */
class Holes {
  readonly #starts: number[];
  readonly #maxEnds: number[];

  constructor(holes: readonly Span[]) {
    const sorted = [...holes].sort((a, b) => a.start - b.start);
    this.#starts = sorted.map((h) => h.start);
    let max = -Infinity;
    this.#maxEnds = sorted.map((h) => (max = Math.max(max, h.end)));
  }

  get isEmpty(): boolean {
    return this.#starts.length === 0;
  }

  /**
   * True when `span` shares a character with a hole. An empty span (an insertion point) meets a
   * hole it touches: what a hole holds at run time is unknown, so a finding there is a guess.
   */
  overlap(span: Span): boolean {
    return span.start === span.end ? this.#any(span.start + 1, span.start) : this.#any(span.end, span.start + 1);
  }

  /** True when an edit would replace part of a hole or insert inside one (not merely next to it). */
  overlapEdit(edit: TextEdit): boolean {
    return edit.start === edit.end ? this.#any(edit.start, edit.start + 1) : this.#any(edit.end, edit.start + 1);
  }

  /** Is there a hole with start < startBelow and end >= endAtLeast? */
  #any(startBelow: number, endAtLeast: number): boolean {
    let lo = 0;
    let hi = this.#starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#starts[mid]! < startBelow) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && this.#maxEnds[lo - 1]! >= endAtLeast;
  }
}

/**
 * Most texts have no holes: they share this one. Being alive for good, it also keeps the class's
 * hidden class alive, so a garbage collection does not throw away check()'s optimized code
 * (see KEPT_ALIVE in parse/parse-result.ts).
 */
const NO_HOLES = new Holes([]);
