/**
 * The shared analysis and the offset maps under every report: one extraction per file whatever
 * the number of rules, and exact maps from values back to their spelling.
 */
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { mayHoldFinding } from "@urilint/core";
import { analysisStats } from "../src/analysis.js";
import plugin from "../src/index.js";
import { LITERAL_SELECTOR, stringNodeListeners } from "../src/languages/javascript.js";

describe("one analysis per file", () => {
  it("extracts and checks once, whatever the number of enabled rules", () => {
    const linter = new Linter();
    const code = `fetch("HTTPS://EXAMPLE.com:443/a b"); const DATABASE_URL = "postgres://u:pw1@db/app";`;
    const before = analysisStats.files;
    const messages = linter.verify(
      code,
      [{ ...(plugin.configs.all as Linter.Config), files: ["**/*.ts"], languageOptions: { parser: tsParser } }],
      "a.ts",
    );
    expect(new Set(messages.map((m) => m.ruleId)).size).toBeGreaterThan(1);
    expect(analysisStats.files - before).toBe(1);
    linter.verify(
      code,
      [{ ...(plugin.configs.all as Linter.Config), files: ["**/*.ts"], languageOptions: { parser: tsParser } }],
      "b.ts",
    );
    expect(analysisStats.files - before).toBe(2);
  });

  const all = { ...(plugin.configs.all as Linter.Config), files: ["**/*.ts"], languageOptions: { parser: tsParser } };
  // `myFetch` is a sink only for no-invalid-uri: its "a b" is a URI there and nowhere else.
  const withSink: Linter.Config[] = [
    all,
    { files: ["**/*.ts"], rules: { "urilint/no-invalid-uri": ["error", { sinks: ["myFetch"] }] } },
  ];
  const code = `myFetch("a b"); fetch("HTTPS://example.com/a/../b");`;
  const summary = (messages: Linter.LintMessage[]) =>
    messages.map((m) => `${m.ruleId} ${m.messageId} ${m.column}-${m.endColumn}`).sort();

  it("analyses a file once per set of detection settings, every rule with its own", () => {
    const linter = new Linter();
    const before = analysisStats.files;
    const messages = summary(linter.verify(code, withSink, "a.ts"));
    expect(analysisStats.files - before).toBe(2);
    expect(messages).toContain("urilint/no-invalid-uri whitespace 11-12");
    expect(messages.filter((m) => m.includes(" 11-12"))).toHaveLength(1);
    expect(messages).toContain("urilint/normalized-case scheme-case 24-29");
    expect(messages).toContain("urilint/no-dot-segments dot-segments 44-49");
  });

  it("reports each finding under its own rule, so that a rule's disable comment silences only it", () => {
    // One rule's listeners report for every rule, through each rule's own context.
    const linter = new Linter();
    const line = `fetch("HTTPS://example.com:443/a/../b");`;
    const rules = (text: string) =>
      linter
        .verify(text, [all], "a.ts")
        .map((m) => m.ruleId)
        .sort();
    expect(rules(line)).toEqual(["urilint/no-default-port", "urilint/no-dot-segments", "urilint/normalized-case"]);
    expect(rules(`// eslint-disable-next-line urilint/no-dot-segments\n${line}`)).toEqual([
      "urilint/no-default-port",
      "urilint/normalized-case",
    ]);
    const onlyOne: Linter.Config[] = [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser },
        plugins: all.plugins!,
        rules: { "urilint/no-dot-segments": "error" },
      },
    ];
    expect(linter.verify(line, onlyOne, "a.ts").map((m) => m.ruleId)).toEqual(["urilint/no-dot-segments"]);
  });

  it("reports the same when the same SourceCode is linted again, with the same or other settings", () => {
    const linter = new Linter();
    const first = linter.verify(code, [all], "a.ts");
    const sourceCode = linter.getSourceCode()!;
    expect(linter.verify(sourceCode, [all], "a.ts")).toEqual(first);
    // New settings on a finished file: the tree is read again for them.
    expect(summary(linter.verify(sourceCode, withSink, "a.ts"))).toEqual(
      summary(linter.verify(code, withSink, "a.ts")),
    );
  });

  it("reports the same when a SourceCode is linted again after other files", () => {
    // Only the file read last keeps its analyses: one read again later is analysed anew.
    const linter = new Linter();
    const first = linter.verify(code, [all], "a.ts");
    const sourceCode = linter.getSourceCode()!;
    expect(linter.verify(`fetch("HTTP://other.example/");`, [all], "b.ts").map((m) => m.messageId)).toEqual([
      "scheme-case",
    ]);
    const before = analysisStats.files;
    expect(linter.verify(sourceCode, [all], "a.ts")).toEqual(first);
    expect(analysisStats.files - before).toBe(1);
  });
});

describe("the string literals the rules read", () => {
  it("are those ESLint's selector matches: the literals that may hold a finding (core's mayHoldFinding)", () => {
    const none = (): void => undefined;
    expect(Object.keys(stringNodeListeners(none, none, none))).toContain(LITERAL_SELECTOR);
    const seen: unknown[] = [];
    const probe = {
      rules: { probe: { create: () => ({ [LITERAL_SELECTOR]: (node: { value: unknown }) => seen.push(node.value) }) } },
    };
    const values = ["GET", "customer_id", "a-b+c", "", "a b", "x.y", "/v1", "a%zz", "é", "http://x"];
    const code = `${values.map((v, i) => `const v${i} = ${JSON.stringify(v)};`).join("\n")}\nconst n = 3, b = true;`;
    new Linter().verify(
      code,
      [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser },
          plugins: { probe: probe as never },
          rules: { "probe/probe": "error" },
        },
      ],
      "a.ts",
    );
    expect(seen).toEqual(values.filter((v) => mayHoldFinding(v)));
    expect(seen).toEqual(["a b", "x.y", "/v1", "a%zz", "é", "http://x"]);
  });

  it("leave out the modules that imports and exports name, and only those", () => {
    const seen: unknown[] = [];
    const probe = {
      rules: { probe: { create: () => ({ [LITERAL_SELECTOR]: (node: { value: unknown }) => seen.push(node.value) }) } },
    };
    const code = [
      `import a from "./a.js";`,
      `import "./side-effect.js";`,
      `export * from "./b.js";`,
      `export { c } from "./c.js";`,
      `const d = import("./d.js");`,
      `import e from "./e.json" with { type: "./not-a-module.json" };`,
      `const source = { source: "./value.js" }; f.source = "./assigned.js"; require("./required.js");`,
    ].join("\n");
    new Linter().verify(
      code,
      [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser },
          plugins: { probe: probe as never },
          rules: { "probe/probe": "error" },
        },
      ],
      "a.ts",
    );
    expect(seen).toEqual(["./not-a-module.json", "./value.js", "./assigned.js", "./required.js"]);
  });

  it("leave out words, in sinks too, and take the rest", () => {
    const linter = new Linter();
    const code = `fetch("a b"); fetch("GET"); fetch("a%zz", { method: "POST" });`;
    const messages = linter.verify(
      code,
      [{ ...(plugin.configs.all as Linter.Config), files: ["**/*.ts"], languageOptions: { parser: tsParser } }],
      "a.ts",
    );
    expect(messages.map((m) => `${m.messageId} ${m.column}`)).toEqual(["whitespace 9", "invalid-percent-encoding 37"]);
  });
});
