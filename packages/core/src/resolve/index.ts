/**
 * Reference resolution, RFC 3986 section 5.2: the target URI of a reference against a base URI.
 *
 * Policy for the corners the RFC leaves open or gets wrong (also in packages/core/README.md):
 * - Strict by default (5.2.2): "http:g" against "http://a/b/c/d;p?q" is "http:g". With
 *   `{ strict: false }` a reference whose scheme equals the base's (compared case-insensitively,
 *   3.1) loses it first, giving "http://a/b/c/g" (the 5.4.2 backward-compatible reading).
 * - The base must be a URI (a scheme is required, 5.1): a relative base, or an invalid base or
 *   reference, throws UriError with the parser's findings. A fragment in the base is ignored (5.1:
 *   the base is used "stripped of any fragment"; 5.2.2 never reads it).
 * - Dot segments in the base: the base path goes through remove_dot_segments before use. 5.2.1
 *   allows normalizing the base; doing it makes resolution commute with normalization and makes
 *   every target free of dot segments: "" against "http://a/b/../c" gives "http://a/c".
 * - ".." above the root is dropped, as 5.2.4 and the 5.4.2 examples require: "../../../g" gives
 *   "http://a/g".
 * - A base with no authority and a rootless path ("a:b/c", "mailto:x"): 5.2 applies as written
 *   (some libraries refuse; the RFC defines a result). merge gives "b/../../x" for "../../x",
 *   and 5.2.4 turns that into "/x": the target is "a:/x". Likewise "x" gives "a:b/x".
 * - A target path starting with "//" and no authority (e.g. "..//x" against "a:/b") would read as
 *   an authority; it is written "/.//x" ("a:/.//x"), the serialization every component
 *   combination gets from build/ (5.2.4 removes the "." again when that URI is used as a base or
 *   normalized). Every target is therefore a valid URI that parses back to the same components.
 * - Percent-encoded dots are dot segments: "%2E%2E" is ".." (2.3 makes "%2E" and "." the same;
 *   WHATWG URL and fluent-uri agree). Otherwise a reference and its normal form, where 6.2.2.2
 *   has decoded them, could resolve to different targets.
 */
import { parse } from "../parse/index.js";
import type { UriReference } from "../uri-reference.js";
import { recompose, type ComponentParts } from "../build/recompose.js";
import { merge, removeDotSegments } from "./remove-dot-segments.js";

export { removeDotSegments, merge, hasDotSegments } from "./remove-dot-segments.js";

export interface ResolveOptions {
  /** false: a reference with the base's own scheme is read as relative (RFC 3986 5.2.2). Default true. */
  readonly strict?: boolean;
}

/**
 * The target of `reference` against `base`, as text. Throws UriError when the base is not a valid
 * URI or the reference not a valid URI-reference.
 */
export function resolve(
  base: string | UriReference,
  reference: string | UriReference,
  options?: ResolveOptions,
): string {
  const baseUri =
    typeof base === "string"
      ? parse(base, { goal: "uri" })
      : base.isRelative
        ? parse(base.input, { goal: "uri" })
        : base;
  const ref = typeof reference === "string" ? parse(reference) : reference;
  return recompose(resolveComponents(baseUri, ref, options?.strict ?? true));
}

/** RFC 3986 5.2.2, on parsed components. `base` must have a scheme. */
export function resolveComponents(base: UriReference, reference: UriReference, strict = true): ComponentParts {
  let scheme = reference.scheme;
  if (!strict && scheme !== undefined && scheme.toLowerCase() === base.scheme!.toLowerCase()) scheme = undefined;

  if (scheme !== undefined) {
    return {
      scheme,
      ...authorityOf(reference),
      path: removeDotSegments(reference.path),
      query: reference.query,
      fragment: reference.fragment,
    };
  }
  if (reference.hasAuthority) {
    return {
      scheme: base.scheme,
      ...authorityOf(reference),
      path: removeDotSegments(reference.path),
      query: reference.query,
      fragment: reference.fragment,
    };
  }
  const basePath = removeDotSegments(base.path);
  let path: string;
  let query: string | undefined;
  if (reference.path === "") {
    path = basePath;
    query = reference.query ?? base.query;
  } else {
    path =
      reference.path.charCodeAt(0) === 0x2f
        ? removeDotSegments(reference.path)
        : removeDotSegments(merge(basePath, base.hasAuthority, reference.path));
    query = reference.query;
  }
  return { scheme: base.scheme, ...authorityOf(base), path, query, fragment: reference.fragment };
}

function authorityOf(uri: UriReference): Pick<ComponentParts, "userInfo" | "host" | "port"> {
  return { userInfo: uri.userInfo, host: uri.host, port: uri.port };
}
