/**
 * Intent: texts that are (or almost are) URI references, but not the URI their author meant. Each
 * shape is recognized from the start of the text in one scan; at most one applies to a text.
 */
import {
  BACKSLASH,
  COLON,
  DOT,
  HASH,
  OPEN_BRACKET,
  PCHAR,
  QUESTION,
  SLASH,
  isIn,
  percentEncodeUtf8,
} from "../chars.js";
import type { Span } from "../model.js";
import type { FindingCode } from "./catalogue.js";
import { createFinding, type Finding, type TextEdit } from "./finding.js";
import { isDottedDecimal } from "./ipv4-forms.js";
import { passwordSpan } from "./security.js";
import { shownRewrite } from "./password.js";
import { shown } from "./shown.js";

export interface IntentMatch {
  readonly finding: Finding;
  /**
   * The syntax findings that this finding explains (same cause, one repair): those with one of
   * `codes` inside `span`. check() reports the intent instead of them.
   */
  readonly explains: { readonly span: Span; readonly codes: ReadonlySet<FindingCode> };
}

/** The intent finding of `text`, if its shape is one of the lookalikes. */
export function intentFinding(text: string): IntentMatch | undefined {
  return windowsPath(text) ?? scpLike(text) ?? hostPortWithoutScheme(text);
}

/**
 * "C:\Users\me", "C:/Users/me", "c:foo": a drive letter reads as a one-letter scheme. No URI
 * scheme has one letter, so the text is a Windows path; as a URI it is a file URI (RFC 8089 E.2).
 */
export function windowsPath(text: string): IntentMatch | undefined {
  if (text.length < 2 || !isLetter(text.charCodeAt(0)) || text.charCodeAt(1) !== COLON) return undefined;
  const edits = fileUriEdits(text);
  const suggested = shownRewrite(text, edits, passwordSpan(text));
  return {
    finding: createFinding("windows-path", {
      start: 0,
      end: 2,
      component: "scheme",
      data: { suggested: shown(suggested) },
      suggestions: [{ title: "Write it as a file: URI", edits }],
    }),
    explains: {
      span: { start: 0, end: text.length },
      // The drive letter is no scheme to lower-case; the rest is what the file: URI encodes.
      codes: new Set<FindingCode>([
        "scheme-case",
        "backslash",
        "whitespace",
        "non-ascii",
        "invalid-character",
        "invalid-percent-encoding",
      ]),
    },
  };
}

/**
 * "git@github.com:org/repo.git": scp's "user@host:path", a relative reference whose first segment
 * has a ":" (RFC 3986 4.2 forbids it). As a URI it is "ssh://user@host/path".
 */
export function scpLike(text: string): IntentMatch | undefined {
  const colon = firstDelimiter(text, 0);
  if (colon >= text.length || text.charCodeAt(colon) !== COLON) return undefined;
  const at = text.lastIndexOf("@", colon);
  if (at < 1) return undefined;
  for (let i = 0; i < at; i++) if (!isUserChar(text.charCodeAt(i))) return undefined;
  if (!isHostName(text, at + 1, colon)) return undefined;
  const pathStart = colon + 1;
  if (pathStart === text.length || text.startsWith("//", pathStart) || isDigitsToBoundary(text, pathStart))
    return undefined;
  const separator = text.charCodeAt(pathStart) === SLASH ? "" : "/";
  const edits = [
    { start: 0, end: 0, text: "ssh://" },
    { start: colon, end: colon + 1, text: separator },
  ];
  return {
    finding: createFinding("scp-like", {
      start: colon,
      end: colon + 1,
      component: "path",
      data: { suggested: shown(shownRewrite(text, edits, passwordSpan(text))) },
      suggestions: [{ title: "Write it as an ssh:// URI", edits }],
    }),
    explains: {
      span: { start: 0, end: colon + 1 },
      codes: new Set<FindingCode>(["colon-in-first-segment", "invalid-scheme"]),
    },
  };
}

/**
 * "localhost:3000", "example.com:8080", "127.0.0.1:8080", "[::1]:3000": a host and a port, which
 * RFC 3986 reads as the scheme "localhost" and the path "3000" (or rejects). Recognized when the
 * "scheme" is localhost, a dotted name or an IP address and the rest is a port, then optionally a
 * path, query or fragment.
 */
