/**
 * The character check of every component: which characters a component may hold (a class of
 * chars.ts), "%" only as the start of a pct-encoded triplet (RFC 3986 2.1), and for each character
 * outside the set, the finding that names it and the certain repair. The scanner runs it on the
 * text it parses, the builder on the components it assembles, so both say the same thing.
 */
import {
  ALPHA,
  AT,
  CHAR_CLASS,
  DIGIT,
  HASH,
  PERCENT,
  QUESTION,
  isHexDigit,
  isIn,
  percentEncodeUtf8,
} from "../chars.js";
import type { FindingCode } from "../findings/catalogue.js";
import type { Suggestion, TextEdit } from "../findings/finding.js";
import type { ComponentName, Location } from "../model.js";
import { iriRunEnd } from "../iri/chars.js";
import { describeChars, shortEncoding } from "./describe-char.js";

/** Where findings go: the scanner's or the builder's list. */
export interface Reporter {
  /** False when only the number of findings matters: their details need not be built. */
  readonly detailed: boolean;
  /**
   * Set when the text is read as an IRI (RFC 3987): the non-ASCII characters its grammar allows in
   * the component are no finding; each run of them is handed here instead.
   */
  readonly iriChars?: ((start: number, end: number) => void) | undefined;
  report(
    code: FindingCode,
    start: number,
    end: number,
    component: Location,
    data?: Record<string, string>,
    suggestions?: Suggestion[],
  ): void;
}

const COMPONENT_WORDS: Record<ComponentName, string> = {
  scheme: "scheme",
  authority: "authority",
  userInfo: "userinfo",
  host: "host",
  port: "port",
  path: "path",
  query: "query",
  fragment: "fragment",
};

/**
 * For a character class of chars.ts, a regular expression that matches one character outside it,
 * built from the same table. It is a single negated character class, so it cannot backtrack and
 * is linear; V8 runs it as native code, about twice as fast per character as a loop in JS, which
 * is what lets the scanner keep up with Node's URL (packages/core bench). With the "g" flag,
 * `test` moves `lastIndex` past the match and allocates nothing.
 */
const OUTSIDE = new Map<number, RegExp>();
/**
 * The same for a class of a single bit, by the bit's number: the scanner asks for one on every
 * component of every URI, and a Map lookup took a tenth of a short URI's parse.
 */
const OUTSIDE_OF_BIT: (RegExp | undefined)[] = new Array<RegExp | undefined>(32).fill(undefined);

export function outsideOf(allowed: number): RegExp {
  if (allowed !== 0 && (allowed & (allowed - 1)) === 0) {
    const bit = 31 - Math.clz32(allowed);
    return (OUTSIDE_OF_BIT[bit] ??= outsidePattern(allowed));
  }
  let regExp = OUTSIDE.get(allowed);
  if (regExp === undefined) {
    regExp = outsidePattern(allowed);
    OUTSIDE.set(allowed, regExp);
  }
  return regExp;
}

function outsidePattern(allowed: number): RegExp {
  let members = "";
  for (let code = 0; code < 128; code++) {
    if ((CHAR_CLASS[code]! & allowed) !== 0) members += `\\x${code.toString(16).padStart(2, "0")}`;
  }
  return new RegExp(`[^${members}]`, "g");
}

/** The kinds of invalid character, each with its own finding code and advice. */
type InvalidKind = "whitespace" | "control-character" | "backslash" | "non-ascii" | "invalid-character";

function invalidKind(code: number): InvalidKind {
  if (code === 0x20) return "whitespace";
  if (code < 0x20 || code === 0x7f) return "control-character";
  if (code === 0x5c) return "backslash";
  if (code >= 0x80) return "non-ascii";
  return "invalid-character";
}

/**
 * Checks text[start, end) against `allowed`, up to the first "#" (or "?" in a path) when
 * `stopAtDelimiter` (they end a path and a query and are in neither set), and returns where it
 * stopped. Reports every character outside the set and every "%" that does not start a
 * pct-encoded triplet; a run of invalid characters of one kind is one finding.
 */
