/**
 * The lenient split of RFC 3986 Appendix B, for any string: it never fails, so tools can still show
 * the components and spans of a broken URI. It is the regular expression of Appendix B
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 * written as a scan, plus the split of the authority: userinfo up to the last "@" (as browsers
 * read it), a bracketed host kept whole, the port after the last ":" outside brackets.
 */
import type { ComponentSpans, Components, Span } from "../model.js";

export interface SplitReference {
  readonly input: string;
  readonly spans: ComponentSpans;
  readonly components: Components;
}

export function split(text: string): SplitReference {
  const length = text.length;
  let i = 0;
  let scheme: Span | undefined;
  const schemeEnd = firstOf(text, 0, length, ":/?#");
  if (schemeEnd > 0 && schemeEnd < length && text.charCodeAt(schemeEnd) === 0x3a) {
    scheme = { start: 0, end: schemeEnd };
    i = schemeEnd + 1;
  }
  let authority: Span | undefined;
  let userInfo: Span | undefined;
  let host: Span | undefined;
  let port: Span | undefined;
  if (text.startsWith("//", i)) {
    const end = firstOf(text, i + 2, length, "/?#");
    authority = { start: i + 2, end };
    let hostStart = authority.start;
    const at = text.lastIndexOf("@", end - 1);
    if (at >= authority.start) {
      userInfo = { start: authority.start, end: at };
      hostStart = at + 1;
    }
    let portColon = -1;
    if (text.charCodeAt(hostStart) === 0x5b) {
      const close = text.indexOf("]", hostStart);
      if (close >= 0 && close < end && text.charCodeAt(close + 1) === 0x3a) portColon = close + 1;
    } else {
      const colon = text.lastIndexOf(":", end - 1);
      if (colon >= hostStart) portColon = colon;
    }
    host = { start: hostStart, end: portColon >= 0 ? portColon : end };
    if (portColon >= 0) port = { start: portColon + 1, end };
    i = end;
  }
  const pathEnd = firstOf(text, i, length, "?#");
  const path = { start: i, end: pathEnd };
  i = pathEnd;
  let query: Span | undefined;
  if (i < length && text.charCodeAt(i) === 0x3f) {
    const end = firstOf(text, i + 1, length, "#");
    query = { start: i + 1, end };
    i = end;
  }
  const fragment = i < length ? { start: i + 1, end: length } : undefined;
  const spans: ComponentSpans = { scheme, authority, userInfo, host, port, path, query, fragment };
  const slice = (s: Span | undefined): string | undefined => (s === undefined ? undefined : text.slice(s.start, s.end));
  return {
    input: text,
    spans,
    components: {
      scheme: slice(scheme),
      userInfo: slice(userInfo),
      host: slice(host),
      port: slice(port),
      path: text.slice(path.start, path.end),
      query: slice(query),
      fragment: slice(fragment),
    },
  };
}

function firstOf(text: string, start: number, end: number, chars: string): number {
  for (let k = start; k < end; k++) {
    if (chars.includes(text[k]!)) return k;
  }
  return end;
}
