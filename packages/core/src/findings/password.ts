/**
 * Nothing of a password in what a finding says or repairs. A password in a URI is a secret (RFC
 * 3986 3.2.1 and 7.5); a finding points at it by its span, and never repeats it, as SonarJS's
 * credential rules do. A finding at the password keeps its code and its span, which say where the
 * problem is and what kind it is; its message's values become words that name no character of it
 * (one fixed mask, so not even a length shows), and every repair that would write any of it (a
 * character of it percent-encoded, a rewrite of the whole text) is dropped: the one repair left at
 * a password is its removal. The scanner, the builder and check() all pass their findings here.
 */
import type { ComponentSpans, Span } from "../model.js";
import { CATALOGUE, renderMessage, type FindingCode } from "./catalogue.js";
import { applyEdits, type Finding, type TextEdit } from "./finding.js";

/** The spans a password is read from. */
export type AuthoritySpans = Pick<ComponentSpans, "authority" | "userInfo" | "host">;

/** What a message shows where a value would show the password or a piece of it: fixed, whatever its length. */
export const HIDDEN = "(hidden)";

/**
 * The words a finding at the password shows for each value of its message. A value not named here
 * is HIDDEN. Each fills its template so that the message still reads as a sentence.
 */
const SECRET_WORDS: Partial<Record<FindingCode, Readonly<Record<string, string>>>> = {
  // "A character is not allowed in the password; percent-encode it as %XX"
  "invalid-character": { char: "A character", component: "password", encoded: "%XX" },
  // "A URI cannot contain whitespace in the password; browsers and servers disagree on where it ends (percent-encode it as %XX)"
  whitespace: { char: "whitespace in the password", encoded: "%XX" },
  // "The control character in the password is not allowed in a URI; ..."
  "control-character": { char: "in the password" },
  // "A character of the password is not ASCII; a URI carries it percent-encoded as UTF-8 (%XX)"
  "non-ascii": { char: "A character of the password", encoded: "%XX" },
  // "A port is decimal digits only; a character of the password is not a digit"
  "invalid-port": { char: "a character of the password" },
  // "A delimiter in the userinfo must be percent-encoded as %XX; parsers disagree on where the host starts"
  "userinfo-delimiter": { char: "A delimiter", encoded: "%XX" },
  // "A percent-encoding in the password encodes the unreserved character (hidden), which needs no encoding"
  "unreserved-percent-encoded": { encoded: "A percent-encoding in the password", char: HIDDEN },
};

/** Codes whose values never hold a password: the URI form of an IRI is masked where it is built. */
const NOTHING_TO_HIDE: ReadonlySet<FindingCode> = new Set<FindingCode>(["iri"]);

/**
 * Where the password is in a text whose components are at `spans` (a strict parse's or the
 * lenient split's): after the first ":" of the userinfo (RFC 3986 3.2.1 "user:password") up to the
 * "@" that ends it; an empty span for "user:@host". Also a password written with a "/", "?" or "#"
 * that was not percent-encoded ("https://user:pa/ss@host/"): RFC 3986 ends the authority there and
 * reads a port that is not digits, but the author meant everything up to the "@" that follows as
 * the password, and that is what must never show. Undefined when there is no password.
 */
export function passwordSpanIn(text: string, spans: AuthoritySpans): Span | undefined {
  const userInfo = spans.userInfo;
  if (userInfo !== undefined) {
    const colon = text.indexOf(":", userInfo.start);
    return colon === -1 || colon >= userInfo.end ? undefined : { start: colon + 1, end: userInfo.end };
  }
  const { authority, host } = spans;
  if (authority === undefined || host === undefined || text.charCodeAt(host.start) === 0x5b) return undefined;
  // What follows the authority's first ":" is no port (RFC 3986 3.2.3: digits only) and an "@" follows.
  const colon = text.indexOf(":", authority.start);
  if (colon === -1 || colon >= authority.end || isDigits(text, { start: colon + 1, end: authority.end }))
    return undefined;
  const at = text.indexOf("@", authority.end);
  return at === -1 ? undefined : { start: colon + 1, end: at };
}

