/**
 * Silencing on purpose, over the protocol: disable comments in every language silence the lines
 * and rules they name; unused urilint- comments are reported (per the setting); "Disable <rule> for
 * this line" inserts a comment that then silences the finding; "Show documentation" opens the
 * rule's page; the workspace's bulk suppressions file (urilint-suppressions.json) hides known
 * errors until there are more of them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  DocumentDiagnosticRequest,
  ExecuteCommandRequest,
  type CodeAction,
  type Diagnostic,
  type FullDocumentDiagnosticReport,
  type TextEdit,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";

let client: TestClient | undefined;
let folder: string | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

const codes = (diagnostics: readonly Diagnostic[]): string[] =>
  diagnostics.map((d) => `${d.range.start.line}:${d.code as string}`).sort();

async function diagnosticsOf(c: TestClient, uri: string, languageId: string, text: string): Promise<Diagnostic[]> {
  const next = c.nextDiagnostics(uri);
  await c.open(uri, languageId, text);
  return (await next).diagnostics;
}

/** [languageId, file name, text, the findings left as "line:code"]. */
const DOCUMENTS: [string, string, string, string[]][] = [
  [
    "typescript",
    "a.ts",
    'const a = "HTTP://example.com/"; // eslint-disable-line urilint/normalized-case\n// urilint-disable-next-line\nconst b = "HTTP://example.com:80/";\nconst c = "HTTP://example.com/";\n',
    ["3:scheme-case"],
  ],
  ["yaml", "a.yaml", "# urilint-disable-next-line default-port\nurl: HTTP://example.com:80/\n", ["1:scheme-case"]],
  ["toml", "a.toml", 'url = "HTTP://example.com/" # urilint-disable-line\n', []],
  [
    "properties",
    ".env",
    "# urilint-disable normalized-case\nA=HTTP://a.example/\nB=HTTP://b.example:80/\n",
    ["2:default-port"],
  ],
  ["dockerfile", "Dockerfile", "FROM node:20\n# urilint-disable-next-line\nENV A=HTTP://example.com/\n", []],
  [
    "html",
    "a.html",
    '<!-- urilint-disable-next-line no-default-port -->\n<a href="https://example.com:443/">x</a>\n',
    [],
  ],
  ["css", "a.css", "/* urilint-disable-next-line */\na { background: url(HTTP://example.com/a.png); }\n", []],
  ["markdown", "a.md", "See <HTTP://example.com/>. <!-- urilint-disable-line -->\n", []],
];

describe("disable comments", () => {
  it.each(DOCUMENTS)("%s: each comment silences exactly its lines and rules", async (languageId, name, text, left) => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    expect(codes(await diagnosticsOf(client, `file:///work/${name}`, languageId, text))).toEqual(left);
  });

  it("reports a urilint- comment that silenced nothing, at the setting's level, and never an eslint- one", async () => {
    const text =
      "// urilint-disable-next-line no-default-port\nconst a = 1;\n// eslint-disable-next-line urilint/no-invalid-uri\nconst b = 2;\n";
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const diagnostics = await diagnosticsOf(client, "file:///work/unused.ts", "typescript", text);
    expect(diagnostics.map((d) => [d.range.start.line, d.code, d.severity, d.message])).toEqual([
      [
        0,
        "unused-disable-directive",
        2,
        "Unused urilint-disable-next-line directive (no problems were reported from 'no-default-port').",
      ],
    ]);
    await client.stop();
    client = await startClient({
      capabilities: CAPABILITIES.neovim,
      initializationOptions: { reportUnusedDisableDirectives: "off" },
    });
    expect(await diagnosticsOf(client, "file:///work/unused.ts", "typescript", text)).toEqual([]);
  });
});

