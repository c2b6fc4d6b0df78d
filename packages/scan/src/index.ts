/**
 * @urilint/scan: the URI candidates of a document (text + language), with exact ranges through the
 * language's quoting and escapes, the context each value flows into, and its holes; the core's
 * detector and checks on them (`findUris`); and a core edit spelled back into the document
 * (`toOffsetEdits`). Used by the language server, the `urilint` command and the ESLint plugin's
 * non-JavaScript languages.
 */
export type { Candidate, CommentSink, Site } from "./candidate.js";
export { directivesOf, directiveSink, mayHoldDirectives } from "./directives.js";
export { reportedFindings, type PlacedFinding, type ReportedFindings } from "./reported.js";
export { disableCommentEdit } from "./disable-comment.js";
export {
  languageOf,
  languageOfPath,
  languageOfShebang,
  languageOfName,
  dialects,
  definitionOf,
  languageDefinitions,
  prepareLanguage,
  isPrepared,
  type Language,
  type LanguageDefinition,
  type Dialect,
  type CommentSyntax,
  type DocumentLinks,
  type SlugStyle,
  readsLinks,
} from "./language.js";
export { scanDocument, isParserOverflow } from "./scan.js";
export { parseScript, scanScript, isScript, type ScriptUnits, type ScriptLanguage } from "./scripts.js";
export { findUris, findUrisWithDirectives } from "./uris.js";
export { OpenDocument, type DocumentAnalysis } from "./document.js";
export {
  judgeValue,
  matchOptions,
  documentRange,
  matchAt,
  type UriMatch,
  type MatchOptions,
  type AcceptOptions,
  type CandidateResult,
  type DocumentUris,
} from "./matches.js";
export { toOffsetEdit, toOffsetEdits, disjoint, type OffsetEdit } from "./edits.js";
export { spell, type Spelling } from "./spell.js";
export { decode, ValueBuilder, HOLE_PLACEHOLDER, type Value } from "./reading/value.js";
export type { TextMap, DocumentRange } from "./text-map.js";
export { runSync, runAsync, Cancelled, TURN, type Work, type CancellationLike } from "./work.js";
export { safeFixEdits, isSafeFix } from "./fixes.js";
export * from "./files.js";
export * from "./links/index.js";
