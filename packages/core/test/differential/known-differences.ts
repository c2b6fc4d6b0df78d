/**
 * Every known, justified difference between the core and an oracle, with who is right per
 * RFC 3986 and why. A difference explains a disagreement only if (1) it `applies` to the input
 * and the two answers, and (2) once `repair` removes the feature it names from the input, the
 * core and the oracle agree completely (checked by run.ts with a second question to the oracle).
 * So an entry cannot hide an unrelated bug that happens to sit in the same input.
 * Each entry's `witness` is an input that must show the difference (differential.test.ts).
 */
import type { CoreVerdict, Disagreement } from "./compare.js";
import type { OracleName, OracleVerdict } from "./oracles.js";

export interface KnownDifference {
  readonly id: string;
  readonly oracle: OracleName;
  /** Who is right and why, with the RFC section. */
  readonly reason: string;
  /** An input that shows this difference. */
  readonly witness: string;
  /** Does the input have the feature, and do the answers differ the way this entry says? */
  applies(input: string, core: CoreVerdict, other: OracleVerdict): boolean;
  /** The input without the feature (a different string whenever `applies` holds). */
  repair(input: string, core: CoreVerdict): string;
}

type ValidCore = Extract<CoreVerdict, { valid: true }>;

function replaceSpan(input: string, start: number, end: number, text: string): string {
  return input.slice(0, start) + text + input.slice(end);
}

