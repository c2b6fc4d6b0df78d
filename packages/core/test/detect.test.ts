import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attributeRole,
  classifyString,
  detectUri,
  findPlaceholders,
  hasUriDelimiter,
  isUriName,
  maskPlaceholders,
  prepareDetectOptions,
  splitWords,
  type ArgumentRole,
  type DetectOptions,
  type StringContext,
} from "../src/detect/index.js";

const plain: StringContext = { kind: "plain" };
const sink = (callee: string, argument = 0): StringContext => ({ kind: "sink", callee, argument });
const named = (name: string): StringContext => ({ kind: "named", name });
const attribute = (name: string, element?: string): StringContext => ({ kind: "attribute", name, element });
const assignment = (target: string): StringContext => ({ kind: "assignment", target });

type Row = readonly [text: string, context: StringContext, expected: "uri" | "not-uri", why: string];

/** Strings that are URIs where they stand. */
const URIS: readonly Row[] = [
  // Sinks: every non-empty string, broken or relative.
  ["https://example.com/a b", sink("fetch"), "uri", "a broken URI in fetch"],
  ["/api/users", sink("fetch"), "uri", "a relative reference in fetch"],
  ["./data.json", sink("fetch"), "uri", "a dot relative path"],
  ["localhost:3000", sink("fetch"), "uri", "host:port passed to fetch (the lookalike finding needs it)"],
  ["C:/Users/me", sink("fetch"), "uri", "one-letter scheme in a sink"],
  ["Hello world", sink("fetch"), "uri", "prose in a sink is still what fetch gets"],
  ["https://x", sink("window.fetch"), "uri", "window.fetch"],
  ["https://x", sink("globalThis.fetch"), "uri", "globalThis.fetch"],
  ["wss://x", sink("WebSocket"), "uri", "new WebSocket"],
  ["/events", sink("EventSource"), "uri", "new EventSource"],
  ["/a", sink("URL"), "uri", "new URL(x)"],
  ["https://base/", sink("URL", 1), "uri", "new URL(x, base)"],
  ["x", sink("URL.parse"), "uri", "URL.parse"],
  ["x", sink("URL.canParse"), "uri", "URL.canParse"],
  ["/x", sink("Request"), "uri", "new Request"],
  ["/beacon", sink("navigator.sendBeacon"), "uri", "sendBeacon"],
  ["/popup", sink("window.open"), "uri", "window.open"],
  ["/login", sink("location.assign"), "uri", "location.assign"],
  ["/login", sink("window.location.replace"), "uri", "window.location.replace"],
  ["/page", sink("history.pushState", 2), "uri", "history.pushState url argument"],
  ["/api", sink("axios"), "uri", "axios(url)"],
  ["/api", sink("axios.get"), "uri", "axios.get"],
  ["/api", sink("axios.post"), "uri", "axios.post"],
  ["http://x", sink("http.get"), "uri", "http.get"],
  ["https://x", sink("https.request"), "uri", "https.request"],
  ["https://x", sink("got"), "uri", "got"],
  ["https://x", sink("got.post"), "uri", "got.post"],
  ["https://x", sink("ky.get"), "uri", "ky.get"],
  ["https://x", sink("superagent.get"), "uri", "superagent.get"],
  ["/worker.js", sink("Worker"), "uri", "new Worker"],
  ["/sw.js", sink("navigator.serviceWorker.register"), "uri", "service worker"],
  // Attributes and assignments.
  ["/home", attribute("href", "a"), "uri", "href"],
  ["logo.png", attribute("src", "img"), "uri", "src"],
  ["/submit", attribute("action", "form"), "uri", "action"],
  ["/submit", attribute("formAction", "button"), "uri", "formAction (JSX)"],
  ["/poster.jpg", attribute("poster", "video"), "uri", "poster"],
  ["#icon", attribute("xlinkHref", "use"), "uri", "xlinkHref"],
  ["#icon", attribute("xlink:href", "use"), "uri", "xlink:href"],
  ["/movie.swf", attribute("data", "object"), "uri", "object data"],
  ["/users", attribute("to", "Link"), "uri", "react-router Link to"],
  ["/login", assignment("location"), "uri", "location = x"],
  ["/login", assignment("window.location"), "uri", "window.location = x"],
  ["/login", assignment("location.href"), "uri", "location.href = x"],
  ["/login", assignment("document.location.href"), "uri", "document.location.href = x"],
  ["a.png", assignment("img.src"), "uri", "img.src = x"],
  ["/x", assignment("link.href"), "uri", "a.href = x"],
  ["https://api", assignment("axios.defaults.baseURL"), "uri", "baseURL by name"],
  ["https://api", assignment("config.apiUrl"), "uri", "apiUrl by name"],
  ["https://example.com", { kind: "format", field: "homepage" }, "uri", "a format field"],
  // Names.
  ["localhost:3000", named("baseUrl"), "uri", "baseUrl"],
  // An origin has a scheme (RFC 6454): CSS's `-webkit-mask-origin` syntax is no URI, an origin with one is.
  ["[<coord-box>|content|padding|border]#", named("-webkit-mask-origin"), "not-uri", "a CSS property's syntax"],
  ["border-box", named("maskOrigin"), "not-uri", "a CSS keyword"],
  ["https://app.example.com", named("allowedOrigin"), "uri", "an origin"],
  ["HTTPS://App.example.com:443", named("origin"), "uri", "an origin"],
  ["localhost:3000", named("API_URL"), "uri", "API_URL"],
  ["postgres://u:p@h/db", named("DATABASE_URL"), "uri", "DATABASE_URL"],
  ["Server=x;Database=y", named("connectionString"), "not-uri", "an ADO.NET connection string, not a URI"],
  [
    "'http://example.com/'",
    named("urlString"),
    "not-uri",
    "a URI quoted for a shell's command line (resty's curl command)",
  ],
  ['"https://example.com/"', named("url"), "not-uri", "a URI quoted for another reader"],
  ["https://x", named("redirect_uri"), "uri", "redirect_uri"],
  ["https://x", named("endpoint"), "uri", "endpoint"],
  ["https://x", named("apiEndpoint"), "uri", "apiEndpoint"],
  ["https://k@sentry.io/1", named("SENTRY_DSN"), "uri", "dsn"],
  ["https://hooks.slack.com/x", named("slackWebhook"), "uri", "webhook"],
  ["https://hooks.slack.com/x", named("webHook"), "uri", "web hook"],
  ["/a", named("href"), "uri", "href"],
  ["https://x", named("urls"), "uri", "plural urls"],
  ["https://x", named("URLs"), "uri", "plural URLs"],
  ["https://x", named("imageUri"), "uri", "imageUri"],
  ["https://x", named("homepage"), "uri", "homepage"],
  ["https://x", named("urlString"), "uri", "urlString"],
  ["https://x", named("base-url"), "uri", "kebab-case"],
  [" https://x", named("url"), "uri", "surrounding whitespace is a URI mistake, not prose"],
  ["https://example.com/my file.pdf", named("downloadUrl"), "uri", "a broken URI under a URI name"],
  // Content.
  ["https://example.com", plain, "uri", "scheme://"],
  ["HTTP://EXAMPLE.COM", plain, "uri", "upper-case scheme with //"],
  ["myapp://open/item", plain, "uri", "any scheme with //"],
  ["mailto:a@example.com", plain, "uri", "known opaque scheme"],
  ["tel:+1-555-0100", plain, "uri", "tel"],
  ["urn:isbn:0451450523", plain, "uri", "urn"],
  ["about:blank", plain, "uri", "about"],
  ["postgres://u:p@db/app", plain, "uri", "a connection string"],
  ["redis://:pw@cache", plain, "uri", "redis with password only"],
  ["https://x/y", sink("map.get"), "uri", "a non-sink call still goes by content"],
  ["https://x", named("label"), "uri", "a non-URI name still goes by content"],
];

