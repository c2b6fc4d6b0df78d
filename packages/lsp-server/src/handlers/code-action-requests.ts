/**
 * `textDocument/codeAction` and the commands behind actions: quick fixes, "fix all", "disable for
 * this line" and "show documentation", as literals or, for clients that take only commands, as
 * commands that apply the edit.
 */
import {
  ErrorCodes,
  MessageType,
  ResponseError,
  ShowMessageNotification,
  type CodeAction,
  type Command,
  type WorkspaceEdit,
} from "vscode-languageserver";
import { languageOf } from "@urilint/scan";
import { codeActions, SHOW_DOCUMENTATION_COMMAND } from "../code-actions.js";
import { stateOf, type ServerContext } from "../context.js";
import { documentUri, guard, isDiagnosticLike, isRange } from "../protocol.js";

/** The command run by clients that take commands instead of code action literals. */
export const APPLY_EDIT_COMMAND = "urilint.applyEdit";

export function registerCodeActionRequests(context: ServerContext): void {
  const { connection } = context;
  connection.onCodeAction(async (params, token) => {
    const uri = documentUri(params);
    const range = params.range;
    if (!isRange(range)) throw new ResponseError(ErrorCodes.InvalidParams, "codeAction needs a range");
    const state = await guard(() => stateOf(context, uri, token), token);
    if (state === undefined) return [];
    const request = params.context ?? { diagnostics: [] };
    const actions = codeActions(
      state.document,
      state.analysis,
      {
        range: { start: state.document.offsetAt(range.start), end: state.document.offsetAt(range.end) },
        diagnostics: Array.isArray(request.diagnostics) ? request.diagnostics.filter(isDiagnosticLike) : [],
        only: Array.isArray(request.only)
          ? request.only.filter((kind): kind is string => typeof kind === "string")
          : undefined,
        language: languageOf(state.document.languageId, state.document.uri),
      },
      { documentChanges: context.features.documentChanges },
    );
    return context.features.codeActionLiterals ? actions : actions.map(asCommand);
  });

  connection.onExecuteCommand(async (params) => {
    if (params.command === SHOW_DOCUMENTATION_COMMAND) return showDocumentation(context, params.arguments?.[0]);
    if (params.command !== APPLY_EDIT_COMMAND) throw new ResponseError(ErrorCodes.InvalidParams, "unknown command");
    const edit = params.arguments?.[0] as WorkspaceEdit | undefined;
    if (typeof edit !== "object" || edit === null)
      throw new ResponseError(ErrorCodes.InvalidParams, "the command needs an edit");
    await connection.workspace.applyEdit(edit);
    return null;
  });
}

/** Opens a rule's page in the client's browser, or, for a client that cannot, says where it is. */
async function showDocumentation(context: ServerContext, url: unknown): Promise<null> {
  if (typeof url !== "string" || !/^https:\/\//.test(url))
    throw new ResponseError(ErrorCodes.InvalidParams, "the command needs the page's https URL");
  if (context.features.showDocument) await context.connection.window.showDocument({ uri: url, external: true });
  else
    void context.connection.sendNotification(ShowMessageNotification.type, {
      type: MessageType.Info,
      message: `urilint: the rule's documentation is at ${url}`,
    });
  return null;
}

function asCommand(action: CodeAction): Command {
  if (action.edit === undefined && action.command !== undefined) return action.command;
  return { title: action.title, command: APPLY_EDIT_COMMAND, arguments: [action.edit] };
}
