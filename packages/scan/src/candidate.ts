/**
 * A candidate is a piece of a document that may hold a URI: a literal's value plus where it sits
 * (its site). Scanners find candidates; the shared detector of the core decides from the site
 * whether the value is a URI, and the core's checks then run on it.
 */
import type { CommentSpan, StringContext } from "@urilint/core";
import type { Spelling } from "./spell.js";
import type { Value } from "./reading/value.js";

/**
 * Where a candidate sits: the shared detector's context (`StringContext`), plus the kind of text it
 * was found in.
 */
export interface Site {
  readonly context: StringContext;
  readonly in:
    | "string"
    | "template"
    | "json"
    | "markdown-destination"
    | "markdown-autolink"
    | "prose"
    | "comment"
    | "jsx-text"
    | "dotenv"
    | "dockerfile"
    | "yaml"
    | "toml"
    | "html"
    | "css"
    | "xml"
    | "properties"
    | "ini";
  /** How prose was delimited (RFC 3986 Appendix C); absent for literals. */
  readonly delimiter?: "angle-brackets" | "plain";
}

/**
 * Where a scanner reports the comments it reads (for disable directives): the comment's text
 * without its delimiters and its document range.
 */
export type CommentSink = (comment: CommentSpan) => void;

/**
 * A part of a value written in a literal of its own (a value read from several, as a chain of
 * `+` is): the value's units [start, end) and how they are written.
 */
export interface SpelledPiece {
  readonly start: number;
  readonly end: number;
  readonly spelling: Spelling;
  readonly quote: string;
}

export interface Candidate {
  readonly value: Value;
  /**
   * How the value is written, and the delimiter around it, to spell a replacement back; for a value
   * read from several literals, those of its first, and `pieces` says how each part is written.
   */
  readonly spelling: Spelling;
  readonly quote: string;
  /** Set for a value read from several literals: a replacement must then lie inside one of them. */
  readonly pieces?: readonly SpelledPiece[];
  /** The document range of the value's spelling (without quotes). */
  readonly start: number;
  readonly end: number;
  readonly site: Site;
}

/**
 * A test a caller may give a reader: false for a value `text` (holes as "x") in `context` that can
 * be no URI (the core's `mayBeUri` under the caller's settings), so that no candidate is built for
 * it (and, in a script, the search for an enclosing assertion is not made). A reader that takes
 * none builds every candidate.
 */
export type ValueAdmission = (text: string, context: StringContext) => boolean;
