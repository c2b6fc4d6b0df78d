/**
 * Names that promise a URI (`url`, `apiUrl`, `DATABASE_URL`, `redirect_uri`, `connectionString`)
 * and names that promise an identifier which merely looks like one (`xmlns`, `$schema`,
 * `@context`). A name is split into words first, so `curl` and `hurl` are not `url`.
 */

import { detachedCopy } from "../detached-copy.js";

/** Whole names (lower-case, separators removed) of identifiers that are not locations. */
const NAMESPACE_NAMES: ReadonlySet<string> = new Set([
  "xmlns",
  "namespace",
  "namespaceuri",
  "nsuri",
  "ns",
  "targetnamespace",
  "schemalocation",
  // XML Schema instance (XML Schema Part 1, 4.3.2): a schema document's location, read as an identifier.
  "nonamespaceschemalocation",
  "$schema",
  "$id",
  "@context",
  "@id",
  "@type",
  "@vocab",
  "@base",
  "itemtype",
]);

/** Last words (singular) of a URI-valued name. */
const URI_WORDS: ReadonlySet<string> = new Set([
  "url",
  "uri",
  "iri",
  "href",
  "endpoint",
  "dsn",
  "webhook",
  "homepage",
  "origin",
]);

/** Whole names (lower-case, separators removed) written as one word. */
const URI_NAMES: ReadonlySet<string> = new Set([
  "baseurl",
  "apiurl",
  "connectionstring",
  "connstring",
  "connectionuri",
  "databaseurl",
  "dburl",
  "redirecturi",
  "callbackurl",
  "webhookurl",
]);

/** Trailing words after a URI word that still name the URI itself: `urlString`, `connStr`. */
const TEXT_WORDS: ReadonlySet<string> = new Set(["string", "str", "value"]);

/** Leading words of names that hold a URI broken on purpose: test fixtures such as `invalidUrl`. */
const BROKEN_WORDS: ReadonlySet<string> = new Set(["invalid", "bad", "malformed", "wrong", "broken", "bogus"]);

/** True when `name` names an XML namespace, a JSON Schema or JSON-LD identifier. */
export function isNamespaceName(name: string): boolean {
  return isFoldedNamespaceName(fold(name));
}

function isFoldedNamespaceName(folded: string): boolean {
  return NAMESPACE_NAMES.has(folded) || folded.startsWith("xmlns");
}

/** What a name promises, as `detectUri` asks it. */
export type NameKind = "namespace" | "uri" | "other";

/**
 * The same few names (`message`, `type`, `url`) recur all over a codebase: their kinds are kept,
 * for a bounded number of names of bounded length.
 */
const kinds = new Map<string, NameKind>();
const MAX_KEPT_KINDS = 4096;
const MAX_KEPT_NAME = 64;

/** Whether `name` names a namespace identifier, a URI, or neither (isNamespaceName, isUriName). */
export function nameKind(name: string): NameKind {
  const kept = kinds.get(name);
  if (kept !== undefined) return kept;
  const folded = fold(name);
  const kind: NameKind = isFoldedNamespaceName(folded) ? "namespace" : isUriWords(name, folded) ? "uri" : "other";
  if (name.length <= MAX_KEPT_NAME) {
    if (kinds.size >= MAX_KEPT_KINDS) kinds.clear();
    kinds.set(detachedCopy(name), kind);
  }
  return kind;
}

/**
 * True when `name` names an origin (`origin`, `allowedOrigin`, `corsOrigins`): RFC 6454 writes an
 * origin as a scheme, a host and a port, so a value there without a scheme is no origin (CSS's
 * `mask-origin: border-box` is a keyword).
 */
export function isOriginName(name: string): boolean {
  const words = splitWords(name);
  const last = words[words.length - 1];
  if (last === undefined) return false;
  return singular(last) === "origin" || (TEXT_WORDS.has(last) && singular(words[words.length - 2] ?? "") === "origin");
}

/** True when a value named `name` is meant to be a URI. */
export function isUriName(name: string): boolean {
  const folded = fold(name);
  return !isFoldedNamespaceName(folded) && isUriWords(name, folded);
}

function isUriWords(name: string, folded: string): boolean {
  if (URI_NAMES.has(folded)) return true;
  const words = splitWords(name);
  const n = words.length;
  if (n === 0 || BROKEN_WORDS.has(words[0]!)) return false;
  const last = words[n - 1]!;
  const before = n > 1 ? words[n - 2]! : "";
  if ((before === "connection" || before === "conn") && (last === "string" || last === "str")) return true;
  if (before === "web" && singular(last) === "hook") return true;
  if (URI_WORDS.has(singular(last))) return true;
  return TEXT_WORDS.has(last) && URI_WORDS.has(singular(before));
}

/**
 * Splits an identifier into lower-case words at separators, lower-to-upper steps and the end of an
 * upper-case run (`baseURL` → base, url; `URLParser` → url, parser; `API_URLS` → api, urls;
 * `URLs` → urls).
 */
export function splitWords(name: string): string[] {
  const words: string[] = [];
  let word = "";
  const flush = (): void => {
    if (word !== "") words.push(word.toLowerCase());
    word = "";
  };
  for (let i = 0; i < name.length; i++) {
    const c = name[i]!;
    const kind = charKind(c);
    if (kind === OTHER) {
      flush();
      continue;
    }
    const previous = word === "" ? OTHER : charKind(word[word.length - 1]!);
    const next = i + 1 < name.length ? charKind(name[i + 1]!) : OTHER;
    if (kind === UPPER && previous === LOWER) flush();
    else if (kind === UPPER && previous === UPPER && next === LOWER && !isPluralS(name, i + 1)) flush();
    else if (kind === DIGIT && previous !== DIGIT && previous !== OTHER) flush();
    else if (kind !== DIGIT && previous === DIGIT) flush();
    word += c;
  }
  flush();
  return words;
}

const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;

function charKind(c: string): number {
  if (c >= "a" && c <= "z") return LOWER;
  if (c >= "A" && c <= "Z") return UPPER;
  if (c >= "0" && c <= "9") return DIGIT;
  return OTHER;
}

/** "URLs": a lone "s" after an upper-case run is a plural, not the start of a word. */
function isPluralS(name: string, i: number): boolean {
  return name[i] === "s" && (i + 1 === name.length || charKind(name[i + 1]!) !== LOWER);
}

function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word;
}

function fold(name: string): string {
  return name.replace(/[-_.\s]/g, "").toLowerCase();
}
