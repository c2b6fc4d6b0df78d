/** `textDocument/completion`: paths and headings inside a Markdown link destination, from the link checker's view of the workspace. */
import { documentUri, guard, position } from "../protocol.js";
import type { ServerContext } from "../context.js";
import { completionsAt } from "../link-completion.js";

export function registerCompletionRequests(context: ServerContext): void {
  const { connection, documents, settings, links } = context;
  connection.onCompletion(async (params, token) => {
    const uri = documentUri(params);
    if (documents.get(uri) === undefined) return [];
    const resolved = await guard(() => settings.for(uri), token);
    const current = documents.get(uri);
    if (current === undefined || !settings.isActive(uri, resolved)) return [];
    const run = links.runFor(current, settings.folders, resolved);
    return run === undefined ? [] : completionsAt(run, current, current.offsetAt(position(params)));
  });
}
