/**
 * The command and the ESLint plugin on the same JavaScript and TypeScript files: the real `ESLint`
 * class with the plugin's `all` config, and the built command with every check on (`all` also turns
 * on `require-root-path`, off by default), must report the same codes at the same ranges. The files:
 * examples/ and published sources of packages in the workspace's store.
 *
 * The two read code differently (ESLint's syntax tree for the plugin; @urilint/scan's TypeScript
 * parse for the command), and a difference is allowed only when it is of a kind explained here,
 * each checked on the file itself:
 * - concatenation: the plugin reads `"localhost:3000/api?city=" + city` as one URI with a hole,
 *   in the context of the whole chain (a `fetch` argument); @urilint/scan reads each literal of a
 *   `+` chain alone, in no context, so a string that is a URI only by where the chain goes is
 *   missed by the command (and the language server). A report only from ESLint, inside a `+` chain.
 * - comment: the command, like the language server, reads URIs in comments (prose: doc links);
 *   the plugin reads code only. A report only from the command, inside a comment.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, type Linter } from "eslint";
import ts from "typescript";
import { languageOf, runSync, scanDocument, type Candidate } from "@urilint/scan";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import plugin from "../../eslint-plugin/src/index.js";
import { filesOf, sample, storeDirs } from "../../eslint-plugin/test/real-code/corpus.js";
import { jsonOf, Project } from "./support/repo.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const SCRIPTS = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/;

const CONFIG: Linter.Config[] = [
  { files: ["**/*.ts", "**/*.mts", "**/*.cts", "**/*.tsx"], languageOptions: { parser: tseslint.parser } },
  { files: ["**/*.jsx", "**/*.tsx"], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" } },
  { ...plugin.configs.all, linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" } },
];

/** "path:line:column-endLine:endColumn code" for every report of the plugin. */
async function pluginReports(cwd: string, files: readonly string[]): Promise<string[]> {
  const eslint = new ESLint({ cwd, ignore: false, overrideConfigFile: true, overrideConfig: CONFIG });
  const out: string[] = [];
  for (const result of await eslint.lintFiles([...files])) {
    for (const m of result.messages) {
      if (m.ruleId?.startsWith("urilint/") !== true) continue; // a parse error is no report of ours
      out.push(`${relative(cwd, result.filePath)}:${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.messageId}`);
    }
  }
  return out.sort();
}

const configDir = new Project({}, { git: false }).dir;
const ALL_CHECKS = join(configDir, "all.json");
writeFileSync(ALL_CHECKS, JSON.stringify({ checks: { "empty-path": true } }));

/** The same for the command, run on the same files from the same directory. */
function commandReports(cwd: string, files: readonly string[]): string[] {
  const runner = new Project({}, { git: false });
  const run = runner.run(["--format", "json", "--config", ALL_CHECKS, ...files], { cwd });
  if (run.status !== 0 && run.status !== 1) throw new Error(run.stderr);
  return jsonOf(run)
    .files.flatMap((f) =>
      f.problems.map((p) => `${f.path}:${p.line}:${p.column}-${p.endLine}:${p.endColumn} ${p.code}`),
    )
    .sort();
}

const REPORT = /^(.*):(\d+):(\d+)-(\d+):(\d+) (\S+)$/;

/** The document offset of a 1-based line and column (ESLint's line breaks). */
function offsetOf(text: string, line: number, column: number): number {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|[\n\r\u2028\u2029]/g)) starts.push(match.index + match[0].length);
  return starts[line - 1]! + column - 1;
}

/** Why a report is only on one side, or undefined when no explanation holds. */
function explanation(dir: string, report: string, onlyFrom: "eslint" | "command"): string | undefined {
  const [, path, line, column] = REPORT.exec(report)!;
  const text = readFileSync(join(dir, path!), "utf8");
  const offset = offsetOf(text, Number(line), Number(column));
  const language = languageOf(undefined, path!);
  if (onlyFrom === "command") {
    const comments: Candidate[] = [];
    runSync(
      scanDocument(text, language, (candidate) => {
        if (candidate.site.in === "comment") comments.push(candidate);
      }),
    );
    return comments.some((c) => c.start <= offset && offset <= c.end) ? "comment" : undefined;
  }
  if (language !== "js" && language !== "jsx" && language !== "ts" && language !== "tsx") return undefined;
  const kinds = { js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX, ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX };
  const file = ts.createSourceFile(path!, text, ts.ScriptTarget.Latest, true, kinds[language]);
  let node: ts.Node | undefined = innermost(file, file, offset);
  while (node !== undefined && !(ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken))
    node = node.parent;
  return node === undefined ? undefined : "concatenation";
}

function innermost(file: ts.SourceFile, node: ts.Node, offset: number): ts.Node {
  const inside = node.getChildren(file).find((child) => child.getStart(file) <= offset && offset < child.getEnd());
  return inside === undefined ? node : innermost(file, inside, offset);
}

