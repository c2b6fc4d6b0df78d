/**
 * The shapes shared by every part of the engine: component names, spans, and the element model of
 * a URI reference (RFC 3986 section 3, and the path as segments).
 */

/** A half-open range [start, end) of UTF-16 code units in the text that was parsed. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The five components of RFC 3986 section 3 and the three subcomponents of the authority. */
export type ComponentName = "scheme" | "authority" | "userInfo" | "host" | "port" | "path" | "query" | "fragment";

/** Where a finding lies: a component, or the reference as a whole. */
export type Location = ComponentName | "reference";

/** RFC 3986 3.2.2: which alternative of `host` matched (first-match-wins, so IPv4 before reg-name). */
export type HostKind = "ipv4" | "ipv6" | "ipvfuture" | "reg-name";

/** Which rule of RFC 3986 the whole text must match. */
export type Goal = "uri-reference" | "uri" | "absolute-uri" | "relative-ref";

/**
 * The spans of every component. An absent component is `undefined`; a present but empty one is an
 * empty span (RFC 3986 5.3 tells the two apart, and so do we). `path` is always present.
 * `host`'s span includes the brackets of an IP literal.
 */
export interface ComponentSpans {
  readonly scheme: Span | undefined;
  readonly authority: Span | undefined;
  readonly userInfo: Span | undefined;
  readonly host: Span | undefined;
  readonly port: Span | undefined;
  readonly path: Span;
  readonly query: Span | undefined;
  readonly fragment: Span | undefined;
}

/** The raw text of every component, as written: no decoding and no case folding. */
export interface Components {
  readonly scheme: string | undefined;
  readonly userInfo: string | undefined;
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/**
 * A URI reference as its elements. `segments` is the path split on "/": an absolute path has an empty
 * first element, so `["", "a", "b"]` is "/a/b" and `["a", "b"]` is "a/b"; the empty path is `[]`.
 */
export interface Elements extends Components {
  readonly isRelative: boolean;
  readonly hasPort: boolean;
  readonly segments: readonly string[];
  readonly hostKind: HostKind | undefined;
}
