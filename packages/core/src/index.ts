/**
 * @urilint/core: a strict, lossless RFC 3986 engine with positions, and the one catalogue of
 * findings that every urilint front-end renders.
 */
export * from "./model.js";
export { UriReference, type ComponentOffsets } from "./uri-reference.js";
export * from "./parse/index.js";
export * from "./findings/catalogue.js";
export * from "./findings/finding.js";
export { check, type CheckOptions } from "./findings/check.js";
export { MAY_HOLD_FINDING, mayHoldFinding } from "./findings/finding-free.js";
export { passwordSpan } from "./findings/security.js";
export { isPlaceholder } from "./findings/placeholders.js";
export * from "./describe/index.js";
export { percentEncodeUtf8 } from "./chars.js";
export { detachedCopy } from "./detached-copy.js";
export * from "./detect/index.js";
export * from "./normalize/index.js";
export * from "./resolve/index.js";
export * from "./build/index.js";
export * from "./percent-encoding/index.js";
export * from "./ipv6/index.js";
export * from "./schemes.js";
export * from "./settings/index.js";
export * from "./iri/index.js";
export * from "./suppress/index.js";
