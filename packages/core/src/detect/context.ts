/**
 * Where a string sits, told by a front-end (the ESLint plugin, the language server) as plain data.
 * The front-end owns its syntax tree; the decision "is this string a URI?" is made here, from this
 * description and the text, so every front-end draws the same line.
 */
import type { ArgumentRole } from "./sinks.js";

/**
 * The place of one string. A front-end reports what it sees and lets `detectUri` decide; for
 * example every argument of every call is a `"sink"` context, and the callee table here says
 * whether that callee takes a URI in that argument.
 */
export type StringContext =
  /**
   * An argument of a call or `new` expression. `callee` is the dotted path as written
   * (`"fetch"`, `"window.fetch"`, `"axios.get"`, `"this.http.get"`, `"URL"` for `new URL(x)`);
   * a segment that is not a plain name is written `"?"` (`getClient().get` is `"?.get"`).
   * `role`, when the front-end gives it, is what the argument is, decided by the front-end's own
   * table of callees (a language whose APIs the core's JavaScript tables do not know); without
   * it, those tables decide. The user's `sinks` make an argument a URI either way.
   */
  | { readonly kind: "sink"; readonly callee: string; readonly argument: number; readonly role?: ArgumentRole }
  /** An HTML, JSX or SVG attribute value: `<a href="x">`, `<img src="x">`, `<form action="x">`. */
  | { readonly kind: "attribute"; readonly element?: string | undefined; readonly name: string }
  /** The right-hand side of an assignment to `target` (dotted path): `location.href = x`, `img.src = x`. */
  | { readonly kind: "assignment"; readonly target: string }
  /** The value of a property, variable, parameter default or JSON member named `name`. */
  | { readonly kind: "named"; readonly name: string }
  /** A file format that defines this string as a URI: a Markdown link destination, package.json `homepage`. */
  | { readonly kind: "format"; readonly field: string }
  /** An operand of `===`, `!==`, `==`, `!=`, a `case` label, or an assertion's expected value. */
  | { readonly kind: "comparison" }
  /** A pattern searched for in another string: `s.startsWith("http://")`, `split("://")`. */
  | { readonly kind: "search-pattern" }
  /** The source of an import, export, `require()` or `import()`. */
  | { readonly kind: "module-specifier" }
  /** An XML namespace or schema identifier: `xmlns`, `createElementNS(ns, ...)`, `$schema`. */
  | { readonly kind: "namespace" }
  /** Anything else: only the text itself can make it a URI. */
  | { readonly kind: "plain" };

/** A user-configured URI sink: a callee whose arguments at `arguments` (default [0]) are URIs. */
export type SinkSetting = string | { readonly callee: string; readonly arguments?: readonly number[] };

/**
 * User settings shared by the ESLint plugin (rule options and `settings.urilint`) and the language
 * server (its `urilint.*` settings), under the same names.
 */
export interface DetectOptions {
  /**
   * More callees whose arguments are URIs. A string means the first argument. A callee matches
   * a call whose dotted path is equal to it or ends with it at a "." (`"api.get"` matches
   * `this.api.get(x)`).
   */
  readonly sinks?: readonly SinkSetting[];
  /** More schemes whose `scheme:` prefix marks a string as a URI by content (`"myapp"`). */
  readonly schemes?: readonly string[];
  /**
   * Regular expressions (JavaScript syntax, as strings or RegExp objects); a string that any of
   * them matches is never treated as a URI. An entry that is not a valid regular expression
   * matches as a plain substring, and is listed by `prepareDetectOptions(...).invalidIgnore`.
   */
  readonly ignore?: readonly (string | RegExp)[];
}

/** What made a string a URI, strongest first. */
export type Evidence = "sink" | "attribute" | "assignment" | "format" | "named" | "content";
