/**
 * What Kotlin's callees do with their arguments: the URI arguments of java.net, OkHttp (its
 * builders, `HttpUrl`, and the extensions `"...".toHttpUrl()`, `toHttpUrlOrNull()` whose receiver is
 * the URI), Retrofit, Android's Uri, Ktor's client and Gradle's Kotlin DSL (`maven("...")`,
 * `uri("...")`); the patterns of String's searches and of `Regex`; the calls that pass a value on
 * (`"https://%s".format(host)`, `listOf(...)`, `trimIndent()`, defaults); and the calls whose
 * arguments are test data (kotlin.test's and JUnit's `assertEquals`, assertk's, AssertJ's and
 * Truth's `assertThat(...)...`). Callees are dotted paths as written (`URI.create`,
 * `Request.Builder().url`, `URI` for `URI(x)`, `@GET` for an annotation, `?.toHttpUrl` for a method
 * of a literal); an entry of several segments also matches a path that ends with it.
 */
import type { ArgumentRole } from "@urilint/core";
import { CalleeTable, lastSegment } from "../../reading/code-path.js";

/** Callee → indexes of its positional arguments that are URIs. */
const URI_ARGUMENTS = new CalleeTable<readonly number[]>()
  .add(["URI.create", "java.net.URI.create", "URI", "java.net.URI", "URL", "java.net.URL"], [0])
  .add(["HttpUrl.get", "HttpUrl.parse", "HttpUrl.Companion.get", "HttpUrl.Companion.parse"], [0])
  .add(["Uri.parse", "android.net.Uri.parse", "Uri.Builder().encodedPath"], [0])
  // Retrofit's request annotations: a URI reference relative to the base URL, its {name} a hole.
  .add(["@GET", "@POST", "@PUT", "@DELETE", "@PATCH", "@HEAD", "@OPTIONS"], [0])
  // Ktor's client: `client.get("https://...")`, whatever the client is called.
  .add(
    ["client", "httpClient", "HttpClient()"].flatMap((client) =>
      ["get", "post", "put", "delete", "patch", "head", "options", "request", "prepareGet", "preparePost"].map(
        (method) => `${client}.${method}`,
      ),
    ),
    [0],
  )
  // Gradle's Kotlin DSL: `maven("https://...")`, `maven { url = uri("https://...") }`, `setUrl(...)`.
  .add(["maven", "ivy", "uri", "setUrl", "project.uri"], [0]);

/** Builders' methods that take a URI, whatever builder chain leads to them: `Request.Builder().get().url(x)`. */
const BUILDER_URI_METHODS: ReadonlySet<string> = new Set(["url", "baseUrl", "uri"]);

/** Methods whose receiver (a literal's: `"https://a/".toHttpUrl()`) is a URI, or a pattern. */
const RECEIVER_ROLES: ReadonlyMap<string, ArgumentRole> = new Map<string, ArgumentRole>([
  ["toHttpUrl", "uri"],
  ["toHttpUrlOrNull", "uri"],
  ["toUri", "uri"],
  ["toRegex", "search-pattern"],
  ["toPattern", "search-pattern"],
]);

/** String's methods (after a receiver) whose arguments are searched for, or replace what was. */
const SEARCH_METHODS: ReadonlySet<string> = new Set([
  "startsWith",
  "endsWith",
  "contains",
  "indexOf",
  "lastIndexOf",
  "replace",
  "replaceFirst",
  "split",
  "matches",
  "regionMatches",
  "removePrefix",
  "removeSuffix",
  "removeSurrounding",
  "substringBefore",
  "substringAfter",
  "substringBeforeLast",
  "substringAfterLast",
]);

/** Methods whose argument is compared with their receiver. */
const COMPARISON_METHODS: ReadonlySet<string> = new Set(["equals", "contentEquals", "compareTo"]);

/** Calls whose first argument is a regular expression. */
const PATTERNS = new CalleeTable<true>().add(["Regex", "Pattern.compile", "Pattern.matches", "toRegex"], true);

/** Calls whose argument (at the index) goes where their value goes. */
const PASSED_ON = new CalleeTable<readonly number[]>()
  .add(["String.format"], [0, 1])
  .add(["System.getProperty", "System.getenv().getOrDefault"], [1]);
/** Calls each of whose arguments goes where their value goes: `val urls = listOf("https://a/", ...)`. */
const COLLECTIONS: ReadonlySet<string> = new Set([
  "listOf",
  "mutableListOf",
  "arrayOf",
  "setOf",
  "mutableSetOf",
  "listOfNotNull",
  "arrayListOf",
]);
/** Methods (after a receiver) whose argument is a default that goes where the call's value goes. */
const DEFAULTS: ReadonlyMap<string, number> = new Map([
  ["getOrDefault", 1],
  ["getProperty", 1],
  ["getOrElse", 1],
]);
/** Methods whose receiver goes where the call's value goes: `"https://%s/".format(host)`. */
const RECEIVER_PASSED_ON: ReadonlySet<string> = new Set([
  "format",
  "trim",
  "trimIndent",
  "trimMargin",
  "trimEnd",
  "trimStart",
  "intern",
  "toString",
]);

/** What positional argument `argument` of a call to `callee` is. */
export function argumentRole(callee: string, argument: number): ArgumentRole {
  const uris = URI_ARGUMENTS.get(callee);
  if (uris !== undefined) return uris.includes(argument) ? "uri" : "other";
  const method = lastSegment(callee);
  const dot = callee.lastIndexOf(".");
  if (dot !== -1 && BUILDER_URI_METHODS.has(method) && /Builder\(\)/.test(callee.slice(0, dot)))
    return argument === 0 ? "uri" : "other";
  if (PATTERNS.get(callee) !== undefined) return argument === 0 ? "search-pattern" : "other";
  if (dot !== -1 && SEARCH_METHODS.has(method)) return "search-pattern";
  if (dot !== -1 && COMPARISON_METHODS.has(method)) return "comparison";
  return "other";
}

/** What the receiver of the method `callee` ends with is, where the method says (`toHttpUrl`: a URI). */
export function receiverRole(callee: string): ArgumentRole | undefined {
  return callee.includes(".") ? RECEIVER_ROLES.get(lastSegment(callee)) : undefined;
}

/** Whether the value of argument `argument` (-1: the receiver) of a call to `callee` is the call's value. */
export function passesThrough(callee: string, argument: number): boolean {
  const method = lastSegment(callee);
  if (argument === -1) return RECEIVER_PASSED_ON.has(method);
  if (PASSED_ON.get(callee)?.includes(argument) === true) return true;
  if (COLLECTIONS.has(callee)) return true;
  return callee.includes(".") && DEFAULTS.get(method) === argument;
}

/**
 * Whether everything in a call to `callee` is test data: kotlin.test's and JUnit's `assert...`,
 * `assertThat(x).isEqualTo(...)` (assertk, AssertJ, Truth), `fail`.
 */
export function holdsTestData(callee: string): boolean {
  if (callee === "fail" || callee === "Assertions.fail") return true;
  return callee.split(".").some((segment) => /^assert/i.test(segment));
}
