/**
 * International host names: UTS #46 (Unicode IDNA Compatibility Processing) through `tr46`, the
 * implementation behind whatwg-url, in the mode of the WHATWG URL Standard's "domain to ASCII"
 * (what browsers and Node's URL do): nontransitional, CheckBidi and CheckJoiners on, CheckHyphens,
 * UseSTD3ASCIIRules and VerifyDnsLength off. On top of it, and only for international names, the
 * DNS limits of RFC 1035 2.3.4 (63 octets a label, 253 a name), since a name over them cannot be
 * resolved. When a name fails, `idnaHost` says why and where, for the finding's message.
 */
import internationalData from "./international-data.cjs";
import { REG_NAME, isIn } from "../chars.js";
import { describeChars } from "../parse/describe-char.js";

/** tr46, loaded on the first international host. */
const { tr46 } = internationalData;

/** UTS #46 section 4 flags: the WHATWG URL Standard's "domain to ASCII" with beStrict false. */
export const IDNA_MODE = Object.freeze({
  transitionalProcessing: false,
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
});

/** Every check off: the mapping and Punycode steps alone, to tell which check a name fails. */
const MAP_ONLY = Object.freeze({ ...IDNA_MODE, checkBidi: false, checkJoiners: false });

/** RFC 1035 2.3.4: a label holds at most 63 octets, a name (without the root's dot) 253. */
export const MAX_LABEL_OCTETS = 63;
export const MAX_NAME_OCTETS = 253;
/**
 * Longer hosts are not given to UTS #46: Punycode is quadratic in a label's length, and a name
 * longer than this cannot come under 253 octets (UTS #46 deletes only a few ignorable characters).
 */
const MAX_HOST_LENGTH = 1024;

/** Why a host is not a valid international name, and the part of the host at fault (offsets into the host). */
export interface IdnaProblem {
  readonly reason: string;
  readonly start: number;
  readonly end: number;
}

export type IdnaResult =
  | { readonly ok: true; readonly ascii: string; readonly unicode: string }
  | { readonly ok: false; readonly problem: IdnaProblem };

/**
 * Whether a reg-name is an international domain name: it holds a non-ASCII character or a label
 * that starts with "xn--" (an A-label, RFC 5890 2.3.2.1). Only these go through IDNA: an ASCII
 * name is what RFC 3986 says it is.
 */
export function isInternationalHost(host: string): boolean {
  for (let i = 0; i < host.length; i++) {
    const code = host.charCodeAt(i);
    if (code >= 0x80) return true;
    if ((code === 0x78 || code === 0x58) && (i === 0 || host.charCodeAt(i - 1) === 0x2e) && isAcePrefix(host, i))
      return true;
  }
  return false;
}

function isAcePrefix(host: string, i: number): boolean {
  return (host.charCodeAt(i + 1) | 0x20) === 0x6e && host.charCodeAt(i + 2) === 0x2d && host.charCodeAt(i + 3) === 0x2d;
}

/** The ASCII form (A-labels) and the Unicode form (U-labels) of a host, or why it has none. */
export function idnaHost(host: string): IdnaResult {
  if (host.length > MAX_HOST_LENGTH) {
    return failure(
      `the name is ${host.length} characters long; a domain name holds at most ${MAX_NAME_OCTETS} octets`,
      0,
      host.length,
    );
  }
  const ascii = uts46ToAscii(host);
  if (ascii === undefined) return { ok: false, problem: whyInvalid(host) };
  const unfit = unfitAscii(host, ascii);
  if (unfit !== undefined) return { ok: false, problem: unfit };
  const tooLong = lengthProblem(host, ascii);
  if (tooLong !== undefined) return { ok: false, problem: tooLong };
  return { ok: true, ascii, unicode: uts46ToUnicode(ascii).domain };
}

/** UTS #46 ToASCII in IDNA_MODE (no DNS length checks): the ASCII form, or undefined on an error. */
export function uts46ToAscii(domain: string): string | undefined {
  return tr46().toASCII(domain, IDNA_MODE) ?? undefined;
}

/** UTS #46 ToUnicode in IDNA_MODE: the Unicode form, and whether any check failed. */
export function uts46ToUnicode(domain: string): { readonly domain: string; readonly error: boolean } {
  return tr46().toUnicode(domain, IDNA_MODE);
}

/** The ASCII form of a host, or undefined when it is not a valid name. */
export function hostToAscii(host: string): string | undefined {
  const result = idnaHost(host);
  return result.ok ? result.ascii : undefined;
}

/**
 * The Unicode form of a host with A-labels ("xn--mnchen-3ya.de" is "münchen.de"); undefined when it
 * has none or is not a valid name.
 */
export function hostToUnicode(host: string): string | undefined {
  if (!isInternationalHost(host)) return undefined;
  const result = idnaHost(host);
  return result.ok && result.unicode !== host.toLowerCase() ? result.unicode : undefined;
}

function failure(reason: string, start: number, end: number): { ok: false; problem: IdnaProblem } {
  return { ok: false, problem: { reason, start, end } };
}

/** The labels of a host as written, with their offsets: UTS #46 also separates labels at "。", "．" and "｡". */
export function labelsOf(host: string): { text: string; start: number; end: number }[] {
  const labels: { text: string; start: number; end: number }[] = [];
  let start = 0;
  for (let i = 0; i <= host.length; i++) {
    if (i < host.length && !LABEL_SEPARATORS.has(host.charCodeAt(i))) continue;
    labels.push({ text: host.slice(start, i), start, end: i });
    start = i + 1;
  }
  return labels;
}

