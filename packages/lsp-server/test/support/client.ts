/**
 * A scripted LSP client for protocol tests: it spawns the BUILT server (dist/bin.js, as an editor
 * would), announces an explicit set of client capabilities, answers the server's requests, and
 * records everything the server sends, including the raw bytes of stdout and stderr.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  ApplyWorkspaceEditRequest,
  ConfigurationRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  IPCMessageReader,
  IPCMessageWriter,
  LogMessageNotification,
  ShowMessageNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  DiagnosticRefreshRequest,
  type ApplyWorkspaceEditParams,
  type ClientCapabilities,
  type ConfigurationItem,
  type InitializeResult,
  type LogMessageParams,
  type ShowMessageParams,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type Registration,
  type TextDocumentContentChangeEvent,
  ShowDocumentRequest,
  type ShowDocumentParams,
} from "vscode-languageserver-protocol/node";

export const SERVER_BIN = fileURLToPath(new URL("../../dist/bin.js", import.meta.url));

export interface ClientOptions {
  readonly capabilities?: ClientCapabilities;
  readonly initializationOptions?: unknown;
  /** Answers workspace/configuration (only asked when the capabilities advertise it). */
  readonly configuration?: (item: ConfigurationItem) => unknown;
  readonly workspaceFolders?: { uri: string; name: string }[] | null;
  readonly transport?: "stdio" | "node-ipc";
  /** Options for the server's node process (before the script), e.g. a test probe to preload. */
  readonly nodeArguments?: readonly string[];
}

export interface TestClient {
  readonly connection: ProtocolConnection;
  readonly process: ChildProcess;
  readonly initializeResult: InitializeResult;
  readonly logs: LogMessageParams[];
  /** window/showMessage notifications. */
  readonly shownMessages: ShowMessageParams[];
  readonly published: PublishDiagnosticsParams[];
  readonly registrations: Registration[];
  readonly configurationRequests: ConfigurationItem[];
  readonly appliedEdits: ApplyWorkspaceEditParams[];
  /** window/showDocument requests. */
  readonly shownDocuments: ShowDocumentParams[];
  refreshRequests: number;
  /** Everything the server wrote, raw. */
  stdout(): string;
  stderr(): string;
  open(uri: string, languageId: string, text: string, version?: number): Promise<void>;
  change(uri: string, version: number, changes: TextDocumentContentChangeEvent[]): Promise<void>;
  close(uri: string): Promise<void>;
  /** Resolves with the first diagnostics published for `uri` (and `version`, when given) from now on. */
  nextDiagnostics(uri: string, version?: number): Promise<PublishDiagnosticsParams>;
  /** Shuts down and exits; resolves with the process's exit code. */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

export function assertBuilt(): void {
  if (!existsSync(SERVER_BIN)) {
    throw new Error(
      `The server is not built: ${SERVER_BIN} is missing. Run \`npx tsc -b packages/lsp-server\` (pnpm test builds first).`,
    );
  }
}

export async function startClient(options: ClientOptions = {}): Promise<TestClient> {
  assertBuilt();
  const transport = options.transport ?? "stdio";
  const child = spawn(process.execPath, [...(options.nodeArguments ?? []), SERVER_BIN, `--${transport}`], {
    stdio: transport === "node-ipc" ? ["pipe", "pipe", "pipe", "ipc"] : ["pipe", "pipe", "pipe"],
  });
  const stdoutChunks: Buffer[] = [];
  const stderrChunks: Buffer[] = [];
  child.stdout!.on("data", (chunk: Buffer) => stdoutChunks.push(chunk));
  child.stderr!.on("data", (chunk: Buffer) => stderrChunks.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const connection =
    transport === "node-ipc"
      ? createProtocolConnection(new IPCMessageReader(child), new IPCMessageWriter(child))
      : createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));

  const logs: LogMessageParams[] = [];
  const shownMessages: ShowMessageParams[] = [];
  const published: PublishDiagnosticsParams[] = [];
  const registrations: Registration[] = [];
  const configurationRequests: ConfigurationItem[] = [];
  const appliedEdits: ApplyWorkspaceEditParams[] = [];
  const shownDocuments: ShowDocumentParams[] = [];
  const waiters: { uri: string; version: number | undefined; resolve: (p: PublishDiagnosticsParams) => void }[] = [];

