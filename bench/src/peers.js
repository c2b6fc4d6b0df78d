// The contestants, each as "one call on one string": parse, check validity, read every component.
// Each returns a number derived from what it read (kept alive in a sink), or -1 when it rejects.
import { createRequire } from "node:module";
import { check, normalize, tryParse, tryParseIri, uriFormOf, validate } from "@urilint/core";
import { floorParse } from "./floor.js";

const require = createRequire(import.meta.url);
const fastUri = require("fast-uri");
const uriJs = require("uri-js");
const UriJs = require("urijs");
const UrlParse = require("url-parse");
const whatwgUrl = require("whatwg-url");

const len = (value) => (value === undefined || value === null ? 0 : value.length + 1);

/** A valid parse's components, read like every peer's; -1 for an invalid text. */
function components(result) {
  if (!result.ok) return -1;
  const uri = result.uri;
  return (
    len(uri.scheme) +
    len(uri.userInfo) +
    len(uri.host) +
    len(uri.port) +
    len(uri.path) +
    len(uri.query) +
    len(uri.fragment)
  );
}

/** urilint: the non-throwing parse. */
const urilintParse = (text) => components(tryParse(text));

/** The least a parse with tryParse's results must do (floor.js). */
const floor = (text) => components(floorParse(text));

function nodeUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return -1;
  }
  return (
    url.protocol.length +
    url.username.length +
    url.password.length +
    url.hostname.length +
    url.port.length +
    url.pathname.length +
    url.search.length +
    url.hash.length
  );
}

const canParse = (text) => (URL.canParse(text) ? 1 : -1);

/** fast-uri and uri-js share one API: a parse that sets `error` on rejection (and throws on some). */
function uriComponents(library) {
  return (text) => {
    let parts;
    try {
      parts = library.parse(text);
    } catch {
      return -1;
    }
    if (parts.error !== undefined) return -1;
    return (
      len(parts.scheme) +
      len(parts.userinfo) +
      len(parts.host) +
      len(parts.port === undefined ? undefined : String(parts.port)) +
      len(parts.path) +
      len(parts.query) +
      len(parts.fragment)
    );
  };
}

function urijs(text) {
  let uri;
  try {
    uri = new UriJs(text);
  } catch {
    return -1;
  }
  return (
    uri.protocol().length +
    uri.userinfo().length +
    uri.hostname().length +
    uri.port().length +
    uri.path().length +
    uri.query().length +
    uri.fragment().length
  );
}

/** url-parse rejects nothing, but throws on some escapes; `{}` as the location keeps it from resolving against a page. */
function urlParse(text) {
  let url;
  try {
    url = new UrlParse(text, {});
  } catch {
    return -1;
  }
  return (
    url.protocol.length +
    url.auth.length +
    url.hostname.length +
    url.port.length +
    url.pathname.length +
    String(url.query).length +
    url.hash.length
  );
}

function whatwg(text) {
  let url;
  try {
    url = new whatwgUrl.URL(text);
  } catch {
    return -1;
  }
  return (
    url.protocol.length +
    url.username.length +
    url.password.length +
    url.hostname.length +
    url.port.length +
    url.pathname.length +
    url.search.length +
    url.hash.length
  );
}

/** The floor: a loop that only reads every character code. */
function charLoop(text) {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return sum & 0xffff;
}

/** Parse + validate + components. `ours` marks urilint's entry, the base of every ratio. */
export const PARSERS = [
  { name: "urilint tryParse", run: urilintParse, ours: true },
  { name: "Node URL (Ada)", run: nodeUrl },
  { name: "URL.canParse", run: canParse, note: "validity only" },
  { name: "fast-uri", run: uriComponents(fastUri) },
  { name: "uri-js", run: uriComponents(uriJs) },
  { name: "urijs", run: urijs },
  { name: "url-parse", run: urlParse, note: "rejects nothing (throws on some escapes)" },
  { name: "whatwg-url", run: whatwg },
  { name: "char loop", run: charLoop, note: "reads every char code" },
  { name: "floor", run: floor, note: "characters and boundaries only, in tryParse's results (floor.js)" },
];

/** urilint's IRI parse (RFC 3987): a valid IRI-reference's components, read like a URI's. */
const urilintParseIri = (text) => components(tryParseIri(text));

/** urilint's IRI to URI mapping (RFC 3987 3.1: UTS #46 for the host, UTF-8 percent-encoding for the rest). */
function urilintIriToUri(text) {
  const result = tryParseIri(text);
  if (!result.ok) return -1;
  const form = uriFormOf(result.uri);
  return form.ok ? form.uri.length : -1;
}

function nodeHref(text) {
  try {
    return new URL(text).href.length;
  } catch {
    return -1;
  }
}

function whatwgHref(text) {
  try {
    return new whatwgUrl.URL(text).href.length;
  } catch {
    return -1;
  }
}

/**
 * IRIs: parsing with components, and the mapping to ASCII, against the WHATWG parsers that do the
 * same (Node's URL and whatwg-url map the host through IDNA and percent-encode the rest).
 */
export const IRI_PARSERS = [
  { name: "urilint tryParseIri", run: urilintParseIri, ours: true },
  { name: "Node URL (Ada)", run: nodeUrl },
  { name: "whatwg-url", run: whatwg },
  { name: "URL.canParse", run: canParse, note: "validity only" },
  { name: "urilint IRI to URI", run: urilintIriToUri, note: "tryParseIri + uriFormOf" },
  { name: "Node URL href", run: nodeHref, note: "the ASCII serialization" },
  { name: "whatwg-url href", run: whatwgHref, note: "the ASCII serialization (tr46)" },
  { name: "char loop", run: charLoop, note: "reads every char code" },
];

/** Normalization to a string (RFC 3986 6.2.2 for the RFC libraries, the WHATWG serialization for URL). */
export const NORMALIZERS = [
  {
    name: "urilint normalize",
    ours: true,
    run: (text) => {
      const result = tryParse(text);
      return result.ok ? normalize(result.uri).length : -1;
    },
  },
  { name: "Node URL href", run: nodeHref },
  {
    name: "fast-uri normalize",
    run: (text) => {
      try {
        const parts = fastUri.parse(text);
        return parts.error === undefined ? fastUri.serialize(parts).length : -1;
      } catch {
        return -1;
      }
    },
  },
  {
    name: "uri-js normalize",
    run: (text) => {
      try {
        const parts = uriJs.parse(text);
        return parts.error === undefined ? uriJs.serialize(parts).length : -1;
      } catch {
        return -1;
      }
    },
  },
  {
    name: "urijs normalize",
    run: (text) => {
      try {
        return new UriJs(text).normalize().toString().length;
      } catch {
        return -1;
      }
    },
  },
  { name: "whatwg-url href", run: whatwgHref },
];

/** What the scaling benchmark times on one long input: urilint's entry points, then the peers. */
export const SCALING_FUNCTIONS = {
  "urilint tryParse": urilintParse,
  "urilint validate": (text) => validate(text).length,
  "urilint check": (text) => check(text).length,
  "urilint normalize": (text) => {
    const result = tryParse(text);
    return result.ok ? normalize(result.uri).length : -1;
  },
  "Node URL (Ada)": nodeUrl,
  "fast-uri": uriComponents(fastUri),
  "uri-js": uriComponents(uriJs),
  urijs,
  "url-parse": urlParse,
  "whatwg-url": whatwg,
  "char loop": charLoop,
};
