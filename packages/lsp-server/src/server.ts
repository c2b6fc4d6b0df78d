/**
 * The connection handlers: they read what the client can do, fetch settings from wherever the
 * client keeps them, schedule analyses, and turn the language service's results (analysis.ts,
 * diagnostics.ts, hover.ts, code-actions.ts, links.ts) into protocol messages. No URI logic here.
 */
import {
  CancellationTokenSource,
  CodeActionKind,
  DidChangeConfigurationNotification,
  DocumentDiagnosticReportKind,
  ErrorCodes,
  LSPErrorCodes,
  MarkupKind,
  ResponseError,
  TextDocuments,
  type TextDocumentsConfiguration,
  TextDocumentSyncKind,
  MessageType,
  ShowMessageNotification,
  type CancellationToken,
  type ClientCapabilities,
  type CodeAction,
  type Diagnostic,
  type Command,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type Position,
  type WorkspaceEdit,
} from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { Cancelled, languageOf, runAsync } from "@urilint/scan";
import { analyze, hasQuickLook, quickAnalyze, type Analysis } from "./analysis.js";
import { codeActions, FIX_ALL_KIND, SHOW_DOCUMENTATION_COMMAND } from "./code-actions.js";
import { toDiagnostics, type BulkEntries } from "./diagnostics.js";
import { SuppressionsFiles } from "./suppressions-file.js";
import { isExcluded } from "./exclude.js";
import { DocumentMemo } from "./incremental.js";
import { hoverAt, type HoverFormat } from "./hover.js";
import { documentLinks } from "./links.js";
import { DEFAULT_SETTINGS, checkSettings, resolveSettings, type ResolvedSettings, type Settings } from "./settings.js";
import { VERSION } from "./version.js";

export interface ServerOptions {
  /** Delay before diagnostics are pushed after a change (milliseconds); 0 in tests. */
  readonly debounceMs?: number;
}

/** The command run by clients that take commands instead of code action literals. */
export const APPLY_EDIT_COMMAND = "urilint.applyEdit";

const DEFAULT_DEBOUNCE_MS = 200;

/** A quick first look on its way: its first part (or the whole, when it has no first part), then the whole. */
interface QuickLook {
  readonly firstPart: Promise<Analysis>;
  readonly whole: Promise<Analysis>;
}

/** What the client told us it can do, read once from `initialize`. */
interface ClientFeatures {
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
  };
}

