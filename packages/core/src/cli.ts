#!/usr/bin/env node
/**
 * urilint-explain: prints the breakdown and the findings of each URI given on the command line
 * (or of a few examples when none is given). A window onto the engine, for people and for docs.
 */
import { check } from "./findings/check.js";
import { split, tryParse } from "./parse/index.js";
import type { Components } from "./model.js";
import type { Finding } from "./findings/finding.js";

const EXAMPLES = [
  "https://API.Example.com:443/v1/%7Eusers/./me?q=a%2fb#top",
  "postgres://app:s3cr3t@db.internal:5432/orders",
  "http://exa mple.com/a%zz",
  "localhost:3000",
];

const LABELS: [keyof Components, string][] = [
  ["scheme", "scheme"], ["userInfo", "userinfo"], ["host", "host"], ["port", "port"],
  ["path", "path"], ["query", "query"], ["fragment", "fragment"],
];

function explain(text: string): string {
  const result = tryParse(text);
  const components: Components = result.ok ? result.uri : result.split.components;
  const lines = [`${JSON.stringify(maskedText(text))}  ${result.ok ? "valid URI reference" : "NOT a valid URI reference"}`];
  for (const [key, label] of LABELS) {
    const value = components[key];
    if (value !== undefined) lines.push(`  ${label.padEnd(9)} ${JSON.stringify(key === "userInfo" ? maskPassword(value) : value)}`);
  }
  if (result.ok && result.uri.hostKind !== undefined) lines.push(`  ${"host kind".padEnd(9)} ${result.uri.hostKind}`);
  for (const finding of check(text)) lines.push(formatFinding(text, finding));
  return lines.join("\n");
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

function formatFinding(text: string, finding: Finding): string {
  const caret = " ".repeat(finding.start) + "^".repeat(Math.max(1, finding.end - finding.start));
  return `  ${finding.severity} ${finding.code}: ${finding.message}\n    ${maskedText(text)}\n    ${caret}`;
}

const inputs = process.argv.length > 2 ? process.argv.slice(2) : EXAMPLES;
console.log(inputs.map(explain).join("\n\n"));
