/**
 * No secret echo: passwords of many shapes planted in URIs of JS, TS, JSX, JSON and Markdown, in
 * many contexts and next to other findings, linted by the real ESLint class with every rule. The
 * password, its percent-decoded form, and every fragment of four or more characters of either
 * never appear in a message, a report's data, a suggestion's description, or the formatted output;
 * nor in what the core's check() and describe() return (edits aside: a repair rewrites the file
 * that already holds the secret).
 */
import json from "@eslint/json";
import markdown from "@eslint/markdown";
import tsParser from "@typescript-eslint/parser";
import { check, describe as describeUri } from "@urilint/core";
import type { Rule } from "eslint";
import { ESLint, type Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../src/index.js";

/** Each password as written in the URI (percent-encoded where the RFC requires it) and decoded. */
const PASSWORDS: { readonly name: string; readonly written: string }[] = [
  { name: "with @ and ! (encoded @)", written: "Zx%407!kQ" },
  { name: "with a raw @ (a malformed userinfo)", written: "Zx@7!kQ" },
  { name: "with % (valid and invalid escapes)", written: "m%41yb%zzR" },
  { name: "unicode", written: "Ünïcødé€Kx" },
  { name: "unicode, percent-encoded", written: "%C3%9Cn%C3%AFc%C3%B8d%C3%A9Kx" },
  { name: "long", written: `Lg${"q7W-x_9~Tz".repeat(20)}` },
  { name: "short", written: "qZ" },
  { name: "digits only", written: "90817263" },
  { name: "with colons", written: "k3:y9:Wq" },
];

function decoded(written: string): string {
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

/** The password and every fragment of it of four or more characters, raw and decoded. */
function forbidden(written: string): string[] {
  const out = new Set<string>();
  for (const form of [written, decoded(written)]) {
    out.add(form);
    const chars = [...form];
    for (let start = 0; start + 4 <= chars.length; start++) out.add(chars.slice(start, start + 4).join(""));
  }
  return [...out];
}

/** URIs holding the password, alone and together with other findings (their messages echo parts). */
function uris(pw: string): string[] {
  return [
    `https://admin:${pw}@db.example.com/app`,
    `postgres://admin:${pw}@DB.Example.COM:5432/app?sslmode=require`,
    `HTTP://admin:${pw}@EXAMPLE.com:80/a/./b/../%7euser/%2f`,
    `https://admin:${pw}@example.com/a b/c%zz`,
    `https://paypal.com:${pw}@evil.example/`,
    `ftp://admin:${pw}@[2001:DB8:0:0::1]:21/`,
    `https://admin:${pw}@0x7f.1/`,
    `https://admin:${pw}@example.com:99999/`,
    `redis://:${pw}@cache.example.com:6379/0`,
    ` https://admin:${pw}@example.com/\t`,
  ];
}

const js = (s: string): string => JSON.stringify(s);

/** Source files of every language the plugin reads, with each URI in several contexts. */
function sources(pw: string): { filePath: string; code: string }[] {
  const list = uris(pw);
  const script = list
    .flatMap((u, i) => [
      `fetch(${js(u)});`,
      `const url${i} = ${js(u)};`,
      `const t${i} = \`${u.replace(/[`\\$]/g, "")}\${path}\`;`,
      `const c${i} = ${js(u.slice(0, 20))} + ${js(u.slice(20))};`,
      `const o${i} = { dsn: ${js(u)}, endpoint: new URL(${js(u)}) };`,
      `axios.get(${js(u).replace(/@/g, "\\u0040")});`,
    ])
    .join("\n");
  return [
    { filePath: "src/a.js", code: script },
    { filePath: "src/b.ts", code: `${script}\nconst typed: string = ${js(list[0]!)};\nexport {};` },
    { filePath: "src/c.tsx", code: list.map((u) => `export const L = () => <a href=${js(u)}>x</a>;`).join("\n") },
    {
      filePath: "config.json",
      code: JSON.stringify({ url: list[0], databaseUrl: list[1], mirrors: list.slice(2) }, null, 2),
    },
    {
      filePath: "README.md",
      code: list
        .map(
          (u, i) =>
            `See [the db](${u.trim().replace(/[ ()]/g, "")}) or <${u.trim().replace(/[ <>]/g, "")}>, or ${u.trim().replace(/\s/g, "")} in prose.\n\n[ref${i}]: ${u.trim().replace(/\s/g, "")}\n`,
        )
        .join("\n"),
    },
  ];
}

