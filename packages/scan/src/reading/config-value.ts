/**
 * A string value of a configuration file (a YAML scalar, a TOML string) as candidates. A value is
 * one candidate, named by its key, unless
 * - it is a run of words that does not start like a URI (a command such as
 *   `curl -f http://localhost/health`, a sentence): then each URI-shaped word in it is a candidate
 *   by content, found as RFC 3986 Appendix C delimits URIs in prose. Only a value that starts with
 *   `scheme://` can be one URI with whitespace in it (the shared detector says the same), so
 *   nothing a whole-value candidate could report is lost by reading the words instead;
 * - it is a list of URIs joined by commas or blanks (`CORS_ORIGINS: https://a.example,https://b.example`,
 *   `"https://a.example https://b.example"`): each is a candidate of its own, named by the key;
 * - it is an item `NAME=value` of a list (docker-compose's `environment:` and `args:`, pytest-env's
 *   `env = [...]`): the part after "=" is the value of NAME.
 */
import type { StringContext } from "@urilint/core";
import type { Candidate, Site, ValueAdmission } from "../candidate.js";
import type { Spelling } from "../spell.js";
import type { Value } from "./value.js";
import { EscapeMap, IdentityMap } from "../text-map.js";
import { runSync } from "../work.js";
import { scanProse, spellingOf, type ProseMatch } from "./prose.js";

/** Where a value is written and how: what every candidate cut from it shares. */
export interface ValuePlace {
  readonly spelling: Spelling;
  readonly quote: string;
  readonly in: Site["in"];
}

/** An item `NAME=value`: an environment variable's name (POSIX 8.1, as Docker reads them). */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** The candidates of a list's item: a `NAME=value` item is NAME's value, another is `name`'s. */
export function itemCandidates(
  value: Value,
  name: string | undefined,
  place: ValuePlace,
  found: (candidate: Candidate) => void,
): void {
  const assignment = ASSIGNMENT.exec(value.text);
  if (assignment === null) {
    valueCandidates(value, namedContext(name), place, found);
    return;
  }
  const rest = slice(value, assignment[0].length, value.text.length);
  if (rest.text.length > 0) valueCandidates(rest, namedContext(assignment[0].slice(0, -1)), place, found);
}

/**
 * The candidates of `value` (decoded, with its map into the document) in `context`; with `admits`,
 * only those it admits (their text is tested before their value is cut and mapped).
 */
export function valueCandidates(
  value: Value,
  context: StringContext,
  place: ValuePlace,
  found: (candidate: Candidate) => void,
  admits?: ValueAdmission,
): void {
  const text = value.text;
  if (!hasSeparator(text)) {
    // One word, one item: most values, told apart in a single pass.
    if (admits === undefined || admits(text, context)) found(candidate(value, place, { context, in: place.in }));
    return;
  }
  if (!isWords(text)) {
    eachListRange(text, (start, end) => {
      const whole = start === 0 && end === text.length;
      if (admits !== undefined && !admits(whole ? text : text.slice(start, end), context)) return;
      found(candidate(whole ? value : slice(value, start, end), place, { context, in: place.in }));
    });
    return;
  }
  runSync(
    scanProse(text, 0, text.length, (match) => {
      if (admits !== undefined && !admitsAnyItem(match.value.text, admits)) return;
      const words = within(value, match.value);
      const placed = pieceOf(match, place);
      eachListItem(words, (item) => {
        if (admits !== undefined && !admits(item.text, PLAIN)) return;
        found(candidate(item, placed, { context: { kind: "plain" }, in: place.in, delimiter: match.delimiter }));
      });
    }),
  );
}

const PLAIN: StringContext = Object.freeze({ kind: "plain" });

/** Whether `admits` takes some item of the list `text` as a value read by its content. */
function admitsAnyItem(text: string, admits: ValueAdmission): boolean {
  let any = false;
  eachListRange(text, (start, end) => {
    any ||= admits(start === 0 && end === text.length ? text : text.slice(start, end), PLAIN);
  });
  return any;
}

/**
 * The candidates of prose written as it is read (a block scalar's lines): each URI-shaped word,
 * by content (RFC 3986 Appendix C), a list of URIs joined by commas split.
 */
export function proseCandidates(
  document: string,
  start: number,
  end: number,
  place: ValuePlace,
  found: (candidate: Candidate) => void,
): void {
  runSync(
    scanProse(document, start, end, (match) => {
      const placed = pieceOf(match, place);
      eachListItem(match.value, (item) =>
        found(candidate(item, placed, { context: { kind: "plain" }, in: place.in, delimiter: match.delimiter })),
      );
    }),
  );
}

/** `place`, or for a piece of a URI (`continues`) a place whose spelling writes nothing. */
function pieceOf(match: ProseMatch, place: ValuePlace): ValuePlace {
  return match.continues === true ? { ...place, spelling: spellingOf(match, place.spelling) } : place;
}

