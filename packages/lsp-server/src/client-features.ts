/** What the client told the server it can do, read once from `initialize`. */
import { MarkupKind, type ClientCapabilities } from "vscode-languageserver";
import type { HoverFormat } from "./hover.js";

export interface ClientFeatures {
  readonly pullDiagnostics: boolean;
  readonly diagnosticRefresh: boolean;
  readonly configuration: boolean;
  readonly dynamicConfiguration: boolean;
  readonly workspaceFolders: boolean;
  readonly hoverFormat: HoverFormat;
  readonly documentChanges: boolean;
  readonly codeActionLiterals: boolean;
  /** window/showDocument (LSP 3.16): the server can ask the client to open a page. */
  readonly showDocument: boolean;
  /** The server can register a watcher for the workspace's files (the link checker's view of them). */
  readonly watchedFiles: boolean;
}

export function readClientFeatures(capabilities: ClientCapabilities): ClientFeatures {
  const textDocument = capabilities.textDocument;
  const workspace = capabilities.workspace;
  const formats = textDocument?.hover?.contentFormat;
  // The client lists formats in order of preference; plain text unless it takes Markdown first.
  const hoverFormat: HoverFormat =
    Array.isArray(formats) &&
    formats.find((f) => f === MarkupKind.Markdown || f === MarkupKind.PlainText) === MarkupKind.Markdown
      ? "markdown"
      : "plaintext";
  return {
    pullDiagnostics: textDocument?.diagnostic !== undefined && textDocument.diagnostic !== null,
    diagnosticRefresh: workspace?.diagnostics?.refreshSupport === true,
    configuration: workspace?.configuration === true,
    dynamicConfiguration: workspace?.didChangeConfiguration?.dynamicRegistration === true,
    workspaceFolders: workspace?.workspaceFolders === true,
    hoverFormat,
    documentChanges: workspace?.workspaceEdit?.documentChanges === true,
    codeActionLiterals: textDocument?.codeAction?.codeActionLiteralSupport !== undefined,
    showDocument: capabilities.window?.showDocument?.support === true,
    watchedFiles: workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
  };
}
