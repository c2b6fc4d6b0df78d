/**
 * The VS Code side of urilint: starts the bundled language server over node IPC and shows its
 * state. All URI knowledge lives in the server; this file only wires VS Code to it.
 */
import * as vscode from "vscode";
import {
  CloseAction,
  ErrorAction,
  LanguageClient,
  State,
  TransportKind,
  type CloseHandlerResult,
  type ErrorHandler,
  type ErrorHandlerResult,
  type Message,
  type LanguageClientOptions,
  type ServerOptions,
} from "vscode-languageclient/node";
import { documentSelector } from "./documents.js";
import { StatusItem } from "./status.js";
import { RESTART_COMMAND, SHOW_OUTPUT_COMMAND } from "./status-model.js";

const CLIENT_ID = "urilint";
const CLIENT_NAME = "urilint";
/** Settings that change which documents the client selects: a new client is needed for them. */
const PLAINTEXT_SETTING = "urilint.plaintext.enable";

let output: vscode.LogOutputChannel;
let status: StatusItem;
let client: LanguageClient | undefined;
/** Starts, restarts and stops run one after another, so two quick restarts never leave two servers. */
let lifecycle: Promise<void> = Promise.resolve();

function serialized(step: () => Promise<void>): Promise<void> {
  lifecycle = lifecycle.then(step, step);
  return lifecycle;
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel(CLIENT_NAME, { log: true });
  status = new StatusItem();
  context.subscriptions.push(
    output,
    status,
    vscode.commands.registerCommand(RESTART_COMMAND, () => serialized(() => restart(context))),
    vscode.commands.registerCommand(SHOW_OUTPUT_COMMAND, () => output.show(true)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      // Restart on the next turn: the running client hears the same event and first forwards it
      // to its server; stopping it under that notification would fail it.
      if (event.affectsConfiguration(PLAINTEXT_SETTING)) setTimeout(() => void serialized(() => restart(context)), 0);
    }),
  );
  await serialized(() => start(context));
}

export function deactivate(): Promise<void> {
  return serialized(async () => {
    const running = client;
    client = undefined;
    await running?.stop().catch(() => undefined);
  });
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const serverModule = context.asAbsolutePath("dist/server.cjs");
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: {
      module: serverModule,
      transport: TransportKind.ipc,
      options: { execArgv: ["--nolazy", "--inspect=6019"] },
    },
  };
  const plaintext = vscode.workspace.getConfiguration().get<boolean>(PLAINTEXT_SETTING, false);
  const errorHandler = new FailureAwareErrorHandler();
  const created = new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions(plaintext, errorHandler));
  errorHandler.owner = created;
  errorHandler.defaults = created.createDefaultErrorHandler();
  client = created;
  created.onDidChangeState(({ newState }) => {
    if (client !== created) return;
    if (newState === State.Starting) status.setPhase("starting");
    else if (newState === State.Running) status.setPhase("running");
    // A stop that the error handler decided on has already been reported as "failed".
    else if (status.phase !== "failed") status.setPhase("stopped");
  });
  status.setPhase("starting");
  try {
    await created.start();
  } catch (error) {
    if (client !== created) return;
    status.setPhase("failed");
    output.error(`The urilint server could not start: ${String(error)}`);
  }
}

function clientOptions(plaintext: boolean, errorHandler: ErrorHandler): LanguageClientOptions {
  return {
    documentSelector: documentSelector(plaintext),
    outputChannel: output,
    errorHandler,
    middleware: {
      // A pull that takes a moment is the server working: show it in the status bar.
      provideDiagnostics: (document, previousResultId, token, next) =>
        status.track(Promise.resolve(next(document, previousResultId, token))),
      provideCodeActions: (document, range, context, token, next) =>
        status.track(Promise.resolve(next(document, range, context, token))),
    },
  };
}

/** The client's default policy (restart a few times, then give up), and a status when it gives up. */
class FailureAwareErrorHandler implements ErrorHandler {
  owner: LanguageClient | undefined;
  defaults: ErrorHandler | undefined;

  error(
    error: Error,
    message: Message | undefined,
    count: number | undefined,
  ): ErrorHandlerResult | Promise<ErrorHandlerResult> {
    return this.defaults?.error(error, message, count) ?? { action: ErrorAction.Shutdown };
  }

  async closed(): Promise<CloseHandlerResult> {
    const result = (await this.defaults?.closed()) ?? { action: CloseAction.DoNotRestart };
    if (result.action === CloseAction.DoNotRestart && client === this.owner) status.setPhase("failed");
    return result;
  }
}

async function restart(context: vscode.ExtensionContext): Promise<void> {
  const previous = client;
  client = undefined;
  if (previous) {
    output.info("Restarting the urilint server");
    await previous.stop().catch(() => undefined);
  }
  await start(context);
}
