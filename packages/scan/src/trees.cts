/** The CommonJS entry of @urilint/scan/trees (see index.cts). */
import type * as trees from "./trees.js" with { "resolution-mode": "import" };

const api: typeof trees = require("./trees.js") as typeof trees;
// cjs-types: start
// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value
// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.
declare namespace api {
  type AcceptOptions = trees.AcceptOptions;
  type Candidate = trees.Candidate;
  type CandidateResult = trees.CandidateResult;
  type DocumentUris = trees.DocumentUris;
  type EstreeComment = trees.EstreeComment;
  type EstreeNode = trees.EstreeNode;
  type Language = trees.Language;
  type MatchOptions = trees.MatchOptions;
  type OffsetEdit = trees.OffsetEdit;
  type Suggestion = trees.Suggestion;
  type TreeExtras = trees.TreeExtras;
  type UriMatch = trees.UriMatch;
  type ValueAdmission = trees.ValueAdmission;
}
// cjs-types: end
export = api;