function candidate(value: Value, place: ValuePlace, site: Site): Candidate {
  const range = value.map.toDocument(0, value.text.length);
  return { value, spelling: place.spelling, quote: place.quote, start: range.start, end: range.end, site };
}

/**
 * `value`, or the URIs of a list: a comma or a run of blanks (or both) followed by `scheme://`
 * ends one URI and starts the next (`https://a,https://b`, `"http://a http://b"`, as CORS and
 * allowed-origin settings are written).
 */
function eachListItem(value: Value, found: (item: Value) => void): void {
  const text = value.text;
  eachListRange(text, (start, end) => found(start === 0 && end === text.length ? value : slice(value, start, end)));
}

/** The ranges of `text` that `eachListItem` cuts: [0, text.length) when it is no list. */
function eachListRange(text: string, found: (start: number, end: number) => void): void {
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) !== 0x2c && !isBlank(text.charCodeAt(i))) continue;
    let next = i;
    while (next < text.length && (text.charCodeAt(next) === 0x2c || isBlank(text.charCodeAt(next)))) next++;
    if (
      next < text.length &&
      next > start &&
      i > start &&
      startsWithAuthority(text, next) &&
      separatorHasOneComma(text, i, next)
    ) {
      found(start, i);
      start = next;
    }
    i = next - 1;
  }
  if (start === 0 || start < text.length) found(start, text.length);
}

/** A blank (`isBlank`) or a comma. */
const SEPARATOR = /[\t-\r ,\u0085\u00a0\u2028\u2029\u3000]/;

/**
 * Whether `text` holds a blank or a comma: what both words and list items need. A regular
 * expression, not a loop: most values hold neither, and the engine's compiled scan reads them
 * several times faster than a loop of `charCodeAt`.
 */
function hasSeparator(text: string): boolean {
  return SEPARATOR.test(text);
}

/** A separator of a list: blanks, or one comma with blanks around it. */
function separatorHasOneComma(text: string, start: number, end: number): boolean {
  let commas = 0;
  for (let k = start; k < end; k++) if (text.charCodeAt(k) === 0x2c) commas++;
  return commas <= 1;
}

/** The context of a value stored under `name` (none: only its content can make it a URI). */
export function namedContext(name: string | undefined): StringContext {
  return name === undefined ? { kind: "plain" } : { kind: "named", name };
}

/**
 * `inner` (a value cut from `outer.text`, with a map into `outer.text`) as a value of the
 * document: each of its units maps to the document range of the outer units it came from.
 */
export function within(outer: Value, inner: Value): Value {
  const innerMap = inner.map;
  if (outer.map instanceof IdentityMap && innerMap instanceof IdentityMap) {
    return { text: inner.text, holes: inner.holes, map: new IdentityMap(outer.map.base + innerMap.base) };
  }
  // A run of an escaped value (a list item of a multi-line attribute): the outer map's units, cut.
  if (outer.map instanceof EscapeMap && innerMap instanceof IdentityMap) {
    const base = innerMap.base;
    return { text: inner.text, holes: inner.holes, map: outer.map.cut(base, base + inner.text.length) };
  }
  const starts: number[] = [];
  const ends: number[] = [];
  for (let unit = 0; unit < inner.text.length; unit++) {
    const inOuter = innerMap.toDocument(unit, unit + 1);
    const range = outer.map.toDocument(inOuter.start, inOuter.end);
    starts.push(range.start);
    ends.push(range.end);
  }
  const end = inner.text.length === 0 ? innerMap.toDocument(0, 0).start : innerMap.toDocument(0, inner.text.length).end;
  return {
    text: inner.text,
    holes: inner.holes,
    map: new EscapeMap(starts, ends, outer.map.toDocument(end, end).start),
  };
}

/** `value.text[start, end)` as a value of the document (holes inside it kept). */
export function slice(value: Value, start: number, end: number): Value {
  const holes = value.holes
    .filter((hole) => hole.start >= start && hole.end <= end)
    .map((hole) => ({ start: hole.start - start, end: hole.end - start }));
  return within(value, { text: value.text.slice(start, end), holes, map: new IdentityMap(start) });
}

/**
 * Words, not one URI: whitespace between two non-blank parts, and no `scheme://` at the start
 * (RFC 3986 3.1's scheme, then "//"), which only a broken URI would have.
 */
function isWords(text: string): boolean {
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  let inner = start;
  while (inner < end && !isBlank(text.charCodeAt(inner))) inner++;
  if (inner === end) return false;
  return !startsWithAuthority(text, start);
}

function startsWithAuthority(text: string, at: number): boolean {
  if (!isAlpha(text.charCodeAt(at))) return false;
  let k = at + 1;
  while (k < text.length && isSchemeTail(text.charCodeAt(k))) k++;
  return text.startsWith("://", k);
}

function isBlank(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0x0b ||
    code === 0x0c ||
    code === 0xa0 ||
    code === 0x85 ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x3000
  );
}

function isAlpha(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isSchemeTail(code: number): boolean {
  return isAlpha(code) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;
}
