/**
 * The security findings of RFC 3986 section 7 and 3.2.1, computed from the component spans of a
 * text, valid or not (the spans of `split()` do for a broken URI). Each detector reads only the
 * components it is about, once.
 */
import { OPEN_BRACKET } from "../chars.js";
import type { ComponentSpans, Span } from "../model.js";
import { split } from "../parse/split.js";
import { percentDecode } from "../percent-encoding/index.js";
import type { FindingCode } from "./catalogue.js";
import { createFinding, type Finding } from "./finding.js";
import { rareIPv4Address, inetAton } from "./ipv4-forms.js";
import { passwordSpanIn, userSpanBefore } from "./password.js";
import { isPlaceholder } from "./placeholders.js";
import { shown } from "./shown.js";

/** RFC 3986 3.2.2: producers "should limit these names to no more than 255 characters". */
const MAX_REG_NAME_LENGTH = 255;
const MAX_PORT = 65535;

export { passwordSpanIn } from "./password.js";

/** The index of the first ":" in text[span], or span.end. */
function firstColon(text: string, span: Span): number {
  for (let i = span.start; i < span.end; i++) if (text.charCodeAt(i) === 0x3a) return i;
  return span.end;
}

/** The password's span in any text (found with the lenient split), for front-ends' own repairs and masks. */
export function passwordSpan(text: string): Span | undefined {
  return passwordSpanIn(text, split(text).spans);
}

/**
 * True when the password at `span` is a real secret: not empty, not a placeholder (raw or
 * percent-decoded) and not the user name repeated (`guest:guest` is a convention, not a secret).
 * With GitHub's `x-oauth-basic` password, the secret is the token written as the user name.
 */
export function isSecretPassword(text: string, spans: ComponentSpans, span: Span): boolean {
  if (span.start === span.end) return false;
  const written = text.slice(span.start, span.end);
  // Blanks around a placeholder are a syntax mistake of their own ("user:<password> @host").
  const password = written.trim();
  const userSpan = userSpanBefore(spans, span);
  const user = text.slice(userSpan.start, userSpan.end);
  const decoded = decodedOrUndefined(password) ?? password;
  // GitHub's token form, "TOKEN:x-oauth-basic@": the password is a fixed word, the user a token.
  if (decoded.toLowerCase() === "x-oauth-basic") return !isPlaceholder(decodedOrUndefined(user) ?? user);
  if (isPlaceholder(password) || isPlaceholder(decoded)) return false;
  // The user name repeated ("guest:guest") is a convention, not a secret; "lol:lol " is not it.
  return written !== user && (decodedOrUndefined(written) ?? written) !== (decodedOrUndefined(user) ?? user);
}

/**
 * RFC 3986 3.2.1: "user:password" in the userinfo is deprecated; a password in source code leaks.
 * A password that is itself malformed (a blank in it, a "/" not percent-encoded) is still one.
 */
export function plaintextPassword(text: string, spans: ComponentSpans): Finding | undefined {
  const span = passwordSpanIn(text, spans);
  if (span === undefined || !isSecretPassword(text, spans, span)) return undefined;
  // The span and the edit locate the secret; no message, data or title repeats it. With no user
  // name ("redis://:pw@h") the whole userinfo goes, "@" included: "redis://@h" would be odd.
  const user = userSpanBefore(spans, span);
  const removal =
    user.start === user.end
      ? { start: user.start, end: span.end + 1, text: "" }
      : { start: span.start - 1, end: span.end, text: "" };
  return createFinding("plaintext-password", {
    start: span.start,
    end: span.end,
    component: "userInfo",
    suggestions: [{ title: "Remove the password", edits: [removal] }],
  });
}

/**
 * RFC 3986 7.6: a userinfo crafted to look like a host ("http://www.example.com@evil.example/")
 * makes a reader trust the wrong host. The user part is checked (a password is no disguise);
 * an e-mail address as user name (`john%40example.com`) is not a disguise either.
 */
