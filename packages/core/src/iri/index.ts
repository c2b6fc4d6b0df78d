/** IRIs (RFC 3987): parsing, the mappings to and from URIs, international host names, confusable hosts. */
export { isIprivate, isIriChar, isUcschar } from "./chars.js";
export { tryParseIri, parseIri, validateIri, isIriOnly } from "./parse.js";
export { iriToUri, uriToIri, uriFormOf, type UriForm } from "./mapping.js";
export {
  idnaHost,
  hostToAscii,
  hostToUnicode,
  isInternationalHost,
  IDNA_MODE,
  type IdnaProblem,
  type IdnaResult,
} from "./idna.js";
export { confusableLabel, type ConfusableLabel } from "./confusable.js";
