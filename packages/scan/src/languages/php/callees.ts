/**
 * What PHP's callees do with their arguments: the URI arguments of the standard library's stream
 * and cURL functions, PSR-7 and PSR-17 (Guzzle's `Uri`, `createRequest`, `createUri`), Guzzle's and
 * Symfony HttpClient's `request`, Laravel's `Http` and redirects; the patterns of the string and
 * PCRE searches; the calls whose arguments are test data (PHPUnit's assertions, Pest's
 * `expect`). Callees are paths as written, a step joined by "." (`$this->client->request` is
 * `this.client.request`, `Http::get` is `Http.get`, `new \GuzzleHttp\Psr7\Uri(...)` is `new Uri`):
 * methods are matched by their name where the name alone says what they take.
 */
import { isAssertionCallee, type ArgumentRole } from "@urilint/core";
import { rememberedAnswers } from "../../reading/callee-answers.js";

/** Functions and constructors (`new X`) → indexes of their URI arguments. */
const URI_ARGUMENTS: ReadonlyMap<string, readonly number[]> = new Map([
  ["curl_init", [0]],
  ["file_get_contents", [0]],
  ["fopen", [0]],
  ["file", [0]],
  ["readfile", [0]],
  ["get_headers", [0]],
  ["get_meta_tags", [0]],
  ["parse_url", [0]],
  ["simplexml_load_file", [0]],
  ["stream_socket_client", [0]],
  ["redirect", [0]],
  ["new Uri", [0]],
  ["new Request", [1]],
  ["new ServerRequest", [1]],
  ["new SoapClient", [0]],
  ["Utils.uriFor", [0]],
  ["Psr7.Utils.uriFor", [0]],
  ["Redirect.to", [0]],
  ["Redirect.away", [0]],
  ["Http.get", [0]],
  ["Http.post", [0]],
  ["Http.put", [0]],
  ["Http.patch", [0]],
  ["Http.delete", [0]],
  ["Http.head", [0]],
]);

/** Methods, on any receiver, whose name says which argument is a URI. */
const URI_METHODS: ReadonlyMap<string, readonly number[]> = new Map([
  ["request", [1]],
  ["requestAsync", [1]],
  ["createRequest", [1]],
  ["createServerRequest", [1]],
  ["createUri", [0]],
]);

/** Functions whose argument (the index listed) is searched for in another string. */
const SEARCHES: ReadonlyMap<string, number> = new Map([
  ["strpos", 1],
  ["stripos", 1],
  ["strrpos", 1],
  ["strstr", 1],
  ["stristr", 1],
  ["strrchr", 1],
  ["str_contains", 1],
  ["str_starts_with", 1],
  ["str_ends_with", 1],
  ["substr_count", 1],
  ["str_replace", 0],
  ["str_ireplace", 0],
  ["explode", 0],
  ["preg_match", 0],
  ["preg_match_all", 0],
  ["preg_replace", 0],
  ["preg_replace_callback", 0],
  ["preg_split", 0],
  ["preg_quote", 0],
  ["ltrim", 1],
  ["rtrim", 1],
  ["trim", 1],
]);

const answers = rememberedAnswers(roleOf, assertionOf);

/** What positional argument `argument` of a call to `callee` is. */
export const argumentRole = answers.argumentRole;

/** Whether a call's arguments, and everything in them, are test data: an expectation or an assertion. */
export const isAssertion = answers.isAssertion;

function roleOf(callee: string, argument: number): ArgumentRole {
  const uris = URI_ARGUMENTS.get(callee) ?? URI_METHODS.get(methodOf(callee));
  if (uris !== undefined) return uris.includes(argument) ? "uri" : "other";
  const search = SEARCHES.get(callee);
  if (search !== undefined) return search === argument ? "search-pattern" : "other";
  if (isAssertion(callee)) return "comparison";
  return "other";
}

function assertionOf(callee: string): boolean {
  const method = methodOf(callee);
  return /^assert[A-Z]?/.test(method) || method === "expect" || (method.length > 0 && isAssertionCallee(callee));
}

function methodOf(callee: string): string {
  return callee.slice(callee.lastIndexOf(".") + 1);
}
