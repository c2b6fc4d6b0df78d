import type { ComponentSpans, Elements, HostKind, Span } from "./model.js";

/**
 * Where each component of a valid reference lies, as offsets into its text; -1 marks an absent
 * component. The scheme starts at 0; the authority, and the port when present, end where the path
 * starts; the fragment ends at the end of the text.
 */
export interface ComponentOffsets {
  readonly schemeEnd: number;
  readonly authorityStart: number;
  readonly userInfoEnd: number;
  readonly hostStart: number;
  readonly hostEnd: number;
  readonly portStart: number;
  readonly pathStart: number;
  readonly pathEnd: number;
  readonly queryStart: number;
  readonly queryEnd: number;
  readonly fragmentStart: number;
}

/** ComponentOffsets that can be written: the scratch record `copyOffsets` fills. */
export type OffsetRecord = { -readonly [K in keyof ComponentOffsets]: ComponentOffsets[K] };

/**
 * Copies a reference's offsets into `into`: for the core's own hot paths (normalize's fast path),
 * which read every component's bounds and must not build the span objects to do it. Not exported
 * from the package; set by the class's static block, the one place that sees the private fields.
 */
export let copyOffsets: (uri: UriReference, into: OffsetRecord) => void;

/**
 * A parsed URI reference: the input text plus where each component lies. Components are views
 * into the text, sliced when read, never decoded or case-folded; `toString()` is the input itself,
 * so serialization is lossless by construction. The offsets are copied in as plain numbers: a
 * parse allocates this one object, and span objects only when `spans` is read.
 */
export class UriReference implements Elements {
  readonly input: string;
  readonly hostKind: HostKind | undefined;
  readonly #schemeEnd: number;
  readonly #authorityStart: number;
  readonly #userInfoEnd: number;
  readonly #hostStart: number;
  readonly #hostEnd: number;
  readonly #portStart: number;
  readonly #pathStart: number;
  readonly #pathEnd: number;
  readonly #queryStart: number;
  readonly #queryEnd: number;
  readonly #fragmentStart: number;
  #spans: ComponentSpans | undefined;
  #segments: readonly string[] | undefined;

  static {
    copyOffsets = (uri, into) => {
      into.schemeEnd = uri.#schemeEnd;
      into.authorityStart = uri.#authorityStart;
      into.userInfoEnd = uri.#userInfoEnd;
      into.hostStart = uri.#hostStart;
      into.hostEnd = uri.#hostEnd;
      into.portStart = uri.#portStart;
      into.pathStart = uri.#pathStart;
      into.pathEnd = uri.#pathEnd;
      into.queryStart = uri.#queryStart;
      into.queryEnd = uri.#queryEnd;
      into.fragmentStart = uri.#fragmentStart;
    };
  }

  constructor(input: string, at: ComponentOffsets, hostKind: HostKind | undefined) {
    this.input = input;
    this.hostKind = hostKind;
    this.#schemeEnd = at.schemeEnd;
    this.#authorityStart = at.authorityStart;
    this.#userInfoEnd = at.userInfoEnd;
    this.#hostStart = at.hostStart;
    this.#hostEnd = at.hostEnd;
    this.#portStart = at.portStart;
    this.#pathStart = at.pathStart;
    this.#pathEnd = at.pathEnd;
    this.#queryStart = at.queryStart;
    this.#queryEnd = at.queryEnd;
    this.#fragmentStart = at.fragmentStart;
  }

  /** The span of every component (undefined when absent, empty when present but empty). */
  get spans(): ComponentSpans {
    if (this.#spans === undefined) {
      const span = (start: number, end: number): Span | undefined => (start < 0 ? undefined : { start, end });
      this.#spans = {
        scheme: this.#schemeEnd < 0 ? undefined : { start: 0, end: this.#schemeEnd },
        authority: span(this.#authorityStart, this.#pathStart),
        userInfo: this.#userInfoEnd < 0 ? undefined : { start: this.#authorityStart, end: this.#userInfoEnd },
        host: span(this.#hostStart, this.#hostEnd),
        port: span(this.#portStart, this.#pathStart),
        path: { start: this.#pathStart, end: this.#pathEnd },
        query: span(this.#queryStart, this.#queryEnd),
        fragment: span(this.#fragmentStart, this.input.length),
      };
    }
    return this.#spans;
  }
  get scheme(): string | undefined {
    return this.#schemeEnd < 0 ? undefined : this.input.slice(0, this.#schemeEnd);
  }
  get userInfo(): string | undefined {
    return this.#userInfoEnd < 0 ? undefined : this.input.slice(this.#authorityStart, this.#userInfoEnd);
  }
  /** The host as written; an IP literal keeps its brackets. */
  get host(): string | undefined {
    return this.#hostStart < 0 ? undefined : this.input.slice(this.#hostStart, this.#hostEnd);
  }
  get port(): string | undefined {
    return this.#portStart < 0 ? undefined : this.input.slice(this.#portStart, this.#pathStart);
  }
  get path(): string {
    return this.input.slice(this.#pathStart, this.#pathEnd);
  }
  get query(): string | undefined {
    return this.#queryStart < 0 ? undefined : this.input.slice(this.#queryStart, this.#queryEnd);
  }
  get fragment(): string | undefined {
    return this.#fragmentStart < 0 ? undefined : this.input.slice(this.#fragmentStart);
  }
  /** The text between "//" and the path, or undefined when there is no authority. */
  get authority(): string | undefined {
    return this.#authorityStart < 0 ? undefined : this.input.slice(this.#authorityStart, this.#pathStart);
  }
  get isRelative(): boolean {
    return this.#schemeEnd < 0;
  }
  get hasAuthority(): boolean {
    return this.#authorityStart >= 0;
  }
  get hasPort(): boolean {
    return this.#portStart >= 0;
  }
  /** The path split on "/"; an absolute path starts with an empty segment, the empty path is []. */
  get segments(): readonly string[] {
    if (this.#segments === undefined) {
      const path = this.path;
      this.#segments = path === "" ? [] : Object.freeze(path.split("/"));
    }
    return this.#segments;
  }

  toString(): string {
    return this.input;
  }
  toJSON(): string {
    return this.input;
  }
}
