/**
 * The fast path of normalize(): the normal form of a parsed reference when a glance settles it,
 * read in place. Nearly every URI written in code or found on the web is already normal (all but
 * 10 of 43,415 in node_files, all of isaacs_files), and for them the normal form is the input
 * itself; most of the rest are "http://host" without a path (639 of the 700 changed in userbait),
 * whose normal form is the input with "/" put in.
 *
 * "When a glance settles it": undefined only sends the reference to the full analysis, which
 * decides; so a part that takes more than a glance (an IP literal, a dot segment, a triplet to
 * decode, an upper-case letter to fold) gives undefined.
 */
import { SLASH, isUnreserved, hexValue } from "../chars.js";
import { copyOffsets, type OffsetRecord, type UriReference } from "../uri-reference.js";
import { defaultPort, emptyPathIsRoot } from "../schemes.js";
import { dotSegmentKind } from "../resolve/remove-dot-segments.js";
import type { Rules } from "./normalize.js";

/**
 * The offsets of the reference being read. One record for every call: normalize() is synchronous,
 * and reading `uri.spans` instead built eight objects per URI, a fifth of the fast path's time.
 */
const AT: OffsetRecord = {
  schemeEnd: -1,
  authorityStart: -1,
  userInfoEnd: -1,
  hostStart: -1,
  hostEnd: -1,
  portStart: -1,
  pathStart: 0,
  pathEnd: 0,
  queryStart: -1,
  queryEnd: -1,
  fragmentStart: -1,
};

export function quickNormalForm(uri: UriReference, rules: Rules): string | undefined {
  const text = uri.input;
  const at = AT;
  copyOffsets(uri, at);
  const hasScheme = at.schemeEnd >= 0;
  if (hasScheme && rules["scheme-case"] && hasUpperCase(text, 0, at.schemeEnd)) return undefined;
  const hasHost = at.hostStart >= 0;
  if (hasHost) {
    if (uri.hostKind !== "reg-name" && uri.hostKind !== "ipv4") return undefined;
    if (rules["host-case"] && hasUpperCase(text, at.hostStart, at.hostEnd)) return undefined;
    if (
      at.portStart >= 0 &&
      (at.portStart === at.pathStart ? rules["empty-port"] : rules["default-port"] && isDefault(uri))
    ) {
      return undefined;
    }
  }
  let rootPathMissing = false;
  if (at.pathStart === at.pathEnd) {
    rootPathMissing = rules["empty-path"] && hasHost && hasScheme && emptyPathIsRoot(uri.scheme!);
  } else if (
    hasScheme &&
    rules["dot-segments"] &&
    holdsDotSegment(text, at.pathStart, at.pathEnd, rules["unreserved-percent-encoded"])
  ) {
    return undefined;
  }
  // Every triplet of the text: the scheme and a port have none, so one pass covers the rest.
  if (!tripletsAreNormal(text, rules)) return undefined;
  return rootPathMissing ? `${text.slice(0, at.pathStart)}/${text.slice(at.pathStart)}` : text;
}

/**
 * Whether text[start, end) holds a letter A-Z. A loop, not a regular expression: a scheme or a
 * host is a few characters, and a pattern run from an offset reads on to the end of the text.
 */
function hasUpperCase(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    if ((text.charCodeAt(k) - 0x41) >>> 0 < 26) return true;
  }
  return false;
}

/**
 * Whether text[start, end), a path, holds a "." or ".." segment (each dot possibly "%2E"). Such a
 * segment starts with "." or "%" at the path's start or after a "/", so only those characters are
 * looked at: `indexOf` of one character is a native memchr, which skips a long path without a dot
 * far faster than a regular expression that stops at every "/" (on isaacs_files that expression
 * took 44% of the samples of a profile of normalize() over parsed URIs). When triplets of unreserved characters are decoded,
 * a "%2E" sends the reference to the full analysis anyway (tripletsAreNormal), so only "." is
 * looked for.
 */
function holdsDotSegment(text: string, start: number, end: number, tripletsDecoded: boolean): boolean {
  return (
    dotSegmentStartingWith(text, start, end, ".") || (!tripletsDecoded && dotSegmentStartingWith(text, start, end, "%"))
  );
}

/** Whether a segment of text[start, end) that starts with `first` is a dot segment. */
function dotSegmentStartingWith(text: string, start: number, end: number, first: "." | "%"): boolean {
  for (let i = text.indexOf(first, start); i >= 0 && i < end; i = text.indexOf(first, i + 1)) {
    if (i !== start && text.charCodeAt(i - 1) !== SLASH) continue;
    let segmentEnd = text.indexOf("/", i);
    if (segmentEnd < 0 || segmentEnd > end) segmentEnd = end;
    if (dotSegmentKind(text, i, segmentEnd) !== 0) return true;
  }
  return false;
}

/** A port with only zeros before the scheme's default (":080") is a default port too. */
function isDefault(uri: UriReference): boolean {
  const scheme = uri.scheme;
  if (scheme === undefined) return false;
  const standard = defaultPort(scheme);
  return standard !== undefined && Number(uri.port) === Number(standard);
}

/** No triplet of an unreserved character (decoded in normal form), none with lower-case hex. */
function tripletsAreNormal(text: string, rules: Rules): boolean {
  for (let i = text.indexOf("%"); i >= 0; i = text.indexOf("%", i + 3)) {
    const high = text.charCodeAt(i + 1);
    const low = text.charCodeAt(i + 2);
    if (rules["unreserved-percent-encoded"] && isUnreserved((hexValue(high) << 4) | hexValue(low))) return false;
    if (rules["percent-encoding-case"] && (isLowerHex(high) || isLowerHex(low))) return false;
  }
  return true;
}

function isLowerHex(code: number): boolean {
  return code >= 0x61 && code <= 0x66;
}