/** Strings that must never be treated as URIs where they stand: the false-positive suite. */
const NOT_URIS: readonly Row[] = [
  ["", sink("fetch"), "not-uri", "empty"],
  ["node:fs", plain, "not-uri", "node: module"],
  ["node:fs", { kind: "module-specifier" }, "not-uri", "import source"],
  ["npm:pkg@1", plain, "not-uri", "npm: specifier"],
  ["jsr:@std/path", plain, "not-uri", "jsr: specifier"],
  ["workspace:*", plain, "not-uri", "pnpm workspace protocol"],
  ["https://x", { kind: "module-specifier" }, "not-uri", "URL import specifier"],
  ["node:fs", sink("require"), "not-uri", "require"],
  ["./x", sink("vi.mock"), "not-uri", "vi.mock"],
  ["C:/Users/me", plain, "not-uri", "windows path"],
  ["C:\\Users\\me", plain, "not-uri", "windows path with backslashes"],
  ["C:/Users/me", named("url"), "not-uri", "one-letter scheme outside a sink"],
  ["localhost:3000", plain, "not-uri", "host:port without context"],
  ["example.com:8080", plain, "not-uri", "host:port"],
  ["redis:6379", plain, "not-uri", "docker-compose style host:port with a known scheme name"],
  ["key:value", plain, "not-uri", "label"],
  ["og:title", plain, "not-uri", "Open Graph property"],
  ["Error: failed", plain, "not-uri", "message"],
  ["TODO: x", plain, "not-uri", "todo"],
  ["Note:", plain, "not-uri", "label"],
  ["https:", plain, "not-uri", "protocol value"],
  ["https://", plain, "not-uri", "protocol prefix"],
  ["Mailto:x", plain, "not-uri", "capitalised label-like text"],
  ["Session:Expired", plain, "not-uri", "label"],
  ["12:30", plain, "not-uri", "time"],
  ["10:30:00", plain, "not-uri", "time"],
  ["/users/:id", plain, "not-uri", "route pattern"],
  ["users/:id", plain, "not-uri", "route pattern"],
  ["text/html", plain, "not-uri", "MIME type"],
  ["application/json; charset=utf-8", plain, "not-uri", "MIME with parameter"],
  ["user@example.com", plain, "not-uri", "email without mailto"],
  ["git@github.com:org/repo.git", plain, "not-uri", "scp-like"],
  ["See https://example.com for details", plain, "not-uri", "prose containing a URL"],
  ["Visit https://example.com", named("url"), "not-uri", "prose under a URI name"],
  ["mailto:a@example.com subject", named("url"), "not-uri", "words after an opaque URI under a URI name"],
  ["Enter a URL", named("urlLabel"), "not-uri", "label name"],
  ["Invalid URL", named("url"), "not-uri", "message under a url key"],
  ["https://example.com\n", plain, "not-uri", "trailing newline outside a URI context"],
  ["http://www.w3.org/2000/svg", plain, "not-uri", "SVG namespace"],
  ["http://www.w3.org/1999/xhtml", plain, "not-uri", "XHTML namespace"],
  ["http://www.w3.org/1999/xlink", plain, "not-uri", "XLink namespace"],
  ["http://www.w3.org/2000/09/xmldsig#", plain, "not-uri", "XML-DSig"],
  ["http://www.w3.org/1999/02/22-rdf-syntax-ns#", plain, "not-uri", "RDF"],
  ["http://schemas.xmlsoap.org/soap/envelope/", plain, "not-uri", "SOAP"],
  ["http://json-schema.org/draft-07/schema#", plain, "not-uri", "JSON Schema"],
  ["https://schema.org", plain, "not-uri", "JSON-LD vocabulary"],
  ["http://www.w3.org/2000/svg", named("xmlns"), "not-uri", "xmlns key"],
  ["http://www.w3.org/2000/svg", attribute("xmlns", "svg"), "not-uri", "xmlns attribute"],
  ["http://www.w3.org/1999/xlink", attribute("xmlns:xlink", "svg"), "not-uri", "xmlns:xlink attribute"],
  ["http://www.w3.org/1999/xlink", attribute("xmlnsXlink", "svg"), "not-uri", "xmlnsXlink (JSX)"],
  ["https://example.com/schema.json", named("$schema"), "not-uri", "$schema"],
  [
    "https://example.com/a.xsd",
    attribute("noNamespaceSchemaLocation", "project"),
    "not-uri",
    "xsi:noNamespaceSchemaLocation",
  ],
  ["https://example.com/ctx", named("@context"), "not-uri", "JSON-LD @context"],
  ["https://example.com/ns", named("namespaceURI"), "not-uri", "namespaceURI"],
  ["http://www.w3.org/2000/svg", sink("document.createElementNS"), "not-uri", "createElementNS"],
  ["http://www.w3.org/1999/xlink", sink("el.setAttributeNS"), "not-uri", "setAttributeNS"],
  ["http://www.w3.org/2000/svg", { kind: "namespace" }, "not-uri", "namespace context"],
  ["http://", sink("url.startsWith"), "not-uri", "startsWith pattern"],
  ["https://", sink("s.includes"), "not-uri", "includes pattern"],
  ["http://", sink("s.replace"), "not-uri", "replace pattern"],
  ["https://", sink("s.replace", 1), "not-uri", "replace replacement"],
  ["://", sink("s.split"), "not-uri", "split"],
  ["http://x", sink("s.indexOf"), "not-uri", "indexOf"],
  ["http://x", { kind: "search-pattern" }, "not-uri", "search pattern context"],
  [
    "http://x",
    { kind: "comparison" },
    "uri",
    "compared with ===: checked for security findings only (see precision.test.ts)",
  ],
  ["https://", { kind: "comparison" }, "not-uri", "a protocol prefix compared with ==="],
  ["HTTP://X", sink("expect"), "not-uri", "test expectation"],
  ["HTTP://X", sink("?.toBe"), "not-uri", "toBe"],
  ["HTTP://X", sink("assert.equal", 1), "not-uri", "assert.equal"],
  [
    "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'></svg>",
    sink("fetch"),
    "not-uri",
    "data: payload in a sink",
  ],
  ["data:text/plain,hi", plain, "not-uri", "data: payload"],
  ["javascript:void(0)", attribute("href", "a"), "not-uri", "javascript: URL"],
  ["POST", sink("fetch", 1), "not-uri", "a non-URI argument of a sink"],
  ["https://x", sink("fetch", 1), "uri", "a non-URI argument of a sink still goes by content"],
  ["x", named("curl"), "not-uri", "curl is not url"],
  ["abc:def", named("hurl"), "not-uri", "hurl is not url"],
  ["http://exa mple.com", named("invalidUrl"), "not-uri", "a fixture named invalid"],
  ["a b", named("badUri"), "not-uri", "a fixture named bad"],
  ["/x", named("urlPattern"), "not-uri", "pattern"],
  ["https://", named("URL_PREFIX"), "not-uri", "prefix"],
  ["https:", named("protocol"), "not-uri", "protocol"],
  ["https://", assignment("location.protocol"), "not-uri", "location.protocol"],
  ["example.com", assignment("location.host"), "not-uri", "location.host"],
  ["%s://%s", plain, "not-uri", "printf template"],
  ["${proto}://x", plain, "not-uri", "scheme is a placeholder"],
  ["srcset.png 1x, b.png 2x", attribute("srcSet", "img"), "not-uri", "srcset is a list"],
  ["a:b", plain, "not-uri", "one-letter scheme"],
  ["sha256:abcdef", plain, "not-uri", "digest"],
  ["https://example.com", attribute("itemType", "div"), "not-uri", "microdata itemtype"],
];

