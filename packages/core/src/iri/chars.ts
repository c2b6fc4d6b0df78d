/**
 * The characters an IRI adds to a URI (RFC 3987 section 2.2): `ucschar` anywhere `unreserved` is
 * allowed, and `iprivate` in the query only. Small and fully specified by the RFC's ABNF, so it is
 * written here rather than taken from a dependency.
 */
import type { ComponentName } from "../model.js";

/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... / %xD0000-DFFFD
 *         / %xE1000-EFFFD
 * Left out: C1 controls, surrogates, private use, the noncharacters U+FDD0-FDEF and U+xFFFE-xFFFF,
 * the specials U+FFF0-FFFF, plane 14's tags (U+E0000-E0FFF), and planes 15 and 16 (private use).
 */
export function isUcschar(cp: number): boolean {
  if (cp < 0x10000)
    return (cp >= 0xa0 && cp <= 0xd7ff) || (cp >= 0xf900 && cp <= 0xfdcf) || (cp >= 0xfdf0 && cp <= 0xffef);
  if ((cp & 0xffff) > 0xfffd) return false;
  return cp <= 0xdffff || (cp >= 0xe1000 && cp <= 0xefffd);
}

/** iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD */
export function isIprivate(cp: number): boolean {
  if (cp < 0x10000) return cp >= 0xe000 && cp <= 0xf8ff;
  return cp >= 0xf0000 && cp <= 0x10ffff && (cp & 0xffff) <= 0xfffd;
}

/**
 * Whether the IRI grammar allows the non-ASCII code point `cp` in `component`: ucschar in the
 * userinfo, host (ireg-name), path, query and fragment; iprivate in the query as well. The scheme,
 * the port and IP literals stay ASCII.
 */
export function isIriChar(cp: number, component: ComponentName): boolean {
  switch (component) {
    case "userInfo":
    case "host":
    case "path":
    case "fragment":
      return isUcschar(cp);
    case "query":
      return isUcschar(cp) || isIprivate(cp);
    default:
      return false;
  }
}

/**
 * The end of the run of characters from `start` (before `end`) that the IRI grammar allows in
 * `component` and RFC 3986 does not (every one non-ASCII): `start` when the first is not one.
 */
export function iriRunEnd(text: string, start: number, end: number, component: ComponentName): number {
  let k = start;
  while (k < end) {
    const cp = text.codePointAt(k)!;
    if (cp < 0x80 || !isIriChar(cp, component)) break;
    const width = cp > 0xffff ? 2 : 1;
    if (k + width > end) break;
    k += width;
  }
  return k;
}
