/**
 * `initialize` and what follows it: the client's features, the server's capabilities, the
 * workspace's folders, and the settings the client pushes (didChangeConfiguration).
 */
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  TextDocumentSyncKind,
  type InitializeParams,
  type InitializeResult,
} from "vscode-languageserver";
import { readClientFeatures } from "../client-features.js";
import { FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from "../code-actions.js";
import type { ServerContext } from "../context.js";
import { VERSION } from "../version.js";
import { APPLY_EDIT_COMMAND } from "./code-action-requests.js";

/** Called on every settings change: every document's diagnostics are made again. */
export type SettingsChanged = () => void;

export function registerLifecycle(context: ServerContext, settingsChanged: SettingsChanged): void {
  const { connection, settings } = context;
  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const features = readClientFeatures(params.capabilities ?? {});
    context.features = features;
    settings.asksClient = features.configuration;
    const init: unknown = params.initializationOptions;
    if (
      typeof init === "object" &&
      init !== null &&
      typeof (init as { debounceMs?: unknown }).debounceMs === "number"
    ) {
      context.debounceMs = Math.max(0, (init as { debounceMs: number }).debounceMs);
    }
    settings.initialize(withoutServerOptions(init));
    settings.folders = (params.workspaceFolders ?? []).map((folder) => folder.uri);
    if (settings.folders.length === 0 && typeof params.rootUri === "string") settings.folders = [params.rootUri];
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        codeActionProvider: features.codeActionLiterals
          ? { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: false }
          : true,
        documentLinkProvider: { resolveProvider: false },
        // Paths and headings inside Markdown link destinations.
        completionProvider: { triggerCharacters: ["(", "/", "#", "<"] },
        executeCommandProvider: {
          commands: features.codeActionLiterals
            ? [SHOW_DOCUMENTATION_COMMAND]
            : [APPLY_EDIT_COMMAND, SHOW_DOCUMENTATION_COMMAND],
        },
        ...(features.pullDiagnostics
          ? { diagnosticProvider: { identifier: "urilint", interFileDependencies: false, workspaceDiagnostics: false } }
          : {}),
        ...(features.workspaceFolders
          ? { workspace: { workspaceFolders: { supported: true, changeNotifications: true } } }
          : {}),
      },
      serverInfo: { name: "urilint", version: VERSION },
    };
  });

  connection.onInitialized(() => {
    const { features } = context;
    if (features.workspaceFolders) {
      // We announce changeNotifications, so the client sends them without any registration.
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        const removed = new Set((event?.removed ?? []).map((folder) => folder.uri));
        settings.folders = [
          ...settings.folders.filter((folder) => !removed.has(folder)),
          ...(event?.added ?? []).map((folder) => folder.uri),
        ];
        settingsChanged();
      });
    }
    if (features.dynamicConfiguration) {
      connection.client
        .register(DidChangeConfigurationNotification.type, { section: "urilint" })
        .catch(() => undefined);
    }
    if (features.watchedFiles) {
      // The link checker's view of the workspace: any file may be a link's target.
      connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] })
        .catch(() => undefined);
    }
    connection.console.info(
      `urilint ${VERSION}: ${features.pullDiagnostics ? "pull" : "push"} diagnostics, settings from ${features.configuration ? "workspace/configuration" : "didChangeConfiguration and initializationOptions"}`,
    );
  });

  connection.onDidChangeConfiguration((params) => {
    // Clients with workspace/configuration are asked again; others send the settings themselves.
    if (!context.features.configuration) settings.push(params?.settings);
    settingsChanged();
  });
}

/** initializationOptions carry settings and the server's own `debounceMs`, which is not a setting. */
function withoutServerOptions(init: unknown): unknown {
  if (typeof init !== "object" || init === null || !("debounceMs" in init)) return init;
  const { debounceMs: _debounceMs, ...rest } = init as Record<string, unknown>;
  return rest;
}
