/**
 * A password planted in URIs of every kind of document must not appear in anything the server
 * sends or prints: diagnostics, hovers (Markdown and plain text), code action titles and edits,
 * document links, log messages, stdout (every protocol byte) and stderr.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  DidChangeConfigurationNotification,
  DocumentDiagnosticRequest,
  DocumentLinkRequest,
  HoverRequest,
  type ClientCapabilities,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";

const PASSWORD = "Zq7kPlantedPw91";

/** Every document holds the password in several URIs, some of them with other findings too. */
const DOCUMENTS: { uri: string; languageId: string; text: string }[] = [
  {
    uri: "file:///work/a.ts",
    languageId: "typescript",
    text: [
      `const db = "postgres://admin:${PASSWORD}@db.example.com:5432/app";`,
      `fetch("HTTP://user:${PASSWORD}@EXAMPLE.com:80/a/./b/%7e");`,
      `const t = \`https://bot:${PASSWORD}@\${host}/x\`;`,
      `// mirror: https://mirror:${PASSWORD}@mirror.example.com/`,
      `const broken = "https://u:${PASSWORD}@bad host/";`,
      `const multi = "https://a@b:${PASSWORD}@example.com/";`,
    ].join("\n"),
  },
  { uri: "file:///work/b.json", languageId: "json", text: `{ "url": "https://ci:${PASSWORD}@EXAMPLE.com:443/" }` },
  {
    uri: "file:///work/c.md",
    languageId: "markdown",
    text: `See [db](https://me:${PASSWORD}@example.com/) or <ftp://me:${PASSWORD}@Files.example.com/>.`,
  },
  { uri: "file:///work/d.txt", languageId: "plaintext", text: `Use "https://me:${PASSWORD}@example.com:443/" please.` },
  {
    uri: "file:///work/e.html",
    languageId: "html",
    text: `<a href="HTTP://me:${PASSWORD}@Example.com:80/?a&amp;b">x</a>\n<div style="background: url('https://u:${PASSWORD}@img.example.com/')"></div>`,
  },
  {
    uri: "file:///work/f.css",
    languageId: "css",
    text: `.x { background: url("https://u:${PASSWORD}@IMG.example.com:443/a.png"); }`,
  },
];

let client: TestClient | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
});

/** Requests every feature at every position of every document, so every code path renders. */
async function exercise(c: TestClient): Promise<void> {
  for (const document of DOCUMENTS) {
    await c.open(document.uri, document.languageId, document.text, 1);
  }
  for (const document of DOCUMENTS) {
    const lines = document.text.split("\n");
    for (let line = 0; line < lines.length; line++) {
      for (let character = 0; character <= lines[line]!.length; character += 3) {
        const position = { line, character };
        await c.connection.sendRequest(HoverRequest.type, { textDocument: { uri: document.uri }, position });
        await c.connection.sendRequest(CodeActionRequest.type, {
          textDocument: { uri: document.uri },
          range: { start: position, end: position },
          context: { diagnostics: [] },
        });
      }
    }
    const everything = { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } };
    await c.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: document.uri },
      range: everything,
      context: { diagnostics: [] },
    });
    await c.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: document.uri },
      range: everything,
      context: { diagnostics: [], only: ["source.fixAll"] },
    });
    await c.connection.sendRequest(DocumentLinkRequest.type, { textDocument: { uri: document.uri } });
    await c.connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: document.uri } });
    // A failing request takes the error path too.
    await c.connection
      .sendRequest("textDocument/hover", { textDocument: { uri: document.uri }, position: "x" })
      .catch(() => undefined);
  }
  await c.connection.sendNotification(DidChangeConfigurationNotification.type, {
    settings: { urilint: { severity: { "plaintext-password": "hint" } } },
  });
  await c.connection.sendRequest(HoverRequest.type, {
    textDocument: { uri: DOCUMENTS[0]!.uri },
    position: { line: 0, character: 20 },
  });
}

const CLIENTS: [string, ClientCapabilities][] = [
  ["push, Markdown (Neovim)", CAPABILITIES.neovim],
  ["pull, Markdown (VS Code)", CAPABILITIES.vscode],
  ["push, plain text (eglot)", CAPABILITIES.eglot],
  ["push, no kinds (ALE)", CAPABILITIES.ale],
];

describe("no output of the server holds a planted password", () => {
  it.each(CLIENTS)("%s", async (_, capabilities) => {
    client = await startClient({ capabilities, configuration: () => ({}) });
    await exercise(client);
    await client.stop();

    const stdout = client.stdout();
    // The test would prove nothing if the server had said nothing: it reported the secrets.
    expect(stdout).toContain("plaintext-password");
    expect(stdout).toContain("Remove the password");
    expect(stdout).not.toContain(PASSWORD);
    expect(client.stderr()).not.toContain(PASSWORD);
    for (const log of client.logs) expect(log.message).not.toContain(PASSWORD);
    // Not even a fragment of it (an edit or a message showing part of the secret).
    expect(stdout).not.toContain(PASSWORD.slice(0, 8));
    expect(stdout).not.toContain(PASSWORD.slice(-8));
  });
});
