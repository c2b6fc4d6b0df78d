/**
 * The built server over real stdio, after every kind of framing fault a client can make: a
 * Content-Length that is missing, not a number, negative, too short, too long (by a little, by a
 * lot, by more than any message), headers ended by bare line feeds, a header line without a colon,
 * two lengths, garbage, a header without end. Each is written as raw bytes, then a valid request
 * must be answered (the server skips to the next message's header; vscode-jsonrpc's own reader
 * went deaf for good), and the fault must be in the client's log, without the bytes of the
 * message (they may hold a password). Bare line feeds and blank lines before a message are no
 * fault (RFC 9112 2.2): that message is answered too.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializeRequest,
  LogMessageNotification,
  MessageType,
  ShutdownRequest,
  SocketMessageReader,
  SocketMessageWriter,
  type LogMessageParams,
} from "vscode-languageserver-protocol/node";
import { assertBuilt, CAPABILITIES, SERVER_BIN, startClient, waitFor, type TestClient } from "../support/client.js";

const URI = "file:///work/example.ts";
const SOURCE = 'const api = "HTTP://example.com/";\n';
/** In the body of every bad frame: never to be seen in a log. */
const PASSWORD = "hunter2-framing";

let client: TestClient | undefined;
afterEach(async () => {
  if (client !== undefined && client.process.exitCode === null) await client.stop();
  client = undefined;
});

/** A hover request as JSON bytes, with a password in its document's URI. */
function body(id: string): Buffer {
  return Buffer.from(
    JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "textDocument/hover",
      params: { textDocument: { uri: `postgres://u:${PASSWORD}@db/x` }, position: { line: 0, character: 0 } },
    }),
    "utf8",
  );
}

const header = (text: string): Buffer => Buffer.from(text, "latin1");
const framed = (length: number | string, payload: Buffer, end = "\r\n\r\n"): Buffer =>
  Buffer.concat([header(`Content-Length: ${length}${end}`), payload]);

interface Fault {
  readonly bytes: (id: string) => Buffer;
  /** What the client's log says about it; undefined when the frame is no fault and is answered. */
  readonly logged: RegExp | undefined;
}

const FAULTS: Readonly<Record<string, Fault>> = {
  "no Content-Length header": {
    bytes: (id) => Buffer.concat([header("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"), body(id)]),
    logged: /no Content-Length header/,
  },
  "no header at all": { bytes: body, logged: /header line is not 'Name: value'/ },
  "a Content-Length that is not a number": { bytes: (id) => framed("abc", body(id)), logged: /not a number/ },
  "a Content-Length in exponent notation": { bytes: (id) => framed("1e2", body(id)), logged: /not a number/ },
  "a hexadecimal Content-Length": { bytes: (id) => framed("0x40", body(id)), logged: /not a number/ },
  "an empty Content-Length": { bytes: (id) => framed("", body(id)), logged: /not a number/ },
  "a negative Content-Length": { bytes: (id) => framed(-5, body(id)), logged: /not a number/ },
  "a Content-Length of 0": { bytes: (id) => framed(0, body(id)), logged: /not JSON/ },
  "a Content-Length too short by 10": {
    bytes: (id) => framed(body(id).length - 10, body(id)),
    logged: /not JSON \(or its Content-Length is too short\)/,
  },
  "a Content-Length too long by 3 (the next header starts in the body)": {
    bytes: (id) => framed(body(id).length + 3, body(id)),
    logged: /longer than the message/,
  },
  "a Content-Length too long by 10": {
    bytes: (id) => framed(body(id).length + 10, body(id)),
    logged: /longer than the message/,
  },
  "a Content-Length too long by 100,000 (waiting for bytes that never come)": {
    bytes: (id) => framed(body(id).length + 100_000, body(id)),
    logged: /longer than the message/,
  },
  "a Content-Length larger than any message": {
    bytes: (id) => framed("99999999999999999999", body(id)),
    logged: /larger than any message/,
  },
  "a header line without a colon": {
    bytes: (id) => Buffer.concat([header(`Content-Length ${body(id).length}\r\n\r\n`), body(id)]),
    logged: /header line is not 'Name: value'/,
  },
  "two different Content-Length headers": {
    bytes: (id) => Buffer.concat([header(`Content-Length: ${body(id).length}\r\nContent-Length: 7\r\n\r\n`), body(id)]),
    logged: /two different Content-Length headers/,
  },
  "garbage before the next message": {
    bytes: () => Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37 + 11) % 256)),
    logged: /could not be read|not JSON/,
  },
  "a header that does not end within 8 KB": {
    bytes: () => header(`X-Padding: ${"a".repeat(10_000)}`),
    logged: /header does not end within 8 KB/,
  },
  "headers ended by bare line feeds": { bytes: (id) => framed(body(id).length, body(id), "\n\n"), logged: undefined },
  "blank lines before a message": {
    bytes: (id) => Buffer.concat([header("\r\n\r\n\n"), framed(body(id).length, body(id))]),
    logged: undefined,
  },
};

