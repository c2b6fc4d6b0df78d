import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOGUE, docsUrl, FINDING_CODES, RULE_NAMES } from "@urilint/core";

/**
 * The core README's table of findings is generated from the catalogue; this test fails when they drift.
 * Regenerate with: UPDATE_DOCS=1 npx vitest run packages/core/test/catalogue-docs.test.ts
 * The registry shows that README: its links to the rules' pages are absolute, at the core's release tag.
 */
const README = fileURLToPath(new URL("../README.md", import.meta.url));
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};
const BEGIN = "<!-- catalogue:begin (generated from packages/core/src/findings/catalogue.ts) -->";
const END = "<!-- catalogue:end -->";

function renderTable(): string {
  const rows = FINDING_CODES.map((code) => {
    const e = CATALOGUE[code];
    const message = e.message.replace(/\|/g, "\\|");
    const on = e.enabledByDefault ? "yes" : "no";
    return `| \`${code}\` | ${e.category} | [${e.rule}](${docsUrl(e.rule, undefined, version)}) | ${e.severity} | ${on} | ${e.fix} | ${message} |`;
  });
  return [
    BEGIN,
    "| code | category | rule | severity | on by default | repair | message |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    END,
  ].join("\n");
}

describe("the findings catalogue", () => {
  it("is documented in the core's README exactly as generated", () => {
    const readme = readFileSync(README, "utf8");
    const start = readme.indexOf(BEGIN);
    const end = readme.indexOf(END);
    expect(start, "README has the catalogue markers").toBeGreaterThanOrEqual(0);
    const current = readme.slice(start, end + END.length);
    if (process.env.UPDATE_DOCS === "1") {
      writeFileSync(README, readme.slice(0, start) + renderTable() + readme.slice(end + END.length));
      return;
    }
    expect(current).toBe(renderTable());
  });

  it("maps every code to a known rule, and every rule to at least one code", () => {
    const used = new Set(FINDING_CODES.map((code) => CATALOGUE[code].rule));
    expect([...used].sort()).toEqual([...RULE_NAMES].sort());
  });

  it("never puts a password placeholder in a template", () => {
    for (const code of FINDING_CODES) {
      expect(CATALOGUE[code].message).not.toMatch(/\{\{\s*(password|userInfo|userinfo|secret)\s*\}\}/i);
    }
  });
});

describe("one severity per rule", () => {
  // ESLint reports every message of a rule at the rule's level: a rule whose codes differ in
  // severity would be shown at another severity by the plugin than by the server and the command.
  it("gives every code a rule turns on by default the same severity", () => {
    const byRule = new Map<string, Set<string>>();
    for (const code of FINDING_CODES) {
      const entry = CATALOGUE[code];
      if (!entry.enabledByDefault) continue;
      const severities = byRule.get(entry.rule) ?? new Set<string>();
      severities.add(entry.severity);
      byRule.set(entry.rule, severities);
    }
    const mixed = [...byRule].filter(([, severities]) => severities.size > 1).map(([rule]) => rule);
    expect(mixed).toEqual([]);
  });
});
