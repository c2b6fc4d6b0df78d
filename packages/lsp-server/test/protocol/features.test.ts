/**
 * Hovers, code actions, document links and settings over the protocol, across the client
 * capabilities of real editors (../support/client.ts, CAPABILITIES): Markdown or plain text hovers; code actions from
 * diagnostics that come back without `data` or `source`; `only` kinds matched hierarchically;
 * settings from workspace/configuration, didChangeConfiguration or initializationOptions; dynamic
 * registration only when the client supports it.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  DidChangeConfigurationNotification,
  DidChangeWorkspaceFoldersNotification,
  DocumentLinkRequest,
  ExecuteCommandRequest,
  HoverRequest,
  MessageType,
  type CodeAction,
  type Command,
  type Diagnostic,
  type MarkupContent,
  type TextEdit,
  type WorkspaceEdit,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, waitFor, type TestClient } from "../support/client.js";
import { apply, editsOf as editsIn } from "../support/edits.js";

const URI = "file:///work/src/example.ts";
const editsOf = (edit: WorkspaceEdit | undefined): TextEdit[] => editsIn(edit, URI);

let client: TestClient | undefined;
afterEach(async () => {
  await client?.stop();
  client = undefined;
});

async function hover(c: TestClient, line: number, character: number): Promise<MarkupContent | undefined> {
  const result = await c.connection.sendRequest(HoverRequest.type, {
    textDocument: { uri: URI },
    position: { line, character },
  });
  return (result?.contents as MarkupContent | undefined) ?? undefined;
}

describe("hover", () => {
  const source = 'const api = "https://user:pa%20ss@xn--mnchen-3ya.de:443/a%20b/c?q=1&r=%C3%A9#top";\n';

  it("renders Markdown for clients that take it first", async () => {
    client = await startClient({ capabilities: CAPABILITIES.vscode, configuration: () => ({}) });
    await client.open(URI, "typescript", source);
    const contents = await hover(client, 0, 20);
    expect(contents?.kind).toBe("markdown");
    expect(contents?.value).toContain("**URI**");
    expect(contents?.value).toContain("`münchen.de`");
    expect(contents?.value).toContain("the default for https");
    expect(contents?.value).toContain("`a b`");
    expect(contents?.value).toContain("`r` = `%C3%A9` → `é` (decoded)");
  });

  it("renders plain text for clients that only take it", async () => {
    client = await startClient({ capabilities: CAPABILITIES.eglot, configuration: () => ({}) });
    await client.open(URI, "typescript", source);
    const contents = await hover(client, 0, 20);
    expect(contents?.kind).toBe("plaintext");
    expect(contents?.value).not.toMatch(/[`*]/);
    expect(contents?.value).toContain("host: xn--mnchen-3ya.de (registered name; Unicode münchen.de)");
  });

  it("answers null away from any URI, and on the quote's far side", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.open(URI, "typescript", source);
    expect(
      await client.connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: URI },
        position: { line: 0, character: 2 },
      }),
    ).toBeNull();
  });
});

describe("code actions", () => {
  const source = 'const api = "HTTP://example.com:80/a";\nconst db = "postgres://admin:hunter2@db.internal/app";\n';

  /** What Vim's ALE sends back: code, message and range only; no source, no data. */
  function bare(d: Diagnostic): Diagnostic {
    return { range: d.range, message: d.message, code: d.code } as Diagnostic;
  }

  it("recomputes quick fixes from code and range alone, and applies them", async () => {
    client = await startClient({ capabilities: CAPABILITIES.ale });
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", source, 1);
    const { diagnostics } = await published;
    const scheme = diagnostics.find((d) => d.code === "scheme-case")!;
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: scheme.range,
      context: { diagnostics: [bare(scheme)] },
    })) as CodeAction[];
    const fix = actions.find((a) => a.title === "Lower-case the scheme")!;
    expect(fix).toMatchObject({ kind: "quickfix", isPreferred: true });
    expect(fix.diagnostics?.[0]?.code).toBe("scheme-case");
    expect(apply(source, editsOf(fix.edit)).split("\n")[0]).toBe('const api = "http://example.com:80/a";');

    const normalize = actions.find((a) => a.title === "Normalize this URI")!;
    expect(apply(source, editsOf(normalize.edit)).split("\n")[0]).toBe('const api = "http://example.com/a";');
  });

  it("offers to remove the password, never silently, and never names it", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", source, 1);
    const { diagnostics } = await published;
    const secret = diagnostics.find((d) => d.code === "plaintext-password")!;
    expect(secret.range.start.line).toBe(1);
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: secret.range,
      context: { diagnostics: [bare(secret)] },
    })) as CodeAction[];
    const remove = actions.find((a) => a.title === "Remove the password")!;
    expect(remove.isPreferred).not.toBe(true);
    expect(apply(source, editsOf(remove.edit)).split("\n")[1]).toBe('const db = "postgres://admin@db.internal/app";');

    const fixAll = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: [], only: ["source.fixAll"] },
    })) as CodeAction[];
    expect(fixAll.map((a) => a.kind)).toEqual(["source.fixAll.urilint"]);
    const fixed = apply(source, editsOf(fixAll[0]!.edit));
    expect(fixed).toBe('const api = "http://example.com/a";\nconst db = "postgres://admin:hunter2@db.internal/app";\n');
  });

  it("matches `only` hierarchically", async () => {
    client = await startClient({ capabilities: CAPABILITIES.vscode, configuration: () => ({}) });
    await client.open(URI, "typescript", source, 1);
    const range = { start: { line: 0, character: 14 }, end: { line: 0, character: 14 } };
    const ask = async (only?: string[]) =>
      (
        (await client!.connection.sendRequest(CodeActionRequest.type, {
          textDocument: { uri: URI },
          range,
          context: { diagnostics: [], ...(only === undefined ? {} : { only }) },
        })) as CodeAction[]
      ).map((a) => a.kind);
    expect(await ask(["source"])).toEqual(["source.fixAll.urilint"]);
    expect(await ask(["source.fixAll.urilint"])).toEqual(["source.fixAll.urilint"]);
    expect(await ask(["source.organizeImports"])).toEqual([]);
    expect(await ask(["quickfix"])).not.toContain("source.fixAll.urilint");
    expect(await ask(["quickfix"])).toContain("quickfix");
    expect(await ask(["refactor"])).toEqual([]);
  });

  it("uses versioned documentChanges when the client takes them", async () => {
    client = await startClient({ capabilities: CAPABILITIES.vscode, configuration: () => ({}) });
    await client.open(URI, "typescript", source, 7);
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: { start: { line: 0, character: 14 }, end: { line: 0, character: 14 } },
      context: { diagnostics: [] },
    })) as CodeAction[];
    expect(actions[0]?.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri: URI, version: 7 } });
  });

  it("sends commands to clients without code action literals, and applies the edit through the client", async () => {
    client = await startClient({ capabilities: { textDocument: { codeAction: {} } } });
    expect(client.initializeResult.capabilities.executeCommandProvider?.commands).toEqual([
      "urilint.applyEdit",
      "urilint.showDocumentation",
    ]);
    await client.open(URI, "typescript", source, 1);
    const commands = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: { start: { line: 0, character: 14 }, end: { line: 0, character: 14 } },
      context: { diagnostics: [] },
    })) as Command[];
    const command = commands.find((c) => c.title === "Lower-case the scheme")!;
    expect(command.command).toBe("urilint.applyEdit");
    await client.connection.sendRequest(ExecuteCommandRequest.type, {
      command: command.command,
      arguments: command.arguments ?? [],
    });
    expect(client.appliedEdits).toHaveLength(1);
    expect(apply(source, editsOf(client.appliedEdits[0]!.edit)).split("\n")[0]).toBe(
      'const api = "http://example.com:80/a";',
    );
  });
});

