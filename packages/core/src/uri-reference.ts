import type { ComponentSpans, Elements, HostKind } from "./model.js";

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
  /** The same boundaries as span objects, made when asked for. */
  readonly spans: ComponentSpans;
}

/**
 * A parsed URI reference: the input text plus where each component lies. Components are views
 * into the text, sliced when read, never decoded or case-folded; `toString()` is the input itself,
 * so serialization is lossless by construction.
 */
export class UriReference implements Elements {
  readonly input: string;
  readonly hostKind: HostKind | undefined;
  readonly #at: ComponentOffsets;
  #spans: ComponentSpans | undefined;
  #segments: readonly string[] | undefined;

  constructor(input: string, offsets: ComponentOffsets, hostKind: HostKind | undefined) {
    this.input = input;
    this.#at = offsets;
    this.hostKind = hostKind;
  }

  /** The span of every component (undefined when absent, empty when present but empty). */
  get spans(): ComponentSpans {
    return (this.#spans ??= this.#at.spans);
  }
  get scheme(): string | undefined {
    const end = this.#at.schemeEnd;
    return end < 0 ? undefined : this.input.slice(0, end);
  }
  get userInfo(): string | undefined {
    const end = this.#at.userInfoEnd;
    return end < 0 ? undefined : this.input.slice(this.#at.authorityStart, end);
  }
  /** The host as written; an IP literal keeps its brackets. */
  get host(): string | undefined {
    const start = this.#at.hostStart;
    return start < 0 ? undefined : this.input.slice(start, this.#at.hostEnd);
  }
  get port(): string | undefined {
    const start = this.#at.portStart;
    return start < 0 ? undefined : this.input.slice(start, this.#at.pathStart);
  }
  get path(): string {
    return this.input.slice(this.#at.pathStart, this.#at.pathEnd);
  }
  get query(): string | undefined {
    const start = this.#at.queryStart;
    return start < 0 ? undefined : this.input.slice(start, this.#at.queryEnd);
  }
  get fragment(): string | undefined {
    const start = this.#at.fragmentStart;
    return start < 0 ? undefined : this.input.slice(start);
  }
  /** The text between "//" and the path, or undefined when there is no authority. */
  get authority(): string | undefined {
    const start = this.#at.authorityStart;
    return start < 0 ? undefined : this.input.slice(start, this.#at.pathStart);
  }
  get isRelative(): boolean {
    return this.#at.schemeEnd < 0;
  }
  get hasAuthority(): boolean {
    return this.#at.authorityStart >= 0;
  }
  get hasPort(): boolean {
    return this.#at.portStart >= 0;
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
