/**
 * The strict scanner: one left-to-right pass over the text that finds the components of a
 * URI-reference (RFC 3986 4.1) and reports every character that breaks the grammar of Appendix A,
 * with its span. It never stops at the first error, never backtracks and never recurses, so it is
 * linear in the input whatever the input is.
 */
import {
  ALPHA,
  AT,
  CHAR_CLASS,
  CLOSE_BRACKET,
  COLON,
  DIGIT,
  HASH,
  OPEN_BRACKET,
  PATH,
  QUERY,
  QUESTION,
  REG_NAME,
  SCHEME_TAIL,
  SLASH,
  USERINFO,
  isIn,
} from "../chars.js";
import type { FindingCode } from "../findings/catalogue.js";
import { createFinding, type Finding, type Suggestion } from "../findings/finding.js";
import { allWithoutPassword, passwordSpanIn } from "../findings/password.js";
import type { ComponentName, Goal, HostKind } from "../model.js";
import type { ComponentOffsets } from "../uri-reference.js";
import { checkComponentChars, outsideOf, type Reporter } from "./component-chars.js";
import { describeChars } from "./describe-char.js";
import { checkIPv6Address, checkIPvFuture, ipv6Problem, isIPv4Address, zoneIdProblem } from "./host.js";

/**
 * What a scan accepts beyond RFC 3986, as bits: the characters of IRIs (RFC 3987 2.2), and zone
 * identifiers in IPv6 literals (RFC 6874).
 */
export const ACCEPT_IRI = 1;
export const ACCEPT_ZONE_ID = 2;

const NO_ISSUES: readonly Finding[] = Object.freeze([]);

/**
 * Scans `text` as `goal` (default URI-reference). Never throws. The scanner is one object, reset
 * for every scan: scanning is synchronous and never re-entered, and a parse that allocated a fresh
 * scanner spent much of its time in the garbage collector. Read what you need from the result
 * (copy the offsets, keep the issues array, which is new for each scan) before the next scan.
 */
export function scan(text: string, goal: Goal = "uri-reference", detailed = true, accept = 0): Scanner {
  SHARED.reset(text, goal, detailed, accept);
  SHARED.run();
  return SHARED;
}

/**
 * The scan's state is also its result: component boundaries as plain offsets (-1 where a component
 * is absent), the host kind, and every syntax finding in text order within each component.
 */
export class Scanner implements ComponentOffsets, Reporter {
  text = "";
  goal: Goal = "uri-reference";
  schemeEnd = -1;
  authorityStart = -1;
  userInfoEnd = -1;
  hostStart = -1;
  hostEnd = -1;
  portStart = -1;
  pathStart = 0;
  pathEnd = 0;
  queryStart = -1;
  queryEnd = -1;
  fragmentStart = -1;
  end = 0;
  hostKind: HostKind | undefined = undefined;
  /** How many findings the scan reported; when not `detailed`, only this is kept. */
  issueCount = 0;
  /**
   * Whether findings are built. A caller that only asks "valid?" (tryParse) gets the count: a
   * finding's message, data and repairs cost far more than finding it.
   */
  detailed = true;
  /** ACCEPT_* bits: what the scan accepts beyond RFC 3986. */
  accept = 0;
  /**
   * Where the characters that only an IRI allows lie: the first one's start and the last one's end
   * (-1 when none; then an IRI scan found a URI). Set only when the scan accepts IRIs.
   */
  iriStart = -1;
  iriEnd = -1;
  iriChars: ((start: number, end: number) => void) | undefined = undefined;
  /** Where the reference proper starts, after any surrounding whitespace. */
  #start = 0;
  #issues: Finding[] | undefined;

  reset(text: string, goal: Goal, detailed: boolean, accept: number): void {
    this.text = text;
    this.goal = goal;
    this.schemeEnd = this.authorityStart = this.userInfoEnd = this.hostStart = this.hostEnd = -1;
    this.portStart = this.queryStart = this.queryEnd = this.fragmentStart = -1;
    this.pathStart = this.pathEnd = this.end = 0;
    this.hostKind = undefined;
    this.#start = 0;
    this.#issues = undefined;
    this.issueCount = 0;
    this.detailed = detailed;
    this.accept = accept;
    this.iriStart = this.iriEnd = -1;
    this.iriChars = (accept & ACCEPT_IRI) !== 0 ? this.#noteIriChars : undefined;
  }

