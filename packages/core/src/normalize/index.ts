/** Normalization (RFC 3986 6.2.2, 6.2.3), its report, and the 6.2 comparison ladder. */
export {
  normalize,
  normalizationReport,
  isNormalized,
  applyChanges,
  NORMALIZATION_RULES,
  type NormalizationRule,
  type NormalizeOptions,
  type NormalizationChange,
} from "./normalize.js";
export { normalizeDotSegments } from "./path.js";
export { equivalent, equivalence, type Equivalence } from "./equivalent.js";
