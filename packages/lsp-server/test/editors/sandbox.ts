/**
 * A new user's machine for the README's editor snippets: a home directory holding only the snippet
 * as the editor's config, a project with one file per language row, and `urilint-lsp` on PATH as
 * `npm install --global` would put it, running the built server. That command also records every
 * message the editor sends to the server, so a test can say which languageId each editor sent.
 *
 * A driver script (one per editor) opens each file of `expect.json` in turn, waits until the
 * editor shows the expected findings (or 10 s), and appends one JSON line per file to
 * `results.jsonl`: `{ file, findings, type }`, `findings` as `code line:character severity`,
 * `type` the filetype or major mode. It stops at the first file that times out, adding the
 * editor's messages to that line.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { StreamMessageReader, type Message } from "vscode-languageserver-protocol/node";
import { snippet } from "../../../../test-support/readme.js";
import { SERVER_BIN } from "../support/client.js";
import { expect } from "vitest";
import { FEATURE_PROBE, type Editor, type LanguageRow } from "./languages.js";

const README = fileURLToPath(new URL("../../README.md", import.meta.url));

/** The README's snippet marked `<!-- tested: NAME -->`, exactly as a user copies it. */
export function readmeSnippet(name: string): string {
  return snippet(readFileSync(README, "utf8"), name);
}

/** A program's first version line (`--version`, or `versionFlag`); a missing one fails with the Debian packages to install. */
export function editorVersion(command: string, debianPackages: readonly string[], versionFlag = "--version"): string {
  const probe = spawnSync(command, [versionFlag], { encoding: "utf8", timeout: 30_000 });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new Error(
      `\`${command}\` is not installed: this test needs it on PATH (Debian: apt-get install -y ${debianPackages.join(" ")}, as scripts/setup-tests.sh does when run as root).`,
    );
  }
  return probe.stdout.split("\n")[0] ?? "";
}

export interface Sandbox {
  readonly root: string;
  readonly home: string;
  readonly project: string;
  /** The environment to run the editor in: HOME, XDG folders and PATH point into the sandbox. */
  readonly env: NodeJS.ProcessEnv;
  readonly expectFile: string;
  readonly resultsFile: string;
  dispose(): void;
}

/**
 * The PATH entries outside any node_modules: a test run through pnpm or npx has the workspace's
 * node_modules/.bin first on PATH, where editors find other language servers (ALE starts
 * TypeScript's tsserver beside urilint, and its code actions and hover then come first). A new
 * user's editor sees only what is installed on the system.
 */
function systemPath(): string[] {
  return (process.env["PATH"] ?? "")
    .split(delimiter)
    .filter((entry) => entry !== "" && !entry.split(sep).includes("node_modules"));
}