export function hostPortWithoutScheme(text: string): IntentMatch | undefined {
  let colon: number;
  if (text.charCodeAt(0) === OPEN_BRACKET) {
    const close = text.indexOf("]");
    if (close < 3 || !isIPv6Chars(text, 1, close)) return undefined;
    colon = close + 1;
  } else {
    colon = firstDelimiter(text, 0);
    if (!isHostLike(text.slice(0, colon))) return undefined;
  }
  if (text.charCodeAt(colon) !== COLON) return undefined;
  let portEnd = colon + 1;
  while (portEnd < text.length && isDigit(text.charCodeAt(portEnd))) portEnd++;
  const digits = portEnd - colon - 1;
  if (digits === 0 || digits > 5 || !isBoundary(text, portEnd)) return undefined;
  const hostPort = text.slice(0, portEnd);
  const addScheme = (scheme: string) => ({
    title: `Add the scheme '${scheme}//'`,
    edits: [{ start: 0, end: 0, text: `${scheme}//` }],
  });
  return {
    finding: createFinding("host-port-without-scheme", {
      start: 0,
      end: portEnd,
      component: "reference",
      data: { text: shown(hostPort), scheme: shown(text.slice(0, colon)), suggested: shown(`http://${hostPort}`) },
      suggestions: [addScheme("http:"), addScheme("https:")],
    }),
    explains: {
      span: { start: 0, end: portEnd },
      codes: new Set<FindingCode>(["colon-in-first-segment", "invalid-scheme", "invalid-character", "scheme-case"]),
    },
  };
}

/**
 * The edits that turn a Windows path into "file:///C:/path": "file:///" before it, one "/" after
 * the drive, "/" for every "\\", and what a path segment cannot hold percent-encoded. Small edits,
 * so none of them spans a template hole that did not need to change.
 */
function fileUriEdits(path: string): TextEdit[] {
  const edits: TextEdit[] = [{ start: 0, end: 0, text: "file:///" }];
  let i = 2;
  while (i < path.length && isSeparator(path.charCodeAt(i))) i++;
  if (i !== 3 || path.charCodeAt(2) !== SLASH) edits.push({ start: 2, end: i, text: "/" });
  for (; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code === BACKSLASH) {
      edits.push({ start: i, end: i + 1, text: "/" });
    } else if (code !== SLASH && !isIn(code, PCHAR)) {
      const pair =
        code >= 0xd800 && code <= 0xdbff && i + 1 < path.length && (path.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      const end = pair ? i + 2 : i + 1;
      edits.push({ start: i, end, text: percentEncodeUtf8(path, i, end) });
      i = end - 1;
    }
  }
  return edits;
}

/** "localhost", "*.localhost", a dotted-decimal address, or a dotted name ending in a label that starts with a letter. */
function isHostLike(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower === "localhost" || isDottedDecimal(name)) return true;
  if (!lower.includes(".")) return false;
  let labelStart = 0;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : DOT;
    if (code === DOT) {
      if (i === labelStart) return false;
      if (i === lower.length) return isLetter(lower.charCodeAt(labelStart));
      labelStart = i + 1;
    } else if (!isLetter(code) && !isDigit(code) && code !== 0x2d) {
      return false;
    }
  }
  return false;
}

/** A host name for scp: letters, digits, "-" and ".", not empty. */
function isHostName(text: string, start: number, end: number): boolean {
  if (start === end) return false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (!isLetter(code) && !isDigit(code) && code !== 0x2d && code !== DOT) return false;
  }
  return true;
}

function isIPv6Chars(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code) && !((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66) && code !== COLON && code !== DOT)
      return false;
  }
  return text.indexOf(":", start) < end;
}

/** User names scp accepts without quoting: letters, digits, ".", "_", "-", "~". */
function isUserChar(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === DOT || code === 0x5f || code === 0x2d || code === 0x7e;
}

function isDigitsToBoundary(text: string, start: number): boolean {
  let i = start;
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  return i > start && isBoundary(text, i);
}

/** The end of the text, or the start of a path, query or fragment. */
function isBoundary(text: string, index: number): boolean {
  if (index === text.length) return true;
  const code = text.charCodeAt(index);
  return code === SLASH || code === QUESTION || code === HASH;
}

/** The first ":", "/", "?" or "#" from `start`: where a scheme candidate ends (RFC 3986 Appendix B). */
function firstDelimiter(text: string, start: number): number {
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === COLON || code === SLASH || code === QUESTION || code === HASH) return i;
  }
  return text.length;
}

function isSeparator(code: number): boolean {
  return code === SLASH || code === BACKSLASH;
}

function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