/** rfc3986 1.5's own IPv4 pattern (abnf_regexp.IPv4_RE), to recognize what it treats as IPv4. */
const RFC3986_IPV4_SHAPE = /^[0-9]{1,3}(\.[0-9]{1,3}){3}$/;
/** rfc3986 reports an authority it cannot match as a failure of these three components. */
const AUTHORITY_REJECTED = /components:host,port,userinfo/;
/** ... and a port it matched but finds out of range as a failure of the port alone. */
const PORT_REJECTED = /components:(host,)?port/;

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    id: "rfc3986-empty-port-absent",
    oracle: "rfc3986",
    reason:
      'RFC 3986 3.2.3: port = *DIGIT, so "http://h:/" has a present, empty port (the RFC asks producers to omit it, ' +
      'it does not make it absent); rfc3986 1.5 matches ":?(?P<port>[0-9]{1,5})?" and reports no port at all. Core is right.',
    witness: "http://example.com:/",
    applies: (_input, core, other) =>
      core.valid && other.valid && core.components.port === "" && other.components.port === undefined,
    repair: (input, core) => {
      const { port } = (core as ValidCore).spans;
      return replaceSpan(input, port!.start - 1, port!.end, "");
    },
  },
  {
    id: "rfc3986-empty-userinfo",
    oracle: "rfc3986",
    reason:
      'RFC 3986 3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) may be empty, so "http://@h/" is valid; ' +
      'rfc3986 1.5\'s USERINFO_RE requires one character or more ("+"). Core is right.',
    witness: "http://@example.com/",
    applies: (_input, core, other) =>
      core.valid && !other.valid && AUTHORITY_REJECTED.test(other.detail) && core.components.userInfo === "",
    repair: (input, core) => {
      const { userInfo } = (core as ValidCore).spans;
      return replaceSpan(input, userInfo!.start, userInfo!.end + 1, "");
    },
  },
  {
    id: "rfc3986-port-above-65535",
    oracle: "rfc3986",
    reason:
      "RFC 3986 3.2.3: port = *DIGIT has no length or range limit (a port above 65535 is a finding of ours, not a syntax " +
      'error); rfc3986 1.5 allows 1 to 5 digits ("[0-9]{1,5}") and its Validator rejects values above 65535. Core is right.',
    witness: "http://example.com:123456/",
    applies: (_input, core, other) =>
      core.valid &&
      !other.valid &&
      PORT_REJECTED.test(other.detail) &&
      core.components.port !== undefined &&
      (core.components.port.length > 5 || Number(core.components.port) > 65535),
    repair: (input, core) => {
      const { port } = (core as ValidCore).spans;
      return replaceSpan(input, port!.start, port!.end, "80");
    },
  },
  {
    id: "rfc3986-ipvfuture-capital-v",
    oracle: "rfc3986",
    reason:
      'RFC 3986 3.2.2: IPvFuture = "v" 1*HEXDIG "." ..., and ABNF string literals are case-insensitive (RFC 5234 2.3), ' +
      'so "[V1.x]" is valid (uriparser agrees); rfc3986 1.5\'s IPv_FUTURE_RE accepts only a lowercase "v". Core is right.',
    witness: "http://[V1.x]/",
    applies: (_input, core, other) =>
      core.valid &&
      !other.valid &&
      AUTHORITY_REJECTED.test(other.detail) &&
      core.hostKind === "ipvfuture" &&
      core.components.host?.[1] === "V",
    repair: (input, core) => {
      const { host } = (core as ValidCore).spans;
      return replaceSpan(input, host!.start + 1, host!.start + 2, "v");
    },
  },
  {
    id: "rfc3986-dotted-reg-name",
    oracle: "rfc3986",
    reason:
      'RFC 3986 3.2.2: host = IP-literal / IPv4address / reg-name, first match wins; "999.1.1.1" or "1.2.3.256" is not an ' +
      "IPv4address (dec-octet is at most 255) but is a valid reg-name (unreserved characters only). rfc3986 1.5 rejects any " +
      "host shaped like four dotted 1-3 digit numbers with a number above 255 (valid_ipv4_host_address). Core is right.",
    witness: "http://999.1.1.1/",
    applies: (_input, core, other) =>
      core.valid &&
      !other.valid &&
      AUTHORITY_REJECTED.test(other.detail) &&
      core.hostKind === "reg-name" &&
      RFC3986_IPV4_SHAPE.test(core.components.host ?? ""),
    repair: (input, core) => {
      const { host } = (core as ValidCore).spans;
      return replaceSpan(input, host!.start, host!.end, "h");
    },
  },
  {
    id: "rfc3986-newline-before-end",
    oracle: "rfc3986",
    reason:
      'RFC 3986 2 and Appendix A: LF is not allowed anywhere in a URI, so "a\\n" or "x:y?\\n" are invalid. rfc3986 1.5 ' +
      'validates components with re.match and a final "$", which in Python also matches before a string-final newline. ' +
      "Core is right.",
    witness: "http://example.com/a\n",
    applies: (input, core, other) => !core.valid && other.valid && input.includes("\n"),
    repair: (input) => input.replaceAll("\n", ""),
  },
  {
    id: "rfc3986-zone-identifier",
    oracle: "rfc3986",
    reason:
      'RFC 3986 3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]" has no zone identifier; "[fe80::1%25en0]" is the ' +
      'RFC 6874 extension (and RFC 4007\'s bare "%" form), which rfc3986 1.5 accepts. Core follows RFC 3986.',
    witness: "http://[fe80::1%25en0]/",
    applies: (_input, core, other) =>
      !core.valid &&
      core.codes.includes("invalid-ip-literal") &&
      other.valid &&
      /^\[[^\]]*%/.test(other.components.host ?? ""),
    repair: (input, core) => {
      const host = core.components.host ?? "";
      const at = input.indexOf(host);
      const percent = host.indexOf("%");
      return replaceSpan(input, at + percent, at + host.length - 1, "");
    },
  },
  {
    id: "rfc3986-lax-ipv4-in-ipv6",
    oracle: "rfc3986",
    reason:
      'RFC 3986 3.2.2: ls32 = ( h16 ":" h16 ) / IPv4address, and dec-octet forbids leading zeros and values above 255, ' +
      'so "[::01.2.3.4]" and "[::256.1.1.1]" are invalid (uriparser agrees). rfc3986 1.5 uses [0-9]{1,3} for the ' +
      "embedded IPv4 and never checks it. Core is right.",
    witness: "http://[::256.1.1.1]/",
    applies: (_input, core, other) =>
      !core.valid &&
      core.codes.includes("invalid-ip-literal") &&
      other.valid &&
      /^\[[^\]]*\.[^\]]*\]$/.test(other.components.host ?? ""),
    repair: (input, core) => {
      const host = core.components.host ?? "";
      const at = input.indexOf(host);
      const lastColon = host.lastIndexOf(":");
      return replaceSpan(input, at + lastColon + 1, at + host.length - 1, "1.2.3.4");
    },
  },
  {
    id: "rfc3986-port-without-colon",
    oracle: "rfc3986",
    reason:
      'RFC 3986 3.2: authority = [ userinfo "@" ] host [ ":" port ], so "[::1]80" is invalid (uriparser agrees). ' +
      'rfc3986 1.5\'s SUBAUTHORITY_MATCHER makes the colon optional (":?(?P<port>...)"), so digits right after an ' +
      'IP literal\'s "]" read as a port. Core is right.',
    witness: "http://[::1]80/",
    applies: (input, core, other) =>
      !core.valid &&
      core.codes.includes("invalid-ip-literal") &&
      other.valid &&
      other.components.port !== undefined &&
      input.includes(`${other.components.host ?? ""}${other.components.port}`),
    repair: (input, _core) => input.replace(/\](?=[0-9])/, "]:"),
  },
];

/** The known differences of `oracle` that apply to this input and these answers. */
export function applicableDifferences(
  oracle: OracleName,
  input: string,
  core: CoreVerdict,
  other: OracleVerdict,
): KnownDifference[] {
  return KNOWN_DIFFERENCES.filter((known) => known.oracle === oracle && known.applies(input, core, other));
}

export type { Disagreement };