/** A sandbox whose home holds `config` at `configPath` (relative to home) and whose project holds `rows`. */
export function makeSandbox(rows: readonly LanguageRow[], configPath: string, config: string): Sandbox {
  const root = mkdtempSync(join(tmpdir(), "urilint-editor-"));
  const home = join(root, "home");
  const project = join(root, "project");
  const bin = join(root, "bin");
  const logs = join(root, "logs");
  for (const folder of [home, project, bin, logs]) mkdirSync(folder);
  mkdirSync(dirname(join(home, configPath)), { recursive: true });
  writeFileSync(join(home, configPath), config);
  for (const r of rows) writeFileSync(join(project, r.file), r.text);
  writeFileSync(
    join(bin, "urilint-lsp"),
    [
      "#!/bin/sh",
      "# What the editor sends goes to the server and, through tee, to one log per server process.",
      `tee "${logs}/$$.log" | exec "${process.execPath}" "${SERVER_BIN}" "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "urilint-lsp"), 0o755);
  const expectFile = join(root, "expect.json");
  writeFileSync(expectFile, JSON.stringify(rows.map((r) => ({ file: r.file, findings: [...r.findings].sort() }))));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(home, ".local", "share"),
    XDG_STATE_HOME: join(home, ".local", "state"),
    XDG_CACHE_HOME: join(home, ".cache"),
    PATH: [bin, ...systemPath()].join(delimiter),
    URILINT_EXPECT: expectFile,
    URILINT_RESULTS: join(root, "results.jsonl"),
    URILINT_HOVER_FILE: FEATURE_PROBE.file,
    URILINT_HOVER_POINT: String(FEATURE_PROBE.column),
  };
  return {
    root,
    home,
    project,
    env,
    expectFile,
    resultsFile: join(root, "results.jsonl"),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * Runs an editor in the sandbox's project, without a terminal, with stdin an open pipe that is
 * never written (an editor in its main loop waits there for keys instead of reading an end of
 * file); kills it after 90 s, or as soon as its output matches `stuck` (a prompt that only a key
 * would answer, such as Vim's after an error in the vimrc). Returns its exit and output.
 */
export async function runHeadless(
  sandbox: Sandbox,
  command: string,
  args: readonly string[],
  stuck?: RegExp,
): Promise<string> {
  const child = spawn(command, args, { cwd: sandbox.project, env: sandbox.env, stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  const read = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (stuck?.test(output)) child.kill("SIGKILL");
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  child.stdin.destroy();
  return `exit ${code ?? signal}\n${output}`;
}

export interface FileSeen {
  readonly findings: readonly string[];
  readonly languageId: string | null;
}

/** What the editor showed and sent for each row's file, in the shape of `expected`. */
export async function seen(sandbox: Sandbox, rows: readonly LanguageRow[]): Promise<Record<string, FileSeen>> {
  const results = driverResults(sandbox);
  const languageIds = new Map<string, string>();
  for (const message of await sentMessages(sandbox)) {
    const params = message as { method?: string; params?: { textDocument?: { uri: string; languageId: string } } };
    if (params.method === "textDocument/didOpen" && params.params?.textDocument !== undefined) {
      const { uri, languageId } = params.params.textDocument;
      languageIds.set(decodeURIComponent(uri.slice(uri.lastIndexOf("/") + 1)), languageId);
    }
  }
  return Object.fromEntries(
    rows.map((r) => [
      r.file,
      {
        findings: [...((results.get(r.file)?.["findings"] as string[] | undefined) ?? ["(not shown)"])].sort(),
        languageId: languageIds.get(r.file) ?? null,
      },
    ]),
  );
}

/** The driver's results by file name (a driver may add lines of its own, such as "(features)"). */
export function driverResults(sandbox: Sandbox): Map<string, Record<string, unknown>> {
  const results = new Map<string, Record<string, unknown>>();
  if (!existsSync(sandbox.resultsFile)) return results;
  for (const line of readFileSync(sandbox.resultsFile, "utf8").split("\n").filter(Boolean)) {
    const result = JSON.parse(line) as Record<string, unknown>;
    results.set(String(result["file"]), result);
  }
  return results;
}

/** What each row's file should show in `editor`. */
export function expected(rows: readonly LanguageRow[], editor: Editor): Record<string, FileSeen> {
  return Object.fromEntries(
    rows.map((r) => [r.file, { findings: [...r.findings].sort(), languageId: r.languageIds[editor] }]),
  );
}

/** The driver's "(features)" line: the hover it saw, and the first line and findings after the fix it applied. */
export function expectFeatures(sandbox: Sandbox, output: string): Record<string, unknown> {
  const features = driverResults(sandbox).get("(features)") ?? {};
  const hover = String(features["hover"]).replace(/[*`]/g, "");
  for (const line of FEATURE_PROBE.hover) expect(hover, transcript(sandbox, output)).toContain(line);
  expect(features["line"], transcript(sandbox, output)).toBe(FEATURE_PROBE.fixedLine);
  expect(features["findings"]).toEqual(FEATURE_PROBE.findingsAfterFix);
  return features;
}

/** The driver's results file and the editor's own output, for a failure's message. */
export function transcript(sandbox: Sandbox, output: string): string {
  const results = existsSync(sandbox.resultsFile) ? readFileSync(sandbox.resultsFile, "utf8") : "(no results)";
  return `results:\n${results}\neditor output:\n${output}`;
}

/** Every message the editor sent to any urilint server it started, in order per server. */
export async function sentMessages(sandbox: Sandbox): Promise<Message[]> {
  const logs = join(sandbox.root, "logs");
  const messages: Message[] = [];
  for (const log of readdirSync(logs).sort()) {
    const stream = createReadStream(join(logs, log));
    const reader = new StreamMessageReader(stream);
    reader.listen((message) => messages.push(message));
    await once(stream, "close");
    reader.dispose();
  }
  return messages;
}