  connection.onNotification(LogMessageNotification.type, (params) => {
    logs.push(params);
  });
  connection.onNotification(ShowMessageNotification.type, (params) => {
    shownMessages.push(params);
  });
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    published.push(params);
    for (let i = waiters.length - 1; i >= 0; i--) {
      const waiter = waiters[i]!;
      if (waiter.uri === params.uri && (waiter.version === undefined || waiter.version === params.version)) {
        waiters.splice(i, 1);
        waiter.resolve(params);
      }
    }
  });
  connection.onRequest(ConfigurationRequest.type, (params) => {
    configurationRequests.push(...params.items);
    return params.items.map((item) => options.configuration?.(item) ?? null);
  });
  connection.onRequest(RegistrationRequest.type, (params) => {
    registrations.push(...params.registrations);
  });
  connection.onRequest(ApplyWorkspaceEditRequest.type, (params) => {
    appliedEdits.push(params);
    return { applied: true };
  });
  connection.onRequest(ShowDocumentRequest.type, (params) => {
    shownDocuments.push(params);
    return { success: true };
  });
  const client: { refreshRequests: number } = { refreshRequests: 0 };
  connection.onRequest(DiagnosticRefreshRequest.type, () => {
    client.refreshRequests++;
  });
  connection.listen();

  const initializeResult = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: null,
    capabilities: options.capabilities ?? {},
    initializationOptions: { debounceMs: 0, ...(options.initializationOptions as object | undefined) },
    workspaceFolders: options.workspaceFolders ?? null,
  });
  await connection.sendNotification(InitializedNotification.type, {});

  let stopped: Promise<number | null> | undefined;
  return Object.assign(client, {
    connection,
    process: child,
    initializeResult,
    logs,
    shownMessages,
    published,
    registrations,
    configurationRequests,
    appliedEdits,
    shownDocuments,
    exited,
    stdout: () => Buffer.concat(stdoutChunks).toString("utf8"),
    stderr: () => Buffer.concat(stderrChunks).toString("utf8"),
    open: (uri: string, languageId: string, text: string, version = 1) =>
      connection.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: { uri, languageId, version, text },
      }),
    change: (uri: string, version: number, changes: TextDocumentContentChangeEvent[]) =>
      connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version },
        contentChanges: changes,
      }),
    close: (uri: string) =>
      connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } }),
    nextDiagnostics: (uri: string, version?: number) =>
      new Promise<PublishDiagnosticsParams>((resolve) => waiters.push({ uri, version, resolve })),
    stop: () => {
      stopped ??= (async () => {
        try {
          await connection.sendRequest(ShutdownRequest.type);
          await connection.sendNotification(ExitNotification.type);
        } catch {
          child.kill();
        }
        const code = await exited;
        connection.dispose();
        return code;
      })();
      return stopped;
    },
  });
}

/** Client capabilities of real editors (VS Code, Neovim, eglot, ALE), reduced to what the server reads. */
export const CAPABILITIES = {
  /** VS Code: pull diagnostics, configuration, dynamic registration, Markdown, all kinds. */
  vscode: {
    workspace: {
      configuration: true,
      didChangeConfiguration: { dynamicRegistration: true },
      workspaceFolders: true,
      workspaceEdit: { documentChanges: true },
      diagnostics: { refreshSupport: true },
    },
    textDocument: {
      diagnostic: { dynamicRegistration: true, relatedDocumentSupport: false },
      hover: { contentFormat: ["markdown", "plaintext"] },
      codeAction: {
        codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix", "source", "source.fixAll", "refactor"] } },
      },
      publishDiagnostics: { versionSupport: true },
    },
  },
  /** Neovim 0.7: push diagnostics, no configuration capability, no dynamic registration. */
  neovim: {
    workspace: { configuration: false, didChangeConfiguration: { dynamicRegistration: false }, workspaceFolders: true },
    textDocument: {
      hover: { contentFormat: ["markdown", "plaintext"] },
      codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix", "source", "refactor"] } } },
      publishDiagnostics: { versionSupport: false },
    },
  },
  /** Emacs eglot: push, configuration, plain text hovers. */
  eglot: {
    workspace: {
      configuration: true,
      didChangeConfiguration: { dynamicRegistration: false },
      workspaceEdit: { documentChanges: true },
    },
    textDocument: {
      hover: { contentFormat: ["plaintext"] },
      codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ["quickfix", "source", "refactor"] } } },
    },
  },
  /** Vim ALE: push, nothing advertised, plain text, code actions without kinds. */
  ale: {
    workspace: {},
    textDocument: { hover: {}, codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: [] } } } },
  },
} satisfies Record<string, ClientCapabilities>;

/** Polls `condition` until true; the test's own timeout bounds the wait. */
export async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
