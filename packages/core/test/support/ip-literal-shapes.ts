/**
 * Systematic inputs for the IP-address rules of RFC 3986 3.2.2 and 3.2.3: every IPv6 literal
 * shape within bounds (one to nine pieces, "::" and ":::" at every place, a single ":" at either
 * end, two "::"), each piece position spelled in every way that matters (leading zeros, four and
 * five hexadecimal digits, upper and lower case, empty, not hexadecimal, an IPv4 part), an IPv4
 * tail of every edge after every shape that leaves room for it, and the edges of IPv4 addresses,
 * dec-octets and ports. Enumerated, not sampled: the exhaustive test reads them all against the
 * ABNF recognizer (abnf-ip.ts), and the differential test sends them to uriparser.
 * Like generators.ts, this module never imports the engine.
 */

/** The separators tried at each place of a shape: between pieces, and at either end. */
const INNER_SEPARATORS = [":", "::", ":::"] as const;
const END_SEPARATORS = ["", ":", "::", ":::"] as const;

/** The most pieces a shape has: one more than an IPv6 address can hold. */
const MAX_PIECES = 9;

/**
 * The shapes of IPv6 addresses as their pieces and separators: `pieces` pieces (each written
 * `piece(i)`), the separators between and around them. Every shape where at most two places hold
 * something else than the usual separator (":" between pieces, nothing at the ends).
 */
export function* ipv6Shapes(piece: (index: number) => string = () => "1"): Generator<string> {
  for (const only of ["", ":", "::", ":::", "::::"]) yield only;
  for (let pieces = 1; pieces <= MAX_PIECES; pieces++) {
    const places = pieces + 1; // place 0 before the first piece, place `pieces` after the last
    const usual = (place: number): string => (place === 0 || place === pieces ? "" : ":");
    const choices = (place: number): readonly string[] =>
      place === 0 || place === pieces ? END_SEPARATORS : INNER_SEPARATORS;
    const write = (separators: readonly string[]): string => {
      let text = separators[0]!;
      for (let i = 0; i < pieces; i++) text += piece(i) + separators[i + 1]!;
      return text;
    };
    const separators = Array.from({ length: places }, (_, place) => usual(place));
    yield write(separators);
    for (let a = 0; a < places; a++) {
      for (const first of choices(a)) {
        if (first === usual(a)) continue;
        separators[a] = first;
        yield write(separators);
        for (let b = a + 1; b < places; b++) {
          for (const second of choices(b)) {
            if (second === usual(b)) continue;
            separators[b] = second;
            yield write(separators);
          }
          separators[b] = usual(b);
        }
      }
      separators[a] = usual(a);
    }
  }
}

/**
 * Every layout an IPv6 address can have with `pieces` written pieces: no "::" (all pieces
 * joined by ":"), or one "::" at any place (before the first, between two, after the last).
 */
export function* ipv6Layouts(pieces: number, piece: (index: number) => string): Generator<string> {
  const join = (from: number, to: number): string => {
    const parts: string[] = [];
    for (let i = from; i < to; i++) parts.push(piece(i));
    return parts.join(":");
  };
  if (pieces > 0) yield join(0, pieces);
  for (let at = 0; at <= pieces; at++) yield `${join(0, at)}::${join(at, pieces)}`;
}

/** Spellings of one piece: hexadecimal digits one to five, zeros, case, and what is not a piece. */
export const PIECE_SPELLINGS: readonly string[] = [
  "0",
  "00",
  "000",
  "0000",
  "00000",
  "0001",
  "01",
  "1",
  "a",
  "F",
  "ab",
  "fFfF",
  "ffff",
  "FFFF",
  "10000",
  "12345",
  "fffff",
  "g",
  "G",
  "1g",
  "x1",
  "-1",
  "",
  "1.2.3.4",
  "255.255.255.255",
  "1.2.3",
  "01.2.3.4",
  "256.1.1.1",
  "1.2.3.4.5",
];

/** dec-octet edges: each boundary of its five alternatives, leading zeros, too long, not digits. */
export const OCTET_EDGES: readonly string[] = [
  "0",
  "1",
  "9",
  "10",
  "99",
  "100",
  "199",
  "200",
  "249",
  "250",
  "255",
  "256",
  "259",
  "260",
  "299",
  "300",
  "999",
  "1000",
  "00",
  "01",
  "09",
  "010",
  "001",
  "000",
  "0255",
  "",
  "a",
  "-1",
  "+1",
  "1a",
];

/** IPv4 texts: each octet edge in each of the four places, and the wrong numbers of octets. */
export function* ipv4Edges(): Generator<string> {
  for (let place = 0; place < 4; place++) {
    for (const edge of OCTET_EDGES) {
      const octets = ["1", "2", "3", "4"];
      octets[place] = edge;
      yield octets.join(".");
    }
  }
  yield* [
    "0.0.0.0",
    "255.255.255.255",
    "1",
    "1.2",
    "1.2.3",
    "1.2.3.4.5",
    "1.2.3.4.",
    ".1.2.3.4",
    "1..2.3",
    "1.2.3..4",
    "1.2.3.4.5.6",
  ];
}

/** Port texts: port = *DIGIT, so empty, leading zeros and any number of digits are all valid. */
export const PORT_EDGES: readonly string[] = [
  "",
  "0",
  "00",
  "01",
  "080",
  "0080",
  "00000000000000000080",
  "1",
  "80",
  "255",
  "256",
  "999",
  "65535",
  "65536",
  "99999",
  "123456",
  "4294967296",
  "9".repeat(40),
  "-1",
  "+1",
  "8o",
  "0x10",
  "1e3",
  "1.5",
  "\u0661", // ARABIC-INDIC DIGIT ONE: a digit, but not DIGIT
  "80:90",
  ":",
];

/**
 * Every IPv6 literal inside of the enumeration: the shapes of `ipv6Shapes`, each piece position of
 * every layout of one to eight pieces in every spelling, and every IPv4 edge as the last part of
 * every layout of zero to seven pieces before it. Deduplicated.
 */
export function ipv6LiteralInsides(): string[] {
  const all = new Set<string>(ipv6Shapes());
  for (let pieces = 1; pieces <= 8; pieces++) {
    for (let at = 0; at < pieces; at++) {
      for (const spelling of PIECE_SPELLINGS) {
        for (const layout of ipv6Layouts(pieces, (i) => (i === at ? spelling : String(i + 1)))) all.add(layout);
      }
    }
  }
  const ipv4 = [...ipv4Edges()];
  for (let pieces = 0; pieces <= 7; pieces++) {
    for (const layout of ipv6Layouts(pieces, (i) => String(i + 1))) {
      for (const tail of ipv4) all.add(layout.endsWith(":") ? layout + tail : `${layout}:${tail}`);
    }
  }
  return [...all];
}