/** The user name before the password at `password`: from the start of the authority to its ":". */
export function userSpanBefore(spans: AuthoritySpans, password: Span): Span {
  return { start: (spans.userInfo ?? spans.authority)!.start, end: password.start - 1 };
}

function isDigits(text: string, span: Span): boolean {
  for (let i = span.start; i < span.end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}

/** `finding` with nothing of the password at `password` in its message, data, titles or edits. */
export function withoutPassword(finding: Finding, password: Span): Finding {
  if (password.start === password.end) return finding;
  const fix = finding.fix !== undefined && writesPassword([finding.fix], password) ? undefined : finding.fix;
  const suggestions = finding.suggestions.some((s) => writesPassword(s.edits, password))
    ? finding.suggestions.filter((s) => !writesPassword(s.edits, password))
    : finding.suggestions;
  const hides = !NOTHING_TO_HIDE.has(finding.code) && meets(finding, password);
  if (!hides && fix === finding.fix && suggestions === finding.suggestions) return finding;
  const data = hides ? secretData(finding.code, finding.data) : finding.data;
  const message = hides ? renderMessage(CATALOGUE[finding.code].message, data) : finding.message;
  return { ...finding, message, data, fix, suggestions };
}

/**
 * `text` with `edits` (in order, not overlapping) applied, as a message may show it: the password
 * at `password` reads HIDDEN, and an edit inside it is left out (it is not shown anyway).
 */
export function shownRewrite(text: string, edits: readonly TextEdit[], password: Span | undefined): string {
  if (password === undefined || password.start === password.end) return applyEdits(text, edits);
  const masked = text.slice(0, password.start) + HIDDEN + text.slice(password.end);
  const shift = HIDDEN.length - (password.end - password.start);
  const kept: TextEdit[] = [];
  for (const edit of edits) {
    if (meets(edit, password)) continue;
    kept.push(
      edit.start >= password.end ? { start: edit.start + shift, end: edit.end + shift, text: edit.text } : edit,
    );
  }
  return applyEdits(masked, kept);
}

/** Every finding of `findings` without the password at `password` (the same array when nothing changes). */
export function allWithoutPassword(findings: readonly Finding[], password: Span | undefined): readonly Finding[] {
  if (password === undefined || password.start === password.end) return findings;
  let changed: Finding[] | undefined;
  for (let i = 0; i < findings.length; i++) {
    const finding = findings[i]!;
    const safe = withoutPassword(finding, password);
    if (safe !== finding) (changed ??= findings.slice())[i] = safe;
  }
  return changed ?? findings;
}

function secretData(code: FindingCode, data: Readonly<Record<string, string>>): Record<string, string> {
  const words = SECRET_WORDS[code];
  const hidden: Record<string, string> = {};
  for (const key of Object.keys(data)) hidden[key] = words?.[key] ?? HIDDEN;
  return hidden;
}

/** Does the span share a character with the password, or (empty) lie inside it? */
function meets(span: Span, password: Span): boolean {
  if (span.start === span.end) return span.start > password.start && span.start < password.end;
  return span.start < password.end && span.end > password.start;
}

/**
 * Does a repair write into the password or across it? Removing characters writes nothing of
 * them; any other edit there does. The edits are taken as one range, first start to last end, as
 * ESLint merges the edits of one repair into a single replacement of that range.
 */
function writesPassword(edits: readonly TextEdit[], password: Span): boolean {
  if (edits.length === 0) return false;
  let start = Infinity;
  let end = -Infinity;
  for (const edit of edits) {
    if (edit.start < start) start = edit.start;
    if (edit.end > end) end = edit.end;
  }
  // Only then the texts: a storm's edit builds its text when first read.
  return meets({ start, end }, password) && edits.some((edit) => edit.text !== "");
}