const LABEL_SEPARATORS = new Set([0x2e, 0x3002, 0xff0e, 0xff61]);

/** Which check of UTS #46 (section 4.1) the host fails, for the message; the first label at fault. */
function whyInvalid(host: string): IdnaProblem {
  for (const label of labelsOf(host)) {
    const problem = labelProblem(label.text);
    if (problem !== undefined)
      return { reason: problem.reason, start: label.start + problem.start, end: label.start + problem.end };
  }
  if (
    tr46().toUnicode(host, MAP_ONLY).error === false &&
    tr46().toUnicode(host, { ...MAP_ONLY, checkBidi: true }).error
  ) {
    return {
      reason: "it mixes right-to-left and left-to-right text in a way the Bidi rule of RFC 5893 forbids",
      start: 0,
      end: host.length,
    };
  }
  return { reason: "it is not a valid internationalized domain name (UTS #46)", start: 0, end: host.length };
}

/** Why one label fails on its own, with a span into the label; undefined when it passes. */
function labelProblem(label: string): IdnaProblem | undefined {
  const whole = { start: 0, end: label.length };
  if (isAcePrefix(label, 0) && (label.charCodeAt(0) | 0x20) === 0x78) {
    const decoded = tr46().toUnicode(label, MAP_ONLY).domain;
    if (/^xn--/i.test(decoded))
      return { reason: `'${label}' starts with "xn--" but is not valid Punycode (RFC 3492)`, ...whole };
    if (!/[^\x00-\x7f]/.test(decoded))
      return {
        reason: `'${label}' decodes to plain ASCII ('${decoded}'), which IDNA forbids (RFC 5891 5.3)`,
        ...whole,
      };
    const why = labelProblem(decoded);
    return why === undefined
      ? undefined
      : { reason: `'${label}' decodes to ${describeChars(decoded)}: ${why.reason}`, ...whole };
  }
  let at = 0;
  for (const char of label) {
    if (tr46().toASCII(`a${char}`, MAP_ONLY) === null) {
      const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      const shown = describeChars(char);
      return {
        reason: `${shown.includes(code) ? shown : `${shown} (${code})`} is not allowed in a domain name (UTS #46)`,
        start: at,
        end: at + char.length,
      };
    }
    at += char.length;
  }
  const mapped = tr46().toUnicode(label, MAP_ONLY);
  if (/^\p{M}/u.test(mapped.domain))
    return { reason: "a label cannot start with a combining mark (UTS #46 4.1)", ...whole };
  if (!mapped.error && tr46().toUnicode(label, { ...MAP_ONLY, checkJoiners: true }).error) {
    return {
      reason:
        "a zero width joiner or non-joiner is allowed only after a virama or between joining letters (RFC 5892 Appendix A)",
      ...whole,
    };
  }
  return undefined;
}

/**
 * With UseSTD3ASCIIRules off, UTS #46 maps some characters to ASCII that no host may hold
 * ("\u00a0" to a space, "／" to "/"); the WHATWG URL Standard rejects them after ToASCII, and so
 * does RFC 3986 3.2.2's reg-name. The first character of the host that maps to one is at fault.
 */
function unfitAscii(host: string, ascii: string): IdnaProblem | undefined {
  if (isRegName(ascii)) return undefined;
  let at = 0;
  for (const char of host) {
    const mapped = tr46().toUnicode(`x${char}`, MAP_ONLY).domain.slice(1);
    if (!isRegName(mapped)) {
      return {
        reason: `${describeChars(char)} stands for ${describeChars(mapped)}, which a host name cannot hold (RFC 3986 3.2.2)`,
        start: at,
        end: at + char.length,
      };
    }
    at += char.length;
  }
  return {
    reason: "its ASCII form holds characters a host name cannot hold (RFC 3986 3.2.2)",
    start: 0,
    end: host.length,
  };
}

/** Letters, digits, "-", ".", "_", "~", sub-delims and "%": what a reg-name is made of. */
function isRegName(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isIn(code, REG_NAME) && code !== 0x25 && code < 0x80) return false;
  }
  return true;
}

/** An international name whose ASCII form is over the DNS limits (RFC 1035 2.3.4). */
function lengthProblem(host: string, ascii: string): IdnaProblem | undefined {
  const name = ascii.endsWith(".") ? ascii.slice(0, -1) : ascii;
  if (name.length > MAX_NAME_OCTETS) {
    return {
      reason: `its ASCII form is ${name.length} octets long; a domain name holds at most ${MAX_NAME_OCTETS}`,
      start: 0,
      end: host.length,
    };
  }
  const asciiLabels = ascii.split(".");
  const written = labelsOf(host);
  for (let i = 0; i < asciiLabels.length; i++) {
    const label = asciiLabels[i]!;
    if (label.length <= MAX_LABEL_OCTETS) continue;
    // The written labels line up with the ASCII ones unless mapping made or removed a separator.
    const at = written.length === asciiLabels.length ? written[i]! : { start: 0, end: host.length };
    return {
      reason: `the label '${shortLabel(label)}' is ${label.length} octets long in ASCII; a DNS label holds at most ${MAX_LABEL_OCTETS}`,
      start: at.start,
      end: at.end,
    };
  }
  return undefined;
}

function shortLabel(label: string): string {
  return label.length <= 40 ? label : `${label.slice(0, 37)}…`;
}
