/**
 * Text that no check reports on, whatever its context: one or more unreserved or sub-delims
 * characters (RFC 3986 2.2, 2.3) other than ".", such as `GET`, `customer_id` or `a-b+c`. As a
 * URI reference it is a relative path of one segment (path-noscheme, Appendix A), valid and already
 * normal; it has no scheme, authority, dot segment or percent-encoding for a finding to be about.
 *
 * A front-end that reports findings only (the ESLint plugin) may leave such strings out before it
 * works out their context: most string literals of a program are such words. One that shows every
 * URI it finds (the language server's hovers) must not.
 */

/** A character outside that set: a string without one (the empty string too) holds no finding. */
export const MAY_HOLD_FINDING = /[^A-Za-z0-9\-_~!$&'()*+,;=]/;

/** Whether check() may report on `text` in some context: false for a finding-free word. */
export function mayHoldFinding(text: string): boolean {
  return MAY_HOLD_FINDING.test(text);
}
