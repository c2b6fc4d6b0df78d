/**
 * The places that take a URI (sinks) and the places that take a string which only looks like one
 * (search patterns, module specifiers, namespace arguments). Every table is keyed by the dotted
 * path as written, so one lookup decides.
 */
import type { SinkSetting } from "./context.js";

/** What a call argument is, decided by its callee. */
export type ArgumentRole = "uri" | "search-pattern" | "comparison" | "module-specifier" | "namespace" | "other";

/** The receivers through which a browser global is also reached: `window.fetch`, `self.fetch`. */
const GLOBAL_RECEIVERS = ["", "window.", "self.", "globalThis.", "global."];

/** Callee → indexes of its URI arguments. */
const CALL_SINKS: ReadonlyMap<string, readonly number[]> = buildCallSinks();

function buildCallSinks(): Map<string, readonly number[]> {
  const table = new Map<string, readonly number[]>();
  const add = (callees: readonly string[], args: readonly number[]): void => {
    for (const callee of callees) table.set(callee, args);
  };
  const viaGlobals = (...names: string[]): string[] =>
    names.flatMap((name) => GLOBAL_RECEIVERS.map((receiver) => receiver + name));
  const methods = (receivers: readonly string[], names: readonly string[]): string[] =>
    receivers.flatMap((receiver) => names.map((name) => `${receiver}.${name}`));
  const HTTP_VERBS = ["get", "post", "put", "patch", "delete", "del", "head", "options"];

  // WHATWG URL, Fetch, WebSockets, Server-Sent Events, Beacon, workers (living standards).
  add(viaGlobals("URL", "URL.parse", "URL.canParse"), [0, 1]);
  add(
    viaGlobals(
      "fetch",
      "fetchLater",
      "Request",
      "WebSocket",
      "EventSource",
      "WebTransport",
      "Worker",
      "SharedWorker",
      "Audio",
      "navigator.sendBeacon",
      "navigator.serviceWorker.register",
      "Response.redirect",
      "navigation.navigate",
    ),
    [0],
  );
  add(viaGlobals("importScripts"), [0, 1, 2, 3, 4, 5, 6, 7]);
  add(["window.open", "globalThis.open", "self.open"], [0]);
  add(viaGlobals("history.pushState", "history.replaceState"), [2]);
  add(locationPaths(["assign", "replace"]), [0]);
  // Node's http, https, http2 and undici.
  add(methods(["http", "https"], ["get", "request"]), [0]);
  add(["http2.connect", "undici.request", "undici.fetch", "undici.stream", "undici.connect"], [0]);
  // HTTP clients: axios, got, ky, superagent, jQuery.
  add(["axios", "got", "ky", "superagent", "$.ajax", "jQuery.ajax"], [0]);
  add(methods(["axios", "got", "ky", "superagent"], [...HTTP_VERBS, "request", "stream"]), [0]);
  add(methods(["$", "jQuery"], ["get", "post", "getJSON", "getScript", "load"]), [0]);
  return table;
}

/** `location.assign`, `window.location.assign`, `document.location.assign`, ... */
function locationPaths(members: readonly string[]): string[] {
  const locations = [...GLOBAL_RECEIVERS.map((r) => `${r}location`), "document.location", "window.document.location"];
  return members.length === 0 ? locations : locations.flatMap((l) => members.map((m) => `${l}.${m}`));
}

/** Methods (last segment) whose string arguments are patterns searched for in the receiver. */
const SEARCH_METHODS: ReadonlySet<string> = new Set([
  "startsWith",
  "endsWith",
  "includes",
  "indexOf",
  "lastIndexOf",
  "replace",
  "replaceAll",
  "split",
  "match",
  "matchAll",
  "search",
  "test",
  "exec",
  "localeCompare",
]);

/** Assertions (last segment or whole callee): their arguments are values compared, not used. */
const COMPARISON_CALLEES: ReadonlySet<string> = new Set([
  "expect",
  "toBe",
  "toEqual",
  "toStrictEqual",
  "toContain",
  "toMatch",
  "toMatchObject",
  "toHaveProperty",
  "toHaveBeenCalledWith",
  "toHaveBeenLastCalledWith",
  "toHaveBeenNthCalledWith",
  "toThrow",
  "toThrowError",
  "equal",
  "equals",
  "notEqual",
  "strictEqual",
  "notStrictEqual",
  "deepEqual",
  "deepStrictEqual",
  "notDeepEqual",
  "notDeepStrictEqual",
  "is",
  "not",
  "eql",
  "oneOf",
]);

/** Callees whose arguments name modules. */
const MODULE_CALLEES: ReadonlySet<string> = new Set([
  "require",
  "require.resolve",
  "import.meta.resolve",
  "jest.mock",
  "jest.doMock",
  "jest.unmock",
  "jest.requireActual",
  "jest.requireMock",
  "jest.createMockFromModule",
  "vi.mock",
  "vi.doMock",
  "vi.unmock",
  "vi.doUnmock",
  "vi.importActual",
  "vi.importMock",
  "createRequire",
  "module.createRequire",
]);

/** DOM methods whose first argument is a namespace URI (DOM Standard, "namespaceURI"). */
const NAMESPACE_METHODS: ReadonlySet<string> = new Set([
  "createElementNS",
  "createAttributeNS",
  "setAttributeNS",
  "getAttributeNS",
  "hasAttributeNS",
  "removeAttributeNS",
  "getAttributeNodeNS",
  "getElementsByTagNameNS",
  "getNamedItemNS",
  "removeNamedItemNS",
  "lookupPrefix",
  "isDefaultNamespace",
  "createDocument",
]);

/** The prepared form of the user's sinks: exact callees and dotted suffixes, with their arguments. */
export interface UserSinks {
  readonly byCallee: ReadonlyMap<string, readonly number[]>;
}

