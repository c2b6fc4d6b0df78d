/**
 * A password never shows in anything the three front-ends write (issues 34 and 35). Generated
 * passwords of every character class (packages/core/test/support/passwords.ts) are planted in URIs
 * of a JavaScript, a JSON, a YAML and a .env document, spelled as each language writes a string;
 * then a real ESLint runs the plugin (every rule) on the first three, the built language server
 * answers over real stdio (diagnostics pushed and pulled, hovers in Markdown and plain text at
 * every other character, code actions at the cursor and for whole lines, with and without the
 * client's diagnostics, with and without `only` kinds), and the built command checks the four
 * files in every output format. Every byte they write is searched, with the core's criterion: no
 * output holds a password in any form (as written, encodeURIComponent, every octet as upper- and
 * lower-case triplets, decoded), nor a run of three characters of such a form that the documents
 * around the passwords, or the outputs for the same documents with each password's twin (the same
 * classes, other characters), also hold.
 *
 * ESLint's own `source` and `output` fields of a result (the file's text, which holds the
 * password by definition) are left out: ESLint's choice, not ours.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import json from "@eslint/json";
import { ESLint, type Linter } from "eslint";
import yml from "eslint-plugin-yml";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../packages/eslint-plugin/src/index.js";
import { CAPABILITIES, startClient } from "../packages/lsp-server/test/support/client.js";
import {
  echoedForm,
  leakedRun,
  passwordClassesArbitrary,
  PASSWORD_CLASSES,
  type PasswordClass,
} from "../packages/core/test/support/passwords.js";

/** What the test reads of a diagnostic (the protocol's types live with the server's package). */
interface Diagnostic {
  readonly code?: string | number;
  readonly range: { readonly start: { readonly line: number }; readonly end: { readonly line: number } };
}

const CLI_BIN = fileURLToPath(new URL("../packages/cli/dist/bin.js", import.meta.url));
const FORMATS = ["stylish", "json", "sarif", "github"];
/** How many passwords one set of documents holds. */
const PASSWORDS = 6;

/** The URIs each password is planted in, in turn (with other findings around it). */
const URIS = [
  (pw: string) => `postgres://admin:${pw}@db.example.com:5432/app`,
  (pw: string) => `HTTPS://ci:${pw}@Example.COM:443/a/../b`,
  (pw: string) => `redis://:${pw}@cache.example.com:6379/0`,
  (pw: string) => `https://bot:${pw}@münchen.de/straße`,
];

/** A string literal of JavaScript, JSON and YAML's double quotes: JSON's escapes, and what YAML may not hold raw. */
function quoted(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f\u0085\ud800-\udfff\ufffe\uffff]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The four documents for a list of passwords: each password in one URI of each. */
function documents(passwords: readonly string[], envPasswords: readonly string[]): Record<string, string> {
  const uri = (i: number, pw: string): string => URIS[i % URIS.length]!(pw);
  return {
    "app.js": passwords
      .map((pw, i) =>
        i % 3 === 0
          ? `const DATABASE_URL_${i} = ${quoted(uri(i, pw))};`
          : i % 3 === 1
            ? `fetch(${quoted(uri(i, pw))});`
            : `export const config${i} = { dsn: ${quoted(uri(i, pw))} };`,
      )
      .join("\n"),
    "config.json": `{\n${passwords.map((pw, i) => `  "databaseUrl${i}": ${quoted(uri(i, pw))}`).join(",\n")}\n}\n`,
    "values.yaml": passwords.map((pw, i) => `url${i}: ${quoted(uri(i, pw))}`).join("\n") + "\n",
    ".env": envPasswords.map((pw, i) => `DATABASE_URL_${i}="${uri(i, pw)}"`).join("\n") + "\n",
  };
}

/** What .env's double quotes cannot hold: line breaks and controls, and `$` (an expansion there). */
const ENV_CLASSES = (Object.keys(PASSWORD_CLASSES) as PasswordClass[]).filter((c) => c !== "control" && c !== "dollar");

