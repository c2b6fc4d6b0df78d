#!/usr/bin/env node
/**
 * urilint-lsp: the language server over stdio (`--stdio`), Node IPC (`--node-ipc`), a socket
 * (`--socket=<port>`) or a pipe (`--pipe=<name>`). In stdio mode stdout carries protocol messages
 * only: `console.*` is routed to the client's log (transport.ts), and nothing here writes to
 * stdout directly.
 */
// First: TypeScript, which the server loads as it starts, comes from V8's code cache.
import "./code-cache.js";
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { Lifecycle } from "./lifecycle.js";
import { startServer } from "./server.js";
import { consoleToClient, openTransport } from "./transport.js";
import { VERSION } from "./version.js";

const args = process.argv.slice(2);

if (args.includes("--version") || args.includes("-v")) {
  process.stdout.write(`${VERSION}\n`);
  process.exit(0);
}

const transport = args.includes("--help") || args.includes("-h") ? undefined : openTransport(args);
if (transport === undefined) {
  process.stderr.write(
    "usage: urilint-lsp --stdio | --node-ipc | --socket=<port> | --pipe=<name> | --version\n" +
      "A language server for the URIs in JS, TS, JSX, TSX, JSON, Markdown, YAML, TOML, .env, Dockerfile, HTML, CSS and text.\n",
  );
  process.exit(args.includes("--help") || args.includes("-h") ? 0 : 2);
}

// Requests before `initialize` get ServerNotInitialized (lifecycle.ts).
const lifecycle = new Lifecycle(transport.reader, transport.writer);
const connection = createConnection(ProposedFeatures.all, lifecycle, transport.writer);
// A frame that could not be read is skipped (framing.ts); the client's log says so.
transport.reader.onError((error) => connection.console.error(`urilint: ${error.message}`));
if (transport.stdio) {
  consoleToClient(connection.console);
  // The client closed stdin: the server's work is over (after `shutdown`, a clean exit).
  transport.reader.onClose(() => process.exit(lifecycle.shutdownReceived ? 0 : 1));
}

// The server must outlive any bug: report it to the client's log and keep serving.
process.on("uncaughtException", (error) => {
  connection.console.error(`urilint: internal error (${error.name}: ${error.message})`);
});
process.on("unhandledRejection", (reason) => {
  const detail = reason instanceof Error ? `${reason.name}: ${reason.message}` : "unknown reason";
  connection.console.error(`urilint: internal error (${detail})`);
});

startServer(connection);
