/**
 * The plugin never throws: random literals (URI-like and arbitrary) inside generated JavaScript,
 * TypeScript/JSX, JSON and Markdown, linted with every rule and fixed. Reports stay inside the
 * file, fixes keep the file parseable, and the analysis never swallows an internal error.
 */
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analysisStats } from "../src/analysis.js";
import plugin from "../src/index.js";

const PIECES = [
  "http",
  "HTTPS",
  "postgres",
  "C",
  "mailto",
  "git@github.com",
  "localhost",
  ":",
  "://",
  "//",
  "/",
  "@",
  "user",
  ":pw",
  "p@ss!",
  "Example.COM",
  "[::1]",
  "[2001:DB8:0:0::1]",
  "[v1.x]",
  "0x7f.1",
  "10.0.0.010",
  ":443",
  ":80",
  ":",
  ":99999",
  "/./",
  "/../",
  "%",
  "%7e",
  "%zz",
  "%C3%A9",
  "?",
  "#",
  " ",
  "\t",
  "\\",
  "'",
  '"',
  "`",
  "${",
  "}",
  "{tenant}",
  "<host>",
  "%s",
  "$VAR",
  "é",
  "😀",
  "\u2028",
  "\n",
  "&amp;",
  "(",
  ")",
  "[",
  "]",
  "<",
  ">",
];

const uriLike = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join("")),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 30 }),
);

const all = plugin.configs.all as Linter.Config;
const linter = new Linter();

type Language = { readonly filename: string; readonly config: Linter.Config[]; readonly source: fc.Arbitrary<string> };

const jsString = (value: string, quote: "'" | '"'): string =>
  quote +
  JSON.stringify(value)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(new RegExp(quote, "g"), `\\${quote}`)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029") +
  quote;
const templateBody = (value: string): string =>
  value.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");

const javascriptSources = fc
  .tuple(uriLike, uriLike, fc.constantFrom<"'" | '"'>("'", '"'))
  .chain(([a, b, q]) =>
    fc.constantFrom(
      `fetch(${jsString(a, q)});`,
      `const apiUrl = ${jsString(a, q)};`,
      `location.href = ${jsString(a, q)} + host + ${jsString(b, q)};`,
      "new URL(`" + templateBody(a) + "${x}" + templateBody(b) + "`);",
      `const o = { url: ${jsString(a, q)}, [${jsString(b, q)}]: 1 };`,
      `if (s.startsWith(${jsString(a, q)})) axios.get(${jsString(b, q)});`,
      `const a = <a href=${jsString(a.replace(/["'&<>{}]/g, ""), '"')} src={${jsString(b, q)}} />;`,
      `import x from ${jsString(a, q)}; const y = \`\${${jsString(b, q)}}\`;`,
    ),
  );

const jsonSources = fc
  .tuple(uriLike, uriLike)
  .map(
    ([a, b]) =>
      `{ "homepage": ${JSON.stringify(a)}, "url": ${JSON.stringify(b)}, ${JSON.stringify(a)}: [${JSON.stringify(b)}] }`,
  );

const markdownSources = fc
  .tuple(uriLike, uriLike)
  .map(
    ([a, b]) =>
      `# ${a}\n\n[text](${a.replace(/[\s()<>]/g, "")}) ![i](<${b.replace(/[\n<>]/g, "")}>) <${a.replace(/[\s<>]/g, "")}>\n\n[d]: ${b.replace(/\s/g, "") || "x"}\n`,
  );

const languages: Record<string, Language> = {
  "JavaScript and JSX": {
    filename: "file.tsx",
    config: [
      {
        ...all,
        files: ["**/*.tsx"],
        languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
      },
    ],
    source: javascriptSources,
  },
  JSON: {
    filename: "package.json",
    config: [
      { plugins: { json } },
      plugin.configs.json as Linter.Config,
      plugin.configs.json5 as Linter.Config,
      { ...all, files: ["**/*.json"] },
    ],
    source: jsonSources,
  },
  Markdown: {
    filename: "README.md",
    config: [{ plugins: { markdown } }, plugin.configs.markdown as Linter.Config, { ...all, files: ["**/*.md"] }],
    source: markdownSources,
  },
};

describe("fuzz: the plugin never throws", () => {
  for (const [name, language] of Object.entries(languages)) {
    it(name, () => {
      const failures = analysisStats.failures;
      let reported = 0;
      fc.assert(
        fc.property(language.source, (code) => {
          const messages = linter.verify(code, language.config, language.filename);
          const parsed = !messages.some((m) => m.fatal);
          reported += messages.filter((m) => m.ruleId?.startsWith("urilint/")).length;
          const lines = code.split(/\r\n|[\r\n\u2028\u2029]/);
          for (const message of messages) {
            if (message.fatal) continue;
            expect(message.line).toBeGreaterThanOrEqual(1);
            expect(message.endLine ?? message.line).toBeLessThanOrEqual(lines.length);
          }
          const fixed = linter.verifyAndFix(code, language.config, language.filename);
          // A fix lands inside its literal: a file that parsed still parses after fixing.
          if (parsed) expect(fixed.messages.filter((m) => m.fatal)).toEqual([]);
        }),
        { numRuns: 150 },
      );
      expect(analysisStats.failures).toBe(failures);
      // The generated inputs do reach the rules (the property is not vacuous).
      expect(reported).toBeGreaterThan(0);
    });
  }
});
