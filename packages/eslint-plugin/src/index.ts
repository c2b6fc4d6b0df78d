/**
 * eslint-plugin-urilint: URI rules for ESLint 9 and 10 (flat config only), on the @urilint/core
 * engine. The plugin object is the default export, and what `require()` gives (index.cts).
 */
import type { ESLint, Linter } from "eslint";
import { createRequire } from "node:module";
import { CATALOGUE, FINDING_CODES, RULE_NAMES, closest, type RuleName } from "@urilint/core";
import { rules as ruleModules } from "./rules/index.js";

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

/** The named configs, each one config object (JSON5 is a language of its own, hence `json5`). */
export type UrilintConfigs = {
  readonly recommended: Linter.Config;
  readonly strict: Linter.Config;
  readonly all: Linter.Config;
  readonly json: Linter.Config;
  readonly json5: Linter.Config;
  readonly markdown: Linter.Config;
  readonly yaml: Linter.Config;
  readonly toml: Linter.Config;
  readonly css: Linter.Config;
  readonly html: Linter.Config;
};

/**
 * The plugin, typed with ESLint's own types, so the published declarations need nothing from
 * typescript-eslint.
 */
export type UrilintPlugin = Omit<ESLint.Plugin, "configs"> & {
  readonly meta: { readonly name: string; readonly version: string; readonly namespace: string };
  readonly rules: NonNullable<ESLint.Plugin["rules"]>;
  readonly configs: UrilintConfigs;
};

const plugin: UrilintPlugin = {
  meta: { name, version, namespace: "urilint" },
  rules: ruleModules as unknown as NonNullable<ESLint.Plugin["rules"]>,
  configs: {} as UrilintConfigs,
};

/** The rules enabled by default, at their catalogue severity. */
const recommended: Linter.Config = {
  name: "urilint/recommended",
  plugins: { urilint: plugin },
  rules: recommendedRules,
};
/** The same rules, every one an error. */
const strict: Linter.Config = { name: "urilint/strict", plugins: { urilint: plugin }, rules: strictRules };
/** Every rule, including the opt-in `require-root-path`, as errors. */
const all: Linter.Config = { name: "urilint/all", plugins: { urilint: plugin }, rules: allRules };
/**
 * JSON and JSONC files with `@eslint/json` (register it yourself: `plugins: { json }`). `.json`
 * files are read as JSONC so that tsconfig.json's comments parse; lockfiles are skipped. JSON5 is
 * another language of @eslint/json, so it has a config of its own, `json5`.
 */
const json: Linter.Config = {
  name: "urilint/json",
  files: ["**/*.json", "**/*.jsonc"],
  ignores: ["**/package-lock.json"],
  language: "json/jsonc",
  plugins: { urilint: plugin },
  rules: recommendedRules,
};
/** JSON5 files with `@eslint/json`. */
const json5: Linter.Config = {
  name: "urilint/json5",
  files: ["**/*.json5"],
  language: "json/json5",
  plugins: { urilint: plugin },
  rules: recommendedRules,
};

/** `recommended` for the files of one ESLint language, whose plugin the user registers. */
function languageConfig(
  name: string,
  language: string,
  files: string[],
  { ignores, languageOptions }: { ignores?: string[]; languageOptions?: Linter.LanguageOptions } = {},
): Linter.Config {
  return {
    name: `urilint/${name}`,
    files,
    ...(ignores === undefined ? {} : { ignores }),
    language,
    ...(languageOptions === undefined ? {} : { languageOptions }),
    plugins: { urilint: plugin },
    rules: recommendedRules,
  };
}

/**
 * YAML with eslint-plugin-yml (`plugins: { yml }`); pnpm's lockfiles hold thousands of registry
 * URLs that no one writes by hand, and are skipped.
 */
