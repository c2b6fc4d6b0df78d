/**
 * The command's one mask for passwords. Whatever the command writes that came from its user or from
 * the system (an argument, a path, a configuration file's name, key or value, an environment value,
 * an error of the system or of git) goes through here on its way into a message, a note, a report
 * or the cache. The password of a URI (RFC 3986 3.2.1: the userinfo after its first ":", up to the
 * "@" that ends it) becomes MASK, which is the same for every password: a mask that kept the
 * length would tell it.
 *
 * The text given here is not known to be a URI, and a password written as the user typed it may
 * hold any character ("/", "@", ":", quotes, spaces): the mask errs on the side of hiding too much.
 * It runs from the first ":" after the first authority ("//" after a scheme's ":", or at the start),
 * or after the start when there is none, to the last "@" of the value. The finding messages are the
 * core's, which masks them itself.
 */

export const MASK = "***";

/** GitHub's token form, "TOKEN:x-oauth-basic@": the password is a fixed word, the user name the secret. */
const TOKEN_PASSWORD = "x-oauth-basic";

/** `value` (one argument, one path, one line) with the password of any URI in it masked. */
export function maskValue(value: string): string {
  const secret = secretSpan(value);
  return secret === undefined ? value : `${value.slice(0, secret.start)}${MASK}${value.slice(secret.end)}`;
}

/** Where in `value` the mask goes (see above): the password, or the user name of GitHub's token form. */
export function secretSpan(value: string): { start: number; end: number } | undefined {
  const at = value.lastIndexOf("@");
  if (at <= 0) return undefined;
  const start = authorityStart(value, at);
  const colon = value.indexOf(":", start);
  if (colon < 0 || colon >= at - 1) return undefined;
  if (value.slice(colon + 1, at).toLowerCase() === TOKEN_PASSWORD)
    return colon === start ? undefined : { start, end: colon };
  return { start: colon + 1, end: at };
}

/** A text of several lines (an error's message, git's output): each line masked as a value. */
export function maskText(text: string): string {
  if (!text.includes("@")) return text;
  return text
    .split(/(\r\n|[\n\r\u2028\u2029])/)
    .map((part, i) => (i % 2 === 0 ? maskValue(part) : part))
    .join("");
}

/** Where the userinfo can start: after the first "//" before `at` that opens an authority; else 0. */
function authorityStart(value: string, at: number): number {
  for (let i = value.indexOf("//"); i >= 0 && i < at; i = value.indexOf("//", i + 1)) {
    if (i === 0 || value.charCodeAt(i - 1) === 0x3a /* ":" */) return i + 2;
  }
  return 0;
}
