/** `textDocument/diagnostic`: the diagnostics a pulling client asks for, or "unchanged" since its last result. */
import { DocumentDiagnosticReportKind } from "vscode-languageserver";
import { bulkFor, stateOf, type ServerContext } from "../context.js";
import { toDiagnostics } from "../diagnostics.js";
import { documentUri, guard } from "../protocol.js";

export function registerDiagnosticRequests(context: ServerContext): void {
  const { connection, documents, settings, suppressionsFiles } = context;
  connection.languages.diagnostics.on(async (params, token) => {
    const uri = documentUri(params);
    const document = documents.get(uri);
    // The suppressions file can change while the document does not: its state is part of the id.
    const resultId = `${settings.generation}:${document?.version ?? "closed"}:${suppressionsFiles.stamp(uri, settings.folders)}`;
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    const state = await guard(() => stateOf(context, uri, token), token, true);
    const items =
      state === undefined
        ? []
        : toDiagnostics(state.document, state.analysis, state.resolved, bulkFor(context, state.document.uri));
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items };
  });
}
