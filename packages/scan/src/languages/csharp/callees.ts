/**
 * What C#'s callees do with their arguments: the URI arguments of System.Uri, HttpClient,
 * HttpRequestMessage, WebRequest, WebClient and RestSharp, the patterns of String's searches and
 * System.Text.RegularExpressions, the calls that pass a value on (`string.Format`, `.Trim()`,
 * defaults), and the calls whose arguments are test data (xUnit's, NUnit's and MSTest's `Assert.*`,
 * FluentAssertions' `.Should()`, Shouldly's `.ShouldBe`, and the attributes that give a test its
 * data rows: `[InlineData]`, `[TestCase]`, `[DataRow]`). Callees are dotted paths as written
 * (`Uri.TryCreate`, `client.GetAsync`, `Uri` for `new Uri(x)`, `[InlineData]` for an attribute);
 * an entry of several segments also matches a path that ends with it.
 */
import { isAssertionCallee, type ArgumentRole } from "@urilint/core";
import { CalleeTable, lastSegment } from "../../reading/code-path.js";

/** Callee → indexes of its positional arguments that are URIs. */
const URI_ARGUMENTS = new CalleeTable<readonly number[]>()
  // `new Uri(string)`, `new Uri(baseUri, "relative")`, `new Uri(string, UriKind)`.
  .add(["Uri", "System.Uri", "Uri.TryCreate", "System.Uri.TryCreate", "UriBuilder", "System.UriBuilder"], [0, 1])
  .add(["HttpRequestMessage", "System.Net.Http.HttpRequestMessage"], [1])
  .add(["WebRequest.Create", "WebRequest.CreateHttp", "HttpWebRequest.Create", "System.Net.WebRequest.Create"], [0])
  .add(["RestClient", "RestClientOptions", "RestRequest"], [0]);

/**
 * The methods of HttpClient and WebClient whose first argument is the URI. A method name alone
 * (`GetAsync`) is also a cache's or a repository's: the type is not in the syntax, so the receiver's
 * name tells (`client`, `_httpClient`, `http`, `new WebClient()`).
 */
const CLIENT_METHODS: ReadonlySet<string> = new Set([
  "GetAsync",
  "PostAsync",
  "PutAsync",
  "PatchAsync",
  "DeleteAsync",
  "GetStringAsync",
  "GetByteArrayAsync",
  "GetStreamAsync",
  "GetFromJsonAsync",
  "PostAsJsonAsync",
  "PutAsJsonAsync",
  "PatchAsJsonAsync",
  "DeleteFromJsonAsync",
  "DownloadString",
  "DownloadStringTaskAsync",
  "DownloadData",
  "DownloadDataTaskAsync",
  "DownloadFile",
  "DownloadFileTaskAsync",
  "UploadString",
  "UploadStringTaskAsync",
  "UploadData",
  "UploadFile",
  "OpenRead",
]);
const CLIENT_RECEIVER = /client|http/i;

/** String's methods (after a receiver) whose arguments are searched for, or replace what was. */
const SEARCH_METHODS: ReadonlySet<string> = new Set([
  "StartsWith",
  "EndsWith",
  "Contains",
  "IndexOf",
  "LastIndexOf",
  "Replace",
  "Split",
  "TrimStart",
  "TrimEnd",
]);

/** Calls whose argument at the index is a regular expression. */
const PATTERNS = new CalleeTable<number>()
  .add(["Regex", "System.Text.RegularExpressions.Regex"], 0)
  .add(["Regex.IsMatch", "Regex.Match", "Regex.Matches", "Regex.Replace", "Regex.Split", "Regex.Count"], 1);

/** Methods whose arguments are compared with their receiver, or with each other. */
const COMPARISON_METHODS: ReadonlySet<string> = new Set(["Equals", "Compare", "CompareOrdinal", "CompareTo"]);

/** Calls whose argument (at the index) goes where their value goes. */
const PASSED_ON = new CalleeTable<readonly number[]>().add(
  ["string.Format", "String.Format", "System.String.Format"],
  [0],
);
/** Methods (after a receiver) whose argument is a default that goes where the call's value goes. */
const DEFAULTS: ReadonlyMap<string, number> = new Map([
  ["GetValueOrDefault", 1],
  ["GetValue", 1],
]);
/** Methods whose receiver goes where the call's value goes: `"https://a/ ".Trim()`. */
const RECEIVER_PASSED_ON: ReadonlySet<string> = new Set(["ToString", "Trim", "TrimEnd", "TrimStart"]);

/** The attributes whose arguments are a test's rows of data. */
const TEST_DATA_ATTRIBUTES: ReadonlySet<string> = new Set([
  "[InlineData]",
  "[TestCase]",
  "[DataRow]",
  "[Values]",
  "[TestCaseSource]",
]);

/** What positional argument `argument` of a call to `callee` is. */
export function argumentRole(callee: string, argument: number): ArgumentRole {
  const uris = URI_ARGUMENTS.get(callee);
  if (uris !== undefined) return uris.includes(argument) ? "uri" : "other";
  const dot = callee.lastIndexOf(".");
  const method = lastSegment(callee);
  if (dot !== -1 && CLIENT_METHODS.has(method) && CLIENT_RECEIVER.test(lastSegment(callee.slice(0, dot))))
    return argument === 0 ? "uri" : "other";
  const pattern = PATTERNS.get(callee);
  if (pattern !== undefined) return argument === pattern ? "search-pattern" : "other";
  if (dot !== -1 && SEARCH_METHODS.has(method)) return "search-pattern";
  if (COMPARISON_METHODS.has(method)) return "comparison";
  return "other";
}

/** Whether the value of argument `argument` (-1: the receiver) of a call to `callee` is the call's value. */
export function passesThrough(callee: string, argument: number): boolean {
  const method = lastSegment(callee);
  if (argument === -1) return RECEIVER_PASSED_ON.has(method);
  if (PASSED_ON.get(callee)?.includes(argument) === true) return true;
  return callee.includes(".") && DEFAULTS.get(method) === argument;
}

/** Whether everything in a call to `callee` (or an attribute) is test data. */
export function holdsTestData(callee: string): boolean {
  if (TEST_DATA_ATTRIBUTES.has(callee)) return true;
  if (callee.split(".").some((segment) => /^(?:assert|should)/i.test(segment))) return true;
  return isAssertionCallee(callee);
}