export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = new TextDocuments(wellFormedDocuments);
  let features: ClientFeatures = readClientFeatures({});
  let debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  /** Settings from initializationOptions, then from didChangeConfiguration (clients without workspace/configuration). */
  let initialSettings: Settings = DEFAULT_SETTINGS;
  let pushedSettings: Settings = DEFAULT_SETTINGS;
  let folders: string[] = [];
  /** Bumped on every settings change: part of every pull result id. */
  let generation = 0;
  const suppressionsFiles = new SuppressionsFiles((message) => connection.console.warn(message));
  /** A document's entries in its folder's bulk suppressions file. */
  const bulkFor = (uri: string): BulkEntries => suppressionsFiles.entriesFor(uri, folders);

  const settingsCache = new Map<string, Promise<ResolvedSettings>>();
  const analyses = new Map<string, { key: string; source: CancellationTokenSource; result: Promise<Analysis> }>();
  /** The quick first look running on each document, if one is (quickLookFor). */
  const looks = new Map<
    string,
    { document: TextDocument; key: string; look: QuickLook; source: CancellationTokenSource }
  >();
  /** What the last analysis of each open document leaves for the next (one analysis at a time). */
  const memos = new Map<string, DocumentMemo>();
  const timers = new Map<string, NodeJS.Timeout>();

  // --- settings ------------------------------------------------------------------------------
  /** The setting problems already reported: each is told once per server, however often it is read. */
  const reportedProblems = new Set<string>();

  /** Reads settings over `base`; a bad value is logged and shown once, and the key keeps `base`'s value. */
  function readSettings(raw: unknown, base: Settings): Settings {
    const { settings, problems } = checkSettings(raw, base);
    const fresh = problems.map((problem) => problem.message).filter((message) => !reportedProblems.has(message));
    if (fresh.length > 0) {
      for (const message of fresh) {
        reportedProblems.add(message);
        connection.console.warn(`urilint: ignored a bad setting: ${message}`);
      }
      const more = fresh.length > 1 ? ` (and ${fresh.length - 1} more: see the urilint log)` : "";
      void connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Warning,
        message: `urilint: ignored a bad setting: ${fresh[0]}${more}`,
      });
    }
    return settings;
  }

  function settingsFor(uri: string): Promise<ResolvedSettings> {
    let cached = settingsCache.get(uri);
    if (cached === undefined) {
      cached = features.configuration
        ? connection.workspace.getConfiguration({ scopeUri: uri, section: "urilint" }).then(
            (value: unknown) => resolveSettings(readSettings(value, pushedSettings)),
            () => resolveSettings(pushedSettings),
          )
        : Promise.resolve(resolveSettings(pushedSettings));
      settingsCache.set(uri, cached);
    }
    return cached;
  }

  function isActive(uri: string, resolved: ResolvedSettings): boolean {
    return resolved.settings.enable && !isExcluded(uri, folders, resolved.settings.exclude);
  }

  // --- analysis ------------------------------------------------------------------------------
  function memoOf(uri: string): DocumentMemo {
    let memo = memos.get(uri);
    if (memo === undefined) memos.set(uri, (memo = new DocumentMemo()));
    return memo;
  }

  /** The analysis of the document's current version, shared by every request that needs it. */
  async function analysisFor(
    document: TextDocument,
    resolved: ResolvedSettings,
    token?: CancellationToken,
  ): Promise<Analysis> {
    // A document closed (or replaced) meanwhile is not analyzed: nothing may be kept for it.
    if (documents.get(document.uri) !== document) throw new Cancelled();
    const key = `${document.version}\u0000${resolved.key}`;
    let entry = analyses.get(document.uri);
    if (entry === undefined || entry.key !== key) {
      entry?.source.cancel();
      const source = new CancellationTokenSource();
      const language = languageOf(document.languageId, document.uri);
      const result = runAsync(analyze(document.getText(), language, resolved, memoOf(document.uri)), source.token);
      result.catch(() => undefined); // awaited below; a cancelled run is not an unhandled rejection
      entry = { key, source, result };
      analyses.set(document.uri, entry);
    }
    return token === undefined ? entry.result : raceCancellation(entry.result, token);
  }

  /**
   * A quick first look at a large script that has not been analyzed since it was opened (its
   * tokens, no parse), or undefined when the full analysis is already there or not far off. It
   * runs before the full analysis starts, so that the two do not share the thread; a request that
   * comes while it runs shares it.
   */
  function quickLookFor(document: TextDocument, resolved: ResolvedSettings): QuickLook | undefined {
    if (analyses.has(document.uri)) return undefined;
    const running = looks.get(document.uri);
    if (running !== undefined && running.document === document && running.key === resolved.key) return running.look;
    const text = document.getText();
    if (!hasQuickLook(text, languageOf(document.languageId, document.uri))) return undefined;
    const source = new CancellationTokenSource();
    const cancelOnChange = documents.onDidChangeContent((event) => {
      if (event.document.uri === document.uri) source.cancel();
    });
    let firstPartRead: (analysis: Analysis) => void = () => undefined;
    const firstPart = new Promise<Analysis>((resolve) => {
      firstPartRead = resolve;
    });
    const whole = runAsync(quickAnalyze(text, resolved, memoOf(document.uri), firstPartRead), source.token);
    const look: QuickLook = { firstPart: Promise.race([firstPart, whole]), whole };
    look.firstPart.catch(() => undefined); // a cancelled look is awaited by whoever asked for it
    const entry = { document, key: resolved.key, look, source };
    looks.set(document.uri, entry);
    whole
      .finally(() => {
        cancelOnChange.dispose();
        if (looks.get(document.uri) === entry) looks.delete(document.uri);
      })
      .catch(() => undefined);
    return look;
  }

  /** The document, its settings and analysis, or undefined when urilint is off for it. */
  async function stateOf(
    uri: string,
    token?: CancellationToken,
  ): Promise<{ document: TextDocument; analysis: Analysis; resolved: ResolvedSettings } | undefined> {
    const document = documents.get(uri);
    if (document === undefined) return undefined;
    const resolved = await settingsFor(uri);
    if (!isActive(uri, resolved)) return undefined;
    const current = documents.get(uri);
    if (current === undefined) return undefined;
    return { document: current, analysis: await analysisFor(current, resolved, token), resolved };
  }

  // --- push diagnostics ----------------------------------------------------------------------
  function schedule(uri: string): void {
    if (features.pullDiagnostics) return;
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        void publish(uri);
      }, debounceMs),
    );
  }

  async function publish(uri: string): Promise<void> {
    try {
      const document = documents.get(uri);
      if (document === undefined) return;
      const resolved = await settingsFor(uri);
      // Closed (or reopened) while the settings came: no analysis, and no memo kept for a closed document.
      if (documents.get(uri) !== document) return;
      if (isActive(uri, resolved)) {
        const look = quickLookFor(document, resolved);
        if (look !== undefined) {
          // The top of the document first, then the whole of it.
          const sendEstimate = async (estimate: Analysis): Promise<void> => {
            if (documents.get(uri) !== document) return;
            await connection.sendDiagnostics({
              uri,
              version: document.version,
              diagnostics: toDiagnostics(document, estimate, resolved, bulkFor(document.uri)),
            });
          };
          const firstPart = await look.firstPart;
          await sendEstimate(firstPart);
          const whole = await look.whole;
          if (whole !== firstPart) await sendEstimate(whole);
        }
      }
      const analysis = isActive(uri, resolved) ? await analysisFor(document, resolved) : undefined;
      const current = documents.get(uri);
      if (current === undefined || current.version !== document.version) return; // a newer version is scheduled
      const diagnostics =
        analysis === undefined ? [] : toDiagnostics(current, analysis, resolved, bulkFor(current.uri));
      await connection.sendDiagnostics({ uri, version: current.version, diagnostics });
    } catch (error) {
      if (!(error instanceof Cancelled)) logError("publishing diagnostics", error);
    }
  }

  function settingsChanged(): void {
    generation++;
    settingsCache.clear();
    if (features.pullDiagnostics) {
      if (features.diagnosticRefresh) connection.languages.diagnostics.refresh().catch(() => undefined);
    } else {
      for (const document of documents.all()) schedule(document.uri);
    }
  }

  // --- lifecycle -----------------------------------------------------------------------------
  connection.onInitialize((params: InitializeParams): InitializeResult => {
    features = readClientFeatures(params.capabilities ?? {});
    const init: unknown = params.initializationOptions;
    if (
      typeof init === "object" &&
      init !== null &&
      typeof (init as { debounceMs?: unknown }).debounceMs === "number"
    ) {
      debounceMs = Math.max(0, (init as { debounceMs: number }).debounceMs);
    }
    initialSettings = readSettings(withoutServerOptions(init), DEFAULT_SETTINGS);
    pushedSettings = initialSettings;
    folders = (params.workspaceFolders ?? []).map((folder) => folder.uri);
    if (folders.length === 0 && typeof params.rootUri === "string") folders = [params.rootUri];
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        codeActionProvider: features.codeActionLiterals
          ? { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: false }
          : true,
        documentLinkProvider: { resolveProvider: false },
        executeCommandProvider: {
          commands: features.codeActionLiterals
            ? [SHOW_DOCUMENTATION_COMMAND]
            : [APPLY_EDIT_COMMAND, SHOW_DOCUMENTATION_COMMAND],
        },
        ...(features.pullDiagnostics
          ? { diagnosticProvider: { identifier: "urilint", interFileDependencies: false, workspaceDiagnostics: false } }
          : {}),
        ...(features.workspaceFolders
          ? { workspace: { workspaceFolders: { supported: true, changeNotifications: true } } }
          : {}),
      },
      serverInfo: { name: "urilint", version: VERSION },
    };
  });

  connection.onInitialized(() => {
    if (features.workspaceFolders) {
      // We announce changeNotifications, so the client sends them without any registration.
      connection.workspace.onDidChangeWorkspaceFolders((event) => {
        const removed = new Set((event?.removed ?? []).map((folder) => folder.uri));
        folders = [
          ...folders.filter((folder) => !removed.has(folder)),
          ...(event?.added ?? []).map((folder) => folder.uri),
        ];
        settingsChanged();
      });
    }
    if (features.dynamicConfiguration) {
      connection.client
        .register(DidChangeConfigurationNotification.type, { section: "urilint" })
        .catch(() => undefined);
    }
    connection.console.info(
      `urilint ${VERSION}: ${features.pullDiagnostics ? "pull" : "push"} diagnostics, settings from ${features.configuration ? "workspace/configuration" : "didChangeConfiguration and initializationOptions"}`,
    );
  });

  connection.onDidChangeConfiguration((params) => {
    // Clients with workspace/configuration are asked again; others send the settings themselves.
    if (!features.configuration) pushedSettings = readSettings(params?.settings, initialSettings);
    settingsChanged();
  });

  // --- documents -----------------------------------------------------------------------------
  documents.onDidOpen((event) => schedule(event.document.uri));
  documents.onDidChangeContent((event) => {
    // Stop the analysis of the old version now; the new one starts when it is needed.
    analyses.get(event.document.uri)?.source.cancel();
    schedule(event.document.uri);
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    clearTimeout(timers.get(uri));
    timers.delete(uri);
    // Every step still to run for the document stops, and nothing of it is kept.
    looks.get(uri)?.source.cancel();
    looks.delete(uri);
    analyses.get(uri)?.source.cancel();
    analyses.delete(uri);
    memos.delete(uri);
    settingsCache.delete(uri);
    if (!features.pullDiagnostics) void connection.sendDiagnostics({ uri, diagnostics: [] });
  });

  // --- requests ------------------------------------------------------------------------------
  connection.languages.diagnostics.on(async (params, token) => {
    const uri = documentUri(params);
    const document = documents.get(uri);
    // The suppressions file can change while the document does not: its state is part of the id.
    const resultId = `${generation}:${document?.version ?? "closed"}:${suppressionsFiles.stamp(uri, folders)}`;
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    const estimate = features.diagnosticRefresh ? await guard(() => estimateOf(uri), token, true) : undefined;
    if (estimate !== undefined)
      return { kind: DocumentDiagnosticReportKind.Full, resultId: `${resultId}:estimate`, items: estimate };
    const state = await guard(() => stateOf(uri, token), token, true);
    const items =
      state === undefined
        ? []
        : toDiagnostics(state.document, state.analysis, state.resolved, bulkFor(state.document.uri));
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items };
  });

  /**
   * For a pull before a large script's first analysis: the diagnostics of a quick first look, and
   * a refresh once the full analysis is done, so that the client pulls again and gets it.
   */
  async function estimateOf(uri: string): Promise<Diagnostic[] | undefined> {
    const document = documents.get(uri);
    if (document === undefined) return undefined;
    const resolved = await settingsFor(uri);
    if (!isActive(uri, resolved) || documents.get(uri) !== document) return undefined;
    const look = quickLookFor(document, resolved);
    if (look === undefined) return undefined;
    // The first part of the look answers at once; the rest of it and the full analysis follow.
    const estimate = await look.firstPart;
    look.whole
      .then(() => analysisFor(document, resolved))
      .then(
        () => connection.languages.diagnostics.refresh().catch(() => undefined),
        () => undefined, // replaced by a newer version, whose own pull follows
      );
    return toDiagnostics(document, estimate, resolved, bulkFor(document.uri));
  }

  connection.onHover(async (params, token) => {
    const uri = documentUri(params);
    const state = await guard(() => stateOf(uri, token), token);
    if (state === undefined) return null;
    const hover = hoverAt(
      state.analysis,
      state.document.offsetAt(position(params)),
      features.hoverFormat,
      state.resolved.severity,
    );
    if (hover === undefined) return null;
    return {
      contents: {
        kind: features.hoverFormat === "markdown" ? MarkupKind.Markdown : MarkupKind.PlainText,
        value: hover.text,
      },
      range: { start: state.document.positionAt(hover.range.start), end: state.document.positionAt(hover.range.end) },
    };
  });

  connection.onCodeAction(async (params, token) => {
    const uri = documentUri(params);
    const range = params.range;
    if (!isRange(range)) throw new ResponseError(ErrorCodes.InvalidParams, "codeAction needs a range");
    const state = await guard(() => stateOf(uri, token), token);
    if (state === undefined) return [];
    const context = params.context ?? { diagnostics: [] };
    const actions = codeActions(
      state.document,
      state.analysis,
      {
        range: { start: state.document.offsetAt(range.start), end: state.document.offsetAt(range.end) },
        diagnostics: Array.isArray(context.diagnostics) ? context.diagnostics.filter(isDiagnosticLike) : [],
        only: Array.isArray(context.only)
          ? context.only.filter((kind): kind is string => typeof kind === "string")
          : undefined,
        language: languageOf(state.document.languageId, state.document.uri),
      },
      { documentChanges: features.documentChanges },
    );
    return features.codeActionLiterals ? actions : actions.map(asCommand);
  });

  connection.onExecuteCommand(async (params) => {
    if (params.command === SHOW_DOCUMENTATION_COMMAND) return showDocumentation(params.arguments?.[0]);
    if (params.command !== APPLY_EDIT_COMMAND) throw new ResponseError(ErrorCodes.InvalidParams, "unknown command");
    const edit = params.arguments?.[0] as WorkspaceEdit | undefined;
    if (typeof edit !== "object" || edit === null)
      throw new ResponseError(ErrorCodes.InvalidParams, "the command needs an edit");
    await connection.workspace.applyEdit(edit);
    return null;
  });

  /** Opens a rule's page in the client's browser, or, for a client that cannot, says where it is. */
  async function showDocumentation(url: unknown): Promise<null> {
    if (typeof url !== "string" || !/^https:\/\//.test(url))
      throw new ResponseError(ErrorCodes.InvalidParams, "the command needs the page's https URL");
    if (features.showDocument) await connection.window.showDocument({ uri: url, external: true });
    else
      void connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Info,
        message: `urilint: the rule's documentation is at ${url}`,
      });
    return null;
  }

  connection.onDocumentLinks(async (params, token) => {
    const uri = documentUri(params);
    const state = await guard(() => stateOf(uri, token), token);
    if (state === undefined) return [];
    return documentLinks(state.analysis).map((link) => ({
      range: { start: state.document.positionAt(link.range.start), end: state.document.positionAt(link.range.end) },
      target: link.target,
    }));
  });

  function logError(what: string, error: unknown): void {
    // The name and message of our own errors never hold document text.
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
    connection.console.error(`urilint: ${what} failed (${detail})`);
  }

  /**
   * Runs a step of a request. A cancellation by the client becomes RequestCancelled; an analysis
   * stopped because the document changed becomes ContentModified, or for a diagnostic pull
   * ServerCancelled with a request to pull again.
   */
  async function guard<T>(step: () => Promise<T>, token: CancellationToken, diagnosticPull = false): Promise<T> {
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

  documents.listen(connection);
  connection.listen();
}

