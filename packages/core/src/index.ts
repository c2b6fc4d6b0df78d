/**
 * @urilint/core: a strict, lossless RFC 3986 engine with positions, and the one catalogue of
 * findings that every urilint front-end renders.
 */
export * from "./model.js";
export { UriReference, type ComponentOffsets } from "./uri-reference.js";
export * from "./parse/index.js";
export * from "./findings/catalogue.js";
export * from "./findings/finding.js";
export { percentEncodeUtf8 } from "./chars.js";
