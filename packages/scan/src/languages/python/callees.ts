/**
 * What Python's callees do with their arguments: the URI arguments of the standard library's and
 * the common packages' HTTP, URL, database and browser APIs, the patterns of string and `re`
 * searches, module names, XML namespaces, and the calls whose arguments are test data. The core's
 * tables are JavaScript's: Python's live here, and reach the detector as a sink's `role`.
 * Callees are dotted paths as written (`requests.get`, `self.session.get`,
 * `aiohttp.ClientSession().get`); a function usually imported by name (`from urllib.parse import
 * urljoin`) is listed by its name too.
 */
import { isAssertionCallee, type ArgumentRole } from "@urilint/core";

/** Callee → indexes of its positional arguments that are URIs. */
const URI_ARGUMENTS: ReadonlyMap<string, readonly number[]> = buildUriArguments();

function buildUriArguments(): Map<string, readonly number[]> {
  const table = new Map<string, readonly number[]>();
  const add = (callees: readonly string[], args: readonly number[]): void => {
    for (const callee of callees) table.set(callee, args);
  };
  const methods = (receivers: readonly string[], names: readonly string[]): string[] =>
    receivers.flatMap((receiver) => names.map((name) => `${receiver}.${name}`));
  const VERBS = ["get", "post", "put", "patch", "delete", "head", "options"];

  // requests, httpx and aiohttp: a verb's first argument, `request(method, url)`'s second.
  const clients = [
    "requests",
    "requests.Session()",
    "requests.session()",
    "httpx",
    "httpx.Client()",
    "httpx.AsyncClient()",
    "aiohttp.ClientSession()",
  ];
  add(methods(clients, VERBS), [0]);
  add(methods([...clients, "aiohttp", "urllib3", "urllib3.PoolManager()", "urllib3.ProxyManager()"], ["request"]), [1]);
  add(["httpx.stream", "aiohttp.ClientSession().ws_connect"], [0]);
  add(["urllib3.PoolManager().urlopen", "urllib3.PoolManager().request_encode_url"], [1]);
  // The standard library: urllib.request, urllib.parse (and Python 2's urllib2 and urlparse), webbrowser.
  const request = ["urllib.request", "request", "urllib2"];
  add([...methods(request, ["urlopen", "Request", "urlretrieve"]), "urlopen", "urlretrieve"], [0]);
  const parse = ["urllib.parse", "parse", "urlparse"];
  add([...methods(parse, ["urlparse", "urlsplit", "urldefrag"]), "urlparse", "urlsplit", "urldefrag"], [0]);
  add([...methods(parse, ["urljoin"]), "urljoin"], [0, 1]);
  add(methods(["webbrowser"], ["open", "open_new", "open_new_tab"]), [0]);
  // urllib3's own URL functions.
  const urllib3 = ["urllib3", "urllib3.util", "urllib3.util.url"];
  add([...methods(urllib3, ["parse_url"]), "parse_url"], [0]);
  add(
    [...methods(["urllib3", "urllib3.poolmanager"], ["connection_from_url", "proxy_from_url"]), "connection_from_url"],
    [0],
  );
  // WebSockets, databases and message brokers that take a URL.
  add(["websockets.connect", "websocket.create_connection", "websocket.WebSocketApp"], [0]);
  add(
    [
      "sqlalchemy.create_engine",
      "create_engine",
      "sqlalchemy.ext.asyncio.create_async_engine",
      "create_async_engine",
      "sqlalchemy.engine.make_url",
      "make_url",
    ],
    [0],
  );
  add(["redis.from_url", "redis.Redis.from_url", "redis.StrictRedis.from_url", "Redis.from_url"], [0]);
  add(["pika.URLParameters", "kombu.Connection"], [0]);
  return table;
}

/**
 * Callees whose first argument is a host or an address, not a URI (`http.client.HTTPConnection("example.com")`,
 * `socket.create_connection(("example.com", 80))`): only the content can make a string there a URI.
 */
const HOST_ARGUMENTS: ReadonlySet<string> = new Set([
  "http.client.HTTPConnection",
  "http.client.HTTPSConnection",
  "HTTPConnection",
  "HTTPSConnection",
  "httplib.HTTPConnection",
  "httplib.HTTPSConnection",
  "socket.create_connection",
  "socket.getaddrinfo",
  "ftplib.FTP",
  "smtplib.SMTP",
]);