describe("classifyString", () => {
  it.each([...URIS, ...NOT_URIS])("%j in %j is %s (%s)", (text, context, expected) => {
    expect(classifyString(text, context)).toBe(expected);
  });
});

describe("holes", () => {
  it("a scheme made of a template hole proves nothing", () => {
    // `${proto}://host` → "x://host" with a hole at 0.
    expect(classifyString("x://host", plain, undefined, [{ start: 0, end: 1 }])).toBe("not-uri");
    expect(classifyString("xb://host", plain, undefined, [{ start: 0, end: 1 }])).toBe("not-uri");
  });
  it("a host hole keeps a scheme:// string a URI", () => {
    expect(classifyString("https://x/path", plain, undefined, [{ start: 8, end: 9 }])).toBe("uri");
  });
  it("a text that is all holes is nothing to check", () => {
    expect(classifyString("x", sink("fetch"), undefined, [{ start: 0, end: 1 }])).toBe("not-uri");
  });
  it("prose around a hole stays prose", () => {
    expect(classifyString("Fetching x now", plain, undefined, [{ start: 9, end: 10 }])).toBe("not-uri");
  });
});

describe("options", () => {
  const options: DetectOptions = {
    sinks: ["myFetch", { callee: "client.request", arguments: [1] }, "api.get"],
    schemes: ["MyApp"],
    ignore: ["^https://internal\\.", /example\.org/, "[unclosed"],
  };
  it.each([
    ["/x", sink("myFetch"), "uri"],
    ["/x", sink("myFetch", 1), "not-uri"],
    ["/x", sink("client.request", 1), "uri"],
    ["/x", sink("client.request", 0), "not-uri"],
    ["/x", sink("this.api.get"), "uri"],
    ["/x", sink("notapi.get"), "not-uri"],
    ["myapp:open/1", plain, "uri"],
    ["https://internal.corp/x", sink("fetch"), "not-uri"],
    ["https://example.org/x", plain, "not-uri"],
    ["https://a/[unclosed", sink("fetch"), "not-uri"],
  ] as const)("%j in %j is %s", (text, context, expected) => {
    expect(classifyString(text, context, options)).toBe(expected);
  });
  it("lists ignore entries that are not regular expressions, and never throws", () => {
    expect(prepareDetectOptions(options).invalidIgnore).toEqual(["[unclosed"]);
    const junk = { sinks: [null, 3, { callee: 4 }], schemes: [null], ignore: [5] } as unknown as DetectOptions;
    expect(classifyString("https://x", plain, junk)).toBe("uri");
  });
  it("caches prepared options per object", () => {
    expect(prepareDetectOptions(options)).toBe(prepareDetectOptions(options));
  });
  it("accepts prepared options", () => {
    expect(classifyString("/x", sink("myFetch"), prepareDetectOptions(options))).toBe("uri");
  });
});

