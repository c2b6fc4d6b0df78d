import type { ComponentSpans, Elements, HostKind, Span } from "./model.js";

/**
 * A parsed URI reference: the input text plus the span of every component. Components are views
 * into the text, sliced when read, never decoded or case-folded; `toString()` is the input itself,
 * so serialization is lossless by construction.
 */
export class UriReference implements Elements {
  readonly input: string;
  readonly spans: ComponentSpans;
  readonly hostKind: HostKind | undefined;
  #segments: readonly string[] | undefined;

  constructor(input: string, spans: ComponentSpans, hostKind: HostKind | undefined) {
    this.input = input;
    this.spans = spans;
    this.hostKind = hostKind;
  }

  get scheme(): string | undefined {
    return this.#slice(this.spans.scheme);
  }
  get userInfo(): string | undefined {
    return this.#slice(this.spans.userInfo);
  }
  /** The host as written; an IP literal keeps its brackets. */
  get host(): string | undefined {
    return this.#slice(this.spans.host);
  }
  get port(): string | undefined {
    return this.#slice(this.spans.port);
  }
  get path(): string {
    const { start, end } = this.spans.path;
    return this.input.slice(start, end);
  }
  get query(): string | undefined {
    return this.#slice(this.spans.query);
  }
  get fragment(): string | undefined {
    return this.#slice(this.spans.fragment);
  }
  /** The text between "//" and the path, or undefined when there is no authority. */
  get authority(): string | undefined {
    return this.#slice(this.spans.authority);
  }
  get isRelative(): boolean {
    return this.spans.scheme === undefined;
  }
  get hasAuthority(): boolean {
    return this.spans.authority !== undefined;
  }
  get hasPort(): boolean {
    return this.spans.port !== undefined;
  }
  /** The path split on "/"; an absolute path starts with an empty segment, the empty path is []. */
  get segments(): readonly string[] {
    this.#segments ??= this.path === "" ? [] : Object.freeze(this.path.split("/"));
    return this.#segments;
  }

  toString(): string {
    return this.input;
  }
  toJSON(): string {
    return this.input;
  }

  #slice(span: Span | undefined): string | undefined {
    return span === undefined ? undefined : this.input.slice(span.start, span.end);
  }
}
