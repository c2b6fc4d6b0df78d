/**
 * Every check on, as an error, in each front-end's words: ESLint's `all` config (plugin.ts), and
 * the same as settings for the command (a config file) and the server (initializationOptions).
 */
import { FINDING_CODES } from "@urilint/core";

export const EVERY_CHECK_AN_ERROR = {
  checks: Object.fromEntries(FINDING_CODES.map((code) => [code, true])),
  severity: Object.fromEntries(FINDING_CODES.map((code) => [code, "error"])),
  // ESLint's configs leave unused disable comments unreported here: so do the others.
  reportUnusedDisableDirectives: "off",
};
