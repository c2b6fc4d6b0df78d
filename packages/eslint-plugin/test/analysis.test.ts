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
import { mapLiteral, spell } from "../src/text/literal-map.js";
import { SourceString } from "../src/text/source-string.js";

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

describe("literal maps", () => {
  const map = (raw: string, value: string, spelling: Parameters<typeof mapLiteral>[4] = "js-double") =>
    mapLiteral(`"${raw}"`, 1, raw.length + 1, value, spelling);

  it.each([
    [
      "plain",
      "abc",
      "abc",
      [
        [1, 2],
        [2, 3],
        [3, 4],
      ],
    ],
    [
      "\\u002F",
      "a\\u002Fb",
      "a/b",
      [
        [1, 2],
        [2, 8],
        [8, 9],
      ],
    ],
    ["\\x41", "\\x41", "A", [[1, 5]]],
    [
      "\\u{1F600}: two units, one spelling",
      "\\u{1F600}",
      "😀",
      [
        [1, 10],
        [1, 10],
      ],
    ],
    [
      "line continuation spells nothing",
      "a\\\nb",
      "ab",
      [
        [1, 2],
        [4, 5],
      ],
    ],
    [
      "\\'",
      "it\\'s",
      "it's",
      [
        [1, 2],
        [2, 3],
        [3, 5],
        [5, 6],
      ],
    ],
    ["legacy octal", "\\101", "A", [[1, 5]]],
  ] as const)("%s", (_name, raw, value, spans) => {
    const m = map(raw, value);
    expect(m.exact).toBe(true);
    expect([...m.starts].map((s, i) => [s, m.ends[i]])).toEqual(spans);
  });

  it("maps template CRLF to one LF unit", () => {
    const m = mapLiteral("`a\r\nb`", 1, 5, "a\nb", "template");
    expect([...m.starts]).toEqual([1, 2, 4]);
    expect([...m.ends]).toEqual([2, 4, 5]);
  });

  it("maps Markdown escapes and character references", () => {
    const raw = "a\\(b&amp;c&#x41;";
    const m = mapLiteral(raw, 0, raw.length, "a(b&cA", "markdown");
    expect(m.exact).toBe(true);
    expect([...m.starts]).toEqual([0, 1, 3, 4, 9, 10]);
  });

  it("is marked inexact, never wrong, when the spelling disagrees with the value", () => {
    const m = map("&unknown;", "?", "jsx");
    expect(m.exact).toBe(false);
    expect([...m.starts]).toEqual([1]);
    expect([...m.ends]).toEqual([10]);
  });

  it.each([
    ["js-double", 'a"b\\c\n', 'a\\"b\\\\c\\n'],
    ["js-single", "it's", "it\\'s"],
    ["template", "`${x}`", "\\`\\${x}\\`"],
    ["json", '"\u0001', '\\"\\u0001'],
    ["json5-single", "'", "\\'"],
    ["markdown", "a(b)", "a\\(b\\)"],
    ["jsx", 'a&"', "a&amp;&quot;"],
  ] as const)("spells for %s", (spelling, text, spelled) => {
    expect(spell(text, spelling)).toBe(spelled);
  });

  it("refuses what cannot be spelled", () => {
    expect(spell("a b", "markdown")).toBeUndefined();
    expect(spell("a>b", "verbatim")).toBeUndefined();
  });
});

describe("source strings", () => {
  // `https://${host}/x`: quasi "https://", hole, quasi "/x".
  const source = "`https://${host}/x`";
  const string = new SourceString([
    { kind: "literal", map: mapLiteral(source, 1, 9, "https://", "template"), role: "quasi", range: [0, 11] },
    { kind: "hole", range: [9, 16] },
    { kind: "literal", map: mapLiteral(source, 16, 18, "/x", "template"), role: "quasi", range: [15, 19] },
  ]);

  it("assembles the text with one x per hole", () => {
    expect(string.text).toBe("https://x/x");
    expect(string.holes).toEqual([{ start: 8, end: 9 }]);
  });

  it("maps ranges across holes", () => {
    expect(string.sourceRange(0, 5)).toEqual([1, 6]);
    expect(string.sourceRange(0, 11)).toEqual([1, 18]);
    expect(string.sourceRange(9, 11)).toEqual([16, 18]);
  });

  it("maps edits inside one literal, and refuses edits that leave it", () => {
    expect(string.edit(9, 10, "")).toEqual({ range: [16, 17], text: "" });
    expect(string.edit(7, 10, "")).toBeUndefined();
    expect(string.edit(8, 9, "h")).toBeUndefined();
    expect(string.edit(11, 11, "?")).toEqual({ range: [18, 18], text: "?" });
  });

  it("refuses an edit that splits one escape", () => {
    const raw = `"\\u{1F600}"`;
    const emoji = new SourceString([
      { kind: "literal", map: mapLiteral(raw, 1, 10, "😀", "js-double"), role: "string", range: [0, 11] },
    ]);
    expect(emoji.edit(0, 1, "x")).toBeUndefined();
    expect(emoji.edit(0, 2, "%F0%9F%98%80")).toEqual({ range: [1, 10], text: "%F0%9F%98%80" });
  });
});
