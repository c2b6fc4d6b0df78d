/**
 * What Go's callees do with their arguments: the URI arguments of net/http, net/url and the common
 * clients (resty, gorilla/websocket), the patterns of `strings` and `regexp`, the format calls
 * that pass their format on, and the calls whose arguments are test data (testing's `t.Errorf`,
 * testify's `assert` and `require`). Callees are dotted paths as written (`http.Get`,
 * `client.R().Get`); an entry of several segments also matches a path that ends with it.
 */
import { isAssertionCallee, type ArgumentRole } from "@urilint/core";
import { CalleeTable, lastSegment } from "../../reading/code-path.js";

/** Callee → indexes of its positional arguments that are URIs. */
const URI_ARGUMENTS = new CalleeTable<readonly number[]>()
  .add(["http.Get", "http.Head", "http.Post", "http.PostForm"], [0])
  .add(
    ["http.DefaultClient.Get", "http.DefaultClient.Head", "http.DefaultClient.Post", "http.DefaultClient.PostForm"],
    [0],
  )
  .add(["http.NewRequest", "httptest.NewRequest"], [1])
  .add(["http.NewRequestWithContext"], [2])
  .add(["http.Redirect"], [2])
  .add(["url.Parse", "url.ParseRequestURI"], [0])
  .add(["websocket.Dial", "websocket.DefaultDialer.Dial", "websocket.DefaultDialer.DialContext"], [0])
  // resty: the client's base and proxy, and a request's verbs.
  .add(["resty.New().SetBaseURL", "SetBaseURL", "SetHostURL", "SetProxy", "SetURL"], [0]);

/** resty's request verbs: `client.R().Get(url)`, after any of its setters (`R().SetBody(b).Post(url)`). */
const REQUEST_VERBS: ReadonlySet<string> = new Set(["Get", "Head", "Post", "Put", "Patch", "Delete", "Options"]);

/** Callee → indexes of its arguments searched for, or replaced. */
const SEARCH_ARGUMENTS = new CalleeTable<readonly number[]>()
  .add(
    [
      "strings.HasPrefix",
      "strings.HasSuffix",
      "strings.Contains",
      "strings.Index",
      "strings.LastIndex",
      "strings.TrimPrefix",
      "strings.TrimSuffix",
      "strings.CutPrefix",
      "strings.CutSuffix",
      "strings.Cut",
      "strings.Split",
      "strings.SplitN",
      "strings.Count",
      "bytes.HasPrefix",
      "bytes.Contains",
    ],
    [1],
  )
  .add(["strings.Replace", "strings.ReplaceAll", "strings.NewReplacer"], [0, 1, 2, 3, 4, 5])
  .add(["regexp.MustCompile", "regexp.Compile", "regexp.MatchString"], [0]);

/** Calls whose arguments are compared with each other. */
const COMPARISONS = new CalleeTable<true>().add(["strings.EqualFold", "reflect.DeepEqual"], true);

/** The format calls whose format (their first argument) goes where their value goes. */
const FORMATS = new CalleeTable<true>().add(["fmt.Sprintf"], true);

/** What positional argument `argument` of a call to `callee` is. */
export function argumentRole(callee: string, argument: number): ArgumentRole {
  const uris = URI_ARGUMENTS.get(callee);
  if (uris !== undefined) return uris.includes(argument) ? "uri" : "other";
  if (REQUEST_VERBS.has(lastSegment(callee)) && /(?:^|\.)R\(\)\./.test(callee)) return argument === 0 ? "uri" : "other";
  const search = SEARCH_ARGUMENTS.get(callee);
  if (search !== undefined) return search.includes(argument) ? "search-pattern" : "other";
  if (COMPARISONS.get(callee) !== undefined) return "comparison";
  return "other";
}

/** Whether the value of argument `argument` of a call to `callee` is the call's value (`fmt.Sprintf`'s format). */
export function passesThrough(callee: string, argument: number): boolean {
  return argument === 0 && FORMATS.get(callee) !== undefined;
}

/** testing's reports (`t.Errorf`, `b.Fatal`), testify's `assert.Equal` and `require.NoError`, gomega's `Expect`. */
const TESTING = /^(?:t|b|tb|f|s\.T\(\))\.(?:Error|Errorf|Fatal|Fatalf|Log|Logf|Skip|Skipf)$/;

/** Whether everything in a call to `callee` is test data. */
export function holdsTestData(callee: string): boolean {
  if (TESTING.test(callee)) return true;
  if (callee.startsWith("assert.") || callee.startsWith("require.") || callee.startsWith("s.Require().")) return true;
  const method = lastSegment(callee);
  // A project's own assertions (resty's `assertEqual`).
  return method === "Expect" || /^assert/i.test(method) || (method.length > 0 && isAssertionCallee(callee));
}