export function misleadingUserinfo(text: string, spans: ComponentSpans): Finding | undefined {
  const { userInfo, host } = spans;
  if (userInfo === undefined || host === undefined || host.start === host.end) return undefined;
  const userEnd = firstColon(text, userInfo);
  // With several "@", what follows the last one inside the userinfo is what a reader takes as the host.
  const lastAt = text.lastIndexOf("@", userEnd - 1);
  const userStart = lastAt >= userInfo.start ? lastAt + 1 : userInfo.start;
  const user = text.slice(userStart, userEnd);
  const decoded = decodedOrUndefined(user) ?? user;
  const hostText = text.slice(host.start, host.end);
  if (decoded.includes("@")) return undefined;
  // The whole user name, or a host name it starts with, ended by a character no host name has
  // ("trusted.example.com&session=1@10.0.0.1"): either way a reader sees that host first.
  let disguise = userEnd;
  if (!looksLikeHost(decoded)) {
    disguise = userStart + leadingHostName(user);
    if (disguise === userStart || disguise === userEnd || !looksLikeHost(text.slice(userStart, disguise)))
      return undefined;
  }
  if (text.slice(userStart, disguise).toLowerCase() === hostText.toLowerCase()) return undefined;
  return createFinding("misleading-userinfo", {
    start: userStart,
    end: disguise,
    component: "userInfo",
    data: { host: shown(hostText) },
  });
}

/** The length of the run of host-name characters (letters, digits, "-", ".") that `user` starts with. */
function leadingHostName(user: string): number {
  let i = 0;
  while (i < user.length) {
    const code = user.charCodeAt(i) | 0x20;
    if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || user[i] === "-" || user[i] === "."))
      break;
    i++;
  }
  return i;
}

/** RFC 3986 7.4: a reg-name that resolvers read as an IPv4 address in a rare form ("0x7f.1"). */
export function rareIpForm(text: string, spans: ComponentSpans): Finding | undefined {
  const host = regNameSpan(text, spans);
  if (host === undefined) return undefined;
  const raw = text.slice(host.start, host.end);
  const address = rareIPv4Address(decodedOrUndefined(raw) ?? raw);
  if (address === undefined) return undefined;
  return createFinding("rare-ip-form", {
    start: host.start,
    end: host.end,
    component: "host",
    data: { host: shown(raw), address },
    suggestions: [
      { title: `Write the address as ${address}`, edits: [{ start: host.start, end: host.end, text: address }] },
    ],
  });
}

/**
 * RFC 3986 3.2.2: names longer than 255 characters cannot be resolved. A percent-encoded octet is
 * one octet of the name (`%E3%81%BB` is one character in three octets, not nine characters): a
 * long internationalized name written percent-encoded is counted as the name it encodes.
 */
export function regNameTooLong(text: string, spans: ComponentSpans): Finding | undefined {
  const host = regNameSpan(text, spans);
  if (host === undefined || host.end - host.start <= MAX_REG_NAME_LENGTH) return undefined;
  let length = host.end - host.start;
  for (let i = host.start; i < host.end; i++) if (text.charCodeAt(i) === 0x25) length -= 2;
  if (length <= MAX_REG_NAME_LENGTH) return undefined;
  return createFinding("reg-name-too-long", {
    start: host.start,
    end: host.end,
    component: "host",
    data: { length: String(length) },
  });
}

/**
 * RFC 3986 3.2.2: percent-encoding in a reg-name must "represent a UTF-8 character sequence".
 * One finding per octet sequence that is not UTF-8, at its span.
 */
export function hostNotUtf8(text: string, spans: ComponentSpans): Finding[] {
  const host = regNameSpan(text, spans);
  if (host === undefined) return [];
  const raw = text.slice(host.start, host.end);
  if (!raw.includes("%")) return [];
  const findings: Finding[] = [];
  for (const error of percentDecode(raw).errors) {
    if (error.kind !== "invalid-utf8") continue;
    findings.push(
      createFinding("host-not-utf8", {
        start: host.start + error.start,
        end: host.start + error.end,
        component: "host",
      }),
    );
  }
  return findings;
}

