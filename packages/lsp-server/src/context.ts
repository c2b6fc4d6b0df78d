/** What every handler of the server shares: the connection, the documents, the client's features, settings and analyses. */
import type { Connection, TextDocuments } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Analysis } from "./analysis.js";
import type { Analyses } from "./analyses.js";
import type { ClientFeatures } from "./client-features.js";
import type { BulkEntries } from "./diagnostics.js";
import type { ResolvedSettings } from "./settings.js";
import type { SuppressionsFiles } from "./suppressions-file.js";
import type { WorkspaceLinks } from "./workspace-links.js";
import type { WorkspaceSettings } from "./workspace-settings.js";
import type { CancellationToken } from "vscode-languageserver";

export interface ServerContext {
  readonly connection: Connection;
  readonly documents: TextDocuments<TextDocument>;
  /** What the client can do: read at `initialize`. */
  features: ClientFeatures;
  readonly settings: WorkspaceSettings;
  readonly analyses: Analyses;
  readonly suppressionsFiles: SuppressionsFiles;
  /** The link checker's runs over the workspace folders' files, with the open documents' text. */
  readonly links: WorkspaceLinks;
  /** Delay before diagnostics are pushed after a change (milliseconds). */
  debounceMs: number;
}

/** A document's entries in its folder's bulk suppressions file. */
export function bulkFor(context: ServerContext, uri: string): BulkEntries {
  return context.suppressionsFiles.entriesFor(uri, context.settings.folders);
}

/** The document, its settings and analysis, or undefined when urilint is off for it (or it is not open). */
export async function stateOf(
  context: ServerContext,
  uri: string,
  token?: CancellationToken,
): Promise<{ document: TextDocument; analysis: Analysis; resolved: ResolvedSettings } | undefined> {
  const { documents, settings, analyses } = context;
  if (documents.get(uri) === undefined) return undefined;
  const resolved = await settings.for(uri);
  if (!settings.isActive(uri, resolved)) return undefined;
  const current = documents.get(uri);
  if (current === undefined) return undefined;
  return { document: current, analysis: await analyses.of(current, resolved, token), resolved };
}

/** Logs a failure; the name and message of our own errors never hold document text. */
export function logError(context: ServerContext, what: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
  context.connection.console.error(`urilint: ${what} failed (${detail})`);
}
