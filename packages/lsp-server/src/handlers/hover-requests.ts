/** `textDocument/hover`: the breakdown of the URI under the cursor and what is wrong with it. */
import { MarkupKind } from "vscode-languageserver";
import { stateOf, type ServerContext } from "../context.js";
import { hoverAt } from "../hover.js";
import { documentUri, guard, position } from "../protocol.js";

export function registerHoverRequests(context: ServerContext): void {
  context.connection.onHover(async (params, token) => {
    const uri = documentUri(params);
    const state = await guard(() => stateOf(context, uri, token), token);
    if (state === undefined) return null;
    const format = context.features.hoverFormat;
    const hover = hoverAt(state.analysis, state.document.offsetAt(position(params)), format, state.resolved.severity);
    if (hover === undefined) return null;
    return {
      contents: { kind: format === "markdown" ? MarkupKind.Markdown : MarkupKind.PlainText, value: hover.text },
      range: { start: state.document.positionAt(hover.range.start), end: state.document.positionAt(hover.range.end) },
    };
  });
}
