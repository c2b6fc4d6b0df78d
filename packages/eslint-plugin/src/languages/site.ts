import type { Span, StringContext, UriCandidate } from "@urilint/core";
import type { SourceString } from "../text/source-string.js";

/** One string found in a file, with where it sits; `detectUri` decides whether it is a URI. */
export interface StringSite {
  readonly string: SourceString;
  readonly context: StringContext;
  /** The name the value is stored under (`databaseUrl`), used to name an environment variable. */
  readonly name?: string | undefined;
}

/** A string that is a URI: its pieces of source, what `detectUri` made of it, and its name. */
export interface UriString {
  readonly string: SourceString;
  readonly candidate: UriCandidate;
  readonly name?: string | undefined;
}

/** `detectUri` with the file's detection settings. */
export type Detect = (text: string, context: StringContext, holes: readonly Span[]) => UriCandidate | undefined;

/** The syntax-tree node shape the extractors read: a type, a range, and anything else. */
export interface AnyNode {
  readonly type: string;
  readonly range?: readonly [number, number];
  readonly [key: string]: unknown;
}

export function isNode(value: unknown): value is AnyNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}