describe("a sink whose role the front-end's own table gives", () => {
  const role = (callee: string, argument: number, r: ArgumentRole): StringContext => ({
    kind: "sink",
    callee,
    argument,
    role: r,
  });
  const options: DetectOptions = { sinks: [{ callee: "client.request", arguments: [1] }] };
  it.each([
    ["/api", role("requests.get", 0, "uri"), "uri", "a URI argument takes any text"],
    ["localhost:3000", role("requests.get", 0, "uri"), "uri", "a lookalike too"],
    ["GET", role("requests.request", 0, "other"), "not-uri", "another argument goes by content"],
    ["https://x", role("requests.request", 0, "other"), "uri", "by content"],
    ["http://", role("url.startswith", 0, "search-pattern"), "not-uri", "a search pattern"],
    ["https://x/y", role("re.match", 0, "search-pattern"), "not-uri", "a pattern with a scheme"],
    ["https://x/y", role("self.assertEqual", 1, "comparison"), "not-uri", "an assertion's argument"],
    ["http://www.w3.org/2000/svg", role("etree.QName", 0, "namespace"), "not-uri", "a namespace"],
    // The role replaces the core's JavaScript tables: `fetch` is no sink in a language that says so.
    ["/x", role("fetch", 0, "other"), "not-uri", "the core's table is not asked"],
    ["/x", role("re.match", 0, "search-pattern"), "not-uri", "a relative pattern"],
    // The user's sinks still make an argument a URI.
    ["/x", role("client.request", 1, "other"), "uri", "a user sink"],
    ["/x", role("self.client.request", 1, "search-pattern"), "uri", "a user sink by suffix"],
    ["/x", role("client.request", 0, "other"), "not-uri", "another argument of a user sink"],
  ] as const)("%j in %j is %s (%s)", (text, context, expected) => {
    expect(classifyString(text, context, options)).toBe(expected);
  });
});

