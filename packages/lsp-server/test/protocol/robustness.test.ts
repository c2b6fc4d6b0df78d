/**
 * The server never dies on a request: cancelled, malformed and unknown requests get an error
 * answer and the server keeps serving; shutdown and exit follow the protocol; both transports work.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  CancellationTokenSource,
  CodeActionRequest,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  LSPErrorCodes,
  ErrorCodes,
  ResponseError,
  ShutdownRequest,
} from "vscode-languageserver-protocol/node";
import { CAPABILITIES, startClient, type TestClient } from "../support/client.js";

const URI = "file:///work/example.ts";
const SOURCE = 'const api = "HTTP://example.com/";\n';

let client: TestClient | undefined;
afterEach(async () => {
  if (client !== undefined && client.process.exitCode === null) await client.stop();
  client = undefined;
});

async function errorOf(promise: Promise<unknown>): Promise<ResponseError<unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as ResponseError<unknown>;
  }
  throw new Error("expected the request to fail");
}

/** The server still answers: a hover on the small document's URI. */
async function stillServes(c: TestClient): Promise<void> {
  const hover = await c.connection.sendRequest(HoverRequest.type, {
    textDocument: { uri: URI },
    position: { line: 0, character: 15 },
  });
  expect(hover).not.toBeNull();
}

describe("cancellation", () => {
  it("answers a cancelled request with RequestCancelled, and keeps serving", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.open(URI, "typescript", SOURCE);
    // A large document: its analysis takes many slices, so the cancellation arrives during it.
    const big = "file:///work/big.ts";
    const line = 'fetch("HTTP://EXAMPLE.com:80/a/./b/%7e");\n';
    await client.open(big, "typescript", line.repeat(20_000));
    const hoverOnBig = { textDocument: { uri: big }, position: { line: 19_999, character: 10 } };
    // Cancelled at once (the request may still be queued) ...
    const first = new CancellationTokenSource();
    const queued = client.connection.sendRequest(HoverRequest.type, hoverOnBig, first.token);
    first.cancel();
    expect((await errorOf(queued)).code).toBe(LSPErrorCodes.RequestCancelled);
    // ... and cancelled while the server is scanning: the scan gives the cancellation a turn.
    await client.change(big, 2, [
      { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: "//\n" },
    ]);
    const second = new CancellationTokenSource();
    const running = client.connection.sendRequest(HoverRequest.type, hoverOnBig, second.token);
    setTimeout(() => second.cancel(), 100);
    expect((await errorOf(running)).code).toBe(LSPErrorCodes.RequestCancelled);
    await stillServes(client);
  });
});

describe("malformed and unknown requests", () => {
  it("answers an unknown method with MethodNotFound", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.open(URI, "typescript", SOURCE);
    const error = await errorOf(client.connection.sendRequest("urilint/noSuchMethod", { x: 1 }));
    expect(error.code).toBe(ErrorCodes.MethodNotFound);
    await stillServes(client);
  });

  it("answers requests with missing or mistyped params with InvalidParams", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.open(URI, "typescript", SOURCE);
    const bad: [string, unknown][] = [
      ["textDocument/hover", {}],
      ["textDocument/hover", { textDocument: { uri: 42 }, position: { line: 0, character: 0 } }],
      ["textDocument/hover", { textDocument: { uri: URI }, position: "start" }],
      ["textDocument/codeAction", { textDocument: { uri: URI }, context: { diagnostics: [] } }],
      ["textDocument/documentLink", { textDocument: null }],
      ["textDocument/diagnostic", {}],
    ];
    for (const [method, params] of bad) {
      const error = await errorOf(client.connection.sendRequest(method, params));
      expect(error.code, method).toBe(ErrorCodes.InvalidParams);
    }
    await stillServes(client);
  });

  it("survives odd but well-typed input: positions past the end, diagnostics of any shape, unknown documents", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.open(URI, "typescript", SOURCE);
    expect(
      await client.connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: URI },
        position: { line: 9999, character: 9999 },
      }),
    ).toBeNull();
    expect(
      await client.connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: "file:///never-opened.ts" },
        position: { line: 0, character: 0 },
      }),
    ).toBeNull();
    const actions = await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: URI },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 40 } },
      context: { diagnostics: [{ code: "no-such-code" }, 7, null, { range: "x" }] as never },
    });
    expect(Array.isArray(actions)).toBe(true);
    await stillServes(client);
  });

  it("survives malformed notifications and a message that is not JSON", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.connection.sendNotification(DidOpenTextDocumentNotification.type, {} as never);
    await client.connection.sendNotification("textDocument/didChange", {
      textDocument: { uri: "file:///nope" },
      contentChanges: "x",
    });
    await client.connection.sendNotification("urilint/unknownNotification", [1, 2, 3]);
    const body = "{this is not json";
    client.process.stdin!.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await client.open(URI, "typescript", SOURCE);
    await stillServes(client);
  });
});

describe("lifecycle", () => {
  it("exits with 0 after shutdown and exit", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    expect(await client.connection.sendRequest(ShutdownRequest.type)).toBeNull();
    await client.connection.sendNotification(ExitNotification.type);
    expect(await client.exited).toBe(0);
  });

  it("exits with 1 on exit without shutdown", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    await client.connection.sendNotification(ExitNotification.type);
    expect(await client.exited).toBe(1);
  });

  it("serves over Node IPC too", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim, transport: "node-ipc" });
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", SOURCE, 1);
    expect((await published).diagnostics.map((d) => d.code)).toEqual(["scheme-case"]);
    expect(await client.stop()).toBe(0);
  });

  it("prints nothing but protocol messages on stdout in stdio mode", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const published = client.nextDiagnostics(URI, 1);
    await client.open(URI, "typescript", SOURCE, 1);
    await published;
    await client.stop();
    // Every byte of stdout belongs to a Content-Length framed message.
    let rest = Buffer.from(client.stdout(), "utf8");
    let messages = 0;
    while (rest.length > 0) {
      const header = rest.subarray(0, rest.indexOf("\r\n\r\n")).toString("ascii");
      const length = Number(/^Content-Length: (\d+)$/m.exec(header)?.[1]);
      expect(Number.isInteger(length), `not a message header: ${JSON.stringify(header.slice(0, 40))}`).toBe(true);
      const start = rest.indexOf("\r\n\r\n") + 4;
      JSON.parse(rest.subarray(start, start + length).toString("utf8"));
      rest = rest.subarray(start + length);
      messages++;
    }
    expect(messages).toBeGreaterThan(2);
  });
});

describe("the bin", () => {
  it("refuses to start without a transport, with usage on stderr and nothing on stdout", async () => {
    const { spawnSync } = await import("node:child_process");
    const { SERVER_BIN } = await import("../support/client.js");
    const run = spawnSync(process.execPath, [SERVER_BIN], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("usage: urilint-lsp --stdio");
  });
});