export function prepareSinks(settings: readonly SinkSetting[] | undefined): UserSinks {
  const byCallee = new Map<string, readonly number[]>();
  for (const setting of settings ?? []) {
    if (typeof setting === "string") {
      if (setting !== "") byCallee.set(setting, [0]);
    } else if (setting !== null && typeof setting === "object" && typeof setting.callee === "string") {
      const args = Array.isArray(setting.arguments)
        ? setting.arguments.filter((a) => Number.isInteger(a) && a >= 0)
        : [0];
      byCallee.set(setting.callee, args);
    }
  }
  return { byCallee };
}

/** The role of argument `argument` of a call to `callee`. */
export function argumentRole(callee: string, argument: number, user: UserSinks): ArgumentRole {
  if (isUriArgument(callee, argument, user)) return "uri";
  if (CALL_SINKS.has(callee)) return "other";
  if (MODULE_CALLEES.has(callee)) return "module-specifier";
  const method = lastSegment(callee);
  if (NAMESPACE_METHODS.has(method)) return argument === 0 ? "namespace" : "other";
  if (SEARCH_METHODS.has(method) && callee !== method) return "search-pattern";
  if (isAssertionCallee(callee)) return "comparison";
  return "other";
}

/**
 * True when argument `argument` of a call to `callee` is a URI (the "uri" role of argumentRole):
 * a built-in sink decides alone, a user sink adds to the callees we do not know.
 */
export function isUriArgument(callee: string, argument: number, user: UserSinks): boolean {
  const builtin = CALL_SINKS.get(callee);
  if (builtin !== undefined) return builtin.includes(argument);
  return isUserSinkArgument(callee, argument, user);
}

/**
 * True for a test assertion (`expect`, `toBe`, `assert.equal`, ...). Everything inside one is test
 * data, compared rather than used: a front-end may mark strings nested anywhere in its arguments
 * (`expect(normalize("HTTP://X"))`) as comparisons.
 */
export function isAssertionCallee(callee: string): boolean {
  return COMPARISON_CALLEES.has(lastSegment(callee)) || callee === "assert" || callee.startsWith("assert.");
}

/** True when the user's sinks make argument `argument` of a call to `callee` a URI. */
export function isUserSinkArgument(callee: string, argument: number, user: UserSinks): boolean {
  return userSinkArguments(callee, user)?.includes(argument) === true;
}

/** The user sink `callee` matches: equal, or `callee` ends with ".<sink>". */
function userSinkArguments(callee: string, user: UserSinks): readonly number[] | undefined {
  if (user.byCallee.size === 0) return undefined;
  const exact = user.byCallee.get(callee);
  if (exact !== undefined) return exact;
  for (let dot = callee.indexOf("."); dot !== -1; dot = callee.indexOf(".", dot + 1)) {
    const suffix = user.byCallee.get(callee.slice(dot + 1));
    if (suffix !== undefined) return suffix;
  }
  return undefined;
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf(".") + 1);
}

/** HTML, SVG and JSX attributes whose value is a URI (HTML Standard, attributes index). */
const URI_ATTRIBUTES: ReadonlySet<string> = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "poster",
  "cite",
  "background",
  "codebase",
  "longdesc",
  "manifest",
  "icon",
  "usemap",
]);

/** Attributes that are URIs on some elements only. */
const ELEMENT_URI_ATTRIBUTES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["data", new Set(["object"])],
  // react-router and similar routers: <Link to="/x">.
  ["to", new Set(["link", "navlink", "navigate", "redirect"])],
]);

/** Attributes whose value is a namespace identifier, never fetched. */
function isNamespaceAttribute(name: string): boolean {
  return name === "xmlns" || name.startsWith("xmlns:") || name.startsWith("xmlns") || name === "itemtype";
}

export type AttributeRole = "uri" | "namespace" | "other";

export function attributeRole(element: string | undefined, name: string): AttributeRole {
  const lower = name.toLowerCase();
  if (isNamespaceAttribute(lower)) return "namespace";
  // xlink:href (SVG 1.1) and its JSX spelling xlinkHref.
  const local = lower.startsWith("xlink:") ? lower.slice(6) : lower.startsWith("xlink") ? lower.slice(5) : lower;
  if (URI_ATTRIBUTES.has(local)) return "uri";
  const elements = ELEMENT_URI_ATTRIBUTES.get(local);
  const tag = element?.toLowerCase();
  return elements !== undefined && tag !== undefined && elements.has(tag) ? "uri" : "other";
}

/** Assignment targets that navigate or load: `location = x`, `location.href = x`. */
const LOCATION_TARGETS: ReadonlySet<string> = new Set([...locationPaths([]), ...locationPaths(["href"])]);

/** Element properties that reflect a URI attribute: `img.src = x`, `a.href = x`, `form.action = x`. */
const URI_PROPERTIES: ReadonlySet<string> = new Set(["href", "src", "action", "formAction", "poster", "cite"]);

export type AssignmentRole = "uri" | "other";

/** The role of the value assigned to `target`; for "other", the caller falls back to the name. */
export function assignmentRole(target: string): AssignmentRole {
  if (LOCATION_TARGETS.has(target)) return "uri";
  const dot = target.lastIndexOf(".");
  if (dot === -1) return "other";
  // location.protocol, location.host, ... are components, not URIs.
  const receiver = target.slice(0, dot);
  if (LOCATION_TARGETS.has(receiver)) return "other";
  return URI_PROPERTIES.has(target.slice(dot + 1)) ? "uri" : "other";
}

/** The last segment of an assignment target, as a name (`config.apiUrl` → `apiUrl`). */
export function targetName(target: string): string {
  return lastSegment(target);
}
