/**
 * The IP-address rules of RFC 3986 Appendix A (IPv6address, h16, ls32, IPv4address, dec-octet,
 * port) as a recognizer written rule for rule from the ABNF, over a handful of ABNF operators
 * (RFC 5234: concatenation, alternation, repetition, optional, terminals). It is the oracle the
 * exhaustive tests hold the core's parser to, not an engine: every alternative and every
 * repetition count is tried (a rule returns the set of places where it can end), which is slow and
 * plain, and it never imports the core. Written by hand because it is small and fully specified.
 *
 * Besides "does the text match", it answers "how far is the text a beginning of a match": the
 * length of the longest prefix that some continuation turns into a match. The character there is
 * the first that cannot start a valid continuation (uriparser's error position).
 */

/** Where a rule can end when the text ran out inside it (a continuation could still complete it). */
const OPEN = -1;

/** A rule: from `at`, the places in `text` where it can end (OPEN: the text ended inside the rule). */
type Rule = (text: string, at: number) => Set<number>;

// --- the ABNF operators (RFC 5234 section 3) --------------------------------------------------

/** A terminal: one character of the set (quoted strings are case-insensitive: RFC 5234 2.3). */
function oneOf(chars: string): Rule {
  return (text, at) => {
    if (at === text.length) return new Set([OPEN]);
    return chars.includes(text[at]!) ? new Set([at + 1]) : new Set();
  };
}

/** A quoted string, one character after the other. */
function literal(value: string): Rule {
  return concat(...[...value].map((char) => oneOf(char)));
}

/** Concatenation: each rule from wherever the one before it can end. */
function concat(...rules: Rule[]): Rule {
  return (text, at) => {
    let ends = new Set([at]);
    for (const rule of rules) {
      const next = new Set<number>();
      for (const end of ends) {
        if (end === OPEN) next.add(OPEN);
        else for (const after of rule(text, end)) next.add(after);
      }
      ends = next;
    }
    return ends;
  };
}

/** Alternation: "/". */
function alt(...rules: Rule[]): Rule {
  return (text, at) => {
    const ends = new Set<number>();
    for (const rule of rules) for (const end of rule(text, at)) ends.add(end);
    return ends;
  };
}

/** Repetition: min*max rule (max Infinity for "*"). */
function repeat(min: number, max: number, rule: Rule): Rule {
  return (text, at) => {
    const ends = new Set<number>();
    let current = new Set([at]);
    for (let count = 0; current.size > 0; count++) {
      if (count >= min) for (const end of current) ends.add(end);
      if (count === max) break;
      const next = new Set<number>();
      for (const end of current) {
        if (end === OPEN) ends.add(OPEN);
        // An empty step repeats for ever without reading anything: none of these rules has one.
        else for (const after of rule(text, end)) if (after !== end) next.add(after);
      }
      current = next;
    }
    return ends;
  };
}

/** Optional: "[ rule ]". */
const optional = (rule: Rule): Rule => repeat(0, 1, rule);

// --- the rules, as Appendix A writes them ------------------------------------------------------

const DIGIT = oneOf("0123456789");
const HEXDIG = oneOf("0123456789ABCDEFabcdef");

/** dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35 */
const decOctet = alt(
  DIGIT,
  concat(oneOf("123456789"), DIGIT),
  concat(literal("1"), repeat(2, 2, DIGIT)),
  concat(literal("2"), oneOf("01234"), DIGIT),
  concat(literal("25"), oneOf("012345")),
);

/** IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet */
const ipv4Address = concat(decOctet, literal("."), decOctet, literal("."), decOctet, literal("."), decOctet);

/** h16 = 1*4HEXDIG */
const h16 = repeat(1, 4, HEXDIG);

/** ls32 = ( h16 ":" h16 ) / IPv4address */
const ls32 = alt(concat(h16, literal(":"), h16), ipv4Address);

/** n( h16 ":" ) */
const h16Colons = (n: number): Rule => repeat(n, n, concat(h16, literal(":")));

/** [ *n( h16 ":" ) h16 ] */
const before = (n: number): Rule => optional(concat(repeat(0, n, concat(h16, literal(":"))), h16));

/** IPv6address: the nine alternatives of Appendix A, in its order. */
const ipv6Address = alt(
  concat(h16Colons(6), ls32),
  concat(literal("::"), h16Colons(5), ls32),
  concat(optional(h16), literal("::"), h16Colons(4), ls32),
  concat(before(1), literal("::"), h16Colons(3), ls32),
  concat(before(2), literal("::"), h16Colons(2), ls32),
  concat(before(3), literal("::"), h16, literal(":"), ls32),
  concat(before(4), literal("::"), ls32),
  concat(before(5), literal("::"), h16),
  concat(before(6), literal("::")),
);

/** port = *DIGIT */
const port = repeat(0, Infinity, DIGIT);

// --- questions --------------------------------------------------------------------------------

export type IpRule = "IPv6address" | "IPv4address" | "dec-octet" | "h16" | "ls32" | "port";

const RULES: Readonly<Record<IpRule, Rule>> = {
  IPv6address: ipv6Address,
  IPv4address: ipv4Address,
  "dec-octet": decOctet,
  h16,
  ls32,
  port,
};

/** Whether all of `text` matches the rule. */
export function matches(rule: IpRule, text: string): boolean {
  return RULES[rule](text, 0).has(text.length);
}

/**
 * The length of the longest prefix of `text` that some continuation turns into a match of the
 * rule: `text.length` when the text matches or could still be completed, otherwise the index of
 * the first character that cannot start a valid continuation. (A prefix of a viable prefix is
 * viable, so the prefixes are tried from the longest down.)
 */
export function viablePrefixLength(rule: IpRule, text: string): number {
  for (let length = text.length; length > 0; length--) {
    const prefix = text.slice(0, length);
    const ends = RULES[rule](prefix, 0);
    if (ends.has(OPEN) || ends.has(prefix.length)) return length;
  }
  return 0;
}