/** A password and its twin, as in the core's test, for the classes given. */
function twinPairs(classes?: readonly PasswordClass[]): fc.Arbitrary<{ password: string; twin: string }[]> {
  const pair = passwordClassesArbitrary(classes).chain((picked) =>
    fc.tuple(...picked.map((name) => fc.nat(PASSWORD_CLASSES[name].length - 1))).map((indexes) => {
      const token = (i: number, shift: number): string => {
        const members: readonly string[] = PASSWORD_CLASSES[picked[i]!];
        return members[(indexes[i]! + shift) % members.length]!;
      };
      return {
        password: "q7" + picked.map((_, i) => token(i, 0)).join(""),
        twin: "zk" + picked.map((_, i) => token(i, 1)).join(""),
      };
    }),
  );
  return fc.array(pair, { minLength: PASSWORDS, maxLength: PASSWORDS });
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function writeDocuments(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "urilint-passwords-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // Every check on, empty-path too (the one that is off by default).
  writeFileSync(join(dir, "urilint.config.json"), JSON.stringify({ checks: { "empty-path": true } }));
  return dir;
}

/** Each output, named, with the directory's name taken out (a random name could hold a run by chance). */
type Outputs = [where: string, bytes: string][];

function withoutDirectory(outputs: Outputs, dir: string): Outputs {
  const names = [pathToFileURL(dir).href, dir, dir.replaceAll("\\", "\\\\")];
  return outputs.map(([where, bytes]) => [where, names.reduce((text, name) => text.replaceAll(name, "<dir>"), bytes)]);
}

async function eslintOutputs(dir: string): Promise<{ outputs: Outputs; reported: number }> {
  const rules = plugin.configs.all.rules;
  const config: Linter.Config[] = [
    { files: ["**/*.js"], plugins: { urilint: plugin }, rules },
    { files: ["**/*.json"], language: "json/json", plugins: { json, urilint: plugin }, rules },
    { files: ["**/*.yaml"], language: "yml/yaml", plugins: { yml, urilint: plugin }, rules },
  ];
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config, ignore: false });
  const results = await eslint.lintFiles(["app.js", "config.json", "values.yaml"]);
  expect(results.flatMap((r) => r.messages.filter((m) => m.fatal === true))).toEqual([]);
  const stylish = await (await eslint.loadFormatter("stylish")).format(results);
  const ours = results.map(({ source: _source, output: _output, ...rest }) => rest);
  const reported = results.flatMap((r) => r.messages).filter((m) => m.ruleId === "urilint/no-plaintext-password");
  return {
    outputs: [
      ["eslint results", JSON.stringify(ours)],
      ["eslint stylish", stylish],
    ],
    reported: reported.length,
  };
}

const LANGUAGE_IDS: Record<string, string> = {
  "app.js": "javascript",
  "config.json": "json",
  "values.yaml": "yaml",
  ".env": "dotenv",
};

const CLIENTS: [string, (typeof CAPABILITIES)[keyof typeof CAPABILITIES]][] = [
  ["pull, Markdown (VS Code)", CAPABILITIES.vscode],
  ["push, plain text (eglot)", CAPABILITIES.eglot],
];