const yaml = languageConfig("yaml", "yml/yaml", ["**/*.yaml", "**/*.yml"], { ignores: ["**/pnpm-lock.yaml"] });
/** TOML with eslint-plugin-toml (`plugins: { toml }`). */
const toml = languageConfig("toml", "toml/toml", ["**/*.toml"]);
/**
 * The file names of Markdown, as @urilint/scan's record of the language lists them (MDX included:
 * @eslint/markdown reads it as Markdown, and so does the scanner, its JavaScript left alone);
 * R Markdown's `.Rmd` is written so more often than not, and globs are case-sensitive.
 */
const MARKDOWN_FILES = [
  "**/*.md",
  "**/*.markdown",
  "**/*.mdx",
  "**/*.qmd",
  "**/*.rmd",
  "**/*.Rmd",
  "**/*.mkd",
  "**/*.mkdn",
  "**/*.mdwn",
  "**/*.mdown",
  "**/*.mkdown",
];

/**
 * Markdown with @eslint/markdown (`plugins: { markdown }`), parsed as GitHub renders it: GFM, YAML
 * front matter and math (`$...$`), the tree the `urilint` command and the language server read.
 */
const markdown = languageConfig("markdown", "markdown/gfm", MARKDOWN_FILES, {
  languageOptions: { frontmatter: "yaml", math: true },
});
/** CSS with @eslint/css (`plugins: { css }`). */
const css = languageConfig("css", "css/css", ["**/*.css"]);
/** HTML with @html-eslint/eslint-plugin (`plugins: { html }`). */
const html = languageConfig("html", "html/html", ["**/*.html", "**/*.htm"]);

Object.assign(plugin.configs, { recommended, strict, all, json, json5, markdown, yaml, toml, css, html });
Object.defineProperty(plugin, "configs", { value: withClearMisses(plugin.configs), enumerable: true });
// The CommonJS entry's `.default` is the plugin too, as bundlers' interop expects; not
// enumerable, so ESLint and config inspectors see only meta, rules and configs.
Object.defineProperty(plugin, "default", { value: plugin, enumerable: false });

/**
 * The configs, where reading a name that is a near miss of a real one ("recomended", "Strict",
 * "flat/recommended") throws an error that says which names exist, instead of yielding undefined
 * and ESLint's "Unexpected undefined config". Any other name reads as usual, so tools that probe
 * or enumerate the object see a plain object.
 */
function withClearMisses(configs: UrilintConfigs): UrilintConfigs {
  const names = Object.keys(configs);
  return new Proxy(configs, {
    get(target, key, receiver) {
      if (typeof key === "string" && !(key in target)) {
        const miss = missedConfigName(key, names);
        if (miss !== undefined) throw new Error(miss);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Property names that JavaScript and test tools probe on any object: never a config name. */
const PROBED = new Set([
  "then",
  "toJSON",
  "toString",
  "valueOf",
  "constructor",
  "inspect",
  "asymmetricMatch",
  "nodeType",
  "$$typeof",
  "__esModule",
]);

function missedConfigName(key: string, names: readonly string[]): string | undefined {
  if (PROBED.has(key)) return undefined;
  const list = names.map((n) => `"${n}"`).join(", ");
  const flat = /^flat\/(.*)$/.exec(key);
  if (flat !== null) {
    const meant = names.includes(flat[1]!) ? flat[1]! : "recommended";
    return `eslint-plugin-urilint has no config "${key}": it supports flat config only, so its configs need no "flat/" prefix; use configs.${meant} (the configs are ${list})`;
  }
  const near = closest(key, names);
  if (near === undefined || (key.toLowerCase() !== near.toLowerCase() && key.length < 4)) return undefined;
  return `eslint-plugin-urilint has no config "${key}"; did you mean "${near}"? (the configs are ${list})`;
}

export const meta: UrilintPlugin["meta"] = plugin.meta;
export const rules: UrilintPlugin["rules"] = plugin.rules;
export const configs: UrilintConfigs = plugin.configs;
export default plugin;
