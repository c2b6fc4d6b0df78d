/**
 * A reference text from components (RFC 3986 5.3), with the "/" an authority needs before a
 * rootless path. Tests build their inputs with it; the engine's own recomposition is what they test.
 */
export function compose(
  scheme: string | undefined,
  authority: string | undefined,
  path = "",
  query?: string,
  fragment?: string,
): string {
  let text = scheme === undefined ? "" : scheme + ":";
  if (authority !== undefined) text += "//" + authority + (path === "" || path.startsWith("/") ? "" : "/");
  text += path;
  if (query !== undefined) text += "?" + query;
  if (fragment !== undefined) text += "#" + fragment;
  return text;
}
