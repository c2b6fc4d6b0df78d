/**
 * The errors that end a run with exit code 2 and one clear message (no stack trace): a bad command
 * line, a bad configuration, a git command that failed. Anything else thrown is a bug.
 */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}
