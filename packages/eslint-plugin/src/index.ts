/**
 * eslint-plugin-urilint: URI rules for ESLint 10 (flat config only), on the @urilint/core engine.
 */
import type { ESLint, Linter } from "eslint";
import { createRequire } from "node:module";
import { CATALOGUE, FINDING_CODES, RULE_NAMES, type RuleName } from "@urilint/core";
import { rules } from "./rules/index.js";

const { name, version } = createRequire(import.meta.url)("../package.json") as { name: string; version: string };

type Level = "error" | "warn";

/** A rule's level in `recommended`: the strongest default severity among its enabled codes. */
function recommendedLevel(rule: RuleName): Level | undefined {
  const enabled = FINDING_CODES.filter((code) => CATALOGUE[code].rule === rule && CATALOGUE[code].enabledByDefault);
  if (enabled.length === 0) return undefined;
  return enabled.some((code) => CATALOGUE[code].severity === "error") ? "error" : "warn";
}

function ruleLevels(pick: (rule: RuleName) => Level | undefined): Linter.RulesRecord {
  const levels: Linter.RulesRecord = {};
  for (const rule of RULE_NAMES) {
    const level = pick(rule);
    if (level !== undefined) levels[`urilint/${rule}`] = level;
  }
  return levels;
}

const recommendedRules = ruleLevels(recommendedLevel);
const strictRules = ruleLevels((rule) => (recommendedLevel(rule) === undefined ? undefined : "error"));
const allRules = ruleLevels(() => "error");

/** The named configs; `json` is a list (JSONC and JSON5), the others are single objects. */
export type UrilintConfigs = {
  readonly recommended: Linter.Config;
  readonly strict: Linter.Config;
  readonly all: Linter.Config;
  readonly json: Linter.Config[];
  readonly markdown: Linter.Config;
};

// Typed with ESLint's own types, so the published declarations need nothing from typescript-eslint.
const plugin: ESLint.Plugin & {
  readonly meta: { readonly name: string; readonly version: string; readonly namespace: string };
  readonly rules: NonNullable<ESLint.Plugin["rules"]>;
  readonly configs: UrilintConfigs;
} = {
  meta: { name, version, namespace: "urilint" },
  rules: rules as unknown as NonNullable<ESLint.Plugin["rules"]>,
  configs: {} as UrilintConfigs,
};

/** The rules enabled by default, at their catalogue severity. */
const recommended: Linter.Config = { name: "urilint/recommended", plugins: { urilint: plugin }, rules: recommendedRules };
/** The same rules, every one an error. */
const strict: Linter.Config = { name: "urilint/strict", plugins: { urilint: plugin }, rules: strictRules };
/** Every rule, including the opt-in `require-root-path`, as errors. */
const all: Linter.Config = { name: "urilint/all", plugins: { urilint: plugin }, rules: allRules };
/**
 * JSON, JSONC and JSON5 files with `@eslint/json` (register it yourself: `plugins: { json }`).
 * `.json` files are read as JSONC so that tsconfig.json's comments parse; lockfiles are skipped.
 */
const json: Linter.Config[] = [
  {
    name: "urilint/json",
    files: ["**/*.json", "**/*.jsonc"],
    ignores: ["**/package-lock.json"],
    language: "json/jsonc",
    plugins: { urilint: plugin },
    rules: recommendedRules,
  },
  { name: "urilint/json5", files: ["**/*.json5"], language: "json/json5", plugins: { urilint: plugin }, rules: recommendedRules },
];
/** Markdown files with `@eslint/markdown` (register it yourself: `plugins: { markdown }`). */
const markdown: Linter.Config = {
  name: "urilint/markdown",
  files: ["**/*.md"],
  language: "markdown/gfm",
  plugins: { urilint: plugin },
  rules: recommendedRules,
};

Object.assign(plugin.configs, { recommended, strict, all, json, markdown });

export default plugin;
