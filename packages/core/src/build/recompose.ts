/**
 * Component recomposition (RFC 3986 5.3) with the disambiguation rules that keep every
 * combination of valid components a URI-reference that parses back to the same components:
 * - path-abempty: with an authority, a non-empty path starts with "/" (3.3);
 * - no authority: a path starting with "//" would read as an authority, so it is written "/.//"
 *   (a "." segment changes nothing: 5.2.4 removes it);
 * - path-noscheme: in a relative reference without authority, a first segment holding ":" would
 *   read as a scheme (4.2), so it is written after "./".
 */

/** Component values as they appear in the text (already percent-encoded); undefined = absent. */
export interface ComponentParts {
  readonly scheme?: string | undefined;
  readonly userInfo?: string | undefined;
  /** An IP literal keeps its brackets here. */
  readonly host?: string | undefined;
  readonly port?: string | undefined;
  readonly path: string;
  readonly query?: string | undefined;
  readonly fragment?: string | undefined;
}

/** What must precede `path` so that it reads back as the same path (see the module comment). */
export function pathPrefix(hasScheme: boolean, hasAuthority: boolean, path: string): "" | "/" | "/." | "./" {
  if (path === "") return "";
  const first = path.charCodeAt(0);
  if (hasAuthority) return first === 0x2f ? "" : "/";
  if (first === 0x2f) return path.charCodeAt(1) === 0x2f ? "/." : "";
  if (!hasScheme) {
    for (let i = 0; i < path.length; i++) {
      const code = path.charCodeAt(i);
      if (code === 0x2f) break;
      if (code === 0x3a) return "./";
    }
  }
  return "";
}

/** The text of the components, with the disambiguation rules applied. */
export function recompose(parts: ComponentParts): string {
  let text = "";
  if (parts.scheme !== undefined) text += parts.scheme + ":";
  const hasAuthority = parts.host !== undefined;
  if (hasAuthority) {
    text += "//";
    if (parts.userInfo !== undefined) text += parts.userInfo + "@";
    text += parts.host;
    if (parts.port !== undefined) text += ":" + parts.port;
  }
  text += pathPrefix(parts.scheme !== undefined, hasAuthority, parts.path) + parts.path;
  if (parts.query !== undefined) text += "?" + parts.query;
  if (parts.fragment !== undefined) text += "#" + parts.fragment;
  return text;
}
