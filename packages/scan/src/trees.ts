/**
 * @urilint/scan/trees: the URIs of a document read from a syntax tree another parser already made
 * of it (ESLint's JavaScript, YAML, TOML, CSS and HTML languages; JavaScript's nodes one by one, as
 * ESLint's traversal reaches them), and what a front-end needs to report them:
 * the match options, the document range of a finding and its edits spelled back into the
 * document. No parser is loaded from here (neither TypeScript nor the parsers of the languages read
 * from their text), so that an ESLint run that lints only YAML, TOML or CSS needs none installed;
 * an HTML document's script or style sheet loads its scanner (TypeScript, css-tree) on the first one.
 */
export { findUrisInTree, commentsInTree, type TreeExtras } from "./tree-uris.js";
export { dialectOfTree, languageOfPath, readsLinks, type Language } from "./language.js";
export {
  matchOptions,
  documentRange,
  type UriMatch,
  type MatchOptions,
  type AcceptOptions,
  type DocumentUris,
} from "./matches.js";
export { toOffsetEdits, type OffsetEdit } from "./edits.js";
export { admissionOf, judgeValue, type CandidateResult } from "./matches.js";
export type { Candidate, ValueAdmission } from "./candidate.js";
export {
  estreeValue,
  estreeComments,
  estreeJsxText,
  type EstreeNode,
  type EstreeComment,
} from "./languages/javascript/estree.js";
export { environmentSuggestion, type Suggestion } from "./languages/javascript/secret-suggestion.js";
export {
  readEstreeProgram,
  readNode as readEstreeNode,
  ESTREE_VALUE_TYPES,
} from "./languages/javascript/estree-walk.js";
