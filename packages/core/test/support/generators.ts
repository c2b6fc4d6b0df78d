/**
 * Generators of URI references that are valid by construction, written rule by rule from the ABNF
 * of RFC 3986 Appendix A, plus a mutator that breaks them with one to three character edits.
 *
 * One grammar, two drivers:
 * - `SeededRandom`: a plain seeded generator for million-case runs (`generateReference`).
 * - fast-check arbitraries (`uriReferenceArbitrary`, ...): the grammar reads its choices from an
 *   array of integers that fast-check generates and shrinks. A shorter array or smaller numbers
 *   mean fewer repetitions and earlier alternatives, so a failing case shrinks towards the
 *   simplest reference of the same shape (the "choice sequence" technique of Hypothesis).
 *
 * Every generated reference comes with the components and host kind that the grammar put in it,
 * so a test can check a parser against the generator itself, not only against other parsers.
 * This module never imports the engine: it is an independent reading of the RFC.
 */
import fc from "fast-check";

/** The source of every decision the grammar makes. */
export interface Choices {
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

/** sfc32: a small, fast, well-mixed 32-bit generator; the same seed gives the same sequence. */
export class SeededRandom implements Choices {
  #a: number;
  #b: number;
  #c: number;
  #d = 1;

  constructor(seed: number) {
    this.#a = 0x9e3779b9;
    this.#b = 0x243f6a88;
    this.#c = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  int(min: number, max: number): number {
    return min + (this.next() % (max - min + 1));
  }
}

/** Reads decisions from a fixed list (zeros once it runs out): fast-check shrinks the list. */
export class ChoiceSequence implements Choices {
  readonly #values: readonly number[];
  #index = 0;

  constructor(values: readonly number[]) {
    this.#values = values;
  }