  readonly #noteIriChars = (start: number, end: number): void => {
    if (this.iriStart < 0) this.iriStart = start;
    this.iriEnd = end;
  };

  get issues(): readonly Finding[] {
    return this.#issues ?? NO_ISSUES;
  }

  run(): void {
    const text = this.text;
    const hi = this.#trimSurroundingWhitespace();
    const lo = this.#start;
    let i = this.#scanScheme(lo, hi);

    if (i + 1 < hi && text.charCodeAt(i) === SLASH && text.charCodeAt(i + 1) === SLASH) {
      i = this.#scanAuthority(i + 2, hi);
    }
    this.pathStart = i;
    this.#checkPathNoScheme(i, hi);
    i = this.#scanChars(i, hi, PATH, "path");
    this.pathEnd = i;
    if (i < hi && text.charCodeAt(i) === QUESTION) {
      this.queryStart = i + 1;
      i = this.#scanChars(i + 1, hi, QUERY, "query");
      this.queryEnd = i;
    }
    if (i < hi) {
      // Only "#" can stop the query scan before the end.
      this.fragmentStart = i + 1;
      this.#scanChars(i + 1, hi, QUERY, "fragment", false);
      if (this.goal === "absolute-uri") this.report("unexpected-fragment", i, hi, "fragment");
    }
    if ((this.goal === "uri" || this.goal === "absolute-uri") && this.schemeEnd < 0) {
      this.report("missing-scheme", lo, hi, "reference");
    }
    if (this.#issues !== undefined && this.authorityStart >= 0) this.#hidePassword();
  }

  /** The findings at a password say and write nothing of it (findings/password.ts). */
  #hidePassword(): void {
    const authorityEnd = this.pathStart;
    const password = passwordSpanIn(this.text, {
      authority: { start: this.authorityStart, end: authorityEnd },
      userInfo: this.userInfoEnd >= 0 ? { start: this.authorityStart, end: this.userInfoEnd } : undefined,
      host: this.hostStart >= 0 ? { start: this.hostStart, end: this.hostEnd } : undefined,
    });
    if (password !== undefined) this.#issues = allWithoutPassword(this.#issues!, password) as Finding[];
  }

  /**
   * Whitespace or control characters around the text: browsers strip them, RFC 3986 does not.
   * Sets where the reference proper starts and ends.
   */
  #trimSurroundingWhitespace(): number {
    const text = this.text;
    let lo = 0;
    let hi = text.length;
    if (hi === 0 || (text.charCodeAt(0) > 0x20 && text.charCodeAt(hi - 1) > 0x20)) {
      this.end = hi;
      return hi;
    }
    while (lo < hi && text.charCodeAt(lo) <= 0x20) lo++;
    while (hi > lo && text.charCodeAt(hi - 1) <= 0x20) hi--;
    this.#start = lo;
    this.end = hi;
    const remove = (start: number, end: number): Suggestion => ({
      title: "Remove the surrounding whitespace",
      edits: [{ start, end, text: "" }],
    });
    if (lo > 0) this.report("surrounding-whitespace", 0, lo, "reference", {}, [remove(0, lo)]);
    if (hi < text.length && hi > 0) {
      this.report("surrounding-whitespace", hi, text.length, "reference", {}, [remove(hi, text.length)]);
    }
    return hi;
  }

  /**
   * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) followed by ":". Returns where the rest
   * starts. When the text before a "://" is not a valid scheme, it was surely meant as one: report
   * its bad characters and read it as the scheme, rather than as a relative path with a colon.
   */
  #scanScheme(lo: number, hi: number): number {
    const text = this.text;
    if (lo < hi && isIn(text.charCodeAt(lo), ALPHA)) {
      let j = lo + 1;
      while (j < hi && isIn(text.charCodeAt(j), SCHEME_TAIL)) j++;
      if (j < hi && text.charCodeAt(j) === COLON) {
        this.schemeEnd = j;
        if (this.goal === "relative-ref") this.report("unexpected-scheme", lo, j + 1, "scheme");
        return j + 1;
      }
    }
    const colon = findFirst(text, lo, hi, COLON, SLASH, QUESTION, HASH);
    const meantAsScheme =
      colon < hi &&
      text.charCodeAt(colon) === COLON &&
      text.charCodeAt(colon + 1) === SLASH &&
      text.charCodeAt(colon + 2) === SLASH &&
      colon + 2 < hi;
    if (!meantAsScheme) return lo;
    if (colon === lo) {
      this.report("empty-scheme", lo, lo + 1, "scheme");
    } else {
      for (let k = lo; k < colon; k++) {
        const code = text.charCodeAt(k);
        const valid = k === lo ? isIn(code, ALPHA) : isIn(code, SCHEME_TAIL);
        if (!valid) {
          const end = k + (isHighSurrogateAt(text, k) ? 2 : 1);
          this.report("invalid-scheme", k, end, "scheme", { char: describeChars(text.slice(k, end)) });
          k = end - 1;
        }
      }
    }
    this.schemeEnd = colon;
    return colon + 1;
  }

  /**
   * authority = [ userinfo "@" ] host [ ":" port ], from `start` up to the first "/", "?" or "#".
   * One pass finds its end, its last "@", the first ":" after it, and whether anything after the
   * last "@" is outside reg-name (most hosts are plain names: they need no second look).
   */
  #scanAuthority(start: number, hi: number): number {
    const text = this.text;
    const table = CHAR_CLASS; // a local: an imported binding is re-checked on every access
    let end: number;
    const first = text.charCodeAt(start);
    if (start >= hi || first === SLASH || first === QUESTION || first === HASH) {
      // An empty authority ("file:///"): no expression to run.
      end = start;
    } else {
      // Most authorities are a plain name: one native jump to the first character outside reg-name.
      const outside = outsideOf(REG_NAME);
      outside.lastIndex = start;
      end = outside.test(text) ? Math.min(outside.lastIndex - 1, hi) : hi;
    }
    let lastAt = -1;
    let colon = -1;
    let plainHost = true;
    for (; end < hi; end++) {
      const code = text.charCodeAt(end);
      if (code < 128 && (table[code]! & REG_NAME) !== 0) continue;
      if (code === SLASH || code === QUESTION || code === HASH) break;
      if (code === AT) {
        lastAt = end;
        colon = -1;
        plainHost = true;
      } else if (code === COLON) {
        if (colon < 0) colon = end;
      } else {
        plainHost = false;
      }
    }
    this.authorityStart = start;
    // Browsers end the userinfo at the last "@"; so do we, and every earlier "@" is reported.
    let hostStart = start;
    if (lastAt >= 0) {
      this.userInfoEnd = lastAt;
      this.#scanChars(start, lastAt, USERINFO, "userInfo", false);
      hostStart = lastAt + 1;
    }
    if (hostStart < end && text.charCodeAt(hostStart) === OPEN_BRACKET) {
      this.#scanIPLiteral(hostStart, end);
    } else {
      this.#scanRegNameOrIPv4(hostStart, end, colon < 0 ? end : colon, plainHost);
    }
    return end;
  }

  /** IP-literal = "[" ( IPv6address / IPvFuture ) "]", then an optional ":" port. */
  #scanIPLiteral(start: number, end: number): void {
    const text = this.text;
    const close = findFirst(text, start, end, CLOSE_BRACKET, CLOSE_BRACKET, CLOSE_BRACKET);
    this.hostStart = start;
    if (close === end) {
      this.hostEnd = end;
      this.report("invalid-ip-literal", start, end, "host", { reason: "the closing ']' is missing" });
      return;
    }
    this.hostEnd = close + 1;
    const isFuture = (text.charCodeAt(start + 1) | 0x20) === 0x76; // "v" or "V"
    if (isFuture) {
      const reason = checkIPvFuture(text, start + 1, close);
      if (reason === undefined) this.hostKind = "ipvfuture";
      else this.report("invalid-ip-literal", start, close + 1, "host", { reason });
    } else {
      // The finding points at the fault inside the brackets (an empty literal: at the brackets).
      const zone = (this.accept & ACCEPT_ZONE_ID) !== 0 ? text.indexOf("%25", start + 1) : -1;
      const problem =
        zone >= 0 && zone < close
          ? (ipv6Problem(text, start + 1, zone) ?? zoneIdProblem(text, zone + 3, close))
          : ipv6Problem(text, start + 1, close);
      if (problem === undefined) this.hostKind = "ipv6";
      else if (problem.start === problem.end)
        this.report("invalid-ip-literal", start, close + 1, "host", { reason: problem.reason });
      else this.report("invalid-ip-literal", problem.start, problem.end, "host", { reason: problem.reason });
    }
    const after = close + 1;
    if (after === end) return;
    if (text.charCodeAt(after) === COLON) {
      this.#scanPort(after + 1, end);
    } else {
      this.report("invalid-ip-literal", after, end, "host", { reason: "only ':' and a port may follow ']'" });
    }
  }

  /** host = IPv4address / reg-name (first match wins), then an optional ":" port. */
  #scanRegNameOrIPv4(start: number, end: number, colon: number, plain: boolean): void {
    const text = this.text;
    this.hostStart = start;
    if (colon < end) {
      const second = text.indexOf(":", colon + 1);
      if (second >= 0 && second < end && checkIPv6Address(text, start, end) === undefined) {
        this.hostEnd = end;
        this.report("unbracketed-ipv6", start, end, "host", { address: text.slice(start, end) }, [
          {
            title: "Put the IPv6 address in brackets",
            edits: [
              { start, end: start, text: "[" },
              { start: end, end, text: "]" },
            ],
          },
        ]);
        return;
      }
    }
    this.hostEnd = colon;
    if (isIn(text.charCodeAt(start), DIGIT) && isIPv4Address(text, start, colon)) {
      this.hostKind = "ipv4";
    } else {
      this.hostKind = "reg-name";
      if (!plain) this.#scanChars(start, colon, REG_NAME, "host", false);
    }
    if (colon < end) this.#scanPort(colon + 1, end);
  }

  /** port = *DIGIT. One finding from the first non-digit to the end of the port. */
  #scanPort(start: number, end: number): void {
    const text = this.text;
    this.portStart = start;
    for (let k = start; k < end; k++) {
      if (!isIn(text.charCodeAt(k), DIGIT)) {
        const charEnd = k + (isHighSurrogateAt(text, k) ? 2 : 1);
        this.report("invalid-port", k, end, "port", { char: describeChars(text.slice(k, charEnd)) });
        return;
      }
    }
  }

  /**
   * Which path rule applies (path-abempty, -absolute, -noscheme, -rootless, -empty) follows from
   * what came before; the one left to check is path-noscheme: a relative reference without
   * authority whose path does not start with "/" may not have a ":" in its first segment, which
   * would read as a scheme (RFC 3986 4.2).
   */
  #checkPathNoScheme(start: number, hi: number): void {
    if (this.schemeEnd >= 0 || this.authorityStart >= 0) return;
    const text = this.text;
    for (let k = start; k < hi; k++) {
      const code = text.charCodeAt(k);
      if (code === SLASH || code === QUESTION || code === HASH) return;
      if (code === COLON) {
        this.report("colon-in-first-segment", k, k + 1, "path", {}, [
          {
            title: "Write './' before the path",
            edits: [{ start, end: start, text: "./" }],
          },
        ]);
        return;
      }
    }
  }

  /** Checks text[start, end) against `allowed`; see checkComponentChars. Returns where it stopped. */
  #scanChars(start: number, end: number, allowed: number, component: ComponentName, stopAtDelimiter = true): number {
    return checkComponentChars(this.text, start, end, allowed, component, stopAtDelimiter, this);
  }

  report(
    code: FindingCode,
    start: number,
    end: number,
    component: ComponentName | "reference",
    data: Record<string, string> = {},
    suggestions: Suggestion[] = [],
  ): void {
    this.issueCount++;
    if (this.detailed) (this.#issues ??= []).push(createFinding(code, { start, end, component, data, suggestions }));
  }
}

const SHARED = new Scanner();

/** The index of the first of up to four code units in text[start, end), or `end`. */
function findFirst(text: string, start: number, end: number, a: number, b: number, c: number, d = a): number {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === a || code === b || code === c || code === d) return i;
  }
  return end;
}

function isHighSurrogateAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
}
