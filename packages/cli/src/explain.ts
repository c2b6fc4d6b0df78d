/**
 * `urilint explain <uri...>`: each URI's components and findings, for people (a caret under the
 * faulty part) or as JSON. A password is masked everywhere it would be printed. Without a URI, a
 * few examples (the README's demo). Exit code 1 when a URI has a finding at error severity.
 */
import { check, split, tryParse, type Components, type Finding } from "@urilint/core";
import { EXIT_CLEAN, EXIT_FINDINGS } from "./exit-code.js";

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
  readonly text: string;
  readonly valid: boolean;
  readonly components: Partial<Record<keyof Components, string>>;
  readonly hostKind?: string;
  readonly findings: readonly Finding[];
}

function explainOne(text: string): Explained {
  const result = tryParse(text);
  const parts: Components = result.ok ? result.uri : result.split.components;
  const components: Partial<Record<keyof Components, string>> = {};
  for (const [key] of LABELS) {
    const value = parts[key];
    if (typeof value === "string") components[key] = key === "userInfo" ? maskPassword(value) : value;
  }
  const hostKind = result.ok ? result.uri.hostKind : undefined;
  return { text, valid: result.ok, components, ...(hostKind === undefined ? {} : { hostKind }), findings: check(text) };
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
  const lines = [
    `${JSON.stringify(maskedText(e.text))}  ${e.valid ? "valid URI reference" : "NOT a valid URI reference"}`,
  ];
  for (const [key, label] of LABELS) {
    const value = e.components[key];
    if (value !== undefined) lines.push(`  ${label.padEnd(9)} ${JSON.stringify(value)}`);
  }
  if (e.hostKind !== undefined) lines.push(`  ${"host kind".padEnd(9)} ${e.hostKind}`);
  for (const finding of e.findings) {
    const caret = " ".repeat(finding.start) + "^".repeat(Math.max(1, finding.end - finding.start));
    lines.push(`  ${finding.severity} ${finding.code}: ${finding.message}\n    ${maskedText(e.text)}\n    ${caret}`);
  }
  return lines.join("\n");
}

function toJson(explained: readonly Explained[]): string {
  return `${JSON.stringify(
    explained.map((e) => ({
      uri: maskedText(e.text),
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
  )}\n`;
}

function maskPassword(userInfo: string): string {
  const colon = userInfo.indexOf(":");
  return colon < 0 ? userInfo : `${userInfo.slice(0, colon)}:••••••`;
}

/** The text with its password replaced by bullets of the same length, so carets still line up. */
function maskedText(text: string): string {
  const userInfo = split(text).spans.userInfo;
  const colon = userInfo === undefined ? -1 : text.indexOf(":", userInfo.start);
  if (userInfo === undefined || colon < 0 || colon >= userInfo.end) return text;
  return text.slice(0, colon + 1) + "•".repeat(userInfo.end - colon - 1) + text.slice(userInfo.end);
}
