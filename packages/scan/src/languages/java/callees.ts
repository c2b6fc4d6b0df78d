/**
 * What Java's callees do with their arguments: the URI arguments of java.net, java.net.http,
 * OkHttp, Retrofit and Android's Uri, the patterns of String's searches and java.util.regex, the
 * calls that pass a value on (`String.format`, `"...".formatted()`, defaults), and the calls whose
 * arguments are test data (JUnit's `assertEquals`, AssertJ's and Truth's `assertThat(...)...`).
 * Callees are dotted paths as written (`URI.create`, `Request.Builder().url`, `URI` for `new
 * URI(x)`, `@GET` for an annotation); an entry of several segments also matches a path that ends
 * with it.
 */
import type { ArgumentRole } from "@urilint/core";
import { CalleeTable, lastSegment } from "../../reading/code-path.js";

/** Callee → indexes of its positional arguments that are URIs. */
const URI_ARGUMENTS = new CalleeTable<readonly number[]>()
  .add(["URI.create", "java.net.URI.create", "URI", "java.net.URI", "URL", "java.net.URL"], [0])
  .add(
    ["HttpRequest.newBuilder", "HttpUrl.get", "HttpUrl.parse", "HttpUrl.Companion.get", "HttpUrl.Companion.parse"],
    [0],
  )
  .add(["Uri.parse", "android.net.Uri.parse", "Uri.Builder().encodedPath"], [0])
  .add(["WebClient.create", "RestTemplate().getForObject", "RestTemplate().getForEntity"], [0])
  // Retrofit's request annotations: a URI reference relative to the base URL, its {name} a hole.
  .add(["@GET", "@POST", "@PUT", "@DELETE", "@PATCH", "@HEAD", "@OPTIONS"], [0]);

/** Builders' methods that take a URI, whatever builder chain leads to them: `new Request.Builder().get().url(x)`. */
const BUILDER_URI_METHODS: ReadonlySet<string> = new Set(["url", "baseUrl", "uri"]);

/** String's methods (after a receiver) whose arguments are searched for, or replace what was. */
const SEARCH_METHODS: ReadonlySet<string> = new Set([
  "startsWith",
  "endsWith",
  "contains",
  "indexOf",
  "lastIndexOf",
  "replace",
  "replaceAll",
  "replaceFirst",
  "split",
  "matches",
  "regionMatches",
  "removePrefix",
  "removeSuffix",
]);

/** Methods whose argument is compared with their receiver. */
const COMPARISON_METHODS: ReadonlySet<string> = new Set(["equals", "equalsIgnoreCase", "contentEquals", "compareTo"]);

/** Calls whose first argument is a regular expression. */
const PATTERNS = new CalleeTable<true>().add(
  ["Pattern.compile", "Pattern.matches", "java.util.regex.Pattern.compile"],
  true,
);

/** Calls whose argument (at the index) goes where their value goes. */
const PASSED_ON = new CalleeTable<readonly number[]>()
  .add(["String.format"], [0, 1])
  .add(["String.valueOf", "Optional.of", "Optional.ofNullable"], [0])
  .add(["System.getProperty", "System.getenv().getOrDefault", "Objects.requireNonNullElse"], [1]);
/** Methods (after a receiver) whose argument is a default that goes where the call's value goes. */
const DEFAULTS: ReadonlyMap<string, number> = new Map([
  ["orElse", 0],
  ["getOrDefault", 1],
  ["getProperty", 1],
]);
/** Methods whose receiver goes where the call's value goes: `"https://%s/".formatted(host)`. */
const RECEIVER_PASSED_ON: ReadonlySet<string> = new Set(["formatted", "trim", "strip", "intern", "toString"]);

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

/** Whether the value of argument `argument` (-1: the receiver) of a call to `callee` is the call's value. */
export function passesThrough(callee: string, argument: number): boolean {
  const method = lastSegment(callee);
  if (argument === -1) return RECEIVER_PASSED_ON.has(method);
  if (PASSED_ON.get(callee)?.includes(argument) === true) return true;
  return callee.includes(".") && DEFAULTS.get(method) === argument;
}

/**
 * Whether everything in a call to `callee` is test data: JUnit's and TestNG's `assert...`,
 * `assertThat(x).isEqualTo(...)` (AssertJ, Truth), Hamcrest's `assertThat(x, is(...))`, `fail`.
 */
export function holdsTestData(callee: string): boolean {
  if (callee === "fail" || callee === "Assertions.fail") return true;
  return callee.split(".").some((segment) => /^assert/i.test(segment));
}