/** str's methods (last segment, after a receiver) whose arguments are searched for, or replace what was. */
const STRING_SEARCHES: ReadonlySet<string> = new Set([
  "startswith",
  "endswith",
  "find",
  "rfind",
  "index",
  "rindex",
  "count",
  "replace",
  "split",
  "rsplit",
  "partition",
  "rpartition",
  "strip",
  "lstrip",
  "rstrip",
  "removeprefix",
  "removesuffix",
]);

/** The `re` module's functions: a pattern, and for `sub` its replacement. */
const PATTERN_FUNCTIONS: ReadonlySet<string> = new Set([
  "match",
  "search",
  "fullmatch",
  "findall",
  "finditer",
  "sub",
  "subn",
  "split",
  "compile",
  "escape",
]);

/** Callees whose arguments name modules. */
const MODULE_CALLEES: ReadonlySet<string> = new Set([
  "importlib.import_module",
  "import_module",
  "__import__",
  "pytest.importorskip",
  "importlib.util.find_spec",
  "importlib.resources.files",
]);

/** Callees whose arguments (the first unless listed) are namespace or vocabulary identifiers, never fetched. */
const NAMESPACE_ARGUMENTS: ReadonlyMap<string, readonly number[]> = new Map([
  ["ElementTree.register_namespace", [1]],
  ["ET.register_namespace", [1]],
  ["etree.register_namespace", [1]],
  ["rdflib.Namespace", [0]],
  ["Namespace", [0]],
  ["rdflib.URIRef", [0]],
  ["URIRef", [0]],
]);

/** DOM methods (last segment) whose first argument is a namespace URI, as xml.dom names them. */
const NAMESPACE_METHODS: ReadonlySet<string> = new Set([
  "createElementNS",
  "createAttributeNS",
  "setAttributeNS",
  "getAttributeNS",
  "hasAttributeNS",
  "removeAttributeNS",
  "getElementsByTagNameNS",
  "createDocument",
]);

/** Callees whose arguments are test data: pytest's parameters. */
const TEST_DATA_CALLEES: ReadonlySet<string> = new Set([
  "pytest.mark.parametrize",
  "mark.parametrize",
  "parametrize",
  "pytest.param",
  "pytest.fixture",
  "pytest.mark.xfail",
]);

/** What positional argument `argument` of a call to `callee` is. */
export function argumentRole(callee: string, argument: number): ArgumentRole {
  const uris = URI_ARGUMENTS.get(callee);
  if (uris !== undefined) return uris.includes(argument) ? "uri" : "other";
  if (HOST_ARGUMENTS.has(callee)) return "other";
  const dot = callee.lastIndexOf(".");
  const method = callee.slice(dot + 1);
  if (dot !== -1 && STRING_SEARCHES.has(method)) return "search-pattern";
  if (PATTERN_FUNCTIONS.has(method) && (callee === `re.${method}` || callee === `regex.${method}`))
    return argument === 0 || (argument === 1 && method.startsWith("sub")) ? "search-pattern" : "other";
  if (callee === "fnmatch.fnmatch" || callee === "fnmatch.fnmatchcase" || callee === "fnmatch.filter")
    return argument === 1 ? "search-pattern" : "other";
  if (MODULE_CALLEES.has(callee)) return "module-specifier";
  const namespace = NAMESPACE_ARGUMENTS.get(callee);
  if (namespace !== undefined) return namespace.includes(argument) ? "namespace" : "other";
  if (NAMESPACE_METHODS.has(method)) return argument === 0 ? "namespace" : "other";
  if (isAssertion(callee)) return "comparison";
  return "other";
}

/**
 * Whether a call's arguments, and everything in them, are test data: an assertion
 * (`self.assertEqual`, `mock.assert_called_with`, and the core's `expect`-style names) or
 * pytest's parameters.
 */
export function holdsTestData(callee: string): boolean {
  return isAssertion(callee) || TEST_DATA_CALLEES.has(callee);
}

function isAssertion(callee: string): boolean {
  const method = callee.slice(callee.lastIndexOf(".") + 1);
  return /^assert/i.test(method) || (method.length > 0 && isAssertionCallee(callee));
}
