/**
 * Reading what a client sends, defensively (a request with a wrong shape gets InvalidParams, never
 * a crash), and the protocol's rules for cancellation.
 */
import {
  ErrorCodes,
  LSPErrorCodes,
  ResponseError,
  type CancellationToken,
  type Diagnostic,
  type Position,
  type TextDocumentsConfiguration,
} from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { Cancelled } from "@urilint/scan";

/**
 * TextDocument's factory, hardened: a client may send a `didOpen` whose text, uri, language or
 * version has the wrong type, and storing that as is would fail every later request on the
 * document. Each field is coerced to what the protocol says it is.
 */
export const wellFormedDocuments: TextDocumentsConfiguration<TextDocument> = {
  create: (uri, languageId, version, text) =>
    TextDocument.create(
      String(uri),
      typeof languageId === "string" ? languageId : "plaintext",
      Number.isInteger(version) ? version : 0,
      typeof text === "string" ? text : "",
    ),
  update: (document, changes, version) =>
    TextDocument.update(
      document,
      Array.isArray(changes) ? changes.filter((change) => typeof change?.text === "string") : [],
      Number.isInteger(version) ? version : document.version,
    ),
};

/** A request's document URI, or an InvalidParams error the client sees (never a crash). */
export function documentUri(params: unknown): string {
  const uri = (params as { textDocument?: { uri?: unknown } } | undefined)?.textDocument?.uri;
  if (typeof uri !== "string") throw new ResponseError(ErrorCodes.InvalidParams, "textDocument.uri must be a string");
  return uri;
}

export function position(params: { position?: unknown }): Position {
  if (!isPosition(params.position))
    throw new ResponseError(ErrorCodes.InvalidParams, "position must be {line, character}");
  return params.position;
}

function isPosition(value: unknown): value is Position {
  const p = value as Position | undefined;
  return typeof p === "object" && p !== null && Number.isInteger(p.line) && Number.isInteger(p.character);
}

export function isRange(value: unknown): value is { start: Position; end: Position } {
  const r = value as { start?: unknown; end?: unknown } | undefined;
  return typeof r === "object" && r !== null && isPosition(r.start) && isPosition(r.end);
}

export function isDiagnosticLike(value: unknown): value is Diagnostic {
  return typeof value === "object" && value !== null && isRange((value as { range?: unknown }).range);
}

/** Resolves like `promise`, or rejects with Cancelled as soon as `token` is cancelled. */
export function raceCancellation<T>(promise: Promise<T>, token: CancellationToken): Promise<T> {
  if (token.isCancellationRequested) return Promise.reject(new Cancelled());
  return new Promise<T>((resolve, reject) => {
    const listener = token.onCancellationRequested(() => reject(new Cancelled()));
    promise.then(
      (value) => {
        listener.dispose();
        resolve(value);
      },
      (error: unknown) => {
        listener.dispose();
        reject(error);
      },
    );
  });
}

/**
 * Runs a step of a request. A cancellation by the client becomes RequestCancelled; an analysis
 * stopped because the document changed becomes ContentModified, or for a diagnostic pull
 * ServerCancelled with a request to pull again.
 */
export async function guard<T>(step: () => Promise<T>, token: CancellationToken, diagnosticPull = false): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof Cancelled)) throw error;
    if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, "cancelled");
    if (diagnosticPull)
      throw new ResponseError(LSPErrorCodes.ServerCancelled, "the document changed", { retriggerRequest: true });
    throw new ResponseError(LSPErrorCodes.ContentModified, "the document changed");
  }
}