describe("the candidate", () => {
  it("says what made it a URI", () => {
    expect(detectUri("/x", sink("fetch"))?.evidence).toBe("sink");
    expect(detectUri("https://x", named("apiUrl"))?.evidence).toBe("named");
    expect(detectUri("https://x", plain)?.evidence).toBe("content");
  });
  it("leaves out intent findings when only the content made it a URI", () => {
    expect(detectUri("https://x", plain)?.codes?.has("host-port-without-scheme")).toBe(false);
    expect(detectUri("https://x", plain)?.codes?.has("plaintext-password")).toBe(true);
    expect(detectUri("localhost:3000", sink("fetch"))?.codes).toBeUndefined();
  });
  it("masks placeholders as holes and maps offsets back", () => {
    const candidate = detectUri("https://{tenant}.example.com/{id}", plain)!;
    expect(candidate.text).toBe("https://x.example.com/x");
    expect(candidate.holes).toEqual([
      { start: 8, end: 9 },
      { start: 22, end: 23 },
    ]);
    expect(candidate.toInput(8)).toBe(8);
    expect(candidate.toInput(9)).toBe(16);
    expect(candidate.toInput(10)).toBe(17);
    expect(candidate.toInput(22)).toBe(29);
    expect(candidate.toInput(23)).toBe(33);
  });
});