describe("document links", () => {
  it("links valid absolute URIs, not relative ones, templates or URIs with a password", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const source = [
      'const a = "https://example.com/a\\u0062";',
      'const b = "postgres://u:secret1@db/x";',
      "const c = `https://${host}/x`;",
      'fetch("/relative/path");',
    ].join("\n");
    await client.open(URI, "typescript", source);
    const links = await client.connection.sendRequest(DocumentLinkRequest.type, { textDocument: { uri: URI } });
    expect(links?.map((l) => l.target)).toEqual(["https://example.com/ab"]);
    expect(links?.[0]?.range).toEqual({ start: { line: 0, character: 11 }, end: { line: 0, character: 38 } });
  });
});

describe("settings", () => {
  const source = 'const api = "https://example.com:443/a";\n';

  it("asks workspace/configuration per document when the client advertises it", async () => {
    client = await startClient({
      capabilities: CAPABILITIES.eglot,
      configuration: (item) => (item.section === "urilint" ? { severity: { "no-default-port": "error" } } : null),
    });
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", source, 1);
    const { diagnostics } = await published;
    expect(diagnostics[0]).toMatchObject({ code: "default-port", severity: 1 });
    expect(client.configurationRequests).toContainEqual({ scopeUri: URI, section: "urilint" });
  });

  it("never asks clients without the capability; reads initializationOptions, then didChangeConfiguration", async () => {
    client = await startClient({
      capabilities: CAPABILITIES.neovim,
      initializationOptions: { checks: { "default-port": false } },
    });
    const first = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", source, 1);
    expect((await first).diagnostics).toEqual([]);

    const second = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { urilint: { checks: { "default-port": true }, severity: { "default-port": "hint" } } },
    });
    expect((await second).diagnostics).toMatchObject([{ code: "default-port", severity: 4 }]);

    const third = client.nextDiagnostics(URI);
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { urilint: { enable: false } },
    });
    expect((await third).diagnostics).toEqual([]);
    expect(client.configurationRequests).toEqual([]);
  });

  it("ignores settings of the wrong shape instead of failing, and says so once", async () => {
    client = await startClient({
      capabilities: CAPABILITIES.neovim,
      initializationOptions: { checks: "all", severity: [1], sinks: 5, maxFileSize: "big" },
    });
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", source, 1);
    expect((await published).diagnostics.map((d) => d.code)).toEqual(["default-port"]);
    expect(client.shownMessages).toEqual([
      {
        type: MessageType.Warning,
        message:
          'urilint: ignored a bad setting: urilint.checks: expected an object of finding codes or rule names to true or false, got "all" (and 3 more: see the urilint log)',
      },
    ]);
    const warnings = client.logs.filter((log) => log.type === MessageType.Warning).map((log) => log.message);
    expect(warnings).toEqual([
      'urilint: ignored a bad setting: urilint.checks: expected an object of finding codes or rule names to true or false, got "all"',
      `urilint: ignored a bad setting: urilint.severity: expected an object of finding codes or rule names to ${'"error", "warning", "info", "hint", "off"'}, got the array [1]`,
      'urilint: ignored a bad setting: urilint.sinks: expected an array of callee names or { "callee", "arguments" } objects, got the number 5',
      'urilint: ignored a bad setting: urilint.maxFileSize: expected a whole number >= 0, got "big"',
    ]);
  });

  it("reports an invalid regular expression with its reason once, keeps the valid ones, and never echoes a password", async () => {
    const settings = {
      ignore: ["^https://internal\\.", "(unclosed", "postgres://admin:hunter2@db/(x"],
      checks: { "defualt-port": false },
    };
    client = await startClient({
      capabilities: CAPABILITIES.eglot,
      configuration: (item) => (item.section === "urilint" ? settings : null),
    });
    const first = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", `const a = "https://internal.example.com:443/";\n${source}`, 1);
    expect((await first).diagnostics.map((d) => d.code)).toEqual(["default-port"]);
    const other = "file:///project/src/other.ts";
    const second = client.nextDiagnostics(other, 1);
    await client.open(other, "typescript", source, 1);
    await second;
    expect(client.configurationRequests.length).toBe(2);
    const warnings = client.logs.filter((log) => log.type === MessageType.Warning).map((log) => log.message);
    expect(warnings).toEqual([
      'urilint: ignored a bad setting: urilint.ignore[1]: "(unclosed" is not a valid regular expression: Unterminated group',
      'urilint: ignored a bad setting: urilint.ignore[2]: "postgres://admin:***@db/(x" is not a valid regular expression: Unterminated group',
      'urilint: ignored a bad setting: urilint.checks.defualt-port: no finding code or rule is named "defualt-port" (did you mean "default-port"?)',
    ]);
    expect(client.shownMessages).toHaveLength(1);
    expect(JSON.stringify([client.logs, client.shownMessages])).not.toContain("hunter2");
  });

  it("registers for configuration changes dynamically only when the client supports it", async () => {
    client = await startClient({ capabilities: CAPABILITIES.vscode, configuration: () => ({}) });
    await waitFor(() => client!.registrations.length > 0);
    expect(client.registrations.map((r) => r.method)).toEqual(["workspace/didChangeConfiguration"]);
    await client.stop();

    client = await startClient({ capabilities: CAPABILITIES.eglot, configuration: () => ({}) });
    await client.open(URI, "typescript", source, 1);
    await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: { line: 0, character: 15 },
    });
    expect(client.registrations).toEqual([]);
  });

  it("leaves files matched by `exclude` alone, relative to their workspace folder", async () => {
    client = await startClient({
      capabilities: CAPABILITIES.neovim,
      workspaceFolders: [{ uri: "file:///work", name: "work" }],
      initializationOptions: { exclude: ["fixtures/**"] },
    });
    expect(client.initializeResult.capabilities.workspace?.workspaceFolders?.supported).toBe(true);
    const excluded = "file:///work/fixtures/a.ts";
    const skipped = client.nextDiagnostics(excluded, 1);
    await client.open(excluded, "typescript", source, 1);
    expect((await skipped).diagnostics).toEqual([]);
    const checked = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", source, 1);
    expect((await checked).diagnostics).toHaveLength(1);

    // A folder added later counts: relative to file:///work/fixtures, "a.ts" is no longer excluded.
    const again = client.nextDiagnostics(excluded);
    await client.connection.sendNotification(DidChangeWorkspaceFoldersNotification.type, {
      event: { added: [{ uri: "file:///work/fixtures", name: "fixtures" }], removed: [] },
    });
    expect((await again).diagnostics).toHaveLength(1);
  });
});
