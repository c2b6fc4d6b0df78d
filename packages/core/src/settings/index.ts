export * from "./schema.js";
export { validateSettings, regexError, closest, type SettingProblem, type ValidatedSettings, type ValidateOptions } from "./validate.js";
