/**
 * @urilint/lsp-server: the language server (`startServer`) and its language service, pure
 * functions that need no connection (analysis, diagnostics, hovers, code actions, links).
 */
export { startServer, readClientFeatures, APPLY_EDIT_COMMAND, type ServerOptions } from "./server.js";
export { analyze, analyzeDocument, analyzeNow, type Analysis } from "./analysis.js";
export { toDiagnostics, SOURCE, TOO_LARGE_CODE } from "./diagnostics.js";
export { hoverAt, renderHover, type HoverFormat } from "./hover.js";
export { codeActions, kindRequested, FIX_ALL_KIND, NORMALIZE_TITLE, type CodeActionRequest } from "./code-actions.js";
export { documentLinks } from "./links.js";
export { DEFAULT_SETTINGS, readSettings, resolveSettings, type Settings, type ResolvedSettings } from "./settings.js";