export function checkComponentChars(
  text: string,
  start: number,
  end: number,
  allowed: number,
  component: ComponentName,
  stopAtDelimiter: boolean,
  reporter: Reporter,
): number {
  const table = CHAR_CLASS; // a local: an imported binding is re-checked on every access
  const outside = outsideOf(allowed);
  let atsReported = false;
  for (let k = start; k < end; k++) {
    // Skip to the next character outside the set, "%" included (the common case: none at all).
    outside.lastIndex = k;
    k = outside.test(text) ? outside.lastIndex - 1 : end;
    if (k >= end) return end;
    const code = text.charCodeAt(k);
    if (code === PERCENT) {
      if (isTriplet(text, k, end)) {
        k += 2;
        continue;
      }
      // One finding for a run of stray "%" ("%%%", "%zz%"): a storm of them stays one object.
      let runEnd = strayPercentEnd(text, k, end);
      while (runEnd < end && text.charCodeAt(runEnd) === PERCENT && !isTriplet(text, runEnd, end)) {
        runEnd = strayPercentEnd(text, runEnd, end);
      }
      const single = runEnd === strayPercentEnd(text, k, end);
      reporter.report("invalid-percent-encoding", k, runEnd, component, {}, [
        {
          title: single ? "Encode the '%' as %25" : "Encode each '%' as %25",
          edits: [single ? { start: k, end: k + 1, text: "%25" } : encodingEdit(text, k, runEnd, "%", "%25")],
        },
      ]);
      k = runEnd - 1;
      continue;
    }
    if (stopAtDelimiter && (code === HASH || (code === QUESTION && component === "path"))) return k;
    if (code >= 0x80 && reporter.iriChars !== undefined) {
      const iriEnd = iriRunEnd(text, k, end, component);
      if (iriEnd > k) {
        reporter.iriChars(k, iriEnd);
        k = iriEnd - 1;
        continue;
      }
    }
    if (code === AT && component === "userInfo") {
      // Every unencoded "@" of the userinfo in one finding, from the first to the last.
      if (!atsReported) reportUserinfoAts(text, k, end, reporter);
      atsReported = true;
      continue;
    }
    const kind = invalidKind(code);
    let runEnd = k + 1;
    while (runEnd < end) {
      const next = text.charCodeAt(runEnd);
      if (next === PERCENT || (next < 128 && (table[next]! & allowed) !== 0) || invalidKind(next) !== kind) break;
      if (component === "userInfo" && next === AT) break;
      if (stopAtDelimiter && (next === HASH || next === QUESTION)) break;
      if (next >= 0x80 && reporter.iriChars !== undefined && iriRunEnd(text, runEnd, end, component) > runEnd) break;
      runEnd++;
    }
    // A finding in a password says and writes nothing of it: the scanner and the builder pass
    // their findings through findings/password.ts.
    if (!reporter.detailed) reporter.report(kind, k, runEnd, component);
    else reportInvalidRun(text, kind, k, runEnd, component, reporter);
    k = runEnd - 1;
  }
  return end;
}

/**
 * An edit that replaces text[start, end) with every `char` in it encoded. The replacement is built
 * when first read: for a storm it is megabytes, and validate() and tryParse() never read it.
 */
function encodingEdit(text: string, start: number, end: number, char: string, encoded: string): TextEdit {
  let replacement: string | undefined;
  return {
    start,
    end,
    get text(): string {
      return (replacement ??= text.slice(start, end).split(char).join(encoded));
    },
  };
}

/** The end of the stray "%" at `k`: the "%" and the (at most two) letters or digits after it. */
function strayPercentEnd(text: string, k: number, end: number): number {
  let badEnd = k + 1;
  while (badEnd < end && badEnd < k + 3 && isIn(text.charCodeAt(badEnd), ALPHA | DIGIT)) badEnd++;
  return badEnd;
}

function isTriplet(text: string, k: number, end: number): boolean {
  return k + 2 < end && isHexDigit(text.charCodeAt(k + 1)) && isHexDigit(text.charCodeAt(k + 2));
}

/**
 * One finding over the userinfo's "@"s from `first` on. Its repair encodes each of them: one edit
 * for one "@", else one edit over the span (a storm of "@" must not cost an object each).
 */
function reportUserinfoAts(text: string, first: number, end: number, reporter: Reporter): void {
  let last = first;
  let count = 0;
  for (let i = first; i < end; i++) {
    if (text.charCodeAt(i) !== AT) continue;
    last = i;
    count++;
  }
  const edit =
    count === 1 ? { start: first, end: first + 1, text: "%40" } : encodingEdit(text, first, last + 1, "@", "%40");
  const title = count === 1 ? "Percent-encode the '@' as %40" : "Percent-encode each '@' as %40";
  reporter.report("userinfo-delimiter", first, last + 1, "userInfo", { char: "'@'", encoded: "%40" }, [
    { title, edits: [edit] },
  ]);
}

function reportInvalidRun(
  text: string,
  kind: InvalidKind,
  start: number,
  end: number,
  component: ComponentName,
  reporter: Reporter,
): void {
  const run = text.slice(start, end);
  const encoded = percentEncodeUtf8(run);
  const char = describeChars(run);
  const shownEncoding = shortEncoding(encoded);
  const encode: Suggestion = { title: `Percent-encode as ${shownEncoding}`, edits: [{ start, end, text: encoded }] };
  switch (kind) {
    case "backslash":
      reporter.report(kind, start, end, component, {}, [
        { title: "Replace the backslash with '/'", edits: [{ start, end, text: "/".repeat(end - start) }] },
        encode,
      ]);
      return;
    case "invalid-character":
      reporter.report(
        kind,
        start,
        end,
        component,
        { char, component: COMPONENT_WORDS[component], encoded: shownEncoding },
        [encode],
      );
      return;
    default:
      reporter.report(kind, start, end, component, { char, encoded: shownEncoding }, [encode]);
  }
}
