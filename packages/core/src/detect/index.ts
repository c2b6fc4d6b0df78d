/**
 * detect/: which strings are URIs. Front-ends describe where a string sits (StringContext); this
 * module decides, so the ESLint plugin and the language server agree.
 */
export type { DetectOptions, Evidence, SinkSetting, StringContext } from "./context.js";
export {
  classifyString,
  detectUri,
  hasUriDelimiter,
  mayBeUri,
  prepareDetectOptions,
  type PreparedDetectOptions,
  type UriCandidate,
} from "./detect.js";
export { findPlaceholders, maskPlaceholders, type MaskedText } from "./placeholders.js";
export { isNamespaceName, isUriName, splitWords } from "./names.js";
export { isNamespaceIdentifier, looksLikeUri } from "./content.js";
export { attributeRole, isAssertionCallee, type ArgumentRole, type AttributeRole } from "./sinks.js";