describe("placeholders", () => {
  const shapes = (text: string): string[] => findPlaceholders(text).map((s) => text.slice(s.start, s.end));
  it.each([
    ["https://{tenant}.x.com", ["{tenant}"]],
    ["{{ host }}/api", ["{{ host }}"]],
    ["${{ secrets.URL }}/x", ["${{ secrets.URL }}"]],
    ["${base}/x", ["${base}"]],
    ["https://<host>:8080", ["<host>"]],
    ["https://user:<your-password>@h", ["<your-password>"]],
    ["%s://%s/x", ["%s", "%s"]],
    ["%(host)s/x", ["%(host)s"]],
    ["postgres://u:$DB_PASSWORD@db", ["$DB_PASSWORD"]],
    ["%APPDATA%/x", ["%APPDATA%"]],
    ["/users/{id:int}/{name?}", ["{id:int}", "{name?}"]],
    ["{0}/x", ["{0}"]],
    ["{% url 'home' %}", ["{% url 'home' %}"]],
    ["{% static 'css/site.css' %}?v={{ version }}", ["{% static 'css/site.css' %}", "{{ version }}"]],
    ["<%= link_to_path %>", ["<%= link_to_path %>"]],
    ["https://<%- host %>/a", ["<%- host %>"]],
    ["*|UNSUB|*", ["*|UNSUB|*"]],
    ["https://x.example/?e=*|EMAIL|*&id=*|UNIQID|*", ["*|EMAIL|*", "*|UNIQID|*"]],
    // Route parameters whose patterns nest braces and parentheses, and path-to-regexp's groups.
    ["/:year{[1-9]{1}[0-9]{3}}", [":year{[1-9]{1}[0-9]{3}}"]],
    ["/post/:month{(0[1-9]|1[0-2])}/x", [":month{(0[1-9]|1[0-2])}"]],
    ["/:year{[0-9]{4}}?", [":year{[0-9]{4}}?"]],
    ["/:id(\\d+)", [":id(\\d+)"]],
    ["/a/:id{[}]+}/b", [":id{[}]+}"]],
    ["/a/:id{\\}}/b", [":id{\\}}"]],
    ["https://x/at/:hour(^\\d{2})h:minute(^\\d{2})m", [":hour(^\\d{2})", ":minute(^\\d{2})"]],
    ["https://x/users{/:id}/delete", ["{/:id}"]],
    ["https://x/test{.:format}+", ["{.:format}+"]],
    ["https://x/{/(.*)}", ["{/(.*)}"]],
    ["https://x/{/route}?", ["{/route}?"]],
    // Markup around nothing but placeholders is one placeholder with them.
    ["https://twitter.com/<cyan>{{twitter}}</>", ["<cyan>{{twitter}}</>"]],
    ["https://example.com/<b>{{name}}</b>", ["<b>{{name}}</b>"]],
    ["https://github.com/<user>/<repo>", ["<user>", "<repo>"]],
    // A whole path segment that is a name in brackets: documentation's stand-ins, dynamic routes.
    ["https://github.com/[owner-name]/[repo-name]", ["[owner-name]", "[repo-name]"]],
    ["https://example.com/blog/[slug]?draft=1", ["[slug]"]],
    ["https://example.com/docs/[...slug]", ["[...slug]"]],
    ["https://example.com/shop/[[...slug]]#top", ["[[...slug]]"]],
    ["git+https://github.com/[owner-name]/[repo-name].git", ["[owner-name]", "[repo-name]"]],
    // Optional parts in square brackets, nested (a grammar's notation in documentation).
    [
      "https://{tenant}.ciamlogin.com[/{tenant}[.onmicrosoft.com][/v2.0]]",
      ["{tenant}", "[/{tenant}[.onmicrosoft.com][/v2.0]]"],
    ],
    ["https://example.com/api[/v2]/users", ["[/v2]"]],
    ["https://login.example.com[.cn]/a", ["[.cn]"]],
    // Braces escaped as TSDoc requires in a doc comment.
    ["https://\\{instance\\}/\\{tenant\\}/oauth2/v2.0", ["\\{instance\\}", "\\{tenant\\}"]],
    // RFC 6570's expressions, each operator and modifier.
    ["http://example.com/{?one,two,three}/", ["{?one,two,three}"]],
    ["http://example.com{/one,two}/{+path}{#frag}", ["{/one,two}", "{+path}", "{#frag}"]],
    [
      "{;x,y*}{.dom*}{&q:3}{=a}{,b}{!c}{@d}{|e}",
      ["{;x,y*}", "{.dom*}", "{&q:3}", "{=a}", "{,b}", "{!c}", "{@d}", "{|e}"],
    ],
    ["{/segments*}{var.name}{x%20y}", ["{/segments*}", "{var.name}", "{x%20y}"]],
    // Not a route group (no parameter, no modifier), but RFC 6570's path-segment expansion.
    ["https://x/{/a}", ["{/a}"]],
    // And its drafts' {-operator|argument|variables}.
    ["http://example.com/{first}/{-list|/|second}/{-join|&|a,b}", ["{first}", "{-list|/|second}", "{-join|&|a,b}"]],
  ])("%j", (text, expected) => {
    expect(shapes(text)).toEqual(expected);
  });
  it.each([
    "https://example.com/%20a%2Fb",
    "https://u:pa$Sword@h",
    "https://u:pa$$word@h",
    'https://x/?q={"a":1}',
    "https://x/a<b",
    "https://x/{}",
    "https://x/%de",
    "$1/x",
    "https://x/{%}",
    "https://x/{% %}",
    "https://x/<%",
    "https://x/100%25",
    "https://x/*|a|*",
    "https://x/*||*",
    // Brackets inside a segment, around a number or nothing, or in the host, are characters of the URI.
    "https://x/a[0]",
    "https://x/[0]/",
    "https://x/[]",
    "https://x/[a]b",
    "https://x/?ids[a]=1",
    "https://[v1.x]/a",
    // Brackets that open no path nor label, hold nothing, or sit in a query, are characters too.
    "https://x/a[/]",
    "https://x/a[./]",
    "https://x/?q=a[/b]",
    "https://x/#a[.b]",
    "https://x/a[/b c]",
    // A backslash before a brace that holds no name, or never closed with one.
    "https://x/\\{}",
    "https://x/\\{1\\}",
    // Markup is content: an element with content, a closing tag, an element that runs code.
    "https://example.com/foo/<script>alert('XSS')</script>/",
    "https://example.com/<b>bold</b>",
    "https://example.com/</a>",
    "https://example.com/<iframe>",
    // A route pattern needs a path: a ":" of the scheme or the port, or in the host, is none.
    "https://x:id(1)/a",
    "https://u:p(w)@x/a",
    "https://x/{/}",
    "https://x/:id{[0-9]",
    "https://x/{?}",
    "https://x/{?a,}",
    "https://x/{+a:12345}",
    "https://x/{/a..b}",
    "https://x/{-list|/|}",
    "https://x/{-list|/}",
  ])("none in %j", (text) => {
    expect(shapes(text)).toEqual([]);
  });
  it("merges caller holes inside placeholders", () => {
    const masked = maskPlaceholders("{x}/a", [{ start: 1, end: 2 }]);
    expect(masked.text).toBe("x/a");
    expect(masked.holes).toEqual([{ start: 0, end: 1 }]);
  });
  it("is linear on long unbalanced input", () => {
    const text =
      "{".repeat(200_000) + "<".repeat(200_000) + "%(".repeat(100_000) + "{%a".repeat(100_000) + "<%a".repeat(100_000);
    expect(findPlaceholders(text)).toEqual([]);
    const routes = "/" + ":a{".repeat(100_000) + "<a>{x}".repeat(100_000) + "<b><b>".repeat(50_000);
    expect(findPlaceholders(routes).length).toBe(300_000);
  });
});

