/**
 * The two ways a parse can end, and when their details are built. `tryParse` answers "is it valid,
 * and what are its components" at the cost of one scan that only counts problems; an invalid
 * result builds its findings and its lenient split only when they are read. Callers that will read
 * the findings anyway (`check`) parse with them from the start, in the same single scan.
 */
import type { Finding } from "../findings/finding.js";
import type { Goal } from "../model.js";
import { UriReference } from "../uri-reference.js";
import { scan, type Scanner } from "./scanner.js";
import { split, type SplitReference } from "./split.js";
import { UriError } from "./uri-error.js";

export type ParseResult =
  | { readonly ok: true; readonly uri: UriReference; readonly issues: readonly Finding[] }
  | {
      readonly ok: false;
      readonly uri: undefined;
      readonly issues: readonly Finding[];
      readonly split: SplitReference;
    };

/** One scan; the findings of an invalid text are built when first read. */
export function parseCounting(text: string, goal: Goal, accept = 0): ParseResult {
  const scanner = scan(text, goal, false, accept);
  return scanner.issueCount === 0 ? valid(text, scanner) : new InvalidReference(text, goal, accept);
}

/** One scan that builds every finding as it goes. */
export function parseDetailed(text: string, goal: Goal, accept = 0): ParseResult {
  const scanner = scan(text, goal, true, accept);
  if (scanner.issueCount === 0) return valid(text, scanner);
  return { ok: false, uri: undefined, issues: scanner.issues, split: split(text) };
}

/** The reference, or UriError carrying every finding. */
export function parseOrThrow(text: string, goal: Goal, accept: number): UriReference {
  const result = parseDetailed(text, goal, accept);
  if (!result.ok) throw new UriError(result.issues);
  return result.uri;
}

/** Every syntax finding of the text, in a new array; empty exactly when it is valid. */
export function issuesOf(text: string, goal: Goal, accept: number): Finding[] {
  return scan(text, goal, true, accept).issues.slice();
}

function valid(text: string, scanner: Scanner): ParseResult {
  return { ok: true, uri: new UriReference(text, scanner, scanner.hostKind), issues: scanner.issues };
}

/** An invalid text whose findings and split are computed on first read, then kept. */
class InvalidReference {
  readonly ok = false;
  readonly uri = undefined;
  readonly #text: string;
  readonly #goal: Goal;
  readonly #accept: number;
  #issues: readonly Finding[] | undefined;
  #split: SplitReference | undefined;

  constructor(text: string, goal: Goal, accept: number) {
    this.#text = text;
    this.#goal = goal;
    this.#accept = accept;
  }

  get issues(): readonly Finding[] {
    return (this.#issues ??= scan(this.#text, this.#goal, true, this.#accept).issues);
  }

  get split(): SplitReference {
    return (this.#split ??= split(this.#text));
  }
}

/**
 * One result of each kind, kept for the life of the process. V8 holds the hidden classes of an
 * object's fields only as long as some object has them; optimized code that relies on them is
 * thrown away when a garbage collection finds none alive. Between two parses every result is
 * usually garbage, so without these each full collection cost a parse 2-5x its time until the
 * parser was optimized again (`--trace-deopt` said "weak objects"). Exported, so that the module
 * holds them.
 */
export const KEPT_ALIVE: readonly ParseResult[] = [
  parseCounting("s://u@h:1/p?q#f", "uri-reference"),
  parseCounting("%", "uri-reference"),
];
