export {
  parseDirective,
  covers,
  type CommentSpan,
  type Directive,
  type DirectiveKind,
  type Target,
} from "./directives.js";
export {
  applyDirectives,
  UNUSED_DIRECTIVE_CODE,
  type Placed,
  type Suppression,
  type UnusedDirective,
} from "./apply.js";
export {
  applyBulkSuppressions,
  suppressAll,
  pruneSuppressions,
  formatSuppressions,
  parseSuppressions,
  suppressionRuleId,
  type BulkSuppressions,
  type BulkResult,
  type Counted,
} from "./bulk.js";