describe("the server reads on after a framing fault", () => {
  it.each(Object.entries(FAULTS))("%s", async (name, fault) => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const c = client;
    await c.open(URI, "typescript", SOURCE);
    // Everything the client queued is written first, so the raw bytes never split one of its messages.
    await c.connection.sendNotification("$/urilintFramingBarrier", {});
    const id = `raw-${Object.keys(FAULTS).indexOf(name)}`;
    c.process.stdin!.write(fault.bytes(id));

    const hover = await c.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: { line: 0, character: 15 },
    });
    expect(hover, "a valid request after the fault is answered").not.toBeNull();
    const errors = c.logs.filter((log) => log.type === MessageType.Error).map((log) => log.message);
    if (fault.logged === undefined) {
      // No fault: the frame's own request was answered as well, and nothing was logged.
      await waitFor(() => c.stdout().includes(`"id":"${id}"`));
      expect(errors).toEqual([]);
    } else {
      expect(errors.filter((message) => fault.logged!.test(message)).length, errors.join("\n")).toBe(1);
      expect(errors.every((message) => message.startsWith("urilint: a message "))).toBe(true);
    }
    expect(c.logs.some((log) => log.message.includes(PASSWORD))).toBe(false);
    expect(c.stderr()).not.toContain(PASSWORD);
    expect(c.process.exitCode).toBeNull();
  });

  it("reads on after a burst of every fault at once", async () => {
    client = await startClient({ capabilities: CAPABILITIES.neovim });
    const c = client;
    await c.open(URI, "typescript", SOURCE);
    await c.connection.sendNotification("$/urilintFramingBarrier", {});
    const faults = Object.values(FAULTS).filter((fault) => fault.logged !== undefined);
    c.process.stdin!.write(Buffer.concat(faults.map((fault, n) => fault.bytes(`burst-${n}`))));
    const hover = await c.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: URI },
      position: { line: 0, character: 15 },
    });
    expect(hover).not.toBeNull();
    expect(c.logs.filter((log) => log.type === MessageType.Error).length).toBeGreaterThan(0);
    expect(c.logs.some((log) => log.message.includes(PASSWORD))).toBe(false);
  });
});

describe("the socket and pipe transports read on after a framing fault too", () => {
  /** Starts the server on `transport` (it connects to `listen`'s end), and checks a fault then a hover. */
  async function check(transport: string, listen: (server: ReturnType<typeof createServer>) => Promise<string>) {
    assertBuilt();
    const server = createServer();
    const accepted = new Promise<Socket>((resolve) => server.once("connection", resolve));
    const where = await listen(server);
    const child = spawn(process.execPath, [SERVER_BIN, `--${transport}=${where}`], { stdio: "ignore" });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      const socket = await accepted;
      const connection = createProtocolConnection(new SocketMessageReader(socket), new SocketMessageWriter(socket));
      const logs: LogMessageParams[] = [];
      connection.onNotification(LogMessageNotification.type, (params) => logs.push(params));
      connection.listen();
      await connection.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: null,
        capabilities: CAPABILITIES.neovim,
        initializationOptions: { debounceMs: 0 },
        workspaceFolders: null,
      });
      await connection.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: { uri: URI, languageId: "typescript", version: 1, text: SOURCE },
      });
      socket.write(framed(body("socket").length + 10, body("socket")));
      const hover = await connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: URI },
        position: { line: 0, character: 15 },
      });
      expect(hover).not.toBeNull();
      expect(logs.filter((log) => /longer than the message/.test(log.message)).length).toBe(1);
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      expect(await exited).toBe(0);
      connection.dispose();
    } finally {
      if (child.exitCode === null) child.kill();
      server.close();
    }
  }

  it("--socket=<port>", async () => {
    await check(
      "socket",
      (server) =>
        new Promise((resolve) =>
          server.listen(0, "127.0.0.1", () => resolve(String((server.address() as AddressInfo).port))),
        ),
    );
  });

  it("--pipe=<name>", async () => {
    const dir = mkdtempSync(join(tmpdir(), "urilint-pipe-"));
    try {
      const path = join(dir, "lsp.sock");
      await check("pipe", (server) => new Promise((resolve) => server.listen(path, () => resolve(path))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
