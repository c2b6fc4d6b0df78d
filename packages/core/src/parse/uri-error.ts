/** The error a throwing parse raises, with every finding; its message never repeats the input. */
import type { Finding } from "../findings/finding.js";

/**
 * The error `parse` throws. Its message names the problems, never the input: the input may hold a
 * password.
 */
export class UriError extends Error {
  readonly issues: readonly Finding[];

  constructor(issues: readonly Finding[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(
      first === undefined
        ? "Not a valid URI reference"
        : `Not a valid URI reference: ${first.message} at ${first.start}${more}`,
    );
    this.name = "UriError";
    this.issues = issues;
  }
}