/** A request's document URI, or an InvalidParams error the client sees (never a crash). */
/**
 * TextDocument's factory, hardened: a client may send a `didOpen` whose text, uri, language or
 * version has the wrong type, and storing that as is would fail every later request on the
 * document. Each field is coerced to what the protocol says it is.
 */
const wellFormedDocuments: TextDocumentsConfiguration<TextDocument> = {
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

function documentUri(params: unknown): string {
  const uri = (params as { textDocument?: { uri?: unknown } } | undefined)?.textDocument?.uri;
  if (typeof uri !== "string") throw new ResponseError(ErrorCodes.InvalidParams, "textDocument.uri must be a string");
  return uri;
}

function position(params: { position?: unknown }): Position {
  if (!isPosition(params.position))
    throw new ResponseError(ErrorCodes.InvalidParams, "position must be {line, character}");
  return params.position;
}

function isPosition(value: unknown): value is Position {
  const p = value as Position | undefined;
  return typeof p === "object" && p !== null && Number.isInteger(p.line) && Number.isInteger(p.character);
}

function isRange(value: unknown): value is { start: Position; end: Position } {
  const r = value as { start?: unknown; end?: unknown } | undefined;
  return typeof r === "object" && r !== null && isPosition(r.start) && isPosition(r.end);
}

function isDiagnosticLike(value: unknown): value is import("vscode-languageserver").Diagnostic {
  return typeof value === "object" && value !== null && isRange((value as { range?: unknown }).range);
}

function asCommand(action: CodeAction): Command {
  if (action.edit === undefined && action.command !== undefined) return action.command;
  return { title: action.title, command: APPLY_EDIT_COMMAND, arguments: [action.edit] };
}

/** Resolves like `promise`, or rejects with Cancelled as soon as `token` is cancelled. */
function raceCancellation<T>(promise: Promise<T>, token: CancellationToken): Promise<T> {
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

/** initializationOptions carry settings and the server's own `debounceMs`, which is not a setting. */
function withoutServerOptions(init: unknown): unknown {
  if (typeof init !== "object" || init === null || !("debounceMs" in init)) return init;
  const { debounceMs: _debounceMs, ...settings } = init as Record<string, unknown>;
  return settings;
}
