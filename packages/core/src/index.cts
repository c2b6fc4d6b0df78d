/**
 * The CommonJS entry: `require("@urilint/core")` gives the same module as `import` (Node >= 20.19
 * loads the ESM build with `require()`). The types are imported in "import" mode, so that
 * consumers that resolve as node16 CommonJS read them without requiring an ES module.
 */
import type * as core from "./index.js" with { "resolution-mode": "import" };

const api: typeof core = require("./index.js") as typeof core;
// cjs-types: start
// The ES module's types, for `import type { ... }` from CommonJS files: an `export =` of a value
// carries none. Written by scripts/cjs-types.mjs from the ES module's exports.
declare namespace api {
  type ArgumentRole = core.ArgumentRole;
  type AttributeRole = core.AttributeRole;
  type BuildConflict = core.BuildConflict;
  type BuildError = core.BuildError;
  type BuildInput = core.BuildInput;
  type BuildResult = core.BuildResult;
  type BulkResult<T extends core.Counted> = core.BulkResult<T>;
  type BulkSuppressions = core.BulkSuppressions;
  type CatalogueEntry = core.CatalogueEntry;
  type Category = core.Category;
  type CheckOptions = core.CheckOptions;
  type CheckSeverity = core.CheckSeverity;
  type CommentSpan = core.CommentSpan;
  type ComponentName = core.ComponentName;
  type ComponentOffsets = core.ComponentOffsets;
  type ComponentParts = core.ComponentParts;
  type Components = core.Components;
  type ComponentSpans = core.ComponentSpans;
  type ConfusableLabel = core.ConfusableLabel;
  type Counted = core.Counted;
  type DecodedText = core.DecodedText;
  type DecodeError = core.DecodeError;
  type DecodeResult = core.DecodeResult;
  type DetectOptions = core.DetectOptions;
  type Directive = core.Directive;
  type DirectiveKind = core.DirectiveKind;
  type Elements = core.Elements;
  type EncodableComponent = core.EncodableComponent;
  type Equivalence = core.Equivalence;
  type Evidence = core.Evidence;
  type Finding = core.Finding;
  type FindingCode = core.FindingCode;
  type FindingInit = core.FindingInit;
  type FixKind = core.FixKind;
  type Goal = core.Goal;
  type HostDescription = core.HostDescription;
  type HostKind = core.HostKind;
  type IdnaProblem = core.IdnaProblem;
  type IdnaResult = core.IdnaResult;
  type IriForms = core.IriForms;
  type ListItem = core.ListItem;
  type Location = core.Location;
  type MaskedText = core.MaskedText;
  type NormalizationChange = core.NormalizationChange;
  type NormalizationRule = core.NormalizationRule;
  type NormalizeOptions = core.NormalizeOptions;
  type ParseOptions = core.ParseOptions;
  type ParseResult = core.ParseResult;
  type PathDescription = core.PathDescription;
  type Placed = core.Placed;
  type PortDescription = core.PortDescription;
  type PreparedDetectOptions = core.PreparedDetectOptions;
  type QueryDescription = core.QueryDescription;
  type QueryParameter = core.QueryParameter;
  type ResolvedChecks = core.ResolvedChecks;
  type ResolveOptions = core.ResolveOptions;
  type RuleName = core.RuleName;
  type SchemeDescription = core.SchemeDescription;
  type SchemeInfo = core.SchemeInfo;
  type SettingProblem = core.SettingProblem;
  type SettingSpec = core.SettingSpec;
  type SettingsReader = core.SettingsReader;
  type SettingType = core.SettingType;
  type SettingValues = core.SettingValues;
  type Severity = core.Severity;
  type SeveritySetting = core.SeveritySetting;
  type SinkSetting = core.SinkSetting;
  type SiteSetting = core.SiteSetting;
  type Span = core.Span;
  type SplitReference = core.SplitReference;
  type StringContext = core.StringContext;
  type Suggestion = core.Suggestion;
  type Suppression<T extends core.Placed> = core.Suppression<T>;
  type Target = core.Target;
  type TextEdit = core.TextEdit;
  type UnusedDirective = core.UnusedDirective;
  type UriBuilder = core.UriBuilder;
  type UriCandidate = core.UriCandidate;
  type UriDescription = core.UriDescription;
  type UriError = core.UriError;
  type UriForm = core.UriForm;
  type UriReference = core.UriReference;
  type UserInfoDescription = core.UserInfoDescription;
  type ValidatedSettings = core.ValidatedSettings;
  type ValidateOptions = core.ValidateOptions;
}
// cjs-types: end
export = api;
