/**
 * Documents as they open, change and close, files as they change in the workspace (the link
 * checker's targets), and the diagnostics pushed to clients that do not pull them (after a short
 * pause in typing: `debounceMs`). A closed document keeps nothing.
 */
import { Cancelled } from "@urilint/scan";
import { bulkFor, logError, type ServerContext } from "../context.js";
import { toDiagnostics } from "../diagnostics.js";

export interface DocumentHandlers {
  /** Pushes every open document's diagnostics again (a settings change). */
  publishAll(): void;
}

export function registerDocuments(context: ServerContext): DocumentHandlers {
  const { connection, documents, settings, analyses } = context;
  const timers = new Map<string, NodeJS.Timeout>();

  function schedule(uri: string): void {
    if (context.features.pullDiagnostics) return;
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        void publish(uri);
      }, context.debounceMs),
    );
  }

  async function publish(uri: string): Promise<void> {
    try {
      const document = documents.get(uri);
      if (document === undefined) return;
      const resolved = await settings.for(uri);
      // Closed (or reopened) while the settings came: no analysis, and nothing kept for a closed document.
      if (documents.get(uri) !== document) return;
      const analysis = settings.isActive(uri, resolved) ? await analyses.of(document, resolved) : undefined;
      const current = documents.get(uri);
      if (current === undefined || current.version !== document.version) return; // a newer version is scheduled
      const diagnostics =
        analysis === undefined ? [] : toDiagnostics(current, analysis, resolved, bulkFor(context, current.uri));
      await connection.sendDiagnostics({ uri, version: current.version, diagnostics });
    } catch (error) {
      if (!(error instanceof Cancelled)) logError(context, "publishing diagnostics", error);
    }
  }

  /** Files changed: the open documents' link findings are computed again (those without links keep their analyses). */
  function filesChanged(uris: readonly string[], except?: string): void {
    context.links.changed(uris);
    if (!context.links.used) return;
    if (context.features.pullDiagnostics) {
      if (context.features.diagnosticRefresh) connection.languages.diagnostics.refresh().catch(() => undefined);
    } else {
      for (const document of documents.all()) if (document.uri !== except) schedule(document.uri);
    }
  }

  connection.onDidChangeWatchedFiles((params) => {
    const changes = Array.isArray(params?.changes) ? params.changes : [];
    filesChanged(changes.map((change) => change?.uri).filter((uri): uri is string => typeof uri === "string"));
  });

  documents.onDidOpen((event) => {
    filesChanged([event.document.uri], event.document.uri);
    schedule(event.document.uri);
  });
  documents.onDidChangeContent((event) => {
    // Stop the analysis of the old version now; the new one starts when it is needed.
    analyses.changed(event.document.uri);
    filesChanged([event.document.uri], event.document.uri);
    schedule(event.document.uri);
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    clearTimeout(timers.get(uri));
    timers.delete(uri);
    analyses.closed(uri);
    settings.forget(uri);
    filesChanged([uri], uri);
    if (!context.features.pullDiagnostics) void connection.sendDiagnostics({ uri, diagnostics: [] });
  });

  return {
    publishAll() {
      for (const document of documents.all()) schedule(document.uri);
    },
  };
}
