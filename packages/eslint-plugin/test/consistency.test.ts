/**
 * Names, files, docs and configs agree: one rule per catalogue rule name, one file per rule, one
 * page per rule, the messages are the catalogue's, and the configs enable what they promise.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Linter } from "eslint";
import { CATALOGUE, FINDING_CODES, RULE_NAMES, docsUrl } from "@urilint/core";
import { describe, expect, it } from "vitest";
import { definitionOf } from "@urilint/scan";
import plugin from "../src/index.js";
import { rules } from "../src/rules/index.js";

const files = (dir: string, ext: string): string[] =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length));

describe("names, files, docs and configs", () => {
  it("has one rule per catalogue rule name, one file per rule, one page per rule", () => {
    const names = [...RULE_NAMES].sort();
    expect(Object.keys(plugin.rules).sort()).toEqual(names);
    expect(
      files("../src/rules/", ".ts")
        .filter((f) => f !== "index")
        .sort(),
    ).toEqual(names);
    expect(files("../docs/rules/", ".md").sort()).toEqual(names);
  });

  it.each(RULE_NAMES)(
    "%s: default-exported from its own file, with the catalogue's messages and docs URL",
    async (name) => {
      const { default: rule } = (await import(`../src/rules/${name}.ts`)) as { default: (typeof rules)[typeof name] };
      expect(rule).toBe(rules[name]);
      expect(plugin.rules[name]).toBe(rule);
      expect(rule.name).toBe(name);
      expect(rule.meta.docs?.url).toBe(docsUrl(name, undefined, plugin.meta.version));
      expect(rule.meta.docs?.url).toBe(
        `https://github.com/urilint/urilint/blob/v${plugin.meta.version}/packages/eslint-plugin/docs/rules/${name}.md`,
      );
      const codes = FINDING_CODES.filter((code) => CATALOGUE[code].rule === name);
      expect(Object.keys(rule.meta.messages as object).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(rule.meta.messages[code]).toBe(CATALOGUE[code].message);
      expect(rule.meta.fixable !== undefined).toBe(
        codes.some((c) => CATALOGUE[c].fix === "autofix") || JSON.stringify(rule.meta.schema).includes('"fix"'),
      );
      expect(rule.meta.hasSuggestions === true).toBe(codes.some((c) => CATALOGUE[c].fix === "suggestion"));
    },
  );

  it("has meta with name, version and namespace", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      name: string;
      version: string;
    };
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version, namespace: "urilint" });
  });

  it("enables in each config what it promises", () => {
    const rulesOf = (config: unknown): Linter.RulesRecord =>
      ((config as Linter.Config).rules ?? {}) as Linter.RulesRecord;
    const byDefault = RULE_NAMES.filter((r) =>
      FINDING_CODES.some((c) => CATALOGUE[c].rule === r && CATALOGUE[c].enabledByDefault),
    );
    expect(Object.keys(rulesOf(plugin.configs.recommended)).sort()).toEqual(
      byDefault.map((r) => `urilint/${r}`).sort(),
    );
    expect(Object.keys(rulesOf(plugin.configs.strict)).sort()).toEqual(byDefault.map((r) => `urilint/${r}`).sort());
    expect(Object.values(rulesOf(plugin.configs.strict)).every((level) => level === "error")).toBe(true);
    expect(Object.keys(rulesOf(plugin.configs.all)).sort()).toEqual(RULE_NAMES.map((r) => `urilint/${r}`).sort());
    const json = [plugin.configs.json, plugin.configs.json5] as Linter.Config[];
    expect(json.map((c) => c.language)).toEqual(["json/jsonc", "json/json5"]);
    expect(json.every((c) => c.rules === rulesOf(plugin.configs.recommended))).toBe(true);
    const markdown = plugin.configs.markdown as Linter.Config;
    expect(markdown.language).toBe("markdown/gfm");
    // Every extension @urilint/scan reads as Markdown (and `.Rmd`, as R Markdown files are written), parsed as the scanner parses.
    const extensions = Object.values(definitionOf("markdown")!.dialects).flatMap((dialect) => dialect.extensions ?? []);
    expect([...markdown.files!].sort()).toEqual([...extensions.map((e) => `**/*.${e}`), "**/*.Rmd"].sort());
    expect(markdown.languageOptions).toEqual({ frontmatter: "yaml", math: true });
    const yaml = plugin.configs.yaml as Linter.Config;
    const toml = plugin.configs.toml as Linter.Config;
    const css = plugin.configs.css as Linter.Config;
    const html = plugin.configs.html as Linter.Config;
    expect([yaml.language, toml.language, css.language, html.language]).toEqual([
      "yml/yaml",
      "toml/toml",
      "css/css",
      "html/html",
    ]);
    for (const config of [yaml, toml, css, html]) expect(config.rules).toEqual(rulesOf(plugin.configs.recommended));
  });

  it("lists every rule in the README, linked to its docs at the release tag", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const docs = `https://github.com/urilint/urilint/blob/v${plugin.meta.version}/packages/eslint-plugin/docs/rules`;
    for (const name of RULE_NAMES) expect(readme).toContain(`[\`${name}\`](${docs}/${name}.md)`);
  });

  it("does not load TypeScript or @typescript-eslint at run time", () => {
    for (const file of [
      "../src/index.ts",
      "../src/create-rule.ts",
      "../src/uri-rule.ts",
      "../src/analysis.ts",
      "../src/languages/javascript.ts",
    ]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      const imports = source.match(/^import (?!type ).*from "([^"]+)";$/gm) ?? [];
      for (const line of imports) expect(line).not.toMatch(/typescript|@typescript-eslint/);
    }
  });
});