function difference(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((item) => {
    const i = rest.indexOf(item);
    if (i === -1) return true;
    rest.splice(i, 1);
    return false;
  });
}

describe("the command and the ESLint plugin agree", () => {
  it("on examples/: the same codes at the same ranges, but for the one concatenation", async () => {
    const cwd = join(ROOT, "examples");
    const files = filesOf(join(cwd, "src"), Infinity)
      .filter((f) => SCRIPTS.test(f))
      .map((f) => relative(cwd, f));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const eslint = await pluginReports(cwd, files);
    const command = commandReports(cwd, files);
    expect(eslint.length).toBeGreaterThan(10);
    expect(difference(command, eslint)).toEqual([]);
    const missing = difference(eslint, command);
    expect(missing).toEqual(["src/api.js:20:33-20:47 host-port-without-scheme"]);
    expect(explanation(cwd, missing[0]!, "eslint")).toBe("concatenation");
  });

  it("on published JavaScript and TypeScript of the store, with every difference explained", async () => {
    const report: string[] = [];
    const explained: string[] = [];
    let compared = 0;
    let total = 0;
    for (const name of ["undici", "urijs", "uri-js", "whatwg-url", "playwright-core", "eslint"]) {
      const dir = storeDirs(name).at(-1);
      if (dir === undefined) throw new Error(`${name} is not in the store: run pnpm install`);
      const files = sample(
        filesOf(dir, 400_000).filter((f) => SCRIPTS.test(f)),
        30,
      ).map((f) => relative(dir, f));
      const eslint = await pluginReports(dir, files);
      const command = commandReports(dir, files);
      compared += files.length;
      total += eslint.length;
      for (const [lines, onlyFrom] of [
        [difference(eslint, command), "eslint"],
        [difference(command, eslint), "command"],
      ] as const) {
        for (const line of lines) {
          const why = explanation(dir, line, onlyFrom);
          (why === undefined ? report : explained).push(
            `${name}/${line} only from ${onlyFrom}${why === undefined ? "" : ` (${why})`}`,
          );
        }
      }
    }
    console.log(
      `compared ${compared} files, ${total} reports of the plugin; explained differences:\n${explained.join("\n") || "none"}`,
    );
    expect(compared).toBeGreaterThan(120);
    expect(total).toBeGreaterThan(5);
    expect(report).toEqual([]);
  }, 120_000);

  it("on the URI-like literals of seven public projects (the plugin's real-code corpus), each in a constant", async () => {
    const entries = readFileSync(join(ROOT, "packages/eslint-plugin/test/real-code/corpus-dev.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { value: string; kind: string; ctx: string })
      .filter((entry) => entry.kind === "string" && entry.ctx === "value");
    const code = entries
      .map(
        (entry, i) =>
          `const v${i} = ${JSON.stringify(entry.value)
            .replace(/\u2028/g, "\\u2028")
            .replace(/\u2029/g, "\\u2029")};`,
      )
      .join("\n");
    const dir = new Project({ "corpus.ts": `${code}\n` }, { git: false }).dir;
    const eslint = await pluginReports(dir, ["corpus.ts"]);
    const command = commandReports(dir, ["corpus.ts"]);
    console.log(
      `corpus: ${entries.length} literals, ${eslint.length} reports of the plugin, ${command.length} of the command`,
    );
    expect(entries.length).toBeGreaterThan(2000);
    expect(eslint.length).toBeGreaterThan(300);
    expect({ onlyEslint: difference(eslint, command), onlyCommand: difference(command, eslint) }).toEqual({
      onlyEslint: [],
      onlyCommand: [],
    });
  }, 120_000);
});

describe("IRIs and international hosts (issue 15), in the command as in the plugin", () => {
  it("the same iri, invalid-idna, mixed-script and confusable host findings at the same ranges, with the catalogue's words", async () => {
    const source = [
      'export const shop = "https://bücher.de/straße";',
      'export const bad = "https://xn--a.example/";',
      'export const mixed = "https://аpple.com/login";',
      'export const whole = "https://аррӏе.com/login";',
      "",
    ].join("\n");
    const dir = new Project({ "iri.ts": source }, { git: false }).dir;
    const eslint = await pluginReports(dir, ["iri.ts"]);
    const command = commandReports(dir, ["iri.ts"]);
    expect(command).toEqual(eslint);
    expect(command.map((line) => line.split(" ")[1])).toEqual(
      expect.arrayContaining(["iri", "invalid-idna", "mixed-script-host", "confusable-host"]),
    );
    // The words are the catalogue's in both: the JSON report's message is ESLint's message.
    const runner = new Project({}, { git: false });
    const messages = jsonOf(runner.run(["--format", "json", "iri.ts"], { cwd: dir })).files[0]!.problems.map(
      (p) => p.message,
    );
    const eslintMessages = (
      await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: CONFIG }).lintFiles(["iri.ts"])
    )[0]!.messages.map((m) => m.message);
    expect([...messages].sort()).toEqual([...eslintMessages].sort());
  }, 60_000);
});