/** RFC 3986 3.2.3 allows any digits; TCP and UDP ports end at 65535 (leading zeros count by value). */
export function portOutOfRange(text: string, spans: ComponentSpans): Finding | undefined {
  const port = spans.port;
  if (port === undefined || port.start === port.end) return undefined;
  let value = 0;
  for (let i = port.start; i < port.end; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return undefined; // not a port at all: a syntax finding
    if (value <= MAX_PORT) value = value * 10 + (code - 0x30);
  }
  if (value <= MAX_PORT) return undefined;
  return createFinding("port-out-of-range", {
    start: port.start,
    end: port.end,
    component: "port",
    data: { port: shown(text.slice(port.start, port.end)) },
  });
}

/** Every security finding of the text whose components are at `spans` (only the codes `wants` accepts). */
export function securityFindings(
  text: string,
  spans: ComponentSpans,
  wants: (code: FindingCode) => boolean = () => true,
): Finding[] {
  const findings: Finding[] = [];
  const add = (code: FindingCode, detect: () => Finding | Finding[] | undefined): void => {
    if (!wants(code)) return;
    const found = detect();
    // A loop, not push(...spread): a huge input can have more findings than a call has arguments.
    if (Array.isArray(found)) for (const finding of found) findings.push(finding);
    else if (found !== undefined) findings.push(found);
  };
  add("plaintext-password", () => plaintextPassword(text, spans));
  add("misleading-userinfo", () => misleadingUserinfo(text, spans));
  add("rare-ip-form", () => rareIpForm(text, spans));
  add("reg-name-too-long", () => regNameTooLong(text, spans));
  add("host-not-utf8", () => hostNotUtf8(text, spans));
  add("port-out-of-range", () => portOutOfRange(text, spans));
  return findings;
}

/** The host's span when it is a reg-name (or could be one): not an IP literal, not empty. */
function regNameSpan(text: string, spans: ComponentSpans): Span | undefined {
  const host = spans.host;
  if (host === undefined || host.start === host.end || text.charCodeAt(host.start) === OPEN_BRACKET) return undefined;
  return host;
}

/** The percent-decoded text, or undefined when it has no escapes or they do not decode. */
function decodedOrUndefined(text: string): string | undefined {
  if (!text.includes("%")) return undefined;
  const { value, errors } = percentDecode(text);
  return errors.length === 0 ? value : undefined;
}

/**
 * Does a user name pass for a host? "localhost", an IPv4 address in any form with a dot, or a
 * domain name: two or more labels of letters, digits and "-", the last one a top-level domain
 * (two letters, a common generic TLD, or an IDNA "xn--" label). "john.smith" is not one.
 */
export function looksLikeHost(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower === "localhost") return true;
  if (lower.includes(".") && inetAton(lower) !== undefined) return true;
  const end = lower.endsWith(".") ? lower.length - 1 : lower.length;
  let labels = 0;
  let labelStart = 0;
  for (let i = 0; i <= end; i++) {
    const code = i < end ? lower.charCodeAt(i) : 0x2e;
    if (code === 0x2e) {
      if (i === labelStart) return false;
      labels++;
      if (i === end) return labels >= 2 && isTopLevelDomain(lower.slice(labelStart, end));
      labelStart = i + 1;
    } else if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code >= 0x80)) {
      return false;
    }
  }
  return false;
}

const GENERIC_TLDS: ReadonlySet<string> = new Set([
  "com",
  "net",
  "org",
  "edu",
  "gov",
  "mil",
  "int",
  "info",
  "biz",
  "name",
  "pro",
  "mobi",
  "app",
  "dev",
  "xyz",
  "online",
  "site",
  "top",
  "club",
  "shop",
  "store",
  "tech",
  "cloud",
  "blog",
  "page",
  "live",
  "news",
  "email",
  "bank",
  "link",
  "click",
  "help",
  "support",
  "security",
  "login",
  "local",
  "internal",
  "test",
  "example",
  "invalid",
  "localhost",
  "onion",
  "arpa",
]);

function isTopLevelDomain(label: string): boolean {
  if (label.startsWith("xn--")) return label.length > 4;
  if (label.length === 2) return isLetter(label.charCodeAt(0)) && isLetter(label.charCodeAt(1));
  return GENERIC_TLDS.has(label);
}

function isLetter(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}
