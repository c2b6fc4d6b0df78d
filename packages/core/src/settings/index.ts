export * from "./schema.js";
export {
  validateSettings,
  regexError,
  closest,
  type SettingProblem,
  type ValidatedSettings,
  type ValidateOptions,
} from "./validate.js";
export { resolveChecks, type ResolvedChecks, type CheckSeverity } from "./checks.js";
export { defaultSettings, type SettingValues, type SiteSetting } from "./values.js";
