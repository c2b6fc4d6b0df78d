// The floor under tryParse's target (issue 17: tryParse ≤ 0.5x Node's URL): the least work any
// parse that returns tryParse's results must do, timed beside it. It checks no grammar at all (no
// scheme, host, port, triplet or delimiter rule): one native regular expression tests that every
// character may appear somewhere in a URI, `indexOf` finds the boundaries, and the result is
// urilint's own UriReference in the same result object, read like every peer's. Its components
// differ from tryParse's where a text has userinfo, a port or a ":" outside the scheme, and it
// accepts texts tryParse rejects: it is a measure of the cost, not a parser.
import { UriReference } from "@urilint/core";

/** unreserved, gen-delims, sub-delims and "%": every ASCII character RFC 3986 allows anywhere. */
const URI_CHARACTERS = /^[\x21\x23-\x3b\x3d\x3f-\x5b\x5d\x5f\x61-\x7a\x7e]*$/;

const NO_ISSUES = Object.freeze([]);
const REJECTED = Object.freeze({ ok: false });

/** One offsets record for every call, as urilint's scanner keeps one. */
const at = {
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

export function floorParse(text) {
  if (!URI_CHARACTERS.test(text)) return REJECTED;
  const end = text.length;
  const colon = text.indexOf(":");
  at.schemeEnd = colon;
  let i = colon + 1;
  at.authorityStart = at.hostStart = at.hostEnd = -1;
  if (text.charCodeAt(i) === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
    // The authority ends at the first "/", "?" or "#": a host is short, so a loop finds it.
    let authorityEnd = i + 2;
    for (; authorityEnd < end; authorityEnd++) {
      const code = text.charCodeAt(authorityEnd);
      if (code === 0x2f || code === 0x3f || code === 0x23) break;
    }
    at.authorityStart = at.hostStart = i + 2;
    at.hostEnd = i = authorityEnd;
  }
  at.pathStart = i;
  const hash = text.indexOf("#", i);
  const beforeFragment = hash < 0 ? end : hash;
  const question = text.indexOf("?", i);
  at.fragmentStart = hash < 0 ? -1 : hash + 1;
  if (question >= 0 && question < beforeFragment) {
    at.pathEnd = question;
    at.queryStart = question + 1;
    at.queryEnd = beforeFragment;
  } else {
    at.pathEnd = beforeFragment;
    at.queryStart = at.queryEnd = -1;
  }
  return { ok: true, uri: new UriReference(text, at, "reg-name"), issues: NO_ISSUES };
}
