/**
 * Documents as they open, change and close, and the diagnostics pushed to clients that do not pull
 * them (after a short pause in typing: `debounceMs`). A closed document keeps nothing.
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

  documents.onDidOpen((event) => schedule(event.document.uri));
  documents.onDidChangeContent((event) => {
    // Stop the analysis of the old version now; the new one starts when it is needed.
    analyses.changed(event.document.uri);
    schedule(event.document.uri);
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    clearTimeout(timers.get(uri));
    timers.delete(uri);
    analyses.closed(uri);
    settings.forget(uri);
    if (!context.features.pullDiagnostics) void connection.sendDiagnostics({ uri, diagnostics: [] });
  });

  return {
    publishAll() {
      for (const document of documents.all()) schedule(document.uri);
    },
  };
}
