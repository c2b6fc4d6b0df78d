/**
 * What Ruby's callees do with their arguments: the URI arguments of the standard library's and the
 * common gems' HTTP, URL, database and browser APIs (uri, net/http, open-uri, Faraday, HTTParty,
 * RestClient, http.rb, Excon, Typhoeus, Addressable, Rails' helpers, Capybara, Bundler's
 * `source`), the patterns of String's searches and Regexp, required features, XML namespaces, and
 * the calls whose arguments are test data (RSpec, Minitest, Test::Unit). The core's tables are
 * JavaScript's: Ruby's live here, and reach the detector as a sink's `role`. Callees are paths as
 * written: `Net::HTTP.get`, `Faraday.new().get` (a step with arguments is written `()`),
 * `conn.get`; a method called without a receiver by its name (`get`, `visit`).
 */
import { isAssertionCallee, type ArgumentRole } from "@urilint/core";
import { rememberedAnswers } from "../../reading/callee-answers.js";

/** Callee → indexes of its positional arguments that are URIs ("all": every one). */
const URI_ARGUMENTS: ReadonlyMap<string, readonly number[] | "all"> = buildUriArguments();

function buildUriArguments(): Map<string, readonly number[] | "all"> {
  const table = new Map<string, readonly number[] | "all">();
  const add = (callees: readonly string[], args: readonly number[] | "all"): void => {
    for (const callee of callees) table.set(callee, args);
  };
  const methods = (receivers: readonly string[], names: readonly string[]): string[] =>
    receivers.flatMap((receiver) => names.map((name) => `${receiver}.${name}`));
  const VERBS = ["get", "post", "put", "patch", "delete", "head", "options"];

  // uri and open-uri (the standard library), and Addressable.
  const uris = ["URI", "Addressable::URI", "::URI"];
  add(["URI", "Kernel.URI", ...methods(uris, ["parse", "open", "split", "heuristic_parse", "normalized_encode"])], [0]);
  add(methods(uris, ["join"]), "all");
  // net/http: its class methods take a URI object or, as a first argument, a host; a request
  // class takes a path or a URI.
  add(methods(["Net::HTTP"], ["get_response", "post", "post_form", "get_print"]), [0]);
  add(
    methods(
      [
        "Net::HTTP::Get",
        "Net::HTTP::Post",
        "Net::HTTP::Put",
        "Net::HTTP::Patch",
        "Net::HTTP::Delete",
        "Net::HTTP::Head",
      ],
      ["new"],
    ),
    [0],
  );
  // HTTP clients.
  const clients = ["Faraday", "HTTParty", "RestClient", "HTTP", "HTTPX", "Excon", "Typhoeus"];
  add(methods(clients, [...VERBS, "request"]), [0]);
  add(
    [
      "Faraday.new",
      "Faraday::Connection.new",
      "Excon.new",
      "RestClient::Resource.new",
      "Typhoeus::Request.new",
      "HTTPClient.new().get",
    ],
    [0],
  );
  add(["base_uri"], [0]);
  // Databases and brokers that take a URL.
  add(["Sequel.connect", "Mongo::Client.new", "Bunny.new", "Redis.new().connect"], [0]);
  add(["ActiveRecord::Base.establish_connection", "establish_connection"], [0]);
  // Rails, Capybara and browsers.
  add(["redirect_to", "visit", "Launchy.open", "browser.goto", "driver.navigate.to"], [0]);
  add(["link_to", "button_to"], [1]);
  // Bundler's Gemfile and WebMock.
  add(["source"], [0]);
  add(["stub_request"], [1]);
  return table;
}

/** Callees whose first argument is a host or an address, not a URI. */
const HOST_ARGUMENTS: ReadonlySet<string> = new Set([
  "Net::HTTP.new",
  "Net::HTTP.start",
  "Net::HTTP.get",
  "TCPSocket.new",
  "TCPSocket.open",
  "Socket.tcp",
  "Net::SMTP.new",
  "Net::SMTP.start",
  "Net::FTP.new",
  "Net::FTP.open",
]);

/** String's methods (last segment, after a receiver) whose arguments are searched for, or replace what was. */
const STRING_SEARCHES: ReadonlySet<string> = new Set([
  "start_with?",
  "end_with?",
  "include?",
  "index",
  "rindex",
  "sub",
  "sub!",
  "gsub",
  "gsub!",
  "split",
  "match",
  "match?",
  "scan",
  "partition",
  "rpartition",
  "delete_prefix",
  "delete_suffix",
  "delete_prefix!",
  "delete_suffix!",
  "chomp",
  "tr",
  "count",
  "squeeze",
  "eql?",
  "equal?",
]);

/** Callees whose arguments name features or files to load. */
const MODULE_CALLEES: ReadonlySet<string> = new Set(["require", "require_relative", "load", "autoload", "gem"]);

/** Callees whose arguments (the indexes listed) are namespace identifiers, never fetched. */
const NAMESPACE_ARGUMENTS: ReadonlyMap<string, readonly number[]> = new Map([
  ["add_namespace", [1]],
  ["add_namespace_definition", [1]],
  ["namespace_definition", [1]],
  ["RDF::Vocabulary.new", [0]],
  ["RDF::URI.new", [0]],
]);

/** RSpec's expectations and matchers, and Minitest's spec forms: their arguments are test data. */
const ASSERTIONS: ReadonlySet<string> = new Set([
  "expect",
  "is_expected",
  "to",
  "not_to",
  "to_not",
  "should",
  "should_not",
  "eq",
  "eql",
  "equal",
  "be",
  "be_a",
  "be_an",
  "be_kind_of",
  "be_instance_of",
  "match",
  "match_array",
  "contain_exactly",
  "include",
  "start_with",
  "end_with",
  "have_key",
  "have_attributes",
  "raise_error",
  "satisfy",
  "_",
]);

const answers = rememberedAnswers(roleOf, assertionOf);

/** What positional argument `argument` of a call to `callee` is. */
export const argumentRole = answers.argumentRole;

/** Whether a call's arguments, and everything in them, are test data: an expectation or an assertion. */
export const isAssertion = answers.isAssertion;

function roleOf(callee: string, argument: number): ArgumentRole {
  const uris = URI_ARGUMENTS.get(callee);
  if (uris !== undefined) return uris === "all" || uris.includes(argument) ? "uri" : "other";
  if (HOST_ARGUMENTS.has(callee)) return "other";
  if (MODULE_CALLEES.has(callee)) return argument === 0 || callee === "autoload" ? "module-specifier" : "other";
  const dot = callee.lastIndexOf(".");
  const method = callee.slice(dot + 1);
  if (dot !== -1 && STRING_SEARCHES.has(method)) return "search-pattern";
  if (callee === "Regexp.new" || callee === "Regexp.escape" || callee === "Regexp.union") return "search-pattern";
  const namespace = NAMESPACE_ARGUMENTS.get(callee) ?? NAMESPACE_ARGUMENTS.get(method);
  if (namespace !== undefined) return namespace.includes(argument) ? "namespace" : "other";
  if (isAssertion(callee)) return "comparison";
  return "other";
}

function assertionOf(callee: string): boolean {
  const method = callee.slice(callee.lastIndexOf(".") + 1).replace(/\(\)$/, "");
  return (
    ASSERTIONS.has(method) ||
    /^(?:assert|refute|must_|wont_)/.test(method) ||
    (method.length > 0 && isAssertionCallee(callee))
  );
}
