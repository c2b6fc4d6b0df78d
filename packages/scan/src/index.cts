/**
 * The CommonJS entry: `require("@urilint/scan")` gives the same module as `import` (Node >= 20.19
 * loads the ESM build with `require()`). The types are imported in "import" mode, so that
 * consumers that resolve as node16 CommonJS read them without requiring an ES module.
 */
import type * as scan from "./index.js" with { "resolution-mode": "import" };

const api: typeof scan = require("./index.js") as typeof scan;
// cjs-types: start
// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value
// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.
declare namespace api {
  type AcceptOptions = scan.AcceptOptions;
  type CancellationLike = scan.CancellationLike;
  type Cancelled = scan.Cancelled;
  type Candidate = scan.Candidate;
  type CandidateResult = scan.CandidateResult;
  type CheckLinksOptions = scan.CheckLinksOptions;
  type CommentSink = scan.CommentSink;
  type CommentSyntax = scan.CommentSyntax;
  type Dialect = scan.Dialect;
  type DirectoryEntry = scan.DirectoryEntry;
  type DocumentAnalysis = scan.DocumentAnalysis;
  type DocumentLinks = scan.DocumentLinks;
  type DocumentRange = scan.DocumentRange;
  type DocumentUris = scan.DocumentUris;
  type FileView = scan.FileView;
  type Language = scan.Language;
  type LanguageDefinition = scan.LanguageDefinition;
  type LinkCompletion = scan.LinkCompletion;
  type LinkCompletions = scan.LinkCompletions;
  type LinkFiles = scan.LinkFiles;
  type LinkRun = scan.LinkRun;
  type MatchOptions = scan.MatchOptions;
  type OffsetEdit = scan.OffsetEdit;
  type OpenDocument = scan.OpenDocument;
  type OverLimit = scan.OverLimit;
  type PathMatcher = scan.PathMatcher;
  type PlacedFinding = scan.PlacedFinding;
  type ReportedFindings = scan.ReportedFindings;
  type ScriptLanguage = scan.ScriptLanguage;
  type ScriptUnits = scan.ScriptUnits;
  type Site = scan.Site;
  type SiteKind = scan.SiteKind;
  type SiteSettings = scan.SiteSettings;
  type SlugStyle = scan.SlugStyle;
  type Spelling = scan.Spelling;
  type TextMap = scan.TextMap;
  type TooLarge = scan.TooLarge;
  type UriMatch = scan.UriMatch;
  type Value = scan.Value;
  type ValueBuilder = scan.ValueBuilder;
  type Work<T> = scan.Work<T>;
}
// cjs-types: end
export = api;