  int(min: number, max: number): number {
    const value = this.#values[this.#index++] ?? 0;
    return min + (value % (max - min + 1));
  }
}

// ---------------------------------------------------------------------------------------------
// Small combinators. The first alternative of every `oneOf` and the lower bound of every `repeat`
// is the simplest, so that shrinking (choices towards 0) gives simple cases.

type Rule = (c: Choices) => string;

/** Picks one alternative; weights make common shapes common without excluding rare ones. */
function oneOf<T>(c: Choices, alternatives: readonly (readonly [weight: number, value: T])[]): T {
  let total = 0;
  for (const [weight] of alternatives) total += weight;
  let roll = c.int(0, total - 1);
  for (const [weight, value] of alternatives) {
    if (roll < weight) return value;
    roll -= weight;
  }
  throw new Error("unreachable");
}

function charFrom(c: Choices, set: string): string {
  return set.charAt(c.int(0, set.length - 1));
}

/** A repetition count: usually short, sometimes long, so both typical and stressing inputs occur. */
function count(c: Choices, min: number, max: number): number {
  const typicalMax = Math.min(max, min + 4);
  return oneOf(c, [
    [6, () => c.int(min, typicalMax)],
    [1, () => c.int(min, max)],
  ])();
}

function repeat(c: Choices, min: number, max: number, rule: Rule): string {
  let out = "";
  for (let n = count(c, min, max); n > 0; n--) out += rule(c);
  return out;
}

// ---------------------------------------------------------------------------------------------
// RFC 3986 Appendix A, rule by rule (ABNF string literals are case-insensitive, RFC 5234 2.3).

const ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT = "0123456789";
/** HEXDIG is "0"-"9" / "A"-"F"; RFC 3986 2.1 and RFC 5234 make the letters case-insensitive. */
const HEXDIG = "0123456789ABCDEFabcdef";
const UNRESERVED = ALPHA + DIGIT + "-._~";
const SUB_DELIMS = "!$&'()*+,;=";
const SCHEME_TAIL = ALPHA + DIGIT + "+-.";

/** pct-encoded = "%" HEXDIG HEXDIG */
export const pctEncoded: Rule = (c) => "%" + charFrom(c, HEXDIG) + charFrom(c, HEXDIG);

/** unreserved / pct-encoded / sub-delims, plus the extra characters a rule allows. */
function charOf(c: Choices, extra: string): string {
  // Weights: unreserved 12, sub-delims 3, pct-encoded 2, the rule's extra characters 2.
  const roll = c.int(0, extra === "" ? 16 : 18);
  if (roll < 12) return charFrom(c, UNRESERVED);
  if (roll < 15) return charFrom(c, SUB_DELIMS);
  if (roll < 17) return pctEncoded(c);
  return charFrom(c, extra);
}

/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
export const scheme: Rule = (c) =>
  oneOf(c, [
    [3, () => charFrom(c, "hfmu") + charFrom(c, "ti") + charFrom(c, "tl") + charFrom(c, "ple")],
    [2, () => charFrom(c, ALPHA) + repeat(c, 0, 12, (c) => charFrom(c, SCHEME_TAIL))],
  ])();

/** userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
export const userinfo: Rule = (c) => repeat(c, 0, 16, (c) => charOf(c, ":"));

/** dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35 */
export const decOctet: Rule = (c) =>
  oneOf<Rule>(c, [
    [2, (c) => charFrom(c, DIGIT)],
    [2, (c) => charFrom(c, "123456789") + charFrom(c, DIGIT)],
    [2, (c) => "1" + charFrom(c, DIGIT) + charFrom(c, DIGIT)],
    [1, (c) => "2" + charFrom(c, "01234") + charFrom(c, DIGIT)],
    [1, (c) => "25" + charFrom(c, "012345")],
  ])(c);

/** IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet */
export const ipv4Address: Rule = (c) => decOctet(c) + "." + decOctet(c) + "." + decOctet(c) + "." + decOctet(c);

/** h16 = 1*4HEXDIG */
export const h16: Rule = (c) => repeat(c, 1, 4, (c) => charFrom(c, HEXDIG));

/** ls32 = ( h16 ":" h16 ) / IPv4address */
export const ls32: Rule = (c) =>
  oneOf<Rule>(c, [
    [2, (c) => h16(c) + ":" + h16(c)],
    [1, ipv4Address],
  ])(c);

/** n times ( h16 ":" ) */
function h16Colons(c: Choices, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += h16(c) + ":";
  return out;
}

/** [ *max( h16 ":" ) h16 ]: absent, or one to max+1 pieces joined by ":". */
function optionalPrefix(c: Choices, max: number): string {
  if (c.int(0, 3) === 0) return "";
  return h16Colons(c, c.int(0, max)) + h16(c);
}

/** The nine forms of IPv6address (RFC 3986 3.2.2), by index 0..8, in the ABNF's order. */
export function ipv6AddressForm(c: Choices, form: number): string {
  switch (form) {
    case 0:
      return h16Colons(c, 6) + ls32(c); //                        6( h16 ":" ) ls32
    case 1:
      return "::" + h16Colons(c, 5) + ls32(c); //                "::" 5( h16 ":" ) ls32
    case 2:
      return (c.int(0, 1) === 0 ? "" : h16(c)) + "::" + h16Colons(c, 4) + ls32(c); // [h16] "::" 4( h16 ":" ) ls32
    case 3:
      return optionalPrefix(c, 1) + "::" + h16Colons(c, 3) + ls32(c);
    case 4:
      return optionalPrefix(c, 2) + "::" + h16Colons(c, 2) + ls32(c);
    case 5:
      return optionalPrefix(c, 3) + "::" + h16(c) + ":" + ls32(c);
    case 6:
      return optionalPrefix(c, 4) + "::" + ls32(c);
    case 7:
      return optionalPrefix(c, 5) + "::" + h16(c);
    case 8:
      return optionalPrefix(c, 6) + "::";
    default:
      throw new RangeError(`IPv6address has nine forms, not ${form + 1}`);
  }
}

/** IPv6address: any of the nine forms, the last (shortest) first for shrinking. */
export const ipv6Address: Rule = (c) => ipv6AddressForm(c, 8 - c.int(0, 8));

/** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) */
export const ipvFuture: Rule = (c) =>
  charFrom(c, "vV") +
  repeat(c, 1, 4, (c) => charFrom(c, HEXDIG)) +
  "." +
  repeat(c, 1, 12, (c) =>
    oneOf<Rule>(c, [
      [4, (c) => charFrom(c, UNRESERVED)],
      [2, (c) => charFrom(c, SUB_DELIMS)],
      [1, () => ":"],
    ])(c),
  );

/** IP-literal = "[" ( IPv6address / IPvFuture ) "]" */
export const ipLiteral: Rule = (c) =>
  "[" +
  oneOf<Rule>(c, [
    [4, ipv6Address],
    [1, ipvFuture],
  ])(c) +
  "]";

/**
 * reg-name = *( unreserved / pct-encoded / sub-delims ). Also produces names that look like
 * IPv4 addresses, with and without a valid dec-octet, to exercise first-match-wins.
 */
export const regName: Rule = (c) =>
  oneOf<Rule>(c, [
    [
      5,
      (c) =>
        repeat(c, 1, 3, (c) => repeat(c, 1, 8, (c) => charFrom(c, ALPHA + DIGIT + "-")) + ".") +
        charFrom(c, "ceo") +
        charFrom(c, "ory") +
        charFrom(c, "mgt"),
    ],
    [4, (c) => repeat(c, 0, 24, (c) => charOf(c, ""))],
    [
      2,
      (c) =>
        repeat(c, 1, 5, (c) => repeat(c, 1, 3, (c) => charFrom(c, DIGIT)) + ".") +
        repeat(c, 1, 3, (c) => charFrom(c, DIGIT)),
    ],
  ])(c);

/** port = *DIGIT (no upper bound in the syntax) */
export const port: Rule = (c) => repeat(c, 0, 7, (c) => charFrom(c, DIGIT));

/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
const pchar: Rule = (c) => charOf(c, ":@");
/** segment = *pchar, with dot segments made common (they matter to resolution and normalization) */
export const segment: Rule = (c) =>
  oneOf<Rule>(c, [
    [8, (c) => repeat(c, 0, 12, pchar)],
    [1, () => "."],
    [1, () => ".."],
  ])(c);
/** segment-nz = 1*pchar */
export const segmentNz: Rule = (c) =>
  oneOf<Rule>(c, [
    [8, (c) => repeat(c, 1, 12, pchar)],
    [1, () => "."],
    [1, () => ".."],
  ])(c);
/** segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) */
export const segmentNzNc: Rule = (c) =>
  oneOf<Rule>(c, [
    [8, (c) => repeat(c, 1, 12, (c) => charOf(c, "@"))],
    [1, () => "."],
    [1, () => ".."],
  ])(c);

const slashSegments = (c: Choices): string => repeat(c, 0, 8, (c) => "/" + segment(c));
/** path-abempty = *( "/" segment ) */
export const pathAbempty: Rule = slashSegments;
/** path-absolute = "/" [ segment-nz *( "/" segment ) ] */
export const pathAbsolute: Rule = (c) => "/" + (c.int(0, 3) === 0 ? "" : segmentNz(c) + slashSegments(c));
/** path-noscheme = segment-nz-nc *( "/" segment ) */
export const pathNoscheme: Rule = (c) => segmentNzNc(c) + slashSegments(c);
/** path-rootless = segment-nz *( "/" segment ) */
export const pathRootless: Rule = (c) => segmentNz(c) + slashSegments(c);

/** query = *( pchar / "/" / "?" ), and fragment, which has the same rule */
export const query: Rule = (c) => repeat(c, 0, 20, (c) => charOf(c, ":@/?"));
export const fragment: Rule = query;

// ---------------------------------------------------------------------------------------------
// Whole references, with the components the grammar chose.

export type GeneratedHostKind = "ipv4" | "ipv6" | "ipvfuture" | "reg-name";

export interface GeneratedComponents {
  readonly scheme: string | undefined;
  readonly userInfo: string | undefined;
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

export interface GeneratedReference {
  readonly text: string;
  /** Which top rule produced it: `absolute-uri` is a `uri` without fragment. */
  readonly rule: "uri" | "absolute-uri" | "relative-ref";
  /** Which path rule produced the path. */
  readonly pathRule: "path-abempty" | "path-absolute" | "path-noscheme" | "path-rootless" | "path-empty";
  readonly components: GeneratedComponents;
  /** RFC 3986 3.2.2: the first alternative of `host` that matches the host text. */
  readonly hostKind: GeneratedHostKind | undefined;
}

/**
 * Does the text match IPv4address? Written from the ABNF, independently of the engine: it decides
 * the host kind of a generated reg-name that happens to look like an address (first-match-wins).
 */
export function matchesIPv4address(text: string): boolean {
  const octets = text.split(".");
  if (octets.length !== 4) return false;
  return octets.every((octet) => {
    if (!/^[0-9]{1,3}$/.test(octet)) return false;
    if (octet.length > 1 && octet.startsWith("0")) return false;
    return Number(octet) <= 255;
  });
}

interface Authority {
  readonly userInfo: string | undefined;
  readonly host: string;
  readonly port: string | undefined;
  readonly hostKind: GeneratedHostKind;
}

/** authority = [ userinfo "@" ] host [ ":" port ] */
function authority(c: Choices): Authority {
  const userInfo = c.int(0, 2) === 2 ? userinfo(c) : undefined;
  const [kind, host] = oneOf<() => [GeneratedHostKind, string]>(c, [
    [
      6,
      () => {
        const name = regName(c);
        return [matchesIPv4address(name) ? "ipv4" : "reg-name", name];
      },
    ],
    [2, () => ["ipv4", ipv4Address(c)]],
    [
      3,
      () => {
        const literal = ipLiteral(c);
        return [/^\[[vV]/.test(literal) ? "ipvfuture" : "ipv6", literal];
      },
    ],
  ])();
  const portText = c.int(0, 2) === 2 ? port(c) : undefined;
  return { userInfo, host, port: portText, hostKind: kind };
}

function authorityText(a: Authority): string {
  return (a.userInfo === undefined ? "" : a.userInfo + "@") + a.host + (a.port === undefined ? "" : ":" + a.port);
}

type PathRule = GeneratedReference["pathRule"];

/**
 * hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty, and
 * relative-part, the same with path-noscheme in place of path-rootless.
 */
function part(c: Choices, relative: boolean): { authority: Authority | undefined; path: string; pathRule: PathRule } {
  return oneOf<() => { authority: Authority | undefined; path: string; pathRule: PathRule }>(c, [
    [2, () => ({ authority: undefined, path: "", pathRule: "path-empty" })],
    [6, () => ({ authority: authority(c), path: pathAbempty(c), pathRule: "path-abempty" })],
    [3, () => ({ authority: undefined, path: pathAbsolute(c), pathRule: "path-absolute" })],
    [
      3,
      () =>
        relative
          ? { authority: undefined, path: pathNoscheme(c), pathRule: "path-noscheme" }
          : { authority: undefined, path: pathRootless(c), pathRule: "path-rootless" },
    ],
  ])();
}

function build(rule: GeneratedReference["rule"], c: Choices): GeneratedReference {
  const schemeText = rule === "relative-ref" ? undefined : scheme(c);
  const { authority: a, path, pathRule } = part(c, rule === "relative-ref");
  const queryText = c.int(0, 2) === 2 ? query(c) : undefined;
  const fragmentText = rule !== "absolute-uri" && c.int(0, 2) === 2 ? fragment(c) : undefined;
  const text =
    (schemeText === undefined ? "" : schemeText + ":") +
    (a === undefined ? "" : "//" + authorityText(a)) +
    path +
    (queryText === undefined ? "" : "?" + queryText) +
    (fragmentText === undefined ? "" : "#" + fragmentText);
  return {
    text,
    rule,
    pathRule,
    components: {
      scheme: schemeText,
      userInfo: a?.userInfo,
      host: a?.host,
      port: a?.port,
      path,
      query: queryText,
      fragment: fragmentText,
    },
    hostKind: a?.hostKind,
  };
}

/** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ] */
export const generateUri = (c: Choices): GeneratedReference => build("uri", c);
/** absolute-URI = scheme ":" hier-part [ "?" query ] */
export const generateAbsoluteUri = (c: Choices): GeneratedReference => build("absolute-uri", c);
/** relative-ref = relative-part [ "?" query ] [ "#" fragment ] */
export const generateRelativeRef = (c: Choices): GeneratedReference => build("relative-ref", c);
/** URI-reference = URI / relative-ref */
export const generateReference = (c: Choices): GeneratedReference =>
  c.int(0, 1) === 0 ? build("relative-ref", c) : build("uri", c);

// ---------------------------------------------------------------------------------------------
// The mutator: one to three character edits that tend to break a reference in the places parsers
// get wrong (delimiters, "%", brackets, whitespace, non-ASCII).

/** What an edit inserts or writes over a character. */
export const MUTATION_PALETTE: readonly string[] = [
  ":",
  "/",
  "?",
  "#",
  "[",
  "]",
  "@", // gen-delims
  "!",
  "$",
  "&",
  "'",
  "(",
  ")",
  "*",
  "+",
  ",",
  ";",
  "=", // sub-delims
  "%",
  "%",
  "%2",
  "%G0",
  "%41",
  "%25", // broken and valid escapes
  " ",
  "\t",
  "\n",
  "\r",
  "\\",
  '"',
  "<",
  ">",
  "{",
  "}",
  "|",
  "^",
  "`",
  "\u0000",
  "\u007f",
  "é",
  "\u00a0",
  "\u200b",
  "€",
  "😀",
  "\ud800", // non-ASCII, a pair, a lone surrogate
  "v",
  "V",
  ".",
  "..",
  "0",
  "1",
  "25",
  "::",
  "//",
  "x",
];

/** What an edit of a host writes: the pieces of IPv4, IPv6 and IPvFuture addresses, and near misses. */
export const HOST_MUTATION_PALETTE: readonly string[] = [
  ":",
  "::",
  ".",
  "[",
  "]",
  "%",
  "%25",
  "v",
  "V",
  "0",
  "00",
  "1",
  "2",
  "5",
  "6",
  "9",
  "25",
  "255",
  "256",
  "a",
  "f",
  "F",
  "g",
  "ffff",
  "12345",
  "1.2.3.4",
  ":1",
  "1:",
  "@",
  " ",
  "-",
  "_",
  "~",
];

export function mutate(text: string, c: Choices, palette: readonly string[] = MUTATION_PALETTE): string {
  let out = text;
  for (let edits = c.int(1, 3); edits > 0; edits--) {
    const at = c.int(0, out.length);
    const kind = oneOf(c, [
      [3, "insert"],
      [3, "replace"],
      [2, "delete"],
      [1, "duplicate"],
    ] as const);
    const piece = palette[c.int(0, palette.length - 1)] ?? "";
    switch (kind) {
      case "insert":
        out = out.slice(0, at) + piece + out.slice(at);
        break;
      case "replace":
        out = out.slice(0, at) + piece + out.slice(at + 1);
        break;
      case "delete":
        out = out.slice(0, at) + out.slice(at + 1);
        break;
      case "duplicate":
        out = out.slice(0, at) + out.slice(at, at + c.int(1, 4)) + out.slice(at);
        break;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Host literals near the edges of their grammar: random edits seldom reach them (a million-case
// run missed "[1:2:3:4:5:6:7:8::]"), so they are built on purpose, valid or not.

/** What an IPv4 octet is written as near its edges: dec-octets, leading zeros, over 255, empty. */
const OCTET_NEAR_MISSES = ["0", "00", "01", "010", "255", "256", "299", "999", "1000", ""] as const;

/** Four octets (sometimes three or five), each a dec-octet or a near miss of one. */
const ipv4NearMiss: Rule = (c) => {
  const octets: string[] = [];
  for (
    let n = oneOf(c, [
      [8, 4],
      [1, 3],
      [1, 5],
    ] as const);
    n > 0;
    n--
  )
    octets.push(c.int(0, 2) === 0 ? OCTET_NEAR_MISSES[c.int(0, OCTET_NEAR_MISSES.length - 1)]! : decOctet(c));
  return octets.join(".");
};

/** A piece: mostly an h16, sometimes empty, five digits, leading zeros, not hexadecimal, or an IPv4 part. */
const pieceNearMiss: Rule = (c) =>
  oneOf<Rule>(c, [
    [16, h16],
    [2, () => "0000"],
    [1, () => ""],
    [1, (c) => repeat(c, 5, 5, (c) => charFrom(c, HEXDIG))],
    [1, () => "g"],
    [2, ipv4NearMiss],
  ])(c);

/**
 * An IP literal near IPv6address: zero to nine pieces (an IPv4 part is often the last), joined by
 * ":", with "::" at any place, sometimes a second one, ":::" or a single ":" at either end.
 */
export const ipLiteralNearMiss: Rule = (c) => {
  const pieces = c.int(0, 9);
  const separators = Array.from({ length: pieces + 1 }, (_, place) => (place === 0 || place === pieces ? "" : ":"));
  for (
    let n = oneOf(c, [
      [2, 0],
      [6, 1],
      [2, 2],
    ] as const);
    n > 0;
    n--
  ) {
    separators[c.int(0, pieces)] = oneOf(c, [
      [6, "::"],
      [2, ":::"],
      [2, ":"],
    ] as const);
  }
  let text = separators[0]!;
  for (let i = 0; i < pieces; i++) {
    const last = i === pieces - 1;
    text += (last && c.int(0, 3) === 0 ? ipv4NearMiss(c) : pieceNearMiss(c)) + separators[i + 1]!;
  }
  return `[${text}]`;
};

/**
 * A generated reference whose host is replaced by `ipLiteralNearMiss` (one without a host gets an
 * authority with it), sometimes with a port: the core and the oracles must agree on the literal.
 */
export function withHostLiteralNearMiss(generated: GeneratedReference, c: Choices): string {
  const literal = ipLiteralNearMiss(c) + (c.int(0, 3) === 0 ? ":" + port(c) : "");
  const { scheme: schemeText, userInfo, host, port: portText } = generated.components;
  if (host === undefined) return (schemeText === undefined ? "" : schemeText + ":") + "//" + literal + "/";
  const start =
    (schemeText === undefined ? 0 : schemeText.length + 1) + 2 + (userInfo === undefined ? 0 : userInfo.length + 1);
  const end = start + host.length + (portText === undefined ? 0 : portText.length + 1);
  return generated.text.slice(0, start) + literal + generated.text.slice(end);
}

/**
 * Edits inside the host only (with HOST_MUTATION_PALETTE), where the address grammars are: the
 * generic mutator seldom lands there with the right pieces. A reference without host gets `mutate`.
 */
export function mutateHost(generated: GeneratedReference, c: Choices): string {
  const { scheme: schemeText, userInfo, host } = generated.components;
  if (host === undefined) return mutate(generated.text, c);
  const start =
    (schemeText === undefined ? 0 : schemeText.length + 1) + 2 + (userInfo === undefined ? 0 : userInfo.length + 1);
  const end = start + host.length;
  return generated.text.slice(0, start) + mutate(host, c, HOST_MUTATION_PALETTE) + generated.text.slice(end);
}

// ---------------------------------------------------------------------------------------------
// fast-check arbitraries over the same grammar.

/**
 * The decisions fast-check generates and shrinks; enough for any reference the grammar makes.
 * Unbiased: fast-check's bias towards small numbers would mostly pick first alternatives.
 */
const choiceList = fc.noBias(fc.array(fc.noBias(fc.nat({ max: 0xffff })), { maxLength: 400 }));

function fromGrammar<T>(grammar: (c: Choices) => T): fc.Arbitrary<T> {
  return choiceList.map((values) => grammar(new ChoiceSequence(values)));
}

/** Any URI-reference, with the components the grammar chose. */
export const uriReferenceArbitrary: fc.Arbitrary<GeneratedReference> = fromGrammar(generateReference);
export const uriArbitrary: fc.Arbitrary<GeneratedReference> = fromGrammar(generateUri);
export const absoluteUriArbitrary: fc.Arbitrary<GeneratedReference> = fromGrammar(generateAbsoluteUri);
export const relativeRefArbitrary: fc.Arbitrary<GeneratedReference> = fromGrammar(generateRelativeRef);
/** One rule of the grammar as text (e.g. `ruleArbitrary(ipv6Address)`). */
export const ruleArbitrary = (rule: Rule): fc.Arbitrary<string> => fromGrammar(rule);
/** A valid reference after one to three edits: mostly invalid, sometimes still valid. */
export const mutatedReferenceArbitrary: fc.Arbitrary<string> = fc
  .tuple(choiceList, choiceList)
  .map(([reference, edits]) =>
    mutate(generateReference(new ChoiceSequence(reference)).text, new ChoiceSequence(edits)),
  );

/** A valid reference whose host got one to three edits (see mutateHost). */
export const hostMutantArbitrary: fc.Arbitrary<string> = fc
  .tuple(choiceList, choiceList)
  .map(([reference, edits]) => mutateHost(generateReference(new ChoiceSequence(reference)), new ChoiceSequence(edits)));

/** Strings of any code units: full Unicode, lone surrogates, controls, and URI delimiters. */
export const anyStringArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: fc.constantFrom(...MUTATION_PALETTE), maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)), maxLength: 100 }),
  mutatedReferenceArbitrary,
);