/** What the rules passed to context.report: the data of messages and of suggestions. */
const reported: unknown[] = [];

/** The plugin's rules, each recording its reports' data before ESLint renders them. */
const spiedRules = Object.fromEntries(
  Object.entries(plugin.rules).map(([name, rule]) => {
    const original = rule as Rule.RuleModule;
    const spied: Rule.RuleModule = {
      ...original,
      create(context) {
        // ESLint freezes the context: the spy inherits everything from it and shadows `report`.
        const spy = Object.create(context, {
          report: {
            value: (descriptor: Rule.ReportDescriptor) => {
              const suggest = (descriptor as { suggest?: { data?: unknown; desc?: string }[] }).suggest ?? [];
              reported.push(descriptor.data, ...suggest.map((s) => [s.data, s.desc]));
              context.report(descriptor);
            },
          },
        }) as Rule.RuleContext;
        return original.create(spy);
      },
    };
    return [name, spied];
  }),
);

function config(urilint: ESLint.Plugin): Linter.Config[] {
  const rules = plugin.configs.all.rules;
  return [
    { files: ["**/*.js", "**/*.ts", "**/*.tsx"], plugins: { urilint }, rules },
    {
      files: ["**/*.ts", "**/*.tsx"],
      languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    },
    { files: ["**/*.json"], language: "json/jsonc", plugins: { json, urilint }, rules },
    { files: ["**/*.md"], language: "markdown/gfm", plugins: { markdown, urilint }, rules },
  ];
}

async function lint(urilint: ESLint.Plugin, pw: string): Promise<{ results: ESLint.LintResult[]; formatted: string }> {
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: config(urilint),
    ignore: false,
  });
  const results: ESLint.LintResult[] = [];
  for (const { filePath, code } of sources(pw))
    results.push(...(await eslint.lintText(code, { filePath: `${process.cwd()}/secrets-fixture/${filePath}` })));
  const formatter = await eslint.loadFormatter("stylish");
  return { results, formatted: await formatter.format(results) };
}

/** The fragments of `secret` found in `text`. */
const leaks = (text: string, secret: string): string[] =>
  forbidden(secret).filter((fragment) => text.includes(fragment));

describe("no ESLint output holds a planted password", () => {
  it.each(PASSWORDS)("$name", async ({ written }) => {
    const { results, formatted } = await lint(plugin, written);
    const messages = results.flatMap((r) => r.messages);
    expect(
      messages.filter((m) => m.fatal),
      "the fixtures parse",
    ).toEqual([]);
    // Not vacuous: every file reported the password (the short one too).
    for (const result of results)
      expect(
        result.messages.some((m) => m.ruleId === "urilint/no-plaintext-password"),
        result.filePath,
      ).toBe(true);

    const rendered = messages.flatMap((m) => [m.message, ...(m.suggestions ?? []).map((s) => s.desc)]).join("\n");
    expect(leaks(rendered, written), "messages and suggestion descriptions").toEqual([]);
    expect(leaks(formatted.replaceAll(process.cwd(), ""), written), "stylish output").toEqual([]);

    reported.length = 0;
    await lint({ ...plugin, rules: spiedRules }, written);
    expect(reported.length).toBeGreaterThan(0);
    expect(leaks(JSON.stringify(reported), written), "report and suggestion data").toEqual([]);
    expect(leaks(reported.map(String).join("\n"), written)).toEqual([]);
  });
});

describe("no result of the core's check() or describe() holds a planted password", () => {
  it.each(PASSWORDS)("$name", ({ written }) => {
    for (const uri of uris(written)) {
      const findings = check(uri);
      expect(
        findings.some((f) => f.code === "plaintext-password"),
        uri,
      ).toBe(true);
      // Everything but the edits, which rewrite the text that already holds the password.
      const said = JSON.stringify(findings, (key, value: unknown) =>
        key === "edits" || key === "fix" ? undefined : value,
      );
      expect(leaks(said, written), uri).toEqual([]);
      expect(leaks(JSON.stringify(describeUri(uri)), written), uri).toEqual([]);
    }
  });
});
