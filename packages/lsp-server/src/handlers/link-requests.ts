/** `textDocument/documentLink`: every URI of a document an editor can open. */
import { stateOf, type ServerContext } from "../context.js";
import { documentLinks } from "../links.js";
import { documentUri, guard } from "../protocol.js";

export function registerLinkRequests(context: ServerContext): void {
  context.connection.onDocumentLinks(async (params, token) => {
    const uri = documentUri(params);
    const state = await guard(() => stateOf(context, uri, token), token);
    if (state === undefined) return [];
    return documentLinks(state.analysis).map((link) => ({
      range: { start: state.document.positionAt(link.range.start), end: state.document.positionAt(link.range.end) },
      target: link.target,
    }));
  });
}
