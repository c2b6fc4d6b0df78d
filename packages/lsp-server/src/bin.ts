#!/usr/bin/env node
/**
 * urilint-lsp: the language server over stdio (`--stdio`), Node IPC (`--node-ipc`), a socket
 * (`--socket=<port>`) or a pipe (`--pipe=<name>`). In stdio mode stdout carries protocol messages
 * only: `console.*` is routed to the client's log by vscode-languageserver, and nothing here
 * writes to stdout directly.
 */
// First: TypeScript, which the server loads as it starts, comes from V8's code cache.
import "./code-cache.js";
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { startServer } from "./server.js";
import { VERSION } from "./version.js";

const TRANSPORTS = ["--stdio", "--node-ipc", "--socket=", "--pipe="];
const args = process.argv.slice(2);

if (args.includes("--version") || args.includes("-v")) {
  process.stdout.write(`${VERSION}\n`);
  process.exit(0);
}

if (
  args.includes("--help") ||
  args.includes("-h") ||
  !args.some((arg) => TRANSPORTS.some((t) => arg === t || (t.endsWith("=") && arg.startsWith(t))))
) {
  process.stderr.write(
    "usage: urilint-lsp --stdio | --node-ipc | --socket=<port> | --pipe=<name> | --version\n" +
      "A language server for the URIs in JS, TS, JSX, TSX, JSON, Markdown, YAML, TOML, .env, Dockerfile, HTML, CSS and text.\n",
  );
  process.exit(args.includes("--help") || args.includes("-h") ? 0 : 2);
}

const connection = createConnection(ProposedFeatures.all);

// The server must outlive any bug: report it to the client's log and keep serving.
process.on("uncaughtException", (error) => {
  connection.console.error(`urilint: internal error (${error.name}: ${error.message})`);
});
process.on("unhandledRejection", (reason) => {
  const detail = reason instanceof Error ? `${reason.name}: ${reason.message}` : "unknown reason";
  connection.console.error(`urilint: internal error (${detail})`);
});

startServer(connection);
