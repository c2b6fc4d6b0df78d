/**
 * @urilint/scan/trees: the URIs of a document read from a syntax tree another parser already made
 * of it (ESLint's YAML, TOML, CSS and HTML languages), and what a front-end needs to report them:
 * the match options, the document range of a finding and its edits spelled back into the
 * document. No parser is loaded from here (neither TypeScript nor the parsers of the languages read
 * from their text; css-tree's walker only), so that an ESLint run that lints only YAML, TOML or CSS
 * loads none; an HTML document's script or style sheet loads its scanner on the first one.
 */
export { findUrisInTree, commentsInTree, type TreeExtras } from "./tree-uris.js";
export {
  matchOptions,
  documentRange,
  type UriMatch,
  type MatchOptions,
  type AcceptOptions,
  type DocumentUris,
} from "./matches.js";
export { toOffsetEdits, type OffsetEdit } from "./edits.js";