describe("regular expressions under a URI name", () => {
  it.each([
    ["/favicon\\.ico", "not-uri"],
    ["/(.*\\.(gif|png|jpg))$", "not-uri"],
    ["^/api/(.*)$", "not-uri"],
    ["/user/\\d+", "not-uri"],
    // A backslash in a URI with a scheme is still a broken URI, and a relative path one too.
    ["https://example.com/a\\.b", "uri"],
    ["/docs\\index.html", "uri"],
  ] as const)("%j", (text, expected) => {
    expect(classifyString(text, { kind: "named", name: "url" })).toBe(expected);
  });
});

describe("placeholders: %%name%% substitution markers", () => {
  const shapes = (text: string): string[] => findPlaceholders(text).map((s) => text.slice(s.start, s.end));
  it("masks each marker, dotted names included", () => {
    expect(shapes("https://console.example.com/project/%%project%%/sites/%%config.siteId%%")).toEqual([
      "%%project%%",
      "%%config.siteId%%",
    ]);
  });
  it.each(["https://x/%%", "https://x/%%%%", "https://x/%%a b%%", "https://x/%%a"])("none in %j", (text) => {
    expect(shapes(text)).toEqual([]);
  });
});

describe("names", () => {
  it.each([
    ["baseURL", ["base", "url"]],
    ["URLParser", ["url", "parser"]],
    ["API_URLS", ["api", "urls"]],
    ["URLs", ["urls"]],
    ["redirect_uri", ["redirect", "uri"]],
    ["url2", ["url", "2"]],
    ["$schema", ["schema"]],
  ])("splits %j", (name, words) => {
    expect(splitWords(name)).toEqual(words);
  });
  it.each(["url", "URL", "apiUrl", "API_URL", "BASEURL", "imageSrcUrl", "callbackURLs", "dsn", "origin", "webhookUrl"])(
    "%s is a URI name",
    (name) => expect(isUriName(name)).toBe(true),
  );
  it.each([
    "curl",
    "urlPattern",
    "urlPrefix",
    "invalidUrl",
    "protocol",
    "host",
    "path",
    "namespaceUri",
    "xmlns",
    "link",
    "src",
  ])("%s is not a URI name", (name) => expect(isUriName(name)).toBe(false));
});

