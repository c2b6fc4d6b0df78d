/**
 * The built server over real stdio before `initialize` (LSP 3.17, "Initialize Request"): a request
 * is answered with ServerNotInitialized (-32002), a notification is dropped, `exit` ends the
 * server; after `initialize` everything is served as usual.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, expect, it } from "vitest";
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ErrorCodes,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
} from "vscode-languageserver-protocol/node";
import { assertBuilt, CAPABILITIES, SERVER_BIN } from "../support/client.js";

const URI = "file:///work/example.ts";
const SOURCE = 'const api = "HTTP://example.com/";\n';
const HOVER = { textDocument: { uri: URI }, position: { line: 0, character: 15 } };

let server: { process: ChildProcess; connection: ProtocolConnection; exited: Promise<number | null> } | undefined;
afterEach(() => {
  server?.connection.dispose();
  if (server?.process.exitCode === null) server.process.kill();
  server = undefined;
});

/** The server started and connected, and not initialized. */
function spawnServer(): NonNullable<typeof server> {
  assertBuilt();
  const child = spawn(process.execPath, [SERVER_BIN, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!),
  );
  connection.listen();
  return (server = { process: child, connection, exited });
}

async function errorCodeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: number }).code;
  }
}

async function initialize(connection: ProtocolConnection): Promise<void> {
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: null,
    capabilities: CAPABILITIES.neovim,
    initializationOptions: { debounceMs: 0 },
    workspaceFolders: null,
  });
  await connection.sendNotification(InitializedNotification.type, {});
}

it("answers requests before initialize with ServerNotInitialized, then serves once initialized", async () => {
  const { connection } = spawnServer();
  expect(await errorCodeOf(connection.sendRequest(HoverRequest.type, HOVER))).toBe(ErrorCodes.ServerNotInitialized);
  expect(await errorCodeOf(connection.sendRequest("urilint/noSuchMethod", {}))).toBe(ErrorCodes.ServerNotInitialized);
  expect(await errorCodeOf(connection.sendRequest(ShutdownRequest.type))).toBe(ErrorCodes.ServerNotInitialized);

  await initialize(connection);
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: URI, languageId: "typescript", version: 1, text: SOURCE },
  });
  expect(await connection.sendRequest(HoverRequest.type, HOVER)).not.toBeNull();
});

it("drops notifications before initialize: a document opened then is not known", async () => {
  const { connection } = spawnServer();
  await connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: URI, languageId: "typescript", version: 1, text: SOURCE },
  });
  await initialize(connection);
  expect(await connection.sendRequest(HoverRequest.type, HOVER)).toBeNull();
});

it("exits on exit before initialize (with 1: there was no shutdown)", async () => {
  const { connection, exited } = spawnServer();
  await connection.sendNotification(ExitNotification.type);
  expect(await exited).toBe(1);
});

it("exits with 0 when stdin closes after shutdown, and with 1 without it", async () => {
  const first = spawnServer();
  await initialize(first.connection);
  await first.connection.sendRequest(ShutdownRequest.type);
  first.process.stdin!.end();
  expect(await first.exited).toBe(0);
  first.connection.dispose();

  const second = spawnServer();
  await initialize(second.connection);
  second.process.stdin!.end();
  expect(await second.exited).toBe(1);
});
