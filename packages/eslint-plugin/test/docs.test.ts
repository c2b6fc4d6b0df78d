/**
 * The docs: every page's generated header is current, every page has the sections users rely on,
 * and every documented example is linted: each "Incorrect" block must report, each "Correct"
 * block must not.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { RULE_NAMES } from "@urilint/core";
import { describe, expect, it } from "vitest";
import { ruleHeader } from "../src/docs-header.js";
import plugin from "../src/index.js";
import { rules } from "../src/rules/index.js";

const page = (name: string): string => readFileSync(new URL(`../docs/rules/${name}.md`, import.meta.url), "utf8");
const recommended = (plugin.configs.recommended as Linter.Config).rules ?? {};

interface Example {
  readonly kind: "Incorrect" | "Correct";
  readonly language: string;
  readonly code: string;
}

/** The fenced code blocks under "### Incorrect" and "### Correct" (fences of any length). */
function examples(markdownText: string): Example[] {
  const found: Example[] = [];
  let kind: Example["kind"] | undefined;
  const lines = markdownText.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^#{1,3} /.test(line))
      kind = line === "### Incorrect" ? "Incorrect" : line === "### Correct" ? "Correct" : undefined;
    const fence = /^(`{3,})(\w*)$/.exec(line);
    if (fence === null) continue;
    const end = lines.indexOf(fence[1]!, i + 1);
    if (kind !== undefined) found.push({ kind, language: fence[2]!, code: lines.slice(i + 1, end).join("\n") + "\n" });
    i = end;
  }
  return found;
}

const linter = new Linter();

function lint(name: string, example: Example): Linter.LintMessage[] {
  const rules: Linter.RulesRecord = { [`urilint/${name}`]: "error" };
  const base = { plugins: { urilint: plugin }, rules };
  if (example.language === "json") {
    return linter.verify(
      example.code,
      [{ ...base, files: ["**/*.json"], plugins: { ...base.plugins, json }, language: "json/jsonc" }],
      "example.json",
    );
  }
  if (example.language === "md") {
    return linter.verify(
      example.code,
      [{ ...base, files: ["**/*.md"], plugins: { ...base.plugins, markdown }, language: "markdown/gfm" }],
      // At the page's own place: its relative links (no-broken-link's examples) lead where the page's do.
      fileURLToPath(new URL(`../docs/rules/${name}.md`, import.meta.url)),
    );
  }
  return linter.verify(
    example.code,
    [
      {
        ...base,
        files: ["**/*.tsx"],
        languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
      },
    ],
    "example.tsx",
  );
}

describe.each(RULE_NAMES)("docs/rules/%s.md", (name) => {
  const text = page(name);

  it("has the current generated header", () => {
    const level = recommended[`urilint/${name}`] as string | undefined;
    expect(text).toContain(ruleHeader(name, rules[name], level));
  });

  it("explains why, shows examples and options, and says when not to use it", () => {
    expect(text.startsWith(`# urilint/${name}\n`)).toBe(true);
    for (const heading of [
      "## Why",
      "## Examples",
      "### Incorrect",
      "### Correct",
      "## Options",
      "## When not to use it",
    ]) {
      expect(text).toContain(`\n${heading}\n`);
    }
  });

  const blocks = examples(text);
  it("has incorrect and correct examples", () => {
    expect(blocks.some((b) => b.kind === "Incorrect")).toBe(true);
    expect(blocks.some((b) => b.kind === "Correct")).toBe(true);
  });

  it.each(blocks.map((b, i) => [`${b.kind} example ${i + 1}`, b] as const))("%s", (_title, example) => {
    const messages = lint(name, example);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    const reports = messages.filter((m) => m.ruleId === `urilint/${name}`);
    if (example.kind === "Incorrect") {
      // Every line of an incorrect example is a mistake the rule reports.
      const lines = example.code.split("\n").filter((l) => l.trim() !== "" && !l.startsWith("/*"));
      expect(new Set(reports.map((m) => m.line)).size).toBe(lines.length);
    } else {
      expect(reports.map((m) => m.message)).toEqual([]);
    }
  });
});