describe("code actions", () => {
  const uri = "file:///work/config.yaml";
  const text = "services:\n  api:\n    url: HTTP://example.com/\n";

  async function actionsAt(c: TestClient, line: number, character: number): Promise<CodeAction[]> {
    return (await c.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: { start: { line, character }, end: { line, character } },
      context: { diagnostics: [] },
    })) as CodeAction[];
  }

  it("'Disable <rule> for this line' writes a comment that then silences the finding", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    expect(codes(await diagnosticsOf(client, uri, "yaml", text))).toEqual(["2:scheme-case"]);
    const actions = await actionsAt(client, 2, 10);
    const disable = actions.find((a) => a.title === "Disable normalized-case for this line")!;
    const edit = disable.edit!.changes![uri]![0] as TextEdit;
    expect(edit).toEqual({
      range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } },
      newText: "    # urilint-disable-next-line normalized-case\n",
    });
    // The repairs come first, then disabling and the documentation, as vscode-eslint lists them.
    expect(actions.map((a) => a.title).slice(-2)).toEqual([
      "Disable normalized-case for this line",
      "Show documentation for normalized-case",
    ]);
    const next = client.nextDiagnostics(uri, 2);
    await client.change(uri, 2, [{ range: edit.range, text: edit.newText }]);
    expect((await next).diagnostics).toEqual([]);
  });

  it("'Show documentation' asks the client to open the rule's page, or says where it is", async () => {
    client = await startClient({
      capabilities: { ...CAPABILITIES.neovim, window: { showDocument: { support: true } } },
    });
    await diagnosticsOf(client, uri, "yaml", text);
    const show = (await actionsAt(client, 2, 10)).find((a) => a.title === "Show documentation for normalized-case")!;
    await client.connection.sendRequest(ExecuteCommandRequest.type, {
      command: show.command!.command,
      arguments: show.command!.arguments ?? [],
    });
    expect(client.shownDocuments).toEqual([{ uri: show.command!.arguments![0], external: true }]);
    expect(show.command!.arguments![0]).toMatch(
      /^https:\/\/github\.com\/urilint\/urilint\/blob\/v[\d.]+\/packages\/eslint-plugin\/docs\/rules\/normalized-case\.md/,
    );
    await client.stop();
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.connection.sendRequest(ExecuteCommandRequest.type, {
      command: show.command!.command,
      arguments: show.command!.arguments ?? [],
    });
    expect(client.shownMessages.map((m) => m.message)).toContain(
      `urilint: the rule's documentation is at ${show.command!.arguments![0] as string}`,
    );
  });
});

describe("bulk suppressions", () => {
  it("hides the known errors of urilint-suppressions.json, and shows them all once there are more", async () => {
    folder = mkdtempSync(join(tmpdir(), "urilint-bulk-"));
    const file = join(folder, "config", ".env");
    const uri = pathToFileURL(file).href;
    writeFileSync(
      join(folder, "urilint-suppressions.json"),
      JSON.stringify({ "config/.env": { "urilint/no-plaintext-password": { count: 1 } } }),
    );
    client = await startClient({
      capabilities: CAPABILITIES.vscode,
      configuration: () => ({}),
      workspaceFolders: [{ uri: pathToFileURL(folder).href, name: "w" }],
    });
    const pull = async (): Promise<string[]> => {
      const report = (await client!.connection.sendRequest(DocumentDiagnosticRequest.type, {
        textDocument: { uri },
      })) as FullDocumentDiagnosticReport;
      return codes(report.items);
    };
    await client.open(uri, "properties", "DATABASE_URL=postgres://app:hunter2@db/app\nAPI=HTTP://example.com/\n");
    // The known password is hidden; a warning the file does not count stays.
    expect(await pull()).toEqual(["1:scheme-case"]);
    await client.change(uri, 2, [
      {
        range: { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } },
        text: "CACHE_URL=redis://u:s3cret@cache/0\n",
      },
    ]);
    expect(await pull()).toEqual(["0:plaintext-password", "1:scheme-case", "2:plaintext-password"]);
  });
});
