/**
 * The language server: a connection, the open documents, and the handlers of each concern
 * (handlers/: lifecycle and settings, documents and pushed diagnostics, pulled diagnostics,
 * hovers, code actions, links, completion of link destinations), over a language service that needs no connection (analysis.ts,
 * diagnostics.ts, hover.ts, code-actions.ts, links.ts). No URI logic here.
 */
import { TextDocuments, type Connection } from "vscode-languageserver";
import { Analyses } from "./analyses.js";
import { readClientFeatures } from "./client-features.js";
import type { ServerContext } from "./context.js";
import { registerCodeActionRequests } from "./handlers/code-action-requests.js";
import { registerDiagnosticRequests } from "./handlers/diagnostic-requests.js";
import { registerDocuments } from "./handlers/documents.js";
import { registerHoverRequests } from "./handlers/hover-requests.js";
import { registerLifecycle } from "./handlers/lifecycle.js";
import { registerCompletionRequests } from "./handlers/completion-requests.js";
import { registerLinkRequests } from "./handlers/link-requests.js";
import { wellFormedDocuments } from "./protocol.js";
import { SuppressionsFiles } from "./suppressions-file.js";
import { WorkspaceLinks } from "./workspace-links.js";
import { WorkspaceSettings } from "./workspace-settings.js";

export { readClientFeatures } from "./client-features.js";
export { APPLY_EDIT_COMMAND } from "./handlers/code-action-requests.js";

export interface ServerOptions {
  /** Delay before diagnostics are pushed after a change (milliseconds); 0 in tests. */
  readonly debounceMs?: number;
}

const DEFAULT_DEBOUNCE_MS = 200;

export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = new TextDocuments(wellFormedDocuments);
  const settings = new WorkspaceSettings(connection);
  const links = new WorkspaceLinks(() => documents.all());
  const context: ServerContext = {
    connection,
    documents,
    features: readClientFeatures({}),
    settings,
    analyses: new Analyses(
      links,
      () => settings.folders,
      (document) => documents.get(document.uri) === document,
    ),
    suppressionsFiles: new SuppressionsFiles((message) => connection.console.warn(message)),
    links,
    debounceMs: options.debounceMs ?? DEFAULT_DEBOUNCE_MS,
  };
  const pushed = registerDocuments(context);
  registerLifecycle(context, () => {
    context.settings.changed();
    links.reset();
    if (context.features.pullDiagnostics) {
      if (context.features.diagnosticRefresh) connection.languages.diagnostics.refresh().catch(() => undefined);
    } else pushed.publishAll();
  });
  registerDiagnosticRequests(context);
  registerHoverRequests(context);
  registerCodeActionRequests(context);
  registerLinkRequests(context);
  registerCompletionRequests(context);
  documents.listen(connection);
  connection.listen();
}
