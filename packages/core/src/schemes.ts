/**
 * What urilint knows about particular schemes: a small curated table, shared by normalization
 * (RFC 3986 6.2.3, scheme-based), the findings, hovers and the detector.
 *
 * Default ports are conservative on purpose: a scheme has one here only when the specification
 * that defines its URI syntax says which port an absent port means, so that removing it keeps the
 * URI's meaning. Left out, deliberately:
 * - sip, sips: RFC 3261 19.1.4 says a URI with an explicit default port is NOT equivalent to one
 *   without, and the port depends on the transport (5060 or 5061).
 * - ssh, sftp, git, irc, ircs, redis, rediss, amqp(s), mqtt: the port is a convention of clients;
 *   the URI schemes are provisional or unregistered drafts, and clients disagree (ircs 6697 or 994).
 * - ldaps: not registered; 636 is a convention, not a URI scheme specification.
 * - postgres, postgresql, mysql, mongodb, mongodb+srv, jdbc: driver syntaxes (several hosts,
 *   options in the query) whose drivers, not a URI specification, define what an absent port means.
 */

export interface SchemeInfo {
  /** The scheme in lower case. */
  readonly name: string;
  /** IANA's "URI Schemes" registry status, when it is known to us; undefined means "not asserted". */
  readonly registration: "permanent" | "provisional" | "historical" | undefined;
  /** The port an absent port stands for, as the scheme's specification defines it. */
  readonly defaultPort?: string;
  /** The specification of that default port. */
  readonly defaultPortSource?: string;
  /**
   * True when an empty path and "/" are the same resource when there is an authority:
   * RFC 9110 4.2.3 (http, https) and RFC 6455 3 (ws, wss: "/" if the path is empty).
   */
  readonly emptyPathIsRoot?: boolean;
}

type Row = readonly [name: string, registration: SchemeInfo["registration"], defaultPort?: string, source?: string];

const ROWS: readonly Row[] = [
  ["http", "permanent", "80", "RFC 9110 4.2.1"],
  ["https", "permanent", "443", "RFC 9110 4.2.2"],
  ["ws", "permanent", "80", "RFC 6455 3"],
  ["wss", "permanent", "443", "RFC 6455 3"],
  ["ftp", "permanent", "21", "RFC 1738 3.2"],
  ["file", "permanent"],
  ["mailto", "permanent"],
  ["tel", "permanent"],
  ["sms", "permanent"],
  ["data", "permanent"],
  ["urn", "permanent"],
  ["tag", "permanent"],
  ["about", "permanent"],
  ["blob", undefined],
  ["cid", "permanent"],
  ["mid", "permanent"],
  ["dns", "permanent"],
  ["geo", "permanent"],
  ["acct", "permanent"],
  ["telnet", "permanent", "23", "RFC 4248"],
  ["gopher", "permanent", "70", "RFC 4266"],
  ["ldap", "permanent", "389", "RFC 4516"],
  ["news", "permanent", "119", "RFC 5538"],
  ["nntp", "permanent", "119", "RFC 5538"],
  ["imap", "permanent", "143", "RFC 5092"],
  ["pop", "permanent", "110", "RFC 2384"],
  ["nfs", "permanent", "2049", "RFC 2224"],
  ["vnc", "permanent", "5900", "RFC 7869"],
  ["rsync", "provisional", "873", "RFC 5781"],
  ["xmpp", "permanent"],
  ["sip", "permanent"],
  ["sips", "permanent"],
  ["coap", "permanent", "5683", "RFC 7252 6.1"],
  ["coaps", "permanent", "5684", "RFC 7252 6.2"],
  ["coap+tcp", "permanent", "5683", "RFC 8323 8.1"],
  ["coaps+tcp", "permanent", "443", "RFC 8323 8.2"],
  ["coap+ws", "permanent", "80", "RFC 8323 8.3"],
  ["coaps+ws", "permanent", "443", "RFC 8323 8.4"],
  ["rtsp", "permanent", "554", "RFC 7826"],
  ["rtsps", "permanent", "322", "RFC 7826"],
  ["ipp", "permanent", "631", "RFC 3510"],
  ["ipps", "permanent", "631", "RFC 7472"],
  ["snmp", "permanent"],
  ["ssh", "provisional"],
  ["sftp", "provisional"],
  ["git", "provisional"],
  ["irc", "provisional"],
  ["ircs", "provisional"],
  ["magnet", "provisional"],
  ["redis", "provisional"],
  ["rediss", "provisional"],
  ["s3", undefined],
  ["ldaps", undefined],
  ["gs", undefined],
  ["postgres", undefined],
  ["postgresql", undefined],
  ["mysql", undefined],
  ["mongodb", undefined],
  ["mongodb+srv", undefined],
  ["amqp", undefined],
  ["amqps", undefined],
  ["mqtt", undefined],
  ["mqtts", undefined],
  ["jdbc", undefined],
];

const EMPTY_PATH_IS_ROOT = new Set(["http", "https", "ws", "wss"]);

const TABLE: ReadonlyMap<string, SchemeInfo> = new Map(
  ROWS.map(([name, registration, port, source]): [string, SchemeInfo] => [
    name,
    Object.freeze({
      name,
      registration,
      ...(port === undefined ? {} : { defaultPort: port, defaultPortSource: source }),
      ...(EMPTY_PATH_IS_ROOT.has(name) ? { emptyPathIsRoot: true } : {}),
    }),
  ]),
);

/** The schemes urilint knows, in lower case. */
export const KNOWN_SCHEMES: readonly string[] = Object.freeze([...TABLE.keys()]);

/** Scheme names are case-insensitive (RFC 3986 3.1); the table is lower case. */
function lookup(scheme: string): SchemeInfo | undefined {
  const exact = TABLE.get(scheme);
  return exact ?? TABLE.get(scheme.toLowerCase());
}

/** What urilint knows about `scheme` (any case), or undefined for a scheme it does not know. */
export function schemeInfo(scheme: string): SchemeInfo | undefined {
  return lookup(scheme);
}

/** True for a scheme in urilint's curated table (any case). */
export function isKnownScheme(scheme: string): boolean {
  return lookup(scheme) !== undefined;
}

/** True for a scheme IANA registers (permanent, provisional or historical), as far as we know. */
export function isRegisteredScheme(scheme: string): boolean {
  return lookup(scheme)?.registration !== undefined;
}

/** The default port of `scheme` (any case) as decimal text, when its specification defines one. */
export function defaultPort(scheme: string): string | undefined {
  return lookup(scheme)?.defaultPort;
}

/** True when, with an authority, an empty path means "/" for `scheme` (http, https, ws, wss). */
export function emptyPathIsRoot(scheme: string): boolean {
  return lookup(scheme)?.emptyPathIsRoot === true;
}

/**
 * Schemes whose authority names something of the application's own, compared as written, where
 * RFC 3986 3.2.2 would fold the case of a host: ActiveMQ's and Artemis's in-VM transport
 * (`vm://brokerName`) finds its broker by name, and `vm://springTestBroker` lower-cased starts
 * another broker.
 */
const NAMED_AUTHORITY_SCHEMES: ReadonlySet<string> = new Set(["vm"]);

/** Whether the case of `scheme`'s host (any case) is part of what it names (see NAMED_AUTHORITY_SCHEMES). */
export function hostCaseMatters(scheme: string): boolean {
  return NAMED_AUTHORITY_SCHEMES.has(scheme.toLowerCase());
}
