/**
 * What Rust's callees do with their arguments: the URI arguments of reqwest, url, http and hyper,
 * the patterns of str's searches and regex, the calls and macros that pass a value on (`format!`,
 * `String::from`, `unwrap_or`, `.into()`), and the macros whose arguments are test data
 * (`assert_eq!`). Callees are dotted paths as written, `::` read as `.` (`reqwest.get`,
 * `Client.new().get`, `format!`); an entry of several segments also matches a path that ends with it.
 */
import type { ArgumentRole } from "@urilint/core";
import { CalleeTable, lastSegment } from "../../reading/code-path.js";

const VERBS = ["get", "post", "put", "patch", "delete", "head"];

/** Callee → indexes of its positional arguments that are URIs. */
const URI_ARGUMENTS = new CalleeTable<readonly number[]>()
  .add(["reqwest.get", "reqwest.blocking.get"], [0])
  .add(
    [
      "Client.new()",
      "Client.builder().build()",
      "Client.builder().build().unwrap()",
      "ClientBuilder.new().build()",
    ].flatMap((client) => VERBS.map((verb) => `${client}.${verb}`)),
    [0],
  )
  .add(["Client.new().request", "reqwest.Request.new"], [1])
  .add(["Url.parse", "url.Url.parse", "Url.options().parse", "Uri.from_static", "http.Uri.from_static"], [0])
  .add(["Url.parse_with_params"], [0])
  .add(
    [
      "Request.builder().uri",
      "http.Request.builder().uri",
      "Request.get",
      "Request.post",
      "Request.put",
      "Request.delete",
    ],
    [0],
  )
  .add(
    ["Proxy.http", "Proxy.https", "Proxy.all", "reqwest.Proxy.http", "reqwest.Proxy.https", "reqwest.Proxy.all"],
    [0],
  );

/** str's methods (after a receiver) whose arguments are searched for, or replace what was. */
const SEARCH_METHODS: ReadonlySet<string> = new Set([
  "starts_with",
  "ends_with",
  "contains",
  "find",
  "rfind",
  "strip_prefix",
  "strip_suffix",
  "split",
  "rsplit",
  "split_once",
  "rsplit_once",
  "splitn",
  "replace",
  "replacen",
  "trim_start_matches",
  "trim_end_matches",
  "matches",
  "match_indices",
]);

/** Calls whose arguments are patterns. */
const PATTERNS = new CalleeTable<true>().add(["Regex.new", "regex.Regex.new", "RegexBuilder.new"], true);

/** Calls and macros whose argument (the first) goes where their value goes. */
const PASSED_ON = new CalleeTable<true>().add(
  ["format!", "String.from", "Cow.from", "Cow.Borrowed", "Some", "Ok", "Box.new", "Arc.from", "Rc.from"],
  true,
);
/** Methods whose argument goes where the call's value goes: `env::var("X").unwrap_or("https://a/")`. */
const DEFAULTS: ReadonlySet<string> = new Set(["unwrap_or", "or", "map_or"]);
/** Methods whose receiver goes where the call's value goes: `"https://a/".into()`. */
const CONVERSIONS: ReadonlySet<string> = new Set(["into", "to_string", "to_owned", "as_str", "as_ref", "into_owned"]);

/** What positional argument `argument` of a call to `callee` is. */
export function argumentRole(callee: string, argument: number): ArgumentRole {
  const uris = URI_ARGUMENTS.get(callee);
  if (uris !== undefined) return uris.includes(argument) ? "uri" : "other";
  if (callee.includes(".") && SEARCH_METHODS.has(lastSegment(callee))) return "search-pattern";
  if (PATTERNS.get(callee) !== undefined) return argument === 0 ? "search-pattern" : "other";
  return "other";
}

/** Whether the value of argument `argument` (-1: the receiver) of a call to `callee` is the call's value. */
export function passesThrough(callee: string, argument: number): boolean {
  if (argument === -1) return CONVERSIONS.has(lastSegment(callee));
  if (argument !== 0) return false;
  if (PASSED_ON.get(callee) !== undefined) return true;
  return callee.includes(".") && DEFAULTS.has(lastSegment(callee));
}

/**
 * Whether everything in a call to `callee` is test data: `assert!`, `assert_eq!`,
 * `debug_assert_ne!`, pretty_assertions', and a project's own assertion functions (rust-url's
 * `assert_host("http://0x1232131", ...)`).
 */
export function holdsTestData(callee: string): boolean {
  return /^(?:[\w.]*\.)?(?:debug_)?assert(?:_\w+)?!?$/.test(callee);
}

/** std's formatting macros and the common ones built on them: their format, the argument after the writer or condition. */
const FORMAT_MACROS: ReadonlyMap<string, number> = new Map([
  ...[
    "format!",
    "print!",
    "println!",
    "eprint!",
    "eprintln!",
    "panic!",
    "format_args!",
    "unreachable!",
    "todo!",
    "unimplemented!",
  ].map((name): [string, number] => [name, 0]),
  ...["info!", "debug!", "warn!", "error!", "trace!", "anyhow!", "bail!"].map((name): [string, number] => [name, 0]),
  ...["write!", "writeln!", "assert!", "ensure!"].map((name): [string, number] => [name, 1]),
  ...["assert_eq!", "assert_ne!", "debug_assert_eq!", "debug_assert_ne!"].map((name): [string, number] => [name, 2]),
]);

/** Whether argument `argument` of a call to `callee` is a format string (`{}` and `{name}` fields, `{{` and `}}` braces). */
export function formats(callee: string, argument: number): boolean {
  return FORMAT_MACROS.get(callee.slice(callee.lastIndexOf(".") + 1)) === argument;
}
