/**
 * The server's end of the connection the command line names (`--stdio`, `--node-ipc`,
 * `--socket=<port>`, `--pipe=<name>`), as vscode-languageserver would open it, except that the
 * byte streams are read by FramedMessageReader (framing.ts), which recovers from framing faults.
 * Because the connection is then given a reader rather than stdin, what vscode-languageserver does
 * for `--stdio` by itself is done here: console.* goes to the client's log (stdout carries
 * protocol messages only), and the process exits when stdin ends.
 */
import { createConnection as createSocketConnection } from "node:net";
import { format, inspect } from "node:util";
import {
  IPCMessageReader,
  IPCMessageWriter,
  SocketMessageWriter,
  StreamMessageWriter,
  type MessageReader,
  type MessageWriter,
  type RemoteConsole,
} from "vscode-languageserver/node";
import { FramedMessageReader } from "./framing.js";

export interface Transport {
  readonly reader: MessageReader;
  readonly writer: MessageWriter;
  /** stdio: console.* must not write to stdout, and the end of stdin ends the server. */
  readonly stdio: boolean;
}

/** The transport named by `args`, or undefined when none is. */
export function openTransport(args: readonly string[]): Transport | undefined {
  const value = (prefix: string): string | undefined =>
    args.find((arg) => arg.startsWith(prefix) && arg.length > prefix.length)?.slice(prefix.length);
  if (args.includes("--stdio"))
    return {
      reader: new FramedMessageReader(process.stdin),
      writer: new StreamMessageWriter(process.stdout),
      stdio: true,
    };
  if (args.includes("--node-ipc"))
    return { reader: new IPCMessageReader(process), writer: new IPCMessageWriter(process), stdio: false };
  const port = value("--socket=");
  if (port !== undefined && /^[0-9]+$/.test(port)) {
    const socket = createSocketConnection(Number(port), "127.0.0.1");
    return { reader: new FramedMessageReader(socket), writer: new SocketMessageWriter(socket), stdio: false };
  }
  const pipe = value("--pipe=");
  if (pipe !== undefined) {
    const socket = createSocketConnection(pipe);
    return { reader: new FramedMessageReader(socket), writer: new SocketMessageWriter(socket), stdio: false };
  }
  return undefined;
}

/** Sends console.* to the client's log, as vscode-languageserver does in stdio mode. */
export function consoleToClient(log: RemoteConsole): void {
  const text = (args: unknown[]): string => format(...args);
  console.log = (...args: unknown[]) => log.log(text(args));
  console.info = (...args: unknown[]) => log.info(text(args));
  console.debug = (...args: unknown[]) => log.log(text(args));
  console.warn = (...args: unknown[]) => log.warn(text(args));
  console.error = (...args: unknown[]) => log.error(text(args));
  console.trace = (...args: unknown[]) => log.log(`Trace: ${text(args)}\n${new Error().stack ?? ""}`);
  console.dir = (value: unknown) => log.log(inspect(value));
}
