/**
 * The link checker in the server, over the protocol against the built server and a real
 * workspace folder on disk: diagnostics of a Markdown document's links, updated when files are
 * created and deleted (workspace/didChangeWatchedFiles, whose watcher the server registers when the
 * client can register it dynamically), when another open document changes its headings, and a
 * quick fix from the nearest name.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  CompletionRequest,
  type CompletionItem,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  type CodeAction,
  type Diagnostic,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, waitFor, type TestClient } from "../support/client.js";

let client: TestClient | undefined;
const folders: string[] = [];
afterEach(async () => {
  await client?.stop();
  client = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workspace(files: Record<string, string>): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "urilint-lsp-links-")));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const LINKS_ON = { checks: { "no-broken-link": true } };
const CAPABILITIES_WITH_WATCHER = {
  ...CAPABILITIES.neovim,
  workspace: { ...CAPABILITIES.neovim.workspace, didChangeWatchedFiles: { dynamicRegistration: true } },
};

function shown(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${String(d.code)}: ${d.message}`);
}

describe("links in the server", () => {
  it("reports the links of an open document, registers the watcher, and follows created and deleted files", async () => {
    const root = workspace({ "README.md": "[a](docs/setup.md) [b](docs/guide.md#usage)\n", "docs/setup.md": "" });
    const folder = pathToFileURL(root).href;
    client = await startClient({
      capabilities: CAPABILITIES_WITH_WATCHER,
      initializationOptions: LINKS_ON,
      workspaceFolders: [{ uri: folder, name: "w" }],
    });
    const readme = `${folder}/README.md`;
    const first = client.nextDiagnostics(readme);
    await client.open(readme, "markdown", "[a](docs/setup.md) [b](docs/guide.md#usage)\n");
    expect(shown((await first).diagnostics)).toEqual([
      "0:28 missing-file: This link leads nowhere: 'docs/guide.md' does not exist",
    ]);
    expect(client.registrations.map((r) => r.method)).toContain(DidChangeWatchedFilesNotification.method);

    // The guide appears, with its heading: the link is fine.
    writeFileSync(join(root, "docs/guide.md"), "## Usage\n");
    const second = client.nextDiagnostics(readme);
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: `${folder}/docs/guide.md`, type: FileChangeType.Created }],
    });
    expect(shown((await second).diagnostics)).toEqual([]);

    // setup.md is deleted.
    unlinkSync(join(root, "docs/setup.md"));
    const third = client.nextDiagnostics(readme);
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: `${folder}/docs/setup.md`, type: FileChangeType.Deleted }],
    });
    expect(shown((await third).diagnostics)).toEqual([
      "0:9 missing-file: This link leads nowhere: 'docs/setup.md' does not exist",
    ]);
  });

  it("reads another open document's text, saved or not, and offers the nearest heading as a quick fix", async () => {
    const root = workspace({ "README.md": "", "guide.md": "## Install\n" });
    const folder = pathToFileURL(root).href;
    client = await startClient({
      capabilities: CAPABILITIES.neovim,
      initializationOptions: LINKS_ON,
      workspaceFolders: [{ uri: folder, name: "w" }],
    });
    const readme = `${folder}/README.md`;
    const guide = `${folder}/guide.md`;
    const text = "[a](guide.md#setup)\n";
    const first = client.nextDiagnostics(readme);
    await client.open(readme, "markdown", text);
    expect(shown((await first).diagnostics)).toEqual([
      "0:13 missing-anchor: 'guide.md' has no heading or anchor '#setup' (headings named as GitHub names them)",
    ]);
    // The guide, open and edited (not saved), now has "## Set up": the README's diagnostics follow
    // (opening the guide publishes them once more first, unchanged).
    await client.open(guide, "markdown", "## Install\n");
    await client.change(guide, 2, [{ text: "## Set up\n" }]);
    const suggests = (params: { uri: string; diagnostics: Diagnostic[] }): boolean =>
      params.uri === readme && params.diagnostics.some((d) => d.message.includes("#set-up"));
    await waitFor(() => client!.published.some(suggests));
    const { diagnostics } = client.published.find(suggests)!;
    expect(shown(diagnostics)).toEqual([
      "0:13 missing-anchor: 'guide.md' has no heading or anchor '#setup' (headings named as GitHub names them); did you mean '#set-up'?",
    ]);
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: readme },
      range: diagnostics[0]!.range,
      context: { diagnostics },
    })) as CodeAction[];
    const fix = actions.find((action) => action.title === "Link to '#set-up'");
    expect(fix?.edit?.changes?.[readme]).toEqual([{ range: diagnostics[0]!.range, newText: "set-up" }]);
  });

  it("checks nothing without the setting, and nothing outside the workspace folders", async () => {
    const root = workspace({ "README.md": "" });
    const folder = pathToFileURL(root).href;
    client = await startClient({ capabilities: CAPABILITIES.neovim, workspaceFolders: [{ uri: folder, name: "w" }] });
    const off = client.nextDiagnostics(`${folder}/README.md`);
    await client.open(`${folder}/README.md`, "markdown", "[a](nope.md)\n");
    expect((await off).diagnostics).toEqual([]);
    await client.stop();
    client = await startClient({
      capabilities: CAPABILITIES.neovim,
      initializationOptions: LINKS_ON,
      workspaceFolders: [{ uri: folder, name: "w" }],
    });
    const outside = pathToFileURL(join(tmpdir(), "urilint-not-a-folder", "README.md")).href;
    const elsewhere = client.nextDiagnostics(outside);
    await client.open(outside, "markdown", "[a](nope.md)\n");
    expect((await elsewhere).diagnostics).toEqual([]);
  });

  it("completes the paths and headings of a Markdown link destination as it is typed", async () => {
    const root = workspace({
      "README.md": "",
      "docs/setup.md": "# Setup\n\n## Install it\n",
      "docs/my notes.md": "",
      "docs/api/index.md": "",
    });
    const folder = pathToFileURL(root).href;
    client = await startClient({ capabilities: CAPABILITIES.neovim, workspaceFolders: [{ uri: folder, name: "w" }] });
    const readme = `${folder}/README.md`;
    const text = "# Title\n\nSee [setup](docs/) and [install](docs/setup.md#) and [top](#";
    await client.open(readme, "markdown", text);
    const complete = async (before: string): Promise<string[]> => {
      const offset = text.indexOf(before) + before.length;
      const items = (await client!.connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri: readme },
        position: { line: 2, character: offset - text.lastIndexOf("\n", offset - 1) - 1 },
      })) as CompletionItem[];
      return items.map((item) => {
        const edit = item.textEdit as { newText: string; range: { start: { character: number } } };
        return `${item.label} → ${edit.newText} @${edit.range.start.character}`;
      });
    };
    expect((await complete("(docs/")).sort()).toEqual([
      "api/ → api/ @17",
      "my notes.md → my%20notes.md @17",
      "setup.md → setup.md @17",
    ]);
    expect(await complete("setup.md#")).toEqual(["#setup → setup @47", "#install-it → install-it @47"]);
    expect(await complete("(#")).toEqual(["#title → title @60"]);
    expect(await complete("See ")).toEqual([]);
  });
});
