export { parseDirective, covers, type CommentSpan, type Directive, type DirectiveKind, type Target } from "./directives.js";
export { applyDirectives, type Placed, type Suppression, type UnusedDirective } from "./apply.js";
