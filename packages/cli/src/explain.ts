/**
 * `urilint explain <uri...>`: each URI's components and findings, for people (a caret under the
 * faulty part) or as JSON. A password is masked everywhere it would be printed, with the command's
 * one mask (mask.ts), which does not tell its length; the carets move with it. What is masked is the
 * password as RFC 3986 reads it and as the command's mask reads any text (a password written with
 * "/" or "@" in it is more than the RFC's), whichever covers more. Without a URI, a few examples
 * (the README's demo). Exit code 1 when a URI has a finding at error severity.
 */
import { check, passwordSpan, split, tryParse, type Components, type Finding } from "@urilint/core";
import { EXIT_CLEAN, EXIT_FINDINGS } from "./exit-code.js";
import { MASK, secretSpan } from "./mask.js";
import { printable, printableJson } from "./printable.js";

export const EXAMPLES = [
  "https://API.Example.com:443/v1/%7Eusers/./me?q=a%2fb#top",
  "postgres://app:s3cr3t@db.internal:5432/orders",
  "http://exa mple.com/a%zz",
  "localhost:3000",
];

const LABELS: [keyof Components, string][] = [
  ["scheme", "scheme"],
  ["userInfo", "userinfo"],
  ["host", "host"],
  ["port", "port"],
  ["path", "path"],
  ["query", "query"],
  ["fragment", "fragment"],
];

interface Explained {
  /** The text as shown: the password masked. */
  readonly text: string;
  readonly valid: boolean;
  readonly components: Partial<Record<keyof Components, string>>;
  readonly hostKind?: string;
  /** The findings, their offsets in the text as shown. */
  readonly findings: readonly Finding[];
}

interface Span {
  readonly start: number;
  readonly end: number;
}

function explainOne(text: string): Explained {
  const result = tryParse(text);
  const spans = split(text).spans;
  const secret = secretOf(text);
  const components: Partial<Record<keyof Components, string>> = {};
  for (const [key] of LABELS) {
    const span = spans[key];
    if (span !== undefined) components[key] = maskedSlice(text, span, secret);
  }
  const hostKind = result.ok ? result.uri.hostKind : undefined;
  const shown = maskedSlice(text, { start: 0, end: text.length }, secret);
  const findings = check(text).map((finding) => ({
    ...finding,
    start: shownOffset(finding.start, secret),
    end: shownOffset(finding.end, secret),
  }));
  return { text: shown, valid: result.ok, components, ...(hostKind === undefined ? {} : { hostKind }), findings };
}

/** What is masked in `text`: the RFC's password and the mask's span, together. */
function secretOf(text: string): Span | undefined {
  const spans = [passwordSpan(text), secretSpan(text)].filter(
    (span): span is Span => span !== undefined && span.end > span.start,
  );
  if (spans.length === 0) return undefined;
  return { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) };
}

/** text[span] with the part of it that is secret replaced by the mask. */
function maskedSlice(text: string, span: Span, secret: Span | undefined): string {
  if (secret === undefined || secret.end <= span.start || secret.start >= span.end)
    return text.slice(span.start, span.end);
  return `${text.slice(span.start, Math.max(span.start, secret.start))}${MASK}${text.slice(Math.min(span.end, secret.end), span.end)}`;
}

/** An offset of the text as it is shown, the secret masked. */
function shownOffset(offset: number, secret: Span | undefined): number {
  if (secret === undefined || offset <= secret.start) return offset;
  if (offset >= secret.end) return offset - (secret.end - secret.start) + MASK.length;
  return secret.start + MASK.length;
}

/** The output and exit code for `uris` (the examples when there is none: a demo, which exits 0). */
export function explain(uris: readonly string[], asJson: boolean): { output: string; exitCode: number } {
  const inputs = uris.length > 0 ? uris : EXAMPLES;
  const explained = inputs.map(explainOne);
  const output = asJson ? toJson(explained) : `${explained.map(toText).join("\n\n")}\n`;
  const failed = uris.length > 0 && explained.some((e) => e.findings.some((f) => f.severity === "error"));
  return { output, exitCode: failed ? EXIT_FINDINGS : EXIT_CLEAN };
}

function toText(e: Explained): string {
  const lines = [`${quote(e.text)}  ${e.valid ? "valid URI reference" : "NOT a valid URI reference"}`];
  for (const [key, label] of LABELS) {
    const value = e.components[key];
    if (value !== undefined) lines.push(`  ${label.padEnd(9)} ${quote(value)}`);
  }
  if (e.hostKind !== undefined) lines.push(`  ${"host kind".padEnd(9)} ${e.hostKind}`);
  for (const finding of e.findings) {
    // The text under the caret as written, its unprintable characters shown as escapes: the caret
    // counts what is shown before it.
    const before = printable(e.text.slice(0, finding.start)).length;
    const under = printable(e.text.slice(finding.start, finding.end)).length;
    const caret = " ".repeat(before) + "^".repeat(Math.max(1, under));
    lines.push(
      `  ${finding.severity} ${finding.code}: ${printable(finding.message)}\n    ${printable(e.text)}\n    ${caret}`,
    );
  }
  return lines.join("\n");
}

function quote(text: string): string {
  return printableJson(JSON.stringify(text));
}

function toJson(explained: readonly Explained[]): string {
  return `${printableJson(
    JSON.stringify(
      explained.map((e) => ({
        uri: e.text,
        valid: e.valid,
        components: e.components,
        ...(e.hostKind === undefined ? {} : { hostKind: e.hostKind }),
        findings: e.findings.map(({ code, severity, category, message, start, end, component }) => ({
          code,
          severity,
          category,
          message,
          start,
          end,
          component,
        })),
      })),
      null,
      2,
    ),
  )}\n`;
}