describe("robustness", () => {
  it("never throws on odd contexts", () => {
    for (const context of [
      undefined,
      null,
      {},
      { kind: "sink" },
      { kind: "attribute" },
      { kind: "assignment" },
      { kind: "named" },
      { kind: "??" },
    ]) {
      expect(() => classifyString("https://x", context as unknown as StringContext)).not.toThrow();
    }
  });
});

describe("hasUriDelimiter: what a front-end may test before it builds a candidate", () => {
  // Names that promise a URI, names that do not, and words that look like placeholders.
  const NAMES = ["url", "apiUrl", "href", "endpoint", "origin", "dsn", "name", "description", "value", "image"];
  // Attributes the core gives no role: read by their name and content.
  const ATTRIBUTES = [
    ["div", "class"],
    ["a", "title"],
    ["img", "alt"],
    ["div", "data-api-url"],
    ["meta", "content"],
    ["input", "value"],
  ] as const;
  const CONTEXTS: StringContext[] = [
    plain,
    { kind: "comparison" },
    ...NAMES.map(named),
    ...ATTRIBUTES.filter(([element, name]) => attributeRole(element, name) === "other").map(([element, name]) =>
      attribute(name, element),
    ),
  ];
  // Every character but the six delimiters: letters, digits, blanks, braces, "%", "$", "=", "&", non-ASCII.
  const character = fc.constantFrom(
    ..."aAzZ09 _-+~!$%&'()*,;=[]{}<>|\\^`\"\t\né€😀".split("").filter((c) => !"/:.?#@".includes(c)),
  );
  const options: DetectOptions = { schemes: ["myapp", "x"], sinks: ["api.get"], ignore: [] };

  it("gives no role to most of the attributes it is run on", () => {
    expect(CONTEXTS.length).toBeGreaterThanOrEqual(NAMES.length + 2 + 4);
  });

  it("no text without one is a URI in a named, plain or comparison context, or an attribute of no role", () => {
    fc.assert(
      fc.property(
        fc.array(character, { maxLength: 24 }).map((chars) => chars.join("")),
        fc.constantFrom(...CONTEXTS),
        (text, context) => {
          expect(hasUriDelimiter(text)).toBe(false);
          expect(detectUri(text, context)).toBeUndefined();
          expect(detectUri(text, context, options)).toBeUndefined();
          expect(detectUri(text, context, options, text.length > 1 ? [{ start: 0, end: 1 }] : [])).toBeUndefined();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    ["http://x", true],
    ["a.b", true],
    ["x@y", true],
    ["?q", true],
    ["#f", true],
    ["/", true],
    ["a:b", true],
    ["plain words", false],
    ["", false],
  ] as const)("%s: %s", (text, expected) => expect(hasUriDelimiter(text)).toBe(expected));

  it("reads the range it is given", () => {
    expect(hasUriDelimiter("a/b", 0, 1)).toBe(false);
    expect(hasUriDelimiter("a/b", 1, 2)).toBe(true);
    expect(hasUriDelimiter("a/b", 2)).toBe(false);
  });
});
