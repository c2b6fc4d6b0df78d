/**
 * Test helpers: RuleTesters wired to vitest, and `under()`, which reads a report's range from a
 * caret line written under the code, so a wrong range is visible in review:
 *
 *   under(`fetch("https://EXAMPLE.com/")`,
 *         `                ^^^^^^^^^^^`)
 */
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import css from "@eslint/css";
import html from "@html-eslint/eslint-plugin";
import toml from "eslint-plugin-toml";
import yml from "eslint-plugin-yml";
import { RuleTester } from "@typescript-eslint/rule-tester";
import { RuleTester as EslintRuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** JavaScript, TypeScript, JSX and TSX through @typescript-eslint/parser. */
export const ruleTester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

const eslintTester = EslintRuleTester as unknown as { describe: unknown; it: unknown; itOnly: unknown };
eslintTester.describe = describe;
eslintTester.it = it;
eslintTester.itOnly = it.only;

/** JSON (as JSONC, like the plugin's json config) through @eslint/json. */
export const jsonTester = new EslintRuleTester({
  plugins: { json },
  language: "json/jsonc",
});

/** JSON5 through @eslint/json. */
export const json5Tester = new EslintRuleTester({
  plugins: { json },
  language: "json/json5",
});

/** Markdown (GFM, YAML front matter, math) through @eslint/markdown, as the plugin's markdown config reads it. */
export const markdownTester = new EslintRuleTester({
  plugins: { markdown },
  language: "markdown/gfm",
  languageOptions: { frontmatter: "yaml", math: true },
});

/** YAML through eslint-plugin-yml's language. */
export const yamlTester = new EslintRuleTester({
  plugins: { yml },
  language: "yml/yaml",
});

/** TOML through eslint-plugin-toml's language. */
export const tomlTester = new EslintRuleTester({
  plugins: { toml },
  language: "toml/toml",
});

/** CSS through @eslint/css. */
export const cssTester = new EslintRuleTester({
  plugins: { css },
  language: "css/css",
});

/** HTML through @html-eslint/eslint-plugin's language. */
export const htmlTester = new EslintRuleTester({
  plugins: { html },
  language: "html/html",
});

export interface Place {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/**
 * The 1-based place marked by the carets of `marks` under line `line` of `code` (columns count
 * from 1, `endColumn` is one past the last caret, as ESLint reports them).
 */
export function under(code: string, marks: string, line = 1): Place {
  const first = marks.indexOf("^");
  const last = marks.lastIndexOf("^");
  if (first === -1) throw new Error("no caret in marks");
  if (code.split("\n")[line - 1] === undefined) throw new Error(`no line ${line} in code`);
  return { line, column: first + 1, endLine: line, endColumn: last + 2 };
}

function place(code: string, start: number, end: number): Place {
  const position = (offset: number): { line: number; column: number } => {
    const before = code.slice(0, offset);
    const line = before.split("\n").length;
    return { line, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
  };
  const from = position(start);
  const to = position(end);
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

function indexOf(code: string, needle: string, occurrence: number): number {
  let index = -1;
  for (let k = 0; k < occurrence; k++) {
    index = code.indexOf(needle, index + 1);
    if (index === -1) throw new Error(`${JSON.stringify(needle)} occurs fewer than ${occurrence} times`);
  }
  return index;
}

/** The place of the `occurrence`-th `needle` in `code`. */
export function on(code: string, needle: string, occurrence = 1): Place {
  const index = indexOf(code, needle, occurrence);
  return place(code, index, index + needle.length);
}

/** The empty place just before the `occurrence`-th `needle` (an insertion point). */
export function before(code: string, needle: string, occurrence = 1): Place {
  const index = indexOf(code, needle, occurrence);
  return place(code, index, index);
}

/** A suggestion expectation by its description (our suggestions carry the catalogue's titles). */
export function suggestion(desc: string, output: string): { messageId: never; output: string } {
  return { desc, output } as unknown as { messageId: never; output: string };
}

/** The place of `part` inside the first `context` in `code`: `within(code, "a b", " ")`. */
export function within(code: string, context: string, part: string): Place {
  const outer = indexOf(code, context, 1);
  const inner = context.indexOf(part);
  if (inner === -1) throw new Error(`${JSON.stringify(part)} is not in ${JSON.stringify(context)}`);
  return place(code, outer + inner, outer + inner + part.length);
}