async function serverOutputs(
  dir: string,
  files: Record<string, string>,
): Promise<{ outputs: Outputs; reported: number }> {
  const outputs: Outputs = [];
  let reported = 0;
  for (const [name, capabilities] of CLIENTS) {
    const client = await startClient({ capabilities, configuration: () => ({ checks: { "empty-path": true } }) });
    const pull = name.startsWith("pull");
    for (const [file, text] of Object.entries(files)) {
      const uri = pathToFileURL(join(dir, file)).href;
      const pushed = pull ? undefined : client.nextDiagnostics(uri);
      await client.open(uri, LANGUAGE_IDS[file]!, text);
      let diagnostics: Diagnostic[];
      if (pull) {
        const report = await client.connection.sendRequest<{ items?: Diagnostic[] }>("textDocument/diagnostic", {
          textDocument: { uri },
        });
        diagnostics = report.items ?? [];
      } else {
        diagnostics = (await pushed)!.diagnostics as Diagnostic[];
      }
      reported += diagnostics.filter((d) => d.code === "plaintext-password").length;
      const lines = text.split("\n");
      for (let line = 0; line < lines.length; line++) {
        const length = lines[line]!.length;
        const onLine = diagnostics.filter((d) => d.range.start.line <= line && d.range.end.line >= line);
        for (let character = 0; character <= length; character += 2) {
          const position = { line, character };
          await client.connection.sendRequest("textDocument/hover", { textDocument: { uri }, position });
        }
        const requests = [
          // eglot: the cursor and the diagnostics under it; ALE: none; Neovim: the line's.
          ...[0.2, 0.5, 0.8].map((at) => {
            const position = { line, character: Math.floor(length * at) };
            return { range: { start: position, end: position }, diagnostics: [] as Diagnostic[] };
          }),
          { range: { start: { line, character: 0 }, end: { line, character: length } }, diagnostics: onLine },
        ];
        for (const { range, diagnostics: sent } of requests) {
          for (const only of [undefined, ["quickfix"], ["source"]]) {
            await client.connection.sendRequest("textDocument/codeAction", {
              textDocument: { uri },
              range,
              context: { diagnostics: sent, ...(only === undefined ? {} : { only }) },
            });
          }
        }
      }
    }
    await client.stop();
    outputs.push([`server stdout (${name})`, client.stdout()], [`server stderr (${name})`, client.stderr()]);
  }
  return { outputs, reported };
}

function commandOutputs(dir: string): { outputs: Outputs; reported: number } {
  const outputs: Outputs = [];
  let reported = 0;
  for (const format of FORMATS) {
    const run = spawnSync(process.execPath, [CLI_BIN, "-f", format, "app.js", "config.json", "values.yaml", ".env"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(1);
    outputs.push([`command ${format} stdout`, run.stdout], [`command ${format} stderr`, run.stderr]);
    if (format === "json") reported = run.stdout.split('"plaintext-password"').length - 1;
  }
  return { outputs, reported };
}

async function everything(
  files: Record<string, string>,
): Promise<{ outputs: Outputs; reported: Record<string, number> }> {
  const dir = writeDocuments(files);
  const eslint = await eslintOutputs(dir);
  const server = await serverOutputs(dir, files);
  const command = commandOutputs(dir);
  return {
    outputs: withoutDirectory([...eslint.outputs, ...server.outputs, ...command.outputs], dir),
    reported: { eslint: eslint.reported, server: server.reported, command: command.reported },
  };
}

describe("no front-end writes a planted password", () => {
  it("in ESLint's results, the server's bytes and the command's every format", { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(twinPairs(), twinPairs(ENV_CLASSES), async (pairs, envPairs) => {
        const planted = documents(
          pairs.map((p) => p.password),
          envPairs.map((p) => p.password),
        );
        const twins = documents(
          pairs.map((p) => p.twin),
          envPairs.map((p) => p.twin),
        );
        const mine = await everything(planted);
        const theirs = await everything(twins);
        // Not vacuous: each front-end reported passwords (each password once per document it reads).
        expect(mine.reported.eslint).toBeGreaterThan(0);
        expect(mine.reported.server).toBeGreaterThan(0);
        expect(mine.reported.command).toBeGreaterThan(0);
        const elsewhere = Object.values(twins).join("\u0000");
        const shown = theirs.outputs.map(([, bytes]) => bytes).join("\u0000");
        for (const { password } of [...pairs, ...envPairs]) {
          for (const [where, bytes] of mine.outputs) {
            expect(echoedForm(bytes, password, elsewhere), `${where}: ${JSON.stringify(password)}`).toBeUndefined();
            expect(
              leakedRun(bytes, password, elsewhere, shown),
              `${where}: ${JSON.stringify(password)}`,
            ).toBeUndefined();
          }
        }
      }),
      { numRuns: 2, endOnFailure: true },
    );
  });
});
